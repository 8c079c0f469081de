import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { fieldLabel, fieldValueText } from '@/client/features/profile-audit/components/field-value';
import { AUDIT_KIND_FIELDS } from '@/client/features/profile-audit/lib/kinds';
import { PROFILE_AUDIT_KINDS } from '@/shared/contracts/profile-audit-paths';

/** t over the real locale files: `ns:a.b` -> the text, else the key (as i18next does when it is missing). */
function translator(lang: string): TFunction {
  const cache = new Map<string, unknown>();
  const bundle = (ns: string) => {
    if (!cache.has(ns)) {
      const file = path.resolve(__dirname, `../../../../locales/${lang}/${ns}.json`);
      cache.set(ns, JSON.parse(readFileSync(file, 'utf8')));
    }
    return cache.get(ns);
  };
  return ((key: string) => {
    const [ns, rest] = key.split(':') as [string, string];
    let node: unknown = bundle(ns);
    for (const part of rest.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    return typeof node === 'string' ? node : key;
  }) as unknown as TFunction;
}

describe('information audit field values', () => {
  it.each(['zh', 'en', 'fr'])('labels every field and every code of every profile kind in %s', (lang) => {
    const t = translator(lang);
    for (const kind of PROFILE_AUDIT_KINDS) {
      const fields = AUDIT_KIND_FIELDS[kind];
      for (const field of fields.fields) expect(fieldLabel(t, fields, field)).not.toContain('fields.');
      for (const [field, coded] of Object.entries(fields.coded)) {
        // Sexes are coded 1 and 2; every other list starts at 01.
        const code = field === 'sex' ? '1' : '01';
        expect(fieldValueText(t, fields, field, code), `${kind}.${field}`).not.toContain(`${coded.group}.`);
      }
    }
  });

  it('shows codes by their labels, lists joined, and blanks as empty', () => {
    const t = translator('en');
    const supplier = AUDIT_KIND_FIELDS.supplier;
    expect(fieldValueText(t, supplier, 'companyType', '01')).toBe('Limited liability company');
    expect(fieldValueText(t, supplier, 'mainCategories', ['03'])).toBe('Service');
    expect(fieldValueText(t, supplier, 'fax', '')).toBe('(empty)');
    expect(fieldValueText(t, supplier, 'mainCategories', [])).toBe('(empty)');
    expect(fieldValueText(t, supplier, 'companyName', 'ACME')).toBe('ACME');
    const zh = translator('zh');
    expect(fieldValueText(zh, AUDIT_KIND_FIELDS.expert, 'sex', '1')).not.toBe('1');
  });
});
