import { Badge, Button, chakra, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, QueryColumn, QueryTableHandle, RowAction } from '@/client/ui/query-table/types';
import { DATE_FORMATS } from '@/shared/codes/constants';
import type { HolidayRecord } from '@/shared/contracts/admin-config-base';
import { deleteHolidayMutationOptions } from '../api/delete-holiday';
import { holidayListQueryOptions } from '../api/get-holiday-list';
import { ADMIN_SETTINGS_KEYS } from '../api/keys';
import { useDeleteFlow } from '@/client/features/admin-common';
import { defaultHolidayDay, pageOfList, yearChoices } from '../lib/holiday';
import { ConfirmDialog } from '@/client/ui/confirm-dialog';
import { HolidayDialog, type HolidayEditing } from './holiday-dialog';

type Search = Record<string, never>;

/** /baseManagement/holidayManage: the days off and weekends worked that deadline counting follows. */
export function HolidayPage() {
  const { t } = useTranslation('admin-config-b-ui');
  const queryClient = useQueryClient();
  const table = useRef<QueryTableHandle>(null);
  const today = dayjs().format(DATE_FORMATS.DATE);
  const [year, setYear] = useState(() => dayjs().year());
  const years = useMemo(() => yearChoices(dayjs().year()), []);
  const [editing, setEditing] = useState<HolidayEditing | null>(null);
  const reload = useCallback(() => table.current?.reload(), []);
  const remove = useDeleteFlow<HolidayRecord>({
    mutation: deleteHolidayMutationOptions(),
    invalidate: ADMIN_SETTINGS_KEYS.holidays,
    idOf: (row) => row.id,
    onDeleted: reload,
  });

  const load = useCallback(
    async ({ pageNo, pageSize }: PageQuery<Search>) =>
      pageOfList(await queryClient.fetchQuery(holidayListQueryOptions(year)), pageNo, pageSize),
    [queryClient, year],
  );
  const columns = useMemo<QueryColumn<HolidayRecord>[]>(
    () => [
      { id: 'day', header: t('holiday.day'), field: 'day', width: 130 },
      {
        id: 'weekday',
        header: t('holiday.weekday'),
        width: 110,
        cell: (row) => t(`holiday.weekdays.${dayjs(row.day).day()}`),
      },
      {
        id: 'dayType',
        header: t('holiday.dayType'),
        width: 130,
        cell: (row) => (
          <Badge colorPalette={row.dayType === '00' ? 'green' : 'orange'}>
            {t(`holiday.types.${row.dayType}`, { defaultValue: row.dayType })}
          </Badge>
        ),
      },
      { id: 'name', header: t('holiday.name'), cell: (row) => <Text>{row.name}</Text> },
    ],
    [t],
  );
  const actions = useMemo<RowAction<HolidayRecord>[]>(
    () => [
      { key: 'edit', label: t('actions.edit'), onClick: (holiday) => setEditing({ mode: 'edit', holiday }) },
      { key: 'delete', label: t('actions.delete'), colorPalette: 'red', onClick: remove.ask },
    ],
    [t, remove.ask],
  );

  return (
    <Stack gap="4" data-testid="holiday-page">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading size="lg">{t('holiday.title')}</Heading>
        <HStack gap="2">
          <chakra.label htmlFor="holiday-year" fontSize="sm">
            {t('holiday.year')}
          </chakra.label>
          <NativeSelect.Root size="sm" width="28">
            <NativeSelect.Field
              id="holiday-year"
              value={String(year)}
              onChange={(event) => setYear(Number(event.currentTarget.value))}
              data-testid="holiday-year"
            >
              {years.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button
            colorPalette="brand"
            size="sm"
            onClick={() => setEditing({ mode: 'add', day: defaultHolidayDay(year, today) })}
            data-testid="add-button"
          >
            {t('actions.add')}
          </Button>
        </HStack>
      </HStack>
      <QueryTable<HolidayRecord, Search>
        key={year}
        ref={table}
        columns={columns}
        load={load}
        rowActions={actions}
        rowKey={(row) => row.id}
        data-testid="holiday-table"
      />
      <HolidayDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(day) => {
          const savedYear = Number(day.slice(0, 4));
          // Another year's entry: show that year (its table loads on mount); else reload this one.
          if (savedYear !== year && years.includes(savedYear)) setYear(savedYear);
          else reload();
        }}
      />
      <ConfirmDialog
        open={remove.target !== null}
        title={t('delete.title')}
        message={
          remove.target ? t('delete.message', { name: `${remove.target.day} ${remove.target.name}` }) : ''
        }
        confirmLabel={t('actions.delete')}
        busy={remove.busy}
        onCancel={remove.cancel}
        onConfirm={remove.confirm}
      />
    </Stack>
  );
}
