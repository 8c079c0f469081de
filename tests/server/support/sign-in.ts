import { AUTH_PATHS } from '@/shared/contracts/auth';
import { DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import type { TestApp } from './test-app';

/** Fresh captchas with their answers read from the server's table, as a person would read the images. */
export async function solvedCaptchas(t: TestApp) {
  const picture = (
    await t.app.inject({ method: 'GET', url: `/bidprocurement${AUTH_PATHS.randCodeImage}` })
  ).json().body;
  const slide = (
    await t.app.inject({ method: 'GET', url: `/bidprocurement${AUTH_PATHS.slidingCode}` })
  ).json().body;
  const answers = await t.database.db
    .selectFrom('captchas')
    .select(['id', 'answer'])
    .where('id', 'in', [picture.captchaId, slide.slideId])
    .execute();
  const answerOf = (id: string) => answers.find((a) => a.id === id)?.answer ?? '';
  return {
    captchaId: picture.captchaId as string,
    pictureCode: answerOf(picture.captchaId),
    slideId: slide.slideId as string,
    slideOffset: Number(answerOf(slide.slideId)),
  };
}

export async function loginRaw(t: TestApp, body: Record<string, unknown>, query = '') {
  return t.app.inject({ method: 'POST', url: `/bidprocurement${AUTH_PATHS.login}${query}`, payload: body });
}

/** Signs in through the real login call and returns the session token. */
export async function signIn(
  t: TestApp,
  loginName: string,
  options: { password?: string; loginType?: string } = {},
) {
  const res = await loginRaw(t, {
    loginName,
    password: options.password ?? DEMO_PASSWORD,
    ...(options.loginType ? { loginType: options.loginType } : {}),
    ...(await solvedCaptchas(t)),
  });
  const json = res.json();
  if (json.header.ret !== '0') throw new Error(`sign-in of ${loginName} failed: ${json.header.message}`);
  return json.body.token as string;
}

export function authed(token: string) {
  return { 'x-auth-token': token };
}
