import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import type { create } from 'svg-captcha';
import { addNoise, svgToPixels, toWebpDataUrl, waveRows } from './render-raster';

/** Digits and upper-case letters without the look-alikes 0/O and 1/I (l never appears: codes are upper case). */
export const PICTURE_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const PICTURE_CODE_LENGTH = 4;

type RenderOptions = NonNullable<Parameters<typeof create>[0]>;

// The package's main export draws a text we pick; its typings only describe create(), which would pick
// the text with Math.random. The code is a secret, so it comes from the CSPRNG instead.
const renderText = createRequire(import.meta.url)('svg-captcha') as (
  text: string,
  options: RenderOptions,
) => string;

/** The slide's typed alternative: digits only (it is sent as the slide's number), without 0 and 1. */
export const SLIDE_CODE_ALPHABET = '23456789';

export function randomPictureCode(alphabet = PICTURE_CODE_ALPHABET): string {
  let code = '';
  for (let i = 0; i < PICTURE_CODE_LENGTH; i += 1) {
    code += alphabet.charAt(randomInt(alphabet.length));
  }
  return code;
}

/** Drawn at twice the displayed 120 x 40, so the characters stay sharp on dense (phone) screens. */
const SCALE = 2;

/**
 * The code as a noisy, wavy WebP data URL. svg-captcha composes it (glyph outlines behind noise lines), but
 * that SVG keeps each glyph as its own path, which public solvers match against the font: only the pixels,
 * bent and speckled, leave the server.
 */
export async function renderPicture(code: string): Promise<string> {
  const svg = renderText(code, {
    width: 120,
    height: 40,
    fontSize: 44,
    noise: 3,
    color: true,
    background: '#f2f4f8',
  });
  const pixels = waveRows(await svgToPixels(svg, SCALE), 3, 36 + randomInt(16));
  addNoise(pixels, 24);
  return toWebpDataUrl(pixels, 80);
}
