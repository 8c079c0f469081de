// The offers area's reads without its screens (for route loaders).
export { myOffersQueryOptions } from './api/my-offers';
export { offerDetailQueryOptions, offerLobbyQueryOptions, offerProjectsQueryOptions } from './api/lobby';
