/**
 * Role codes (specification section 6), login types and the landing page of each role (section 2.2).
 * SYS_ADMIN and FORMAL_EXPERT are ours: the specification has platform administrators and formal
 * expert accounts but names no code for them.
 */

export const ROLES = {
  FORMAL_BUYER: 'FORMAL_BUYER',
  FORMAL_AGENT: 'FORMAL_AGENT',
  /** Business-side role. */
  GXCX_YWJS: 'GXCX_YWJS',
  FORMAL_SUPPLIER: 'FORMAL_SUPPLIER',
  TEMP_SUPPLIER: 'TEMP_SUPPLIER',
  TEMP_BUYER: 'TEMP_BUYER',
  TEMP_AGENT: 'TEMP_AGENT',
  TEMP_EXPERT: 'TEMP_EXPERT',
  /** Ours, not in the specification. */
  FORMAL_EXPERT: 'FORMAL_EXPERT',
  /** Ours, not in the specification. */
  SYS_ADMIN: 'SYS_ADMIN',
} as const;
export type RoleCode = (typeof ROLES)[keyof typeof ROLES];

export const ROLE_CODES: readonly RoleCode[] = Object.values(ROLES);

export function isRoleCode(value: unknown): value is RoleCode {
  return typeof value === 'string' && (ROLE_CODES as readonly string[]).includes(value);
}

export const LOGIN_TYPES = { SUPPLIER: '01', BUYER: '02', AGENT: '03', EXPERT: '04' } as const;
export type LoginType = (typeof LOGIN_TYPES)[keyof typeof LOGIN_TYPES];

export function isLoginType(value: unknown): value is LoginType {
  return typeof value === 'string' && (Object.values(LOGIN_TYPES) as string[]).includes(value);
}

/** Roles each dedicated sign-in page admits. */
export const LOGIN_TYPE_ROLES: Readonly<Record<LoginType, readonly RoleCode[]>> = {
  [LOGIN_TYPES.SUPPLIER]: [ROLES.FORMAL_SUPPLIER, ROLES.TEMP_SUPPLIER],
  [LOGIN_TYPES.BUYER]: [ROLES.FORMAL_BUYER, ROLES.TEMP_BUYER, ROLES.GXCX_YWJS],
  [LOGIN_TYPES.AGENT]: [ROLES.FORMAL_AGENT, ROLES.TEMP_AGENT],
  [LOGIN_TYPES.EXPERT]: [ROLES.TEMP_EXPERT, ROLES.FORMAL_EXPERT],
};

/** The portal /login carries no login type and admits every role, SYS_ADMIN included. */
const PORTAL_LOGIN_ROLES: readonly RoleCode[] = ROLE_CODES;

/** Roles admitted by a sign-in with this login type; no login type means the portal. */
export function rolesForLoginType(loginType?: LoginType | null): readonly RoleCode[] {
  return loginType ? LOGIN_TYPE_ROLES[loginType] : PORTAL_LOGIN_ROLES;
}

export function loginTypeAdmitsRole(loginType: LoginType | null | undefined, role: string): boolean {
  // The portal admits every role, the ones administrators create on the role screens included.
  if (!loginType) return true;
  return (rolesForLoginType(loginType) as readonly string[]).includes(role);
}

export const HOME_PATH = '/home';

export const LANDING_PATHS: Readonly<Record<RoleCode, string>> = {
  FORMAL_BUYER: HOME_PATH,
  FORMAL_AGENT: HOME_PATH,
  GXCX_YWJS: HOME_PATH,
  FORMAL_SUPPLIER: HOME_PATH,
  TEMP_SUPPLIER: '/supplierDeclaration/supplier',
  TEMP_BUYER: '/buyerManagement/editBuyer',
  TEMP_AGENT: '/agentManagement/editAgent',
  TEMP_EXPERT: '/expert/perfectInfo',
  FORMAL_EXPERT: HOME_PATH,
  SYS_ADMIN: HOME_PATH,
};

/** Temporary accounts land on their profile form; unknown or missing roles land on /home. */
export function landingPathForRole(role: string | null | undefined): string {
  return isRoleCode(role) ? LANDING_PATHS[role] : HOME_PATH;
}

/**
 * Parses the comma separated roleCodes of the user info. Blanks around codes are ignored, duplicates
 * collapse and codes this build does not know are dropped (they could grant nothing anyway).
 */
export function parseRoleCodes(value: string | null | undefined): RoleCode[] {
  if (!value) return [];
  const result: RoleCode[] = [];
  for (const part of value.split(',')) {
    const code = part.trim();
    if (isRoleCode(code) && !result.includes(code)) result.push(code);
  }
  return result;
}

/** Only formal buyers load the plan configuration of their department; for others it is cleared. */
export function loadsPlanConfig(role: string | null | undefined): boolean {
  return role === ROLES.FORMAL_BUYER;
}

/** Role and login-type lists keyed by i18n group in the `codes` namespace. */
export const ROLE_CODE_LISTS = {
  role: ROLES,
  loginType: LOGIN_TYPES,
} as const satisfies Record<string, Record<string, string>>;
