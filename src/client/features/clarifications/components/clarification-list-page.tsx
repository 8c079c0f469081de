import { HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, QueryColumn, SearchField } from '@/client/ui/query-table/types';
import type { ClarificationView } from '@/shared/contracts/tenders';
import { formatSave } from '@/shared/format/time';
import { type ClarificationSearch, clarificationListQueryOptions } from '../api/list-clarifications';
import { useProjectOptions } from '@/client/features/projects';
import { ListHeader, projectColumn, projectSearchField, RowAction } from '@/client/features/tender-common';

interface ClarificationListPageProps {
  projectId?: string | undefined;
  onRelease(projectId: string | undefined): void;
  /** A row's detail or receipts screen (absent in views without them). */
  onOpen?(id: string, screen: 'detail' | 'receipts'): void;
}

/** /procurement/procClarificationList: the clarifications released on the organisation's projects. */
export function ClarificationListPage({ projectId = '', onRelease, onOpen }: ClarificationListPageProps) {
  const { t } = useTranslation('tender-buyer');
  const { t: tc } = useTranslation('clarifications');
  const queryClient = useQueryClient();
  const { options } = useProjectOptions();
  const initial = useMemo<ClarificationSearch>(() => ({ projectId }), [projectId]);
  const load = useCallback(
    (query: PageQuery<ClarificationSearch>) => queryClient.fetchQuery(clarificationListQueryOptions(query)),
    [queryClient],
  );
  const columns = useMemo<QueryColumn<ClarificationView>[]>(
    () => [
      projectColumn<ClarificationView>(t, 220),
      { id: 'title', header: t('fields.title'), field: 'title', width: 220 },
      {
        id: 'content',
        header: t('fields.content'),
        cell: (row) => (
          <Text whiteSpace="pre-line" lineClamp={4}>
            {row.content}
          </Text>
        ),
      },
      {
        id: 'publishedAt',
        header: t('fields.publishedAt'),
        cell: (row) => formatSave(row.publishedAt),
        width: 160,
      },
      ...(onOpen
        ? [
            {
              id: 'actions',
              header: tc('fields.actions'),
              width: 170,
              cell: (row: ClarificationView) => (
                <HStack gap="2" wrap="wrap">
                  <RowAction onClick={() => onOpen(row.id, 'detail')} testId="clarification-detail-open">
                    {tc('actions.detail')}
                  </RowAction>
                  <RowAction onClick={() => onOpen(row.id, 'receipts')} testId="clarification-receipts-open">
                    {tc('actions.receipts')}
                  </RowAction>
                </HStack>
              ),
            },
          ]
        : []),
    ],
    [t, tc, onOpen],
  );
  const searchFields = useMemo<SearchField[]>(() => [projectSearchField(t, options)], [t, options]);
  return (
    <Stack gap="4" data-testid="clarification-list-page">
      <ListHeader
        title={t('titles.clarifications')}
        actionLabel={t('actions.newClarification')}
        onAction={() => onRelease(projectId || undefined)}
        actionTestId="clarification-new"
      />
      <QueryTable<ClarificationView, ClarificationSearch>
        columns={columns}
        load={load}
        searchFields={searchFields}
        initialSearch={initial}
        rowKey={(row) => row.id}
        data-testid="clarification-table"
      />
    </Stack>
  );
}
