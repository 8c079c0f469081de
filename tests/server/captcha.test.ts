import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaptchaService } from '@/server/features/captcha/service';
import { PICTURE_CODE_ALPHABET } from '@/server/features/captcha/render-picture';
import { decodeRaster, issuePicture as issue, issueSlide as slide } from './support/captcha-calls';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

describe.each(TARGETS)('captchas on %s', (target) => {
  let t: TestApp;
  let captcha: CaptchaService;

  beforeAll(async () => {
    // The app wires the captcha service and routes itself, on the test clock.
    t = await createTestApp(target, { seed: false });
    captcha = t.services.captcha;
  });
  afterAll(async () => t.close());

  const issuePicture = (method: 'GET' | 'POST' = 'GET') => issue(t, method);
  const issueSlide = (query = '') => slide(t, query);

  describe('picture code', () => {
    it.each(['GET', 'POST'] as const)(
      'issues a raster image by %s (no SVG, no glyph outlines) that does not spell out its answer',
      async (method) => {
        const issued = await issuePicture(method);
        expect(issued.expiresInSeconds).toBe(120);
        expect(issued.answer).toMatch(new RegExp(`^[${PICTURE_CODE_ALPHABET}]{4}$`));
        // Drawn at twice the 120 x 40 it is shown at.
        const image = await decodeRaster(issued.image);
        expect(image).toMatchObject({ width: 240, height: 80 });
        expect(issued.payload).not.toMatch(/image\/svg|<path|<svg/i);
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
    it('issues a puzzle as raster background and piece, with a hidden offset in range', async () => {
      const issued = await issueSlide();
      expect(issued).toMatchObject({ width: 300, height: 150, expiresInSeconds: 120 });
      const { pieceSize, pieceY, answer } = issued;
      expect(answer).toBeGreaterThanOrEqual(pieceSize + 10);
      expect(answer).toBeLessThanOrEqual(300 - pieceSize - 10);
      expect(pieceY).toBeGreaterThanOrEqual(0);
      expect(pieceY + pieceSize).toBeLessThanOrEqual(150);
      expect(await decodeRaster(issued.background)).toMatchObject({ width: 300, height: 150 });
      // The piece is its own square whatever the offset: its size and shape tell nothing of x.
      expect(await decodeRaster(issued.piece)).toMatchObject({
        width: pieceSize,
        height: pieceSize,
        hasAlpha: true,
      });
      expect(issued.payload).not.toMatch(/image\/svg|translate\(/i);
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
      expect(await decodeRaster(issued.background)).toMatchObject({ width, height });
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

  describe("the slide's typed alternative", () => {
    const issueCode = () => issue(t, 'GET', '?for=slide');

    it('issues four digits (2-9) as a raster picture', async () => {
      const issued = await issueCode();
      expect(issued.answer).toMatch(/^[2-9]{4}$/);
      expect(await decodeRaster(issued.image)).toMatchObject({ width: 240, height: 80 });
    });

    it('passes the slide check with exactly its number, once', async () => {
      const { captchaId, answer } = await issueCode();
      expect(await captcha.verifySlide(captchaId, Number(answer))).toBe(true);
      expect(await captcha.verifySlide(captchaId, Number(answer))).toBe(false);
    });

    it.each([1, -1, 5])('allows no tolerance: %i off fails and uses it up', async (delta) => {
      const { captchaId, answer } = await issueCode();
      expect(await captcha.verifySlide(captchaId, Number(answer) + delta)).toBe(false);
      expect(await captcha.verifySlide(captchaId, Number(answer))).toBe(false);
    });

    it('is not a picture code, and a picture code is not it', async () => {
      const code = await issueCode();
      expect(await captcha.verifyPicture(code.captchaId, code.answer)).toBe(false);
      const picture = await issuePicture();
      expect(await captcha.verifySlide(picture.captchaId, Number(picture.answer))).toBe(false);
    });

    it('expires after 120 seconds like the puzzle', async () => {
      const { captchaId, answer } = await issueCode();
      t.clock.advance(121_000);
      expect(await captcha.verifySlide(captchaId, Number(answer))).toBe(false);
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
