import { NOTICE_KIND } from '@/shared/codes/results';
import type { NoticeDetail } from '@/shared/contracts/notices';
import { type Language, translate } from '../../lib/translate';
import { createPdfWriter } from '../evaluation-results';

/**
 * A notice as PDF in the reader's language, with the evaluation report's writer and subset font. The
 * subset font has the common CJK characters; a project or supplier name with a rarer one shows its
 * .notdef box, as the report does (the screen shows the exact text).
 */
export async function renderNotice(notice: NoticeDetail, lang: Language, at: Date): Promise<Uint8Array> {
  const t = (key: string, vars: Record<string, string | number> = {}) =>
    translate(lang, `notices:${key}`, vars);
  const award = notice.kind === NOTICE_KIND.AWARD;
  const title = t(award ? 'kind.01' : 'kind.02');
  const pdf = await createPdfWriter({
    title: `${title} ${notice.projectCode}`,
    subject: notice.projectName,
    at,
  });
  pdf.line(title, { size: 18 });
  pdf.line(`${notice.projectName} (${notice.projectCode})`, { size: 12 });
  pdf.gap(8);
  pdf.line(`${t('fields.supplier')}: ${notice.supplierName}`);
  pdf.line(`${t('fields.buyer')}: ${notice.buyerName}`);
  pdf.gap(8);
  pdf.line(
    award
      ? t('pdf.awardBody', { supplier: notice.supplierName, project: notice.projectName })
      : t('pdf.adviceBody', { supplier: notice.supplierName, project: notice.projectName }),
  );
  if (award) pdf.line(`${t('fields.amount')}: ${notice.amount ?? '-'} ${t('yuan')}`);
  if (notice.rank !== null) pdf.line(`${t('fields.rank')}: ${notice.rank}`);
  if (!award) pdf.line(`${t('fields.reason')}: ${notice.reason ?? '-'}`);
  pdf.gap(12);
  pdf.line(`${t('fields.issuedAt')}: ${notice.issuedAt}`, { muted: true });
  pdf.line(`${t('fields.issuedBy')}: ${notice.issuedByName}`, { muted: true });
  return pdf.save();
}
