// Reads of invitations without their screens (for route loaders).
export { myInvitationsOptions, projectInvitationsOptions } from './api/calls';
