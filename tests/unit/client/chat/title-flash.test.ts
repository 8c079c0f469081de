import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTitleFlasher } from '@/client/features/chat/lib/title-flash';

const NEW = '【new message】';

beforeEach(() => {
  vi.useFakeTimers();
  document.title = 'Chat - Bidline';
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const unfocused = () => vi.spyOn(document, 'hasFocus').mockReturnValue(false);

describe('title flashing', () => {
  it('alternates the title with the new-message text until the window gets focus', () => {
    unfocused();
    const flasher = createTitleFlasher({ text: () => NEW, intervalMs: 1000 });
    flasher.flash();
    const seen = [document.title];
    for (let i = 0; i < 3; i += 1) {
      vi.advanceTimersByTime(1000);
      seen.push(document.title);
    }
    expect(seen).toEqual([NEW, 'Chat - Bidline', NEW, 'Chat - Bidline']);
    vi.advanceTimersByTime(1000);
    expect(document.title).toBe(NEW);
    window.dispatchEvent(new Event('focus'));
    expect(flasher.flashing).toBe(false);
    expect(document.title).toBe('Chat - Bidline');
    vi.advanceTimersByTime(5000);
    expect(document.title).toBe('Chat - Bidline');
  });

  it('does not flash in a window that has focus', () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    const flasher = createTitleFlasher({ text: () => NEW });
    flasher.flash();
    vi.advanceTimersByTime(3000);
    expect(flasher.flashing).toBe(false);
    expect(document.title).toBe('Chat - Bidline');
  });

  it('keeps one flashing cycle for several messages and restores the first title', () => {
    unfocused();
    const flasher = createTitleFlasher({ text: () => NEW, intervalMs: 500 });
    flasher.flash();
    vi.advanceTimersByTime(500);
    flasher.flash();
    vi.advanceTimersByTime(250);
    expect(document.title).toBe('Chat - Bidline');
    vi.advanceTimersByTime(250);
    expect(document.title).toBe(NEW);
    flasher.stop();
    expect(document.title).toBe('Chat - Bidline');
  });
});
