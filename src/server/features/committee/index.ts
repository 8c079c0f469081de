/** The evaluation committee of a project and the experts' tasks. */
export { committeeRoutes } from './routes';
export { createCommitteeService, type CommitteeService } from './service';
