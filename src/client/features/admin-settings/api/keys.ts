/** Query keys of the area: a change invalidates everything under its entity's key. */
export const ADMIN_SETTINGS_KEYS = {
  regions: ['admin-settings', 'regions'] as const,
  holidays: ['admin-settings', 'holidays'] as const,
  systemConfigs: ['admin-settings', 'systemConfigs'] as const,
  agreements: ['admin-settings', 'agreements'] as const,
};
