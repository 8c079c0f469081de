/** Query keys of the area: a change invalidates everything under its entity's key. */
export const ADMIN_SMS_KEYS = {
  smsConfig: ['admin-sms', 'smsConfig'] as const,
  smsLog: ['admin-sms', 'smsLog'] as const,
  templates: ['admin-sms', 'templates'] as const,
};
