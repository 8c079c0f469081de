import { Portal, Tooltip } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { UI_TIMINGS } from '@/shared/codes/constants';

/** A tooltip with the product's delay (spec 9) for controls that show only an icon. */
export function ShellTooltip({ label, children }: { label: string; children: ReactElement }) {
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
