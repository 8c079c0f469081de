import type { Dexie, Table, Transaction } from 'dexie';
import type { HttpMethod } from '@/client/lib/http/request';

export const DB_NAME = 'bidline';

/** A file kept with a draft. The name travels beside the Blob because a cloned File loses it in some engines. */
export interface DraftAttachment {
  name: string;
  type: string;
  blob: Blob;
}

/** One field of a field-level draft: its value and when it was last edited (epoch ms). */
export interface DraftFieldEntry {
  value: unknown;
  at: number;
}

export interface DraftRow<T = unknown> {
  userId: string;
  draftKey: string;
  /** Which form the draft belongs to (the part of draftKey before ':' unless given). */
  formId: string;
  data: T;
  attachments: DraftAttachment[];
  updatedAt: number;
  /** Save counter, so two tabs editing the same draft can tell which write is newer. */
  version: number;
  /**
   * Each edited field with its own edit time, so two tabs merge field by field (draft-fields.ts); `data`
   * is what they make up. Absent on rows written whole (older rows, outbox saves): every field then
   * counts as edited at updatedAt. Not indexed, so no schema version is needed for it.
   */
  fields?: Record<string, DraftFieldEntry>;
}

export type OutboxStatus = 'pending' | 'inflight' | 'rejected' | 'paused';

export interface OutboxError {
  ret?: string;
  message: string;
  status?: number;
}

export interface OutboxEntry {
  seq?: number;
  idempotencyKey: string;
  method: HttpMethod;
  path: string;
  body: unknown;
  userId: string;
  entityKey: string;
  createdAt: number;
  attempts: number;
  status: OutboxStatus;
  lastError?: OutboxError;
  /** Epoch ms by server time; the server judges it on receipt. */
  deadline?: number;
  /** Local epoch ms before which the replayer leaves the entry alone (backoff). */
  nextAttemptAt: number;
}

export interface ChatMessageRow {
  host: string;
  userId: string;
  chatId: string;
  id: string;
  timestamp: number;
  message: unknown;
}

/** A chat file not yet uploaded (offline, or the upload failed): kept until sent or discarded. */
export interface ChatUploadRow {
  host: string;
  userId: string;
  /** The clientId of the message the file belongs to. */
  clientId: string;
  chatId: string;
  fileName: string;
  blob: Blob;
  createdAt: number;
}

export interface DictionaryRow {
  groupCode: string;
  language: string;
  items: unknown[];
  fetchedAt: number;
  /** Dictionary version the list was read at (absent on copies saved before versions existed). */
  dictVersion?: number;
}

export interface DocumentRow {
  userId: string;
  id: string;
  name: string;
  type: string;
  size: number;
  fetchedAt: number;
  etag?: string;
  body?: Blob;
}

/** A notification kept for offline reading (issue 17); `view` is the server's NotificationView. */
export interface NotificationRow {
  userId: string;
  id: string;
  /** ISO-8601 UTC, the list's order. */
  createdAt: string;
  /** 1 while unread, 0 once read (an index cannot hold null). */
  unread: 0 | 1;
  view: unknown;
}

export interface KvRow {
  key: string;
  value: unknown;
  updatedAt: number;
}

export type BidlineDb = Dexie & {
  drafts: Table<DraftRow, [string, string]>;
  outbox: Table<OutboxEntry, number>;
  chatMessages: Table<ChatMessageRow, [string, string, string, string]>;
  dictionaries: Table<DictionaryRow, [string, string]>;
  documents: Table<DocumentRow, [string, string]>;
  kv: Table<KvRow, string>;
  chatUploads: Table<ChatUploadRow, [string, string, string]>;
  notifications: Table<NotificationRow, [string, string]>;
};

export type TableName =
  | 'drafts'
  | 'outbox'
  | 'chatMessages'
  | 'dictionaries'
  | 'documents'
  | 'kv'
  | 'chatUploads'
  | 'notifications';
export const TABLE_NAMES: readonly TableName[] = [
  'drafts',
  'outbox',
  'chatMessages',
  'dictionaries',
  'documents',
  'kv',
  'chatUploads',
  'notifications',
];

/**
 * Version 1 as first shipped. Never edit a shipped version: browsers in the field hold data in it, and the
 * upgrade test opens a database created with exactly this text.
 */
export const SCHEMA_V1 = {
  drafts: '[userId+draftKey], userId, updatedAt',
  outbox: '++seq, &idempotencyKey, userId, entityKey, status',
  chatMessages: '[host+userId+chatId+id], [host+userId+chatId]',
  dictionaries: '[groupCode+language]',
  documents: '[userId+id], userId',
  kv: 'key',
} as const;

/** Version 2: per-user status lookups for the sync centre, due-time scans, chat trimming by time. */
export const SCHEMA_V2 = {
  ...SCHEMA_V1,
  drafts: '[userId+draftKey], userId, updatedAt, [userId+formId]',
  outbox: '++seq, &idempotencyKey, userId, entityKey, status, [userId+status], nextAttemptAt',
  chatMessages: '[host+userId+chatId+id], [host+userId+chatId], [host+userId+chatId+timestamp]',
} as const;

/** Version 3: chat files waiting to be uploaded, per host and user (nothing to fill in older rows). */
export const SCHEMA_V3 = {
  ...SCHEMA_V2,
  chatUploads: '[host+userId+clientId], [host+userId]',
} as const;

/** Version 4: notifications kept for offline reading, per user newest first (issue 17). */
export const SCHEMA_V4 = {
  ...SCHEMA_V3,
  notifications: '[userId+id], [userId+createdAt], [userId+unread]',
} as const;

export const DB_VERSION = 4;

/** v1 rows may lack the fields v2 indexes; fill them so the new indexes cover every row. */
export async function upgradeToV2(tx: Transaction): Promise<void> {
  await tx
    .table('outbox')
    .toCollection()
    .modify((row: Partial<OutboxEntry>) => {
      row.attempts ??= 0;
      row.nextAttemptAt ??= row.createdAt ?? 0;
    });
  await tx
    .table('drafts')
    .toCollection()
    .modify((row: Partial<DraftRow>) => {
      row.formId ??= formIdOf(row.draftKey ?? '');
      row.version ??= 1;
      row.attachments ??= [];
    });
  await tx
    .table('chatMessages')
    .toCollection()
    .modify((row: Partial<ChatMessageRow>) => {
      row.timestamp ??= 0;
    });
}

export function formIdOf(draftKey: string): string {
  return draftKey.split(':')[0] ?? draftKey;
}

export function defineSchema(db: Dexie): BidlineDb {
  db.version(1).stores(SCHEMA_V1);
  db.version(2).stores(SCHEMA_V2).upgrade(upgradeToV2);
  db.version(3).stores(SCHEMA_V3);
  db.version(4).stores(SCHEMA_V4);
  return db as BidlineDb;
}
