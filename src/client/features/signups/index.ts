// The signups area: the supplier signs up for a project, the buyer audits the signups. Reads: queries.ts.
export { SignupAuditPage } from './components/signup-audit-page';
export { SignupPage } from './components/signup-page';
export { useMySignups } from './hooks/use-my-signups';
