import { Badge, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { QueryColumn, SearchField } from '@/client/ui/query-table/types';
import type { AccessLogRecord } from '@/shared/contracts/admin-monitor';
import { formatSave } from '@/shared/format/time';
import { accessLogQueryOptions } from '../api/list-access-log';
import { useListLoad } from '../hooks/use-list-load';
import { PageHeader } from './page-header';
import { timeField } from './time-field';

type Search = {
  method: string;
  path: string;
  status: string;
  userId: string;
  ip: string;
  startTime: string;
  endTime: string;
};
const INITIAL: Search = { method: '', path: '', status: '', userId: '', ip: '', startTime: '', endTime: '' };
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

const statusPalette = (status: number) => (status >= 500 ? 'red' : status >= 400 ? 'orange' : 'green');

/** /systemMonitor/esMonitor-list: access records of every API call. */
export function AccessLogPage() {
  const { t } = useTranslation('admin-monitor-ui');
  const load = useListLoad(accessLogQueryOptions);

  const columns = useMemo<QueryColumn<AccessLogRecord>[]>(
    () => [
      { id: 'at', header: t('fields.at'), width: 160, cell: (row) => formatSave(row.at) },
      {
        id: 'method',
        header: t('accessLog.method'),
        width: 80,
        cell: (row) => <Badge variant="outline">{row.method}</Badge>,
      },
      {
        id: 'path',
        header: t('accessLog.path'),
        cell: (row) => (
          <Text fontSize="xs" wordBreak="break-all" data-testid="access-path">
            {row.path}
          </Text>
        ),
      },
      {
        id: 'status',
        header: t('accessLog.status'),
        width: 80,
        cell: (row) => <Badge colorPalette={statusPalette(row.status)}>{row.status}</Badge>,
      },
      { id: 'duration', header: t('accessLog.duration'), width: 90, cell: (row) => `${row.durationMs} ms` },
      { id: 'user', header: t('accessLog.user'), cell: (row) => row.userName ?? row.userId ?? '' },
      { id: 'ip', header: t('accessLog.ip'), field: 'ip', width: 120 },
    ],
    [t],
  );
  const searchFields = useMemo<SearchField[]>(
    () => [
      { name: 'path', label: t('accessLog.path') },
      {
        name: 'method',
        label: t('accessLog.method'),
        type: 'select',
        options: METHODS.map((method) => ({ value: method, label: method })),
      },
      { name: 'status', label: t('accessLog.status'), placeholder: '200' },
      { name: 'userId', label: t('accessLog.userId') },
      { name: 'ip', label: t('accessLog.ip') },
      timeField('startTime', t('fields.startTime')),
      timeField('endTime', t('fields.endTime')),
    ],
    [t],
  );

  return (
    <Stack gap="4" data-testid="access-log-page">
      <PageHeader title={t('accessLog.title')} />
      <QueryTable<AccessLogRecord, Search>
        columns={columns}
        load={load}
        searchFields={searchFields}
        initialSearch={INITIAL}
        rowKey={(row) => String(row.seq)}
        data-testid="access-log-table"
      />
    </Stack>
  );
}
