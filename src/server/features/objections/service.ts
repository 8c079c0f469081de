import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { OBJECTION_STATUS as S } from '@/shared/codes/procurement';
import {
  type FileableProjectView,
  OBJECTION_FILE_MAX_COUNT,
  OBJECTION_KIND,
  type ObjectionFileView,
  type ObjectionView,
  type objectionAnswerSchema,
  type objectionFileSchema,
  type objectionPageSchema,
  type objectionRejectSchema,
} from '@/shared/contracts/objections';
import { randomId } from '@/shared/format/random-id';
import { DEFAULT_BUSINESS_TIME_ZONE } from '@/shared/rules/business-zone';
import { objectionKindOpen, openObjectionKinds } from '@/shared/rules/objection-rules';
import { transact } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import { offsetOf, type PageResult, pageResult } from '../../lib/paging';
import type { Actor, RequestContext } from '../../lib/request-context';
import { cleanRichHtml, isBlankHtml } from '../../lib/rich-text';
import {
  type Db,
  isBuyerSide,
  isFormalSupplier,
  requireSupplierVisibleProject,
  type TenderDeps,
} from '../tender-common';
import { mayRead, objectionNotFound, objectionSupplier, ownObjection } from './access';
import { checkAttachment, tooManyAttachments } from './attachment-file';
import { createComplaintService } from './complaints';
import { answerDueAt } from './due-time';
import { moveObjection } from './moves';
import { kindsInWindow, resultWindowOpen } from './result-window';
import * as repo from './repository';
import { fileView, fullView, objectionView } from './views';

type Ctx = Pick<RequestContext, 'actor' | 'idempotency' | 'requestId'>;
type FileInput = z.output<typeof objectionFileSchema>;
type PageInput = z.output<typeof objectionPageSchema>;

export const OBJECTION_ENTITY = 'objection';
const rule = (code: 'CONFLICT' | 'FORBIDDEN' | 'VALIDATION_FAILED', key: string, field: string) =>
  new AppError(code, { messageKey: `objections:errors.${key}`, field, rule: key });

export interface AttachmentUpload {
  objectionId: string;
  fileId?: string | undefined;
  fileName: string;
  data: Buffer;
}

/**
 * Objections (design note sections 2 and 8): a bidder (approved signup) files a letter while its kind
 * is open on the project; the answer is due 3 working days later; the project's organisation accepts,
 * answers or rejects it, the filer may withdraw it. Every change is audited and notified.
 */
export function createObjectionService(deps: TenderDeps) {
  const { database, clock, audit, dataDir, closeDue, notify } = deps;
  const dir = path.join(dataDir, 'objection-files');
  const db = database.db;
  const zone = deps.env.BUSINESS_TIME_ZONE || DEFAULT_BUSINESS_TIME_ZONE;
  const now = () => clock.now().getTime();

  async function view(trx: Db, id: string): Promise<ObjectionView> {
    const row = await repo.findObjection(trx, id);
    if (!row) throw objectionNotFound();
    return fullView(trx, row, now());
  }

  async function fileOnce(ctx: Ctx, input: FileInput): Promise<ObjectionView> {
    const own = objectionSupplier(ctx.actor);
    return transact(database, clock, ctx, async (trx) => {
      // The same letter replayed from the device's outbox: the stored one stands.
      if (input.id) {
        const known = await repo.findObjection(trx, input.id);
        if (known) return fullView(trx, ownObjection(ctx.actor, known), now());
      }
      const project = await requireSupplierVisibleProject(trx, input.projectId);
      if (!(await repo.hasApprovedSignup(trx, project.id, own.departId)))
        throw rule('FORBIDDEN', 'notBidder', 'projectId');
      if (!objectionKindOpen(input.kind, project.status)) throw rule('CONFLICT', 'windowClosed', 'kind');
      if (input.kind === OBJECTION_KIND.RESULTS && !(await resultWindowOpen(trx, project.id, clock.now())))
        throw rule('CONFLICT', 'windowClosed', 'kind');
      const content = cleanRichHtml(input.contentHtml);
      if (isBlankHtml(content)) throw rule('VALIDATION_FAILED', 'contentBlank', 'contentHtml');
      const filed = clock.now();
      const at = filed.toISOString();
      const id = input.id ?? randomId();
      await repo.insertObjection(trx, {
        id,
        project_id: project.id,
        supplier_depart_id: own.departId,
        filed_by: own.userId,
        kind: input.kind,
        title: input.title,
        content_html: content,
        status: S.SUBMITTED,
        filed_at: at,
        due_at: await answerDueAt(trx, filed, zone),
        accepted_by: null,
        accepted_at: null,
        answer_html: null,
        answered_by: null,
        answered_at: null,
        reject_reason: null,
        rejected_by: null,
        rejected_at: null,
        withdrawn_by: null,
        withdrawn_at: null,
        updated_at: at,
        version: 1,
      });
      const after = await view(trx, id);
      await audit.append(
        trx,
        ctx.actor,
        { entityType: OBJECTION_ENTITY, entityId: id, action: 'file', after },
        ctx.requestId,
      );
      await notify?.(trx, {
        event: 'objectionFiled',
        to: { projectBuyers: project.id },
        projectId: project.id,
        titleKey: 'objections:notify.filedTitle',
        bodyKey: 'objections:notify.filedBody',
        vars: { projectName: project.name, title: input.title, dueAt: after.dueAt },
        link: `/procurement/objectionDetail?id=${id}`,
        actorUserId: own.userId,
      });
      return after;
    });
  }

  async function attachOnce(ctx: Ctx, input: AttachmentUpload, file: { name: string; mime: string }) {
    const sha256 = createHash('sha256').update(input.data).digest('hex');
    let written: string | undefined;
    try {
      return await transact(database, clock, ctx, async (trx) => {
        const row = ownObjection(ctx.actor, await repo.findObjection(trx, input.objectionId), 'objectionId');
        const files = await repo.filesOf(trx, row.id);
        const known = input.fileId ? files.find((f) => f.id === input.fileId) : undefined;
        if (known && known.sha256 === sha256) return fileView(known);
        if (row.status !== S.SUBMITTED && row.status !== S.ACCEPTED)
          throw rule('CONFLICT', 'notOpen', 'objectionId');
        if (files.length >= OBJECTION_FILE_MAX_COUNT) throw tooManyAttachments();
        const storageName = randomId(32);
        await fs.mkdir(dir, { recursive: true });
        written = path.join(dir, storageName);
        await fs.writeFile(written, input.data, { mode: 0o600 });
        const stored = {
          id: known ? randomId() : (input.fileId ?? randomId()),
          objection_id: row.id,
          file_name: file.name,
          mime: file.mime,
          size: input.data.length,
          sha256,
          storage_name: storageName,
          uploaded_by: ctx.actor.userId,
          created_at: clock.now().toISOString(),
        };
        await repo.insertFile(trx, stored);
        const after = fileView(stored);
        await audit.append(
          trx,
          ctx.actor,
          { entityType: OBJECTION_ENTITY, entityId: row.id, action: 'attach', after },
          ctx.requestId,
        );
        return after;
      });
    } catch (error) {
      if (written) await fs.rm(written, { force: true });
      throw error;
    }
  }

  const moves = moveObjection(deps, view);
  const complaints = createComplaintService(deps, view);

  return {
    dir,
    ...complaints,

    async file(ctx: Ctx, input: FileInput): Promise<ObjectionView> {
      objectionSupplier(ctx.actor);
      await closeDue?.();
      return fileOnce(ctx, input);
    },

    async attach(ctx: Ctx, input: AttachmentUpload): Promise<ObjectionFileView> {
      objectionSupplier(ctx.actor);
      const file = checkAttachment(input.fileName, input.data);
      return attachOnce(ctx, input, file);
    },

    withdraw: (ctx: Ctx, id: string) => moves.withdraw(ctx, id),
    accept: (ctx: Ctx, id: string) => moves.accept(ctx, id),
    answer: (ctx: Ctx, input: z.output<typeof objectionAnswerSchema>) => moves.answer(ctx, input),
    reject: (ctx: Ctx, input: z.output<typeof objectionRejectSchema>) => moves.reject(ctx, input),

    /** The supplier organisation's objections. */
    async mine(actor: Actor, query: PageInput): Promise<PageResult<ObjectionView>> {
      const own = objectionSupplier(actor);
      return listed({ ...filterOf(query), supplierDepartId: own.departId }, query);
    },

    /** Projects the supplier may object to now (approved signup, a kind open). */
    async fileable(actor: Actor): Promise<FileableProjectView[]> {
      const own = objectionSupplier(actor);
      await closeDue?.();
      const rows = await repo.approvedSignupProjects(db, own.departId);
      const at = clock.now();
      const listed = await Promise.all(
        rows.map(async (p) => ({
          projectId: p.id,
          projectCode: p.project_code,
          projectName: p.name,
          status: p.status,
          kinds: await kindsInWindow(db, p.id, openObjectionKinds(p.status), at),
        })),
      );
      return listed.filter((p) => p.kinds.length > 0);
    },

    /** Buyer side: objections on the projects its organisation runs. */
    async page(actor: Actor, query: PageInput): Promise<PageResult<ObjectionView>> {
      if (!isBuyerSide(actor)) return pageResult([], 0, query);
      return listed({ ...filterOf(query), projectDepartId: actor.departId }, query);
    },

    /** Supervisors: every objection. */
    async auditPage(query: PageInput): Promise<PageResult<ObjectionView>> {
      return listed(filterOf(query), query);
    },

    /** One objection, for whoever may read it (filer's org, buyer side, committee, supervisors). */
    async detail(actor: Actor, id: string): Promise<ObjectionView> {
      const row = await repo.findObjection(db, id);
      if (!row || !(await mayRead(db, actor, row))) throw objectionNotFound();
      return fullView(db, row, now());
    },

    /** The stored attachment the actor may read. */
    async openFile(actor: Actor, id: string): Promise<{ file: ObjectionFileView; storedAt: string }> {
      const stored = await repo.findFile(db, id);
      const row = stored ? await repo.findObjection(db, stored.objection_id) : undefined;
      if (!stored || !row || !(await mayRead(db, actor, row))) throw objectionNotFound();
      return { file: fileView(stored), storedAt: path.join(dir, path.basename(stored.storage_name)) };
    },

    /** The assistant: waiting objections (buyer side: its projects; supplier: its own). */
    async waiting(actor: Actor, limit = 20): Promise<ObjectionView[]> {
      const scope = isFormalSupplier(actor)
        ? { supplierDepartId: actor.departId }
        : isBuyerSide(actor)
          ? { projectDepartId: actor.departId }
          : null;
      if (!scope) return [];
      const rows = await repo.listObjections(
        db,
        { ...scope, statuses: [S.SUBMITTED, S.ACCEPTED] },
        { limit, offset: 0 },
      );
      return rows.map((r) => objectionView(r, now()));
    },
  };

  function filterOf(query: PageInput): repo.ObjectionFilter {
    return {
      ...(query.projectId ? { projectId: query.projectId } : {}),
      ...(query.status ? { status: query.status } : {}),
      ...(query.kind ? { kind: query.kind } : {}),
      ...(query.open ? { statuses: [S.SUBMITTED, S.ACCEPTED] } : {}),
    };
  }

  async function listed(filter: repo.ObjectionFilter, query: PageInput): Promise<PageResult<ObjectionView>> {
    const window = { limit: query.pageSize, offset: offsetOf(query) };
    const [rows, total] = await Promise.all([
      repo.listObjections(db, filter, window),
      repo.countObjections(db, filter),
    ]);
    return pageResult(
      rows.map((r) => objectionView(r, now())),
      total,
      query,
    );
  }
}

export type ObjectionService = ReturnType<typeof createObjectionService>;
