// The content's checks on every page in English (page-checks.ts). Each language and the
// page types (page-types.test.ts) are a file of their own, so that the test workers share them.
import { checkEveryPage } from './page-checks.ts';

checkEveryPage('en');
