import { describe, expect, it } from 'vitest';
import { translatedFieldError } from '@/client/features/admin-common/lib/translated-field-error';
import { RequestError } from '@/client/lib/http/request';

const rejection = (field: string | undefined, rule: string | undefined) =>
  new RequestError({ kind: 'business', message: 'translated text', ret: '4001', field, rule });
const KNOWN = new Set(['admin-config:unique', 'admin-config:regionHasChildren']);
const has = (key: string) => KNOWN.has(key);

describe('server rejections under form fields', () => {
  it.each([
    [
      'a shared rule',
      rejection('configKey', 'required'),
      { field: 'configKey', message: 'validation:required' },
    ],
    [
      'an area rule',
      rejection('configKey', 'unique'),
      { field: 'configKey', message: 'admin-config:unique' },
    ],
    ['an unknown rule', rejection('configKey', 'mystery'), null],
    ['a field the form lacks', rejection('other', 'unique'), null],
    ['no field', rejection(undefined, 'regionHasChildren'), null],
    ['not a request error', new Error('boom'), null],
  ])('%s', (_name, error, expected) => {
    expect(translatedFieldError(error, ['configKey', 'configValue'], has)).toEqual(expected);
  });
});
