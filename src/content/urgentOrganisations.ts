// The numbers that answer now (content/organisations.yaml, `urgent: true`), on every page where a
// person may be in danger.
export { urgentOrganisations } from '@generated/urgent';
