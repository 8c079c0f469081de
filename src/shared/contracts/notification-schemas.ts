import { z } from 'zod';
import { pageQueryShape } from '@/shared/contracts/page-query';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';

const id = z.string({ error: M.required }).trim().min(1, { error: M.required }).max(64);

export const notificationPageSchema = z.object({
  ...pageQueryShape,
  unreadOnly: z.boolean({ error: M.invalid }).optional(),
});
export const notificationReadSchema = z.object({ id });
export const notificationEmptySchema = z.object({});
