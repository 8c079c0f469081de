/** Invitations of invitation-only projects (tender method 02): the buyer invites, the supplier reads. */
export { isInvited } from './repository';
