import { z } from 'zod';
import { CHAT_LIMITS, PAGE_SIZE_CHOICES } from '../codes/constants';
import { VALIDATION_MESSAGES as M } from '../validation/messages';
import { isEmail } from '../validation/patterns';
import { nameSchema, passwordSchema, requiredString } from '../validation/rules';
import { optionalRule } from '../validation/rules-common';
import { chatTypeField, messageTypeSchema } from './chat-ws';

export { CHAT_CODE, CHAT_PATHS, CHAT_PREFIX, CHAT_WS_PATH, chatPath } from './chat-paths';

const optionalText = (max: number) => z.string().trim().max(max).optional();
const idField = z.string().trim().min(1, { error: M.required }).max(64);
const userIds = z.array(idField).max(500);
const booleanLike = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

export const chatUserUpdateSchema = z.object({
  name: nameSchema.optional(),
  sex: z.enum(['0', '1']).optional(),
  email: optionalRule(isEmail, M.email),
  avatar: optionalText(500),
});
export type ChatUserUpdate = z.infer<typeof chatUserUpdateSchema>;

export const chatUpdatePwdSchema = z
  .object({
    oldPassword: z.string({ error: M.required }).min(1, { error: M.required }),
    newPassword: passwordSchema,
    confirmPassword: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword !== undefined && value.confirmPassword !== value.newPassword)
      ctx.addIssue({ code: 'custom', message: M.passwordMismatch, path: ['confirmPassword'] });
  });

export const chatSearchSchema = z.object({ keyword: z.string().trim().max(50).default('') });

export const chatGroupCreateSchema = z.object({
  name: nameSchema,
  avatar: optionalText(500),
  // Private unless the owner opens it; newcomers read from their join unless the owner shares the history.
  needCheck: booleanLike.default(true),
  shareHistory: booleanLike.default(false),
  userIds: userIds.default([]),
});
export type ChatGroupCreate = z.infer<typeof chatGroupCreateSchema>;

export const chatGroupUpdateSchema = z.object({
  name: nameSchema.optional(),
  avatar: optionalText(500),
  needCheck: booleanLike.optional(),
  shareHistory: booleanLike.optional(),
});
export type ChatGroupUpdate = z.infer<typeof chatGroupUpdateSchema>;

export const chatGroupUsersSchema = z.object({ userIds: userIds.min(1, { error: M.required }) });
export const chatGroupUsersQuerySchema = z.object({ state: z.enum(['0', '1']).optional() });

export const chatFriendAddSchema = z.object({ friendId: requiredString });
export const chatFriendPatchSchema = z.object({ friendId: requiredString, state: z.enum(['0', '1']) });
export const chatFriendsQuerySchema = z.object({ state: z.enum(['0', '1']).optional() });
export const chatFriendIdQuerySchema = z.object({ friendId: requiredString });

export const chatDeptParentQuerySchema = z.object({ deptId: optionalText(64) });
export const chatDeptCountQuerySchema = z.object({ deptId: optionalText(64) });

/**
 * Friend chats may name the chat by its pair id or by the friend's user id; fromId is accepted for
 * the client's sake, the reader is always the signed-in user.
 */
export const chatMessagesQuerySchema = z.object({
  chatId: requiredString,
  fromId: optionalText(64),
  type: chatTypeField,
  pageSize: z.coerce.number().int().min(1).max(CHAT_LIMITS.HISTORY_PAGE_SIZE).default(100),
});
export type ChatMessagesQuery = z.infer<typeof chatMessagesQuerySchema>;

export const chatMessagesPageQuerySchema = z.object({
  chatId: requiredString,
  fromId: optionalText(64),
  chatType: chatTypeField,
  messageType: z.union([messageTypeSchema, z.literal('')]).optional(),
  /**
   * Only messages older than this one: the client pages back from the oldest message it shows, so
   * messages arriving meanwhile do not shift the pages (no duplicates, no gaps).
   */
  beforeId: optionalText(64),
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(Math.max(...PAGE_SIZE_CHOICES))
    .default(10),
});
export type ChatMessagesPageQuery = z.infer<typeof chatMessagesPageQuerySchema>;

export const chatFileFieldsSchema = z.object({
  chatId: requiredString,
  chatType: chatTypeField,
  /** What the sender means to send (e.g. '3' for a recorded voice): the file must be of that kind. */
  messageType: messageTypeSchema.optional(),
});

export const chatGroupSearchSchema = z.object({ keyword: z.string().trim().max(50).default('') });
