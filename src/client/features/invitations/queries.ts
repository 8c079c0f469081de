// Reads of invitations without their screens (for route loaders).
export { invitationProjectsOptions } from './api/calls';
