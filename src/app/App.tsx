import { Route, Switch } from 'wouter';
import { Home } from '@/screens/Home';
import { BlogList } from '@/screens/BlogList';
import { Article } from '@/screens/Article';
import { Services } from '@/screens/Services';
import { About } from '@/screens/About';
import { Contact } from '@/screens/Contact';
import { Disclaimer } from '@/screens/Disclaimer';
import { NotFound } from '@/screens/NotFound';
import { Layout } from './Layout';
import { postPattern } from './paths';

/** Which screen for which path: the spec's route table. */
export function App() {
  return (
    <Layout>
      <Switch>
        <Route path="/" component={Home} />
        <Route path="/blog" component={BlogList} />
        <Route path={postPattern}>{(params) => <Article slug={params.slug} />}</Route>
        <Route path="/ydelser" component={Services} />
        <Route path="/om" component={About} />
        <Route path="/kontakt" component={Contact} />
        <Route path="/juridisk-ansvarsfraskrivelse" component={Disclaimer} />
        <Route component={NotFound} />
      </Switch>
    </Layout>
  );
}
