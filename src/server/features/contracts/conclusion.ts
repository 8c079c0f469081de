import { CONTRACT_STATUS as S } from '@/shared/codes/results';
import { randomId } from '@/shared/format/random-id';
import type { Trx } from '../../db/transact';
import type { Clock } from '../../lib/clock';
import type { RequestContext } from '../../lib/request-context';
import type { AuditService } from '../audit/service';
import * as repo from './repository';

/**
 * In the conclusion's transaction (06 -> 07, the results area's conclude move): one contract to sign
 * (00) per confirmed winner (result_winners) at the winner's price, audited. A winner that already has
 * its contract is skipped, so a rerun of the step adds none twice.
 */
export async function createContracts(
  trx: Trx,
  ctx: RequestContext,
  projectId: string,
  { clock, audit }: { clock: Clock; audit: AuditService },
): Promise<void> {
  const known = await repo.contractOrgsOf(trx, projectId);
  const at = clock.now().toISOString();
  for (const winner of await repo.winnersOf(trx, projectId)) {
    if (known.has(winner.org_id)) continue;
    known.add(winner.org_id);
    const id = randomId();
    await repo.insertContract(trx, {
      id,
      project_id: projectId,
      org_id: winner.org_id,
      amount: winner.price,
      status: S.TO_SIGN,
      signed_on: null,
      scan_file_name: null,
      scan_mime: null,
      scan_size: null,
      scan_sha256: null,
      scan_storage_name: null,
      termination_reason: null,
      created_at: at,
      updated_by: ctx.actor.userId,
      updated_at: at,
      version: 1,
    });
    const row = await repo.findContract(trx, id);
    const after = row ? repo.contractView(row) : undefined;
    await audit.append(
      trx,
      ctx.actor,
      { entityType: 'contract', entityId: id, action: 'create', after },
      ctx.requestId,
    );
  }
}
