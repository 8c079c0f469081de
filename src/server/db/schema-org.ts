import type { ColumnType } from 'kysely';

/**
 * Organisations, users, roles and the functions (menus) roles are granted, split from schema.ts (whose DB
 * interface holds them); the same conventions: ISO-8601 UTC text times, 0/1 booleans, JSON as text.
 */

export interface OrganisationTable {
  id: string;
  parent_id: string | null;
  name: string;
  code: string;
  /** '00' platform, '01' buyer, '02' agent, '03' supplier, '04' expert pool */
  org_type: string;
  /** '00' enabled, '01' stopped */
  status: string;
  sort: number;
  created_at: string;
  updated_at: string;
}

export interface UserTable {
  id: string;
  login_name: string;
  password_hash: string;
  name: string;
  phone: string | null;
  email: string | null;
  avatar: string | null;
  sex: string | null;
  /** '00' active, '01' stopped, '02' cancelled */
  status: string;
  created_at: string;
  updated_at: string;
}

export interface RoleTable {
  id: string;
  code: string;
  name: string;
  /** '00' system scope, '01' buyer scope */
  menu_type: string;
  created_at: string;
}

export interface UserRoleTable {
  id: string;
  user_id: string;
  depart_id: string;
  role_id: string;
  created_at: string;
}

export interface FunctionTable {
  id: string;
  parent_id: string | null;
  function_name: string;
  function_icon_style: string | null;
  function_level: number;
  path: string | null;
  new_path: string | null;
  /** i18n key of the label (namespace:key) */
  label: string;
  query: string | null;
  menu_type: string;
  /** 1 for entries of the top menu */
  is_top: number;
  sort: number;
  created_at: string;
  /** Stable code of seeded entries (unique when set); optional on insert. */
  function_code: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface RoleFunctionTable {
  role_id: string;
  function_id: string;
}

export interface OrgTables {
  organisations: OrganisationTable;
  users: UserTable;
  roles: RoleTable;
  user_roles: UserRoleTable;
  functions: FunctionTable;
  role_functions: RoleFunctionTable;
}
