import { Badge, Box, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AuditTimelineEntry } from '@/shared/contracts/audit';
import { formatSave } from '@/shared/format/time';

function HashLine({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Grid templateColumns={{ base: '1fr', md: '160px 1fr' }} gap={{ base: '0', md: '2' }}>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="xs" fontFamily="mono" wordBreak="break-all" data-testid={testId}>
        {value}
      </Text>
    </Grid>
  );
}

/** The published steps as cards (one column on a phone): what, when, and the hashes to keep. */
export function TimelineEntries({ entries }: { entries: AuditTimelineEntry[] }) {
  const { t } = useTranslation('audit');
  const stepName = (entry: AuditTimelineEntry) =>
    t(`timeline.steps.${entry.entityType}.${entry.action}`, {
      defaultValue: `${entry.entityType} ${entry.action}`,
    });
  return (
    <Stack gap="3" data-testid="audit-timeline-entries">
      {entries.map((entry) => (
        <Box key={entry.seq} borderWidth="1px" borderRadius="md" p="3" data-testid="audit-timeline-entry">
          <HStack justify="space-between" wrap="wrap" gap="2" mb="2">
            <HStack gap="3" wrap="wrap">
              <Badge variant="outline">#{entry.seq}</Badge>
              <Text fontWeight="semibold">{stepName(entry)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {formatSave(entry.at)}
              </Text>
            </HStack>
            {entry.intact ? (
              <Badge colorPalette="green">{t('timeline.intact')}</Badge>
            ) : (
              <Badge colorPalette="red" data-testid="audit-entry-broken">
                {t('timeline.broken')}
              </Badge>
            )}
          </HStack>
          {entry.version === 1 ? (
            <Text fontSize="xs" color="fg.muted" mb="1">
              {t('timeline.legacy')}
            </Text>
          ) : null}
          <Stack gap="1">
            <HashLine label={t('timeline.hash')} value={entry.hash} testId="audit-entry-hash" />
            <HashLine label={t('timeline.prevHash')} value={entry.prevHash} testId="audit-entry-prev" />
            <HashLine label={t('timeline.sealed')} value={entry.sealed} testId="audit-entry-sealed" />
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
