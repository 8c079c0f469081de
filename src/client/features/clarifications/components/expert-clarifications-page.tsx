import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/client/features/tender-common';
import { useExpertClarifications } from '../hooks/use-clarification-reads';
import { ClarificationCard } from './clarification-parts';

interface ExpertClarificationsPageProps {
  onDetail(id: string): void;
  onReceipts(id: string): void;
}

/** procClarificationExpertList: clarifications of the projects of the expert's committees, read-only. */
export function ExpertClarificationsPage({ onDetail, onReceipts }: ExpertClarificationsPageProps) {
  const { t } = useTranslation('clarifications');
  const query = useExpertClarifications();
  const rows = query.data?.records;
  return (
    <PageFrame
      title={t('titles.expertList')}
      intro={t('intro.expertList')}
      error={query.error}
      testId="expert-clarifications"
    >
      {query.isPending ? <Spinner size="sm" /> : null}
      {rows && rows.length === 0 ? <Text color="fg.muted">{t('empty.list')}</Text> : null}
      <Stack gap="3">
        {rows?.map((row) => (
          <ClarificationCard key={row.id} row={{ ...row, contentHtml: null }} testId="expert-clarification">
            <HStack gap="2" wrap="wrap">
              <Button size="xs" variant="outline" onClick={() => onDetail(row.id)}>
                {t('actions.detail')}
              </Button>
              <Button size="xs" variant="outline" onClick={() => onReceipts(row.id)}>
                {t('actions.receipts')}
              </Button>
            </HStack>
          </ClarificationCard>
        ))}
      </Stack>
    </PageFrame>
  );
}
