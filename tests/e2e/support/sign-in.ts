import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { LOGIN_TYPES, type LoginType } from '@/shared/codes/roles';
import { AUTH_PATHS, type LoginResponse } from '@/shared/contracts/auth';
import type { Browser } from './browser';
import { platformCall } from './platform-call';
import { captchaAnswer } from './server-db';

/** The password of every seeded account. */
export const PASSWORD = 'Bidline@2026';

export interface SlideBody {
  slideId: string;
  width: number;
}
export interface PictureBody {
  captchaId: string;
}
export interface Tracker<T> {
  readonly count: number;
  next(seen?: number): Promise<T>;
}

/** Where the e2e server runs and keeps its data, and the browser the case drives. */
export interface SignInContext {
  browser: Browser;
  baseUrl: string;
  dataDir: string;
}

/**
 * The bodies of one API path as the page receives them. Only completed requests count: a request the
 * app cancelled (React's development double mount aborts the first fetch) never reached the screen.
 */
export function track<T>(page: Page, path: string): Tracker<T> {
  const bodies: T[] = [];
  page.on('requestfinished', async (request) => {
    if (!request.url().includes(path)) return;
    // A body can no longer be read once its page has closed at the end of a case; nobody waits for it then.
    const envelope = (await (await request.response())?.json().catch(() => undefined)) as
      | { header: { ret: string }; body: T }
      | undefined;
    if (envelope?.header.ret === '0') bodies.push(envelope.body);
  });
  return {
    get count() {
      return bodies.length;
    },
    /** The newest body once more than `seen` have arrived. */
    async next(seen = 0): Promise<T> {
      // A plain wait rather than expect.poll, which only works inside a test and not in beforeAll.
      const deadline = Date.now() + 10_000;
      while (bodies.length <= seen) {
        if (Date.now() > deadline) throw new Error(`no new answer from ${path} within 10 s`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return bodies[bodies.length - 1] as T;
    },
  };
}

/** A new page that records every address it shows, client-side navigations included. */
export async function openPage(browser: Browser): Promise<{ page: Page; visited: string[] }> {
  const page = await browser.context.newPage();
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  return { page, visited };
}

/** Drags the handle as a person would: press, move in steps, release. */
export async function dragSlider(page: Page, dataDir: string, slide: SlideBody): Promise<void> {
  const offset = Number(captchaAnswer(dataDir, slide.slideId));
  expect(Number.isFinite(offset)).toBe(true);
  const handle = page.getByTestId('slide-handle');
  await handle.waitFor();
  // The dialog opens with a zoom; measure only once it has settled.
  await page
    .getByTestId('slide-dialog')
    .evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  const handleBox = await handle.boundingBox();
  const trackBox = await page.getByTestId('slide-track').boundingBox();
  if (!handleBox || !trackBox) throw new Error('the slider is not visible');
  const scale = trackBox.width / slide.width;
  const x = handleBox.x + handleBox.width / 2;
  const y = handleBox.y + handleBox.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + offset * scale, y, { steps: 12 });
  await page.mouse.up();
}

/** Fills the form on an open sign-in page, solves both captchas and waits for the login answer. */
export async function submitLogin(
  page: Page,
  dataDir: string,
  pictures: Tracker<PictureBody>,
  loginName: string,
) {
  const slides = track<SlideBody>(page, AUTH_PATHS.slidingCode);
  await page.locator('input[name="loginName"]').fill(loginName);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByTestId('picture-code-image').locator('img').waitFor();
  const { captchaId } = await pictures.next();
  const code = captchaAnswer(dataDir, captchaId);
  expect(code).toMatch(/^[A-Z0-9]{4}$/);
  await page.locator('input[name="pictureCode"]').fill(code ?? '');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByTestId('slide-handle').waitFor();
  const login = page.waitForResponse((r) => r.url().includes(AUTH_PATHS.login));
  await dragSlider(page, dataDir, await slides.next());
  const envelope = (await (await login).json()) as {
    header: { ret: string; message: string };
    body: unknown;
  };
  return { ...envelope, captchaId };
}

/** Opens a sign-in page in a new page of the browser and signs in through its form, both captchas solved
 * as a person solves them (the browser's locale must be English). For the tests of signing in. */
export async function signInThroughForm(
  { browser, baseUrl, dataDir }: SignInContext,
  path: string,
  loginName: string,
) {
  const { page, visited } = await openPage(browser);
  const pictures = track<PictureBody>(page, AUTH_PATHS.randCodeImage);
  await page.goto(`${baseUrl}${path}`);
  const result = await submitLogin(page, dataDir, pictures, loginName);
  expect(result.header, result.header.message).toMatchObject({ ret: '0' });
  return { page, visited, landing: (result.body as { landing: string }).landing };
}

/** The sign-in kind each sign-in page sends (LoginPage's loginType); the portal /login sends none. */
const LOGIN_TYPE_OF_PAGE: Record<string, LoginType | undefined> = {
  '/supplierLogin': LOGIN_TYPES.SUPPLIER,
  '/buyerLogin': LOGIN_TYPES.BUYER,
  '/agentLogin': LOGIN_TYPES.AGENT,
  '/expertLogin': LOGIN_TYPES.EXPERT,
};

/**
 * Signs in as the sign-in page at `path` does (the same login request with both captchas answered, the
 * session cookie set in the browser) and opens the landing address in a new page, without driving the
 * form: for tests whose subject comes after signing in. The form took ~1.6 CPU-s a sign-in on a 2-core
 * machine against ~0.6 this way (the sign-in page's own start, its captchas and the slider's dialog),
 * over ~250 sign-ins a run. Like the form, it returns while the landing page is still opening, so a
 * listener added next still sees the landing page's requests.
 */
export async function signIn({ browser, baseUrl, dataDir }: SignInContext, path: string, loginName: string) {
  const call = platformCall(() => browser, baseUrl);
  const { captchaId } = await call<PictureBody>(AUTH_PATHS.randCodeImage);
  const { slideId } = await call<SlideBody>(AUTH_PATHS.slidingCode);
  const loginType = LOGIN_TYPE_OF_PAGE[new URL(path, baseUrl).pathname];
  const { landing } = await call<LoginResponse>(AUTH_PATHS.login, {
    loginName,
    password: PASSWORD,
    ...(loginType ? { loginType } : {}),
    captchaId,
    pictureCode: captchaAnswer(dataDir, captchaId),
    slideId,
    slideOffset: Number(captchaAnswer(dataDir, slideId)),
  });
  const { page, visited } = await openPage(browser);
  // Until the landing document is committed, not loaded: a navigation still pending would be cut short by
  // the test's next goto, and the app's own requests (menu, user) start only once its scripts have run.
  await page.goto(`${baseUrl}${landing}`, { waitUntil: 'commit' });
  return { page, visited, landing };
}
