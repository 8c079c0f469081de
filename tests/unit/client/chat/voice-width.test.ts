import { describe, expect, it } from 'vitest';
import { voiceWidthPercent } from '@/client/features/chat/lib/voice-width';

describe('voice message width', () => {
  it.each([
    [undefined, 10],
    [0, 10],
    [1, 11],
    [10, 20],
    [39, 49],
    [40, 50],
    [41, 50],
    [120, 50],
    [-5, 10],
    [Number.NaN, 10],
  ])('%s s -> %s %%', (seconds, percent) => {
    expect(voiceWidthPercent(seconds)).toBe(percent);
  });

  it('grows with the duration and never passes 50 %', () => {
    const widths = Array.from({ length: 90 }, (_, s) => voiceWidthPercent(s));
    for (let i = 1; i < widths.length; i += 1) expect(widths[i]).toBeGreaterThanOrEqual(widths[i - 1] ?? 0);
    expect(Math.max(...widths)).toBe(50);
  });
});
