import { Box, Center, DataList, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useNarrowScreen } from '@/client/ui/use-narrow-screen';

export interface ListColumn<Row> {
  id: string;
  header: ReactNode;
  cell(row: Row): ReactNode;
}

interface ListTableProps<Row> {
  columns: ListColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey(row: Row): string;
  empty: ReactNode;
  loading?: boolean;
  testId: string;
}

/**
 * A plain list of the supplier's own records (all on one page: a supplier has few at a time). Below md each
 * row is a card of labelled lines, as the query table's, instead of a table scrolling sideways.
 */
export function ListTable<Row>({ columns, rows, rowKey, empty, loading, testId }: ListTableProps<Row>) {
  const narrow = useNarrowScreen();
  if (loading && !rows) {
    return (
      <Center py="6">
        <Spinner size="sm" color="brand.solid" />
      </Center>
    );
  }
  if (narrow) {
    return (
      <Stack gap="2" data-testid={testId}>
        {rows?.map((row) => (
          <Box
            key={rowKey(row)}
            as="article"
            borderWidth="1px"
            rounded="md"
            bg="bg.panel"
            p="3"
            data-testid={`${testId}-row`}
            data-layout="card"
          >
            <DataList.Root orientation="horizontal" size="sm" gap="1">
              {columns.map((column) => (
                <DataList.Item key={column.id}>
                  <DataList.ItemLabel minW="24" maxW="40%">
                    {column.header}
                  </DataList.ItemLabel>
                  <DataList.ItemValue minW="0" overflowWrap="anywhere">
                    {column.cell(row)}
                  </DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Box>
        ))}
        {rows && rows.length === 0 ? (
          <Text color="fg.muted" py="4" data-testid={`${testId}-empty`}>
            {empty}
          </Text>
        ) : null}
      </Stack>
    );
  }
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" data-testid={testId}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.id}>{column.header}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows?.map((row) => (
            <Table.Row key={rowKey(row)} data-testid={`${testId}-row`}>
              {columns.map((column) => (
                <Table.Cell key={column.id}>{column.cell(row)}</Table.Cell>
              ))}
            </Table.Row>
          ))}
          {rows && rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={columns.length}>
                <Text color="fg.muted" data-testid={`${testId}-empty`}>
                  {empty}
                </Text>
              </Table.Cell>
            </Table.Row>
          ) : null}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
