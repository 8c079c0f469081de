// Reads of invitations without their screens (for route loaders).
export { invitationProjectsOptions, myInvitationsOptions, projectInvitationsOptions } from './api/calls';
