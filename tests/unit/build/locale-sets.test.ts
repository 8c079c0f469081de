// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STARTUP_NAMESPACES, STARTUP_PARTS } from '@/client/lib/i18n-namespaces';
import { localeSetNamespaces, localeSetTexts } from '../../../vite.config';

const localesDir = path.resolve(__dirname, '../../../locales');

describe('language sets (vite.config.ts localeSets)', () => {
  it.each(['zh', 'en', 'fr'])(
    'split %s into the startup namespaces and the others, leaving none out',
    (lang) => {
      const startup = localeSetNamespaces(lang, 'startup');
      const screens = localeSetNamespaces(lang, 'screens');
      const parted = Object.keys(STARTUP_PARTS);
      expect(startup).toEqual([...STARTUP_NAMESPACES, ...parted].sort());
      expect(screens).not.toContain('common');
      expect(screens.length).toBeGreaterThan(10);
      const files = fs
        .readdirSync(path.join(localesDir, lang))
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.slice(0, -'.json'.length));
      // Every namespace is whole in one of the sets; the parted ones are also, in part, in the startup set.
      expect([...STARTUP_NAMESPACES, ...screens].sort()).toEqual(files.sort());
      for (const ns of parted) expect(screens).toContain(ns);
    },
  );

  it.each(['zh', 'en', 'fr'])(
    'keeps only the startup parts of a parted namespace in the %s startup set',
    (lang) => {
      expect(Object.keys(localeSetTexts(lang, 'startup', 'chat')).sort()).toEqual(['entry', 'entryUnread']);
      expect(localeSetTexts(lang, 'startup', 'codes')).toHaveProperty('role');
      expect(localeSetTexts(lang, 'startup', 'codes')).not.toHaveProperty('planStatus');
      expect(localeSetTexts(lang, 'screens', 'codes')).toHaveProperty('planStatus');
      // A part named in STARTUP_PARTS that a language lacks would leave a first screen with a raw key.
      for (const [ns, parts] of Object.entries(STARTUP_PARTS)) {
        const kept = Object.keys(localeSetTexts(lang, 'startup', ns)).map((key) =>
          key.replace(/_[a-z]+$/, ''),
        );
        for (const part of parts) expect(kept, `${lang} ${ns}.${part}`).toContain(part);
      }
    },
  );
});
