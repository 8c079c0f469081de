import { Badge, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ListTable } from '@/client/features/tender-common';
import { BusinessTime } from '@/client/ui/business-time';
import { Notice } from '@/client/ui/notice';
import type { InvitationView } from '@/shared/contracts/invitations';
import { projectInvitationsOptions } from '../api/calls';

/** Buyer side: the project's invited suppliers, when each invitation went out and who read it when. */
export function InvitationsPanel({ projectId }: { projectId: string }) {
  const { t } = useTranslation('invitations');
  const invitations = useQuery(projectInvitationsOptions(projectId));
  const columns: ListColumn<InvitationView>[] = [
    {
      id: 'supplier',
      header: t('columns.supplier'),
      cell: (row) => (
        <Text data-testid="invitation-supplier">
          {row.supplierName} ({row.supplierCode})
        </Text>
      ),
    },
    {
      id: 'sent',
      header: t('columns.sentAt'),
      cell: (row) =>
        row.sentAt ? (
          <BusinessTime at={row.sentAt} fontSize="sm" />
        ) : (
          <Badge colorPalette="gray" data-testid="invitation-unsent">
            {t('status.unsent')}
          </Badge>
        ),
    },
    {
      id: 'read',
      header: t('columns.readAt'),
      cell: (row) =>
        row.readAt ? (
          <Stack gap="0" data-testid="invitation-read">
            <BusinessTime at={row.readAt} fontSize="sm" />
            <Text fontSize="xs" color="fg.muted">
              {t('status.readBy', { name: row.readByName ?? '' })}
            </Text>
          </Stack>
        ) : (
          <Badge colorPalette="orange" data-testid="invitation-unread">
            {t('status.unread')}
          </Badge>
        ),
    },
  ];
  return (
    <Stack gap="3" data-testid="invitations-panel">
      {invitations.error ? (
        <Notice status="error" testId="invitations-load-failed">
          {t('errors.loadFailed')}
        </Notice>
      ) : null}
      <ListTable
        columns={columns}
        rows={invitations.data?.records}
        rowKey={(row) => row.id}
        loading={invitations.isLoading}
        empty={t('empty')}
        testId="invitations-table"
      />
    </Stack>
  );
}
