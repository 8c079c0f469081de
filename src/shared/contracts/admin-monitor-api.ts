import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../validation/messages';
import { maxLengthString } from '../validation/rules-common';
import { requiredString } from '../validation/rules';

/** The two checks of the interface-permission list that are not a function code. */
export const API_CHECK = { PUBLIC: 'public', SESSION: 'session' } as const;

const idSchema = requiredString.pipe(maxLengthString(64));

/**
 * An administrator's override of one route's check: 'session' (any signed-in user) or a function
 * code the caller's role must hold, optionally limited to some roles, or the route switched off.
 * Nothing can be made public from here.
 */
export const apiEditSchema = z.object({
  id: idSchema,
  permission: requiredString
    .pipe(maxLengthString(64))
    .refine((s) => s !== API_CHECK.PUBLIC, { error: M.invalid }),
  /** Role codes; empty or absent means any role. */
  roles: z
    .array(requiredString.pipe(maxLengthString(64)), { error: M.invalid })
    .max(50, { error: M.invalid })
    .nullish()
    .transform((roles) => (roles && roles.length > 0 ? [...new Set(roles)] : null)),
  disabled: z.boolean({ error: M.invalid }).optional().default(false),
});
export type ApiEditInput = z.output<typeof apiEditSchema>;

/** Drops the override: the route follows its code-declared check again. */
export const apiResetSchema = z.object({ id: idSchema });
export type ApiResetRequest = z.infer<typeof apiResetSchema>;
