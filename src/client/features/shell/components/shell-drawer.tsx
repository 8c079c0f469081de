import { Box, Button, CloseButton, Drawer, HStack, Portal, Stack, Text, Wrap } from '@chakra-ui/react';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/client/lib/i18n';
import { LANGUAGES } from '@/shared/codes/constants';
import type { MenuEntry } from '@/shared/contracts/menus';
import { toggleGroup } from '../store/sidebar-store';
import { FullscreenToggle } from './fullscreen-toggle';
import { MenuSearch } from './menu-search';
import { SidebarTree } from './sidebar-tree';
import { ThemeSwitch } from './theme-switch';

// Loaded on the first tap of the menu button, or once the first screen has rendered on a narrow screen
// (shell-layout.tsx): zag's dialog machine and the drawer's styles are not part of the first screen.

export interface ShellDrawerProps {
  open: boolean;
  onClose(): void;
  /** The whole menu tree (below md there is no top menu to choose a subtree from). */
  menus: readonly MenuEntry[];
  active: { entry: MenuEntry; ancestors: string[] } | undefined;
  loading: boolean;
  /** The top bar's controls that do not fit a phone's header (chat, install, storage warning). */
  tools?: ReactNode;
}

/** Below md, the sidebar and the top bar's secondary controls, in a drawer from the start edge. */
export function ShellDrawer({ open, onClose, menus, active, loading, tools }: ShellDrawerProps) {
  const { t, i18n } = useTranslation('shell');
  const [openPath, setOpenPath] = useState<string[]>(() => active?.ancestors ?? []);
  // A tapped entry navigates (the layout closes the drawer on the new path); a modified click opens a
  // new tab and leaves the drawer as it is.
  const closeOnLink = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    if ((event.target as Element).closest('a[href]')) onClose();
  };

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="start"
      size="xs"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="shell-drawer">
            <Drawer.Header py="3" pe="14">
              <Drawer.Title fontSize="md">{t('common:appName')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="0" py="0">
              <Box px="3" pb="2">
                <MenuSearch menus={menus} />
              </Box>
              <Box as="nav" aria-label={t('sidebar.label')} onClick={closeOnLink} data-testid="drawer-menu">
                {menus.length === 0 ? (
                  <Text p="4" fontSize="sm" color="fg.muted">
                    {loading ? t('common:loading') : t('sidebar.empty')}
                  </Text>
                ) : (
                  <SidebarTree
                    entries={menus}
                    openPath={openPath}
                    activeId={active?.entry.id}
                    onToggle={(id, ancestors) => setOpenPath((path) => toggleGroup(path, id, ancestors))}
                  />
                )}
              </Box>
            </Drawer.Body>
            <Drawer.Footer justifyContent="flex-start" borderTopWidth="1px" py="3">
              <Stack gap="3" w="full">
                <Wrap gap="2" align="center" data-testid="drawer-tools">
                  {tools}
                  <ThemeSwitch />
                  <FullscreenToggle />
                </Wrap>
                <HStack gap="1" role="group" aria-label={t('topBar.language')}>
                  {LANGUAGES.map((language) => (
                    <Button
                      key={language}
                      size="sm"
                      variant={i18n.language === language ? 'subtle' : 'ghost'}
                      colorPalette={i18n.language === language ? 'brand' : undefined}
                      aria-pressed={i18n.language === language}
                      data-testid={`drawer-language-${language}`}
                      onClick={() => void changeLanguage(language)}
                    >
                      {t(`language.${language}`)}
                    </Button>
                  ))}
                </HStack>
              </Stack>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('topBar.closeMenu')} data-testid="drawer-close" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
