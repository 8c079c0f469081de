import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@/shared/contracts/auth';
import { CHAT_PATHS } from '@/shared/contracts/chat';
import { USER_PATHS as USER } from '@/shared/contracts/org-users';
import { DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { bodyOf, post } from './support/admin-call';
import { authed, signIn, solvedCaptchas } from './support/sign-in';
import { latestSmsCode } from './support/sms-log';
import { TARGETS } from './support/test-app';
import {
  type ChatTestApp,
  ChatSocket,
  chatCall,
  createChatTestApp,
  sleep,
  upgradeStatus,
} from './support/chat-support';

const INVALID = { code: 4401, reason: 'invalid token' };
/** "At once": well under the 60 s the sockets used to live on after their session. */
const AT_ONCE_MS = 1000;
const NEW_PASSWORD = 'New@pass456';

describe.each(TARGETS)(
  'chat sockets end with their session, and only the app’s origins open one, on %s',
  (target) => {
    let t: ChatTestApp;
    let base: string;
    let admin: string;
    const id: Record<string, string> = {};
    const open: ChatSocket[] = [];
    const previousOrigins = process.env.ALLOWED_ORIGINS;

    const connect = async (token: string) => {
      const socket = await ChatSocket.connectRegistered(base, token);
      open.push(socket);
      return socket;
    };
    const stillOpen = async (socket: ChatSocket) => {
      expect(await socket.closedWithin(300)).toBeNull();
      socket.send(0, 'ping');
      await socket.waitFor((f) => f.code === 0);
    };

    beforeAll(async () => {
      process.env.ALLOWED_ORIGINS = 'https://bidline.example.com, https://app.example.org:8443';
      t = await createChatTestApp(target);
      base = await t.listen();
      for (const row of await t.database.db.selectFrom('users').select(['id', 'login_name']).execute()) {
        id[row.login_name] = row.id;
      }
      admin = await signIn(t, 'admin01');
    });
    afterAll(async () => {
      if (previousOrigins === undefined) delete process.env.ALLOWED_ORIGINS;
      else process.env.ALLOWED_ORIGINS = previousOrigins;
      for (const socket of open) socket.ws.terminate();
      await t.close();
    });

    it('logout closes the sockets of that session at once; the user’s other session keeps its socket', async () => {
      const leaving = await signIn(t, 'buyer01');
      const staying = await signIn(t, 'buyer01');
      const [a, b] = [await connect(leaving), await connect(leaving)];
      const other = await connect(staying);
      const res = await t.app.inject({
        method: 'POST',
        url: `/bidprocurement${AUTH_PATHS.logout}`,
        headers: authed(leaving),
      });
      expect(res.json().header.ret).toBe('0');
      expect(await a.closedWithin(AT_ONCE_MS)).toEqual(INVALID);
      expect(await b.closedWithin(AT_ONCE_MS)).toEqual(INVALID);
      await stillOpen(other);
    });

    it('stopping an account closes its sockets at once', async () => {
      const socket = await connect(await signIn(t, 'agent01'));
      bodyOf(await post(t, admin, USER.userAccountStopOrStart, { userId: id.agent01, status: '01' }));
      expect(await socket.closedWithin(AT_ONCE_MS)).toEqual(INVALID);
      bodyOf(await post(t, admin, USER.userAccountStopOrStart, { userId: id.agent01, status: '00' }));
    });

    it('an administrator’s password reset closes the user’s sockets at once', async () => {
      const socket = await connect(await signIn(t, 'biz01'));
      const reset = { userId: id.biz01, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
      bodyOf(await post(t, admin, USER.resetSecretValForSys, reset));
      expect(await socket.closedWithin(AT_ONCE_MS)).toEqual(INVALID);
    });

    it('a password reset by SMS (forgotten password) closes the user’s sockets at once', async () => {
      const socket = await connect(await signIn(t, 'supplier01'));
      const call = async (path: string, payload: object) => {
        const res = await t.app.inject({ method: 'POST', url: `/bidprocurement${path}`, payload });
        expect(res.json().header.ret, res.body).toBe('0');
        return res.json().body;
      };
      const { captchaId, pictureCode } = await solvedCaptchas(t);
      const first = await call(AUTH_PATHS.retrieveCheck, { account: 'supplier01', captchaId, pictureCode });
      await call(AUTH_PATHS.retrieveSendCode, { ticket: first.ticket });
      const smsCode = await latestSmsCode(t.database.db, '13800000007');
      const second = await call(AUTH_PATHS.retrieveCodeCheck, { ticket: first.ticket, smsCode });
      await call(AUTH_PATHS.retrieveSetPassword, {
        ticket: second.ticket,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(await socket.closedWithin(AT_ONCE_MS)).toEqual(INVALID);
    });

    it('a password change in the chat closes the other sessions’ sockets, not the one that changed it', async () => {
      const changing = await signIn(t, 'tempbuyer01');
      const elsewhere = await connect(await signIn(t, 'tempbuyer01'));
      const here = await connect(changing);
      const changed = await chatCall(t, 'POST', CHAT_PATHS.usersUpdatePwd, changing, {
        body: { oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
      expect(changed.code, changed.message).toBe(200);
      expect(await elsewhere.closedWithin(AT_ONCE_MS)).toEqual(INVALID);
      await stillOpen(here);
    });

    it('refuses the upgrade to a page of a foreign origin; the app’s own, the configured ones and non-browsers pass', async () => {
      const token = await signIn(t, 'expert01');
      const { host } = new URL(base);
      expect(await upgradeStatus(base, token, 'https://evil.example.net')).toBe(403);
      expect(await upgradeStatus(base, token, 'null')).toBe(403);
      // The configured host under another scheme or port is another origin.
      expect(await upgradeStatus(base, token, 'http://bidline.example.com')).toBe(403);
      expect(await upgradeStatus(base, token, 'https://app.example.org')).toBe(403);
      // A refused upgrade registers nothing: the user has no socket.
      await sleep(50);
      expect(t.services.chat.hub.connectionsOf(id.expert01 as string)).toHaveLength(0);
      expect(await upgradeStatus(base, token, `http://${host}`)).toBe(101);
      expect(await upgradeStatus(base, token, 'https://bidline.example.com')).toBe(101);
      expect(await upgradeStatus(base, token, 'https://APP.example.org:8443')).toBe(101);
      expect(await upgradeStatus(base, token)).toBe(101);
    });
  },
);
