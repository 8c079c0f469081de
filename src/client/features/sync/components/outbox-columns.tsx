import { Badge, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { OutboxStatus } from '@/client/data/db-schema';
import type { QueryColumn } from '@/client/ui/query-table/types';
import { DATE_FORMATS } from '@/shared/codes/constants';
import type { OutboxRow } from '../lib/outbox-rows';
import { DeadlineCountdown } from './deadline-countdown';

const STATUS_PALETTE: Record<OutboxStatus, string> = {
  pending: 'blue',
  inflight: 'purple',
  rejected: 'red',
  paused: 'gray',
};

/** Columns of the sync centre's entry list. */
export function outboxColumns(t: TFunction<'sync'>): QueryColumn<OutboxRow>[] {
  return [
    {
      id: 'method',
      header: t('columns.method'),
      width: 80,
      cell: (row) => <Badge variant="outline">{row.method}</Badge>,
    },
    {
      id: 'path',
      header: t('columns.path'),
      cell: (row) => (
        <Text fontSize="xs" wordBreak="break-all">
          {row.path}
        </Text>
      ),
    },
    { id: 'entityKey', header: t('columns.entity'), field: 'entityKey' },
    {
      id: 'createdAt',
      header: t('columns.createdAt'),
      width: 160,
      cell: (row) => dayjs(row.createdAt).format(DATE_FORMATS.SAVE),
    },
    { id: 'attempts', header: t('columns.attempts'), width: 90, cell: (row) => row.attempts },
    {
      id: 'status',
      header: t('columns.status'),
      width: 120,
      cell: (row) => (
        <Badge colorPalette={STATUS_PALETTE[row.status]} data-testid="outbox-status">
          {t(`status.${row.status}`)}
        </Badge>
      ),
    },
    {
      id: 'reason',
      header: t('columns.reason'),
      // Only the server's verdict on a rejected entry is a reason; a network hiccup is not.
      cell: (row) =>
        row.status === 'rejected' && row.lastError ? (
          <Text color="fg.error" fontSize="sm" data-testid="outbox-reason">
            {row.lastError.message}
          </Text>
        ) : null,
    },
    {
      id: 'deadline',
      header: t('columns.deadline'),
      width: 150,
      cell: (row) => <DeadlineCountdown deadline={row.deadline} />,
    },
  ];
}
