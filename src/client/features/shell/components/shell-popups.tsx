import { Menu, Portal, Tooltip } from '@chakra-ui/react';
import { type MouseEvent, type ReactElement, type ReactNode, useEffect, useRef } from 'react';
import { UI_TIMINGS } from '@/shared/codes/constants';
import type { PopupRequest } from './popup-request';

// Loaded after the first screen (deferred-popup.tsx): everything here pulls zag's menu or tooltip machines.

/** A tooltip with the product's delay (spec 9) for controls that show only an icon. */
export function PopupTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip.Root openDelay={UI_TIMINGS.TOOLTIP_DELAY_MS} positioning={{ placement: 'bottom' }}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

export interface PopupItem {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

interface MenuProps {
  /** The element that opens the menu (its button, or the area a right-click opens it from). */
  trigger: ReactElement;
  requested: PopupRequest | null;
}

/**
 * A menu asked for before its code arrived replays the asking gesture on its trigger once mounted (the
 * right-click at its point, or the click), so it opens and places itself as if asked now. Created open
 * instead, a zag menu never placed itself: it stayed at its off-screen start (translate -100vh).
 */
function useReplayedRequest(requested: PopupRequest | null, context = false) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = trigger.current;
    if (!requested || !element) return;
    if (!context) return element.click();
    const { x = 0, y = 0 } = requested.point ?? {};
    element.dispatchEvent(
      new globalThis.MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: x, clientY: y }),
    );
  }, [requested, context]);
  return trigger;
}

/** A dropdown of plain entries; `context` opens it by right-click on the trigger instead of by click. */
export function ActionMenu({
  trigger,
  requested,
  items,
  onSelect,
  context = false,
  contentTestId,
}: MenuProps & {
  items: readonly PopupItem[];
  onSelect(value: string): void;
  context?: boolean;
  contentTestId?: string;
}) {
  const replay = useReplayedRequest(requested, context);
  return (
    <Menu.Root onSelect={(details) => onSelect(details.value)}>
      {context ? (
        <Menu.ContextTrigger ref={replay} asChild>
          {trigger}
        </Menu.ContextTrigger>
      ) : (
        <Menu.Trigger ref={replay} asChild>
          {trigger}
        </Menu.Trigger>
      )}
      <Portal>
        <Menu.Positioner>
          <Menu.Content data-testid={contentTestId}>
            {items.map((item) => (
              <Menu.Item key={item.value} value={item.value} disabled={item.disabled}>
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** A single choice among options (the language), the current one marked. */
export function ChoiceMenu({
  trigger,
  requested,
  value,
  options,
  onChange,
}: MenuProps & {
  value: string;
  options: ReadonlyArray<PopupItem & { testId: string }>;
  onChange(value: string): void;
}) {
  const replay = useReplayedRequest(requested);
  return (
    <Menu.Root>
      <Menu.Trigger ref={replay} asChild>
        {trigger}
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.RadioItemGroup value={value} onValueChange={(details) => onChange(details.value)}>
              {options.map((option) => (
                <Menu.RadioItem key={option.value} value={option.value} data-testid={option.testId}>
                  {option.label}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

export interface PopupLink {
  id: string;
  href: string | undefined;
  label: ReactNode;
  current: boolean;
  onClick(event: MouseEvent<HTMLAnchorElement>): void;
}

/** A menu of links opening beside its trigger (the collapsed sidebar's groups). */
export function LinkMenu({ trigger, requested, links }: MenuProps & { links: readonly PopupLink[] }) {
  const replay = useReplayedRequest(requested);
  return (
    <Menu.Root positioning={{ placement: 'right-start' }}>
      <Menu.Trigger ref={replay} asChild>
        {trigger}
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {links.map((link) => (
              <Menu.Item key={link.id} value={link.id} asChild>
                <a href={link.href} aria-current={link.current ? 'page' : undefined} onClick={link.onClick}>
                  {link.label}
                </a>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
