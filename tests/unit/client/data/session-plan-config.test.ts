import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyUserInfo, clearSession, session } from '@/client/data/session';
import { ROLES } from '@/shared/codes/roles';
import type { UserInfo } from '@/shared/contracts/auth';
import { PLAN_PATHS } from '@/shared/contracts/plan-paths';
import type { PlanConfigView } from '@/shared/contracts/plans';

const post = vi.hoisted(() => vi.fn());
vi.mock('@/client/lib/api-client', () => ({ api: { post }, onSessionInvalid: vi.fn() }));
// The outbox resumes after the first screen: not part of this test.
vi.mock('@/client/lib/first-screen', () => ({ afterFirstScreen: () => new Promise(() => {}) }));

function user(roleCode: string, departId = 'dep-1'): UserInfo {
  return {
    id: `u-${roleCode}`,
    name: 'User',
    avatar: null,
    loginName: 'user',
    roleCodes: roleCode,
    departId: 'org-1',
    currentDepart: { id: departId, departName: 'Procurement' },
    currentRol: { id: `r-${roleCode}`, roleCode, roleName: roleCode },
    accessKey: 'k',
    proxyAdmin: null,
  };
}

const CONFIG: PlanConfigView = {
  departId: 'dep-1',
  departName: 'Procurement',
  planTypes: ['00'],
  approvalRequired: true,
  leaderThreshold: '500000.00',
  configured: true,
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  clearSession();
  post.mockReset();
});

describe('the session loads the plan configuration for formal buyers only (spec 000 section 6)', () => {
  it("a formal buyer's session asks getPlanConfig for its department and keeps the answer", async () => {
    post.mockResolvedValue(CONFIG);
    applyUserInfo(user(ROLES.FORMAL_BUYER));
    await settle();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(PLAN_PATHS.getPlanConfig, { departId: 'dep-1' }, { silent: true });
    expect(session.planConfig).toEqual(CONFIG);
  });

  it('other roles never call it, and switching to one clears what a buyer had', async () => {
    for (const role of [ROLES.GXCX_YWJS, ROLES.FORMAL_SUPPLIER, ROLES.FORMAL_AGENT, ROLES.SYS_ADMIN]) {
      applyUserInfo(user(role));
      await settle();
    }
    expect(post).not.toHaveBeenCalled();
    expect(session.planConfig).toBeNull();

    post.mockResolvedValue(CONFIG);
    applyUserInfo(user(ROLES.FORMAL_BUYER));
    await settle();
    expect(session.planConfig).toEqual(CONFIG);
    applyUserInfo(user(ROLES.GXCX_YWJS));
    await settle();
    expect(post).toHaveBeenCalledTimes(1);
    expect(session.planConfig).toBeNull();
  });

  it('an answer arriving after a switch to another role is dropped; a refused call leaves none', async () => {
    let answer: (config: PlanConfigView) => void = () => {};
    post.mockReturnValue(new Promise<PlanConfigView>((resolve) => (answer = resolve)));
    applyUserInfo(user(ROLES.FORMAL_BUYER));
    await settle();
    applyUserInfo(user(ROLES.GXCX_YWJS));
    answer(CONFIG);
    await settle();
    expect(session.planConfig).toBeNull();

    post.mockRejectedValue(new Error('offline'));
    applyUserInfo(user(ROLES.FORMAL_BUYER));
    await settle();
    expect(session.planConfig).toBeNull();
  });
});
