// Issue 18/19 area (opened-screen): interface first; the area fills in its screens. Reads: queries.ts.
export {};
