import type { MenuType } from '@/shared/codes/constants';
import type { RoleCode } from '@/shared/codes/roles';

// Its own module: seed-menus.ts gathers the menu-seed-*.ts lists, which need this type, so they do not import it back.
/** One menu entry of the seed; later screens are added as further rows. */
export interface MenuSeedEntry {
  /** Stable code: the seed finds its row again by it, and routes name it in highlightMenuCode. */
  code: string;
  parentCode: string | null;
  /** Administrators see this name; users see the translated label. */
  name: string;
  /** i18n key of the label, `namespace:key` (menu entries live in locales/<lang>/menu.json). */
  labelKey: string;
  icon: string;
  level: 0 | 1 | 2;
  /** Client route; null for a group. */
  path: string | null;
  menuType: MenuType;
  /** Shown in the top bar; its subtree becomes the sidebar when chosen. */
  isTop?: boolean;
  sort: number;
  /**
   * Roles granted the entry. A group needs none: a role sees the groups above the screens it is
   * granted.
   */
  roles: readonly RoleCode[];
}
