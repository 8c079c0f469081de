import { CONSTRUCTION_STATUS, canMoveConstructionStatus } from '@/shared/codes/plans';
import type {
  ConstructionPageQuery,
  ConstructionPageResult,
  ConstructionProjectDetail,
  ConstructionProjectSave,
  ConstructionProjectView,
  ConstructionTransition,
} from '@/shared/contracts/construction-projects';
import { randomId } from '@/shared/format/random-id';
import type { Database } from '../../db/database';
import { transact, type Trx } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { pageResult } from '../../lib/paging';
import type { Actor, RequestContext } from '../../lib/request-context';
import type { AuditService } from '../audit/service';
import type { OrgActor } from '../tender-common';
import { constructionKeeper, ownConstruction } from './access';
import * as repo from './repository';
import { createLinkMethods } from './links';
import { createScanMethods } from './scan';

type Ctx = Pick<RequestContext, 'actor' | 'idempotency' | 'requestId'>;
const ENTITY = 'constructionProject';

export interface ConstructionDeps {
  database: Database;
  clock: Clock;
  audit: AuditService;
  /** Approval scans live under dataDir/construction-scans. */
  dataDir: string;
}

const changedMeanwhile = () =>
  new AppError('CONFLICT', { messageKey: 'construction:errors.changedMeanwhile', rule: 'version' });
const codeTaken = () =>
  new AppError('CONFLICT', { messageKey: 'construction:errors.codeTaken', field: 'code', rule: 'unique' });

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || /UNIQUE constraint/.test(String(e?.message));
}

/**
 * Construction projects of the caller's organisation (design note section 7): kept, changed until
 * completed, moved along CONSTRUCTION_STATUS_TRANSITIONS with a reason (each move kept in the history
 * and the audit chain), and the organisation's tender projects that name them.
 */
export function createConstructionService({ database, clock, audit, dataDir }: ConstructionDeps) {
  const db = database.db;

  async function own(trx: Trx, actor: OrgActor, id: string): Promise<ConstructionProjectView> {
    return ownConstruction(actor, await repo.findProject(trx, id));
  }

  const fields = (input: ConstructionProjectSave) => ({
    code: input.code,
    name: input.name,
    owner_org_name: input.ownerOrgName,
    region: input.region,
    investment: input.investment,
    start_date: input.startDate,
    end_date: input.endDate,
    approval_doc_no: input.approvalDocNo || null,
    remark: input.remark || null,
  });

  return {
    ...createScanMethods({ database, clock, audit, dataDir }),
    ...createLinkMethods(database, clock, audit),

    /** Creates a project (00 preparing) or changes one that is not completed; the code is unique in the organisation. */
    async save(ctx: Ctx, input: ConstructionProjectSave): Promise<ConstructionProjectView> {
      const actor = constructionKeeper(ctx.actor);
      try {
        return await transact(database, clock, ctx, async (trx) => {
          const at = clock.now().toISOString();
          const before = input.id ? await own(trx, actor, input.id) : undefined;
          const holder = await repo.codeHolder(trx, actor.departId, input.code);
          if (holder && holder !== before?.id) throw codeTaken();
          let id: string;
          if (before) {
            if (before.status === CONSTRUCTION_STATUS.COMPLETED)
              throw new AppError('CONFLICT', {
                messageKey: 'construction:errors.completed',
                rule: 'status',
              });
            id = before.id;
            const changed = await repo.updateProject(trx, before, {
              ...fields(input),
              version: before.version + 1,
              updated_by: actor.userId,
              updated_at: at,
            });
            if (!changed) throw changedMeanwhile();
          } else {
            id = randomId();
            await repo.insertProject(trx, {
              id,
              depart_id: actor.departId,
              ...fields(input),
              status: CONSTRUCTION_STATUS.PREPARING,
              status_reason: null,
              version: 1,
              created_by: actor.userId,
              updated_by: actor.userId,
              created_at: at,
              updated_at: at,
            });
            await repo.insertStatusLog(trx, {
              id: randomId(),
              project_id: id,
              from_status: null,
              to_status: CONSTRUCTION_STATUS.PREPARING,
              project_version: 1,
              reason: null,
              user_id: actor.userId,
              created_at: at,
            });
          }
          const after = await own(trx, actor, id);
          await audit.append(
            trx,
            actor,
            { entityType: ENTITY, entityId: id, action: before ? 'update' : 'create', before, after },
            ctx.requestId,
          );
          return after;
        });
      } catch (error) {
        // Two saves of the same new code at once: the constraint decides, answered like the check.
        if (isUniqueViolation(error)) throw codeTaken();
        throw error;
      }
    },

    async get(actor: Actor, id: string): Promise<ConstructionProjectDetail> {
      const own = constructionKeeper(actor);
      const project = ownConstruction(own, await repo.findProject(db, id));
      return { ...project, history: await repo.statusHistory(db, id) };
    },

    async page(
      actor: Actor,
      query: ConstructionPageQuery,
    ): Promise<ConstructionPageResult<ConstructionProjectView>> {
      const own = constructionKeeper(actor);
      const [records, total, statusCounts] = await repo.projectPage(db, { ...query, departId: own.departId });
      return { ...pageResult(records, total, query), statusCounts };
    },

    /** A move of CONSTRUCTION_STATUS_TRANSITIONS with its reason; refused moves change nothing. */
    async transition(ctx: Ctx, input: ConstructionTransition): Promise<ConstructionProjectView> {
      const actor = constructionKeeper(ctx.actor);
      return transact(database, clock, ctx, async (trx) => {
        const before = await own(trx, actor, input.id);
        if (!canMoveConstructionStatus(before.status, input.status))
          throw new AppError('CONFLICT', {
            messageKey: 'construction:errors.cannotMove',
            vars: { from: before.status, to: input.status },
            field: 'status',
            rule: 'status',
          });
        const at = clock.now().toISOString();
        const changed = await repo.updateProject(trx, before, {
          status: input.status,
          status_reason: input.reason,
          version: before.version + 1,
          updated_by: actor.userId,
          updated_at: at,
        });
        if (!changed) throw changedMeanwhile();
        await repo.insertStatusLog(trx, {
          id: randomId(),
          project_id: before.id,
          from_status: before.status,
          to_status: input.status,
          project_version: before.version + 1,
          reason: input.reason,
          user_id: actor.userId,
          created_at: at,
        });
        const after = await own(trx, actor, before.id);
        await audit.append(
          trx,
          actor,
          { entityType: ENTITY, entityId: before.id, action: `status:${input.status}`, before, after },
          ctx.requestId,
        );
        return after;
      });
    },
  };
}

export type ConstructionService = ReturnType<typeof createConstructionService>;
