import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';

// Apart from lock.ts so the session guard, which only asks whether the screen is locked, loads no zod.
/** The lock password is the user's own choice for this tab; it only has to be there. */
export const lockPasswordSchema = z.object({
  password: z.string({ error: M.required }).min(1, { error: M.required }),
});
