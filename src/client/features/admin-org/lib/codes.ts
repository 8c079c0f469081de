import type { TFunction } from 'i18next';
import { ROLE_CODES } from '@/shared/codes/roles';
import { ACCOUNT_STATUS, ENABLE_STATUS, ORG_TYPES } from '@/shared/contracts/org';
import { ACCOUNT_STATUSES } from '@/shared/contracts/org-depart-users';
import type { UserPair } from '@/shared/contracts/org-users';

export interface Option {
  value: string;
  label: string;
}

export const DEPART_STATUSES = [ENABLE_STATUS.ENABLED, ENABLE_STATUS.STOPPED] as const;
/** Roles whose holders are expert accounts. */
export const EXPERT_ROLE_CODES = ['FORMAL_EXPERT', 'TEMP_EXPERT'] as const;

export function orgTypeOptions(t: TFunction): Option[] {
  return ORG_TYPES.map((value) => ({ value, label: t(`admin-org-ui:orgType.${value}`) }));
}

export function departStatusOptions(t: TFunction): Option[] {
  return DEPART_STATUSES.map((value) => ({ value, label: t(`admin-org-ui:departStatus.${value}`) }));
}

export function accountStatusOptions(t: TFunction): Option[] {
  return ACCOUNT_STATUSES.map((value) => ({ value, label: t(`admin-org-ui:accountStatus.${value}`) }));
}

/** The built-in role codes a search may filter by (the expert list offers only the expert roles). */
export function roleCodeOptions(t: TFunction, experts: boolean): Option[] {
  const codes: readonly string[] = experts ? EXPERT_ROLE_CODES : ROLE_CODES;
  return codes.map((value) => ({ value, label: t(`codes:role.${value}`) }));
}

/** A role's name in the reader's language for built-in roles, else the name the administrator gave. */
export function roleLabel(t: TFunction, role: { code: string; name: string }): string {
  return t(`codes:role.${role.code}`, { defaultValue: role.name });
}

export function pairLabel(t: TFunction, pair: UserPair): string {
  return `${pair.departName} / ${roleLabel(t, { code: pair.roleCode, name: pair.roleName })}`;
}

export const isActiveAccount = (status: string) => status === ACCOUNT_STATUS.ACTIVE;
export const isStoppedAccount = (status: string) => status === ACCOUNT_STATUS.STOPPED;
export const isEnabledDepart = (status: string) => status === ENABLE_STATUS.ENABLED;
