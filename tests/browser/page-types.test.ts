// The template's checks on one page of each type, in both languages (page-checks.ts).
import { checkEveryPageType } from './page-checks.ts';

checkEveryPageType();
