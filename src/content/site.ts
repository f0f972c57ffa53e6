export { site } from '@generated/site';
