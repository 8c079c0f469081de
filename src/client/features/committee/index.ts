// The committee area: the buyer assigns a project's evaluation committee.
export { committeeExpertsQueryOptions } from './api/list-committee-experts';
export { committeeQueryOptions } from './api/list-committee';
export { CommitteePage } from './components/committee-page';
