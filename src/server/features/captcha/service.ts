import type { PictureCaptcha, SlideCaptcha } from '@/shared/contracts/auth';
import { randomId } from '@/shared/format/random-id';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { randomPictureCode, renderPicture, SLIDE_CODE_ALPHABET } from './render-picture';
import { planSlide, renderSlide } from './render-slide';
import { type CaptchaKind, consumeCaptcha, deleteCaptchasExpiredBefore, insertCaptcha } from './repository';

export const CAPTCHA_TTL_SECONDS = 120;
/** How far, in px, a dropped piece may sit from the hole and still count. */
export const SLIDE_TOLERANCE_PX = 5;
/** Expired rows linger this long (useful when tracing a complaint) before an issue sweeps them. */
const PURGE_AFTER_MS = 60 * 60 * 1000;

export function createCaptchaService(database: Database, clock: Clock) {
  const { db } = database;

  async function store(kind: CaptchaKind, answer: string): Promise<string> {
    const now = clock.now();
    await deleteCaptchasExpiredBefore(db, new Date(now.getTime() - PURGE_AFTER_MS).toISOString());
    const id = randomId();
    await insertCaptcha(db, {
      id,
      kind,
      answer,
      expires_at: new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    });
    return id;
  }

  /** Every attempt uses the captcha up, right or wrong, so an answer cannot be guessed in a loop. */
  async function consume(kinds: readonly CaptchaKind[], id: string) {
    if (typeof id !== 'string' || id === '') return undefined;
    return consumeCaptcha(db, id, kinds, clock.now().toISOString());
  }

  async function issueCode(kind: CaptchaKind, alphabet?: string): Promise<PictureCaptcha> {
    const code = randomPictureCode(alphabet);
    const image = await renderPicture(code);
    const captchaId = await store(kind, code);
    return { captchaId, image, expiresInSeconds: CAPTCHA_TTL_SECONDS };
  }

  return {
    issuePicture: () => issueCode('picture'),

    /**
     * The slide's alternative for people who cannot drag or aim at a piece: digits in a picture,
     * typed and sent in place of the slide's offset, with its id in place of the puzzle's. Exact match only.
     */
    issueSlideCode: () => issueCode('slide-code', SLIDE_CODE_ALPHABET),

    async issueSlide(opts: { width?: number; height?: number } = {}): Promise<SlideCaptcha> {
      const geometry = planSlide(opts);
      const { background, piece } = await renderSlide(geometry);
      const slideId = await store('slide', String(geometry.x));
      return {
        slideId,
        background,
        piece,
        width: geometry.width,
        height: geometry.height,
        pieceSize: geometry.pieceSize,
        pieceY: geometry.y,
        expiresInSeconds: CAPTCHA_TTL_SECONDS,
      };
    },

    async verifyPicture(captchaId: string, code: string): Promise<boolean> {
      const row = await consume(['picture'], captchaId);
      if (row === undefined || typeof code !== 'string') return false;
      return code.trim().toUpperCase() === row.answer;
    },

    async verifySlide(slideId: string, offset: number): Promise<boolean> {
      const row = await consume(['slide', 'slide-code'], slideId);
      if (row === undefined || typeof offset !== 'number' || !Number.isFinite(offset)) return false;
      if (row.kind === 'slide-code') return offset === Number(row.answer);
      return Math.abs(offset - Number(row.answer)) <= SLIDE_TOLERANCE_PX;
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
