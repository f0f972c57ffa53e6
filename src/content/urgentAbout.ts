// What each urgent organisation is for (content/organisations.yaml): only /find-hjaelp says it.
export { urgentAbout } from '@generated/urgent-about';
