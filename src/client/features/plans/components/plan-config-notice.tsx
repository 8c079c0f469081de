import { Alert, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PlanConfigView } from '@/shared/contracts/plans';
import { toChineseCapitals } from '@/shared/format/money-capitals';
import { formatYuan } from './money-text';

/** The department's approval rule, shown above the entry form. */
export function PlanApprovalRule({ config }: { config: PlanConfigView }) {
  const { t } = useTranslation('plan-config');
  const threshold = config.leaderThreshold;
  return (
    <Alert.Root status="info" data-testid="plan-approval-rule">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          {config.approvalRequired ? t('rule.approval') : t('rule.noApproval')}
          {config.approvalRequired && threshold !== undefined ? (
            <Text as="span" display="block" data-testid="plan-approval-threshold">
              {t('rule.leader', { amount: formatYuan(threshold) })}{' '}
              <Text as="span" lang="zh">
                ({toChineseCapitals(threshold)})
              </Text>
            </Text>
          ) : null}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** A new plan of a kind the department does not compile: said instead of the form. */
export function PlanKindNotConfigured({ config, planType }: { config: PlanConfigView; planType: string }) {
  const { t } = useTranslation('plan-config');
  const kinds = config.planTypes.map((type) => t(`codes:planType.${type}`)).join(', ');
  return (
    <Alert.Root status="warning" data-testid="plan-kind-not-configured">
      <Alert.Indicator />
      <Alert.Description>
        {t('rule.kindNotConfigured', {
          kind: t(`codes:planType.${planType}`),
          depart: config.departName,
          kinds,
        })}
      </Alert.Description>
    </Alert.Root>
  );
}
