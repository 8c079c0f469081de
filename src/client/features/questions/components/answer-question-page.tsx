import { Button, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame, useInvalidateTenders } from '@/client/features/tender-common';
import { showServerError } from '@/client/lib/form-server-error';
import { FORM_ACTION_SIZE, FormActionBar } from '@/client/ui/form-action-bar';
import { Notice } from '@/client/ui/notice';
import { notifySuccess } from '@/client/ui/toaster';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import type { QuestionView } from '@/shared/contracts/questions';
import { answerQuestion, buyerQuestionQueryOptions } from '../api/buyer-questions';
import { QuestionEditor } from './question-editor';
import { QuestionCard } from './question-parts';

const FINAL: readonly string[] = [
  PURCHASE_STATUS.CONCLUDED,
  PURCHASE_STATUS.CANCELLED,
  PURCHASE_STATUS.FAILED,
];

export interface AnswerQuestionPageProps {
  id: string;
  onBack(): void;
  /** Opens the clarification release prefilled from this (publicly answered) question. */
  onRelease(question: QuestionView): void;
}

/** procurement/procClarificationQuestionAdd: the buyer side answers a question, publicly or to the asker only. */
export function AnswerQuestionPage({ id, onBack, onRelease }: AnswerQuestionPageProps) {
  const { t } = useTranslation('questions');
  const query = useQuery(buyerQuestionQueryOptions(id));
  const row = query.data;
  const missing = !id || query.isError;
  return (
    <PageFrame title={t('titles.answer')} intro={t('answer.intro')} testId="question-answer-page">
      {missing ? (
        <Notice status="warning" testId="question-not-found">
          {t(id ? 'detail.notFound' : 'detail.pick')}
        </Notice>
      ) : null}
      {row ? <QuestionCard row={row} full /> : null}
      {row ? <AnswerForm key={`${row.id}:${row.version}`} row={row} onRelease={onRelease} /> : null}
      <HStack>
        <Button size="sm" variant="outline" onClick={onBack} data-testid="question-back">
          {t('actions.back')}
        </Button>
      </HStack>
    </PageFrame>
  );
}

function AnswerForm({ row, onRelease }: { row: QuestionView; onRelease(question: QuestionView): void }) {
  const { t } = useTranslation('questions');
  const invalidate = useInvalidateTenders();
  const [html, setHtml] = useState(row.answerHtml ?? '');
  const [isPublic, setPublic] = useState(row.isPublic);
  const [error, setError] = useState<string | null>(null);
  // One key per answer: a retried click is stored once.
  const key = useRef(crypto.randomUUID());
  const mutation = useMutation({
    mutationFn: () => answerQuestion({ id: row.id, answerHtml: html, isPublic }, key.current),
    onSuccess: async () => {
      key.current = crypto.randomUUID();
      notifySuccess(t('answer.done'));
      await invalidate();
    },
    onError: (failure) => {
      showServerError(failure, ['answerHtml'], (_field, message) => setError(message));
    },
  });
  if (FINAL.includes(row.projectStatus))
    return (
      <Notice status="info" testId="question-final">
        {t('answer.final')}
      </Notice>
    );
  const blank = html.replace(/<[^>]*>|&nbsp;|\s/g, '') === '';
  return (
    <Stack gap="4" maxW="3xl" minW="0" data-testid="question-answer-form">
      <Text fontWeight="medium">{t('fields.answer')}</Text>
      <QuestionEditor
        initialHtml={row.answerHtml ?? ''}
        label={t('fields.answer')}
        onChange={setHtml}
        testId="answer-editor"
      />
      {error ? (
        <Text color="fg.error" fontSize="sm" data-testid="answer-error">
          {error}
        </Text>
      ) : null}
      <Checkbox.Root
        checked={isPublic}
        onCheckedChange={(e) => setPublic(e.checked === true)}
        data-testid="answer-public"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('fields.isPublic')}</Checkbox.Label>
      </Checkbox.Root>
      {row.status === '01' && row.isPublic ? (
        <Notice
          status="info"
          testId="question-release-hint"
          action={
            <Button
              size="xs"
              variant="outline"
              onClick={() => onRelease(row)}
              data-testid="question-to-release"
            >
              {t('actions.toRelease')}
            </Button>
          }
        >
          {t('answer.releaseHint')}
        </Notice>
      ) : null}
      <FormActionBar>
        <Button
          colorPalette="brand"
          size={FORM_ACTION_SIZE}
          loading={mutation.isPending}
          onClick={() => {
            if (blank) {
              setError(t('validation.answerEmpty'));
              return;
            }
            setError(null);
            mutation.mutate();
          }}
          data-testid="answer-send"
        >
          {t('actions.saveAnswer')}
        </Button>
      </FormActionBar>
    </Stack>
  );
}
