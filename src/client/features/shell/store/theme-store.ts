import { proxy } from 'valtio';
import { storageKey } from '@/shared/codes/constants';

/** Spec 1: a light theme (the default, theme-white) and a dark one. */
export const THEMES = { LIGHT: 'theme-white', DARK: 'theme-dark' } as const;
export type Theme = (typeof THEMES)[keyof typeof THEMES];

/** index.html reads the same key before the first paint. */
export const THEME_STORAGE_KEY = storageKey('theme');

export function storedTheme(): Theme {
  try {
    return globalThis.localStorage?.getItem(THEME_STORAGE_KEY) === THEMES.DARK ? THEMES.DARK : THEMES.LIGHT;
  } catch {
    return THEMES.LIGHT;
  }
}

/** Chakra's _dark condition follows the `dark` class on <html>; color-scheme themes native controls. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  const dark = theme === THEMES.DARK;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  root.dataset.theme = theme;
}

export const themeState = proxy<{ theme: Theme }>({ theme: storedTheme() });

export function setTheme(theme: Theme): void {
  themeState.theme = theme;
  applyTheme(theme);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // The choice then lasts as long as the page.
  }
}

export function toggleTheme(): void {
  setTheme(themeState.theme === THEMES.DARK ? THEMES.LIGHT : THEMES.DARK);
}
