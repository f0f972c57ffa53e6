// Type test, checked by `tsc --noEmit`: links are typed by the route table.
import { href } from './href';

href('contact');
href('post', { slug: 'x' });
// @ts-expect-error a misspelt page does not compile
href('kontakt');
// @ts-expect-error a page with a parameter needs it
href('post');
// @ts-expect-error a static page takes none
href('contact', { slug: 'x' });
