// The subject-matters area (issue 16; spec 000 section 7.5): a project's subject matters as a panel the
// project screens and the workspace compose. Reads without screens: queries.ts.
export { SubjectMattersPanel } from './components/subject-matters-panel';
export { SubjectMattersSection } from './components/subject-matters-section';
