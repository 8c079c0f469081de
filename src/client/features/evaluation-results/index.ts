// Issue 18/19 area (evaluation-results): interface first; the area fills in its screens. Reads: queries.ts.
export {};
