import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_PROFILE_PATHS } from '@/shared/contracts/org-profile';
import { PROFILE_AUDIT_PATHS as AUDIT } from '@/shared/contracts/profile-audit-paths';
import { BUYER_PROFILE } from '../support/profile-samples';
import { auditCalls } from './support/profile-audit-calls';
import { signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

describe.each(TARGETS)('agency profile audit (/userManagement/agentAuditList) on %s', (target) => {
  let t: TestApp;
  let admin: string;
  const { call, roleOf, auditActions } = auditCalls(() => t);

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signIn(t, 'admin01');
  });
  afterAll(async () => t?.close());

  it('rejects then approves an agency profile: the agency temporary users turn formal and sign in again', async () => {
    const temp = await signIn(t, 'tempagent01', { loginType: '03' });
    const agency = (
      await t.database.db
        .selectFrom('organisations')
        .select('id')
        .where('code', '=', 'AGENCY-01')
        .executeTakeFirstOrThrow()
    ).id;
    const profile = {
      departId: agency,
      ...BUYER_PROFILE,
      unitName: '华通招标代理有限公司',
      unitType: '04',
      qualificationLevel: '01',
      qualificationCertificateNo: 'ZB-2024-0001',
      qualificationValidUntil: '2030-12-31',
    };
    expect((await call(AGENT_PROFILE_PATHS.save, temp, profile)).json().header.ret).toBe('0');
    expect((await call(AGENT_PROFILE_PATHS.submit, temp, { departId: agency })).json().header.ret).toBe('0');
    const page = (await call(AUDIT.agent.page, admin, {})).json().body;
    expect(page.records.map((r: { ownerId: string; name: string }) => [r.ownerId, r.name])).toEqual([
      [agency, '华通招标代理有限公司'],
    ]);
    // A buyer-side decision path does not reach an agency.
    const wrongKind = await call(AUDIT.buyer.approve, admin, { ownerId: agency });
    expect([wrongKind.statusCode, wrongKind.json().header.ret]).toEqual([404, '1003']);

    const rejected = await call(AUDIT.agent.reject, admin, { ownerId: agency, reason: '资质证书已过期' });
    expect(rejected.json().body).toMatchObject({ auditStatus: '02', rejectReason: '资质证书已过期' });
    expect(await roleOf('tempagent01')).toEqual(['TEMP_AGENT']);
    const own = (await call(AGENT_PROFILE_PATHS.get, temp, { departId: agency })).json().body;
    expect(own).toMatchObject({ auditStatus: '02', rejectReason: '资质证书已过期' });

    const fixed = { departId: agency, qualificationValidUntil: '2031-06-30' };
    expect((await call(AGENT_PROFILE_PATHS.save, temp, fixed)).json().body.auditStatus).toBeNull();
    expect((await call(AGENT_PROFILE_PATHS.submit, temp, { departId: agency })).json().body.auditStatus).toBe(
      '00',
    );
    const approved = await call(AUDIT.agent.approve, admin, { ownerId: agency }, 'agent-approve-1');
    expect(approved.json().body).toMatchObject({ ownerId: agency, auditStatus: '01' });
    // The same key replays the answer; nothing is decided twice.
    const replay = await call(AUDIT.agent.approve, admin, { ownerId: agency }, 'agent-approve-1');
    expect(replay.json().body).toEqual(approved.json().body);
    expect(await roleOf('tempagent01')).toEqual(['FORMAL_AGENT']);
    expect(await roleOf('agent01')).toEqual(['FORMAL_AGENT']);
    const actions = await auditActions(agency, 'agentProfile');
    expect(actions.filter((a) => a === 'approve' || a === 'reject')).toEqual(['reject', 'approve']);
    // The session in the temporary role is over: signing in again lands in the formal role.
    expect((await call(AGENT_PROFILE_PATHS.get, temp, { departId: agency })).json().header.ret).toBe('1000');
    const again = await signIn(t, 'tempagent01', { loginType: '03' });
    expect((await call(AGENT_PROFILE_PATHS.get, again, { departId: agency })).json().body.auditStatus).toBe(
      '01',
    );
  });
});
