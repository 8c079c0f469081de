import { Button, HStack } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { TABLE_WIDTHS } from '@/shared/codes/constants';
import type { QueryColumn, RowAction } from './types';

export const SERIAL_ID = '__serial';
const ACTIONS_ID = '__actions';

interface BuildOptions<Row> {
  columns: readonly QueryColumn<Row>[];
  rowActions: readonly RowAction<Row>[] | undefined;
  canAct: ((row: Row, action: string) => boolean) | undefined;
  /** Serial number of the first row on screen. */
  firstSerial: number;
  t: TFunction<'table'>;
}

/** Column widths in px by column id (the serial column is 70 px, spec 9). */
export function columnWidths<Row>(columns: readonly QueryColumn<Row>[]): Map<string, number | undefined> {
  const map = new Map<string, number | undefined>(columns.map((column) => [column.id, column.width]));
  map.set(SERIAL_ID, TABLE_WIDTHS.SERIAL);
  return map;
}

/** The table's columns: serial number, the caller's columns, then the row actions the row may use. */
export function buildColumnDefs<Row>(options: BuildOptions<Row>): ColumnDef<Row>[] {
  const { columns, rowActions, canAct, firstSerial, t } = options;
  const serial: ColumnDef<Row> = {
    id: SERIAL_ID,
    header: () => t('serial'),
    cell: ({ row }) => firstSerial + row.index,
  };
  const own = columns.map(
    (column): ColumnDef<Row> => ({
      id: column.id,
      header: () => column.header,
      cell: ({ row }) => {
        if (column.cell) return column.cell(row.original, row.index);
        return column.field ? String(row.original[column.field] ?? '') : null;
      },
    }),
  );
  if (!rowActions?.length) return [serial, ...own];
  const actions: ColumnDef<Row> = {
    id: ACTIONS_ID,
    header: () => t('actions'),
    cell: ({ row }) => (
      <HStack gap="1" wrap="wrap">
        {rowActions
          .filter((action) => canAct?.(row.original, action.key) ?? true)
          .map((action) => (
            <Button
              key={action.key}
              size="xs"
              variant="ghost"
              colorPalette={action.colorPalette ?? 'brand'}
              onClick={() => action.onClick(row.original)}
              data-testid={`row-action-${action.key}`}
            >
              {action.label}
            </Button>
          ))}
      </HStack>
    ),
  };
  return [serial, ...own, actions];
}
