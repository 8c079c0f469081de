import { z } from 'zod';
import { tenderIdField } from '@/shared/contracts/tenders';

/**
 * The verifiable audit trail (issue 20): the administrators' chain verifier and the public project
 * timeline. Paths are under the API prefix.
 */
export const AUDIT_PATHS = {
  /** Administrators: verify the hash chain, whole or from an entry ({ fromSeq?, anchorHash?, limit? }). */
  verify: '/audit-chain/verify',
  /** Anyone, no sign-in: a published project's public steps with their hashes (?projectId=). */
  publicTimeline: '/audit-chain/public/timeline',
  /** Anyone, no sign-in: one entry's seq, prev_hash and hash (?seq=), to check a saved tip is still there. */
  publicEntry: '/audit-chain/public/entry',
} as const;

/** Client route of the public timeline page (outside the signed-in shell). */
export const AUDIT_TIMELINE_ROUTE = '/auditTimeline';

const SEQ = 'audit:errors.seqNumber';
const HASH = 'audit:errors.hashFormat';
/** A seq as the form sends it (text) or as a number; digits only. */
export const seqField = z.coerce
  .string()
  .trim()
  .regex(/^[1-9]\d{0,14}$/, { error: SEQ })
  .transform(Number);
const hashField = z.string().regex(/^[0-9a-f]{64}$/, { error: HASH });

export const auditVerifySchema = z.object({
  /** Start at this entry, trusting its stored prev_hash (or anchorHash when given). Absent: the whole chain. */
  fromSeq: seqField.optional(),
  /** The hash the entry at fromSeq must link to (the last hash a previous batch checked). */
  anchorHash: hashField.optional(),
  /** Stop after this many entries (the screen verifies in batches to show progress). */
  limit: z.number().int().min(1).max(100_000).optional(),
});
export type AuditVerifyInput = z.infer<typeof auditVerifySchema>;

export const AUDIT_BREAK_REASONS = ['link', 'hash'] as const;

export const auditBreakSchema = z.object({
  seq: z.number(),
  /** link: prev_hash differs from the hash before it (an entry removed or relinked); hash: the entry's fields no longer give its hash. */
  reason: z.enum(AUDIT_BREAK_REASONS),
  id: z.string(),
  at: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  action: z.string(),
  expectedPrevHash: z.string(),
  storedPrevHash: z.string(),
  storedHash: z.string(),
});
export type AuditBreak = z.infer<typeof auditBreakSchema>;

export const auditVerifyResultSchema = z.object({
  intact: z.boolean(),
  /** Entries checked by this call. */
  checked: z.number(),
  firstSeq: z.number().nullable(),
  lastSeq: z.number().nullable(),
  /** The hash of the last entry checked: the next batch's anchorHash. */
  lastHash: z.string().nullable(),
  /** Where the next batch starts; null when the end was reached or the chain broke. */
  nextSeq: z.number().nullable(),
  /** The last entry of the log when the call started. */
  tipSeq: z.number().nullable(),
  break: auditBreakSchema.nullable(),
});
export type AuditVerifyResult = z.infer<typeof auditVerifyResultSchema>;

export const auditTimelineQuerySchema = z.object({ projectId: tenderIdField });
export const auditEntryQuerySchema = z.object({ seq: seqField });

/**
 * One public step. Version 2 entries publish what their hash covers: hash = sha256(prevHash +
 * JSON [[action],[at],[entity_id],[entity_type],[id],[sealed],[v,2]]), where sealed is the digest of
 * the private fields (actor, organisation, before/after summaries, request). Version 1 entries (written
 * before the scheme) cannot be recomputed from outside; their hashes are still published to be kept
 * and compared later.
 */
export const auditTimelineEntrySchema = z.object({
  seq: z.number(),
  id: z.string(),
  at: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  action: z.string(),
  /** Which hash version recomputes on the server; null: neither (the entry was altered). */
  version: z.union([z.literal(1), z.literal(2)]).nullable(),
  /** The digest of the private fields as stored now. */
  sealed: z.string(),
  prevHash: z.string(),
  hash: z.string(),
  /** The server's own check: the hash recomputes and prevHash is the hash of the entry before. */
  intact: z.boolean(),
});
export type AuditTimelineEntry = z.infer<typeof auditTimelineEntrySchema>;

export const auditTimelineSchema = z.object({
  project: z.object({ id: z.string(), code: z.string(), name: z.string(), status: z.string() }),
  entries: z.array(auditTimelineEntrySchema),
  /** The last entry of the whole log when the timeline was read: keep it, and check later it is unchanged. */
  tip: z.object({ seq: z.number(), hash: z.string() }).nullable(),
  generatedAt: z.string(),
});
export type AuditTimeline = z.infer<typeof auditTimelineSchema>;

export const auditEntryHashSchema = z.object({ seq: z.number(), prevHash: z.string(), hash: z.string() });
export type AuditEntryHash = z.infer<typeof auditEntryHashSchema>;
