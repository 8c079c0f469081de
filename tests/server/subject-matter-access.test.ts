import { describe, expect, it } from 'vitest';
import { SUBJECT_MATTER_PATHS as P } from '@/shared/contracts/subject-matter-paths';
import { randomId } from '@/shared/format/random-id';
import { TARGETS } from './support/test-app';
import { subjectMatterFixture } from './support/subject-matter-fixture';

describe.each(TARGETS)('subject matters on %s: who may change or read them, amendments', (target) => {
  const s = subjectMatterFixture(target);
  const { tk, fx, c, add, list, draft } = s;

  it('lets only the project organisation change them, signed-up suppliers and the committee read them', async () => {
    const p = await draft();
    await c.ok(add(p));
    for (const path of [P.list, P.read]) {
      const other = await c.refused(c.call(path, tk.buyer02 as string, { projectId: p }));
      expect([other.status, other.field]).toEqual([404, 'projectId']);
    }
    expect((await c.refused(add(p, {}, tk.buyer02 as string))).status).toBe(404);
    expect((await c.refused(c.call(P.read, tk.supplier01 as string, { projectId: p }))).status).toBe(404);
    expect((await c.refused(c.call(P.list, tk.supplier01 as string, { projectId: p }))).status).toBe(403);

    const pub = await fx.addProject(s.proc, { status: '03' });
    await s.t.database.db
      .insertInto('subject_matters')
      .values({
        id: randomId(),
        project_id: pub,
        line_no: 1,
        material_id: null,
        category_code: null,
        material_name: '灯具',
        specification: null,
        quantity: '1',
        unit_code: 'pcs',
        unit_price: '1.00',
        amount_cents: '100',
        delivery_place: null,
        delivery_date: null,
        remark: null,
        version: 1,
        created_by: 'test',
        updated_by: 'test',
        created_at: s.t.clock.now().toISOString(),
        updated_at: s.t.clock.now().toISOString(),
      })
      .execute();
    expect((await c.refused(c.call(P.read, tk.supplier01 as string, { projectId: pub }))).status).toBe(404);
    await fx.addSignup(pub, s.supplierOrg, '00');
    const read = await c.ok(c.call(P.read, tk.supplier01 as string, { projectId: pub }));
    expect([read.editable, read.lines.length, read.total]).toEqual([false, 1, '1.00']);
    expect((await c.refused(c.call(P.read, tk.supplier02t as string, { projectId: pub }))).status).toBe(404);
    expect((await c.refused(c.call(P.read, tk.expert01 as string, { projectId: pub }))).status).toBe(404);
    const expertId = await fx.userId('expert01');
    await s.t.database.db
      .insertInto('evaluation_tasks')
      .values({
        id: randomId(),
        project_id: pub,
        expert_user_id: expertId,
        status: '00',
        assigned_by: 'test',
        assigned_at: s.t.clock.now().toISOString(),
        updated_at: s.t.clock.now().toISOString(),
      })
      .execute();
    expect((await c.ok(c.call(P.read, tk.expert01 as string, { projectId: pub }))).lines).toHaveLength(1);

    const submitted = await fx.addProject(s.proc, { status: '01' });
    const fixed = await c.refused(add(submitted));
    expect([fixed.status, fixed.field, fixed.message]).toEqual([
      409,
      'projectId',
      'The subject matters cannot be changed while the project is in this status',
    ]);
  });

  it('records a change after publication as an amendment, moving a near quote end', async () => {
    const amendments = (projectId: string) =>
      s.t.database.db
        .selectFrom('project_amendments')
        .select(['version', 'summary_json', 'old_quote_end_time', 'new_quote_end_time'])
        .where('project_id', '=', projectId)
        .orderBy('version')
        .execute();
    const far = await fx.addProject(s.proc, { status: '03', quoteDays: 7 });
    expect((await list(far)).editable).toBe(true);
    await c.ok(add(far));
    const [first] = await amendments(far);
    expect(first?.version).toBe(1);
    expect(JSON.parse(first?.summary_json ?? '{}')).toEqual({
      what: 'rules',
      fields: ['subjectMatters'],
      detail: 'add',
    });
    expect(first?.new_quote_end_time).toBe(first?.old_quote_end_time);

    // One day left: the quote end moves so that amendMinDays (3) remain.
    const near = await fx.addProject(s.proc, { status: '03', signupDays: 1, quoteDays: 1 });
    await c.ok(add(near));
    const [moved] = await amendments(near);
    const now = s.t.clock.now().getTime();
    expect(Date.parse(moved?.new_quote_end_time ?? '')).toBe(now + 3 * 86_400_000);
    const opening = await fx.addProject(s.proc, { status: '04' });
    expect((await c.refused(add(opening))).status).toBe(409);
  });
});
