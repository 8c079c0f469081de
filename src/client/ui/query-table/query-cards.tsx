import { Box, DataList, HStack, IconButton, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryColumn, RowAction } from './types';
import type { VirtualRows } from './virtual-rows';

interface QueryCardsProps<Row> {
  records: readonly Row[];
  columns: readonly QueryColumn<Row>[];
  rowActions: readonly RowAction<Row>[] | undefined;
  canAct: ((row: Row, action: string) => boolean) | undefined;
  firstSerial: number;
  rowKey?: (row: Row, index: number) => string;
  /** Which cards to render on a long page (the others stand as empty space). */
  virtual: Pick<VirtualRows, 'indexes' | 'padTop' | 'padBottom' | 'measure'>;
}

function cellOf<Row>(column: QueryColumn<Row>, row: Row, index: number): ReactNode {
  if (column.cell) return column.cell(row, index);
  return column.field ? String(row[column.field] ?? '') : null;
}

/** Which column titles the card, which is its status, and the rest as labelled lines. */
function cardLayout<Row>(columns: readonly QueryColumn<Row>[]) {
  const shown = columns.filter((column) => column.card !== 'hidden');
  const title = shown.find((column) => column.card === 'title') ?? shown.find((c) => c.card !== 'status');
  const status = shown.filter((column) => column.card === 'status');
  const lines = shown.filter((column) => column !== title && column.card !== 'status');
  return { title, status, lines };
}

/** A row's actions behind one button, as a menu (the table shows them as a row of buttons). */
function RowMenu<Row>({ row, actions }: { row: Row; actions: readonly RowAction<Row>[] }) {
  const { t } = useTranslation('table');
  return (
    <Menu.Root onSelect={(details) => actions.find((action) => action.key === details.value)?.onClick(row)}>
      <Menu.Trigger asChild>
        <IconButton
          variant="ghost"
          size="md"
          aria-label={t('actions')}
          title={t('actions')}
          data-testid="query-card-actions"
          flexShrink={0}
        >
          <Text as="span" fontSize="xl" lineHeight="1" aria-hidden>
            ⋯
          </Text>
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {actions.map((action) => (
              <Menu.Item
                key={action.key}
                value={action.key}
                minH="11"
                color={action.colorPalette === 'red' ? 'fg.error' : undefined}
                data-testid={`row-action-${action.key}`}
              >
                {action.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** Below md, the query table's rows as cards: title, status badge, key fields, actions in a menu. */
export function QueryCards<Row>(props: QueryCardsProps<Row>) {
  const { records, rowActions, canAct, firstSerial, virtual } = props;
  const { title, status, lines } = cardLayout(props.columns);
  return (
    <Stack gap="0" data-testid="query-cards">
      {virtual.padTop > 0 ? <Box aria-hidden flexShrink={0} height={`${virtual.padTop}px`} /> : null}
      {virtual.indexes.map((index) => {
        const row = records[index] as Row;
        const actions = rowActions?.filter((action) => canAct?.(row, action.key) ?? true) ?? [];
        return (
          // The gap is the card's own padding, so the measured height includes it.
          <Box key={props.rowKey?.(row, index) ?? index} ref={virtual.measure} data-index={index} pb="2">
            <Box
              as="article"
              borderWidth="1px"
              rounded="md"
              bg="bg.panel"
              p="3"
              data-testid="query-row"
              data-layout="card"
            >
              <HStack align="flex-start" gap="2">
                <Text as="span" fontSize="sm" color="fg.muted" data-testid="query-serial" pt="0.5">
                  {firstSerial + index}
                </Text>
                <Box flex="1" minW="0" fontWeight="semibold" overflowWrap="anywhere" pt="0.5">
                  {title ? cellOf(title, row, index) : null}
                </Box>
                {status.map((column) => (
                  <Box key={column.id} flexShrink={0} pt="0.5">
                    {cellOf(column, row, index)}
                  </Box>
                ))}
                {actions.length > 0 ? <RowMenu row={row} actions={actions} /> : null}
              </HStack>
              {lines.length > 0 ? (
                <DataList.Root orientation="horizontal" size="sm" gap="1" mt="2">
                  {lines.map((column) => (
                    <DataList.Item key={column.id}>
                      <DataList.ItemLabel minW="24" maxW="40%">
                        {column.header}
                      </DataList.ItemLabel>
                      <DataList.ItemValue minW="0" overflowWrap="anywhere">
                        {cellOf(column, row, index)}
                      </DataList.ItemValue>
                    </DataList.Item>
                  ))}
                </DataList.Root>
              ) : null}
            </Box>
          </Box>
        );
      })}
      {virtual.padBottom > 0 ? <Box aria-hidden flexShrink={0} height={`${virtual.padBottom}px`} /> : null}
    </Stack>
  );
}
