import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { CONSTRUCTION_STATUS } from '@/shared/codes/plans';
import {
  CONSTRUCTION_SCAN_MAX_BYTES,
  type ConstructionProjectView,
  type ConstructionScanView,
} from '@/shared/contracts/construction-projects';
import { randomId } from '@/shared/format/random-id';
import type { Database } from '../../db/database';
import { transact } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Actor, RequestContext } from '../../lib/request-context';
import type { AuditService } from '../audit/service';
import { constructionKeeper, constructionNotFound, ownConstruction } from './access';
import * as repo from './repository';

type Ctx = Pick<RequestContext, 'actor' | 'idempotency' | 'requestId'>;

const startsWith = (head: Buffer, bytes: readonly number[]) =>
  head.length >= bytes.length && bytes.every((b, i) => head[i] === b);

/** The scan's kinds, recognised by their first bytes rather than by what the browser claims. */
const KINDS: readonly { extensions: readonly string[]; mime: string; magic: readonly number[] }[] = [
  { extensions: ['pdf'], mime: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { extensions: ['png'], mime: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { extensions: ['jpg', 'jpeg'], mime: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
];

export const scanRefused = (rule: 'type' | 'tooLarge' | 'missing') =>
  new AppError('VALIDATION_FAILED', { messageKey: `construction:errors.scan.${rule}`, field: 'file', rule });

/** A file name safe to store and send back: no folders, no control characters, at most 255. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return [...(cleaned || 'scan')].slice(0, 255).join('');
}

function mimeOf(fileName: string, data: Buffer): string {
  const dot = fileName.lastIndexOf('.');
  const ext = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  const kind = KINDS.find((k) => k.extensions.includes(ext) && startsWith(data.subarray(0, 16), k.magic));
  if (!kind || data.length === 0) throw scanRefused('type');
  if (data.length > CONSTRUCTION_SCAN_MAX_BYTES) throw scanRefused('tooLarge');
  return kind.mime;
}

export interface ScanDeps {
  database: Database;
  clock: Clock;
  audit: AuditService;
  /** Scans live in dataDir/construction-scans under random names. */
  dataDir: string;
}

/** The approval scan of a project: one file, replaced by the next upload; read by its organisation. */
export function createScanMethods({ database, clock, audit, dataDir }: ScanDeps) {
  const dir = path.join(dataDir, 'construction-scans');
  return {
    async uploadScan(
      ctx: Ctx,
      input: { id: string; fileName: string; data: Buffer },
    ): Promise<ConstructionProjectView> {
      const actor = constructionKeeper(ctx.actor);
      const fileName = cleanName(input.fileName);
      const mime = mimeOf(fileName, input.data);
      const storageName = randomId(32);
      const written = path.join(dir, storageName);
      try {
        return await transact(database, clock, ctx, async (trx) => {
          const before = ownConstruction(actor, await repo.findProject(trx, input.id));
          if (before.status === CONSTRUCTION_STATUS.COMPLETED)
            throw new AppError('CONFLICT', { messageKey: 'construction:errors.completed', rule: 'status' });
          await fs.mkdir(dir, { recursive: true });
          await fs.writeFile(written, input.data, { mode: 0o600 });
          const changed = await repo.updateProject(trx, before, {
            scan_file_name: fileName,
            scan_mime: mime,
            scan_size: input.data.length,
            scan_sha256: createHash('sha256').update(input.data).digest('hex'),
            scan_storage_name: storageName,
            version: before.version + 1,
            updated_by: actor.userId,
            updated_at: clock.now().toISOString(),
          });
          if (!changed)
            throw new AppError('CONFLICT', {
              messageKey: 'construction:errors.changedMeanwhile',
              rule: 'version',
            });
          const after = ownConstruction(actor, await repo.findProject(trx, before.id));
          await audit.append(
            trx,
            actor,
            { entityType: 'constructionProject', entityId: before.id, action: 'scan', before, after },
            ctx.requestId,
          );
          return after;
        });
      } catch (error) {
        // Nothing stored without its row: a refused or failed upload leaves no file behind.
        await fs.rm(written, { force: true });
        throw error;
      }
    },

    /** The scan of a project of the actor's organisation, and where its file is. */
    async openScan(
      actor: Actor,
      id: string,
    ): Promise<{ scan: ConstructionScanView & { sha256: string }; file: string }> {
      const own = constructionKeeper(actor);
      const row = await repo.scanOf(database.db, id);
      if (!row || row.depart_id !== own.departId || !row.scan_storage_name || !row.scan_file_name)
        throw constructionNotFound();
      return {
        scan: {
          fileName: row.scan_file_name,
          mime: row.scan_mime ?? 'application/octet-stream',
          size: Number(row.scan_size ?? 0),
          sha256: row.scan_sha256 ?? '',
        },
        file: path.join(dir, row.scan_storage_name),
      };
    },
  };
}
