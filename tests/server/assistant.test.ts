import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryAiPath } from '@/shared/contracts/assistant';
import { CHAT_PATHS } from '@/shared/contracts/chat';
import { type ChatTestApp, chatCall, createChatTestApp, type Json } from './support/chat-support';
import { signIn } from './support/sign-in';
import { TARGETS } from './support/test-app';

const USERS = ['admin01', 'buyer01', 'biz01', 'agent01', 'supplier01', 'expert01'] as const;
type Name = (typeof USERS)[number];

describe.each(TARGETS)('tender assistant (queryAi/00) on %s', (target) => {
  let t: ChatTestApp;
  const token = {} as Record<Name, string>;
  const id: Record<string, string> = {};
  const userName: Record<string, string> = {};
  let groupName = '';

  const ask = (who: Name | undefined, question: string, lang = 'en', code = '00') =>
    chatCall(t, 'POST', queryAiPath(code), who ? token[who] : undefined, { body: { question }, lang });

  async function say(from: Name, to: Name, content: string) {
    await t.services.chat.send(id[from] as string, {
      chatId: '',
      chatType: 0,
      toId: id[to],
      messageType: '0',
      content,
    });
  }

  beforeAll(async () => {
    t = await createChatTestApp(target);
    for (const row of await t.database.db
      .selectFrom('users')
      .select(['id', 'login_name', 'name'])
      .execute()) {
      id[row.login_name] = row.id;
      userName[row.login_name] = row.name;
    }
    for (const name of USERS) token[name] = await signIn(t, name);
    const befriend = async (a: Name, b: Name) => {
      await chatCall(t, 'POST', CHAT_PATHS.friendsAdd, token[a], { body: { friendId: id[b] } });
      await chatCall(t, 'POST', CHAT_PATHS.friendsAdd, token[b], { body: { friendId: id[a] } });
    };
    await befriend('buyer01', 'agent01');
    await befriend('supplier01', 'expert01');
    for (const n of [1, 2, 3]) await say('agent01', 'buyer01', `offer question ${n}`);
    for (const n of [1, 2]) await say('expert01', 'supplier01', `private note ${n}`);
    groupName = 'Assistant test group';
    const group = await chatCall(t, 'POST', CHAT_PATHS.groups, token.buyer01, {
      body: { name: groupName, userIds: [id.agent01, id.supplier01] },
    });
    await t.services.chat.send(id.supplier01 as string, {
      chatId: group.data.id,
      chatType: 1,
      messageType: '0',
      content: 'hello group',
    });
  });
  afterAll(async () => t.close());

  it('refuses a call without a live session in the chat envelope (body code 401)', async () => {
    for (const bad of [undefined, 'not-a-token']) {
      const res = await chatCall(t, 'POST', queryAiPath(), bad, {
        body: { question: 'unread?' },
        lang: 'en',
      });
      expect(res).toMatchObject({ status: 200, code: 401, data: null });
      expect(res.message).toMatch(/session/i);
    }
  });

  it('validates the question and the aiTag', async () => {
    const empty = await ask('buyer01', '   ');
    expect(empty).toMatchObject({ code: 400, field: 'question' });
    const long = await ask('buyer01', 'x'.repeat(501));
    expect(long).toMatchObject({ code: 400, field: 'question' });
    expect((await ask('buyer01', 'hello', 'en', '99')).code).toBe(404);
  });

  it.each([
    ['zh', '如何切换语言？', 'language', '切换语言'],
    ['en', 'How do I retrieve a forgotten password?', 'retrieve-password', 'Retrieve a forgotten password'],
    ['fr', 'Comment travailler hors ligne ?', 'offline', 'Travailler hors ligne'],
    ['zh', '离线时修改被拒绝了怎么办', 'sync-centre', '同步中心'],
    ['en', 'how can I create a chat group', 'chat-groups', 'Chat groups'],
    ['fr', 'comment changer d organisation', 'switch-organisation', "Changer d'organisation"],
  ])('answers how-to questions from the %s help corpus: %s', async (lang, question, articleId, title) => {
    const res = await ask('supplier01', question, lang);
    expect(res.code).toBe(200);
    const reply = res.data as Json;
    expect(reply).toMatchObject({
      found: true,
      intent: 'help',
      engine: 'builtin',
      aiTag: '00',
      type: 2,
      mine: false,
    });
    expect(reply.sources[0]).toMatchObject({ kind: 'help', id: articleId });
    expect(reply.sources[0].route).toMatch(/^\//);
    expect(reply.content).toContain(title);
  });

  it('says so instead of inventing when nothing relevant is found', async () => {
    for (const [lang, question, phrase] of [
      ['en', 'What is the capital of Mongolia?', 'found nothing'],
      ['zh', '明天会下雨吗', '没有找到'],
      ['fr', 'Quelle est la recette de la ratatouille ?', 'rien trouvé'],
    ] as const) {
      const reply = (await ask('buyer01', question, lang)).data as Json;
      expect(reply).toMatchObject({ found: false, sources: [], intent: null });
      expect(reply.content).toContain(phrase);
    }
  });

  it('links administration help only for roles whose menus hold the screen', async () => {
    const admin = (await ask('admin01', 'How do I manage the holiday calendar?')).data as Json;
    expect(admin.sources[0]).toMatchObject({ id: 'admin-holidays', route: '/baseManagement/holidayManage' });
    const supplier = (await ask('supplier01', 'How do I manage the holiday calendar?')).data as Json;
    expect(supplier.sources.map((s: Json) => s.id)).not.toContain('admin-holidays');
    const profile = (await ask('supplier01', 'How do I complete my supplier profile?')).data as Json;
    expect(profile.sources[0]).toMatchObject({ id: 'supplier-profile' });
    const buyer = (await ask('buyer01', 'How do I complete my supplier profile?')).data as Json;
    expect(buyer.sources.map((s: Json) => s.id)).not.toContain('supplier-profile');
  });

  it('counts only the asker’s own unread messages (permission matrix)', async () => {
    const expected: Record<Name, { total: number; chats: string[] }> = {
      admin01: { total: 0, chats: [] },
      biz01: { total: 0, chats: [] },
      buyer01: { total: 4, chats: [userName.agent01 as string, groupName] },
      agent01: { total: 1, chats: [groupName] },
      supplier01: { total: 2, chats: [userName.expert01 as string] },
      expert01: { total: 0, chats: [] },
    };
    const everyChat = [userName.agent01, userName.expert01, userName.buyer01, userName.supplier01, groupName];
    for (const who of USERS) {
      const reply = (await ask(who, 'How many unread messages do I have?')).data as Json;
      expect(reply.intent, who).toBe('chat.unread');
      const mine = expected[who];
      if (mine.total === 0) expect(reply.content, who).toBe('You have no unread messages.');
      else
        expect(reply.content, who).toContain(
          `You have ${mine.total} unread message(s) in ${mine.chats.length} chat(s)`,
        );
      const titles = reply.sources.map((s: Json) => s.title);
      for (const chat of everyChat) {
        const shown = mine.chats.includes(chat as string);
        expect(titles.includes(chat), `${who} / ${chat}`).toBe(shown);
        if (!shown) expect(reply.content.includes(`${chat}:`), `${who} / ${chat}`).toBe(false);
      }
      for (const source of reply.sources) expect(source.route).toBe('/evalChat/chat');
    }
  });

  it('answers the unread question in Chinese and French too', async () => {
    const zh = (await ask('buyer01', '我有多少条未读消息？', 'zh')).data as Json;
    expect(zh.content).toContain('共有 4 条未读消息');
    const fr = (await ask('supplier01', 'Combien de messages non lus ai-je ?', 'fr')).data as Json;
    expect(fr.content).toContain('Vous avez 2 message(s) non lu(s)');
  });

  it('lists only the asker’s own organisations and roles', async () => {
    const orgs = await t.database.db.selectFrom('organisations').select(['id', 'name', 'code']).execute();
    const nameOf = (code: string) => orgs.find((o) => o.code === code)?.name as string;
    const buyer = (await ask('buyer01', 'Which organisations and roles do I have?')).data as Json;
    expect(buyer.intent).toBe('account.organisations');
    expect(buyer.content).toContain('You belong to 2 organisation(s)');
    expect(buyer.content).toContain(nameOf('GROUP-PROC'));
    expect(buyer.content).toContain(nameOf('GROUP-BIZ'));
    expect(buyer.sources).toHaveLength(2);
    const biz = (await ask('biz01', '我属于哪些组织？', 'zh')).data as Json;
    expect(biz.content).toContain('您属于 1 个组织');
    expect(biz.content).not.toContain(nameOf('GROUP-PROC'));
    expect(biz.sources.map((s: Json) => s.title)).toEqual([nameOf('GROUP-BIZ')]);
    // A how-to question about the same words goes to the help, not to the data.
    const how = (await ask('biz01', 'How do I switch my organisation?')).data as Json;
    expect(how.intent).toBe('help');
    expect(how.sources[0].id).toBe('switch-organisation');
  });

  it('lists only the friend requests of the asker’s own pairs', async () => {
    // One-way request: biz01 asks admin01.
    await chatCall(t, 'POST', CHAT_PATHS.friendsAdd, token.biz01, { body: { friendId: id.admin01 } });
    const admin = (await ask('admin01', 'Do I have any friend requests?')).data as Json;
    expect(admin.intent).toBe('chat.friendRequests');
    expect(admin.content).toContain(`1 person(s) asked to be your friend: ${userName.biz01}`);
    expect(admin.sources).toEqual([
      {
        kind: 'record',
        id: expect.stringMatching(/^friend:/),
        title: userName.biz01,
        route: '/evalChat/chat/friend',
      },
    ]);
    const biz = (await ask('biz01', '我有好友申请吗？', 'zh')).data as Json;
    expect(biz.content).toContain('没有等待您处理的好友申请');
    expect(biz.content).toContain(`1 个好友申请等待对方通过：${userName.admin01}`);
    for (const other of ['buyer01', 'supplier01', 'expert01', 'agent01'] as const) {
      const reply = (await ask(other, 'friend requests', 'en')).data as Json;
      expect(reply.content, other).toBe('Nobody is waiting for your answer to a friend request.');
      expect(
        reply.sources.map((s: Json) => s.title),
        other,
      ).toEqual(['Your friends']);
    }
  });

  it('answers the same through GET with the question in the query', async () => {
    const res = await chatCall(t, 'GET', queryAiPath(), token.expert01, {
      query: { question: 'How do I change the language?' },
      lang: 'fr',
    });
    expect(res.code).toBe(200);
    expect(res.data.sources[0]).toMatchObject({ id: 'language' });
    expect(res.data.content).toContain('Changer de langue');
  });

  it('gives the server time from the server clock', async () => {
    t.clock.set('2026-11-20T02:00:00.000Z');
    const en = (await ask('expert01', 'What is the server time?')).data as Json;
    expect(en).toMatchObject({ intent: 'calendar.serverTime', found: true });
    expect(en.content).toContain('2026-11-20 02:00:00 UTC');
    const zh = (await ask('expert01', '现在几点了？', 'zh')).data as Json;
    expect(zh.content).toContain('服务器时间为 2026-11-20 02:00:00 UTC');
  });

  it('counts working days between two dates with the holiday calendar', async () => {
    const db = t.database.db;
    await db
      .deleteFrom('holidays')
      .where('day', '>=', '2026-12-01')
      .where('day', '<=', '2026-12-31')
      .execute();
    const now = new Date().toISOString();
    await db
      .insertInto('holidays')
      .values([
        { id: 'asst-h1', day: '2026-12-25', day_type: '00', name: 'Test holiday', created_at: now },
        { id: 'asst-h2', day: '2026-12-26', day_type: '01', name: 'Worked Saturday', created_at: now },
      ])
      .execute();
    // December 2026: 8 weekend days, one of them worked, plus one holiday: 31 - 8 + 1 - 1 = 23.
    const admin = (await ask('admin01', 'How many working days between 2026-12-01 and 2026-12-31?'))
      .data as Json;
    expect(admin.intent).toBe('calendar.workingDays');
    expect(admin.content).toContain('23 working day(s) out of 31 day(s) (8 rest day(s)');
    expect(admin.sources[0]).toMatchObject({
      id: 'holiday-calendar',
      route: '/baseManagement/holidayManage',
    });
    const fr = (await ask('supplier01', 'Combien de jours ouvrés entre 2026-12-31 et 2026-12-01 ?', 'fr'))
      .data as Json;
    expect(fr.content).toContain('23 jour(s) ouvré(s) sur 31');
    // The supplier's menus lack the holiday screen: the source is named but not linked.
    expect(fr.sources[0]).toMatchObject({ id: 'holiday-calendar', route: null });
    const zh = (await ask('buyer01', '2026年12月1日到2026年12月31日有几个工作日？', 'zh')).data as Json;
    expect(zh.content).toContain('工作日 23 天');
  });
});
