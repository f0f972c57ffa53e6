// Free advice the same day (content/organisations.yaml, the id in helpLinks.ts), linked wherever
// a deadline may be too close to wait for a reply.
export { adviceOrganisation } from '@generated/advice';
