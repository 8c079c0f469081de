import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SlideMode, SlideCaptcha } from '@/client/features/auth/components/slide-captcha';
import { slideKeyTarget } from '@/client/features/auth/components/slide-keys';
import { i18next } from '@/client/lib/i18n';
import type { PictureCaptcha, SlideCaptcha as SlideData } from '@/shared/contracts/auth';
import auth from '../../../../../locales/en/auth.json';
import { byTestId, changeValue, cleanup, click, initTestI18n, render, waitFor } from '../../render-ui';

const PUZZLE: SlideData = {
  slideId: 'slide-1',
  background: 'data:image/webp;base64,AAAA',
  piece: 'data:image/webp;base64,AAAA',
  width: 300,
  height: 150,
  pieceSize: 45,
  pieceY: 20,
  expiresInSeconds: 120,
};
const CODE: PictureCaptcha = {
  captchaId: 'code-1',
  image: 'data:image/webp;base64,AAAA',
  expiresInSeconds: 120,
};

const get = vi.hoisted(() => vi.fn());
vi.mock('@/client/lib/api-client', () => ({ api: { get } }));

/** The caller keeps the mode, as the sign-in form does. */
function Harness({ onRelease }: { onRelease: (answer: unknown) => void }) {
  const [mode, setMode] = useState<SlideMode>('puzzle');
  return <SlideCaptcha onRelease={onRelease} mode={mode} onModeChange={setMode} />;
}

async function show() {
  const onRelease = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness onRelease={onRelease} />
    </QueryClientProvider>,
  );
  await waitFor(() => document.querySelector('[role="slider"]') !== null);
  return { onRelease, slider: byTestId('slide-handle') };
}

async function press(element: HTMLElement, key: string, times = 1) {
  for (let i = 0; i < times; i += 1) {
    await act(async () => {
      element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    });
  }
}

const positionOf = (slider: HTMLElement) => Number(slider.getAttribute('aria-valuenow'));

/** The fewest key presses from 0 to some position within `tolerance` of `target` (breadth first). */
function fewestPresses(target: number, max: number, tolerance: number, scale = 1): number {
  const keys = ['ArrowRight', 'ArrowLeft', 'PageUp', 'PageDown', 'Home', 'End'];
  let frontier = [0];
  const seen = new Set(frontier);
  for (let presses = 0; presses < 40; presses += 1) {
    if (frontier.some((x) => Math.abs(x / scale - target) <= tolerance)) return presses;
    const next: number[] = [];
    for (const x of frontier) {
      for (const key of keys) {
        const moved = slideKeyTarget(key, x, max, scale) as number;
        if (!seen.has(moved)) {
          seen.add(moved);
          next.push(moved);
        }
      }
    }
    frontier = next;
  }
  return Number.POSITIVE_INFINITY;
}

describe('the slide captcha', () => {
  beforeAll(async () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    await initTestI18n();
    i18next.addResourceBundle('en', 'auth', auth);
  });
  afterEach(() => {
    cleanup();
    get.mockReset();
  });

  it('is a labelled slider in px of the track that says what to do', async () => {
    get.mockResolvedValue(PUZZLE);
    const { slider } = await show();
    expect(slider.getAttribute('role')).toBe('slider');
    expect(slider.tabIndex).toBe(0);
    expect(slider.getAttribute('aria-valuemin')).toBe('0');
    // 300 px of track less the 45 px piece (jsdom lays out nothing, so the track shows at natural size).
    expect(slider.getAttribute('aria-valuemax')).toBe('255');
    expect(positionOf(slider)).toBe(0);
    const label = slider.getAttribute('aria-label') ?? '';
    expect(label).toContain('arrow keys');
    expect(label).toContain('Enter');
  });

  it('moves 5 px per arrow, 30 per page key, and Home/End to the ends', async () => {
    get.mockResolvedValue(PUZZLE);
    const { slider, onRelease } = await show();
    await press(slider, 'ArrowRight');
    expect(positionOf(slider)).toBe(5);
    await press(slider, 'PageUp', 2);
    expect(positionOf(slider)).toBe(65);
    await press(slider, 'ArrowLeft');
    expect(positionOf(slider)).toBe(60);
    await press(slider, 'PageDown');
    expect(positionOf(slider)).toBe(30);
    await press(slider, 'End');
    expect(positionOf(slider)).toBe(255);
    await press(slider, 'PageUp');
    expect(positionOf(slider)).toBe(255);
    await press(slider, 'Home');
    expect(positionOf(slider)).toBe(0);
    await press(slider, 'ArrowLeft');
    expect(positionOf(slider)).toBe(0);
    expect(slider.getAttribute('aria-valuetext')).toBe('Moved 0 px');
    expect(onRelease).not.toHaveBeenCalled();
  });

  it('sends the position on Enter', async () => {
    get.mockResolvedValue(PUZZLE);
    const { slider, onRelease } = await show();
    await press(slider, 'PageUp', 4);
    await press(slider, 'ArrowRight', 2);
    await press(slider, 'Enter');
    expect(onRelease).toHaveBeenCalledWith({ slideId: 'slide-1', slideOffset: 130 });
  });

  it.each([1, 0.8, 0.4])(
    'reaches every possible gap within 5 px in under 15 presses at scale %s',
    (scale) => {
      const max = (300 - 45) * scale;
      let worst = 0;
      for (let gap = 45 + 10; gap <= 300 - 45 - 10; gap += 1) {
        worst = Math.max(worst, fewestPresses(gap, max, 5, scale));
      }
      // Plus Enter to send it.
      expect(worst + 1).toBeLessThan(15);
    },
  );

  it('offers a visible typed alternative under the slider, and back', async () => {
    get.mockImplementation(async (_path: string, params?: { for?: string }) =>
      params?.for === 'slide' ? CODE : PUZZLE,
    );
    const { onRelease } = await show();
    const link = byTestId('slide-use-code');
    expect(link.textContent).toBe("Can't do the puzzle? Type a code instead");
    await click(link);
    await waitFor(() => document.querySelector('[data-testid="slide-code-image"] img') !== null);
    const image = document.querySelector('[data-testid="slide-code-image"] img') as HTMLImageElement;
    expect(image.alt).toBe('Picture of the digits to type');
    const input = document.querySelector<HTMLInputElement>('input[name="slideCode"]') as HTMLInputElement;
    expect(input.labels?.[0]?.textContent).toContain('Type the 4 digits');
    await changeValue(input, '48');
    await click(document.querySelector('button[type="submit"]') as HTMLElement);
    expect(onRelease).not.toHaveBeenCalled();
    await changeValue(input, '4823');
    await click(document.querySelector('button[type="submit"]') as HTMLElement);
    expect(onRelease).toHaveBeenCalledWith({ slideId: 'code-1', slideOffset: 4823 });
    await click(byTestId('slide-use-puzzle'));
    await waitFor(() => document.querySelector('[role="slider"]') !== null);
  });
});
