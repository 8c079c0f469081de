import { Badge, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { QueryColumn, RowAction, SearchField } from '@/client/ui/query-table/types';
import { PLATFORM_LOG_STATUS, type PlatformLogRecord } from '@/shared/contracts/admin-monitor';
import { formatSave } from '@/shared/format/time';
import { platformLogQueryOptions } from '../api/list-platform-log';
import { useListLoad } from '../hooks/use-list-load';
import { type DetailSection, DetailDialog } from './detail-dialog';
import { PageHeader } from './page-header';
import { timeField } from './time-field';

type Search = { platform: string; endpoint: string; status: string; startTime: string; endTime: string };
const INITIAL: Search = { platform: '', endpoint: '', status: '', startTime: '', endTime: '' };

/** /systemMonitor/platformLogList: calls made to docking platforms, with request and response. */
export function PlatformLogPage() {
  const { t } = useTranslation('admin-monitor-ui');
  const load = useListLoad(platformLogQueryOptions);
  const [detail, setDetail] = useState<DetailSection[] | null>(null);

  const columns = useMemo<QueryColumn<PlatformLogRecord>[]>(
    () => [
      { id: 'at', header: t('fields.at'), width: 160, cell: (row) => formatSave(row.at) },
      { id: 'platform', header: t('platformLog.platform'), field: 'platform' },
      {
        id: 'endpoint',
        header: t('platformLog.endpoint'),
        cell: (row) => (
          <Text fontSize="xs" wordBreak="break-all">
            {row.endpoint}
          </Text>
        ),
      },
      {
        id: 'status',
        header: t('platformLog.status'),
        width: 90,
        cell: (row) => (
          <Badge colorPalette={row.status === PLATFORM_LOG_STATUS.SUCCESS ? 'green' : 'red'}>
            {t(`codes.platformStatus.${row.status}`)}
          </Badge>
        ),
      },
      {
        id: 'duration',
        header: t('accessLog.duration'),
        width: 90,
        cell: (row) => (row.durationMs === null ? '' : `${row.durationMs} ms`),
      },
    ],
    [t],
  );
  const searchFields = useMemo<SearchField[]>(
    () => [
      { name: 'platform', label: t('platformLog.platform') },
      { name: 'endpoint', label: t('platformLog.endpoint') },
      {
        name: 'status',
        label: t('platformLog.status'),
        type: 'select',
        options: Object.values(PLATFORM_LOG_STATUS).map((value) => ({
          value,
          label: t(`codes.platformStatus.${value}`),
        })),
      },
      timeField('startTime', t('fields.startTime')),
      timeField('endTime', t('fields.endTime')),
    ],
    [t],
  );
  const actions = useMemo<RowAction<PlatformLogRecord>[]>(
    () => [
      {
        key: 'detail',
        label: t('actions.detail'),
        onClick: (row) =>
          setDetail([
            { label: t('platformLog.request'), value: row.request },
            { label: t('platformLog.response'), value: row.response },
            { label: t('platformLog.error'), value: row.error },
          ]),
      },
    ],
    [t],
  );

  return (
    <Stack gap="4" data-testid="platform-log-page">
      <PageHeader title={t('platformLog.title')} />
      <QueryTable<PlatformLogRecord, Search>
        columns={columns}
        load={load}
        searchFields={searchFields}
        initialSearch={INITIAL}
        rowActions={actions}
        rowKey={(row) => row.id}
        data-testid="platform-log-table"
      />
      <DetailDialog title={t('platformLog.detail')} sections={detail} onClose={() => setDetail(null)} />
    </Stack>
  );
}
