import { chakra, Stack } from '@chakra-ui/react';
import { cloneElement, type MouseEvent } from 'react';
import type { MenuEntry } from '@/shared/contracts/menus';
import { flattenMenu, menuHref } from '../store/menu-tree';
import { DeferredPopup, LazyLinkMenu } from './deferred-popup';
import { MenuIcon } from './icons';
import { ShellTooltip } from './shell-tooltip';
import { useOpenHref } from './sidebar-tree';

const iconStyle = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '10',
  h: '10',
  rounded: 'sm',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
} as const;

/** The collapsed sidebar: one icon per top entry; a group's screens open from a menu beside it. */
export function SidebarIcons({ entries, activeId }: { entries: readonly MenuEntry[]; activeId?: string }) {
  const openHref = useOpenHref();
  return (
    <Stack gap="1" p="2" align="center">
      {entries.map((entry) => {
        const leaves = flattenMenu(entry.children).filter(({ entry: e }) => menuHref(e));
        const href = menuHref(entry);
        if (leaves.length === 0) {
          const active = entry.id === activeId;
          return (
            <ShellTooltip key={entry.id} label={entry.label}>
              <chakra.a
                href={href ?? undefined}
                {...iconStyle}
                aria-label={entry.label}
                aria-current={active ? 'page' : undefined}
                bg={active ? 'brand.subtle' : undefined}
                color={active ? 'brand.fg' : undefined}
                data-testid="sidebar-entry"
                onClick={(event) => href && openHref(event, href)}
              >
                <MenuIcon icon={entry.functionIconStyle} />
              </chakra.a>
            </ShellTooltip>
          );
        }
        const containsActive = leaves.some(({ entry: e }) => e.id === activeId);
        const trigger = (
          <chakra.button
            type="button"
            {...iconStyle}
            aria-label={entry.label}
            color={containsActive ? 'brand.fg' : undefined}
            data-testid="sidebar-group"
          >
            <MenuIcon icon={entry.functionIconStyle} group />
          </chakra.button>
        );
        const links = leaves.map(({ entry: leaf }) => ({
          id: leaf.id,
          href: menuHref(leaf) ?? undefined,
          current: leaf.id === activeId,
          onClick: (event: MouseEvent<HTMLAnchorElement>) => openHref(event, menuHref(leaf) ?? ''),
          label: (
            <>
              <MenuIcon icon={leaf.functionIconStyle} />
              {leaf.label}
            </>
          ),
        }));
        return (
          <DeferredPopup
            key={entry.id}
            bare={(request) => cloneElement(trigger, { onClick: () => request({}) })}
            full={(requested) => <LazyLinkMenu trigger={trigger} requested={requested} links={links} />}
          />
        );
      })}
    </Stack>
  );
}
