import type {
  EvaluationClarificationDetail,
  EvaluationClarificationReading,
  EvaluationClarificationView,
} from '@/shared/contracts/evaluation-clarifications';
import type { ListedRow } from './repository';
import { statusAt } from './access';

export function toView(row: ListedRow, now: Date): EvaluationClarificationView {
  return {
    id: row.id,
    projectId: row.project_id,
    projectCode: row.project_code,
    projectName: row.project_name,
    supplierDepartId: row.supplier_depart_id,
    supplierName: row.supplier_name ?? '',
    askedByName: row.asked_by_name ?? '',
    askedAt: row.asked_at,
    replyDeadline: row.reply_deadline,
    touchesPrice: row.touches_price === 1,
    status: statusAt(row, now),
    repliedAt: row.replied_at,
  };
}

/**
 * The detail as its reader may see it: the question, the plain reply, and for a sealed reply only that
 * it exists and its receipt (hash and receipt time); the content never leaves here sealed or opened.
 */
export function toDetail(
  row: ListedRow,
  now: Date,
  readings: EvaluationClarificationReading[] = [],
): EvaluationClarificationDetail {
  const sealed = row.ciphertext !== null;
  return {
    ...toView(row, now),
    questionHtml: row.question_html,
    replyHtml: sealed ? null : row.reply_html,
    sealed,
    receipt: row.replied_at ? { ciphertextSha256: row.ciphertext_sha256, receivedAt: row.replied_at } : null,
    readings,
  };
}
