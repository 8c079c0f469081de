import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, QueryResult, QueryTableHandle } from '@/client/ui/query-table/types';
import { CONTRACT_STATUS, type ContractStatus, type ContractView } from '@/shared/contracts/contracts';
import { contractPage, myContractPage } from '../api/contracts';
import { contractColumns } from './contract-columns';
import { useContractMoves } from './use-contract-moves';

type Search = { status: string };

export interface ContractListPageProps {
  /** 'buyer': the contracts of the organisation's projects, with the moves; 'supplier': its own, read only. */
  side: 'buyer' | 'supplier';
  status?: string | undefined;
  /** Narrows the buyer's list to one project (?projectId=, e.g. from the results hub). */
  projectId?: string | undefined;
}

/**
 * Contract status (spec 000 section 7.5): the buyer side's contracts of every project it runs, filtered by
 * status, with the row moves (sign with date and scan, perform, finish, terminate); the supplier's own
 * contracts with their status, signing date, scan and termination reason. Below md the rows are cards.
 */
export function ContractListPage({ side, status = '', projectId }: ContractListPageProps) {
  const { t } = useTranslation('contracts');
  const table = useRef<QueryTableHandle>(null);
  const reload = useCallback(() => table.current?.reload(), []);
  const moves = useContractMoves(reload);
  const initial = useMemo<Search>(() => ({ status }), [status]);
  const load = useCallback(
    async (query: PageQuery<Search>): Promise<QueryResult<ContractView>> => {
      const body = {
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        ...(query.status ? { status: query.status as ContractStatus } : {}),
        ...(projectId ? { projectId } : {}),
      };
      const page = await (side === 'buyer' ? contractPage(body) : myContractPage(body));
      return { records: page.records, total: page.total };
    },
    [side, projectId],
  );
  const columns = useMemo(() => contractColumns(t, side), [t, side]);
  const searchFields = useMemo(
    () => [
      {
        name: 'status',
        type: 'select' as const,
        label: t('filters.status'),
        placeholder: t('filters.all'),
        options: Object.values(CONTRACT_STATUS).map((s) => ({ value: s, label: t(`status.${s}`) })),
      },
    ],
    [t],
  );
  return (
    <Stack gap="4" minW="0" data-testid={`contract-list-${side}`}>
      <Heading as="h1" size="xl">
        {t(side === 'buyer' ? 'titles.list' : 'titles.supplier')}
      </Heading>
      <Box minW="0">
        <QueryTable<ContractView, Search>
          ref={table}
          columns={columns}
          load={load}
          searchFields={searchFields}
          initialSearch={initial}
          {...(side === 'buyer' ? { rowActions: moves.actions, canAct: moves.canAct } : {})}
          rowKey={(row) => row.id}
          empty={<Text color="fg.muted">{t('empty')}</Text>}
          data-testid="contract-table"
        />
      </Box>
      {side === 'buyer' ? moves.dialogs : null}
    </Stack>
  );
}
