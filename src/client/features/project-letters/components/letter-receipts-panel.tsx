import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/time';
import { letterReceiptsQueryOptions } from '../api/letters';

/** Buyer side: every letter of the project, to whom, and whether and when it was read. */
export function LetterReceiptsPanel({ projectId }: { projectId: string }) {
  const { t } = useTranslation('project-letters');
  const query = useQuery(letterReceiptsQueryOptions(projectId));
  const rows = query.data?.records;
  if (rows && rows.length === 0)
    return (
      <Text color="fg.muted" data-testid="letter-receipts-empty">
        {t('receipts.empty')}
      </Text>
    );
  return (
    <Stack gap="2" overflowX="auto" data-testid="letter-receipts">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('receipts.subject')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('receipts.supplier')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('receipts.sentAt')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('receipts.readAt')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows?.map((row) => (
            <Table.Row key={row.letterId} data-testid="letter-receipt">
              <Table.Cell>{t(row.subjectKey, row.vars)}</Table.Cell>
              <Table.Cell>{row.supplierName}</Table.Cell>
              <Table.Cell>{formatDateTime(row.sentAt)}</Table.Cell>
              <Table.Cell>
                {row.readAt ? formatDateTime(row.readAt) : <Badge colorPalette="orange">{t('unread')}</Badge>}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
