import { Alert, Center, Heading, HStack, Spinner, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_STATUS } from '@/shared/codes/plans';
import { planQueryOptions } from '../api/get-plan';
import { compilesKind, usePlanConfig } from '../hooks/use-plan-config';
import { useCurrentDepart } from '../hooks/use-user-id';
import { emptyPlanValues, planToValues } from '../lib/plan-form-values';
import { planTitleKey } from '../lib/plan-kinds';
import { PlanApprovalRule, PlanKindNotConfigured } from './plan-config-notice';
import { PlanForm } from './plan-form';

export interface PlanFormPageProps {
  planType: string;
  /** Absent: a new plan. */
  id?: string | undefined;
  /** After the platform took the save, or to leave without one. */
  onDone(): void;
  onOpenSyncCentre(): void;
}

const EDITABLE: readonly string[] = [PLAN_STATUS.DRAFT, PLAN_STATUS.REJECTED];

/** The entry screen of every plan kind: a new plan, or a draft or rejected one, autosaved on the device. */
export function PlanFormPage({ planType, id, onDone, onOpenSyncCentre }: PlanFormPageProps) {
  const { t } = useTranslation('plan');
  const plan = useQuery({ ...planQueryOptions(id ?? ''), enabled: !!id });
  const { id: departId, name: departName } = useCurrentDepart();
  const config = usePlanConfig();
  const base = useMemo(
    () =>
      plan.data
        ? planToValues(plan.data)
        : emptyPlanValues({ id: departId, name: departName }, new Date().getFullYear()),
    [plan.data, departId, departName],
  );
  let body: ReactNode = null;
  if (!id && config && !compilesKind(config, planType)) {
    body = <PlanKindNotConfigured config={config} planType={planType} />;
  } else if (id && plan.isPending) {
    body = (
      <Center py="10">
        <Spinner />
      </Center>
    );
  } else if (id && plan.data && !EDITABLE.includes(plan.data.status)) {
    body = (
      <Alert.Root status="warning" data-testid="plan-not-editable">
        <Alert.Indicator />
        <Alert.Description>{t('form.notEditable')}</Alert.Description>
      </Alert.Root>
    );
  } else if (!id || plan.data) {
    body = (
      <>
        {config ? <PlanApprovalRule config={config} /> : null}
        <PlanForm
          planType={planType}
          id={id}
          base={base}
          onDone={onDone}
          onOpenSyncCentre={onOpenSyncCentre}
        />
      </>
    );
  }
  return (
    <Stack gap="4" maxW="6xl" data-testid="plan-form-page">
      <HStack justify="space-between" wrap="wrap">
        <Heading size="lg">{t(planTitleKey(planType, id ? 'edit' : 'add'))}</Heading>
      </HStack>
      {body}
    </Stack>
  );
}
