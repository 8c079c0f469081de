import sharp from 'sharp';
import { expect } from 'vitest';
import { AUTH_PATHS } from '@/shared/contracts/auth';
import type { TestApp } from './test-app';

export const SLIDE_KEYS = [
  'background',
  'expiresInSeconds',
  'height',
  'piece',
  'pieceSize',
  'pieceY',
  'slideId',
  'width',
];

/** The stored answer, read from the table as the tests' stand-in for a person looking at the image. */
export async function answerOf(t: TestApp, id: string): Promise<string> {
  const row = await t.database.db
    .selectFrom('captchas')
    .select('answer')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.answer;
}

/** Issues a picture code (or, with `?for=slide`, the slide's typed alternative) and checks the envelope. */
export async function issuePicture(t: TestApp, method: 'GET' | 'POST' = 'GET', query = '') {
  const res = await t.app.inject({ method, url: `/bidprocurement${AUTH_PATHS.randCodeImage}${query}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const json = res.json();
  expect(json.header.ret).toBe('0');
  expect(Object.keys(json.body).sort()).toEqual(['captchaId', 'expiresInSeconds', 'image']);
  return { ...json.body, answer: await answerOf(t, json.body.captchaId), payload: res.body };
}

/** Issues a slide puzzle; `payload` is the raw response text, everything an attacker gets. */
export async function issueSlide(t: TestApp, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/bidprocurement${AUTH_PATHS.slidingCode}${query}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const json = res.json();
  expect(json.header.ret).toBe('0');
  // Nothing beyond the contract goes out: the offset stays on the server.
  expect(Object.keys(json.body).sort()).toEqual(SLIDE_KEYS);
  return { ...json.body, answer: Number(await answerOf(t, json.body.slideId)), payload: res.body as string };
}

const RASTER_DATA_URL = /^data:image\/(png|webp);base64,([A-Za-z0-9+/]+=*)$/;

/** Decodes a data URL that must hold a PNG or WebP (never SVG) and reads its size from the pixels. */
export async function decodeRaster(dataUrl: string) {
  const match = RASTER_DATA_URL.exec(dataUrl);
  expect(match, dataUrl.slice(0, 40)).not.toBeNull();
  const bytes = Buffer.from(match?.[2] ?? '', 'base64');
  const meta = await sharp(bytes).metadata();
  expect(['png', 'webp']).toContain(meta.format);
  expect(bytes.toString('latin1').toLowerCase()).not.toContain('<svg');
  return { bytes, format: meta.format, width: meta.width, height: meta.height, hasAlpha: meta.hasAlpha };
}
