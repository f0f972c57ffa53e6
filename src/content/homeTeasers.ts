/** The two posts the home page teases, as site.yaml names them (homeTeasers), written by the build; kept apart from src/content/posts/ so the home page does not carry the fetching code. */
export { homeTeasers } from '@generated/home-teasers';
