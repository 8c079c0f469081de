import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useBusinessTimeText } from '@/client/ui/business-time';
import type { ConstructionStatusChange } from '@/shared/contracts/construction-projects';

/** The project's status moves, oldest first, each with who, when and why. */
export function StatusHistory({ history }: { history: readonly ConstructionStatusChange[] }) {
  const { t } = useTranslation('construction');
  const time = useBusinessTimeText();
  const label = (code: string | null) => (code ? t(`codes:constructionStatus.${code}`) : t('detail.created'));
  return (
    <Stack gap="2" data-testid="construction-history">
      <Heading size="md" as="h2">
        {t('detail.history')}
      </Heading>
      {history.length === 0 ? <Text color="fg.muted">{t('detail.noHistory')}</Text> : null}
      <Stack as="ol" gap="2" listStyleType="none" ps="0">
        {history.map((h) => (
          <Box as="li" key={h.version} borderWidth="1px" borderRadius="md" p="3" data-testid="history-entry">
            <Text fontWeight="medium">
              {h.fromStatus
                ? `${label(h.fromStatus)} → ${label(h.toStatus)}`
                : `${t('detail.created')}：${label(h.toStatus)}`}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {time(h.at)} · {h.userName}
            </Text>
            {h.reason ? <Text fontSize="sm">{h.reason}</Text> : null}
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
