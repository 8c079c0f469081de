import { Badge, HStack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { QueryColumn } from '@/client/ui/query-table/types';
import type { FunctionRecord } from '@/shared/contracts/admin-config-menus';

/** Columns of the menu entry list; names are indented by level so the page reads as a tree. */
export function functionColumns(
  t: TFunction<'admin-config-a-ui'>,
  renderIcon?: (iconStyle: string | null) => ReactNode,
): QueryColumn<FunctionRecord>[] {
  return [
    {
      id: 'functionName',
      header: t('menu.fields.functionName'),
      cell: (row) => (
        <HStack gap="2" ps={`${row.functionLevel * 20}px`} data-testid="function-row-name">
          {renderIcon ? renderIcon(row.functionIconStyle) : null}
          <Text fontWeight={row.functionLevel === 0 ? 'semibold' : 'normal'}>{row.functionName}</Text>
        </HStack>
      ),
    },
    { id: 'label', header: t('menu.fields.label'), field: 'label' },
    {
      id: 'labelKey',
      header: t('menu.fields.labelKey'),
      cell: (row) => (
        <Text fontSize="xs" fontFamily="mono" data-i18n-keys="">
          {row.labelKey}
        </Text>
      ),
    },
    { id: 'path', header: t('menu.fields.path'), field: 'path' },
    {
      id: 'functionLevel',
      header: t('menu.fields.functionLevel'),
      width: 80,
      cell: (row) => t('menu.level', { level: row.functionLevel }),
    },
    { id: 'sort', header: t('fields.sort'), width: 70, cell: (row) => row.sort },
    {
      id: 'isTop',
      header: t('menu.fields.isTop'),
      width: 80,
      cell: (row) => (row.isTop ? <Badge colorPalette="brand">{t('menu.top')}</Badge> : null),
    },
  ];
}
