/** Invitations of invitation-only projects (tender method 02): the buyer invites, the supplier reads. */
export { assertMayJoin } from './access';
export { isInvited } from './repository';
export { openToSupplier } from './visibility';
export { invitationRoutes } from './routes';
export { sendInvitations } from './send';
export { createInvitationService } from './service';
