import { Alert, Heading, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { BusinessTime } from '@/client/ui/business-time';
import { dashboardQueryOptions } from '../api/dashboard';
import { orderCards } from '../lib/dashboard-rows';
import { ChartSection } from './chart-section';
import { WorkCard } from './work-card';

/** The waiting work of the signed-in user's current role, below the home page's greeting. */
export function DashboardSection() {
  const { t } = useTranslation(['dashboard', 'codes', 'evaluation']);
  const { userInfo } = useSnapshot(session);
  const userId = userInfo?.id ?? '';
  const roleCode = userInfo?.currentRol.roleCode ?? '';
  const departId = userInfo?.currentDepart?.id ?? '';
  const query = useQuery(dashboardQueryOptions(userId, roleCode, departId));
  const view = query.data?.view;

  return (
    <Stack as="section" gap="4" aria-labelledby="dashboard-heading" data-testid="dashboard" minW="0">
      <Heading id="dashboard-heading" size="lg">
        {t('heading')}
      </Heading>
      {query.isPending ? (
        <Stack direction="row" gap="2" align="center">
          <Spinner size="sm" />
          <Text>{t('loading')}</Text>
        </Stack>
      ) : null}
      {query.isError && !view ? <Text color="fg.error">{t('failed')}</Text> : null}
      {view && query.data?.offline ? (
        <Alert.Root status="warning" data-testid="dashboard-as-of">
          <Alert.Indicator />
          <Alert.Description>
            <Stack direction="row" gap="1" flexWrap="wrap" align="baseline">
              <Text>{t('asOf')}</Text>
              <BusinessTime at={view.serverTime} fontSize="sm" />
            </Stack>
          </Alert.Description>
        </Alert.Root>
      ) : null}
      {view && view.role === 'none' ? <Text color="fg.muted">{t('noRole')}</Text> : null}
      {view && view.role !== 'none' && view.cards.every((c) => c.count === 0) ? (
        <Text color="fg.muted" data-testid="dashboard-nothing">
          {t('nothing')}
        </Text>
      ) : null}
      {view ? (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {orderCards(view.cards).map((card) => (
            <WorkCard key={card.kind} card={card} />
          ))}
        </SimpleGrid>
      ) : null}
      {view?.chart ? <ChartSection chart={view.chart} /> : null}
    </Stack>
  );
}
