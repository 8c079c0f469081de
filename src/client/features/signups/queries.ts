// The signups area's reads without its screens (for route loaders).
export { firstSignupPageQueryOptions } from './api/list-signups';
export { mySignupsQueryOptions } from './api/my-signups';
export { overviewQueryOptions, signupDetailQueryOptions } from './api/response';
