import type { AgreementRecord, SaveAgreementRequest } from '@/shared/contracts/admin-config-settings';

export const AGREEMENT_LANGUAGES = ['zh', 'en', 'fr'] as const;
export type AgreementLanguage = (typeof AGREEMENT_LANGUAGES)[number];

type TextField = Exclude<keyof SaveAgreementRequest, 'id' | 'code'>;

/** The title and content fields of one language. */
export function agreementFields(lang: AgreementLanguage): { title: TextField; content: TextField } {
  const suffix = `${lang.charAt(0).toUpperCase()}${lang.slice(1)}` as 'Zh' | 'En' | 'Fr';
  return { title: `title${suffix}`, content: `content${suffix}` };
}

/** Languages whose title or content has an error: their tabs are marked. */
export function languagesWithErrors(errors: Partial<Record<string, unknown>>): AgreementLanguage[] {
  return AGREEMENT_LANGUAGES.filter((lang) => {
    const { title, content } = agreementFields(lang);
    return errors[title] !== undefined || errors[content] !== undefined;
  });
}

/** The title in the interface language, falling back to Chinese (as the public text does). */
export function agreementTitle(record: AgreementRecord, lang: string): string {
  const own = AGREEMENT_LANGUAGES.includes(lang as AgreementLanguage)
    ? record[agreementFields(lang as AgreementLanguage).title]
    : '';
  return own || record.titleZh;
}

export function agreementFormValues(record: AgreementRecord | 'new'): SaveAgreementRequest {
  if (record === 'new') {
    return { code: '', titleZh: '', titleEn: '', titleFr: '', contentZh: '', contentEn: '', contentFr: '' };
  }
  const { id, code, titleZh, titleEn, titleFr, contentZh, contentEn, contentFr } = record;
  return { id, code, titleZh, titleEn, titleFr, contentZh, contentEn, contentFr };
}
