import type { EvaluationResultOverview, ResultReason } from '@/shared/contracts/evaluation-results';
import { type Language, translate } from '../../lib/translate';
import { createPdfWriter } from './pdf-writer';

/**
 * The evaluation report (design note section 5): the project and its committee; per step the criteria,
 * every expert's marks per criterion and offer, and the leader's summary; the rejected offers with their
 * reasons; the ranking and the winning candidates. Built from the same overview the screens show, in the
 * language of the leader who summarised the last step. Values are the display values (2 places).
 */
export async function renderReport(
  view: EvaluationResultOverview,
  lang: Language,
  at: Date,
): Promise<Uint8Array> {
  const t = (key: string, vars: Record<string, string | number> = {}) =>
    translate(lang, `evaluation-results:${key}`, vars);
  const supplier = new Map(view.offers.map((o) => [o.offerId, o.supplierName]));
  const pdf = await createPdfWriter({
    title: `${t('report.title')} ${view.project.code}`,
    subject: view.project.name,
    at,
  });

  pdf.line(t('report.title'), { size: 18 });
  pdf.line(`${view.project.name} (${view.project.code})`, { size: 12 });
  pdf.line(
    `${t('report.priceMethod')}: ${t(`priceMethod.${view.project.priceMethod}`)}  ${t('report.priceWeight')}: ${view.project.priceWeight}`,
    { muted: true },
  );
  pdf.line(`${t('report.generatedAt')}: ${at.toISOString()}`, { muted: true });

  pdf.heading(t('report.committee'));
  for (const m of view.members) {
    pdf.line(`${m.name}${m.departName ? ` (${m.departName})` : ''}${m.isLeader ? ` - ${t('leader')}` : ''}`, {
      indent: 8,
    });
  }

  for (const step of view.steps) {
    pdf.heading(
      `${t(`step.${step.code}`)} - ${t('report.summarisedBy', { name: step.summarisedBy ?? '-', at: step.summarisedAt ?? '-' })}`,
    );
    if (step.forced) pdf.line(`${t('report.forced')}: ${step.note ?? ''}`, { muted: true, indent: 8 });
    const criterion = new Map(step.criteria.map((c) => [c.id, c]));
    for (const sheet of step.sheets) {
      pdf.line(`${t('report.expertSheet', { name: sheet.expertName })}`, { indent: 8 });
      for (const mark of sheet.marks) {
        const c = criterion.get(mark.criterionId);
        const value =
          mark.points !== null
            ? `${mark.points} / ${c?.maxPoints ?? ''}`
            : mark.passed
              ? t('pass')
              : `${t('fail')}${mark.reason ? `: ${mark.reason}` : ''}`;
        pdf.line(`${supplier.get(mark.offerId) ?? mark.offerId} | ${c?.name ?? ''} | ${value}`, {
          indent: 16,
          size: 9,
        });
      }
    }
    if (step.results.length > 0) pdf.line(t('report.stepSummary'), { indent: 8 });
    const scored = step.criteria.some((c) => c.kind === 'score');
    for (const result of step.results) {
      const state = result.rejected
        ? t('rejected')
        : scored
          ? t('report.score', { score: result.score })
          : t('pass');
      pdf.line(`${supplier.get(result.offerId) ?? result.offerId}: ${state}`, { indent: 16, size: 9 });
    }
  }

  const rejected = view.outcomes.filter((o) => o.rejected);
  pdf.heading(t('report.rejected'));
  if (rejected.length === 0) pdf.line(t('none'), { indent: 8, muted: true });
  for (const o of rejected) {
    pdf.line(`${o.supplierName}: ${o.reasons.map((r) => reasonText(r, t)).join('; ')}`, { indent: 8 });
  }

  pdf.heading(t('report.ranking'));
  const ranked = view.outcomes.filter((o) => o.rank !== null);
  if (ranked.length === 0)
    pdf.line(view.project.failedReason ? t('report.failed') : t('none'), { indent: 8, muted: true });
  for (const o of ranked) {
    pdf.line(
      t('report.rankLine', {
        rank: o.rank ?? '',
        name: o.supplierName,
        price: o.price,
        scores: o.scores,
        priceScore: o.priceScore,
        total: o.total,
      }),
      { indent: 8 },
    );
  }
  pdf.heading(t('report.candidates'));
  const candidates = ranked.filter((o) => o.candidate);
  if (candidates.length === 0) pdf.line(t('none'), { indent: 8, muted: true });
  for (const o of candidates) pdf.line(`${o.rank}. ${o.supplierName} (${o.price})`, { indent: 8 });
  pdf.gap(12);
  pdf.line(t('report.rounding'), { size: 8, muted: true });
  pdf.line(t('report.signNote'), { size: 8, muted: true });
  return pdf.save();
}

export function reasonText(
  reason: ResultReason,
  t: (key: string, vars?: Record<string, string | number>) => string,
): string {
  if (reason.kind === 'scrap') return `${t('reason.scrap')}: ${reason.reason}`;
  if (reason.kind === 'noPrice') return t('reason.noPrice');
  const why = reason.reasons.length > 0 ? `: ${reason.reasons.join(' / ')}` : '';
  return `${t('reason.failure', { criterion: reason.criterionName, failed: reason.failedBy, experts: reason.experts })}${why}`;
}
