import { Heading, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectOptions } from '@/client/features/projects';
import { projectSearchField, RowAction } from '@/client/features/tender-common';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, QueryColumn, SearchField } from '@/client/ui/query-table/types';
import { QUESTION_STATUS, type QuestionView } from '@/shared/contracts/questions';
import { buyerQuestionsQueryOptions, type QuestionSearch } from '../api/buyer-questions';
import { questionColumns, statusField } from './question-columns';

/** procurement/procClarificationQuestionList: questions on the organisation's projects, unanswered first. */
export function BuyerQuestionsPage({
  projectId = '',
  onAnswer,
}: {
  projectId?: string | undefined;
  onAnswer(id: string): void;
}) {
  const { t } = useTranslation('questions');
  const { t: tt } = useTranslation('tender-buyer');
  const queryClient = useQueryClient();
  const { options } = useProjectOptions();
  const initial = useMemo<QuestionSearch>(() => ({ projectId, status: '' }), [projectId]);
  const load = useCallback(
    (query: PageQuery<QuestionSearch>) => queryClient.fetchQuery(buyerQuestionsQueryOptions(query)),
    [queryClient],
  );
  const columns = useMemo<QueryColumn<QuestionView>[]>(
    () => [
      ...questionColumns(t, tt),
      {
        id: 'actions',
        header: t('actions.open'),
        width: 120,
        cell: (row) => (
          <RowAction
            primary={row.status === QUESTION_STATUS.OPEN}
            onClick={() => onAnswer(row.id)}
            testId="question-answer-open"
          >
            {t('actions.answer')}
          </RowAction>
        ),
      },
    ],
    [t, tt, onAnswer],
  );
  const searchFields = useMemo<SearchField[]>(
    () => [projectSearchField(tt, options), statusField(t)],
    [t, tt, options],
  );
  return (
    <Stack gap="4" data-testid="buyer-questions" minW="0">
      <Heading size="lg">{t('titles.buyerList')}</Heading>
      <QueryTable<QuestionView, QuestionSearch>
        columns={columns}
        load={load}
        searchFields={searchFields}
        initialSearch={initial}
        rowKey={(row) => row.id}
        data-testid="question-table"
      />
    </Stack>
  );
}
