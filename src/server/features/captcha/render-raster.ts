import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** RGBA pixels of one image, as sharp hands them over. */
export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

const CHANNELS = 4;

/**
 * Draws an SVG into pixels on the server. The SVG never leaves the server: its markup holds the answers
 * (coordinates, glyph outlines), which a regex or a public solver reads without looking at the picture.
 * `scale` renders at a higher density for sharp text on dense screens.
 */
export async function svgToPixels(svg: string, scale = 1): Promise<Pixels> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 * scale })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Adds random noise of up to ±amplitude to every colour channel of every visible pixel, from the CSPRNG.
 * Two drawings of the same scene then never have equal pixels, so a piece cannot be found by an exact
 * pixel match against the background, nor a glyph by an exact match against a font.
 */
export function addNoise({ data }: Pixels, amplitude: number): void {
  const span = amplitude * 2 + 1;
  const random = randomBytes(data.length);
  for (let i = 0; i < data.length; i += CHANNELS) {
    if (data[i + 3] === 0) continue;
    for (let c = 0; c < 3; c += 1) {
      const value = (data[i + c] as number) + ((random[i + c] as number) % span) - amplitude;
      data[i + c] = value < 0 ? 0 : value > 255 ? 255 : value;
    }
  }
}

/**
 * Shifts each row sideways along a sine wave of random phase: the glyphs bend, so outlines taken from a
 * font no longer line up with them. Pixels shifted in from outside repeat the edge column.
 */
export function waveRows(pixels: Pixels, amplitude: number, wavelength: number): Pixels {
  const { data, width, height } = pixels;
  const out = Buffer.alloc(data.length);
  const phase = (randomBytes(1)[0] as number) / 40;
  for (let y = 0; y < height; y += 1) {
    const shift = Math.round(amplitude * Math.sin((2 * Math.PI * y) / wavelength + phase));
    for (let x = 0; x < width; x += 1) {
      const from = Math.min(width - 1, Math.max(0, x - shift));
      data.copy(
        out,
        (y * width + x) * CHANNELS,
        (y * width + from) * CHANNELS,
        (y * width + from + 1) * CHANNELS,
      );
    }
  }
  return { data: out, width, height };
}

/** The pixels as a lossy WebP data URL (with alpha): small, and its compression smears any exact match further. */
export async function toWebpDataUrl({ data, width, height }: Pixels, quality = 75): Promise<string> {
  const webp = await sharp(data, { raw: { width, height, channels: CHANNELS } })
    .webp({ quality, alphaQuality: 100, effort: 2 })
    .toBuffer();
  return `data:image/webp;base64,${webp.toString('base64')}`;
}
