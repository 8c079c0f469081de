import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import { TENDER_PATHS as P } from '@/shared/contracts/tender-paths';
import { signIn } from './support/sign-in';
import { tenderCalls } from './support/tender-calls';
import { tenderParties } from './support/tender-party-fixtures';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const CONTACT = { contactName: '联系人', contactPhone: '13800000007', contactEmail: 'contact@bidline.test' };
const MINUTE = 60_000;

describe.each(TARGETS)('tender clarifications on %s', (target) => {
  let t: TestApp;
  const fx = tenderParties(() => t);
  const { call, body, header } = tenderCalls(() => t);
  const token: Record<string, string> = {};
  const as = (login: string) => token[login] as string;
  let buyerOrg: string;
  let outsiderOrg: string;
  let expert: string;
  let project: string;
  const release = () => ({ projectId: project, title: '澄清一', content: '交货地点改为二号仓库' });
  const titles = (page: { records: { title: string }[] }) => page.records.map((c) => c.title);

  beforeAll(async () => {
    t = await createTestApp(target);
    await fx.ensureGrants();
    buyerOrg = await fx.orgId('GROUP-PROC');
    await fx.addUser(
      'supplier02t',
      '钱供应',
      await fx.addOrg('SUPPLIER-02T', '第二供应商', '03'),
      ROLES.FORMAL_SUPPLIER,
    );
    outsiderOrg = await fx.addOrg('SUPPLIER-03', '第三供应商', '03');
    await fx.addUser('supplier03', '孙供应', outsiderOrg, ROLES.FORMAL_SUPPLIER);
    expert = await fx.userId('expert02');
    for (const login of ['buyer01', 'agent01', 'supplier01', 'supplier02t', 'supplier03']) {
      token[login] = await signIn(t, login);
    }
    project = await fx.addProject(buyerOrg, { name: '桥梁检测服务' });
    await body(call(P.signupApply, as('supplier01'), { projectId: project, ...CONTACT }));
    const rejected = await body(call(P.signupApply, as('supplier02t'), { projectId: project, ...CONTACT }));
    await body(call(P.signupAudit, as('buyer01'), { id: rejected.id, auditStatus: '02', reason: '不符合' }));
    await body(call(P.committeeAssign, as('buyer01'), { projectId: project, expertUserIds: [expert] }));
  });
  afterAll(async () => t?.close());

  it('refuses bad input, other organisations and suppliers, storing nothing', async () => {
    const blank = await header(call(P.clarificationRelease, as('buyer01'), { ...release(), title: ' ' }));
    expect(blank).toMatchObject({ ret: '1001', field: 'title' });
    expect(await header(call(P.clarificationRelease, as('agent01'), release()))).toMatchObject({
      ret: '1003',
      field: 'projectId',
      message: 'The procurement project does not exist',
    });
    expect(await header(call(P.clarificationRelease, as('supplier01'), release()))).toMatchObject({
      ret: '1004',
    });
    expect(await fx.count('tender_clarifications', project)).toBe(0);
  });

  it('releases once per Idempotency-Key, only while published and before the quote end', async () => {
    const key = crypto.randomUUID();
    const first = await body(call(P.clarificationRelease, as('buyer01'), release(), key));
    expect(first).toMatchObject({
      projectName: '桥梁检测服务',
      title: '澄清一',
      publishedAt: t.clock.now().toISOString(),
    });
    expect(await body(call(P.clarificationRelease, as('buyer01'), release(), key))).toEqual(first);
    expect(await fx.count('tender_clarifications', project)).toBe(1);
    expect(await fx.auditActions('tenderClarification', first.id)).toEqual(['release']);

    const draft = await fx.addProject(buyerOrg, { status: PURCHASE_STATUS.DRAFT });
    expect(
      await header(call(P.clarificationRelease, as('buyer01'), { ...release(), projectId: draft })),
    ).toMatchObject({
      ret: '1007',
      message: 'Clarifications can be released only while the project is published',
    });
    // Offers close in a minute: a day's jump would also end the sessions (2 h idle).
    const closing = await fx.addProject(buyerOrg, { signupDays: 0.5 / 1440, quoteDays: 1 / 1440 });
    t.clock.advance(MINUTE + 1);
    try {
      const late = await header(
        call(P.clarificationRelease, as('buyer01'), { ...release(), projectId: closing }),
      );
      expect(late).toMatchObject({ ret: '1005', field: 'quoteEndTime' });
    } finally {
      t.clock.advance(-(MINUTE + 1));
    }
    expect(await fx.count('tender_clarifications', closing)).toBe(0);
  });

  it('shows them to signed-up suppliers whatever their audit, the project’s organisation and its experts', async () => {
    t.clock.advance(1000);
    await body(
      call(P.clarificationRelease, as('buyer01'), { ...release(), title: '澄清二', content: '补充' }),
    );
    const supplierPage = (login: string, filter = {}) => call(P.clarificationSupplierPage, as(login), filter);
    expect(titles(await body(supplierPage('supplier01', { projectId: project })))).toEqual([
      '澄清二',
      '澄清一',
    ]);
    expect(titles(await body(supplierPage('supplier02t')))).toEqual(['澄清二', '澄清一']);
    expect((await body(supplierPage('supplier03'))).total).toBe(0);
    expect(await header(call(P.clarificationPage, as('supplier01'), {}))).toMatchObject({ ret: '1004' });
    expect((await body(call(P.clarificationPage, as('buyer01'), { projectId: project }))).total).toBe(2);
    expect((await body(call(P.clarificationPage, as('agent01'), {}))).total).toBe(0);

    const clarifications = t.services.tenders.clarifications;
    const visible = async (
      actor: { userId: string; roleCode: string; departId: string | null },
      limit = 10,
    ) => (await clarifications.visibleTo(actor, { limit })).map((c) => c.title);
    expect(await visible({ userId: 'x', roleCode: ROLES.FORMAL_SUPPLIER, departId: outsiderOrg })).toEqual(
      [],
    );
    expect(await visible({ userId: 'x', roleCode: ROLES.FORMAL_BUYER, departId: buyerOrg }, 1)).toEqual([
      '澄清二',
    ]);
    expect(await visible({ userId: expert, roleCode: ROLES.FORMAL_EXPERT, departId: null })).toEqual([
      '澄清二',
      '澄清一',
    ]);
    expect(await visible({ userId: 'other', roleCode: ROLES.FORMAL_EXPERT, departId: null })).toEqual([]);
    expect(await visible({ userId: 'x', roleCode: ROLES.TEMP_SUPPLIER, departId: outsiderOrg })).toEqual([]);
  });
});
