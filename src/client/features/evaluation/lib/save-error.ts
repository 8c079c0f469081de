import type { TFunction } from 'i18next';
import type { SetupIssue } from '@/shared/contracts/evaluation-rules';

/** The shared rules' issues in the user's language, one line each. */
export const issueTexts = (issues: readonly SetupIssue[], t: TFunction<'evaluation'>): string[] =>
  issues.map((issue) =>
    t(`errors.${issue.key}`, { ...issue.vars, step: issue.vars?.step ? t(`steps.${issue.vars.step}`) : '' }),
  );

/** What the platform said (already in the user's language), or the error's own text. */
export function failureText(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
}
