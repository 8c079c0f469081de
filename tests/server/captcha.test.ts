import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaptchaService } from '@/server/features/captcha/service';
import { PICTURE_CODE_ALPHABET } from '@/server/features/captcha/render-picture';
import { AUTH_PATHS } from '@/shared/contracts/auth';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const SLIDE_KEYS = [
  'background',
  'expiresInSeconds',
  'height',
  'piece',
  'pieceSize',
  'pieceY',
  'slideId',
  'width',
];
const SVG_DATA_URL = 'data:image/svg+xml;base64,';

function decodeSvg(dataUrl: string): string {
  expect(dataUrl.startsWith(SVG_DATA_URL)).toBe(true);
  return Buffer.from(dataUrl.slice(SVG_DATA_URL.length), 'base64').toString('utf8');
}

describe.each(TARGETS)('captchas on %s', (target) => {
  let t: TestApp;
  let captcha: CaptchaService;

  beforeAll(async () => {
    // The app wires the captcha service and routes itself, on the test clock.
    t = await createTestApp(target, { seed: false });
    captcha = t.services.captcha;
  });
  afterAll(async () => t.close());

  async function answerOf(id: string): Promise<string> {
    const row = await t.database.db
      .selectFrom('captchas')
      .select('answer')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return row.answer;
  }

  async function issuePicture(method: 'GET' | 'POST' = 'GET') {
    const res = await t.app.inject({ method, url: `/bidprocurement${AUTH_PATHS.randCodeImage}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const json = res.json();
    expect(json.header.ret).toBe('0');
    expect(Object.keys(json.body).sort()).toEqual(['captchaId', 'expiresInSeconds', 'image']);
    return { ...json.body, answer: await answerOf(json.body.captchaId) };
  }

  async function issueSlide(query = '') {
    const res = await t.app.inject({
      method: 'GET',
      url: `/bidprocurement${AUTH_PATHS.slidingCode}${query}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const json = res.json();
    expect(json.header.ret).toBe('0');
    // Nothing beyond the contract goes out: the offset stays on the server.
    expect(Object.keys(json.body).sort()).toEqual(SLIDE_KEYS);
    return { ...json.body, answer: Number(await answerOf(json.body.slideId)) };
  }

  describe('picture code', () => {
    it.each(['GET', 'POST'] as const)(
      'issues an SVG image by %s that does not spell out its answer',
      async (method) => {
        const issued = await issuePicture(method);
        expect(issued.expiresInSeconds).toBe(120);
        expect(issued.answer).toMatch(new RegExp(`^[${PICTURE_CODE_ALPHABET}]{4}$`));
        const svg = decodeSvg(issued.image);
        expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
        expect(svg).not.toContain('<text');
        // Glyphs are path outlines; outside the path data the answer must not appear in any form.
        const withoutPathData = svg.replace(/ d="[^"]*"/g, '').toUpperCase();
        expect(withoutPathData).not.toContain(issued.answer);
      },
    );

    it('never uses the ambiguous characters 0, O, 1, I or l', () => {
      expect(PICTURE_CODE_ALPHABET).not.toMatch(/[0O1Il]/);
    });

    it.each([
      ['as issued', (code: string) => code],
      ['in lower case', (code: string) => code.toLowerCase()],
    ])('accepts the right code %s, once', async (_label, typed) => {
      const { captchaId, answer } = await issuePicture();
      expect(await captcha.verifyPicture(captchaId, typed(answer))).toBe(true);
      expect(await captcha.verifyPicture(captchaId, answer)).toBe(false);
    });

    it('refuses a wrong code and uses the captcha up', async () => {
      const { captchaId, answer } = await issuePicture();
      const wrong = answer === 'AAAA' ? 'BBBB' : 'AAAA';
      expect(await captcha.verifyPicture(captchaId, wrong)).toBe(false);
      expect(await captcha.verifyPicture(captchaId, answer)).toBe(false);
    });

    it('refuses a code after 120 seconds', async () => {
      const { captchaId, answer } = await issuePicture();
      t.clock.advance(121_000);
      expect(await captcha.verifyPicture(captchaId, answer)).toBe(false);
    });

    it.each([['no-such-id'], ['']])('refuses an unknown id %j', async (id) => {
      expect(await captcha.verifyPicture(id, 'ABCD')).toBe(false);
    });

    it('does not take a slide answer for a picture code', async () => {
      const { slideId, answer } = await issueSlide();
      expect(await captcha.verifyPicture(slideId, String(answer))).toBe(false);
    });

    it('lets exactly one of two concurrent attempts pass', async () => {
      const { captchaId, answer } = await issuePicture();
      const results = await Promise.all([
        captcha.verifyPicture(captchaId, answer),
        captcha.verifyPicture(captchaId, answer),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
    });
  });

  describe('slide verification', () => {
    it('issues a puzzle with SVG background and piece and a hidden offset in range', async () => {
      const issued = await issueSlide();
      expect(issued).toMatchObject({ width: 300, height: 150, expiresInSeconds: 120 });
      const { pieceSize, pieceY, answer } = issued;
      expect(answer).toBeGreaterThanOrEqual(pieceSize + 10);
      expect(answer).toBeLessThanOrEqual(300 - pieceSize - 10);
      expect(pieceY).toBeGreaterThanOrEqual(0);
      expect(pieceY + pieceSize).toBeLessThanOrEqual(150);
      expect(decodeSvg(issued.background)).toMatch(/^<svg[^>]*width="300" height="150"/);
      const piece = decodeSvg(issued.piece);
      expect(piece).toMatch(new RegExp(`^<svg[^>]*width="${pieceSize}" height="${pieceSize}"`));
      expect(piece).toContain('clip-path=');
    });

    it('draws a different background for every puzzle', async () => {
      const a = await issueSlide();
      const b = await issueSlide();
      expect(a.background).not.toBe(b.background);
    });

    it.each([
      ['', 300, 150],
      ['?width=1000&height=10', 400, 100],
      ['?width=50&height=500', 200, 200],
      ['?width=333.4&height=120', 333, 120],
      ['?width=abc', 300, 150],
    ])('sizes the puzzle for %j as %i x %i', async (query, width, height) => {
      const issued = await issueSlide(query);
      expect(issued).toMatchObject({ width, height });
      expect(issued.answer).toBeGreaterThanOrEqual(issued.pieceSize + 10);
      expect(issued.answer).toBeLessThanOrEqual(width - issued.pieceSize - 10);
      expect(issued.pieceY + issued.pieceSize).toBeLessThanOrEqual(height);
      expect(decodeSvg(issued.background)).toContain(`width="${width}" height="${height}"`);
    });

    it.each([
      [0, true],
      [5, true],
      [-5, true],
      [4.6, true],
      [6, false],
      [-6, false],
    ])('judges a drop %i px from the hole: %s', async (delta, expected) => {
      const { slideId, answer } = await issueSlide();
      expect(await captcha.verifySlide(slideId, answer + delta)).toBe(expected);
    });

    it('uses the puzzle up with the first attempt, right or wrong', async () => {
      const right = await issueSlide();
      expect(await captcha.verifySlide(right.slideId, right.answer)).toBe(true);
      expect(await captcha.verifySlide(right.slideId, right.answer)).toBe(false);
      const wrong = await issueSlide();
      expect(await captcha.verifySlide(wrong.slideId, 0)).toBe(false);
      expect(await captcha.verifySlide(wrong.slideId, wrong.answer)).toBe(false);
    });

    it('refuses a drop after 120 seconds', async () => {
      const { slideId, answer } = await issueSlide();
      t.clock.advance(121_000);
      expect(await captcha.verifySlide(slideId, answer)).toBe(false);
    });

    it.each([[Number.NaN], [Number.POSITIVE_INFINITY]])('refuses a non-finite offset %s', async (offset) => {
      const { slideId } = await issueSlide();
      expect(await captcha.verifySlide(slideId, offset)).toBe(false);
    });

    it('does not take a picture code id for a puzzle', async () => {
      const { captchaId } = await issuePicture();
      expect(await captcha.verifySlide(captchaId, 100)).toBe(false);
    });

    it('lets exactly one of two concurrent drops pass', async () => {
      const { slideId, answer } = await issueSlide();
      const results = await Promise.all([
        captcha.verifySlide(slideId, answer),
        captcha.verifySlide(slideId, answer),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
    });
  });

  it('sweeps captchas that expired more than an hour ago when issuing', async () => {
    const old = await issuePicture();
    t.clock.advance(120_000 + 60 * 60 * 1000 + 1000);
    const fresh = await issuePicture();
    const ids = await t.database.db.selectFrom('captchas').select('id').execute();
    expect(ids.map((r) => r.id)).not.toContain(old.captchaId);
    expect(ids.map((r) => r.id)).toContain(fresh.captchaId);
  });
});
