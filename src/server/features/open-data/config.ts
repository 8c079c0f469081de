import { parseBusinessTime } from '@/shared/rules/business-time';
import { DEFAULT_BUSINESS_TIME_ZONE } from '@/shared/rules/business-zone';

/** README "Configure it": OCDS_OCID_PREFIX, OCDS_PUBLIC_URL, OCDS_PUBLISHER_NAME. */
export interface OpenDataConfig {
  /** The registered OCID prefix; the ocid is the prefix, '-', the project id. */
  ocidPrefix: string;
  /** The platform's public origin: package uris, next-page links and document urls are absolute. */
  publicUrl: string;
  publisher: string;
  /** A calendar day (YYYY-MM-DD) as the instant it starts in the business zone. */
  dayStart: (day: string) => string;
}

export function openDataConfig(env: NodeJS.ProcessEnv): OpenDataConfig {
  const zone = env.BUSINESS_TIME_ZONE || DEFAULT_BUSINESS_TIME_ZONE;
  return {
    ocidPrefix: (env.OCDS_OCID_PREFIX || 'ocds-bidline').trim(),
    publicUrl: (env.OCDS_PUBLIC_URL || 'http://localhost:8080').trim().replace(/\/+$/, ''),
    publisher: env.OCDS_PUBLISHER_NAME || 'Bidline',
    dayStart: (day) => {
      const parsed = parseBusinessTime(`${day} 00:00:00`, zone);
      return parsed.ok ? parsed.iso : `${day}T00:00:00Z`;
    },
  };
}
