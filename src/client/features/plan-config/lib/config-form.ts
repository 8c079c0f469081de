import { PLAN_TYPE } from '@/shared/codes/constants';
import type { PlanConfigSaveInput, PlanConfigView } from '@/shared/contracts/plans';
import type { DepartTreeNode } from '@/shared/contracts/org';
import { wanToYuan, yuanToWan } from '@/shared/rules/plan-money';

export const PLAN_KIND_CODES: readonly string[] = Object.values(PLAN_TYPE);

/** What the dialog holds: the threshold as typed, in 10,000 yuan. */
export interface ConfigFormValues {
  departId: string;
  planTypes: string[];
  approvalRequired: boolean;
  thresholdWan: string;
}

export function configToValues(config: PlanConfigView | undefined): ConfigFormValues {
  return {
    departId: config?.departId ?? '',
    planTypes: config ? [...config.planTypes] : [...PLAN_KIND_CODES],
    approvalRequired: config?.approvalRequired ?? true,
    thresholdWan: config?.leaderThreshold ? (yuanToWan(config.leaderThreshold) ?? '') : '',
  };
}

export type ConfigFieldErrors = Partial<Record<'departId' | 'planTypes' | 'leaderThreshold', string>>;

/**
 * The save body, or the i18n keys (namespace plan-config or plan) of what is wrong. The threshold typed
 * in 10,000 yuan becomes exact yuan by moving the decimal point only (never a float).
 */
export function valuesToSave(
  values: ConfigFormValues,
): { input: PlanConfigSaveInput; errors?: undefined } | { input?: undefined; errors: ConfigFieldErrors } {
  const errors: ConfigFieldErrors = {};
  if (!values.departId) errors.departId = 'plan-config:admin.departRequired';
  if (values.planTypes.length === 0) errors.planTypes = 'plan:validation.planTypesRequired';
  const wan = values.thresholdWan.trim();
  const yuan = wan ? wanToYuan(wan) : undefined;
  if (wan && yuan === undefined) errors.leaderThreshold = 'plan-config:admin.thresholdInvalid';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      departId: values.departId,
      planTypes: PLAN_KIND_CODES.filter((code) => values.planTypes.includes(code)),
      approvalRequired: values.approvalRequired,
      ...(yuan !== undefined ? { leaderThreshold: yuan } : {}),
    },
  };
}

/** The tree as indented options, parents first. */
export function departOptions(nodes: readonly DepartTreeNode[], depth = 0): { id: string; label: string }[] {
  return nodes.flatMap((node) => [
    { id: node.id, label: `${'\u3000'.repeat(depth)}${node.name}` },
    ...departOptions(node.children, depth + 1),
  ]);
}
