/**
 * Open data (issue 20, design note section 10): OCDS 1.1.5 packages served without sign-in, under the
 * API prefix. Zod-free so screens can link them without loading the schemas.
 */
const BASE = '/bid-procurement/open-data';

export const OPEN_DATA_PATHS = {
  /** GET `/:projectId`: the project's release package (every release stored for it). */
  releases: `${BASE}/releases/:projectId`,
  /** GET `/:projectId`: the project's record package (compiled release and its releases). */
  record: `${BASE}/record/:projectId`,
  /** GET `?offset=&limit=`: release packages of every published project by release date, paged. */
  feed: `${BASE}/feed`,
  /** GET `/:id`: a published project's notice document (the documents the releases link). */
  document: `${BASE}/document/:id`,
} as const;

/** Releases per feed page: the default and the most a page holds. */
export const OPEN_DATA_DEFAULT_PAGE = 100;
export const OPEN_DATA_MAX_PAGE = 1000;

const withId = (path: string, id: string) => path.replace(/:\w+$/, encodeURIComponent(id));

export const openDataReleasesPath = (projectId: string) => withId(OPEN_DATA_PATHS.releases, projectId);
export const openDataRecordPath = (projectId: string) => withId(OPEN_DATA_PATHS.record, projectId);
export const openDataDocumentPath = (id: string) => withId(OPEN_DATA_PATHS.document, id);
