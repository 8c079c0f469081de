import { describe, expect, it } from 'vitest';
import {
  agreementFields,
  agreementFormValues,
  agreementTitle,
  languagesWithErrors,
} from '@/client/features/admin-settings/lib/agreement';
import { agreementParagraphs } from '@/client/features/registration/lib/agreement-text';
import type { AgreementRecord } from '@/shared/contracts/admin-config-settings';

const RECORD: AgreementRecord = {
  id: 'a1',
  code: 'REGISTER',
  titleZh: '用户注册协议',
  titleEn: 'User registration agreement',
  titleFr: '',
  contentZh: '内容',
  contentEn: 'Content',
  contentFr: '',
  builtIn: true,
  updatedAt: '2026-05-01T00:00:00.000Z',
};

describe('agreement editing', () => {
  it.each([
    ['zh', { title: 'titleZh', content: 'contentZh' }],
    ['en', { title: 'titleEn', content: 'contentEn' }],
    ['fr', { title: 'titleFr', content: 'contentFr' }],
  ] as const)('names the %s fields', (lang, fields) => {
    expect(agreementFields(lang)).toEqual(fields);
  });

  it('marks the languages whose fields have errors', () => {
    expect(languagesWithErrors({ contentFr: { message: 'x' }, code: { message: 'y' } })).toEqual(['fr']);
    expect(languagesWithErrors({ titleZh: {}, contentEn: {} })).toEqual(['zh', 'en']);
    expect(languagesWithErrors({})).toEqual([]);
  });

  it.each([
    ['en', 'User registration agreement'],
    ['fr', '用户注册协议'],
    ['de', '用户注册协议'],
  ])('titles the list in %s with a Chinese fallback', (lang, title) => {
    expect(agreementTitle(RECORD, lang)).toBe(title);
  });

  it('fills the form without the record-only fields', () => {
    expect(agreementFormValues(RECORD)).toEqual({
      id: 'a1',
      code: 'REGISTER',
      titleZh: '用户注册协议',
      titleEn: 'User registration agreement',
      titleFr: '',
      contentZh: '内容',
      contentEn: 'Content',
      contentFr: '',
    });
    expect(agreementFormValues('new').code).toBe('');
  });

  it('splits public agreement text into paragraphs at blank lines', () => {
    expect(agreementParagraphs('First line\nstill first\n\n  Second  \r\n\r\nThird\n\n\n')).toEqual([
      'First line\nstill first',
      'Second',
      'Third',
    ]);
    expect(agreementParagraphs('   ')).toEqual([]);
  });
});
