import { describe, expect, it } from 'vitest';
import { system } from '@/client/ui/system';

/** The light-mode colour a semantic token resolves to, as #rrggbb. */
function lightHex(name: string): string {
  const token = system.tokens.getByName(name);
  const light = (token?.extensions.conditions as Record<string, string> | undefined)?._light;
  const ref = light?.match(/^\{(.+)\}$/)?.[1];
  const value = ref ? system.tokens.getByName(ref)?.value : light;
  if (!value || !/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`${name} does not resolve to a hex colour`);
  return value;
}

/** WCAG 2 contrast ratio of a colour against white. */
function contrastOnWhite(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

describe('text colours on white', () => {
  // Chakra's own fg.error (red.500) is 3.8:1: axe flagged every screen that showed an error line.
  for (const name of ['fg', 'fg.muted', 'fg.error', 'fg.warning', 'fg.success', 'fg.info', 'brand.fg']) {
    it(`${name} reaches 4.5:1, as small text needs`, () => {
      const token = name === 'fg' ? 'colors.fg' : `colors.${name}`;
      expect(contrastOnWhite(lightHex(token))).toBeGreaterThanOrEqual(4.5);
    });
  }
});
