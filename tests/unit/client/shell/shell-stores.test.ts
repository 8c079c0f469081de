import { describe, expect, it, vi } from 'vitest';
import { alertState, alertTip, confirmAlert } from '@/client/features/shell/store/alert-store';
import {
  errorLogState,
  installRuntimeErrorListeners,
  isChunkLoadError,
  logRuntimeError,
} from '@/client/features/shell/store/error-log-store';
import { loadingState, showLoading, withLoading } from '@/client/features/shell/store/loading-store';
import { applyTheme, setTheme, storedTheme, THEMES } from '@/client/features/shell/store/theme-store';

describe('alertTip', () => {
  it('queues alerts and runs each callback on Confirm', () => {
    const first = vi.fn();
    alertTip('one', first);
    alertTip('two');
    expect(alertState.queue.map((a) => a.message)).toEqual(['one', 'two']);
    confirmAlert();
    expect(first).toHaveBeenCalledOnce();
    expect(alertState.queue.map((a) => a.message)).toEqual(['two']);
    confirmAlert();
    confirmAlert();
    expect(alertState.queue).toEqual([]);
  });
});

describe('loading overlay store', () => {
  it('stays shown until every caller has hidden it, each only once', async () => {
    const hideA = showLoading();
    const hideB = showLoading('Saving');
    expect(loadingState).toMatchObject({ count: 2, text: 'Saving' });
    hideA();
    hideA();
    expect(loadingState.count).toBe(1);
    hideB();
    expect(loadingState).toMatchObject({ count: 0, text: null });
    await expect(withLoading(Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(loadingState.count).toBe(0);
  });
});

describe('runtime error log', () => {
  it('logs message, stack and where it was caught, from window events too', () => {
    installRuntimeErrorListeners();
    logRuntimeError(new Error('render failed'), '\n    at Page');
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('late'), message: 'late' }));
    const preload = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: new TypeError('Failed to fetch dynamically imported module: /assets/x.js'),
    });
    window.dispatchEvent(preload);
    // Never cancelled: Vite then rethrows it into the page's import.
    expect(preload.defaultPrevented).toBe(false);
    const tail = errorLogState.entries.slice(-3);
    expect(tail.map((e) => [e.message, e.info])).toEqual([
      ['render failed', '\n    at Page'],
      ['late', 'window.error'],
      ['Failed to fetch dynamically imported module: /assets/x.js', 'vite:preloadError'],
    ]);
    expect(tail[0]?.stack).toContain('render failed');
    expect(isChunkLoadError(tail[2]?.message)).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});

describe('theme', () => {
  it('defaults to theme-white, toggles the dark class and color-scheme, and persists', () => {
    localStorage.clear();
    expect(storedTheme()).toBe(THEMES.LIGHT);
    setTheme(THEMES.DARK);
    const root = document.documentElement;
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.style.colorScheme).toBe('dark');
    expect(localStorage.getItem('bidline-theme')).toBe('theme-dark');
    expect(storedTheme()).toBe(THEMES.DARK);
    applyTheme(THEMES.LIGHT);
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.style.colorScheme).toBe('light');
  });
});
