/** The evaluation committee of a project and the experts' tasks. */
export {
  type CommitteeRosterEntry,
  committeeLeader,
  committeeRoster,
  isCommitteeLeader,
  isCommitteeMember,
} from './roster';
export { committeeRoutes } from './routes';
export { createCommitteeService, type CommitteeService } from './service';
