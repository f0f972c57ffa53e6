export { reviews } from '@generated/reviews';
