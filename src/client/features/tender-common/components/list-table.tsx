import { Center, Spinner, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

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

/** A plain list of the supplier's own records (all on one page: a supplier has few at a time). */
export function ListTable<Row>({ columns, rows, rowKey, empty, loading, testId }: ListTableProps<Row>) {
  if (loading && !rows) {
    return (
      <Center py="6">
        <Spinner size="sm" color="brand.solid" />
      </Center>
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
