import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { NoOrganisationError } from '@/client/features/offers/api/offer';
import { sealFailureText } from '@/client/features/offers/lib/seal-failure';
import { RequestError } from '@/client/lib/http/request';
import en from '../../../../locales/en/tender-supplier.json';
import fr from '../../../../locales/fr/tender-supplier.json';
import zh from '../../../../locales/zh/tender-supplier.json';

let t: TFunction<'tender-supplier'>;

beforeAll(async () => {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en',
    ns: ['tender-supplier'],
    defaultNS: 'tender-supplier',
    resources: { en: { 'tender-supplier': en } },
    interpolation: { escapeValue: false },
  });
  t = i18n.getFixedT('en', 'tender-supplier') as TFunction<'tender-supplier'>;
});

describe('why sealing an offer failed', () => {
  it.each([
    [
      'offline, key not kept',
      new RequestError({ kind: 'network', message: 'timeout' }),
      en.offer.failed.offline,
    ],
    ['request aborted', new RequestError({ kind: 'aborted', message: 'aborted' }), en.offer.failed.offline],
    [
      'platform failed',
      new RequestError({ kind: 'http', status: 503, message: 'Request failed with status code 503' }),
      'The offer could not be sealed: the platform failed to answer (error 503). Nothing was sent; please try again later.',
    ],
    ['platform failed, no status', new RequestError({ kind: 'http', message: 'x' }), en.offer.failed.unknown],
    [
      'platform refused (its message and code)',
      new RequestError({ kind: 'business', ret: '4301', message: 'You have not signed up for this tender.' }),
      'The platform refused the offer: You have not signed up for this tender. (code 4301)',
    ],
    [
      'platform refused a field',
      new RequestError({
        kind: 'business',
        ret: '1001',
        field: 'projectId',
        rule: 'required',
        message: 'Project is required',
      }),
      'The platform refused the offer: Project is required (code 1001)',
    ],
    ['no organisation', new NoOrganisationError(), en.offer.failed.noOrganisation],
    ['storage full', new DOMException('full', 'QuotaExceededError'), en.offer.failed.storage],
    [
      'encryption failed',
      new DOMException('bad key', 'DataError'),
      'The offer could not be encrypted in this browser (bad key). Try again, or use another browser.',
    ],
  ])('%s', (_case, error, expected) => {
    expect(sealFailureText(error, t)).toBe(expected);
  });

  it('has every message in zh, en and fr with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(en.offer.failed)) {
      for (const other of [fr.offer.failed, zh.offer.failed]) {
        const translated = (other as Record<string, string>)[key];
        expect(translated, key).toBeTruthy();
        expect(placeholders(translated ?? ''), key).toEqual(placeholders(text));
      }
    }
  });
});
