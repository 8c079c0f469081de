import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@/shared/codes/roles';
import { tenderParties } from './support/tender-party-fixtures';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

describe.each(TARGETS)('tender signup reads by role on %s', (target) => {
  let t: TestApp;
  const fx = tenderParties(() => t);
  let buyerOrg: string;
  let supplierOrg: string;
  let project: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    buyerOrg = await fx.orgId('GROUP-PROC');
    supplierOrg = await fx.orgId('SUPPLIER-01');
    project = await fx.addProject(buyerOrg);
    await fx.addSignup(project, supplierOrg, '00');
    await fx.addSignup(project, await fx.addOrg('SUPPLIER-R2', '第二供应商', '03'), '01');
  });
  afterAll(async () => t?.close());

  it('reads signups in the service only for the role of the side asked, not just the organisation', async () => {
    const signups = t.services.tenders.signups;
    const query = { pageNo: 1, pageSize: 10, projectId: project };
    // Roles the screens' grants keep out: an interface-permission override must not let them read.
    const tempSupplier = { userId: 'x', roleCode: ROLES.TEMP_SUPPLIER, departId: supplierOrg };
    const expertInBuyerOrg = { userId: 'x', roleCode: ROLES.FORMAL_EXPERT, departId: buyerOrg };
    expect(await signups.mySignups(tempSupplier)).toEqual([]);
    expect((await signups.minePage(tempSupplier, query)).total).toBe(0);
    expect((await signups.page(expertInBuyerOrg, query)).total).toBe(0);
    // The formal roles of the same organisations read theirs.
    const formalSupplier = { ...tempSupplier, roleCode: ROLES.FORMAL_SUPPLIER };
    expect((await signups.mySignups(formalSupplier)).map((s) => s.projectId)).toContain(project);
    expect((await signups.minePage(formalSupplier, query)).total).toBe(1);
    const buyer = { ...expertInBuyerOrg, roleCode: ROLES.FORMAL_BUYER };
    expect((await signups.page(buyer, query)).total).toBe(2);
  });
});
