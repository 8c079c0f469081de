import type { UseFormReturn } from 'react-hook-form';
import { CRITERION_KIND } from '@/shared/codes/project-rules';
import type { ProjectRulesSave, ProjectRulesView } from '@/shared/contracts/project-rules';
import { toZoneInput } from '@/shared/format/business-time';

/** One criterion row as typed. */
export interface CriterionValues {
  id: string;
  name: string;
  kind: 'score' | 'pass';
  maxPoints: string;
  weight: string;
}

/** What the rules form holds: strings as typed, times as wall times of the business zone. */
export interface RulesFormValues {
  projectId: string;
  evaluationMethod: string;
  priceMethod: string;
  criteria: CriterionValues[];
  qualification: string;
  hasBail: boolean;
  bailAmount: string;
  hasDocumentFee: boolean;
  documentFee: string;
  minValidOffers: string;
  signupStartTime: string;
  questionEndTime: string;
}

export const newCriterion = (kind: 'score' | 'pass' = CRITERION_KIND.SCORE): CriterionValues => ({
  id: '',
  name: '',
  kind,
  maxPoints: kind === CRITERION_KIND.SCORE ? '100' : '',
  weight: '',
});

export function emptyRulesValues(projectId: string): RulesFormValues {
  return {
    projectId,
    evaluationMethod: '00',
    priceMethod: '00',
    criteria: [],
    qualification: '',
    hasBail: false,
    bailAmount: '',
    hasDocumentFee: false,
    documentFee: '',
    minValidOffers: '3',
    signupStartTime: '',
    questionEndTime: '',
  };
}

export function rulesToValues(rules: ProjectRulesView, zone: string): RulesFormValues {
  return {
    projectId: rules.projectId,
    evaluationMethod: rules.evaluationMethod,
    priceMethod: rules.priceMethod,
    criteria: rules.criteria.map((c) => ({
      id: c.id,
      name: c.name,
      kind: c.kind,
      maxPoints: c.maxPoints ?? '',
      weight: c.weight ?? '',
    })),
    qualification: rules.qualification,
    hasBail: rules.bailAmount !== null,
    bailAmount: rules.bailAmount ?? '',
    hasDocumentFee: rules.documentFee !== null,
    documentFee: rules.documentFee ?? '',
    minValidOffers: String(rules.minValidOffers),
    signupStartTime: toZoneInput(rules.signupStartTime, zone),
    questionEndTime: toZoneInput(rules.questionEndTime, zone),
  };
}

const TEXT_FIELDS = [
  'evaluationMethod',
  'priceMethod',
  'qualification',
  'bailAmount',
  'documentFee',
  'minValidOffers',
  'signupStartTime',
  'questionEndTime',
] as const;

const criterionOf = (raw: unknown): CriterionValues | undefined => {
  if (!raw || typeof raw !== 'object') return undefined;
  const r = raw as Record<string, unknown>;
  const text = (k: string) => (typeof r[k] === 'string' ? (r[k] as string) : '');
  const kind = r.kind === CRITERION_KIND.PASS ? CRITERION_KIND.PASS : CRITERION_KIND.SCORE;
  return { id: text('id'), name: text('name'), kind, maxPoints: text('maxPoints'), weight: text('weight') };
};

/**
 * A stored draft laid over the form's starting values: known fields of the right type only, so an older
 * app version's draft cannot put anything else in the form. The project id always comes from the screen.
 */
export function mergeRulesDraft(base: RulesFormValues, draft: unknown): RulesFormValues {
  if (!draft || typeof draft !== 'object') return base;
  const d = draft as Record<string, unknown>;
  const merged: RulesFormValues = { ...base };
  for (const field of TEXT_FIELDS) if (typeof d[field] === 'string') merged[field] = d[field] as string;
  if (typeof d.hasBail === 'boolean') merged.hasBail = d.hasBail;
  if (typeof d.hasDocumentFee === 'boolean') merged.hasDocumentFee = d.hasDocumentFee;
  if (Array.isArray(d.criteria))
    merged.criteria = d.criteria.map(criterionOf).filter((c): c is CriterionValues => !!c);
  return merged;
}

/** The drafts' formId. */
export const RULES_FORM_ID = 'projectRules';
export const rulesDraftKey = (projectId: string) => `${RULES_FORM_ID}:${projectId}`;

export type RulesForm = UseFormReturn<RulesFormValues, unknown, ProjectRulesSave>;
