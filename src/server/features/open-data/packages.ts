import { API_PREFIX } from '@/shared/contracts/api-prefix';
import type { OpenDataConfig } from './config';
import type { OcdsRelease } from './ocds-types';

const VERSION = '1.1';

/** The package metadata both package kinds share (release-package-schema.json, record-package-schema.json). */
function meta(config: OpenDataConfig, path: string, publishedDate: string) {
  return {
    uri: `${config.publicUrl}${API_PREFIX}${path}`,
    version: VERSION,
    publishedDate,
    publisher: { name: config.publisher },
  };
}

export function releasePackage(
  config: OpenDataConfig,
  path: string,
  releases: readonly OcdsRelease[],
  publishedDate: string,
  next?: string,
) {
  return {
    ...meta(config, path, publishedDate),
    ...(next ? { links: { next: `${config.publicUrl}${API_PREFIX}${next}` } } : {}),
    releases,
  };
}

/**
 * Every release holds the project's whole public state at its date (built from the database, never
 * as a delta), so merging them by the OCDS rules yields the last one: the compiled release is it,
 * with its own id and the 'compiled' tag.
 */
export function recordPackage(config: OpenDataConfig, path: string, releases: readonly OcdsRelease[]) {
  const last = releases.at(-1) as OcdsRelease;
  return {
    ...meta(config, path, last.date),
    records: [
      {
        ocid: last.ocid,
        releases,
        compiledRelease: { ...last, id: `${last.ocid}-compiled`, tag: ['compiled'] },
      },
    ],
  };
}
