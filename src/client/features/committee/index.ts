// The committee area: the buyer forms a project's committee (by hand or by draw) and sees its sign-ins;
// the expert signs in and elects the leader. Reads: queries.ts.
export { CheckInPage } from './components/check-in-page';
export { CommitteePage } from './components/committee-page';
export { ElectDetailPage } from './components/elect-detail-page';
export { ElectLeaderPage } from './components/elect-leader-page';
export { ExpertSignInPage } from './components/expert-sign-in-page';
