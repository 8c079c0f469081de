import { Button, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, QueryColumn } from '@/client/ui/query-table/types';
import { formatSave } from '@/shared/format/time';
import type { MaterialItem, MaterialItemChange } from '@/shared/contracts/admin-material-items';
import { itemRecordsQueryOptions } from '../api/list-item-records';
import { changedFields } from '../lib/changes';
import { DialogFrame } from '@/client/ui/dialog-frame';

interface ItemRecordsDialogProps {
  item: MaterialItem | null;
  onClose(): void;
}

/** Every change of one item: when, what, by whom, and the fields that changed. */
export function ItemRecordsDialog({ item, onClose }: ItemRecordsDialogProps) {
  const { t } = useTranslation('admin-material-ui');
  return (
    <DialogFrame
      open={item !== null}
      onClose={onClose}
      size="xl"
      title={t('records.title', { name: item?.name ?? '' })}
      data-testid="records-dialog"
      footer={
        <Button variant="outline" onClick={onClose}>
          {t('actions.close')}
        </Button>
      }
    >
      {item ? <RecordsTable itemId={item.id} /> : null}
    </DialogFrame>
  );
}

function RecordsTable({ itemId }: { itemId: string }) {
  const { t } = useTranslation('admin-material-ui');
  const queryClient = useQueryClient();
  const load = useCallback(
    (query: PageQuery<Record<string, never>>) =>
      queryClient.fetchQuery(
        itemRecordsQueryOptions({ itemId, pageNo: query.pageNo, pageSize: query.pageSize }),
      ),
    [queryClient, itemId],
  );
  const columns = useMemo<QueryColumn<MaterialItemChange>[]>(() => {
    // Status codes read as words; an empty value as a dash.
    const shown = (field: string, value: string) => {
      if (!value) return '—';
      return field === 'auditStatus' || field === 'status' ? t(`codes.${field}.${value}`) : value;
    };
    return [
      { id: 'at', header: t('records.at'), width: 160, cell: (row) => formatSave(row.at) },
      {
        id: 'action',
        header: t('records.action'),
        width: 110,
        cell: (row) => <span data-testid="record-action">{t(`codes.action.${row.action}`)}</span>,
      },
      { id: 'actor', header: t('records.actor'), width: 110, cell: (row) => row.actorName ?? row.actorId },
      {
        id: 'changes',
        header: t('records.changes'),
        cell: (row) => (
          <Stack gap="0" fontSize="xs">
            {changedFields(row.before, row.after).map((change) => (
              <Text key={change.field}>
                {t(`fields.${change.field}`)}: {shown(change.field, change.from)} →{' '}
                {shown(change.field, change.to)}
              </Text>
            ))}
          </Stack>
        ),
      },
    ];
  }, [t]);
  return (
    <QueryTable<MaterialItemChange>
      columns={columns}
      load={load}
      rowKey={(row) => row.id}
      data-testid="records-table"
    />
  );
}
