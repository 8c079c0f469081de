import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_PATHS, chatPath } from '@/shared/contracts/chat';
import { signIn } from './support/sign-in';
import { TARGETS } from './support/test-app';
import { type ChatTestApp, chatCall, createChatTestApp } from './support/chat-support';

describe.each(TARGETS)('chat REST: users, friends and groups on %s', (target) => {
  let t: ChatTestApp;
  const token: Record<string, string> = {};
  const id: Record<string, string> = {};

  beforeAll(async () => {
    t = await createChatTestApp(target);
    for (const row of await t.database.db.selectFrom('users').select(['id', 'login_name']).execute()) {
      id[row.login_name] = row.id;
    }
    for (const name of ['buyer01', 'agent01', 'supplier01', 'expert01', 'biz01'])
      token[name] = await signIn(t, name);
  });
  afterAll(async () => t.close());

  it('answers without or with a bad token in the chat envelope: HTTP 200, code 401', async () => {
    for (const bad of [undefined, 'not-a-token']) {
      const res = await chatCall(t, 'GET', CHAT_PATHS.usersMy, bad, { lang: 'en' });
      expect(res.status).toBe(200);
      expect(res).toMatchObject({ code: 401, data: null });
      expect(res.message).toBe(res.msg);
      expect(res.message).toMatch(/session/i);
    }
  });

  it('gives the signed-in chat user with the session organisation, also as transactionUser', async () => {
    const my = await chatCall(t, 'GET', CHAT_PATHS.usersMy, token.buyer01);
    expect(my).toMatchObject({ code: 200, message: 'success', msg: 'success' });
    expect(my.data).toMatchObject({
      id: id.buyer01,
      name: '王采购',
      mobile: '13800000002',
      deptName: '交通集团采购中心',
    });
    const bridge = await chatCall(t, 'GET', CHAT_PATHS.usersTransactionUser, token.buyer01);
    expect(bridge.data).toEqual(my.data);
    // A colleague's card carries the contact details (a stranger's does not: chat-privacy.test.ts).
    const card = await chatCall(t, 'GET', chatPath(CHAT_PATHS.user, id.biz01 as string), token.buyer01);
    expect(card.data).toMatchObject({ id: id.biz01, name: '李业务', email: 'biz01@bidline.test' });
    const missing = await chatCall(t, 'GET', chatPath(CHAT_PATHS.user, 'nobody'), token.buyer01);
    expect(missing.code).toBe(404);
  });

  it.each([
    ['代理', ['agent01', 'tempagent01']],
    // A number fragment finds colleagues only (strangers by their whole number).
    ['0000000', ['biz01', 'tempbuyer01']],
    ['13800000009', ['expert01']],
    ['%', []],
  ])('searches users by name or phone fragment %s', async (keyword, expected) => {
    const res = await chatCall(t, 'GET', CHAT_PATHS.usersSearch, token.buyer01, { query: { keyword } });
    expect(res.code).toBe(200);
    const ids = (res.data as { id: string }[]).map((u) => u.id);
    for (const name of expected) expect(ids).toContain(id[name]);
    expect(ids).not.toContain(id.buyer01);
  });

  it('updates the profile and refuses a bad e-mail with its field', async () => {
    const ok = await chatCall(t, 'POST', CHAT_PATHS.usersUpdate, token.biz01, {
      body: { name: '李业务员', sex: '1', email: 'biz.new@bidline.test' },
    });
    expect(ok.data).toMatchObject({ name: '李业务员', sex: '1', email: 'biz.new@bidline.test' });
    const bad = await chatCall(t, 'POST', CHAT_PATHS.usersUpdate, token.biz01, {
      body: { email: 'not-an-email' },
      lang: 'en',
    });
    expect(bad).toMatchObject({
      status: 200,
      code: 400,
      field: 'email',
      message: 'Email format is incorrect',
    });
  });

  it('changes the password only with the right old one and a new one that meets the rule', async () => {
    const first = await signIn(t, 'tempexpert01');
    const second = await signIn(t, 'tempexpert01');
    const call = (body: object) =>
      chatCall(t, 'POST', CHAT_PATHS.usersUpdatePwd, first, { body, lang: 'en' });
    expect(await call({ oldPassword: 'Wrong@2026', newPassword: 'Better#2027' })).toMatchObject({
      code: 400,
      field: 'oldPassword',
    });
    expect(await call({ oldPassword: 'Bidline@2026', newPassword: 'weak' })).toMatchObject({
      code: 400,
      field: 'newPassword',
    });
    expect(
      await call({ oldPassword: 'Bidline@2026', newPassword: 'Better#2027', confirmPassword: 'Other#2027' }),
    ).toMatchObject({ code: 400, field: 'confirmPassword' });
    expect(await call({ oldPassword: 'Bidline@2026', newPassword: 'Better#2027' })).toMatchObject({
      code: 200,
    });
    // The session that changed it stays; the others end.
    expect((await chatCall(t, 'GET', CHAT_PATHS.usersMy, first)).code).toBe(200);
    expect((await chatCall(t, 'GET', CHAT_PATHS.usersMy, second)).code).toBe(401);
    await expect(signIn(t, 'tempexpert01')).rejects.toThrow();
    expect(await signIn(t, 'tempexpert01', { password: 'Better#2027' })).toBeTruthy();
  });

  it('adds a friend by request and acceptance, and removes them', async () => {
    const isFriend = async (who: string, other: string) =>
      (
        await chatCall(t, 'GET', CHAT_PATHS.friendsIsFriend, token[who], {
          query: { friendId: id[other] as string },
        })
      ).data;
    expect(
      (await chatCall(t, 'POST', CHAT_PATHS.friendsAdd, token.buyer01, { body: { friendId: id.buyer01 } }))
        .code,
    ).toBe(400);
    const request = await chatCall(t, 'POST', CHAT_PATHS.friendsAdd, token.buyer01, {
      body: { friendId: id.agent01 },
    });
    expect(request.data).toMatchObject({ userId: id.buyer01, friendId: id.agent01, state: '0' });
    expect(await isFriend('buyer01', 'agent01')).toBe(false);

    const waiting = await chatCall(t, 'GET', CHAT_PATHS.friends, token.agent01, { query: { state: '0' } });
    expect(waiting.data).toHaveLength(1);
    expect(waiting.data[0]).toMatchObject({ id: request.data.id, user: { id: id.buyer01 } });

    // Only the person asked accepts.
    const self = await chatCall(t, 'PATCH', chatPath(CHAT_PATHS.friend, request.data.id), token.buyer01, {
      body: { friendId: id.agent01, state: '1' },
    });
    expect(self.code).toBe(403);
    const accepted = await chatCall(t, 'PATCH', chatPath(CHAT_PATHS.friend, request.data.id), token.agent01, {
      body: { friendId: id.buyer01, state: '1' },
    });
    expect(accepted.data).toMatchObject({ state: '1', user: { id: id.buyer01 } });
    expect(await isFriend('buyer01', 'agent01')).toBe(true);
    expect(await isFriend('agent01', 'buyer01')).toBe(true);
    const friends = await chatCall(t, 'GET', CHAT_PATHS.friends, token.buyer01, { query: { state: '1' } });
    expect(friends.data.map((f: { user: { id: string } }) => f.user.id)).toEqual([id.agent01]);

    // Adding back someone who asked first accepts at once.
    await chatCall(t, 'POST', CHAT_PATHS.friendsAdd, token.supplier01, { body: { friendId: id.expert01 } });
    const back = await chatCall(t, 'POST', CHAT_PATHS.friendsAdd, token.expert01, {
      body: { friendId: id.supplier01 },
    });
    expect(back.data.state).toBe('1');

    const removed = await chatCall(t, 'DELETE', CHAT_PATHS.friendsDelete, token.expert01, {
      query: { friendId: id.supplier01 as string },
    });
    expect(removed.data).toBe(true);
    expect(await isFriend('supplier01', 'expert01')).toBe(false);
  });

  it('runs a needCheck group: the owner approves joins and member additions, only the owner edits', async () => {
    const created = await chatCall(t, 'POST', CHAT_PATHS.groups, token.buyer01, {
      body: { name: '评标小组', needCheck: true, userIds: [id.agent01] },
    });
    expect(created.data).toMatchObject({
      name: '评标小组',
      needCheck: true,
      ownerId: id.buyer01,
      memberCount: 2,
      myState: '1',
    });
    const groupId = created.data.id as string;
    const at = (path: string) => chatPath(path, groupId);

    // A non-member asks to join; a member adds someone: both wait.
    const join = await chatCall(t, 'POST', at(CHAT_PATHS.groupUsersAdd), token.supplier01, {
      body: { userIds: [id.supplier01] },
    });
    expect(join.data).toMatchObject([{ userId: id.supplier01, state: '0' }]);
    const byMember = await chatCall(t, 'POST', at(CHAT_PATHS.groupUsersAdd), token.agent01, {
      body: { userIds: [id.expert01] },
    });
    expect(byMember.data).toMatchObject([{ userId: id.expert01, state: '0' }]);
    // A non-member may only ask for themselves.
    const other = await chatCall(t, 'POST', at(CHAT_PATHS.groupUsersAdd), token.biz01, {
      body: { userIds: [id.admin01] },
    });
    expect(other.code).toBe(403);

    expect((await chatCall(t, 'GET', at(CHAT_PATHS.groupUsers), token.supplier01)).code).toBe(403);
    const pending = await chatCall(t, 'GET', at(CHAT_PATHS.groupUsers), token.buyer01, {
      query: { state: '0' },
    });
    expect(pending.data.map((m: { userId: string }) => m.userId).sort()).toEqual(
      [id.supplier01, id.expert01].sort(),
    );
    // Members see members only.
    const seen = await chatCall(t, 'GET', at(CHAT_PATHS.groupUsers), token.agent01, {
      query: { state: '0' },
    });
    expect(seen.data.every((m: { state: string }) => m.state === '1')).toBe(true);

    const approve = await chatCall(t, 'POST', at(CHAT_PATHS.groupUsersAdd), token.buyer01, {
      body: { userIds: [id.supplier01] },
    });
    expect(approve.data).toMatchObject([{ userId: id.supplier01, state: '1' }]);
    const turnDown = await chatCall(t, 'POST', at(CHAT_PATHS.groupUsersDelete), token.buyer01, {
      body: { userIds: [id.expert01] },
    });
    expect(turnDown.code).toBe(200);
    expect((await chatCall(t, 'GET', at(CHAT_PATHS.group), token.buyer01)).data.memberCount).toBe(3);

    expect(
      (await chatCall(t, 'PUT', at(CHAT_PATHS.group), token.agent01, { body: { name: '改名' } })).code,
    ).toBe(403);
    const renamed = await chatCall(t, 'PUT', at(CHAT_PATHS.group), token.buyer01, {
      body: { name: '评标小组二', needCheck: false },
    });
    expect(renamed.data).toMatchObject({ name: '评标小组二', needCheck: false });
    const mine = await chatCall(t, 'GET', CHAT_PATHS.groups, token.supplier01);
    expect(mine.data.map((g: { id: string }) => g.id)).toContain(groupId);

    expect((await chatCall(t, 'POST', at(CHAT_PATHS.groupExit), token.buyer01)).code).toBe(400);
    expect((await chatCall(t, 'POST', at(CHAT_PATHS.groupExit), token.supplier01)).code).toBe(200);
    expect((await chatCall(t, 'GET', at(CHAT_PATHS.group), token.buyer01)).data.memberCount).toBe(2);

    expect((await chatCall(t, 'DELETE', at(CHAT_PATHS.group), token.agent01)).code).toBe(403);
    expect((await chatCall(t, 'DELETE', at(CHAT_PATHS.group), token.buyer01)).code).toBe(200);
    expect((await chatCall(t, 'GET', at(CHAT_PATHS.group), token.buyer01)).code).toBe(404);
  });

  it('gives departments from the platform organisations: tree, children, one, users and counts', async () => {
    const orgs = await t.database.db
      .selectFrom('organisations')
      .select(['id', 'code', 'parent_id'])
      .execute();
    const org = (code: string) => orgs.find((o) => o.code === code)?.id as string;

    const tree = await chatCall(t, 'GET', CHAT_PATHS.depts, token.buyer01);
    const platform = tree.data.find((d: { id: string }) => d.id === org('PLATFORM'));
    expect(platform).toMatchObject({ name: '平台运营中心', parentId: null });
    const group = platform.children.find((d: { id: string }) => d.id === org('GROUP'));
    expect(group.children.map((d: { code: string }) => d.code).sort()).toEqual(['GROUP-BIZ', 'GROUP-PROC']);

    const children = await chatCall(t, 'GET', CHAT_PATHS.deptsParent, token.buyer01, {
      query: { deptId: org('GROUP') },
    });
    expect(children.data.map((d: { code: string }) => d.code).sort()).toEqual(['GROUP-BIZ', 'GROUP-PROC']);
    const roots = await chatCall(t, 'GET', CHAT_PATHS.deptsParent, token.buyer01);
    expect(roots.data.map((d: { code: string }) => d.code)).toContain('PLATFORM');

    const one = await chatCall(t, 'GET', chatPath(CHAT_PATHS.dept, org('AGENCY-01')), token.buyer01);
    expect(one.data).toMatchObject({ name: '华通招标代理有限公司', orgType: '02' });
    expect((await chatCall(t, 'GET', chatPath(CHAT_PATHS.dept, 'nope'), token.buyer01)).code).toBe(404);

    const users = await chatCall(t, 'GET', chatPath(CHAT_PATHS.deptUsers, org('GROUP-BIZ')), token.buyer01);
    expect(users.data.map((u: { id: string }) => u.id).sort()).toEqual([id.buyer01, id.biz01].sort());

    const groupCount = await chatCall(t, 'GET', CHAT_PATHS.deptsCount, token.buyer01, {
      query: { deptId: org('GROUP') },
    });
    expect(groupCount.data).toEqual({ deptId: org('GROUP'), deptCount: 3, userCount: 3 });
    const all = await chatCall(t, 'GET', CHAT_PATHS.deptsCount, token.buyer01);
    const enabled = orgs.length;
    expect(all.data.deptCount).toBeLessThanOrEqual(enabled);
    expect(all.data.userCount).toBeGreaterThanOrEqual(10);
  });
});
