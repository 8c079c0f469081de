import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@/shared/codes/roles';
import { OBJECTION_PATHS as O } from '@/shared/contracts/objection-paths';
import { RESULT_PATHS as P } from '@/shared/contracts/results-paths';
import { randomId } from '@/shared/format/random-id';
import { resultRows } from './support/result-rows';
import { authed, signIn } from './support/sign-in';
import { tenderCalls } from './support/tender-calls';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const DAY = 86_400_000;

/**
 * Results (issue 20): the publicity period from the publicityDays setting, who reads the published
 * candidates, result objections only during publicity, the winner confirmation (a reason when not the
 * first), the goods allotment in exact decimals, the conclusion's refusals and its one transaction
 * (07, audit, plan lines procured), and who may do what.
 */
describe.each(TARGETS)('results on %s', (target) => {
  let t: TestApp;
  const fx = resultRows(() => t);
  const { call } = tenderCalls(() => t);
  const token: Record<string, string> = {};
  const as = (login: string) => token[login] as string;
  const org = { buyer: '', a: '', b: '', c: '', outsider: '', otherBuyer: '' };

  const ok = async (res: Promise<LightMyRequestResponse>) => {
    const r = await res;
    const json = r.json();
    expect(json.header.ret, JSON.stringify(json.header)).toBe('0');
    return json.body;
  };
  const refused = async (res: Promise<LightMyRequestResponse>, status: number) => {
    const r = await res;
    expect(r.statusCode, r.body).toBe(status);
    return r.json().header as { ret: string; message: string; field?: string; rule?: string };
  };
  const offers = () => [
    { org: org.a, price: '90000.00', total: '95' },
    { org: org.b, price: '85000.00', total: '90' },
    { org: org.c, price: '99000.00', total: '80' },
  ];

  beforeAll(async () => {
    t = await createTestApp(target);
    org.buyer = await fx.orgId('GROUP-PROC');
    org.a = await fx.orgId('SUPPLIER-01');
    org.b = await fx.addOrg('RES-B', 'Supplier B', '03');
    org.c = await fx.addOrg('RES-C', 'Supplier C', '03');
    org.outsider = await fx.addOrg('RES-OUT', 'Outsider', '03');
    org.otherBuyer = await fx.addOrg('RES-BUY2', 'Other buyer', '01');
    await fx.addUser('ressupb', 'ressupb', org.b, ROLES.FORMAL_SUPPLIER);
    await fx.addUser('resout', 'resout', org.outsider, ROLES.FORMAL_SUPPLIER);
    await fx.addUser('resbuyer2', 'resbuyer2', org.otherBuyer, ROLES.FORMAL_BUYER);
    for (const login of ['buyer01', 'supplier01', 'ressupb', 'resout', 'resbuyer2', 'expert01'])
      token[login] = await signIn(t, login);
  });
  afterAll(async () => t?.close());

  it('records the publicity for publicityDays calendar days from the signed report (default 3)', async () => {
    const start = async () => {
      const { projectId } = await fx.addPublicityProject(org.buyer, { offers: offers(), noPublicity: true });
      const at = '2026-11-20T02:00:00.000Z';
      await t.database.db
        .transaction()
        .execute((trx) => t.services.tenders.results.startPublicity(trx, projectId, at));
      // Called twice (a replay), the period stands.
      await t.database.db
        .transaction()
        .execute((trx) =>
          t.services.tenders.results.startPublicity(trx, projectId, '2026-12-01T00:00:00.000Z'),
        );
      return t.database.db
        .selectFrom('result_publicity')
        .selectAll()
        .where('project_id', '=', projectId)
        .executeTakeFirstOrThrow();
    };
    const setDays = (value: string) =>
      t.database.db
        .updateTable('system_configs')
        .set({ config_value: value })
        .where('config_type', '=', '01')
        .where('config_key', '=', 'publicityDays')
        .execute();
    const byDefault = await start();
    expect([byDefault.days, byDefault.ends_at]).toEqual([3, '2026-11-23T02:00:00.000Z']);
    await setDays('5');
    const five = await start();
    expect([five.days, five.started_at, five.ends_at]).toEqual([
      5,
      '2026-11-20T02:00:00.000Z',
      '2026-11-25T02:00:00.000Z',
    ]);
    await setDays('3');
  });

  it('publishes the candidates to the buyer side, the bidders and, for open tenders, any supplier', async () => {
    const open = await fx.addPublicityProject(org.buyer, { offers: offers() });
    const invited = await fx.addPublicityProject(org.buyer, { offers: offers(), tenderMethod: '02' });
    const view = await ok(call(P.publicity, as('supplier01'), { projectId: open.projectId }));
    expect(
      view.candidates.map((c: { rank: number; price: string; score: string }) => [c.rank, c.price, c.score]),
    ).toEqual([
      [1, '90000.00', '95.00'],
      [2, '85000.00', '90.00'],
      [3, '99000.00', '80.00'],
    ]);
    expect(Date.parse(view.endsAt) - Date.parse(view.serverNow)).toBe(3 * DAY);
    await ok(call(P.publicity, as('buyer01'), { projectId: invited.projectId }));
    await ok(call(P.publicity, as('ressupb'), { projectId: invited.projectId }));
    // Not a bidder: an open tender's publicity yes, an invitation-only one answers as missing.
    await ok(call(P.publicity, as('resout'), { projectId: open.projectId }));
    await refused(call(P.publicity, as('resout'), { projectId: invited.projectId }), 404);
    await refused(call(P.publicity, as('resbuyer2'), { projectId: open.projectId }), 404);
    const listed = await ok(call(P.publicityProjects, as('resout'), {}));
    const ids = listed.map((p: { id: string }) => p.id);
    expect(ids).toContain(open.projectId);
    expect(ids).not.toContain(invited.projectId);
  });

  it('accepts result objections only during the publicity window', async () => {
    const letter = (projectId: string) => ({
      projectId,
      kind: '03',
      title: `Ranking ${randomId(4)}`,
      contentHtml: '<p>The ranking is wrong.</p>',
    });
    const during = await fx.addPublicityProject(org.buyer, { offers: offers() });
    await ok(call(O.file, as('supplier01'), letter(during.projectId)));
    const over = await fx.addPublicityProject(org.buyer, { offers: offers(), endsInDays: -1 });
    const late = await refused(call(O.file, as('supplier01'), letter(over.projectId)), 409);
    expect([late.field, late.rule]).toEqual(['kind', 'windowClosed']);
    const none = await fx.addPublicityProject(org.buyer, { offers: offers(), noPublicity: true });
    await refused(call(O.file, as('supplier01'), letter(none.projectId)), 409);
    const fileable = await ok(call(O.fileable, as('supplier01'), {}));
    const kinds = (id: string) => fileable.find((p: { projectId: string }) => p.projectId === id)?.kinds;
    expect(kinds(during.projectId)).toEqual(['03']);
    expect(kinds(over.projectId)).toBeUndefined();
  });

  it('requires a reason for a winner not ranked first; suppliers and other buyers cannot confirm', async () => {
    const { projectId, offerIds } = await fx.addPublicityProject(org.buyer, { offers: offers() });
    const second = offerIds[1] as string;
    const noReason = await refused(
      call(P.confirm, as('buyer01'), { projectId, winners: [{ offerId: second }] }),
      400,
    );
    expect([noReason.field, noReason.rule]).toEqual(['winners.0.reason', 'reasonRequired']);
    await refused(call(P.confirm, as('supplier01'), { projectId, winners: [{ offerId: offerIds[0] }] }), 403);
    await refused(call(P.confirm, as('resbuyer2'), { projectId, winners: [{ offerId: offerIds[0] }] }), 404);
    await refused(call(P.content, as('resbuyer2'), { projectId }), 404);
    await refused(call(P.content, as('supplier01'), { projectId }), 403);
    await refused(call(P.confirm, as('buyer01'), { projectId, winners: [{ offerId: 'nope' }] }), 400);
    const view = await ok(
      call(P.confirm, as('buyer01'), {
        projectId,
        winners: [{ offerId: second, reason: 'First one withdrew' }],
      }),
    );
    expect(view.winners).toMatchObject([
      { offerId: second, orgId: org.b, rank: 2, price: '85000.00', reason: 'First one withdrew' },
    ]);
  });

  it('refuses the conclusion before the end, with an open result objection, without winners', async () => {
    const { projectId, offerIds } = await fx.addPublicityProject(org.buyer, { offers: offers() });
    const conclude = (key?: string) => call(P.conclude, as('buyer01'), { projectId }, key);
    expect((await refused(conclude(), 409)).rule).toBe('publicityRunning');
    const objection = await ok(
      call(O.file, as('ressupb'), { projectId, kind: '03', title: 'Score', contentHtml: '<p>Recount.</p>' }),
    );
    await fx.endPublicity(projectId);
    expect((await refused(conclude(), 409)).rule).toBe('objectionOpen');
    const content = await ok(call(P.content, as('buyer01'), { projectId }));
    expect(content.blockers).toEqual(['objectionOpen', 'noWinners']);
    await ok(call(O.answer, as('buyer01'), { id: objection.id, answerHtml: '<p>Checked.</p>' }));
    expect((await refused(conclude(), 409)).rule).toBe('noWinners');
    await ok(call(P.confirm, as('buyer01'), { projectId, winners: [{ offerId: offerIds[0] }] }));
    await refused(call(P.conclude, as('supplier01'), { projectId }), 403);
    await refused(call(P.conclude, as('resbuyer2'), { projectId }), 404);
    const done = await ok(conclude('res-conclude-1'));
    expect([done.project.status, done.blockers]).toEqual(['07', ['notPublicity']]);
    // Replayed under its key: the same answer, no second move.
    expect((await ok(conclude('res-conclude-1'))).project.status).toBe('07');
    expect((await refused(conclude(), 409)).rule).toBe('status');
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_type', '=', 'tenderProject')
      .where('entity_id', '=', projectId)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['conclude']);
  });

  it('allots goods among winners in exact decimals, then concludes and procures the plan lines', async () => {
    const { projectId, offerIds, subjectIds } = await fx.addPublicityProject(org.buyer, {
      offers: offers(),
      goods: [
        { name: 'Valves', quantity: '0.3' },
        { name: 'Pipes', quantity: '1000' },
      ],
    });
    const [valves, pipes] = subjectIds as [string, string];
    const planLine = await fx.addPlanLineBehind(valves);
    await fx.endPublicity(projectId);
    await ok(
      call(P.confirm, as('buyer01'), {
        projectId,
        winners: [{ offerId: offerIds[0] }, { offerId: offerIds[1], reason: 'Split award' }],
      }),
    );
    expect((await refused(call(P.conclude, as('buyer01'), { projectId }), 409)).rule).toBe('allotment');
    const allot = (valvesA: string, valvesB: string, pipesA = '600', pipesB = '400') =>
      call(P.allot, as('buyer01'), {
        projectId,
        lines: [
          { subjectMatterId: valves, orgId: org.a, quantity: valvesA },
          { subjectMatterId: valves, orgId: org.b, quantity: valvesB },
          { subjectMatterId: pipes, orgId: org.a, quantity: pipesA },
          { subjectMatterId: pipes, orgId: org.b, quantity: pipesB },
        ],
      });
    // 0.1 + 0.2 is 0.3 exactly (a float sum would be 0.30000000000000004); 0.1 + 0.2001 is not.
    const short = await refused(allot('0.1', '0.2001'), 400);
    expect(short.rule).toBe('allotmentSum');
    await refused(allot('0.1', '0.2', '600', '399.9999'), 400);
    await refused(
      call(P.allot, as('buyer01'), {
        projectId,
        lines: [{ subjectMatterId: valves, orgId: org.c, quantity: '0.3' }],
      }),
      400,
    );
    await refused(allot('-0.1', '0.4'), 400);
    const view = await ok(allot('0.1', '0.2'));
    expect(view.blockers).toEqual([]);
    expect(view.subjectMatters[0].allotments).toEqual([
      { orgId: org.a, quantity: '0.1' },
      { orgId: org.b, quantity: '0.2' },
    ]);
    const done = await ok(call(P.conclude, as('buyer01'), { projectId }));
    expect(done.project.status).toBe('07');
    const line = await t.database.db
      .selectFrom('plan_lines')
      .select('status')
      .where('id', '=', planLine)
      .executeTakeFirstOrThrow();
    expect(line.status).toBe('07');
    // After the conclusion nothing changes any more.
    await refused(allot('0.1', '0.2'), 409);
  });

  it('seeds a demo project in publicity and a concluded one with notices and a contract to sign', async () => {
    const db = t.database.db;
    const project = (code: string) =>
      db
        .selectFrom('tender_projects')
        .select(['id', 'status'])
        .where('project_code', '=', code)
        .executeTakeFirstOrThrow();
    const publicity = await project('BL-DEMO-0601');
    expect(publicity.status).toBe('06');
    const listed = await ok(call(P.publicityProjects, as('supplier01'), {}));
    expect(listed.map((p: { id: string }) => p.id)).toContain(publicity.id);
    const view = await ok(call(P.publicity, as('supplier01'), { projectId: publicity.id }));
    expect(view.candidates.length).toBeGreaterThan(0);
    expect(Date.parse(view.endsAt)).toBeGreaterThan(Date.parse(view.serverNow));
    const concluded = await project('BL-DEMO-0701');
    expect(concluded.status).toBe('07');
    const content = await ok(call(P.content, as('buyer01'), { projectId: concluded.id }));
    expect(content.winners).toHaveLength(1);
    const notices = await db
      .selectFrom('result_notices')
      .select(['kind', 'amount', 'reason'])
      .where('project_id', '=', concluded.id)
      .orderBy('kind')
      .execute();
    expect(notices[0]).toMatchObject({ kind: '01', amount: content.winners[0].price });
    if (notices[1]) expect(notices[1].reason).toBeTruthy();
    const contract = await db
      .selectFrom('contracts')
      .select(['status', 'amount'])
      .where('project_id', '=', concluded.id)
      .executeTakeFirstOrThrow();
    expect(contract).toEqual({ status: '00', amount: content.winners[0].price });
    // A second start adds nothing.
    const { seedResultsDemo } = await import('@/server/db/seed/seed-results');
    await seedResultsDemo(t.database, t.clock, fs.mkdtempSync(path.join(os.tmpdir(), 'bidline-results-')));
    const count = await db
      .selectFrom('tender_projects')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('project_code', 'in', ['BL-DEMO-0601', 'BL-DEMO-0701'])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });

  it('answers bad input to every result route with a 4xx and changes nothing', async () => {
    const { projectId, offerIds } = await fx.addPublicityProject(org.buyer, { offers: offers() });
    const raw = (url: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: `/bidprocurement${url}?langCode=en`,
        payload,
        headers: { ...authed(as('buyer01')), 'content-type': 'application/json' },
      });
    const bodies = [
      '[]',
      '"x"',
      '{',
      JSON.stringify({ projectId: 12 }),
      JSON.stringify({ projectId: 'x'.repeat(5000) }),
      JSON.stringify({ projectId, winners: 'all' }),
      JSON.stringify({ projectId, winners: [{ offerId: offerIds[0], reason: 7 }] }),
      JSON.stringify({ projectId, winners: [] }),
      JSON.stringify({ projectId, lines: [{ subjectMatterId: 'a', orgId: 'b', quantity: '1e3' }] }),
      JSON.stringify({ projectId, lines: [{ subjectMatterId: 'a', orgId: 'b', quantity: '0.12345' }] }),
    ];
    const statuses = new Set<number>();
    for (const url of Object.values(P))
      for (const payload of bodies) {
        const r = await raw(url, payload);
        statuses.add(r.statusCode);
        // Some bodies are valid for the reads (a project id only): those answer 200; never a 500.
        expect(r.statusCode, `${url} ${payload.slice(0, 60)} ${r.body.slice(0, 200)}`).toBeLessThan(500);
      }
    // Signed in: the contracts refuse (400), the reads of a project id answer (200), the conclusion of
    // a project still in publicity is refused (409).
    expect([...statuses].sort()).toEqual([200, 400, 409]);
    const winners = await t.database.db
      .selectFrom('result_winners')
      .select('org_id')
      .where('project_id', '=', projectId)
      .execute();
    expect(winners).toEqual([]);
  });

  it('lists the final quotations for the buyer side only', async () => {
    const { projectId } = await fx.addPublicityProject(org.buyer, { offers: offers() });
    const view = await ok(call(P.quotations, as('buyer01'), { projectId }));
    expect(view.quotations.map((q: { openedPrice: string; finalPrice: string }) => q.finalPrice)).toEqual([
      '90000.00',
      '85000.00',
      '99000.00',
    ]);
    await refused(call(P.quotations, as('ressupb'), { projectId }), 403);
  });
});
