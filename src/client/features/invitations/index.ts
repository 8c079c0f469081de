// The invitations area: the buyer picks suppliers for an invitation-only project (method 02) and sees
// the read receipts; the supplier reads its invitations. Reads: queries.ts.
export { InvitationsPanel } from './components/invitations-panel';
