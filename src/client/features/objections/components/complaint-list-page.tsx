import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, QueryColumn, QueryResult, QueryTab, RowAction } from '@/client/ui/query-table/types';
import { COMPLAINT_STATUS, type ComplaintStatus, type ComplaintView } from '@/shared/contracts/objections';
import { formatDateTime } from '@/shared/format/time';
import { complaintPage } from '../api/objections';

type Search = { status: string };
const STATUSES = Object.values(COMPLAINT_STATUS);

/**
 * /clarification/complaintList: the supervisors' complaints, a tab per status with its count (submitted
 * first); a row opens its objection on auditContent, where the complaint is taken in hand and decided.
 */
export function ComplaintListPage({ onOpen }: { onOpen(row: ComplaintView): void }) {
  const { t } = useTranslation('objections');
  const load = useCallback(async (query: PageQuery<Search>): Promise<QueryResult<ComplaintView>> => {
    const pages = await Promise.all(
      STATUSES.map((status) =>
        complaintPage({
          status,
          ...(status === query.status
            ? { pageNo: query.pageNo, pageSize: query.pageSize }
            : { pageNo: 1, pageSize: 10 }),
        }),
      ),
    );
    const index = Math.max(0, STATUSES.indexOf(query.status as ComplaintStatus));
    return {
      records: pages[index]?.records ?? [],
      total: pages[index]?.total ?? 0,
      tabCounts: Object.fromEntries(STATUSES.map((s, i) => [s, pages[i]?.total ?? 0])),
    };
  }, []);
  const columns = useMemo<QueryColumn<ComplaintView>[]>(
    () => [
      {
        id: 'objection',
        header: t('fields.objection'),
        cell: (row) => <Text overflowWrap="anywhere">{row.objectionTitle}</Text>,
        width: 220,
        card: 'title',
      },
      {
        id: 'status',
        header: t('fields.status'),
        cell: (row) => <Badge data-testid="complaint-row-status">{t(`complaintStatus.${row.status}`)}</Badge>,
        width: 100,
        card: 'status',
      },
      { id: 'project', header: t('fields.project'), cell: (row) => row.projectName, width: 180 },
      { id: 'supplier', header: t('fields.supplier'), cell: (row) => row.supplierName, width: 160 },
      {
        id: 'reason',
        header: t('fields.complaintReason'),
        cell: (row) => <Text overflowWrap="anywhere">{row.reason}</Text>,
        width: 220,
      },
      { id: 'filedAt', header: t('fields.filedAt'), cell: (row) => formatDateTime(row.filedAt), width: 150 },
    ],
    [t],
  );
  const tabs = useMemo<QueryTab[]>(
    () => STATUSES.map((s) => ({ index: s, name: t(`complaintStatus.${s}`), showNum: true })),
    [t],
  );
  const actions = useMemo<RowAction<ComplaintView>[]>(
    () => [{ key: 'open', label: t('actions.open'), onClick: onOpen }],
    [t, onOpen],
  );
  return (
    <Stack gap="4" minW="0" data-testid="complaint-list">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          {t('titles.complaintList')}
        </Heading>
        <Text color="fg.muted">{t('list.complaintIntro')}</Text>
      </Stack>
      <Box minW="0" css={{ '& [role=tablist]': { flexWrap: 'wrap' } }}>
        <QueryTable<ComplaintView, Search>
          columns={columns}
          load={load}
          tabs={tabs}
          tabField="status"
          defaultTab={COMPLAINT_STATUS.SUBMITTED}
          rowActions={actions}
          rowKey={(row) => row.id}
          data-testid="complaint-table"
        />
      </Box>
    </Stack>
  );
}
