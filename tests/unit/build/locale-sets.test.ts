// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STARTUP_NAMESPACES } from '@/client/lib/i18n-namespaces';
import { localeSetNamespaces } from '../../../vite.config';

const localesDir = path.resolve(__dirname, '../../../locales');

describe('language sets (vite.config.ts localeSets)', () => {
  it.each(['zh', 'en', 'fr'])(
    'split %s into the startup namespaces and the others, leaving none out',
    (lang) => {
      const startup = localeSetNamespaces(lang, 'startup');
      const screens = localeSetNamespaces(lang, 'screens');
      expect(startup).toEqual([...STARTUP_NAMESPACES].sort());
      expect(screens).not.toContain('common');
      expect(screens.length).toBeGreaterThan(10);
      const files = fs
        .readdirSync(path.join(localesDir, lang))
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.slice(0, -'.json'.length));
      expect([...startup, ...screens].sort()).toEqual(files.sort());
    },
  );
});
