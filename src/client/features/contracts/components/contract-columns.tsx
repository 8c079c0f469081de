import { Link, Stack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { projectColumn } from '@/client/features/tender-common';
import type { QueryColumn } from '@/client/ui/query-table/types';
import type { ContractView } from '@/shared/contracts/contracts';
import { formatDateTime } from '@/shared/format/time';
import { contractScanUrl } from '../api/contracts';
import { ContractStatusBadge } from './contract-status-badge';

/** The scan link (a new tab: PDFs and images preview inline), or a dash. */
export function ScanLink({ contract }: { contract: ContractView }) {
  if (!contract.scan) return <Text color="fg.muted">-</Text>;
  return (
    <Link
      href={contractScanUrl(contract.id)}
      target="_blank"
      rel="noopener"
      wordBreak="break-all"
      minH="6"
      minW="6"
      data-testid="contract-scan-link"
    >
      {contract.scan.fileName}
    </Link>
  );
}

/**
 * The columns of the contract lists: `side` 'buyer' names the supplier, 'supplier' the project only.
 * Below md the supplier (or the project) is the card's title and the status its badge.
 */
export function contractColumns(t: TFunction, side: 'buyer' | 'supplier'): QueryColumn<ContractView>[] {
  const supplier: QueryColumn<ContractView> = {
    id: 'supplier',
    header: t('contracts:fields.supplier'),
    cell: (row) => <Text data-testid="contract-supplier">{row.supplierName}</Text>,
    width: 180,
    card: 'title',
  };
  return [
    ...(side === 'buyer' ? [supplier] : []),
    {
      ...projectColumn<ContractView>(t, 220),
      ...(side === 'supplier' ? { card: 'title' as const } : {}),
    },
    {
      id: 'status',
      header: t('contracts:fields.status'),
      cell: (row) => <ContractStatusBadge status={row.status} />,
      width: 110,
      card: 'status',
    },
    {
      id: 'amount',
      header: t('contracts:fields.amount'),
      cell: (row) => <Text fontVariantNumeric="tabular-nums">{row.amount}</Text>,
      width: 130,
    },
    {
      id: 'signedOn',
      header: t('contracts:fields.signedOn'),
      cell: (row) => <Text data-testid="contract-signed-on">{row.signedOn ?? '-'}</Text>,
      width: 120,
    },
    {
      id: 'scan',
      header: t('contracts:fields.scan'),
      cell: (row) => <ScanLink contract={row} />,
      width: 160,
    },
    {
      id: 'note',
      header: t('contracts:fields.terminationReason'),
      cell: (row) => (
        <Stack gap="0">
          <Text overflowWrap="anywhere">{row.terminationReason ?? '-'}</Text>
        </Stack>
      ),
      width: 160,
    },
    {
      id: 'createdAt',
      header: t('contracts:fields.concludedAt'),
      cell: (row) => formatDateTime(row.createdAt),
      width: 150,
    },
  ];
}
