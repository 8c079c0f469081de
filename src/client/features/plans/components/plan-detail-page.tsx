import { Box, Button, Center, Grid, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/client/ui/notice';
import { planQueryOptions } from '../api/get-plan';
import { usePlanMoves } from '../hooks/use-plan-moves';
import { canActOnPlan, PLAN_ROW_ACTIONS } from '../lib/plan-actions';
import { planTitleKey } from '../lib/plan-kinds';
import { MoneyText } from './money-text';
import { PlanHistory } from './plan-history';
import { PlanLinesTable } from './plan-lines-table';
import { PlanStatusBadge } from './plan-status-badge';
import { PlanTenderProjects } from './plan-tender-projects';

interface PlanDetailPageProps {
  planType: string;
  id: string;
  onBack(): void;
}

/** A plan read only: header, lines with amounts and status, the exact total, its history and its moves. */
export function PlanDetailPage({ planType, id, onBack }: PlanDetailPageProps) {
  const { t } = useTranslation('plan');
  const plan = useQuery(planQueryOptions(id));
  const moves = usePlanMoves(() => void plan.refetch());
  const view = plan.data;
  const actions = view ? PLAN_ROW_ACTIONS.filter((a) => a !== 'view' && canActOnPlan(view.status, a)) : [];
  const item = (label: string, value: ReactNode, testId?: string) => (
    <Stack gap="1" minW="0">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box data-testid={testId} overflowWrap="anywhere">
        {value}
      </Box>
    </Stack>
  );
  return (
    <Stack gap="4" maxW="6xl" data-testid="plan-detail-page">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading size="lg">{t(planTitleKey(planType, 'detail'))}</Heading>
        <Button
          size={{ base: 'lg', md: 'sm' }}
          variant="outline"
          onClick={onBack}
          data-testid="plan-detail-back"
        >
          {t('actions.back')}
        </Button>
      </HStack>
      {id && plan.isPending ? (
        <Center py="10">
          <Spinner />
        </Center>
      ) : null}
      {plan.isError || !id ? (
        <Notice status="error" testId="plan-detail-error">
          {t('detail.unavailable')}
        </Notice>
      ) : null}
      {view ? (
        <>
          <HStack gap="2" wrap="wrap" data-testid="plan-detail-actions">
            {actions.map((action) => (
              <Button
                key={action}
                size={{ base: 'lg', md: 'sm' }}
                variant={action === 'approve' ? 'solid' : 'outline'}
                colorPalette={
                  action === 'approve' ? 'green' : action === 'reject' || action === 'cancel' ? 'red' : 'gray'
                }
                onClick={() => moves.act(view, action)}
                data-testid={`plan-action-${action}`}
              >
                {t(`actions.${action}`)}
              </Button>
            ))}
          </HStack>
          <Grid
            templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }}
            gap="4"
            data-testid="plan-detail-header"
          >
            {item(t('fields.title'), view.title, 'plan-detail-title')}
            {item(t('fields.status'), <PlanStatusBadge status={view.status} testId="plan-detail-status" />)}
            {item(t('fields.depart'), view.departName)}
            {item(t('fields.year'), String(view.year))}
            {view.periodStart || view.periodEnd
              ? item(t('fields.period'), `${view.periodStart ?? ''} ~ ${view.periodEnd ?? ''}`)
              : null}
            {item(t('fields.author'), view.authorName)}
            {view.remark ? item(t('fields.remark'), view.remark) : null}
            {view.rejectReason
              ? item(t('fields.rejectReason'), view.rejectReason, 'plan-detail-reject-reason')
              : null}
            {item(t('fields.total'), <MoneyText yuan={view.totalAmount} testId="plan-detail-total" strong />)}
          </Grid>
          <Heading size="md">{t('detail.lines', { count: view.lines.length })}</Heading>
          <PlanLinesTable lines={view.lines} />
          <Heading size="md">{t('detail.tenderProjects')}</Heading>
          <PlanTenderProjects projects={view.tenderProjects ?? []} />
          <Heading size="md">{t('detail.history')}</Heading>
          <PlanHistory history={view.history} />
          <Text fontSize="xs" color="fg.muted">
            {t('detail.version', { version: view.version })}
          </Text>
        </>
      ) : null}
      {moves.dialogs}
    </Stack>
  );
}
