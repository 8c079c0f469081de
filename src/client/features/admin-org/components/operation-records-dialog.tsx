import { Button, Code, Text } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, QueryColumn } from '@/client/ui/query-table/types';
import type { DepartRecord, OperationRecord } from '@/shared/contracts/org';
import { formatDateTime } from '@/shared/format/time';
import { getOperationRecords } from '../api/get-operation-records';
import { recordSummary } from '../lib/record-summary';
import { DialogFrame } from '@/client/ui/dialog-frame';

interface OperationRecordsDialogProps {
  depart: DepartRecord | null;
  onClose(): void;
}

/** The audit trail of an organisation: changes to it, to its users and made while signed in to it. */
export function OperationRecordsDialog({ depart, onClose }: OperationRecordsDialogProps) {
  const { t } = useTranslation('admin-org-ui');
  const departId = depart?.id ?? '';
  const load = useCallback(
    (query: PageQuery<Record<string, unknown>>) => getOperationRecords(departId, query),
    [departId],
  );
  const columns = useMemo<QueryColumn<OperationRecord>[]>(
    () => [
      { id: 'at', header: t('records.at'), width: 150, cell: (row) => formatDateTime(row.at) },
      { id: 'actor', header: t('records.actor'), cell: (row) => row.actorName ?? row.actorId },
      {
        id: 'entity',
        header: t('records.entity'),
        cell: (row) => t(`records.entityType.${row.entityType}`, { defaultValue: row.entityType }),
      },
      {
        id: 'action',
        header: t('records.action'),
        cell: (row) => t(`records.actions.${row.action}`, { defaultValue: row.action }),
      },
      {
        id: 'detail',
        header: t('records.detail'),
        cell: (row) => (
          <Code fontSize="xs" whiteSpace="pre-line" wordBreak="break-word" maxW="md">
            {recordSummary(row)}
          </Code>
        ),
      },
    ],
    [t],
  );
  return (
    <DialogFrame
      open={depart !== null}
      onClose={onClose}
      size="xl"
      title={t('records.title', { name: depart?.name ?? '' })}
      data-testid="operation-records"
      footer={
        <Button variant="outline" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      {depart ? (
        <QueryTable<OperationRecord>
          columns={columns}
          load={load}
          rowKey={(row) => row.id}
          empty={<Text>{t('records.empty')}</Text>}
          data-testid="operation-records-table"
        />
      ) : null}
    </DialogFrame>
  );
}
