import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ReadyPackageRow } from '@/shared/contracts/project-workspace';

/** Packages of approved, unexecuted schemes; `onStart` offers the scheme's initiation. */
export function ReadyPackages({
  rows,
  onStart,
}: {
  rows: readonly ReadyPackageRow[];
  onStart?: (schemeId: string) => void;
}) {
  const { t } = useTranslation('project-workspace');
  if (rows.length === 0)
    return (
      <Text color="fg.muted" data-testid="ready-none">
        {t('initiation.noReady')}
      </Text>
    );
  return (
    <Box overflowX="auto" data-testid="ready-packages">
      <Table.Root size="sm" variant="outline">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('fields.scheme')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.package')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.tenderMethod')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('fields.budget')}</Table.ColumnHeader>
            {onStart ? <Table.ColumnHeader /> : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={`${row.schemeId}:${row.packageId}`} data-testid="ready-row">
              <Table.Cell>
                <Stack gap="0">
                  <Text>{row.schemeName}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {row.schemeCode}
                  </Text>
                </Stack>
              </Table.Cell>
              <Table.Cell>
                <HStack gap="2" wrap="wrap">
                  <Text>{row.packageName}</Text>
                  {row.agencyName ? <Badge colorPalette="purple">{row.agencyName}</Badge> : null}
                </HStack>
              </Table.Cell>
              <Table.Cell>
                {t(`codes:tenderMethod.${row.tenderMethod}`, { defaultValue: row.tenderMethod })}
              </Table.Cell>
              <Table.Cell textAlign="end">{row.budget}</Table.Cell>
              {onStart ? (
                <Table.Cell>
                  <Button size="xs" variant="outline" onClick={() => onStart(row.schemeId)}>
                    {t('actions.start')}
                  </Button>
                </Table.Cell>
              ) : null}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
