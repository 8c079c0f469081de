import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/client/features/tender-common';
import { myQuestionsQueryOptions } from '../api/supplier-questions';
import { QuestionCard } from './question-parts';

export interface SupplierQuestionsPageProps {
  userId: string;
  onAsk(): void;
  onOpen(id: string): void;
  /** Shown below the questions (the objections area's own list, when it exists). */
  below?: ReactNode;
}

/**
 * procurement/procObjectionList: the organisation's questions with their answers (newest unanswered
 * first) and the public answers on its projects; kept on the device for offline reading.
 */
export function SupplierQuestionsPage({ userId, onAsk, onOpen, below }: SupplierQuestionsPageProps) {
  const { t } = useTranslation('questions');
  const query = useQuery(myQuestionsQueryOptions(userId));
  const rows = query.data?.data;
  return (
    <PageFrame
      title={t('titles.supplierList')}
      intro={t('hub.supplierList')}
      offline={query.data?.offline}
      error={query.error ?? query.data?.error}
      testId="supplier-questions"
    >
      <HStack justify="flex-end">
        <Button size="sm" colorPalette="brand" onClick={onAsk} data-testid="question-new">
          {t('actions.ask')}
        </Button>
      </HStack>
      {rows && rows.length === 0 ? (
        <Text color="fg.muted" data-testid="questions-empty">
          {t('list.empty')}
        </Text>
      ) : null}
      <Stack gap="3">
        {rows?.map((row) => (
          <QuestionCard key={row.id} row={row} full>
            <HStack justify="flex-end">
              <Button size="xs" variant="outline" onClick={() => onOpen(row.id)} data-testid="question-open">
                {t('actions.open')}
              </Button>
            </HStack>
          </QuestionCard>
        ))}
      </Stack>
      {below}
    </PageFrame>
  );
}
