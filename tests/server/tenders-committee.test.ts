import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import { TENDER_PATHS as P } from '@/shared/contracts/tender-paths';
import { signIn } from './support/sign-in';
import { tenderCalls } from './support/tender-calls';
import { tenderParties } from './support/tender-party-fixtures';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const CONTACT = { contactName: '联系人', contactPhone: '13800000007', contactEmail: 'contact@bidline.test' };

describe.each(TARGETS)('evaluation committee on %s', (target) => {
  let t: TestApp;
  const fx = tenderParties(() => t);
  const { call, body, header } = tenderCalls(() => t);
  const token: Record<string, string> = {};
  const user: Record<string, string> = {};
  const as = (login: string) => token[login] as string;
  const ids = (list: { userId: string }[]) => list.map((e) => e.userId).sort();
  const library = () => [1, 2, 3, 4, 5].map((n) => user[`expert0${n}`] as string);
  let buyerOrg: string;
  let project: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    await fx.ensureGrants();
    buyerOrg = await fx.orgId('GROUP-PROC');
    const experts = await fx.orgId('EXPERTS');
    // The demo's expert library: expert01..expert05.
    for (const n of [2, 3, 4, 5]) user[`expert0${n}`] = await fx.userId(`expert0${n}`);
    // Conflicts of interest: an expert who also works for the buyer, one from a signed-up supplier.
    user.buyerExpert = await fx.addUser('cexpert03', '采购专家', experts, ROLES.FORMAL_EXPERT);
    await fx.addPair(user.buyerExpert, buyerOrg, ROLES.GXCX_YWJS);
    user.supplierExpert = await fx.addUser(
      'cexpert04',
      '供应专家',
      await fx.orgId('SUPPLIER-01'),
      ROLES.FORMAL_EXPERT,
    );
    user.expert01 = await fx.userId('expert01');
    user.tempexpert01 = await fx.userId('tempexpert01');
    for (const login of ['buyer01', 'agent01', 'supplier01', 'expert01', 'expert02']) {
      token[login] = await signIn(t, login);
    }
    project = await fx.addProject(buyerOrg, { name: '桥梁检测服务' });
    await body(call(P.signupApply, as('supplier01'), { projectId: project, ...CONTACT }));
  });
  afterAll(async () => t?.close());

  it('proposes only formal experts without a conflict of interest, to the project’s organisation only', async () => {
    const candidates = await body(call(P.committeeExperts, as('buyer01'), { projectId: project }));
    expect(ids(candidates)).toEqual(library().sort());
    expect(candidates.find((e: { userId: string }) => e.userId === user.expert02)).toMatchObject({
      name: '王专家',
      departName: '评标专家库',
    });
    expect(await header(call(P.committeeExperts, as('agent01'), { projectId: project }))).toMatchObject({
      ret: '1003',
    });
    expect(await header(call(P.committeeExperts, as('supplier01'), { projectId: project }))).toMatchObject({
      ret: '1004',
    });
  });

  it('assigns experts once, refusing conflicted or unknown ones by name and storing nothing then', async () => {
    const assign = (expertUserIds: unknown, projectId = project, key?: string) =>
      call(P.committeeAssign, as('buyer01'), { projectId, expertUserIds }, key);
    expect(await header(assign([]))).toMatchObject({ ret: '1001', field: 'expertUserIds' });
    const conflict = await header(assign([user.expert02, user.supplierExpert]));
    expect(conflict).toMatchObject({ ret: '1007', field: 'expertUserIds' });
    expect(conflict.message).toContain(user.supplierExpert);
    expect(conflict.message).toContain('供应专家');
    expect((await header(assign([user.buyerExpert]))).message).toContain(user.buyerExpert);
    const notExpert = await header(assign([user.tempexpert01]));
    expect(notExpert.message).toBe(`User ${user.tempexpert01} is not an active formal expert`);
    expect(await fx.count('evaluation_tasks', project)).toBe(0);

    const key = crypto.randomUUID();
    const first = await body(assign([user.expert01], project, key));
    expect(first).toEqual([expect.objectContaining({ userId: user.expert01, status: '00', name: '郑专家' })]);
    expect(await body(assign([user.expert01], project, key))).toEqual(first);
    const both = await body(assign([user.expert01, user.expert02]));
    expect(ids(both)).toEqual([user.expert01, user.expert02].sort());
    expect(await fx.count('evaluation_tasks', project)).toBe(2);
    expect(ids(await body(call(P.committeeList, as('buyer01'), { projectId: project })))).toEqual(ids(both));
    const rest = await body(call(P.committeeExperts, as('buyer01'), { projectId: project }));
    expect(ids(rest)).toEqual([user.expert03, user.expert04, user.expert05].sort());
    expect(await header(call(P.committeeList, as('agent01'), { projectId: project }))).toMatchObject({
      ret: '1003',
    });
    const agentAssign = await header(
      call(P.committeeAssign, as('agent01'), { projectId: project, expertUserIds: [user.expert01] }),
    );
    expect(agentAssign).toMatchObject({ ret: '1003', field: 'projectId' });

    const draft = await fx.addProject(buyerOrg, { status: PURCHASE_STATUS.APPROVED });
    expect(await header(assign([user.expert01], draft))).toMatchObject({ ret: '1007', field: 'projectId' });
    const evaluating = await fx.addProject(buyerOrg, {
      status: PURCHASE_STATUS.EVALUATING,
      name: '评标中项目',
    });
    await body(assign([user.expert02], evaluating));
  });

  it('shows each expert only their own tasks', async () => {
    const tasks = async (login: string) => (await body(call(P.evaluationTasks, as(login), {}))).records;
    // Only this file's projects: the demo seats the library's experts on demo projects too.
    const ours = ['桥梁检测服务', '评标中项目'];
    const names = (list: { projectName: string }[]) =>
      list
        .map((r) => r.projectName)
        .filter((name) => ours.includes(name))
        .sort();
    expect(names(await tasks('expert02'))).toEqual(['桥梁检测服务', '评标中项目'].sort());
    const first = await tasks('expert01');
    expect(first).toContainEqual(
      expect.objectContaining({
        projectId: project,
        projectName: '桥梁检测服务',
        status: '00',
        projectStatus: '03',
      }),
    );
    expect(names(first)).not.toContain('评标中项目');
    expect(await header(call(P.evaluationTasks, as('buyer01'), {}))).toMatchObject({ ret: '1004' });

    const services = t.services.tenders;
    const expert = { userId: user.expert02 as string, roleCode: ROLES.FORMAL_EXPERT, departId: null };
    expect(names(await services.committee.myTasks(expert))).toEqual(['桥梁检测服务', '评标中项目'].sort());
    const unassigned = { userId: user.buyerExpert as string, roleCode: ROLES.FORMAL_EXPERT, departId: null };
    expect(await services.committee.myTasks(unassigned)).toEqual([]);
  });
});
