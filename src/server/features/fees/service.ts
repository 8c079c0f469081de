import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { PURCHASE_STATUS as P } from '@/shared/codes/procurement';
import { AUDIT_STATUS } from '@/shared/codes/statuses';
import {
  BAIL_REFUND_STATUS as R,
  FEE_KIND,
  type FeeKind,
  type FeeStateView,
  type FeeVoucherView,
  type feeAuditSchema,
  type feePageSchema,
  type feeRefundSchema,
} from '@/shared/contracts/fees';
import { randomId } from '@/shared/format/random-id';
import type { FeeVoucherTable } from '../../db/schema-fees';
import { type Trx, transact } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import { assertBeforeDeadline } from '../../lib/deadline';
import { offsetOf, type PageResult, pageResult } from '../../lib/paging';
import type { Actor, RequestContext } from '../../lib/request-context';
import { sendProjectLetters } from '../project-letters';
import { isFormalSupplier, retryOnUnique, type TenderDeps } from '../tender-common';
import { auditableVoucher, feeSupplier, listerOf, mayOpen, payableProject, voucherNotFound } from './access';
import * as repo from './repository';
import { feeRulesOf, feeStateOf } from './state';
import { checkVoucherFile } from './voucher-file';

type Ctx = Pick<RequestContext, 'actor' | 'idempotency' | 'requestId'>;
type AuditInput = z.output<typeof feeAuditSchema>;
type RefundInput = z.output<typeof feeRefundSchema>;
type PageInput = z.output<typeof feePageSchema>;

const ENTITY = 'feeVoucher';
const feeError = (code: 'CONFLICT' | 'FORBIDDEN', key: string, field: string) =>
  new AppError(code, { messageKey: `fees:errors.${key}`, field, rule: key });

export interface VoucherUpload {
  projectId: string;
  kind: FeeKind;
  voucherId?: string | undefined;
  fileName: string;
  data: Buffer;
}

/**
 * Fee vouchers: the supplier whose signup was approved sends a payment voucher for the document fee
 * or the bail its project's rules set (a rejected one is replaced in place); the buyer side running the
 * project approves or rejects it (reason), and refunds a bail once due. Every change is audited; the
 * supplier gets a project letter with the audit's outcome.
 */
export function createFeeService({ database, clock, audit, dataDir, closeDue }: TenderDeps) {
  const dir = path.join(dataDir, 'fee-vouchers');
  const db = database.db;

  async function current(trx: Trx, id: string): Promise<FeeVoucherView> {
    const row = await repo.findVoucher(trx, id);
    if (!row) throw voucherNotFound();
    return repo.voucherView(row);
  }

  async function uploadOnce(ctx: Ctx, input: VoucherUpload, file: { name: string; mime: string }) {
    const { departId } = feeSupplier(ctx.actor);
    const sha256 = createHash('sha256').update(input.data).digest('hex');
    let written: string | undefined;
    try {
      return await transact(database, clock, ctx, async (trx) => {
        const project = await payableProject(trx, input.projectId);
        const [known] = (await repo.vouchersOf(trx, project.id, departId)).filter(
          (v) => v.kind === input.kind,
        );
        // The same upload replayed from the device's outbox: the stored voucher stands.
        if (known && input.voucherId && known.id === input.voucherId && known.sha256 === sha256)
          return repo.voucherView(known);
        if (project.status !== P.PUBLISHED) throw feeError('CONFLICT', 'closed', 'projectId');
        assertBeforeDeadline(clock, project.quote_end_time, 'quoteEndTime');
        if (!(await repo.hasApprovedSignup(trx, project.id, departId)))
          throw feeError('FORBIDDEN', 'signupNotApproved', 'projectId');
        const rules = await feeRulesOf(trx, project.id);
        const amount = input.kind === FEE_KIND.BAIL ? rules.bailAmount : rules.documentFee;
        if (amount === null) throw feeError('CONFLICT', 'noSuchFee', 'kind');
        if (known?.audit_status === AUDIT_STATUS.APPROVED)
          throw feeError('CONFLICT', 'voucherApproved', 'kind');
        if (known?.audit_status === AUDIT_STATUS.PENDING)
          throw feeError('CONFLICT', 'voucherPending', 'kind');
        const storageName = randomId(32);
        await fs.mkdir(dir, { recursive: true });
        written = path.join(dir, storageName);
        await fs.writeFile(written, input.data, { mode: 0o600 });
        const at = clock.now().toISOString();
        const fields = {
          amount,
          file_name: file.name,
          mime: file.mime,
          size: input.data.length,
          sha256,
          storage_name: storageName,
          audit_status: AUDIT_STATUS.PENDING,
          reject_reason: null,
          audited_by: null,
          audited_at: null,
          uploaded_by: ctx.actor.userId,
          uploaded_at: at,
        };
        const before = known ? repo.voucherView(known) : undefined;
        let id: string;
        if (known) {
          id = known.id;
          if (!(await repo.updateVoucher(trx, id, known.version, fields)))
            throw feeError('CONFLICT', 'changedMeanwhile', 'kind');
        } else {
          id = input.voucherId ?? randomId();
          const row: FeeVoucherTable = {
            id,
            project_id: project.id,
            supplier_depart_id: departId,
            kind: input.kind,
            ...fields,
            refund_status: input.kind === FEE_KIND.BAIL ? R.NOT_DUE : null,
            refunded_by: null,
            refunded_at: null,
            refund_remark: null,
            created_at: at,
            version: 1,
          };
          await repo.insertVoucher(trx, row);
        }
        const after = await current(trx, id);
        await audit.append(
          trx,
          ctx.actor,
          { entityType: ENTITY, entityId: id, action: known ? 'replace' : 'upload', before, after },
          ctx.requestId,
        );
        return after;
      });
    } catch (error) {
      // The row never landed (or a replay answered): the new file must not stay behind.
      if (written) await fs.rm(written, { force: true });
      throw error;
    }
  }

  return {
    dir,

    async upload(ctx: Ctx, input: VoucherUpload): Promise<FeeVoucherView> {
      feeSupplier(ctx.actor);
      const file = checkVoucherFile(input.fileName, input.data);
      await closeDue?.();
      // A colleague's first voucher of the same kind may land first: ours then meets it.
      return retryOnUnique(() => uploadOnce(ctx, input, file));
    },

    /** The supplier's fees on a project it may see (published once). */
    async mine(actor: Actor, projectId: string): Promise<FeeStateView> {
      const { departId } = feeSupplier(actor);
      await closeDue?.();
      const project = await payableProject(db, projectId);
      return feeStateOf(db, project.id, departId);
    },

    /** Vouchers of the projects the caller's organisation runs (buyer side). */
    async page(actor: Actor, query: PageInput): Promise<PageResult<FeeVoucherView>> {
      const departId = listerOf(actor);
      if (!departId) return pageResult([], 0, query);
      await closeDue?.();
      const filter = {
        projectDepartId: departId,
        projectId: query.projectId,
        kind: query.kind,
        auditStatus: query.auditStatus,
        refundStatus: query.refundStatus,
      };
      const window = { limit: query.pageSize, offset: offsetOf(query) };
      const [rows, total] = await Promise.all([
        repo.listVouchers(db, filter, window),
        repo.countVouchers(db, filter),
      ]);
      return pageResult(rows.map(repo.voucherView), total, query);
    },

    async audit(ctx: Ctx, input: AuditInput): Promise<FeeVoucherView> {
      return transact(database, clock, ctx, async (trx) => {
        const { voucher, project } = await auditableVoucher(
          trx,
          ctx.actor,
          await repo.findVoucher(trx, input.id),
        );
        if (voucher.audit_status !== AUDIT_STATUS.PENDING)
          throw feeError('CONFLICT', 'voucherNotPending', 'id');
        const approved = input.auditStatus === AUDIT_STATUS.APPROVED;
        const at = clock.now().toISOString();
        const changed = await repo.updateVoucher(trx, voucher.id, voucher.version, {
          audit_status: input.auditStatus,
          reject_reason: approved ? null : (input.reason ?? '').trim(),
          audited_by: ctx.actor.userId,
          audited_at: at,
        });
        if (!changed) throw feeError('CONFLICT', 'changedMeanwhile', 'id');
        const before = repo.voucherView(voucher);
        const after = await current(trx, voucher.id);
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: ENTITY,
            entityId: voucher.id,
            action: approved ? 'approve' : 'reject',
            before,
            after,
          },
          ctx.requestId,
        );
        await sendProjectLetters(trx, {
          projectId: project.id,
          kind: 'voucherAudit',
          to: { departIds: [voucher.supplier_depart_id] },
          subjectKey: `fees:letters.${approved ? 'approved' : 'rejected'}.subject`,
          bodyKey: `fees:letters.${approved ? 'approved' : 'rejected'}.body`,
          vars: {
            projectCode: project.project_code,
            projectName: project.name,
            kind: voucher.kind,
            amount: voucher.amount,
            reason: after.rejectReason ?? '',
          },
          sentBy: ctx.actor.userId,
          now: at,
        });
        return after;
      });
    },

    /** A due bail (project over, or the supplier withdrew) paid back to the supplier. */
    async refund(ctx: Ctx, input: RefundInput): Promise<FeeVoucherView> {
      return transact(database, clock, ctx, async (trx) => {
        const { voucher } = await auditableVoucher(trx, ctx.actor, await repo.findVoucher(trx, input.id));
        const before = repo.voucherView(voucher);
        if (before.refundStatus !== R.DUE) throw feeError('CONFLICT', 'refundNotDue', 'id');
        const changed = await repo.updateVoucher(trx, voucher.id, voucher.version, {
          refund_status: R.REFUNDED,
          refunded_by: ctx.actor.userId,
          refunded_at: clock.now().toISOString(),
          refund_remark: input.remark?.trim() || null,
        });
        if (!changed) throw feeError('CONFLICT', 'changedMeanwhile', 'id');
        const after = await current(trx, voucher.id);
        await audit.append(
          trx,
          ctx.actor,
          { entityType: ENTITY, entityId: voucher.id, action: 'refund', before, after },
          ctx.requestId,
        );
        return after;
      });
    },

    /** The stored file of a voucher the actor may open (its supplier, the project's organisation). */
    async open(actor: Actor, id: string): Promise<{ voucher: FeeVoucherView; file: string }> {
      const row = await repo.findVoucher(db, id);
      if (!row || !(await mayOpen(db, actor, row))) throw voucherNotFound();
      return { voucher: repo.voucherView(row), file: path.join(dir, path.basename(row.storage_name)) };
    },

    /** The assistant: the supplier organisation's fee states on these projects (none for other roles). */
    async myStates(actor: Actor, projectIds: readonly string[]): Promise<FeeStateView[]> {
      if (!isFormalSupplier(actor)) return [];
      return Promise.all(projectIds.map((id) => feeStateOf(db, id, actor.departId)));
    },

    /** The assistant: vouchers waiting for the audit of the actor's organisation (buyer side). */
    async pendingForAudit(actor: Actor, limit = 50): Promise<FeeVoucherView[]> {
      const departId = listerOf(actor);
      if (!departId) return [];
      const rows = await repo.listVouchers(
        db,
        { projectDepartId: departId, auditStatus: AUDIT_STATUS.PENDING },
        { limit, offset: 0 },
      );
      return rows.map(repo.voucherView);
    },
  };
}

export type FeeService = ReturnType<typeof createFeeService>;
