/** Tables of migration 044 (open data, issue 20); filled in by the open-data area. */
// biome-ignore lint/suspicious/noEmptyInterface: the area declares its tables here
export interface OpenDataTables {}
