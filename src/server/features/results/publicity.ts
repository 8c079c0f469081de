import { PROCUREMENT_CONFIG_DEFAULTS } from '@/shared/contracts/admin-config-settings';
import type { Trx } from '../../db/transact';
import { SYSTEM_ACTOR } from '../../lib/request-context';
import type { TenderDeps } from '../tender-common';
import * as repo from './repository';

const DAY_MS = 86_400_000;

/**
 * The publicityDays setting read through the signing transaction: on SQLite the one connection is held
 * by it, so deps.publicityDays (a read on its own connection) would wait for it forever. Same rule as
 * the setting's own read: a whole count >= 0, else the default.
 */
async function publicityDaysIn(trx: Trx): Promise<number> {
  const row = await trx
    .selectFrom('system_configs')
    .select('config_value')
    .where('config_type', '=', '01')
    .where('config_key', '=', 'publicityDays')
    .executeTakeFirst();
  const value = Number(row?.config_value?.trim());
  return Number.isInteger(value) && value >= 0 ? value : PROCUREMENT_CONFIG_DEFAULTS.publicityDays;
}

/**
 * evaluation-results' afterPublicity: the project entered publicity (06) at `at` (ISO server time);
 * records the period of publicityDays calendar days (audited as the server's step: the signer's own
 * entry precedes it in the same transaction).
 */
export function createPublicityStarter({ audit }: TenderDeps) {
  return async function startPublicity(trx: Trx, projectId: string, at: string): Promise<void> {
    if (await repo.findPublicity(trx, projectId)) return;
    const days = await publicityDaysIn(trx);
    const row = {
      project_id: projectId,
      started_at: at,
      ends_at: new Date(Date.parse(at) + days * DAY_MS).toISOString(),
      days,
    };
    await repo.insertPublicity(trx, row);
    await audit.append(trx, SYSTEM_ACTOR, {
      entityType: 'resultPublicity',
      entityId: projectId,
      action: 'start',
      after: row,
    });
  };
}
