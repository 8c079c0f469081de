import { CRITERION_KIND } from '@/shared/codes/project-rules';
import {
  PROJECT_RULES_MESSAGES as MSG,
  type ProjectRulesSave,
  type ProjectRulesView,
  type RuleCriterion,
} from '@/shared/contracts/project-rules';
import { randomId } from '@/shared/format/random-id';
import { yuanToCents } from '@/shared/rules/plan-money';
import { AppError } from '../../lib/app-error';
import type { ProjectRow } from '../tender-common';

const invalid = (messageKey: string, field: string, rule: string) =>
  new AppError('VALIDATION_FAILED', { messageKey, field, rule });

/** The times that need the project: signup start before its signup end, question end before its quote end. */
export function checkRuleTimes(project: ProjectRow, input: ProjectRulesSave): void {
  if (Date.parse(input.signupStartTime) >= Date.parse(project.signup_end_time))
    throw invalid(MSG.signupStartAfterSignupEnd, 'signupStartTime', 'signupStartAfterSignupEnd');
  if (Date.parse(input.questionEndTime) >= Date.parse(project.quote_end_time))
    throw invalid(MSG.questionEndAfterQuoteEnd, 'questionEndTime', 'questionEndAfterQuoteEnd');
}

/** Criteria as stored: ids kept or given, pass/fail criteria carry no points or weight. */
export function storedCriteria(input: ProjectRulesSave['criteria']): RuleCriterion[] {
  return input.map((c) => ({
    id: c.id || randomId(),
    name: c.name,
    kind: c.kind,
    maxPoints: c.kind === CRITERION_KIND.SCORE ? c.maxPoints : null,
    weight: c.kind === CRITERION_KIND.SCORE ? c.weight : null,
  }));
}

export const centsOf = (on: boolean, amount: string | null): string | null =>
  on && amount !== null ? String(yuanToCents(amount)) : null;

const COMPARED: readonly (keyof ProjectRulesView)[] = [
  'evaluationMethod',
  'priceMethod',
  'criteria',
  'qualification',
  'bailAmount',
  'documentFee',
  'minValidOffers',
  'signupStartTime',
  'questionEndTime',
];

/** The rule fields an amendment changed (its JSON summary). */
export function changedFields(before: ProjectRulesView | null, after: ProjectRulesView): string[] {
  if (!before) return [...COMPARED];
  return COMPARED.filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
}

/** Publication needs the rules and a notice; the answer names what is missing. */
export function checkPublishable(rules: ProjectRulesView | null): void {
  if (!rules)
    throw new AppError('CONFLICT', {
      messageKey: 'project-rules:errors.rulesMissing',
      field: 'rules',
      rule: 'rulesMissing',
    });
  if (!rules.noticeTitle || !rules.noticeHtml)
    throw new AppError('CONFLICT', {
      messageKey: 'project-rules:errors.noticeMissing',
      field: 'notice',
      rule: 'noticeMissing',
    });
}
