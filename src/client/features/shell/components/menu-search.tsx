import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuEntry } from '@/shared/contracts/menus';
import { Glyph } from './icons';
import { ShellTooltip } from './shell-tooltip';

const loadPanel = () => import('./menu-search-panel');
// The search field and its list load when first wanted (or pointed at): the top bar of every first screen
// shows only the button.
const MenuSearchPanel = lazy(() => loadPanel().then((m) => ({ default: m.MenuSearchPanel })));
// A failed early load is tried again by the lazy component when the field opens.
const preload = () => void loadPanel().catch(() => undefined);

/** Spec 2.5: the menu search, a button that opens the search field. */
export function MenuSearch({ menus }: { menus: readonly MenuEntry[] }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const button = (
    <ShellTooltip label={t('search.open')}>
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={t('search.open')}
        data-testid="menu-search-toggle"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        <Glyph name="search" />
      </IconButton>
    </ShellTooltip>
  );
  if (!open) return button;
  return (
    <Suspense fallback={button}>
      <MenuSearchPanel menus={menus} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
