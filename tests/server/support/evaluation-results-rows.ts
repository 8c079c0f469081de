import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import { randomId } from '@/shared/format/random-id';
import { tenderRows } from './tender-rows';
import type { TestApp } from './test-app';

/**
 * A project in evaluation for the results tests, written straight into the database: a committee of
 * experts (tasks reviewing, 03; the first one elected leader), opened offers
 * with their prices, the price method, the steps, their criteria and the experts' submitted sheets.
 */
export interface SeedStep {
  code: string;
  criteria: { name: string; kind: 'score' | 'pass'; maxPoints?: string }[];
}

export function evaluationResultRows(t: () => TestApp) {
  const rows = tenderRows(t);
  const db = () => t().database.db;
  const now = () => t().clock.now().toISOString();
  let serial = 0;

  return {
    ...rows,

    async addExperts(prefix: string, count: number, orgId: string): Promise<{ login: string; id: string }[]> {
      const out: { login: string; id: string }[] = [];
      for (let i = 1; i <= count; i++) {
        const login = `${prefix}${i}`;
        out.push({
          login,
          id: await rows.addUser(login, `Expert ${prefix.toUpperCase()}${i}`, orgId, ROLES.FORMAL_EXPERT),
        });
      }
      return out;
    },

    async addProjectInEvaluation(
      buyerOrg: string,
      options: {
        experts: readonly string[];
        offers: readonly { org: string; price: string; receivedAt: string }[];
        priceMethod: 'lowest' | 'costPerformance';
        priceWeight: string;
        steps: readonly SeedStep[];
        name?: string;
      },
    ) {
      const projectId = await rows.addProject(buyerOrg, {
        status: PURCHASE_STATUS.EVALUATING,
        quoteDays: -1,
        signupDays: -2,
        name: options.name,
      });
      const base = t().clock.now().getTime();
      for (const [i, expert] of options.experts.entries()) {
        await db()
          .insertInto('evaluation_tasks')
          .values({
            id: randomId(),
            project_id: projectId,
            expert_user_id: expert,
            status: '03',
            assigned_by: 'test',
            assigned_at: new Date(base + i * 1000).toISOString(),
            updated_at: now(),
          })
          .execute();
      }
      await db()
        .insertInto('committee_elections')
        .values({
          project_id: projectId,
          round: 1,
          leader_user_id: options.experts[0] as string,
          elected_at: now(),
          updated_at: now(),
        })
        .execute();
      const offerIds: string[] = [];
      for (const offer of options.offers) {
        const id = randomId();
        offerIds.push(id);
        await rows.addSignup(projectId, offer.org, '01');
        await db()
          .insertInto('tender_offers')
          .values({
            id,
            project_id: projectId,
            supplier_depart_id: offer.org,
            user_id: 'test',
            ephemeral_public_key: 'x',
            iv: 'x',
            ciphertext: 'x',
            ciphertext_sha256: '0'.repeat(64),
            status: '02',
            received_at: offer.receivedAt,
            opened_json: JSON.stringify({ totalPrice: offer.price, deliveryDays: 10 }),
            opened_at: now(),
            updated_at: now(),
          })
          .execute();
      }
      await db()
        .insertInto('evaluation_configs')
        .values({
          project_id: projectId,
          price_method: options.priceMethod,
          price_weight: options.priceWeight,
          updated_by: options.experts[0] as string,
          updated_at: now(),
          version: 1,
        })
        .execute();
      const criteria: Record<string, string[]> = {};
      for (const [seq, step] of options.steps.entries()) {
        await db()
          .insertInto('evaluation_steps')
          .values({
            id: randomId(),
            project_id: projectId,
            step_code: step.code,
            seq: seq + 1,
            status: '00',
            summarised_by: null,
            summarised_at: null,
            created_at: now(),
          })
          .execute();
        criteria[step.code] = [];
        for (const [i, c] of step.criteria.entries()) {
          const id = randomId();
          criteria[step.code]?.push(id);
          await db()
            .insertInto('evaluation_criteria')
            .values({
              id,
              project_id: projectId,
              step_code: step.code,
              seq: i + 1,
              name: c.name,
              kind: c.kind,
              max_points: c.maxPoints ?? null,
              created_at: now(),
            })
            .execute();
        }
      }
      return { projectId, offerIds, criteria };
    },

    /** One expert's submitted sheet: lines of [criterionId, offerId, points or pass/fail, reason]. */
    async addSheet(
      projectId: string,
      stepCode: string,
      expert: string,
      lines: readonly [string, string, string | boolean, string?][],
    ) {
      const sheetId = randomId();
      serial += 1;
      await db()
        .insertInto('evaluation_sheets')
        .values({
          id: sheetId,
          project_id: projectId,
          step_code: stepCode,
          expert_user_id: expert,
          submitted_at: new Date(t().clock.now().getTime() + serial).toISOString(),
        })
        .execute();
      for (const [criterionId, offerId, mark, reason] of lines) {
        await db()
          .insertInto('evaluation_scores')
          .values({
            sheet_id: sheetId,
            criterion_id: criterionId,
            offer_id: offerId,
            points: typeof mark === 'string' ? mark : null,
            passed: typeof mark === 'boolean' ? (mark ? 1 : 0) : null,
            reason: reason ?? null,
          })
          .execute();
      }
    },
  };
}
