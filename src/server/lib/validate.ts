import type { z } from 'zod';
import { parseValidationMessage } from '@/shared/validation/messages';
import { AppError } from './app-error';

/**
 * Parses input with a shared contract schema. The first issue becomes a VALIDATION_FAILED error that
 * names the field and the rule; schema messages are i18n keys (namespace:key), and zod's built-in
 * type errors map to 'Can't be empty' for missing values or the generic invalid-value message.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  const message = issue?.message ?? '';
  let messageKey: string;
  let rule: string;
  let vars: Record<string, string | number> | undefined;
  if (/^[a-zA-Z][\w-]*:[\w.]+/.test(message)) {
    // Shared rules carry their i18n key, sometimes with values: 'validation:maxLength{"max":50}'.
    const parsed = parseValidationMessage(message);
    messageKey = parsed.key;
    vars = parsed.params;
    rule = parsed.key.split(':')[1] ?? 'invalid';
  } else if (issue?.code === 'invalid_type' && /received undefined|received null/.test(message)) {
    messageKey = 'validation:required';
    rule = 'required';
  } else {
    messageKey = 'validation:invalid';
    rule = issue?.code ?? 'invalid';
  }
  throw new AppError('VALIDATION_FAILED', { messageKey, vars, field, rule, detail: message });
}
