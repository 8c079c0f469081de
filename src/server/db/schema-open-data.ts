/** Tables of migration 044 (open data, issue 20); the DB interface of schema.ts extends OpenDataTables. */

/** One OCDS release, written once when the public change happens; never updated nor deleted. */
export interface OcdsReleaseTable {
  id: string;
  ocid: string;
  release_id: string;
  project_id: string;
  seq: number;
  /** JSON array of OCDS release tags. */
  tags: string;
  /** ISO-8601 UTC. */
  released_at: string;
  /** The release as JSON text, exactly as published. */
  release_json: string;
}

export interface OpenDataTables {
  ocds_releases: OcdsReleaseTable;
}
