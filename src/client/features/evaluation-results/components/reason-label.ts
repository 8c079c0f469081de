import type { TFunction } from 'i18next';
import type { ResultReason } from '@/shared/contracts/evaluation-results';

/** A rejection reason as text (the report's wording, evaluation-results:reason.*). */
export function reasonLabel(reason: ResultReason, t: TFunction<'evaluation-results'>): string {
  if (reason.kind === 'scrap') return `${t('reason.scrap')}: ${reason.reason}`;
  if (reason.kind === 'noPrice') return t('reason.noPrice');
  const why = reason.reasons.length > 0 ? `: ${reason.reasons.join(' / ')}` : '';
  return `${t(`step.${reason.stepCode}`)} - ${t('reason.failure', {
    criterion: reason.criterionName,
    failed: reason.failedBy,
    experts: reason.experts,
  })}${why}`;
}
