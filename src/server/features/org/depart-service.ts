import type {
  AddDepartRequest,
  DepartPageRequest,
  DepartTreeNode,
  DepartTreeRequest,
  OperationRecordRequest,
  ProcurementUnitRequest,
  StopOrStartDepartRequest,
  UpdateDepartRequest,
} from '@/shared/contracts/org';
import { randomId } from '@/shared/format/random-id';
import { transact } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import type { Actor, RequestContext } from '../../lib/request-context';
import { isUniqueViolation } from './account-ops';
import * as repo from './depart-repository';
import type { OrgDeps } from './org-deps';
import { buildDepartTree, inScope, listOrganisations, type OrgScope, outOfScope, subtreeIds } from './scope';
import { pageResult } from '../../lib/paging';
import { given } from './sql-helpers';

type Ctx = Pick<RequestContext, 'actor' | 'idempotency' | 'requestId'>;

const codeExists = () =>
  new AppError('CONFLICT', { messageKey: 'admin-org:depart.codeExists', field: 'code', rule: 'codeExists' });
const parentMissing = () => new AppError('NOT_FOUND', { field: 'parentId' });
const parentInvalid = () =>
  new AppError('VALIDATION_FAILED', {
    messageKey: 'admin-org:depart.parentInvalid',
    field: 'parentId',
    rule: 'parentInvalid',
  });

/** A parent of null (a new root) is within reach only of a manager of every organisation. */
function requireParentInScope(scope: OrgScope, parentId: string | null): void {
  if (parentId ? !inScope(scope, parentId) : !scope.all) throw outOfScope();
}

/**
 * Organisations (systemBuyerOrgManage), procurement units and operation records by organisation.
 * Each call keeps to the caller's reach (scopeOf: the data permission, else every organisation).
 */
export function createDepartService({ database, clock, audit, sessions, access }: OrgDeps) {
  const db = database.db;

  async function withCodeCheck<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      // Two administrators saving the same new code at once: the loser hears the same answer.
      if (isUniqueViolation(error)) throw codeExists();
      throw error;
    }
  }

  return {
    async tree(actor: Actor, input: DepartTreeRequest): Promise<DepartTreeNode[]> {
      const scope = await access.scopeOf(actor);
      const rows = await listOrganisations(db);
      return buildDepartTree(
        rows,
        (row) => (!given(input.status) || row.status === input.status) && inScope(scope, row.id),
      );
    },

    async page(actor: Actor, input: DepartPageRequest) {
      const scope = await access.scopeOf(actor);
      const [records, total] = await repo.departPage(db, input, scope.all ? null : [...scope.departIds]);
      return pageResult(records, total, input);
    },

    async add(ctx: Ctx, input: AddDepartRequest): Promise<{ id: string }> {
      const parentId = given(input.parentId) ? input.parentId : null;
      const scope = await access.scopeOf(ctx.actor);
      return withCodeCheck(() =>
        transact(database, clock, ctx, async (trx) => {
          if (parentId && !(await repo.findDepart(trx, parentId))) throw parentMissing();
          requireParentInScope(scope, parentId);
          if (await repo.departCodeTaken(trx, input.code)) throw codeExists();
          const now = clock.now().toISOString();
          const row = {
            id: randomId(),
            parent_id: parentId,
            name: input.name,
            code: input.code,
            org_type: input.orgType,
            status: '00',
            sort: input.sort,
            created_at: now,
            updated_at: now,
          };
          await repo.insertDepart(trx, row);
          const { created_at: _c, updated_at: _u, ...after } = row;
          await audit.append(
            trx,
            ctx.actor,
            { entityType: 'depart', entityId: row.id, action: 'add', after },
            ctx.requestId,
          );
          return { id: row.id };
        }),
      );
    },

    async update(ctx: Ctx, input: UpdateDepartRequest): Promise<{ id: string }> {
      const parentId = given(input.parentId) ? input.parentId : null;
      const scope = await access.scopeOf(ctx.actor);
      return withCodeCheck(() =>
        transact(database, clock, ctx, async (trx) => {
          const before = await repo.findDepart(trx, input.id);
          if (!before) throw new AppError('NOT_FOUND');
          if (!inScope(scope, input.id)) throw outOfScope();
          if (parentId) {
            // Under itself or one of its descendants would cut the branch off the tree.
            if (!(await repo.findDepart(trx, parentId))) throw parentMissing();
            if (subtreeIds(await listOrganisations(trx), input.id).has(parentId)) throw parentInvalid();
          }
          // Keeping the parent it has is no move; moving needs the new parent within reach.
          if (parentId !== before.parent_id) requireParentInScope(scope, parentId);
          if (await repo.departCodeTaken(trx, input.code, input.id)) throw codeExists();
          const values = {
            parent_id: parentId,
            name: input.name,
            code: input.code,
            org_type: input.orgType,
            sort: input.sort,
          };
          await repo.updateDepartRow(trx, input.id, { ...values, updated_at: clock.now().toISOString() });
          await audit.append(
            trx,
            ctx.actor,
            {
              entityType: 'depart',
              entityId: input.id,
              action: 'update',
              before: {
                parent_id: before.parent_id,
                name: before.name,
                code: before.code,
                org_type: before.org_type,
                sort: before.sort,
              },
              after: values,
            },
            ctx.requestId,
          );
          return { id: input.id };
        }),
      );
    },

    async remove(ctx: Ctx, id: string): Promise<{ id: string }> {
      const scope = await access.scopeOf(ctx.actor);
      return transact(database, clock, ctx, async (trx) => {
        const before = await repo.findDepart(trx, id);
        if (!before) throw new AppError('NOT_FOUND');
        if (!inScope(scope, id)) throw outOfScope();
        if ((await repo.countChildren(trx, id)) > 0)
          throw new AppError('CONFLICT', { messageKey: 'admin-org:depart.hasChildren', rule: 'hasChildren' });
        if ((await repo.countMembers(trx, id)) > 0)
          throw new AppError('CONFLICT', { messageKey: 'admin-org:depart.hasUsers', rule: 'hasUsers' });
        await repo.deleteDepartRow(trx, id);
        await audit.append(
          trx,
          ctx.actor,
          { entityType: 'depart', entityId: id, action: 'delete', before },
          ctx.requestId,
        );
        return { id };
      });
    },

    /** Stopping signs out everyone working in the organisation; they cannot choose it again. */
    async stopOrStart(ctx: Ctx, input: StopOrStartDepartRequest): Promise<{ id: string }> {
      const scope = await access.scopeOf(ctx.actor);
      return transact(database, clock, ctx, async (trx) => {
        const before = await repo.findDepart(trx, input.id);
        if (!before) throw new AppError('NOT_FOUND');
        if (!inScope(scope, input.id)) throw outOfScope();
        if (input.status === '01' && input.id === ctx.actor.departId)
          throw new AppError('CONFLICT', { messageKey: 'admin-org:depart.selfStop', rule: 'selfStop' });
        if (before.status !== input.status) {
          await repo.updateDepartRow(trx, input.id, {
            status: input.status,
            updated_at: clock.now().toISOString(),
          });
          if (input.status === '01') {
            for (const userId of await repo.usersSignedInto(trx, input.id))
              await sessions.revokeAllOfUser(trx, userId);
          }
        }
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: 'depart',
            entityId: input.id,
            action: input.status === '01' ? 'stop' : 'start',
            before: { status: before.status },
            after: { status: input.status },
          },
          ctx.requestId,
        );
        return { id: input.id };
      });
    },

    async procurementUnits(input: ProcurementUnitRequest) {
      const [records, total] = await repo.procurementUnitPage(db, input);
      return pageResult(records, total, input);
    },

    async operationRecords(ctx: Pick<Ctx, 'actor'>, input: OperationRecordRequest) {
      if (!(await repo.findDepart(db, input.departId))) throw new AppError('NOT_FOUND');
      if (!inScope(await access.scopeOf(ctx.actor), input.departId)) throw outOfScope();
      const [records, total] = await repo.operationRecordPage(db, input.departId, input);
      return pageResult(records, total, input);
    },
  };
}
