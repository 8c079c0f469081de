import { Card, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/time';
import { useMyClarifications } from '../hooks/use-my-clarifications';
import { PageFrame } from '@/client/features/tender-common';

/** procurement/procClarificationSupList: the buyers' clarifications of the projects signed up for. */
export function SupplierClarificationsPage({ userId }: { userId: string }) {
  const { t } = useTranslation('tender-supplier');
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
            <Card.Body>
              <Text whiteSpace="pre-wrap">{row.content}</Text>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </PageFrame>
  );
}
