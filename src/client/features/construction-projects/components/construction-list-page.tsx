import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListHeader } from '@/client/features/tender-common';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, QueryTab, RowAction, SearchField } from '@/client/ui/query-table/types';
import { CONSTRUCTION_STATUS } from '@/shared/codes/plans';
import type { ConstructionProjectView } from '@/shared/contracts/construction-projects';
import { CONSTRUCTION_SEARCH, type ConstructionSearch, constructionListQueryOptions } from '../api/reads';
import { isChangeable } from '../lib/status-moves';
import { constructionColumns } from './construction-columns';

export interface ConstructionListPageProps {
  onAdd(): void;
  onDetail(id: string): void;
  onChange(id: string): void;
  onCorrelation(id: string): void;
}

/** projectMgt/buildingProjectList: the organisation's construction projects, tabs by status. */
export function ConstructionListPage(props: ConstructionListPageProps) {
  const { t } = useTranslation('construction');
  const queryClient = useQueryClient();
  const load = useCallback(
    async (query: PageQuery<ConstructionSearch>) => {
      const page = await queryClient.fetchQuery(constructionListQueryOptions(query));
      return { ...page, tabCounts: page.statusCounts };
    },
    [queryClient],
  );
  const tabs = useMemo<QueryTab[]>(
    () => [
      { index: '', name: t('tabs.all'), showNum: true },
      ...Object.values(CONSTRUCTION_STATUS).map((code) => ({
        index: code,
        name: t(`codes:constructionStatus.${code}`),
        showNum: true,
      })),
    ],
    [t],
  );
  const searchFields = useMemo<SearchField[]>(
    () => [
      { name: 'keyword', label: t('search.keyword'), placeholder: t('search.keywordPlaceholder') },
      { name: 'year', label: t('search.year'), placeholder: t('search.yearPlaceholder') },
      { name: 'region', label: t('search.region'), placeholder: t('search.regionPlaceholder') },
    ],
    [t],
  );
  const { onDetail, onChange, onCorrelation } = props;
  const actions = useMemo<RowAction<ConstructionProjectView>[]>(
    () => [
      { key: 'detail', label: t('actions.detail'), onClick: (row) => onDetail(row.id) },
      { key: 'change', label: t('actions.change'), onClick: (row) => onChange(row.id) },
      { key: 'correlation', label: t('actions.correlation'), onClick: (row) => onCorrelation(row.id) },
    ],
    [t, onDetail, onChange, onCorrelation],
  );
  const canAct = useCallback(
    (row: ConstructionProjectView, action: string) => action !== 'change' || isChangeable(row.status),
    [],
  );
  const columns = useMemo(() => constructionColumns(t), [t]);
  return (
    <Stack gap="4" data-testid="construction-list-page">
      <ListHeader
        title={t('titles.list')}
        actionLabel={t('actions.new')}
        onAction={props.onAdd}
        actionTestId="construction-new"
      />
      <QueryTable<ConstructionProjectView, ConstructionSearch>
        columns={columns}
        load={load}
        searchFields={searchFields}
        initialSearch={CONSTRUCTION_SEARCH}
        tabs={tabs}
        tabField="tab"
        rowActions={actions}
        canAct={canAct}
        rowKey={(row) => row.id}
        data-testid="construction-table"
      />
    </Stack>
  );
}
