import { randomId } from '@/shared/format/random-id';
import { lineAmountCents } from '@/shared/rules/plan-money';
import type { Trx } from '../transact';

/** [material, specification, quantity, unit, unit price (yuan), delivery place] of each demo line. */
type DemoLine = readonly [string, string, string, string, string, string];

const DEMO_LINES: Readonly<Record<string, readonly DemoLine[]>> = {
  // 580,000.00 yuan, as the project's budget.
  'BL-DEMO-0001': [
    ['LED 道路照明灯具', '150W，4000K，IP66', '200', 'set', '1500.00', '港区主干道'],
    ['LED 投光灯', '400W，4000K，IP66', '120', 'set', '2000.00', '集装箱堆场'],
    ['灯具安装与调试', '含高空作业及三年质保', '1', 'set', '40000.00', '港区'],
  ],
  // 120,000.00 yuan.
  'BL-DEMO-0002': [
    ['A4 复印纸', '70g，500 张/包，8 包/箱', '500', 'box', '150.00', '集团本部'],
    ['中性笔', '0.5mm 黑色', '3000', 'pcs', '15.00', '集团本部'],
  ],
};

/**
 * Subject matters of the demo projects (issue 16): a few lines each whose amounts add up to the
 * project's budget. A project that already has subject matters is left as it is.
 */
export async function seedSubjectMatterDemo(trx: Trx, buyer: string, now: Date): Promise<void> {
  const at = now.toISOString();
  for (const [code, lines] of Object.entries(DEMO_LINES)) {
    const project = await trx
      .selectFrom('tender_projects')
      .select('id')
      .where('project_code', '=', code)
      .executeTakeFirst();
    if (!project) continue;
    const existing = await trx
      .selectFrom('subject_matters')
      .select('id')
      .where('project_id', '=', project.id)
      .executeTakeFirst();
    if (existing) continue;
    for (const [i, [name, spec, quantity, unit, price, place]] of lines.entries()) {
      await trx
        .insertInto('subject_matters')
        .values({
          id: randomId(),
          project_id: project.id,
          line_no: i + 1,
          material_id: null,
          category_code: null,
          material_name: name,
          specification: spec,
          quantity,
          unit_code: unit,
          unit_price: price,
          amount_cents: String(lineAmountCents(quantity, price) ?? 0n),
          delivery_place: place,
          delivery_date: null,
          remark: null,
          version: 1,
          created_by: buyer,
          updated_by: buyer,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
  }
}
