import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSTRUCTION_PATHS as PATHS } from '@/shared/contracts/construction-paths';
import { DEMO_CONSTRUCTION_CODES } from '@/server/db/seed/seed-construction';
import { DEMO_PROJECT_CODES } from '@/server/db/seed/seed-tenders';
import { authed, signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

describe.each(TARGETS)('linking tender projects to construction projects on %s', (target) => {
  let t: TestApp;
  let buyer: string;
  let draftTender: string;
  let publishedTender: string;
  let foreignTender: string;

  const call = (path: string, payload: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/bidprocurement${path}?langCode=en`,
      payload,
      headers: { ...authed(buyer), ...(key ? { 'idempotency-key': key } : {}) },
    });
  const body = async (res: Awaited<ReturnType<typeof call>>) => {
    expect(res.json().header.message).toBe('ok');
    return res.json().body;
  };
  const header = (res: Awaited<ReturnType<typeof call>>) => ({
    status: res.statusCode,
    ...res.json().header,
  });
  const linkOf = async (id: string) =>
    (
      await t.database.db
        .selectFrom('tender_projects')
        .select('construction_project_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).construction_project_id;
  const tenderId = async (code: string) =>
    (
      await t.database.db
        .selectFrom('tender_projects')
        .select('id')
        .where('project_code', '=', code)
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    t = await createTestApp(target);
    buyer = await signIn(t, 'buyer01');
    draftTender = await tenderId(DEMO_PROJECT_CODES.draft);
    publishedTender = await tenderId(DEMO_PROJECT_CODES.published);
    // A tender project of another organisation (the agency's).
    const agency = await t.database.db
      .selectFrom('organisations')
      .select('id')
      .where('code', '=', 'AGENCY-01')
      .executeTakeFirstOrThrow();
    foreignTender = `foreign-${target}`;
    const at = t.clock.now().toISOString();
    await t.database.db
      .insertInto('tender_projects')
      .values({
        id: foreignTender,
        project_code: `BL-FOREIGN-${target}`,
        name: '代理项目',
        tender_method: '01',
        budget: '1.00',
        description: null,
        depart_id: agency.id,
        status: '00',
        signup_end_time: at,
        quote_end_time: at,
        published_at: null,
        cancel_reason: null,
        opened_at: null,
        version: 1,
        created_by: 'x',
        updated_by: 'x',
        created_at: at,
        updated_at: at,
      })
      .execute();
  });
  afterAll(async () => t?.close());

  it('links an unlinked tender project once (idempotent), lists it, and unlinks it', async () => {
    const created = await body(
      await call(PATHS.save, {
        code: `LINK-${target}`,
        name: '集装箱码头扩建',
        ownerOrgName: '港务公司',
        region: '宁波',
        investment: '5000',
        startDate: '2026-01-01',
        endDate: '2027-01-01',
      }),
    );
    const candidates = await body(await call(PATHS.linkCandidates, { id: created.id }));
    expect(candidates.map((c: { id: string }) => c.id)).toContain(draftTender);
    expect(candidates.map((c: { id: string }) => c.id)).not.toContain(publishedTender);
    expect(candidates.map((c: { id: string }) => c.id)).not.toContain(foreignTender);

    const request = { id: created.id, projectId: draftTender, linked: true };
    const linked = await body(await call(PATHS.link, request, `link-${target}`));
    expect(linked.map((r: { projectCode: string }) => r.projectCode)).toEqual([DEMO_PROJECT_CODES.draft]);
    expect((await body(await call(PATHS.link, request, `link-${target}`))).length).toBe(1);
    expect(await linkOf(draftTender)).toBe(created.id);
    const again = header(await call(PATHS.link, request));
    expect([again.status, again.field]).toEqual([409, 'projectId']);
    const view = await body(await call(PATHS.get, { id: created.id }));
    expect(view.tenderCount).toBe(1);

    await body(await call(PATHS.link, { ...request, linked: false }));
    expect(await linkOf(draftTender)).toBeNull();
    const notLinked = header(await call(PATHS.link, { ...request, linked: false }));
    expect([notLinked.status, notLinked.message]).toEqual([
      409,
      'The tender project is not linked to this construction project',
    ]);
  });

  it("refuses a tender project linked elsewhere, another organisation's, or a completed project, changing nothing", async () => {
    const page = await body(await call(PATHS.page, { keyword: DEMO_CONSTRUCTION_CODES.preparing }));
    const preparing = page.records[0].id as string;
    const elsewhere = header(
      await call(PATHS.link, { id: preparing, projectId: publishedTender, linked: true }),
    );
    expect([elsewhere.status, elsewhere.field]).toEqual([409, 'projectId']);
    expect(await linkOf(publishedTender)).not.toBe(preparing);
    const foreign = header(await call(PATHS.link, { id: preparing, projectId: foreignTender, linked: true }));
    expect([foreign.status, foreign.field, foreign.message]).toEqual([
      404,
      'projectId',
      'Tender project not found',
    ]);
    expect(await linkOf(foreignTender)).toBeNull();
    const bad = header(await call(PATHS.link, { id: preparing, projectId: draftTender }));
    expect([bad.status, bad.field]).toEqual([400, 'linked']);

    for (const [status, reason] of [
      ['01', '开工'],
      ['02', '竣工'],
    ])
      await body(await call(PATHS.transition, { id: preparing, status, reason }));
    const completed = header(await call(PATHS.link, { id: preparing, projectId: draftTender, linked: true }));
    expect([completed.status, completed.field]).toEqual([409, 'id']);
    expect(await linkOf(draftTender)).toBeNull();
  });
});
