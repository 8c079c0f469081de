import type {
  ComplaintStatus,
  ComplaintView,
  ObjectionFileView,
  ObjectionKind,
  ObjectionStatus,
  ObjectionView,
} from '@/shared/contracts/objections';
import { complaintAllowedFor, isObjectionOverdue } from '@/shared/rules/objection-rules';
import type { ObjectionFileTable } from '../../db/schema-objections';
import type { Db } from '../tender-common';
import { type ComplaintRow, complaintOf, filesOf, type ObjectionRow } from './repository';

export function fileView(row: ObjectionFileTable): ObjectionFileView {
  return {
    id: row.id,
    objectionId: row.objection_id,
    fileName: row.file_name,
    mime: row.mime,
    size: Number(row.size),
    sha256: row.sha256,
    createdAt: row.created_at,
  };
}

export function complaintView(row: ComplaintRow): ComplaintView {
  return {
    id: row.id,
    objectionId: row.objection_id,
    projectId: row.project_id,
    projectName: row.project_name,
    objectionTitle: row.objection_title,
    supplierDepartId: row.supplier_depart_id,
    supplierName: row.supplier_name ?? '',
    reason: row.reason,
    status: row.status as ComplaintStatus,
    filedBy: row.filed_by,
    filedAt: row.filed_at,
    decidedAt: row.decided_at,
    decision: row.decision,
  };
}

/** The view of a list row (no attachments or complaint read). */
export function objectionView(
  row: ObjectionRow,
  nowMs: number,
  extra: { files?: ObjectionFileView[]; complaint?: ComplaintView | null } = {},
): ObjectionView {
  const status = row.status as ObjectionStatus;
  const complaint = extra.complaint ?? null;
  return {
    id: row.id,
    projectId: row.project_id,
    projectCode: row.project_code,
    projectName: row.project_name,
    projectStatus: row.project_status,
    supplierDepartId: row.supplier_depart_id,
    supplierName: row.supplier_name ?? '',
    filedBy: row.filed_by,
    kind: row.kind as ObjectionKind,
    title: row.title,
    contentHtml: row.content_html,
    status,
    filedAt: row.filed_at,
    dueAt: row.due_at,
    overdue: isObjectionOverdue({ status, dueAt: row.due_at, answeredAt: row.answered_at }, nowMs),
    acceptedAt: row.accepted_at,
    answerHtml: row.answer_html,
    answeredAt: row.answered_at,
    rejectReason: row.reject_reason,
    rejectedAt: row.rejected_at,
    withdrawnAt: row.withdrawn_at,
    version: Number(row.version),
    files: extra.files ?? [],
    complaint,
    complaintAllowed: !complaint && complaintAllowedFor({ status, dueAt: row.due_at }, nowMs),
  };
}

/** The full view: attachments and the complaint read too. */
export async function fullView(db: Db, row: ObjectionRow, nowMs: number): Promise<ObjectionView> {
  const [files, complaint] = await Promise.all([filesOf(db, row.id), complaintOf(db, row.id)]);
  return objectionView(row, nowMs, {
    files: files.map(fileView),
    complaint: complaint ? complaintView(complaint) : null,
  });
}
