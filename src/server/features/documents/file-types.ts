import { TENDER_DOCUMENT_MAX_BYTES } from '@/shared/contracts/tender-documents';

export interface DocumentKindOfFile {
  extensions: readonly string[];
  mime: string;
  matches(head: Buffer): boolean;
}

const startsWith = (head: Buffer, bytes: readonly number[]) =>
  head.length >= bytes.length && bytes.every((b, i) => head[i] === b);
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const ZIP = (h: Buffer) => startsWith(h, [0x50, 0x4b, 0x03, 0x04]) || startsWith(h, [0x50, 0x4b, 0x05, 0x06]);
const OLE = (h: Buffer) => startsWith(h, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** What a tender document may be, recognised by its first bytes rather than by what the browser claims. */
export const TENDER_FILE_TYPES: readonly DocumentKindOfFile[] = [
  { extensions: ['pdf'], mime: 'application/pdf', matches: (h) => startsWith(h, PDF) },
  { extensions: ['doc'], mime: 'application/msword', matches: OLE },
  { extensions: ['xls'], mime: 'application/vnd.ms-excel', matches: OLE },
  {
    extensions: ['docx'],
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    matches: ZIP,
  },
  {
    extensions: ['xlsx'],
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    matches: ZIP,
  },
  { extensions: ['zip'], mime: 'application/zip', matches: ZIP },
  {
    extensions: ['png'],
    mime: 'image/png',
    matches: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { extensions: ['jpg', 'jpeg'], mime: 'image/jpeg', matches: (h) => startsWith(h, [0xff, 0xd8, 0xff]) },
];

export type TenderFileCheck = { ok: true; mime: string } | { ok: false; reason: 'type' | 'size' };

/** The extension names the type and the first bytes must agree; empty and oversized files are refused. */
export function checkTenderFile(fileName: string, data: Buffer): TenderFileCheck {
  const dot = fileName.lastIndexOf('.');
  const ext = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  const type = TENDER_FILE_TYPES.find((t) => t.extensions.includes(ext) && t.matches(data.subarray(0, 16)));
  if (!type || data.length === 0) return { ok: false, reason: 'type' };
  if (data.length > TENDER_DOCUMENT_MAX_BYTES) return { ok: false, reason: 'size' };
  return { ok: true, mime: type.mime };
}

/** A file name safe to store and to send back: no folders, no control characters, at most 255. */
export function cleanDocumentName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return [...(cleaned || 'file')].slice(0, 255).join('');
}

/** Content-Disposition with an ASCII fallback and the RFC 5987 form. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
