import { Button, HStack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/client/features/tender-common';
import { Notice } from '@/client/ui/notice';
import { myQuestionQueryOptions } from '../api/supplier-questions';
import { QuestionCard } from './question-parts';

/** procurement/procObjectionDetail: one question and its answer (readable offline once opened). */
export function QuestionDetailPage({ userId, id, onBack }: { userId: string; id: string; onBack(): void }) {
  const { t } = useTranslation('questions');
  const query = useQuery(myQuestionQueryOptions(userId, id));
  const row = query.data?.data;
  const missing = !id || (query.isError && !row);
  return (
    <PageFrame title={t('titles.detail')} offline={query.data?.offline} testId="question-detail">
      {missing ? (
        <Notice status="warning" testId="question-not-found">
          {t(id ? 'detail.notFound' : 'detail.pick')}
        </Notice>
      ) : null}
      {row ? <QuestionCard row={row} full /> : null}
      <HStack>
        <Button size="sm" variant="outline" onClick={onBack} data-testid="question-back">
          {t('actions.back')}
        </Button>
      </HStack>
    </PageFrame>
  );
}
