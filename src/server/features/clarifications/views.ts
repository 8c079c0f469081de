import type { ClarificationDetailView, ClarificationReceiptView } from '@/shared/contracts/clarifications';
import type { ClarificationRow } from './receipt-repository';

/** A clarification with its project's state and the count of its receipts. */
export function detailView(
  row: ClarificationRow,
  receipts: readonly ClarificationReceiptView[],
): ClarificationDetailView {
  return {
    id: row.id,
    projectId: row.project_id,
    projectName: row.project_name,
    projectCode: row.project_code,
    title: row.title,
    content: row.content,
    publishedAt: row.published_at,
    contentHtml: row.content_html ?? null,
    questionId: row.question_id ?? null,
    projectStatus: row.project_status,
    quoteEndTime: row.quote_end_time,
    movedQuoteEndFrom: row.moved_quote_end_from ?? null,
    remindedAt: row.reminded_at ?? null,
    receiptsExpected: receipts.length,
    receiptsConfirmed: receipts.filter((r) => r.confirmedAt).length,
  };
}
