import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextHtml } from '@/client/ui/rich-text/rich-text-html';
import type { ClarificationView } from '@/shared/contracts/tenders';
import { formatDateTime } from '@/shared/format/time';

/** A detail screen opened without a clarification it can show (no ?id, or not one of the caller's). */
export function ClarificationNotFound({ onList }: { onList(): void }) {
  const { t } = useTranslation('clarifications');
  return (
    <Stack gap="3" data-testid="clarification-not-found" align="start">
      <Text color="fg.muted">{t('notFound.pick')}</Text>
      <Button size="sm" variant="outline" onClick={onList}>
        {t('notFound.toList')}
      </Button>
    </Stack>
  );
}

/** The clarification's rich text, or its plain text when it was released before rich text. */
export function ClarificationContent({ row }: { row: ClarificationView & { contentHtml: string | null } }) {
  return row.contentHtml ? (
    <RichTextHtml html={row.contentHtml} testId="clarification-content" />
  ) : (
    <Text whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid="clarification-content">
      {row.content}
    </Text>
  );
}

/** Title, project and release time of one clarification, its content and what follows (actions). */
export function ClarificationCard({
  row,
  children,
  testId,
}: {
  row: ClarificationView & { contentHtml: string | null };
  children?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('clarifications');
  return (
    <Card.Root size="sm" data-testid={testId}>
      <Card.Header>
        <Card.Title overflowWrap="anywhere">{row.title}</Card.Title>
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          {t('fields.project')}: {row.projectName} ({row.projectCode}) · {t('fields.publishedAt')}:{' '}
          {formatDateTime(row.publishedAt)}
        </Text>
      </Card.Header>
      <Card.Body gap="3">
        <ClarificationContent row={row} />
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** Confirmed (by whom, when) or missing. */
export function ReceiptBadge({ confirmedAt, name }: { confirmedAt: string | null; name?: string | null }) {
  const { t } = useTranslation('clarifications');
  return confirmedAt ? (
    <Badge colorPalette="green" data-testid="receipt-confirmed" whiteSpace="normal">
      {name
        ? t('receipt.confirmed', { name, time: formatDateTime(confirmedAt) })
        : t('receipt.confirmedShort')}
    </Badge>
  ) : (
    <Badge colorPalette="orange" data-testid="receipt-missing">
      {t('receipt.missing')}
    </Badge>
  );
}

export function BackBar({
  title,
  onBack,
  children,
}: {
  title: string;
  onBack(): void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('clarifications');
  return (
    <HStack justify="space-between" wrap="wrap" gap="2">
      <Text as="h1" fontSize="xl" fontWeight="semibold">
        {title}
      </Text>
      <HStack gap="2" wrap="wrap">
        {children}
        <Button size="sm" variant="outline" onClick={onBack}>
          {t('actions.back')}
        </Button>
      </HStack>
    </HStack>
  );
}
