import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { I18N_NAMESPACES } from '@/shared/codes/constants';

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../locales');

let bundled: ReadonlySet<string> | undefined;

/**
 * Namespaces a client may ask overrides for: the specification's five (even before their bundles
 * exist) and every namespace bundled under locales/ in any language.
 */
export function knownNamespaces(): ReadonlySet<string> {
  if (!bundled) {
    const names = new Set<string>(I18N_NAMESPACES);
    const langs = fs.existsSync(localesDir) ? fs.readdirSync(localesDir) : [];
    for (const lang of langs) {
      const dir = path.join(localesDir, lang);
      if (!fs.statSync(dir).isDirectory()) continue;
      for (const file of fs.readdirSync(dir)) {
        if (file.endsWith('.json')) names.add(file.slice(0, -'.json'.length));
      }
    }
    bundled = names;
  }
  return bundled;
}
