import { Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { QueryColumn, RowAction, SearchField } from '@/client/ui/query-table/types';
import type { SystemLogRecord } from '@/shared/contracts/admin-monitor';
import { formatSave } from '@/shared/format/time';
import { systemLogQueryOptions } from '../api/list-system-log';
import { useListLoad } from '../hooks/use-list-load';
import { type DetailSection, DetailDialog } from './detail-dialog';
import { PageHeader } from './page-header';
import { timeField } from './time-field';

type Search = { actor: string; entityType: string; action: string; startTime: string; endTime: string };
const INITIAL: Search = { actor: '', entityType: '', action: '', startTime: '', endTime: '' };

/** /systemMonitor/systemLogList: the audit log (who changed what, with before and after). */
export function SystemLogPage() {
  const { t } = useTranslation('admin-monitor-ui');
  const load = useListLoad(systemLogQueryOptions);
  const [detail, setDetail] = useState<DetailSection[] | null>(null);

  const columns = useMemo<QueryColumn<SystemLogRecord>[]>(
    () => [
      { id: 'at', header: t('fields.at'), width: 160, cell: (row) => formatSave(row.at) },
      {
        id: 'actor',
        header: t('systemLog.actor'),
        // The server's own jobs (the deadline clock) act as `system:<job>`, a user of no name.
        cell: (row) =>
          row.actorName ?? (row.actorId.startsWith('system:') ? t('systemLog.systemActor') : row.actorId),
      },
      { id: 'actorRole', header: t('systemLog.role'), field: 'actorRole' },
      {
        id: 'entityType',
        header: t('systemLog.entityType'),
        cell: (row) => <span data-testid="log-entity-type">{row.entityType}</span>,
      },
      { id: 'entityId', header: t('systemLog.entityId'), field: 'entityId' },
      {
        id: 'action',
        header: t('systemLog.action'),
        width: 90,
        cell: (row) => <span data-testid="log-action">{row.action}</span>,
      },
    ],
    [t],
  );
  const searchFields = useMemo<SearchField[]>(
    () => [
      { name: 'actor', label: t('systemLog.actor'), placeholder: t('systemLog.actorHint') },
      { name: 'entityType', label: t('systemLog.entityType') },
      { name: 'action', label: t('systemLog.action') },
      timeField('startTime', t('fields.startTime')),
      timeField('endTime', t('fields.endTime')),
    ],
    [t],
  );
  const actions = useMemo<RowAction<SystemLogRecord>[]>(
    () => [
      {
        key: 'detail',
        label: t('actions.detail'),
        onClick: (row) =>
          setDetail([
            { label: t('systemLog.before'), value: row.before },
            { label: t('systemLog.after'), value: row.after },
            { label: t('fields.requestId'), value: row.requestId },
          ]),
      },
    ],
    [t],
  );

  return (
    <Stack gap="4" data-testid="system-log-page">
      <PageHeader title={t('systemLog.title')} />
      <QueryTable<SystemLogRecord, Search>
        columns={columns}
        load={load}
        searchFields={searchFields}
        initialSearch={INITIAL}
        rowActions={actions}
        rowKey={(row) => row.id}
        data-testid="system-log-table"
      />
      <DetailDialog title={t('systemLog.detail')} sections={detail} onClose={() => setDetail(null)} />
    </Stack>
  );
}
