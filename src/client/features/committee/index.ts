// The committee area: the buyer assigns a project's evaluation committee. Reads: queries.ts.
export { CommitteePage } from './components/committee-page';
