import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/time';
import { useMyClarifications } from '../hooks/use-my-clarifications';
import { PageFrame } from '@/client/features/tender-common';
import { ClarificationContent, ReceiptBadge } from './clarification-parts';

/**
 * procurement/procClarificationSupList: the buyers' clarifications of the projects signed up for, with
 * the organisation's receipt of each (approved signups); a row opens procClarificationDetail.
 */
export function SupplierClarificationsPage({ userId, onOpen }: { userId: string; onOpen(id: string): void }) {
  const { t } = useTranslation('tender-supplier');
  const { t: tc } = useTranslation('clarifications');
  const query = useMyClarifications(userId);
  const rows = query.data?.data;
  return (
    <PageFrame
      title={t('title.clarifications')}
      intro={t('intro.clarifications')}
      offline={query.data?.offline}
      error={query.error ?? query.data?.error}
      testId="supplier-clarifications"
    >
      {rows && rows.length === 0 ? (
        <Text color="fg.muted" data-testid="clarifications-empty">
          {t('empty.clarifications')}
        </Text>
      ) : null}
      <Stack gap="3">
        {rows?.map((row) => (
          <Card.Root key={row.id} size="sm" data-testid="clarification">
            <Card.Header>
              <Card.Title>{row.title}</Card.Title>
              <Text fontSize="xs" color="fg.muted">
                {t('clarification.meta', {
                  project: `${row.projectName} (${row.projectCode})`,
                  time: formatDateTime(row.publishedAt),
                })}
              </Text>
            </Card.Header>
            <Card.Body gap="3">
              <ClarificationContent row={{ ...row, contentHtml: row.contentHtml ?? null }} />
              <HStack gap="2" wrap="wrap" justify="space-between">
                {row.receiptDue ? <ReceiptBadge confirmedAt={row.confirmedAt ?? null} /> : <span />}
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => onOpen(row.id)}
                  data-testid="clarification-open"
                >
                  {tc('actions.open')}
                </Button>
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </PageFrame>
  );
}
