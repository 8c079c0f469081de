import type { PictureCaptcha, SlideCaptcha } from '@/shared/contracts/auth';
import { randomId } from '@/shared/format/random-id';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { randomPictureCode, renderPicture } from './render-picture';
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
  async function consume(kind: CaptchaKind, id: string): Promise<string | undefined> {
    if (typeof id !== 'string' || id === '') return undefined;
    return consumeCaptcha(db, id, kind, clock.now().toISOString());
  }

  return {
    async issuePicture(): Promise<PictureCaptcha> {
      const code = randomPictureCode();
      const image = renderPicture(code);
      const captchaId = await store('picture', code);
      return { captchaId, image, expiresInSeconds: CAPTCHA_TTL_SECONDS };
    },

    async issueSlide(opts: { width?: number; height?: number } = {}): Promise<SlideCaptcha> {
      const geometry = planSlide(opts);
      const { background, piece } = renderSlide(geometry);
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
      const answer = await consume('picture', captchaId);
      if (answer === undefined || typeof code !== 'string') return false;
      return code.trim().toUpperCase() === answer;
    },

    async verifySlide(slideId: string, offset: number): Promise<boolean> {
      const answer = await consume('slide', slideId);
      if (answer === undefined || typeof offset !== 'number' || !Number.isFinite(offset)) return false;
      return Math.abs(offset - Number(answer)) <= SLIDE_TOLERANCE_PX;
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
