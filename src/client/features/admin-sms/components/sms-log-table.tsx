import { Badge, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, QueryColumn, SearchField } from '@/client/ui/query-table/types';
import { DATE_FORMATS } from '@/shared/codes/constants';
import { type SmsLogRecord, smsLogPageQueryOptions } from '../api/get-sms-log-page';

type Search = { phone: string };
const INITIAL: Search = { phone: '' };

/** Messages the platform sent (or only logged), newest first. */
export function SmsLogTable() {
  const { t } = useTranslation('admin-config-b-ui');
  const queryClient = useQueryClient();
  const load = useCallback(
    (query: PageQuery<Search>) => queryClient.fetchQuery(smsLogPageQueryOptions(query)),
    [queryClient],
  );
  const searchFields = useMemo<SearchField[]>(() => [{ name: 'phone', label: t('smsLog.phone') }], [t]);
  const columns = useMemo<QueryColumn<SmsLogRecord>[]>(
    () => [
      { id: 'phone', header: t('smsLog.phone'), field: 'phone', width: 130 },
      { id: 'templateCode', header: t('smsLog.template'), field: 'templateCode', width: 130 },
      {
        id: 'content',
        header: t('smsLog.content'),
        cell: (row) => (
          <Text fontSize="xs" wordBreak="break-all">
            {row.content}
          </Text>
        ),
      },
      { id: 'provider', header: t('smsLog.provider'), field: 'provider', width: 110 },
      {
        id: 'status',
        header: t('smsLog.status'),
        width: 90,
        cell: (row) => (
          <Badge colorPalette={row.status === 'sent' ? 'green' : 'red'} title={row.error ?? undefined}>
            {t(`smsLog.statuses.${row.status}`, { defaultValue: row.status })}
          </Badge>
        ),
      },
      {
        id: 'createdAt',
        header: t('smsLog.createdAt'),
        width: 170,
        cell: (row) => dayjs(row.createdAt).format(DATE_FORMATS.SAVE),
      },
    ],
    [t],
  );
  return (
    <QueryTable<SmsLogRecord, Search>
      columns={columns}
      load={load}
      searchFields={searchFields}
      initialSearch={INITIAL}
      rowKey={(row) => row.id}
      data-testid="sms-log-table"
    />
  );
}
