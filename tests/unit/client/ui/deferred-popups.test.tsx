import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LanguageSwitch } from '@/client/features/shell/components/language-switch';
import { holdUntilFirstScreen } from '@/client/lib/first-screen';
import { notifyError, notifySuccess } from '@/client/ui/toaster';
import { byTestId, cleanup, click, flush, initTestI18n, render, waitFor } from '../render-ui';

// The shell's menus and the toasts load after the first screen (lib/first-screen.ts); these tests hold
// that gate as the app's start does, so what runs is the path of a page that has not rendered yet.
let release: () => void = () => {};
const found = (selector: string) => document.querySelector(selector) !== null;

describe('popups loaded after the first screen', () => {
  beforeAll(async () => {
    // jsdom has none; the menu's positioning asks for one once it opens.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    await initTestI18n();
  });
  afterEach(() => {
    release();
    cleanup();
  });

  it('opens a menu whose trigger was used before its code had loaded', async () => {
    release = holdUntilFirstScreen();
    render(<LanguageSwitch />);
    await flush();
    // Still the bare button: the menu's code waits for the first screen.
    expect(found('[data-testid="language-option-en"]')).toBe(false);
    await click(byTestId('language-switch'));
    await waitFor(() => found('[data-testid="language-option-en"]'));
    expect(byTestId('language-option-fr').getAttribute('role')).toBe('menuitemradio');
  });

  it('renders the menu once the first screen has rendered', async () => {
    release = holdUntilFirstScreen();
    render(<LanguageSwitch />);
    release();
    await waitFor(() => byTestId('language-switch').getAttribute('aria-haspopup') === 'menu');
    expect(found('[data-testid="language-option-en"]')).toBe(false);
  });

  it('hands toasts asked for before their code had loaded to the toaster, in order', async () => {
    release = holdUntilFirstScreen();
    notifyError('First', { closable: true });
    notifyError('Your session has ended', { closable: false });
    notifySuccess('Saved');
    const view = await import('@/client/ui/toaster-view');
    await flush();
    const errors = view.toaster.getVisibleToasts();
    expect(errors.map((toast) => [toast.description, toast.type, toast.duration])).toEqual([
      ['Your session has ended', 'error', Number.POSITIVE_INFINITY],
      ['First', 'error', 5000],
    ]);
    expect(view.successToaster.getVisibleToasts().map((toast) => toast.description)).toEqual(['Saved']);
  });
});
