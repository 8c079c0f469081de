import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHANGE_KINDS } from '@/client/features/profile-changes/lib/change-kinds';
import { fieldLabel, formatChangeValue } from '@/client/features/profile-changes/lib/change-values';

/** t over the real locale files of a language: `ns:a.b` -> the text, else the key (as i18next does). */
function translator(lang: string) {
  const cache = new Map<string, unknown>();
  const bundle = (ns: string) => {
    if (!cache.has(ns)) {
      const file = path.resolve(__dirname, `../../../../locales/${lang}/${ns}.json`);
      cache.set(ns, JSON.parse(readFileSync(file, 'utf8')));
    }
    return cache.get(ns);
  };
  return (key: string) => {
    const [ns, rest] = key.split(':') as [string, string];
    let node: unknown = bundle(ns);
    for (const part of rest.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    return typeof node === 'string' ? node : key;
  };
}

const en = translator('en');
const zh = translator('zh');
const EMPTY = '(empty)';

describe('profile change values', () => {
  it('shows codes of a choice field with the labels the form uses, in the language', () => {
    const supplier = CHANGE_KINDS.supplier;
    expect(formatChangeValue(supplier, 'companyType', '02', en, EMPTY)).toBe('Joint-stock company');
    expect(formatChangeValue(supplier, 'mainCategories', ['00', '03'], en, EMPTY)).toBe(
      'Goods manufacturer, Service',
    );
    expect(formatChangeValue(CHANGE_KINDS.expert, 'sex', '2', en, EMPTY)).toBe('Female');
    expect(formatChangeValue(CHANGE_KINDS.expert, 'professionalTitle', '01', zh, EMPTY)).not.toBe('01');
    expect(formatChangeValue(CHANGE_KINDS.agent, 'qualificationLevel', '01', en, EMPTY)).not.toBe('01');
    expect(formatChangeValue(CHANGE_KINDS.buyer, 'unitType', '03', en, EMPTY)).not.toBe('03');
  });

  it('keeps an unknown code and plain text as they are, and says when a value is empty', () => {
    expect(formatChangeValue(CHANGE_KINDS.supplier, 'companyType', '42', en, EMPTY)).toBe('42');
    // A field without choices is never looked up as a code, even when its text looks like one.
    expect(formatChangeValue(CHANGE_KINDS.supplier, 'postalCode', '01', en, EMPTY)).toBe('01');
    expect(formatChangeValue(CHANGE_KINDS.supplier, 'bankAccount', '6222000011112222', en, EMPTY)).toBe(
      '6222000011112222',
    );
    for (const empty of [null, undefined, '', []]) {
      expect(formatChangeValue(CHANGE_KINDS.expert, 'specialties', empty, en, EMPTY)).toBe(EMPTY);
    }
    expect(formatChangeValue(CHANGE_KINDS.supplier, 'employeeCount', 120, en, EMPTY)).toBe('120');
  });

  it('labels fields as the profile forms do, falling back to the field name', () => {
    expect(fieldLabel(CHANGE_KINDS.supplier, 'bankAccount', en)).toBe('Bank account number');
    expect(fieldLabel(CHANGE_KINDS.expert, 'specialties', en)).toBe('Evaluation specialties');
    expect(fieldLabel(CHANGE_KINDS.buyer, 'noLongerAField', en)).toBe('noLongerAField');
  });

  it('has a field label in every language for every field of every kind', () => {
    for (const lang of ['zh', 'en', 'fr']) {
      const t = translator(lang);
      for (const kind of Object.values(CHANGE_KINDS)) {
        for (const field of kind.fields)
          expect(fieldLabel(kind, field, t), `${lang} ${field}`).not.toBe(field);
      }
    }
  });
});
