import { Badge, Box, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextHtml } from '@/client/ui/rich-text/rich-text-html';
import { QUESTION_STATUS, type QuestionView } from '@/shared/contracts/questions';
import { formatDateTime } from '@/shared/format/time';

/** Waiting / answered, and whether the answer is public. */
export function QuestionStatusBadge({ row }: { row: Pick<QuestionView, 'status'> }) {
  const { t } = useTranslation('questions');
  const answered = row.status === QUESTION_STATUS.ANSWERED;
  return (
    <Badge colorPalette={answered ? 'green' : 'orange'} data-testid="question-status" data-code={row.status}>
      {t(`status.${row.status}`)}
    </Badge>
  );
}

/** Who asked: the organisation, or 'another supplier' for a public answer to someone else's question. */
export function askerText(t: (key: string) => string, row: QuestionView): string {
  if (row.mine) return t('list.yours');
  return row.supplierName ?? t('list.anonymous');
}

/** The question, and its answer (or 'not answered yet'). */
export function QuestionBody({ row }: { row: QuestionView }) {
  const { t } = useTranslation('questions');
  return (
    <Stack gap="3" minW="0">
      <RichTextHtml html={row.contentHtml} testId="question-content" />
      <Box borderLeftWidth="3px" borderColor={row.answerHtml ? 'green.solid' : 'border'} pl="3" minW="0">
        {row.answerHtml ? (
          <Stack gap="1">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold">{t('fields.answer')}</Text>
              <Badge variant="outline">{t(row.isPublic ? 'visibility.public' : 'visibility.private')}</Badge>
              {row.answeredAt ? (
                <Text fontSize="xs" color="fg.muted">
                  {formatDateTime(row.answeredAt)}
                </Text>
              ) : null}
            </HStack>
            <RichTextHtml html={row.answerHtml} testId="question-answer" />
          </Stack>
        ) : (
          <Text color="fg.muted" data-testid="question-no-answer">
            {t('list.noAnswer')}
          </Text>
        )}
      </Box>
    </Stack>
  );
}

/** One question as a card: title, project, asker and time, status; the body and actions below. */
export function QuestionCard({
  row,
  children,
  full,
}: {
  row: QuestionView;
  children?: ReactNode;
  full?: boolean;
}) {
  const { t } = useTranslation('questions');
  return (
    <Card.Root size="sm" data-testid="question-card" data-id={row.id} minW="0">
      <Card.Header>
        <HStack justify="space-between" align="start" gap="2" wrap="wrap">
          <Card.Title overflowWrap="anywhere">{row.title}</Card.Title>
          <QuestionStatusBadge row={row} />
        </HStack>
        <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
          {`${row.projectName} (${row.projectCode}) · ${askerText(t, row)} · ${formatDateTime(row.askedAt)}`}
        </Text>
      </Card.Header>
      <Card.Body gap="3">
        {full ? (
          <QuestionBody row={row} />
        ) : (
          <Text lineClamp={2} color="fg.muted">
            {row.answerHtml ? t('status.01') : t('list.noAnswer')}
          </Text>
        )}
        {children}
      </Card.Body>
    </Card.Root>
  );
}
