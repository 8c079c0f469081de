import { MESSAGE_TYPE } from '@/shared/codes/constants';

const MB = 1024 * 1024;
export const CHAT_FILE_LIMITS = { IMAGE: 10 * MB, VOICE: 10 * MB, FILE: 20 * MB } as const;

export interface ChatFileKind {
  extensions: readonly string[];
  mime: string;
  messageType: string;
  maxBytes: number;
  matches(head: Buffer): boolean;
}

const startsWith = (head: Buffer, bytes: readonly number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const ZIP = (h: Buffer) => startsWith(h, [0x50, 0x4b, 0x03, 0x04]) || startsWith(h, [0x50, 0x4b, 0x05, 0x06]);
const OLE = (h: Buffer) => startsWith(h, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const image = (extensions: string[], mime: string, matches: (h: Buffer) => boolean): ChatFileKind => ({
  extensions,
  mime,
  messageType: MESSAGE_TYPE.IMAGE,
  maxBytes: CHAT_FILE_LIMITS.IMAGE,
  matches,
});
const voice = (extensions: string[], mime: string, matches: (h: Buffer) => boolean): ChatFileKind => ({
  extensions,
  mime,
  messageType: MESSAGE_TYPE.VOICE,
  maxBytes: CHAT_FILE_LIMITS.VOICE,
  matches,
});
const file = (extensions: string[], mime: string, matches: (h: Buffer) => boolean): ChatFileKind => ({
  extensions,
  mime,
  messageType: MESSAGE_TYPE.FILE,
  maxBytes: CHAT_FILE_LIMITS.FILE,
  matches,
});

/** What chat uploads may be, recognised by their first bytes rather than by what the browser claims. */
export const CHAT_FILE_KINDS: readonly ChatFileKind[] = [
  image(['png'], 'image/png', (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  image(['jpg', 'jpeg'], 'image/jpeg', (h) => startsWith(h, [0xff, 0xd8, 0xff])),
  image(['gif'], 'image/gif', (h) => startsWith(h, ascii('GIF87a')) || startsWith(h, ascii('GIF89a'))),
  image(['webp'], 'image/webp', (h) => startsWith(h, ascii('RIFF')) && startsWith(h, ascii('WEBP'), 8)),
  voice(['webm', 'weba'], 'audio/webm', (h) => startsWith(h, [0x1a, 0x45, 0xdf, 0xa3])),
  voice(['ogg', 'oga', 'opus'], 'audio/ogg', (h) => startsWith(h, ascii('OggS'))),
  voice(
    ['mp3'],
    'audio/mpeg',
    (h) => startsWith(h, ascii('ID3')) || (h.length >= 2 && h[0] === 0xff && ((h[1] ?? 0) & 0xe0) === 0xe0),
  ),
  voice(['m4a'], 'audio/mp4', (h) => startsWith(h, ascii('ftyp'), 4)),
  file(['pdf'], 'application/pdf', (h) => startsWith(h, ascii('%PDF-'))),
  file(['doc'], 'application/msword', OLE),
  file(['xls'], 'application/vnd.ms-excel', OLE),
  file(['docx'], 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ZIP),
  file(['xlsx'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ZIP),
  file(['zip'], 'application/zip', ZIP),
];

export type DetectResult = { ok: true; kind: ChatFileKind } | { ok: false; reason: 'type' | 'size' };

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/**
 * The kind of an upload: the extension picks the candidates (any kind when it has none, e.g. a
 * recorded voice blob) and the first bytes must agree; then the kind's size limit applies.
 */
export function detectChatFile(fileName: string, head: Buffer, size: number): DetectResult {
  const ext = extensionOf(fileName);
  const byExt = CHAT_FILE_KINDS.filter((k) => k.extensions.includes(ext));
  if (ext && byExt.length === 0) return { ok: false, reason: 'type' };
  const kind = (byExt.length > 0 ? byExt : CHAT_FILE_KINDS).find((k) => k.matches(head));
  if (!kind) return { ok: false, reason: 'type' };
  if (size > kind.maxBytes || size === 0) return { ok: false, reason: size === 0 ? 'type' : 'size' };
  return { ok: true, kind };
}

/** A file name safe to store and to send back: no folders, no control characters, at most 255. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return [...(cleaned || 'file')].slice(0, 255).join('');
}
