import type { z } from 'zod';
import { AUDIT_STATUS, type AuditStatus } from '@/shared/codes/statuses';
import type { ProfileState } from '@/shared/contracts/profile-common';
import type { Database } from '../db/database';
import { type Trx, transact } from '../db/transact';
import type { AuditService } from '../features/audit/service';
import { AppError } from './app-error';
import type { Clock } from './clock';
import type { PageQuery } from './paging';
import type { ProfileStore, StoredProfile } from './profile-store';
import type { Actor, RequestContext } from './request-context';
import { parseInput } from './validate';

export interface ProfileOwner {
  id: string;
  name: string;
}

export interface ProfileServiceConfig<P extends Record<string, unknown>, V> {
  database: Database;
  clock: Clock;
  audit: AuditService;
  /** audit_log entity type */
  entity: string;
  schema: z.ZodType<P>;
  fields: readonly (keyof P & string)[];
  store: ProfileStore<P>;
  /** Refuses an actor who may not maintain this owner's profile; returns the owner. */
  access(db: Trx | Database['db'], actor: Actor, ownerId: string): Promise<ProfileOwner>;
  /** A searchable column no two owners may share (credit code, ID number), with its field and message. */
  unique?: { column: string; field: keyof P & string; messageKey: string };
  present(owner: ProfileOwner, state: ProfileState<P>): V;
}

const refused = (key: string) => new AppError('CONFLICT', { messageKey: `profile:errors.${key}` });

function stateOf<P>(row: StoredProfile<P> | undefined): ProfileState<P> {
  return {
    profile: row?.profile ?? null,
    auditStatus: (row?.audit_status as AuditStatus | null) ?? null,
    rejectReason: row?.reject_reason ?? null,
    version: row?.version ?? 0,
    updatedAt: row?.updated_at ?? null,
    submittedAt: row?.submitted_at ?? null,
  };
}

/**
 * A maintained profile: saved field by field (each changed field becomes a change record and the save
 * an audit entry), submitted for audit ('00'), approved or rejected by the platform later.
 */
export function createProfileService<P extends Record<string, unknown>, V>(c: ProfileServiceConfig<P, V>) {
  const { database, clock, audit, store, fields } = c;
  const view = (owner: ProfileOwner, row: StoredProfile<P> | undefined) => c.present(owner, stateOf(row));

  return {
    async get(actor: Actor, ownerId: string): Promise<V> {
      const owner = await c.access(database.db, actor, ownerId);
      return view(owner, await store.find(database.db, ownerId));
    },

    /**
     * Applies the changed fields on top of the stored profile. The merged profile must be complete and
     * valid; fields sent with their current value change nothing and leave no record.
     */
    async save(ctx: RequestContext, ownerId: string, changes: Partial<P>): Promise<V> {
      return transact(database, clock, ctx, async (trx) => {
        const owner = await c.access(trx, ctx.actor, ownerId);
        const current = await store.find(trx, ownerId);
        if (current?.audit_status === AUDIT_STATUS.PENDING) throw refused('underAudit');
        const sent = Object.fromEntries(
          fields.filter((f) => changes[f] !== undefined).map((f) => [f, changes[f]]),
        );
        const merged = parseInput(c.schema, { ...(current?.profile ?? {}), ...sent }) as P;
        const old = (f: keyof P & string) => current?.profile[f] ?? null;
        const changed = fields.filter((f) => JSON.stringify(old(f)) !== JSON.stringify(merged[f] ?? null));
        if (changed.length === 0) return view(owner, current);
        if (c.unique) {
          const value = String(merged[c.unique.field]);
          if (await store.taken(trx, c.unique.column, value, ownerId)) {
            throw new AppError('CONFLICT', { messageKey: c.unique.messageKey, field: c.unique.field });
          }
        }
        const at = clock.now().toISOString();
        const version = (current?.version ?? 0) + 1;
        await store.write(trx, current !== undefined, {
          ownerId,
          profile: merged,
          version,
          submittedAt: current?.submitted_at ?? null,
          actorId: ctx.actor.userId,
          at,
        });
        await store.insertChanges(
          trx,
          changed.map((field) => ({
            ownerId,
            version,
            field,
            oldValue: old(field),
            newValue: merged[field] ?? null,
            actorId: ctx.actor.userId,
            requestId: ctx.requestId,
            at,
          })),
        );
        const pick = (source: Partial<P> | undefined) =>
          Object.fromEntries(changed.map((f) => [f, source?.[f] ?? null]));
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: c.entity,
            entityId: ownerId,
            action: current ? 'update' : 'create',
            before: current ? pick(current.profile) : undefined,
            after: pick(merged),
          },
          ctx.requestId,
        );
        return view(owner, await store.find(trx, ownerId));
      });
    },

    /** Sends the saved profile to the platform's audit (status '00'). */
    async submit(ctx: RequestContext, ownerId: string): Promise<V> {
      return transact(database, clock, ctx, async (trx) => {
        const owner = await c.access(trx, ctx.actor, ownerId);
        const current = await store.find(trx, ownerId);
        if (!current) throw refused('notSaved');
        if (current.audit_status === AUDIT_STATUS.PENDING) throw refused('alreadyPending');
        if (current.audit_status === AUDIT_STATUS.APPROVED) throw refused('alreadyApproved');
        const at = clock.now().toISOString();
        await store.setAuditStatus(trx, ownerId, {
          audit_status: AUDIT_STATUS.PENDING,
          reject_reason: null,
          submitted_at: at,
          updated_at: at,
        });
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: c.entity,
            entityId: ownerId,
            action: 'submit',
            before: { auditStatus: current.audit_status, version: current.version },
            after: { auditStatus: AUDIT_STATUS.PENDING, version: current.version },
          },
          ctx.requestId,
        );
        return view(owner, await store.find(trx, ownerId));
      });
    },

    async changes(actor: Actor, ownerId: string, query: PageQuery) {
      await c.access(database.db, actor, ownerId);
      return store.listChanges(database.db, ownerId, query);
    },

    /** The fields one save changed (one version of the profile); unknown versions are not found. */
    async versionChanges(actor: Actor, ownerId: string, version: number) {
      await c.access(database.db, actor, ownerId);
      const changes = await store.versionChanges(database.db, ownerId, version);
      if (changes.length === 0)
        throw new AppError('NOT_FOUND', { messageKey: 'profile:errors.noSuchVersion' });
      return changes;
    },
  };
}

export type ProfileService<V> = {
  get(actor: Actor, ownerId: string): Promise<V>;
  save(ctx: RequestContext, ownerId: string, changes: Record<string, unknown>): Promise<V>;
  submit(ctx: RequestContext, ownerId: string): Promise<V>;
  changes(actor: Actor, ownerId: string, query: PageQuery): Promise<unknown>;
  versionChanges(actor: Actor, ownerId: string, version: number): Promise<unknown>;
};
