/** The evaluation committee of a project and the experts' tasks. */
export { committeeLeader, committeeRoster, isCommitteeLeader } from './roster';
export { committeeRoutes } from './routes';
export { createCommitteeService } from './service';
