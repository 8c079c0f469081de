import type { ResultReason } from '@/shared/contracts/evaluation-results';
import type { NoticeReason } from '@/shared/contracts/notices';
import { type Language, translate } from '../../lib/translate';

const t = (lang: Language, key: string, vars: Record<string, string | number> = {}) =>
  translate(lang, `notices:${key}`, vars);

function rejection(r: ResultReason, lang: Language): string {
  if (r.kind === 'scrap') return t(lang, 'reason.scrap', { reason: r.reason });
  if (r.kind === 'noPrice') return t(lang, 'reason.noPrice');
  const why = r.reasons.length > 0 ? `: ${r.reasons.join(' / ')}` : '';
  return `${t(lang, 'reason.failure', { criterion: r.criterionName, failed: r.failedBy, experts: r.experts })}${why}`;
}

/** An advice note's reason in the reader's language (the screens and the PDF). */
export function reasonText(reason: NoticeReason, lang: Language): string {
  switch (reason.kind) {
    case 'rejected':
      return reason.items.length > 0
        ? `${t(lang, 'reason.rejected')}: ${reason.items.map((r) => rejection(r, lang)).join('; ')}`
        : t(lang, 'reason.rejected');
    case 'notChosen':
      return t(lang, 'reason.notChosen', { rank: reason.rank });
    case 'withdrawn':
      return t(lang, 'reason.withdrawn');
    case 'decryptionFailed':
      return t(lang, 'reason.decryptionFailed');
    default:
      return t(lang, 'reason.notRanked');
  }
}

/** The stored reason in the reader's language; a row seeded with text only keeps its text. */
export function storedReason(row: { reason: string | null; reason_json: string | null }, lang: Language) {
  if (!row.reason_json) return row.reason;
  try {
    return reasonText(JSON.parse(row.reason_json) as NoticeReason, lang);
  } catch {
    return row.reason;
  }
}
