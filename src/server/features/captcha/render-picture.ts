import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import type { create } from 'svg-captcha';

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

export function randomPictureCode(): string {
  let code = '';
  for (let i = 0; i < PICTURE_CODE_LENGTH; i += 1) {
    code += PICTURE_CODE_ALPHABET.charAt(randomInt(PICTURE_CODE_ALPHABET.length));
  }
  return code;
}

/** The code drawn as glyph outlines (no text nodes) behind noise lines, as an SVG data URL. */
export function renderPicture(code: string): string {
  const svg = renderText(code, {
    width: 120,
    height: 40,
    fontSize: 44,
    noise: 3,
    color: true,
    background: '#f2f4f8',
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
