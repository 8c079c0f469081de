import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PURCHASE_STATUS as P } from '@/shared/codes/procurement';
import type { TenderDocumentView } from '@/shared/contracts/tender-documents';
import { randomId } from '@/shared/format/random-id';
import { transact } from '../../db/transact';
import type { TenderDocumentTable } from '../../db/schema-tenders';
import { AppError } from '../../lib/app-error';
import type { Actor, RequestContext } from '../../lib/request-context';
import * as repo from './repository';
import { recordAmendment } from '../project-rules';
import { checkTenderFile, cleanDocumentName } from './file-types';
import { assertDocumentsPaid } from '../fees';
import {
  findProject,
  isFormalSupplier,
  requireBuyerSide,
  type TenderDeps,
  tenderError,
} from '../tender-common';
import { documentNotFound, mayRead, readableProject, removableProject, uploadProject } from './access';

type Ctx = Pick<RequestContext, 'actor' | 'idempotency' | 'requestId'>;

/** Documents are added until the project is published (and while published, e.g. a notice). */
const UPLOAD_STATUSES: readonly string[] = [P.DRAFT, P.SUBMITTED, P.APPROVED, P.PUBLISHED];
/** Once published a removal is an amendment (project-rules): versioned, offerers told. */
const REMOVE_STATUSES: readonly string[] = [P.DRAFT, P.SUBMITTED, P.APPROVED, P.PUBLISHED];
const ENTITY = 'tenderDocument';

export interface DocumentUpload {
  projectId: string;
  kind: string;
  documentId?: string | undefined;
  fileName: string;
  data: Buffer;
}

const refused = (key: string) =>
  new AppError('VALIDATION_FAILED', {
    messageKey: `tender:errors.document.${key}`,
    field: 'file',
    rule: key,
  });

/**
 * A project's tender documents. The project's organisation uploads and removes them; they are read
 * by that organisation, by suppliers whose signup was approved and by the experts of its committee.
 * To anyone else a project's documents do not exist.
 */
export function createDocumentService({
  database,
  clock,
  audit,
  dataDir,
  closeDue,
  amendMinDays,
}: TenderDeps) {
  const dir = path.join(dataDir, 'tender-files');
  const db = database.db;

  return {
    dir,

    async upload(ctx: Ctx, input: DocumentUpload): Promise<TenderDocumentView> {
      const fileName = cleanDocumentName(input.fileName);
      const checked = checkTenderFile(fileName, input.data);
      if (!checked.ok) throw refused(checked.reason === 'size' ? 'tooLarge' : 'type');
      const sha256 = createHash('sha256').update(input.data).digest('hex');
      // A project past its quote end is closed (04): no more documents, even before the timer ran.
      await closeDue?.();
      // Read before the unit of work (a configuration read inside it would wait for its connection).
      const amendDays = await amendMinDays();
      let written: string | undefined;
      try {
        return await transact(database, clock, ctx, async (trx) => {
          const project = await uploadProject(trx, ctx.actor, input.projectId);
          if (input.documentId) {
            // The same upload sent again (a retry without the key's answer): the stored one stands.
            const known = await repo.findDocument(trx, input.documentId);
            if (known && known.project_id === project.id && known.sha256 === sha256 && !known.removed)
              return repo.documentView(known);
            if (known) throw tenderError('CONFLICT', 'document.idTaken', { field: 'documentId' });
          }
          if (!UPLOAD_STATUSES.includes(project.status))
            throw tenderError('CONFLICT', 'document.uploadClosed', { field: 'projectId' });
          const id = input.documentId ?? randomId();
          const storageName = randomId(32);
          await fs.mkdir(dir, { recursive: true });
          written = path.join(dir, storageName);
          await fs.writeFile(written, input.data, { mode: 0o600 });
          const row: TenderDocumentTable = {
            id,
            project_id: project.id,
            org_id: project.depart_id,
            kind: input.kind,
            file_name: fileName,
            mime: checked.mime,
            size: input.data.length,
            sha256,
            storage_name: storageName,
            uploaded_by: ctx.actor.userId,
            created_at: clock.now().toISOString(),
            removed: 0,
            removed_at: null,
          };
          await repo.insertDocument(trx, row);
          const after = repo.documentView(row);
          await audit.append(
            trx,
            ctx.actor,
            { entityType: ENTITY, entityId: id, action: 'upload', after },
            ctx.requestId,
          );
          // A published project's new document is an amendment (none for a draft).
          await recordAmendment(trx, {
            projectId: project.id,
            summary: { what: 'documents', detail: `+${fileName}` },
            byUserId: ctx.actor.userId,
            now: clock.now(),
            amendMinDays: amendDays,
          });
          return after;
        });
      } catch (error) {
        // The row never landed: the file must not stay behind.
        if (written) await fs.rm(written, { force: true });
        throw error;
      }
    },

    async remove(ctx: Ctx, id: string): Promise<TenderDocumentView> {
      await closeDue?.();
      const amendDays = await amendMinDays();
      return transact(database, clock, ctx, async (trx) => {
        requireBuyerSide(ctx.actor);
        const row = await repo.findDocument(trx, id);
        if (!row || row.removed) throw documentNotFound();
        const project = await removableProject(trx, ctx.actor, row.project_id);
        if (!REMOVE_STATUSES.includes(project.status))
          throw tenderError('CONFLICT', 'document.removeClosed', { field: 'id' });
        if (!(await repo.markRemoved(trx, id, clock.now().toISOString()))) throw documentNotFound();
        const before = repo.documentView(row);
        await audit.append(
          trx,
          ctx.actor,
          { entityType: ENTITY, entityId: id, action: 'remove', before },
          ctx.requestId,
        );
        await recordAmendment(trx, {
          projectId: project.id,
          summary: { what: 'documents', detail: `-${row.file_name}` },
          byUserId: ctx.actor.userId,
          now: clock.now(),
          amendMinDays: amendDays,
        });
        return before;
      });
    },

    async list(actor: Actor, projectId: string): Promise<TenderDocumentView[]> {
      const project = await readableProject(db, actor, projectId);
      // A supplier reads them once its document fee (when the rules set one) is approved.
      if (isFormalSupplier(actor)) await assertDocumentsPaid(db, project.id, actor.departId);
      return (await repo.listDocuments(db, project.id)).map(repo.documentView);
    },

    /** The stored file of a document the actor may read. */
    async open(actor: Actor, id: string): Promise<{ document: TenderDocumentView; file: string }> {
      const row = await repo.findDocument(db, id);
      const project = row && !row.removed ? await findProject(db, row.project_id) : undefined;
      if (!row || !project || !(await mayRead(db, actor, project))) throw documentNotFound();
      if (isFormalSupplier(actor)) await assertDocumentsPaid(db, project.id, actor.departId);
      return { document: repo.documentView(row), file: path.join(dir, path.basename(row.storage_name)) };
    },
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
