import { Box, chakra, HStack } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { cloneElement, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { MenuEntry } from '@/shared/contracts/menus';
import { menuLabelFor } from '../store/menu-tree';
import { titleKey } from '../store/page-title';
import {
  applyTabChange,
  canCloseTags,
  closeAllTags,
  closeOtherTags,
  closeTag,
  type Tag,
  type TabChange,
  tabsState,
} from '../store/tabs-store';
import { DeferredPopup, LazyActionMenu } from './deferred-popup';
import { Glyph } from './icons';

type TabAction = 'close' | 'closeOthers' | 'closeAll';

/** Spec 2.5: the open pages; right-click offers Close Others and Close All. */
export function TabBar({ menus, activeHref }: { menus: readonly MenuEntry[]; activeHref: string }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { tags } = useSnapshot(tabsState);
  const closable = canCloseTags(tags);

  const apply = (change: TabChange) => {
    applyTabChange(change);
    if (change.navigateTo) void navigate({ href: change.navigateTo });
  };
  const act = (action: TabAction, fullPath: string) => {
    // The live state, not the render's snapshot: two quick clicks must both count.
    const current = tabsState.tags;
    if (action === 'close') apply(closeTag(current, fullPath, activeHref));
    else if (action === 'closeOthers') apply(closeOtherTags(current, fullPath, activeHref));
    else apply(closeAllTags(current, activeHref));
  };
  const label = (tag: Tag) => {
    const key = titleKey(tag.meta);
    return key ? t(key) : (menuLabelFor(menus, tag.path) ?? tag.path);
  };

  const menuItems = [
    { value: 'close', label: t('tabs.close'), disabled: !closable },
    { value: 'closeOthers', label: t('tabs.closeOthers') },
    { value: 'closeAll', label: t('tabs.closeAll') },
  ];

  return (
    <HStack
      as="nav"
      aria-label={t('tabs.label')}
      data-testid="tab-bar"
      gap="1"
      px="2"
      py="1"
      borderBottomWidth="1px"
      bg="bg.panel"
      overflowX="auto"
      flexShrink="0"
    >
      {tags.map((tag) => {
        const active = tag.fullPath === activeHref;
        const trigger = (
          <HStack
            data-testid="tab"
            data-path={tag.fullPath}
            data-active={active ? 'true' : undefined}
            gap="1"
            ps="3"
            pe={closable ? '1' : '3'}
            py={{ base: '1', md: '0.5' }}
            fontSize="sm"
            whiteSpace="nowrap"
            flexShrink="0"
            borderWidth="1px"
            rounded="sm"
            borderColor={active ? 'brand.solid' : 'border'}
            bg={active ? 'brand.solid' : undefined}
            color={active ? 'brand.contrast' : undefined}
          >
            <chakra.button
              type="button"
              // 24 px tall: the tab's tap target (WCAG 2.5.8) on every width.
              minH="6"
              aria-current={active ? 'page' : undefined}
              title={tag.fullPath}
              onClick={() => void navigate({ href: tag.fullPath })}
            >
              {label(tag)}
            </chakra.button>
            {closable ? (
              <chakra.button
                type="button"
                aria-label={t('tabs.close')}
                data-testid="tab-close"
                display="inline-flex"
                alignItems="center"
                justifyContent="center"
                // 24 px tap target (WCAG 2.5.8) on every width around the 12 px glyph.
                minW="6"
                minH="6"
                rounded="full"
                p="0.5"
                _hover={{ bg: 'blackAlpha.200' }}
                onClick={() => act('close', tag.fullPath)}
              >
                <Glyph name="close" boxSize="3" />
              </chakra.button>
            ) : null}
          </HStack>
        );
        return (
          <DeferredPopup
            key={tag.fullPath}
            bare={(request) =>
              cloneElement(trigger, {
                onContextMenu: (event: MouseEvent) => {
                  event.preventDefault();
                  request({ point: { x: event.clientX, y: event.clientY } });
                },
              })
            }
            full={(requested) => (
              <LazyActionMenu
                context
                trigger={trigger}
                requested={requested}
                items={menuItems}
                onSelect={(value) => act(value as TabAction, tag.fullPath)}
                contentTestId="tab-menu"
              />
            )}
          />
        );
      })}
      <Box flex="1" />
    </HStack>
  );
}
