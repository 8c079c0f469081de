import type { NoticeKind } from '@/shared/codes/results';
import type { NoticeView } from '@/shared/contracts/notices';
import type { Language } from '../../lib/translate';
import type { NoticeRow } from './repository';
import { storedReason } from './reason-text';

export function noticeView(row: NoticeRow, lang: Language): NoticeView {
  return {
    id: row.id,
    projectId: row.project_id,
    projectCode: row.project_code,
    projectName: row.project_name,
    orgId: row.org_id,
    supplierName: row.supplier_name ?? '',
    kind: row.kind as NoticeKind,
    amount: row.amount,
    reason: storedReason(row, lang),
    rank: row.rank ?? null,
    issuedAt: row.issued_at,
    readAt: row.read_at,
    readByName: row.read_at ? (row.read_by_name ?? '') : null,
  };
}
