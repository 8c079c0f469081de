import type { InitMutiLangResponse } from '@/shared/contracts/multilang';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { Language } from '../../lib/translate';
import { knownNamespaces } from './namespaces';
import { createLangOverrideCache } from './override-cache';

export function createMultilangService(database: Database, clock: Clock) {
  const overrides = createLangOverrideCache(database, clock);
  return {
    /** Shared with the areas that translate on the server (menus). */
    overrides,

    /** Administration calls this after it changes lang_resources. */
    invalidateLangCache(): void {
      overrides.invalidate();
    },

    /** The overrides of each requested namespace the platform knows; unknown names are left out. */
    async initMutiLang(lang: Language, namespaces: readonly string[]): Promise<InitMutiLangResponse> {
      const known = knownNamespaces();
      const out: InitMutiLangResponse = {};
      for (const ns of new Set(namespaces)) {
        if (known.has(ns)) out[ns] = await overrides.tree(lang, ns);
      }
      return out;
    },
  };
}

export type MultilangService = ReturnType<typeof createMultilangService>;
