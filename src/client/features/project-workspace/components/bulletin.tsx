import { Box, Heading, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CodeBadge } from '@/client/features/tender-common';
import { formatSave } from '@/shared/format/time';
import { bulletinOptions } from '../api/calls';

/** procurementParticpatingBulletin: the suppliers signed up for the project and their audit status. */
export function Bulletin({ projectId }: { projectId: string }) {
  const { t } = useTranslation('project-workspace');
  const { t: tb } = useTranslation('tender-buyer');
  const signups = useQuery(bulletinOptions(projectId));
  if (signups.isPending) return <Spinner />;
  const rows = signups.data?.records ?? [];
  return (
    <Stack gap="3" data-testid="bulletin">
      <Heading size="md">{t('titles.bulletin')}</Heading>
      {rows.length === 0 ? (
        <Text color="fg.muted">{t('timeline.empty')}</Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" variant="outline">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{tb('fields.supplier')}</Table.ColumnHeader>
                <Table.ColumnHeader>{tb('fields.receivedAt')}</Table.ColumnHeader>
                <Table.ColumnHeader>{tb('fields.auditStatus')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.id} data-testid="bulletin-row">
                  <Table.Cell>{row.supplierName}</Table.Cell>
                  <Table.Cell>{formatSave(row.receivedAt)}</Table.Cell>
                  <Table.Cell>
                    <CodeBadge group="auditStatus" code={row.auditStatus} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Stack>
  );
}
