import { Tabs } from '@chakra-ui/react';
import type { QueryTab } from './types';

interface QueryTabsProps {
  tabs: readonly QueryTab[];
  value: string | number | undefined;
  counts: Record<string, number> | undefined;
  onChange(index: string | number): void;
  /** Id of the list the tabs filter: every tab controls it (there is no panel per tab). */
  controls: string;
}

/** Tabs above a query table; a tab with showNum carries its count, e.g. 'Pending (3)'. */
export function QueryTabs({ tabs, value, counts, onChange, controls }: QueryTabsProps) {
  const byValue = new Map(tabs.map((tab) => [String(tab.index), tab.index]));
  return (
    <Tabs.Root
      value={value === undefined ? null : String(value)}
      onValueChange={(details) => {
        const index = byValue.get(details.value);
        if (index !== undefined) onChange(index);
      }}
      size="sm"
      // Without it each tab's aria-controls names a panel that does not exist (axe aria-valid-attr-value).
      ids={{ content: () => controls }}
    >
      <Tabs.List>
        {tabs.map((tab) => {
          const num = counts?.[String(tab.index)] ?? tab.num;
          return (
            <Tabs.Trigger key={tab.index} value={String(tab.index)} data-testid={`query-tab-${tab.index}`}>
              {tab.name}
              {tab.showNum && num !== undefined ? ` (${num})` : ''}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
    </Tabs.Root>
  );
}
