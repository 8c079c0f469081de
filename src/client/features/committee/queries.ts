// The committee area's reads without its screens (for route loaders).
export {
  checkInQueryOptions,
  electionQueryOptions,
  mySeatQueryOptions,
} from './api/draw';
export { committeeExpertsQueryOptions } from './api/list-committee-experts';
export { committeeQueryOptions } from './api/list-committee';
