import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { CONTRACT_MOVES, CONTRACT_STATUS as S } from '@/shared/codes/results';
import type {
  ContractStatus,
  ContractView,
  contractMoveSchema,
  contractPageSchema,
} from '@/shared/contracts/contracts';
import { formatInZone } from '@/shared/format/business-time';
import { randomId } from '@/shared/format/random-id';
import { DEFAULT_BUSINESS_TIME_ZONE } from '@/shared/rules/business-zone';
import { type Trx, transact } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import { offsetOf, type PageResult, pageResult } from '../../lib/paging';
import type { Actor, RequestContext } from '../../lib/request-context';
import { isBuyerSide, type TenderDeps } from '../tender-common';
import { contractBuyer, contractNotFound, contractSupplier, mayRead, movableContract } from './access';
import * as repo from './repository';
import { createContracts } from './conclusion';
import { checkScan } from './scan-file';

type Ctx = Pick<RequestContext, 'actor' | 'idempotency' | 'requestId'>;
type PageInput = z.output<typeof contractPageSchema>;
type MoveInput = z.output<typeof contractMoveSchema>;

export interface SignInput {
  id: string;
  version: number;
  /** YYYY-MM-DD, a calendar day of the business zone. */
  signedOn: string;
  fileName: string;
  data: Buffer;
}

const ENTITY = 'contract';
const DAY = 'YYYY-MM-DD';
const refuse = (code: 'CONFLICT' | 'VALIDATION_FAILED', key: string, field: string) =>
  new AppError(code, { messageKey: `contracts:errors.${key}`, field, rule: key });

/**
 * Contracts: one per confirmed winner, created in the conclusion's transaction (afterConclude); the buyer
 * side running the project records the signing (date and scan), then performing and finished, or ends it
 * with a reason. Every change is version-checked and audited; the winner reads its own.
 */
export function createContractService({ database, clock, audit, dataDir, env }: TenderDeps) {
  const dir = path.join(dataDir, 'contract-scans');
  const zone = env.BUSINESS_TIME_ZONE || DEFAULT_BUSINESS_TIME_ZONE;
  const db = database.db;

  async function current(trx: Trx, id: string): Promise<ContractView> {
    const row = await repo.findContract(trx, id);
    if (!row) throw contractNotFound();
    return repo.contractView(row);
  }

  /** The contract the buyer side may move from `from` to `to`, at the version the caller saw. */
  function assertMove(row: repo.ContractRow, version: number, to: ContractStatus): void {
    if (Number(row.version) !== version) throw refuse('CONFLICT', 'changedMeanwhile', 'version');
    const allowed = CONTRACT_MOVES[row.status as ContractStatus] ?? [];
    if (!allowed.includes(to)) throw refuse('CONFLICT', 'moveNotAllowed', 'to');
  }

  async function page(filter: repo.ContractFilter, query: PageInput): Promise<PageResult<ContractView>> {
    const full = { ...filter, status: query.status, projectId: query.projectId };
    const [rows, total] = await Promise.all([
      repo.listContracts(db, full, { limit: query.pageSize, offset: offsetOf(query) }),
      repo.countContracts(db, full),
    ]);
    return pageResult(rows.map(repo.contractView), total, query);
  }

  return {
    dir,

    /** The results' conclusion (06 -> 07): a contract to sign (00) per confirmed winner; a rerun adds none twice. */
    afterConclude: (trx: Trx, ctx: RequestContext, projectId: string): Promise<void> =>
      createContracts(trx, ctx, projectId, { clock, audit }),

    /** Contracts of the projects the caller's organisation runs (buyer side). */
    async page(actor: Actor, query: PageInput): Promise<PageResult<ContractView>> {
      const { departId } = contractBuyer(actor);
      return page({ projectDepartId: departId }, query);
    },

    /** The supplier organisation's own contracts. */
    async mine(actor: Actor, query: PageInput): Promise<PageResult<ContractView>> {
      const { departId } = contractSupplier(actor);
      return page({ orgId: departId }, query);
    },

    /**
     * 00 -> 01: the signing date (a business-zone day, not after today by server time, not before the
     * conclusion) and the contract's scan. The file is written first and removed if the change fails.
     */
    async sign(ctx: Ctx, input: SignInput): Promise<ContractView> {
      contractBuyer(ctx.actor);
      const file = checkScan(input.fileName, input.data);
      const sha256 = createHash('sha256').update(input.data).digest('hex');
      let written: string | undefined;
      try {
        return await transact(database, clock, ctx, async (trx) => {
          const row = movableContract(ctx.actor, await repo.findContract(trx, input.id));
          assertMove(row, input.version, S.SIGNED);
          if (input.signedOn > formatInZone(clock.now().toISOString(), zone, DAY))
            throw refuse('VALIDATION_FAILED', 'signedInFuture', 'signedOn');
          if (input.signedOn < formatInZone(row.created_at, zone, DAY))
            throw refuse('VALIDATION_FAILED', 'signedBeforeConclusion', 'signedOn');
          const storageName = randomId(32);
          await fs.mkdir(dir, { recursive: true });
          written = path.join(dir, storageName);
          await fs.writeFile(written, input.data, { mode: 0o600 });
          const before = repo.contractView(row);
          const changed = await repo.updateContract(trx, row.id, Number(row.version), {
            status: S.SIGNED,
            signed_on: input.signedOn,
            scan_file_name: file.name,
            scan_mime: file.mime,
            scan_size: input.data.length,
            scan_sha256: sha256,
            scan_storage_name: storageName,
            updated_by: ctx.actor.userId,
            updated_at: clock.now().toISOString(),
          });
          if (!changed) throw refuse('CONFLICT', 'changedMeanwhile', 'version');
          const after = await current(trx, row.id);
          await audit.append(
            trx,
            ctx.actor,
            { entityType: ENTITY, entityId: row.id, action: 'sign', before, after },
            ctx.requestId,
          );
          return after;
        });
      } catch (error) {
        if (written) await fs.rm(written, { force: true });
        throw error;
      }
    },

    /** 01 -> 02 performing, 02 -> 03 finished, any open status -> 04 terminated (with the reason). */
    async move(ctx: Ctx, input: MoveInput): Promise<ContractView> {
      contractBuyer(ctx.actor);
      return transact(database, clock, ctx, async (trx) => {
        const row = movableContract(ctx.actor, await repo.findContract(trx, input.id));
        assertMove(row, input.version, input.to);
        const before = repo.contractView(row);
        const terminated = input.to === S.TERMINATED;
        const changed = await repo.updateContract(trx, row.id, Number(row.version), {
          status: input.to,
          ...(terminated ? { termination_reason: input.reason?.trim() ?? null } : {}),
          updated_by: ctx.actor.userId,
          updated_at: clock.now().toISOString(),
        });
        if (!changed) throw refuse('CONFLICT', 'changedMeanwhile', 'version');
        const after = await current(trx, row.id);
        const action = { [S.PERFORMING]: 'perform', [S.FINISHED]: 'finish', [S.TERMINATED]: 'terminate' }[
          input.to
        ];
        await audit.append(
          trx,
          ctx.actor,
          { entityType: ENTITY, entityId: row.id, action, before, after },
          ctx.requestId,
        );
        return after;
      });
    },

    /** The stored scan of a contract the actor may read (the project's buyer side, the winner). */
    async openScan(
      actor: Actor,
      id: string,
    ): Promise<{ contract: ContractView; sha256: string; file: string }> {
      const row = await repo.findContract(db, id);
      if (!row || !mayRead(actor, row) || !row.scan_storage_name) throw contractNotFound();
      const file = path.join(dir, path.basename(row.scan_storage_name));
      return { contract: repo.contractView(row), sha256: row.scan_sha256 ?? '', file };
    },

    /** The assistant and the home: contracts waiting for the signature on the organisation's projects. */
    async toSign(actor: Actor, limit = 50): Promise<ContractView[]> {
      if (!isBuyerSide(actor)) return [];
      const filter = { projectDepartId: actor.departId, status: S.TO_SIGN };
      const rows = await repo.listContracts(db, filter, { limit, offset: 0 });
      return rows.map(repo.contractView);
    },
  };
}

export type ContractService = ReturnType<typeof createContractService>;
