import { type FieldErrors, type Resolver, set } from 'react-hook-form';
import { planSaveSchema } from '@/shared/contracts/plans';
import { type PlanFormValues, toSaveInput } from './plan-form-values';

/** The form field a save-schema issue belongs to (the unit price is typed in 10,000s). */
export function formPathOf(path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  if (parts[0] === 'lines' && parts.length === 1) return 'lines.root';
  if (parts[0] === 'lines' && parts[2] === 'unitPrice') parts[2] = 'unitPriceWan';
  return parts.join('.');
}

/** The shared save schema's messages (i18n keys) under the form's own fields; the first per field wins. */
export function validatePlanValues(
  values: PlanFormValues,
  planType: string,
  id: string | undefined,
): FieldErrors<PlanFormValues> {
  const result = planSaveSchema.safeParse(toSaveInput(values, planType, id));
  const errors: FieldErrors<PlanFormValues> = {};
  if (result.success) return errors;
  const seen = new Set<string>();
  for (const issue of result.error.issues) {
    const path = formPathOf(issue.path);
    if (seen.has(path)) continue;
    seen.add(path);
    set(errors, path, { type: 'validate', message: issue.message });
  }
  return errors;
}

/** react-hook-form checks the form against the contract the server checks. */
export function planResolver(planType: string, id: string | undefined): Resolver<PlanFormValues> {
  return (values) => {
    const errors = validatePlanValues(values, planType, id);
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
}

/** The index of the first line with an error, to show its page. */
export function firstLineWithError(errors: FieldErrors<PlanFormValues>): number | undefined {
  const lines = errors.lines;
  if (!Array.isArray(lines)) return undefined;
  const index = lines.findIndex((line) => line !== undefined && line !== null);
  return index >= 0 ? index : undefined;
}
