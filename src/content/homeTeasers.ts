/** The newest posts the home page shows, written by the build; kept apart from posts.ts so the home page does not carry the fetching code. */
export { homeTeasers } from '@generated/home-teasers';
