import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { randomId } from '@/shared/format/random-id';
import { tenderRows } from './tender-rows';
import type { TestApp } from './test-app';

const DAY = 86_400_000;

/**
 * A project in result publicity (06) for the results tests, written straight into the database: opened
 * offers with their outcomes (ranked in the order given, the first `candidates` of them candidates), the
 * publicity period and, for goods, subject matters (one of them behind a plan line in a scheme, 06).
 */
export function resultRows(t: () => TestApp) {
  const rows = tenderRows(t);
  const db = () => t().database.db;
  const now = () => t().clock.now().toISOString();

  return {
    ...rows,

    async addPublicityProject(
      buyerOrg: string,
      options: {
        offers: readonly { org: string; price: string; total: string }[];
        /** Calendar days from the clock's now to the end of the publicity (negative: already over). */
        endsInDays?: number;
        tenderMethod?: string;
        goods?: readonly { name: string; quantity: string }[];
        /** Leave the publicity row out (a project moved to 06 outside the signed report). */
        noPublicity?: boolean;
      },
    ) {
      const projectId = await rows.addProject(buyerOrg, {
        status: PURCHASE_STATUS.PUBLICITY,
        quoteDays: -5,
        signupDays: -6,
      });
      if (options.tenderMethod)
        await db()
          .updateTable('tender_projects')
          .set({ tender_method: options.tenderMethod })
          .where('id', '=', projectId)
          .execute();
      const offerIds: string[] = [];
      for (const [i, offer] of options.offers.entries()) {
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
            status: '05',
            received_at: new Date(Date.parse(now()) - (10 - i) * 60_000).toISOString(),
            opened_json: JSON.stringify({ totalPrice: offer.price }),
            opened_at: now(),
            updated_at: now(),
          })
          .execute();
        await db()
          .insertInto('evaluation_outcomes')
          .values({
            project_id: projectId,
            offer_id: id,
            price: offer.price,
            scores: `${offer.total}/1`,
            price_score: '0/1',
            total: `${offer.total}/1`,
            rank: i + 1,
            candidate: i < 3 ? 1 : 0,
            reasons_json: null,
            decided_at: now(),
          })
          .execute();
      }
      if (!options.noPublicity) {
        const end = Date.parse(now()) + (options.endsInDays ?? 3) * DAY;
        await db()
          .insertInto('result_publicity')
          .values({
            project_id: projectId,
            started_at: new Date(end - 3 * DAY).toISOString(),
            ends_at: new Date(end).toISOString(),
            days: 3,
          })
          .execute();
      }
      const subjectIds: string[] = [];
      for (const [i, g] of (options.goods ?? []).entries()) {
        const id = randomId();
        subjectIds.push(id);
        await db()
          .insertInto('subject_matters')
          .values({
            id,
            project_id: projectId,
            line_no: i + 1,
            material_id: null,
            category_code: null,
            material_name: g.name,
            specification: null,
            quantity: g.quantity,
            unit_code: 'EA',
            unit_price: '1.00',
            amount_cents: '100',
            delivery_place: null,
            delivery_date: null,
            remark: null,
            version: 1,
            created_by: 'test',
            updated_by: 'test',
            created_at: now(),
            updated_at: now(),
          })
          .execute();
      }
      return { projectId, offerIds, subjectIds };
    },

    /** A copy of a demo plan line, in a scheme (06), behind the subject matter. */
    async addPlanLineBehind(subjectMatterId: string): Promise<string> {
      const line = await db().selectFrom('plan_lines').selectAll().limit(1).executeTakeFirstOrThrow();
      const id = randomId();
      await db()
        .insertInto('plan_lines')
        .values({
          ...line,
          amount_cents: String(line.amount_cents),
          id,
          line_no: 9000 + Math.floor(Math.random() * 999),
          status: '06',
        })
        .execute();
      await db()
        .insertInto('subject_matter_plan_lines')
        .values({ subject_matter_id: subjectMatterId, plan_line_id: id })
        .execute();
      return id;
    },

    /** Moves the publicity's end to a day behind the clock (sessions would not survive moving it). */
    async endPublicity(projectId: string): Promise<void> {
      await db()
        .updateTable('result_publicity')
        .set({ ends_at: new Date(t().clock.now().getTime() - DAY).toISOString() })
        .where('project_id', '=', projectId)
        .execute();
    },
  };
}
