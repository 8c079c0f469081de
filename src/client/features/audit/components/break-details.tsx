import { Box, DataList, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { AuditBreak } from '@/shared/contracts/audit';
import { formatSave } from '@/shared/format/time';

/** The entry where the chain breaks: which check failed, the entry, and the hashes compared. */
export function BreakDetails({ at }: { at: AuditBreak }) {
  const { t } = useTranslation('audit');
  const rows: [string, string, string][] = [
    ['seq', t('verify.seq'), String(at.seq)],
    ['id', t('verify.id'), at.id],
    ['at', t('verify.at'), formatSave(at.at)],
    ['entity', t('verify.entity'), `${at.entityType} ${at.entityId}`],
    ['action', t('verify.action'), at.action],
    ['expected', t('verify.expectedPrevHash'), at.expectedPrevHash],
    ['stored-prev', t('verify.storedPrevHash'), at.storedPrevHash],
    ['stored', t('verify.storedHash'), at.storedHash],
  ];
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-testid="audit-break">
      <Text fontWeight="semibold" mb="3" data-testid="audit-break-reason" data-reason={at.reason}>
        {t(`verify.reason.${at.reason}`)}
      </Text>
      <DataList.Root orientation={{ base: 'vertical', md: 'horizontal' }} size="sm">
        {rows.map(([key, label, value]) => (
          <DataList.Item key={key}>
            <DataList.ItemLabel minW={{ md: '200px' }}>{label}</DataList.ItemLabel>
            <DataList.ItemValue
              fontFamily={key.includes('prev') || key === 'expected' || key === 'stored' ? 'mono' : undefined}
              wordBreak="break-all"
              data-testid={`audit-break-${key}`}
            >
              {value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Link to="/systemMonitor/systemLogList">
        <Text as="span" color="blue.600" fontSize="sm" mt="3" display="inline-block">
          {t('verify.openLog')}
        </Text>
      </Link>
    </Box>
  );
}
