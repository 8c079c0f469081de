// The subject-matters area without its screens (for the project list, which must not load the panels).
/** The hash that opens a project's screen at its subject matters (the project list's row action). */
export const SUBJECT_MATTERS_ANCHOR = 'subject-matters';
