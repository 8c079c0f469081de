import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '@/client/ui/query-table/types';
import type { ContractView } from '@/shared/contracts/contracts';
import { ScanLink } from './contract-columns';
import { ContractStatusBadge } from './contract-status-badge';

interface ContractCardProps {
  contract: ContractView;
  actions: readonly RowAction<ContractView>[];
  canAct(row: ContractView, action: string): boolean;
}

/** One contract of a project's panel: supplier, status, amount, signing, scan and its allowed moves. */
export function ContractCard({ contract, actions, canAct }: ContractCardProps) {
  const { t } = useTranslation('contracts');
  const allowed = actions.filter((a) => canAct(contract, a.key));
  return (
    <Stack gap="2" borderWidth="1px" rounded="md" p="3" minW="0" data-testid="contract-card">
      <HStack justify="space-between" align="flex-start" gap="2" wrap="wrap">
        <Text fontWeight="medium" overflowWrap="anywhere" data-testid="contract-supplier">
          {contract.supplierName}
        </Text>
        <ContractStatusBadge status={contract.status} />
      </HStack>
      <Stack gap="1" fontSize="sm">
        <Text>
          {t('fields.amount')}:{' '}
          <Text as="span" fontVariantNumeric="tabular-nums">
            {contract.amount}
          </Text>
        </Text>
        {contract.signedOn ? (
          <Text>
            {t('fields.signedOn')}: {contract.signedOn}
          </Text>
        ) : null}
        {contract.scan ? (
          <HStack gap="1" wrap="wrap">
            <Text>{t('fields.scan')}:</Text>
            <ScanLink contract={contract} />
          </HStack>
        ) : null}
        {contract.terminationReason ? (
          <Text overflowWrap="anywhere">
            {t('fields.terminationReason')}: {contract.terminationReason}
          </Text>
        ) : null}
      </Stack>
      {allowed.length > 0 ? (
        <HStack gap="2" wrap="wrap">
          {allowed.map((a) => (
            <Button
              key={a.key}
              size="sm"
              minH="9"
              variant={a.colorPalette === 'red' ? 'outline' : 'solid'}
              colorPalette={a.colorPalette ?? 'brand'}
              onClick={() => a.onClick(contract)}
              data-testid={`contract-action-${a.key}`}
            >
              {a.label}
            </Button>
          ))}
        </HStack>
      ) : null}
    </Stack>
  );
}
