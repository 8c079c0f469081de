import { CONTRACT_SCAN_EXTENSIONS, CONTRACT_SCAN_MAX_BYTES } from '@/shared/contracts/contracts';
import { AppError } from '../../lib/app-error';
import { CHAT_FILE_KINDS } from '../chat/file-types';

const refused = (rule: 'type' | 'tooLarge' | 'missing') =>
  new AppError('VALIDATION_FAILED', { messageKey: `contracts:errors.file.${rule}`, field: 'file', rule });

/** A PDF or an image, recognised by its first bytes through the chat's magic-byte table. */
const SCAN_KINDS = CHAT_FILE_KINDS.filter((k) =>
  k.extensions.some((e) => (CONTRACT_SCAN_EXTENSIONS as readonly string[]).includes(e)),
);

/** A file name safe to store and to send back: no folders, no control characters, at most 255. */
export function cleanScanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return [...(cleaned || 'contract')].slice(0, 255).join('');
}

/**
 * The extension names the type and the first bytes must agree (a renamed file is refused); empty and
 * oversized files are refused. Answers the clean name and the mime type the download will carry.
 */
export function checkScan(fileName: string, data: Buffer): { name: string; mime: string } {
  const name = cleanScanName(fileName);
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  const kind = SCAN_KINDS.find((k) => k.extensions.includes(ext) && k.matches(data.subarray(0, 16)));
  if (!kind || data.length === 0) throw refused('type');
  if (data.length > CONTRACT_SCAN_MAX_BYTES) throw refused('tooLarge');
  return { name, mime: kind.mime };
}

export const scanMissing = () => refused('missing');
export const scanTooLarge = () => refused('tooLarge');

/** Content-Disposition with an ASCII fallback and the RFC 5987 form; inline so PDFs and images preview. */
export function inlineHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
