import { randomInt } from 'node:crypto';
import { addNoise, svgToPixels, toWebpDataUrl } from './render-raster';

export const SLIDE_DEFAULT_WIDTH = 300;
export const SLIDE_DEFAULT_HEIGHT = 150;
const WIDTH_RANGE = [200, 400] as const;
const HEIGHT_RANGE = [100, 200] as const;
/** Room kept between the hole and the track's ends, so the piece never starts on (or next to) its answer. */
const EDGE_GAP = 10;

export interface SlideGeometry {
  width: number;
  height: number;
  pieceSize: number;
  /** The hidden answer: left edge of the hole. */
  x: number;
  y: number;
}

/** Inclusive bounds, from the CSPRNG: the offset is the secret and the drawing must not hint at it. */
function between(min: number, max: number): number {
  return randomInt(min, max + 1);
}

function clampSize(value: number | undefined, [min, max]: readonly [number, number], fallback: number) {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.round(value)));
}

export function planSlide(opts: { width?: number; height?: number } = {}): SlideGeometry {
  const width = clampSize(opts.width, WIDTH_RANGE, SLIDE_DEFAULT_WIDTH);
  const height = clampSize(opts.height, HEIGHT_RANGE, SLIDE_DEFAULT_HEIGHT);
  const pieceSize = Math.round(height * 0.3);
  return {
    width,
    height,
    pieceSize,
    x: between(pieceSize + EDGE_GAP, width - pieceSize - EDGE_GAP),
    y: between(4, height - pieceSize - 4),
  };
}

const n = (value: number) => String(Math.round(value * 10) / 10);

/**
 * A jigsaw piece inside a size x size box at (ox, oy): a square body with a knob on its top and right
 * edges. The knobs are arcs wider than their neck, so the outline cannot be matched by a plain square.
 */
export function piecePath(size: number, ox = 0, oy = 0): string {
  const margin = 1;
  const r = size * 0.15;
  const neck = r * 0.6;
  const knob = r + Math.sqrt(r * r - neck * neck);
  const left = ox + margin;
  const top = oy + margin + knob;
  const right = ox + size - margin - knob;
  const bottom = oy + size - margin;
  const cx = (left + right) / 2;
  const cy = (top + bottom) / 2;
  return [
    `M${n(left)} ${n(top)}`,
    `L${n(cx - neck)} ${n(top)}`,
    `A${n(r)} ${n(r)} 0 1 1 ${n(cx + neck)} ${n(top)}`,
    `L${n(right)} ${n(top)}`,
    `L${n(right)} ${n(cy - neck)}`,
    `A${n(r)} ${n(r)} 0 1 1 ${n(right)} ${n(cy + neck)}`,
    `L${n(right)} ${n(bottom)}`,
    `L${n(left)} ${n(bottom)}Z`,
  ].join(' ');
}

const colour = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(hue) % 360},${saturation}%,${lightness}%)`;

/** A gradient strewn with random shapes, so no two puzzles look alike and the hole has content to match. */
function drawScene(width: number, height: number): string {
  const hue = between(0, 359);
  const parts = [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${colour(hue, 65, 62)}"/>`,
    `<stop offset="1" stop-color="${colour(hue + between(60, 180), 60, 38)}"/>`,
    `</linearGradient></defs>`,
    `<rect x="0" y="0" width="${width}" height="${height}" fill="url(#g)"/>`,
  ];
  const count = between(14, 22);
  for (let i = 0; i < count; i += 1) {
    const fill = colour(between(0, 359), between(45, 85), between(30, 80));
    const opacity = (between(35, 85) / 100).toFixed(2);
    const cx = between(0, width);
    const cy = between(0, height);
    const size = between(8, Math.round(height / 3));
    const style = `fill="${fill}" fill-opacity="${opacity}"`;
    switch (between(0, 3)) {
      case 0:
        parts.push(`<circle cx="${cx}" cy="${cy}" r="${size}" ${style}/>`);
        break;
      case 1:
        parts.push(
          `<rect x="${cx - size}" y="${cy - size / 2}" width="${size * 2}" height="${size}" ` +
            `transform="rotate(${between(0, 179)} ${cx} ${cy})" ${style}/>`,
        );
        break;
      case 2: {
        const points = [0, 1, 2]
          .map(() => `${cx + between(-size, size) * 1.5},${cy + between(-size, size) * 1.5}`)
          .join(' ');
        parts.push(`<polygon points="${points}" ${style}/>`);
        break;
      }
      default:
        parts.push(
          `<path d="M${between(0, width)} ${between(0, height)} Q${cx} ${cy} ${between(0, width)} ` +
            `${between(0, height)}" fill="none" stroke="${fill}" stroke-opacity="${opacity}" ` +
            `stroke-width="${between(2, 6)}"/>`,
        );
    }
  }
  return parts.join('');
}

const svgOpen = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;

/** Noise per colour channel, drawn apart for piece and background: they never match pixel for pixel. */
const NOISE = 12;

/** The puzzle as composed on the server; exported for tests only, it must never be sent. */
export function composeSlideSvg(geometry: SlideGeometry): { background: string; piece: string } {
  const { width, height, pieceSize, x, y } = geometry;
  const scene = drawScene(width, height);
  const outline = 'stroke="#fff" stroke-opacity="0.9" stroke-width="1.5"';
  const background =
    `${svgOpen(width, height)}${scene}` +
    `<path d="${piecePath(pieceSize, x, y)}" fill="#000" fill-opacity="0.45" ${outline}/></svg>`;
  const shape = piecePath(pieceSize);
  const piece =
    `${svgOpen(pieceSize, pieceSize)}<defs><clipPath id="p"><path d="${shape}"/></clipPath></defs>` +
    `<g clip-path="url(#p)"><g transform="translate(${-x} ${-y})">${scene}</g></g>` +
    `<path d="${shape}" fill="none" ${outline}/></svg>`;
  return { background, piece };
}

async function rasterise(svg: string): Promise<string> {
  const pixels = await svgToPixels(svg);
  addNoise(pixels, NOISE);
  return toWebpDataUrl(pixels);
}

/**
 * The background with the hole cut at (x, y), and the piece (pieceSize square, the same for every x)
 * showing what the hole covers, both as noisy WebP: the offset is only in the pixels.
 */
export async function renderSlide(geometry: SlideGeometry): Promise<{ background: string; piece: string }> {
  const svg = composeSlideSvg(geometry);
  const [background, piece] = await Promise.all([rasterise(svg.background), rasterise(svg.piece)]);
  return { background, piece };
}
