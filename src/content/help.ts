// The organisations the site names on every visit to a page where help is urgent
// (content/organisations.yaml): the urgent numbers, and free advice when a deadline is close.
export { adviceOrganisation, urgentOrganisations } from '@generated/help';
