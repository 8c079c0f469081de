import { Box, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CommitteeLogView } from '@/shared/contracts/committee-draw';
import { formatSave } from '@/shared/format/time';

/** The record of draws, redraws, declared conflicts and the election (who, when, why). */
export function DrawLog({ log }: { log: readonly CommitteeLogView[] }) {
  const { t } = useTranslation('committee');
  return (
    <Stack gap="2" data-testid="committee-log">
      <Text fontWeight="semibold">{t('log.heading')}</Text>
      {log.length === 0 ? <Text color="fg.muted">{t('log.empty')}</Text> : null}
      {log.map((line) => (
        <Box key={line.id} fontSize="sm" borderBottomWidth="1px" pb="1" data-testid="committee-log-line">
          <Text>
            <Text as="span" fontWeight="semibold">
              {t(`log.action.${line.action}`)}
            </Text>{' '}
            {line.expertName ?? (line.action <= '02' ? t('log.sealedName') : '')}
            {line.replacedName ? ` · ${t('log.replaced', { name: line.replacedName })}` : ''}
            {line.specialty ? ` · ${t(`codes:supplierCategory.${line.specialty}`)}` : ''}
          </Text>
          <Text color="fg.muted">
            {formatSave(line.at)} · {t('log.by', { name: line.actorName })}
            {line.reason && line.action <= '03' ? ` · ${line.reason}` : ''}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
