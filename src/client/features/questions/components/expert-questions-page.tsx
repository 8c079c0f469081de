import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, QueryColumn, SearchField } from '@/client/ui/query-table/types';
import type { QuestionView } from '@/shared/contracts/questions';
import { expertQuestionsQueryOptions, type QuestionSearch } from '../api/buyer-questions';
import { questionColumns, statusField } from './question-columns';
import { QuestionBody } from './question-parts';

/** procurement/procClarificationQuestionExpertList: questions on the projects of the expert's committees (read only). */
export function ExpertQuestionsPage() {
  const { t } = useTranslation('questions');
  const { t: tt } = useTranslation('tender-buyer');
  const queryClient = useQueryClient();
  const initial = useMemo<QuestionSearch>(() => ({ projectId: '', status: '' }), []);
  const load = useCallback(
    (query: PageQuery<QuestionSearch>) => queryClient.fetchQuery(expertQuestionsQueryOptions(query)),
    [queryClient],
  );
  const columns = useMemo<QueryColumn<QuestionView>[]>(
    () => [
      ...questionColumns(t, tt),
      { id: 'content', header: t('fields.content'), width: 360, cell: (row) => <QuestionBody row={row} /> },
    ],
    [t, tt],
  );
  const searchFields = useMemo<SearchField[]>(() => [statusField(t)], [t]);
  return (
    <Stack gap="4" data-testid="expert-questions" minW="0">
      <Heading size="lg">{t('titles.expertList')}</Heading>
      <Text color="fg.muted">{t('hub.expertList')}</Text>
      <QueryTable<QuestionView, QuestionSearch>
        columns={columns}
        load={load}
        searchFields={searchFields}
        initialSearch={initial}
        rowKey={(row) => row.id}
        data-testid="expert-question-table"
      />
    </Stack>
  );
}
