import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@/shared/codes/roles';
import { randomId } from '@/shared/format/random-id';
import { OBJECTION_PATHS as P, objectionAttachmentPath } from '@/shared/contracts/objection-paths';
import { RESULT_PATHS as R } from '@/shared/contracts/results-paths';
import { multipartBody } from './support/chat-support';
import { authed, signIn } from './support/sign-in';
import { tenderCalls } from './support/tender-calls';
import { tenderParties } from './support/tender-party-fixtures';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const DAY = 86_400_000;
/** The test clock's start: Friday 2026-11-20 10:00 Beijing time. */
const START = '2026-11-20T02:00:00.000Z';

/**
 * Objections and complaints (issue 17): who may file which kind when, the due time in working days by
 * the holiday table, the status moves and their refusals, the conclusion block (06 -> 07), complaint
 * escalation to the supervisors, sanitising, attachments judged by content and size, data scope.
 */
describe.each(TARGETS)('objections on %s', (target) => {
  let t: TestApp;
  let dataDir: string;
  const fx = tenderParties(() => t);
  const { call } = tenderCalls(() => t);
  const token: Record<string, string> = {};
  const as = (login: string) => token[login] as string;
  const orgs = { buyer: '', s1: '', s2: '', s3: '', other: '' };
  const projects = { open: '', publicity: '', draft: '', otherOrg: '' };

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
  const letter = (projectId: string, kind: string, extra: object = {}) => ({
    projectId,
    kind,
    title: `Objection ${randomId(4)}`,
    contentHtml: '<p>The specification favours one brand.</p>',
    ...extra,
  });
  const fileAs = (login: string, body: object, key?: string) => call(P.file, as(login), body, key);
  async function attach(login: string, fields: Record<string, string>, file: { name: string; data: Buffer }) {
    const { payload, contentType } = await multipartBody(fields, file);
    return t.app.inject({
      method: 'POST',
      url: `/bidprocurement${P.attach}?langCode=en`,
      payload,
      headers: { ...authed(as(login)), 'content-type': contentType },
    });
  }
  /** Who was notified of the event about this objection (its link names it). */
  const notified = async (event: string, objectionId: string) => {
    const rows = await t.database.db
      .selectFrom('notifications as n')
      .innerJoin('users as u', 'u.id', 'n.user_id')
      .select('u.login_name')
      .where('n.event', '=', event)
      .where('n.link', 'like', `%${objectionId}%`)
      .execute();
    return rows.map((r) => r.login_name);
  };
  /** Its due time a day behind the clock (sessions would not survive moving the clock a week). */
  const pastDue = (id: string) =>
    t.database.db
      .updateTable('objections')
      .set({ due_at: new Date(t.clock.now().getTime() - DAY).toISOString() })
      .where('id', '=', id)
      .execute();

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bidline-objections-'));
    t = await createTestApp(target, { dataDir });
    t.clock.set(START);
    orgs.buyer = await fx.orgId('GROUP-PROC');
    orgs.s1 = await fx.orgId('SUPPLIER-01');
    orgs.s2 = await fx.addOrg('OBJ-S2', '第二供应商', '03');
    orgs.s3 = await fx.addOrg('OBJ-S3', '第三供应商', '03');
    orgs.other = await fx.addOrg('OBJ-OTHER', 'Other buyer org', '01');
    await fx.addUser('objsup02', 'objsup02', orgs.s2, ROLES.FORMAL_SUPPLIER);
    await fx.addUser('objsup03', 'objsup03', orgs.s3, ROLES.FORMAL_SUPPLIER);
    await fx.addUser('objbuyer2', 'objbuyer2', orgs.other, ROLES.FORMAL_BUYER);
    for (const login of ['buyer01', 'supplier01', 'objsup02', 'objsup03', 'objbuyer2', 'admin01', 'expert01'])
      token[login] = await signIn(t, login);

    projects.open = await fx.addProject(orgs.buyer, { name: '异议测试项目' });
    projects.publicity = await fx.addProject(orgs.buyer, { status: '06', name: '公示项目' });
    projects.draft = await fx.addProject(orgs.buyer, { status: '00' });
    projects.otherOrg = await fx.addProject(orgs.other);
    // The signed report started its publicity (results, issue 20): result objections until it ends.
    await t.database.db
      .insertInto('result_publicity')
      .values({
        project_id: projects.publicity,
        started_at: START,
        ends_at: new Date(Date.parse(START) + 3 * DAY).toISOString(),
        days: 3,
      })
      .execute();
    for (const p of [projects.open, projects.publicity, projects.draft]) {
      await fx.addSignup(p, orgs.s1, '01');
      await fx.addSignup(p, orgs.s2, '01');
      await fx.addSignup(p, orgs.s3, '00');
    }
    await fx.addSignup(projects.otherOrg, orgs.s1, '01');
    // The week after the start: Tuesday 24 is a holiday in this calendar; no other marks.
    await t.database.db
      .deleteFrom('holidays')
      .where('day', '>=', '2026-11-20')
      .where('day', '<=', '2026-12-10')
      .execute();
    await t.database.db
      .insertInto('holidays')
      .values({ id: randomId(), day: '2026-11-24', day_type: '00', name: 'Test holiday', created_at: START })
      .execute();
    await t.database.db
      .insertInto('evaluation_tasks')
      .values({
        id: randomId(),
        project_id: projects.open,
        expert_user_id: await fx.userId('expert01'),
        status: '00',
        assigned_by: 'test',
        assigned_at: START,
        updated_at: START,
      })
      .execute();
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses objections outside their windows and from non-bidders', async () => {
    // Results objections only during publicity; documents and process ones only while the tender runs.
    const early = await refused(fileAs('supplier01', letter(projects.open, '03')), 409);
    expect([early.field, early.rule]).toEqual(['kind', 'windowClosed']);
    const late = await refused(fileAs('supplier01', letter(projects.publicity, '01')), 409);
    expect(late.message).toMatch(/not open/i);
    // A pending signup is no bidder; a never-published project does not exist for suppliers.
    const pending = await refused(fileAs('objsup03', letter(projects.open, '01')), 403);
    expect([pending.field, pending.rule]).toEqual(['projectId', 'notBidder']);
    await refused(fileAs('supplier01', letter(projects.draft, '01')), 404);
    // Buyers and experts do not file.
    await refused(fileAs('buyer01', letter(projects.open, '01')), 403);
    const fileable = await ok(call(P.fileable, as('supplier01'), {}));
    const open = fileable.find((p: { projectId: string }) => p.projectId === projects.open);
    expect(open.kinds).toEqual(['01', '02']);
    expect(fileable.find((p: { projectId: string }) => p.projectId === projects.publicity).kinds).toEqual([
      '03',
    ]);
    expect(fileable.some((p: { projectId: string }) => p.projectId === projects.draft)).toBe(false);
    expect(
      await t.database.db
        .selectFrom('objections')
        .select('id')
        .where('project_id', '=', projects.open)
        .execute(),
    ).toHaveLength(0);
  });

  it('files a cleaned letter due 3 working days later (weekend and holiday skipped), once per key or id', async () => {
    const id = randomId();
    const body = letter(projects.open, '01', {
      id,
      contentHtml:
        '<p onclick="steal()">Unfair <script>alert(1)</script><img src=x onerror="alert(2)"><iframe src="https://evil.example/"></iframe><a href="javascript:alert(3)">x</a><strong>spec</strong></p>',
    });
    const filed = await ok(fileAs('supplier01', body, 'obj-file-1'));
    expect([filed.id, filed.status, filed.kind, filed.supplierDepartId]).toEqual([id, '00', '01', orgs.s1]);
    expect(filed.contentHtml).not.toMatch(/script|onerror|onclick|iframe|javascript|<img/i);
    expect(filed.contentHtml).toContain('<strong>spec</strong>');
    // Filed Friday: Monday 23, (holiday Tuesday 24), Wednesday 25, Thursday 26 -> due Thursday, same time.
    expect(filed.dueAt).toBe('2026-11-26T02:00:00.000Z');
    // The same key replays the answer; the same device id under a new key finds the stored letter.
    expect((await ok(fileAs('supplier01', body, 'obj-file-1'))).id).toBe(id);
    expect((await ok(fileAs('supplier01', body, 'obj-file-2'))).id).toBe(id);
    expect(await fx.auditActions('objection', id)).toEqual(['file']);
    // The project's buyer side is told, once (the replays notify nobody); the filer is not.
    const told = await notified('objectionFiled', id);
    expect(told).toContain('buyer01');
    expect(told.filter((login) => login === 'buyer01')).toHaveLength(1);
    expect(told).not.toContain('supplier01');
    // Another organisation cannot take over the id.
    await refused(fileAs('objsup02', body, 'obj-file-3'), 404);
    const blank = await refused(
      fileAs('supplier01', letter(projects.open, '02', { contentHtml: '<p><script>x</script></p>' })),
      400,
    );
    expect(blank.field).toBe('contentHtml');
  });

  it('moves statuses only as the design note says, by the right side, audited', async () => {
    const a = (await ok(fileAs('supplier01', letter(projects.open, '02')))).id as string;
    // Not the project's organisation: answered as missing.
    await refused(call(P.accept, as('objbuyer2'), { id: a }), 404);
    await refused(call(P.accept, as('supplier01'), { id: a }), 403);
    expect((await ok(call(P.accept, as('buyer01'), { id: a }))).status).toBe('01');
    const twice = await refused(call(P.accept, as('buyer01'), { id: a }), 409);
    expect(twice.message).toMatch(/submitted/i);
    const noReason = await refused(call(P.reject, as('buyer01'), { id: a, reason: ' ' }), 400);
    expect(noReason.field).toBe('reason');
    const blank = await refused(call(P.answer, as('buyer01'), { id: a, answerHtml: '<p> </p>' }), 400);
    expect(blank.field).toBe('answerHtml');
    const answered = await ok(
      call(
        P.answer,
        as('buyer01'),
        { id: a, answerHtml: '<p>Changed.<script>x()</script></p>' },
        'obj-answer-1',
      ),
    );
    expect([answered.status, answered.answerHtml, answered.overdue]).toEqual([
      '02',
      '<p>Changed.</p>',
      false,
    ]);
    await refused(call(P.reject, as('buyer01'), { id: a, reason: 'late' }), 409);
    await refused(call(P.withdraw, as('supplier01'), { id: a }), 409);
    expect(await fx.auditActions('objection', a)).toEqual(['file', 'accept', 'answer']);

    const b = (await ok(fileAs('supplier01', letter(projects.open, '01')))).id as string;
    // Only the filer's organisation withdraws.
    await refused(call(P.withdraw, as('objsup02'), { id: b }), 404);
    expect((await ok(call(P.withdraw, as('supplier01'), { id: b }))).status).toBe('04');
    await refused(call(P.answer, as('buyer01'), { id: b, answerHtml: '<p>x</p>' }), 409);

    // An answer after the due time still lands, marked overdue.
    const c = (await ok(fileAs('supplier01', letter(projects.open, '01')))).id as string;
    await pastDue(c);
    expect((await ok(call(P.detail, as('buyer01'), { id: c }))).overdue).toBe(true);
    const lateAnswer = await ok(call(P.answer, as('buyer01'), { id: c, answerHtml: '<p>Late.</p>' }));
    expect([lateAnswer.status, lateAnswer.overdue]).toEqual(['02', true]);
  });

  it('blocks 06 -> 07 while a results objection is 00/01, no longer after the answer', async () => {
    const filed = await ok(
      fileAs('objsup02', letter(projects.publicity, '03', { title: 'Ranking is wrong' })),
    );
    // The publicity over (its end a day behind the clock): the results' conclusion is the way to 07.
    await t.database.db
      .updateTable('result_publicity')
      .set({ ends_at: new Date(t.clock.now().getTime() - DAY).toISOString() })
      .where('project_id', '=', projects.publicity)
      .execute();
    const conclude = () => call(R.conclude, as('buyer01'), { projectId: projects.publicity });
    const blocked = await refused(conclude(), 409);
    expect(blocked.message).toContain('Ranking is wrong');
    expect(blocked.rule).toBe('objectionOpen');
    await ok(call(P.accept, as('buyer01'), { id: filed.id }));
    expect((await refused(conclude(), 409)).rule).toBe('objectionOpen');
    // Another organisation cannot conclude it.
    await refused(call(R.conclude, as('objbuyer2'), { projectId: projects.publicity }), 404);
    await ok(call(P.answer, as('buyer01'), { id: filed.id, answerHtml: '<p>Ranking checked.</p>' }));
    // Answered: the objection no longer blocks; the winners are what is missing now (tests/server/results.test.ts).
    expect((await refused(conclude(), 409)).rule).toBe('noWinners');
    // Publicity over: no more results objections.
    await refused(fileAs('supplier01', letter(projects.publicity, '03')), 409);
  });

  it('escalates rejected or overdue objections to the supervisors, who decide', async () => {
    const waiting = (await ok(fileAs('supplier01', letter(projects.open, '01')))).id as string;
    const early = await refused(
      call(P.complain, as('supplier01'), { objectionId: waiting, reason: 'No answer' }),
      409,
    );
    expect(early.rule).toBe('complaintNotAllowed');
    const rejected = (await ok(fileAs('supplier01', letter(projects.open, '02')))).id as string;
    const r = await ok(call(P.reject, as('buyer01'), { id: rejected, reason: 'Out of scope' }));
    expect([r.status, r.rejectReason, r.complaintAllowed]).toEqual(['03', 'Out of scope', true]);
    // The filer's organisation hears of the rejection; another bidder does not.
    const heard = await notified('objectionAnswered', rejected);
    expect(heard).toContain('supplier01');
    expect(heard).not.toContain('objsup02');
    expect(heard).not.toContain('buyer01');
    // Only the filer's organisation complains, once.
    await refused(call(P.complain, as('objsup02'), { objectionId: rejected, reason: 'x' }), 404);
    const withComplaint = await ok(
      call(P.complain, as('supplier01'), { objectionId: rejected, reason: 'It is in scope' }),
    );
    expect([withComplaint.complaint.status, withComplaint.complaintAllowed]).toEqual(['00', false]);
    // The platform's supervisors are told.
    expect(await notified('complaintFiled', rejected)).toEqual(['admin01']);
    const again = await refused(
      call(P.complain, as('supplier01'), { objectionId: rejected, reason: 'again' }),
      409,
    );
    expect(again.rule).toBe('complaintExists');
    // Past its due time a waiting objection may be escalated too.
    await pastDue(waiting);
    const overdue = await ok(
      call(P.complain, as('supplier01'), { objectionId: waiting, reason: 'Unanswered' }),
    );
    expect(overdue.complaint.status).toBe('00');

    // Supervisors only.
    await refused(call(P.complaintPage, as('buyer01'), {}), 403);
    await refused(call(P.auditPage, as('supplier01'), {}), 403);
    const page = await ok(call(P.complaintPage, as('admin01'), { status: '00' }));
    const complaint = page.records.find((c: { objectionId: string }) => c.objectionId === rejected);
    expect(complaint.reason).toBe('It is in scope');
    const audit = await ok(call(P.auditDetail, as('admin01'), { id: rejected }));
    expect(audit.complaint.id).toBe(complaint.id);
    expect((await ok(call(P.complaintHandle, as('admin01'), { id: complaint.id }))).status).toBe('01');
    await refused(call(P.complaintHandle, as('admin01'), { id: complaint.id }), 409);
    const noDecision = await refused(
      call(P.complaintDecide, as('admin01'), { id: complaint.id, upheld: true, decision: '' }),
      400,
    );
    expect(noDecision.field).toBe('decision');
    const decided = await ok(
      call(P.complaintDecide, as('admin01'), { id: complaint.id, upheld: true, decision: 'Re-examine' }),
    );
    expect([decided.status, decided.decision]).toEqual(['02', 'Re-examine']);
    await refused(
      call(P.complaintDecide, as('admin01'), { id: complaint.id, upheld: false, decision: 'x' }),
      409,
    );
    expect(await fx.auditActions('complaint', complaint.id)).toEqual(['file', 'handle', 'decide']);
    // Both sides hear the decision.
    const decidedFor = await notified('complaintDecided', rejected);
    expect(decidedFor).toEqual(expect.arrayContaining(['supplier01', 'buyer01']));
  });

  it('checks attachments by content and size, and opens them only to those concerned', async () => {
    const id = (await ok(fileAs('supplier01', letter(projects.open, '01')))).id as string;
    const renamed = await refused(
      attach(
        'supplier01',
        { objectionId: id },
        { name: 'letter.pdf', data: Buffer.from('not a pdf at all') },
      ),
      400,
    );
    expect([renamed.field, renamed.rule]).toEqual(['file', 'type']);
    await refused(attach('supplier01', { objectionId: id }, { name: 'run.exe', data: PNG }), 400);
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await refused(
      attach('supplier01', { objectionId: id }, { name: 'big.png', data: big }),
      400,
    );
    expect(tooLarge.rule).toBe('tooLarge');
    await refused(attach('objsup02', { objectionId: id }, { name: 'p.png', data: PNG }), 404);
    const fileId = randomId();
    const stored = await ok(
      attach('supplier01', { objectionId: id, fileId }, { name: 'proof.png', data: PNG }),
    );
    expect([stored.id, stored.mime, stored.size]).toEqual([fileId, 'image/png', PNG.length]);
    // A replay with the same device id stores nothing twice.
    await ok(attach('supplier01', { objectionId: id, fileId }, { name: 'proof.png', data: PNG }));
    expect((await ok(call(P.detail, as('buyer01'), { id }))).files).toHaveLength(1);
    const get = (login: string) =>
      t.app.inject({
        method: 'GET',
        url: `/bidprocurement${objectionAttachmentPath(fileId)}`,
        headers: authed(as(login)),
      });
    const seen = await get('buyer01');
    expect([seen.statusCode, seen.headers['content-type']]).toEqual([200, 'image/png']);
    expect(Buffer.from(seen.rawPayload).equals(PNG)).toBe(true);
    expect((await get('expert01')).statusCode).toBe(200);
    expect((await get('objsup02')).statusCode).toBe(404);
    expect((await get('objbuyer2')).statusCode).toBe(404);
  });

  it('keeps each side to its own objections', async () => {
    const mine = await ok(fileAs('objsup02', letter(projects.open, '02', { title: 'From S2' })));
    const s1 = await ok(call(P.mine, as('supplier01'), { pageSize: 100 }));
    expect(s1.records.every((o: { supplierDepartId: string }) => o.supplierDepartId === orgs.s1)).toBe(true);
    expect(s1.records.some((o: { id: string }) => o.id === mine.id)).toBe(false);
    await refused(call(P.detail, as('supplier01'), { id: mine.id }), 404);
    const buyer = await ok(call(P.page, as('buyer01'), { projectId: projects.open, pageSize: 100 }));
    expect(buyer.records.some((o: { id: string }) => o.id === mine.id)).toBe(true);
    const other = await ok(call(P.page, as('objbuyer2'), { pageSize: 100 }));
    expect(other.records).toHaveLength(0);
    await refused(call(P.detail, as('objbuyer2'), { id: mine.id }), 404);
    // The committee's expert reads it; the supervisors see every objection.
    expect((await ok(call(P.detail, as('expert01'), { id: mine.id }))).title).toBe('From S2');
    const all = await ok(call(P.auditPage, as('admin01'), { pageSize: 100 }));
    expect(all.records.some((o: { id: string }) => o.id === mine.id)).toBe(true);
  });
});
