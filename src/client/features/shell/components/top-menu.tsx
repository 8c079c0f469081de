import { Button, HStack } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { MenuEntry } from '@/shared/contracts/menus';
import { firstHref } from '../store/menu-tree';
import { HOME_PATH } from '../store/tabs-store';
import { chooseTopMenu, topMenuState } from '../store/top-menu-store';
import { MenuIcon } from './icons';

/** Spec 2.5: Home plus the server's top entries; choosing one shows its subtree in the sidebar. */
export function TopMenu({ topMenus }: { topMenus: readonly MenuEntry[] }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { topId } = useSnapshot(topMenuState);
  const chosen = topMenus.some((entry) => entry.id === topId) ? topId : null;

  const open = (entry: MenuEntry | null) => {
    chooseTopMenu(entry?.id ?? null);
    const href = entry ? firstHref(entry.children) : HOME_PATH;
    if (href) void navigate({ href });
  };

  return (
    <HStack as="nav" gap="1" aria-label={t('topBar.topMenu')} hideBelow="md" minW="0" overflow="hidden">
      <Button
        size="sm"
        variant={chosen === null ? 'subtle' : 'ghost'}
        colorPalette={chosen === null ? 'brand' : undefined}
        data-testid="top-menu-home"
        onClick={() => open(null)}
      >
        {t('topBar.home')}
      </Button>
      {topMenus.map((entry) => (
        <Button
          key={entry.id}
          size="sm"
          variant={chosen === entry.id ? 'subtle' : 'ghost'}
          colorPalette={chosen === entry.id ? 'brand' : undefined}
          data-testid="top-menu-entry"
          onClick={() => open(entry)}
        >
          <MenuIcon icon={entry.functionIconStyle} group />
          {entry.label}
        </Button>
      ))}
    </HStack>
  );
}
