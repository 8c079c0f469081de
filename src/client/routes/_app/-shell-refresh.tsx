import type { QueryClient } from '@tanstack/react-query';
import { MenuIcon } from '@/client/features/shell/components/icons';
import { menuQueryOptions } from '@/client/features/shell/api/get-menu';
import { langOverridesQueryOptions } from '@/client/features/shell/api/init-muti-lang';
import { changeLanguage, currentLanguage } from '@/client/lib/i18n';

// Not a route (the '-' prefix): what the configuration screens' routes hand their features.

/** The roots of the shell's menu and override queries (every user, role and language). */
const MENU_ROOT = menuQueryOptions({ userId: '', roleId: '', language: '' }).queryKey.slice(0, 2);
const OVERRIDES_ROOT = langOverridesQueryOptions('', []).queryKey.slice(0, 2);

/**
 * The service worker answers the shell's menu and language reads from its cache first and refreshes
 * that cache behind; a second read once it has done so shows the change.
 */
const SECOND_READ_MS = 1500;

function twice(work: () => Promise<unknown>): void {
  void work();
  setTimeout(() => void work(), SECOND_READ_MS);
}

/** The shell's menus (sidebar and top bar) after a menu entry changed. */
export function refreshShellMenu(queryClient: QueryClient): void {
  twice(() => queryClient.invalidateQueries({ queryKey: MENU_ROOT }));
}

/**
 * The signed-in client's own texts after an override changed. The bundled texts are loaded again
 * first, so a removed override falls back to them; the overrides are then fetched and merged anew.
 */
export function refreshOwnTexts(queryClient: QueryClient): void {
  twice(async () => {
    await changeLanguage(currentLanguage());
    await queryClient.resetQueries({ queryKey: OVERRIDES_ROOT });
    await queryClient.invalidateQueries({ queryKey: MENU_ROOT });
  });
}

export function renderMenuIcon(iconStyle: string | null) {
  return <MenuIcon icon={iconStyle} color="fg.muted" />;
}
