import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@/shared/codes/roles';
import { PROJECT_LETTER_PATHS as L } from '@/shared/contracts/project-letter-paths';
import { TENDER_PATHS as P } from '@/shared/contracts/tender-paths';
import { sendProjectLetters } from '@/server/features/project-letters';
import { signIn } from './support/sign-in';
import { tenderCalls } from './support/tender-calls';
import { tenderParties } from './support/tender-party-fixtures';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const CONTACT = { contactName: '联系人', contactPhone: '13800000007', contactEmail: 'contact@bidline.test' };

describe.each(TARGETS)('project letters on %s', (target) => {
  let t: TestApp;
  const fx = tenderParties(() => t);
  const { call, body, header } = tenderCalls(() => t);
  const token: Record<string, string> = {};
  const as = (login: string) => token[login] as string;
  let project: string;
  let supplier02Org: string;

  const send = (to: Parameters<typeof sendProjectLetters>[1]['to'], vars = {}) =>
    t.database.db.transaction().execute((trx) =>
      sendProjectLetters(trx, {
        projectId: project,
        kind: 'cancel',
        to,
        subjectKey: 'project-letters:test.subject',
        bodyKey: 'project-letters:test.body',
        vars,
        sentBy: 'system',
        now: t.clock.now().toISOString(),
      }),
    );

  beforeAll(async () => {
    t = await createTestApp(target);
    await fx.ensureGrants();
    supplier02Org = await fx.addOrg('SUPPLIER-02T', '第二供应商', '03');
    await fx.addUser('supplier02t', '钱供应', supplier02Org, ROLES.FORMAL_SUPPLIER);
    for (const login of ['buyer01', 'agent01', 'supplier01', 'supplier02t'])
      token[login] = await signIn(t, login);
    project = await fx.addProject(await fx.orgId('GROUP-PROC'), { name: '隧道照明改造' });
    await body(call(P.signupApply, as('supplier01'), { projectId: project, ...CONTACT }));
  });
  afterAll(async () => t?.close());

  it('writes one letter per signed-up organisation and only to them', async () => {
    expect(await send('signedUp', { reason: '预算调整' })).toBe(1);
    const mine = await body(call(L.page, as('supplier01'), { projectId: project }));
    expect(mine.total).toBe(1);
    expect(mine.records[0]).toMatchObject({
      projectId: project,
      projectName: '隧道照明改造',
      kind: 'cancel',
      vars: { reason: '预算调整' },
      readAt: null,
    });
    expect((await body(call(L.page, as('supplier02t'), {}))).total).toBe(0);
    // Nobody holds an offer: an amendment letter to offerers reaches no one.
    expect(await send('offered')).toBe(0);
    expect(await send({ departIds: [supplier02Org, supplier02Org] })).toBe(1);
    expect((await body(call(L.page, as('supplier02t'), { unreadOnly: true }))).total).toBe(1);
  });

  it('keeps the first read time, refuses another organisation and shows receipts to the buyer', async () => {
    const [letter] = (await body(call(L.page, as('supplier01'), { projectId: project }))).records;
    expect(await header(call(L.read, as('supplier02t'), { id: letter.id }))).toMatchObject({
      ret: '1003',
      field: 'id',
    });
    const first = await body(call(L.read, as('supplier01'), { id: letter.id }));
    t.clock.advance(60_000);
    expect(await body(call(L.read, as('supplier01'), { id: letter.id }))).toEqual(first);
    expect(await fx.auditActions('projectLetter', letter.id)).toEqual(['read']);

    const receipts = await body(call(L.receipts, as('buyer01'), { projectId: project }));
    const read = receipts.records.find((r: { letterId: string }) => r.letterId === letter.id);
    expect(read).toMatchObject({ supplierName: '远航物资供应有限公司', readAt: first.readAt });
    expect(receipts.records.some((r: { readAt: string | null }) => r.readAt === null)).toBe(true);
    // Another organisation's project answers as missing; suppliers cannot read receipts.
    expect(await header(call(L.receipts, as('agent01'), { projectId: project }))).toMatchObject({
      ret: '1003',
    });
    expect(await header(call(L.receipts, as('supplier01'), { projectId: project }))).toMatchObject({
      ret: '1004',
    });
  });

  it('refuses bad input naming the field', async () => {
    expect(await header(call(L.read, as('supplier01'), { id: '' }))).toMatchObject({
      ret: '1001',
      field: 'id',
    });
    expect(await header(call(L.page, as('supplier01'), { unreadOnly: 'yes' }))).toMatchObject({
      ret: '1001',
      field: 'unreadOnly',
    });
  });
});
