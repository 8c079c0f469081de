import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DeadlineText, ProjectStatusBadge } from '@/client/features/tender-common';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, QueryColumn, QueryResult, QueryTab, RowAction } from '@/client/ui/query-table/types';
import type { ParticipationRow } from '@/shared/contracts/participation';
import { PARTICIPATION_LISTS, type ParticipationList } from '@/shared/contracts/participation-paths';
import { type ListVariant, listParticipation } from '../api/calls';

type Search = { keyword: string; list: string };

export interface ParticipationListPageProps {
  variant: ListVariant;
  /** The screen's own list, its first tab. */
  list: ParticipationList;
  onOpen(projectId: string): void;
  /** Shown without the heading, inside another screen (the drive's offers under way). */
  embedded?: boolean;
}

const TITLE: Record<ListVariant, Record<ParticipationList, string>> = {
  generic: { current: 'title.current', proceed: 'title.proceed', finish: 'title.finish' },
  competitive: {
    current: 'title.competitiveCurrent',
    proceed: 'title.competitiveProceed',
    finish: 'title.competitiveFinish',
  },
};

/**
 * currentProject / proceedProject / finishProject and their method 13 twins (spec 001 section 2.9): one
 * shared query table, a tab per list with its count, deadlines counting down by the server clock; a
 * row opens the supplier drive.
 */
export function ParticipationListPage({ variant, list, onOpen, embedded }: ParticipationListPageProps) {
  const { t } = useTranslation('participation');
  const load = useCallback(
    async (query: PageQuery<Search>): Promise<QueryResult<ParticipationRow>> => {
      const tab = (PARTICIPATION_LISTS as readonly string[]).includes(query.list)
        ? (query.list as ParticipationList)
        : list;
      const keyword = query.keyword.trim();
      const page = await listParticipation(variant, tab, {
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        ...(keyword ? { keyword } : {}),
      });
      return { records: page.records, total: page.total, tabCounts: page.counts };
    },
    [variant, list],
  );
  const columns = useMemo<QueryColumn<ParticipationRow>[]>(
    () => [
      {
        id: 'project',
        header: t('columns.project'),
        card: 'title',
        width: 240,
        cell: (row) => (
          <Stack gap="0">
            <Text fontWeight="medium" data-testid="participation-row-name">
              {row.name}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {row.projectCode}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'status',
        header: t('columns.status'),
        card: 'status',
        width: 100,
        cell: (row) => <ProjectStatusBadge code={row.status} />,
      },
      { id: 'buyer', header: t('columns.buyer'), field: 'departName', width: 160 },
      {
        id: 'method',
        header: t('columns.method'),
        width: 110,
        cell: (row) => t(`codes:tenderMethod.${row.tenderMethod}`, { defaultValue: row.tenderMethod }),
      },
      { id: 'budget', header: t('columns.budget'), field: 'budget', width: 120 },
      {
        id: 'signupEnd',
        header: t('columns.signupEnd'),
        width: 170,
        cell: (row) => <DeadlineText at={row.signupEndTime} />,
      },
      {
        id: 'quoteEnd',
        header: t('columns.quoteEnd'),
        width: 170,
        cell: (row) => <DeadlineText at={row.quoteEndTime} />,
      },
      { id: 'mine', header: t('columns.mine'), width: 160, cell: (row) => <MyState row={row} /> },
    ],
    [t],
  );
  const tabs = useMemo<QueryTab[]>(
    () => PARTICIPATION_LISTS.map((name) => ({ index: name, name: t(`tabs.${name}`), showNum: true })),
    [t],
  );
  const actions = useMemo<RowAction<ParticipationRow>[]>(
    () => [{ key: 'drive', label: t('actions.drive'), onClick: (row) => onOpen(row.id) }],
    [t, onOpen],
  );
  return (
    <Stack gap="4" data-testid={`participation-${variant}-${list}`}>
      {embedded ? null : (
        <Stack gap="1">
          <Heading size="lg">{t(TITLE[variant][list])}</Heading>
          <Text color="fg.muted">{t(variant === 'generic' ? 'intro.generic' : 'intro.competitive')}</Text>
        </Stack>
      )}
      <Box minW="0" css={{ '& [role=tablist]': { flexWrap: 'wrap' } }}>
        <QueryTable<ParticipationRow, Search>
          columns={columns}
          load={load}
          searchFields={[{ name: 'keyword', label: t('search.keyword') }]}
          initialSearch={{ keyword: '', list }}
          tabs={tabs}
          tabField="list"
          defaultTab={list}
          rowActions={actions}
          rowKey={(row) => row.id}
          data-testid="participation-table"
        />
      </Box>
    </Stack>
  );
}

function MyState({ row }: { row: ParticipationRow }) {
  const { t } = useTranslation('participation');
  return (
    <HStack gap="1" wrap="wrap" data-testid="participation-mine">
      {row.invited ? (
        <Badge colorPalette="purple" data-testid="participation-invited">
          {t('state.invited')}
        </Badge>
      ) : null}
      {row.mySignupStatus ? (
        <Badge colorPalette="blue">
          {t('state.signup', { status: t(`codes:auditStatus.${row.mySignupStatus}`) })}
        </Badge>
      ) : (
        <Text fontSize="xs" color="fg.muted">
          {t('state.none')}
        </Text>
      )}
      {row.myOfferStatus ? (
        <Badge colorPalette="green">
          {t('state.offer', { status: t(`codes:offerStatus.${row.myOfferStatus}`) })}
        </Badge>
      ) : null}
    </HStack>
  );
}
