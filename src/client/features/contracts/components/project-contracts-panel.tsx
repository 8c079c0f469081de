import { Center, Heading, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectFeesPanel } from '@/client/features/fees';
import { Notice } from '@/client/ui/notice';
import { contractPage } from '../api/contracts';
import { contractKeys } from '../api/keys';
import { ContractCard } from './contract-card';
import { useContractMoves } from './use-contract-moves';

/**
 * The buyer side's contracts of one concluded project (for the results hub): one card per winner with
 * its moves, and below them the project's bails to refund (the fees area's panel: a bail paid on the
 * project is due once it is concluded and is marked refunded there).
 */
export function ProjectContractsPanel({
  projectId,
  withBails = true,
}: {
  projectId: string;
  withBails?: boolean;
}) {
  const { t } = useTranslation('contracts');
  const queryClient = useQueryClient();
  const key = contractKeys.project(projectId);
  const query = useQuery({
    queryKey: key,
    queryFn: async () => (await contractPage({ projectId, pageNo: 1, pageSize: 100 })).records,
    enabled: !!projectId,
    staleTime: 0,
  });
  const reload = useCallback(() => void queryClient.invalidateQueries({ queryKey: key }), [queryClient, key]);
  const moves = useContractMoves(reload);
  const contracts = query.data ?? [];
  return (
    <Stack gap="4" minW="0" data-testid="project-contracts">
      <Stack gap="3">
        <Heading size="sm">{t('panel.title')}</Heading>
        {query.isLoading ? (
          <Center py="4">
            <Spinner size="sm" />
          </Center>
        ) : query.isError ? (
          <Notice status="error" testId="project-contracts-error">
            {query.error instanceof Error ? query.error.message : String(query.error)}
          </Notice>
        ) : contracts.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            {t('panel.empty')}
          </Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {contracts.map((c) => (
              <ContractCard key={c.id} contract={c} actions={moves.actions} canAct={moves.canAct} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      {withBails ? (
        <Stack gap="2">
          <Heading size="sm">{t('panel.bails')}</Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('panel.bailsHint')}
          </Text>
          <ProjectFeesPanel projectId={projectId} />
        </Stack>
      ) : null}
      {moves.dialogs}
    </Stack>
  );
}
