import { z } from 'zod';
import { TENDER_DOCUMENT_KIND } from '@/shared/codes/procurement';
import { tenderIdField } from '@/shared/contracts/tenders';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';

/**
 * Contracts of a project's tender documents (tender document, notice, technical specification,
 * other). The file itself travels as multipart; these are its fields and the views.
 */
export const TENDER_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

/** What the file picker offers; the server judges by content, not by this list. */
export const TENDER_DOCUMENT_ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.zip,.png,.jpg,.jpeg';

const KINDS = Object.values(TENDER_DOCUMENT_KIND) as [string, ...string[]];

/**
 * The upload's fields. `documentId` is the client's id for the new document: a replay with the same
 * id answers the stored document instead of storing the file twice.
 */
export const tenderDocumentUploadSchema = z.object({
  projectId: tenderIdField,
  kind: z.enum(KINDS, { error: M.required }),
  documentId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: M.required })
    .optional(),
});

export const tenderDocumentListSchema = z.object({ projectId: tenderIdField });
export const tenderDocumentRemoveSchema = z.object({ id: tenderIdField });

export interface TenderDocumentView {
  id: string;
  projectId: string;
  /** TENDER_DOCUMENT_KIND code. */
  kind: string;
  fileName: string;
  mime: string;
  size: number;
  /** Hex SHA-256 of the file; the download's ETag. */
  sha256: string;
  createdAt: string;
}
