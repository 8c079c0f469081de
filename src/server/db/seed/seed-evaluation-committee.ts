import { EVALUATION_STEP_STATUS, PRICE_METHOD } from '@/shared/codes/evaluation';
import { EXPERT_TASK_STATUS } from '@/shared/codes/procurement';
import type { Trx } from '../transact';
import { CRITERIA, PROJECT_ID, STEPS } from './seed-evaluation-data';

const DAY = 86_400_000;

/** expert01..expert03 signed in (no conflict declared), expert01 elected leader, review started. */
export async function seedCommittee(
  trx: Trx,
  expertIds: string[],
  buyerId: string,
  at: (ms: number) => string,
) {
  for (const [i, expertId] of expertIds.entries()) {
    const taskId = `${PROJECT_ID}-task-${i + 1}`;
    await trx
      .insertInto('evaluation_tasks')
      .values({
        id: taskId,
        project_id: PROJECT_ID,
        expert_user_id: expertId,
        status: EXPERT_TASK_STATUS.REVIEWING,
        assigned_by: buyerId,
        assigned_at: at(-3 * DAY + i * 60_000),
        updated_at: at(-5 * 3_600_000),
      })
      .execute();
    await trx
      .insertInto('committee_seats')
      .values({
        task_id: taskId,
        project_id: PROJECT_ID,
        expert_user_id: expertId,
        drawn: 0,
        specialty: null,
        signed_in_at: at(-6 * 3_600_000),
        declaration: '本人与各投标人无利害关系。',
      })
      .execute();
  }
  await trx
    .insertInto('committee_elections')
    .values({
      project_id: PROJECT_ID,
      round: 1,
      leader_user_id: expertIds[0] ?? null,
      elected_at: at(-5 * 3_600_000),
      updated_at: at(-5 * 3_600_000),
    })
    .execute();
}

export async function seedSetup(trx: Trx, buyerId: string, at: (ms: number) => string) {
  await trx
    .insertInto('evaluation_configs')
    .values({
      project_id: PROJECT_ID,
      price_method: PRICE_METHOD.COST_PERFORMANCE,
      price_weight: '30.00',
      updated_by: buyerId,
      updated_at: at(-10 * DAY),
      version: 2,
    })
    .execute();
  await trx
    .insertInto('evaluation_steps')
    .values(
      STEPS.map((step, i) => ({
        id: `${PROJECT_ID}-step-${step}`,
        project_id: PROJECT_ID,
        step_code: step,
        seq: i + 1,
        status: EVALUATION_STEP_STATUS.OPEN,
        summarised_by: null,
        summarised_at: null,
        created_at: at(-10 * DAY),
      })),
    )
    .execute();
  const seqs = new Map<string, number>();
  await trx
    .insertInto('evaluation_criteria')
    .values(
      CRITERIA.map((c) => {
        const seq = (seqs.get(c.step) ?? 0) + 1;
        seqs.set(c.step, seq);
        return {
          id: `${PROJECT_ID}-${c.id}`,
          project_id: PROJECT_ID,
          step_code: c.step,
          seq,
          name: c.name,
          kind: c.kind,
          max_points: c.max,
          created_at: at(-10 * DAY),
        };
      }),
    )
    .execute();
}
