// Issue 18/19 area (negotiation): interface first; the area fills in its screens. Reads: queries.ts.
export {};
