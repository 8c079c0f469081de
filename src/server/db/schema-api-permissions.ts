/** One API route of the interface-permission list (apiManageList). */
export interface ApiPermissionTable {
  id: string;
  method: string;
  /** Full path with the /bidprocurement prefix, as Fastify registers it */
  url: string;
  /** What the code declares: a function code, 'session' or 'public' */
  declared_permission: string;
  /** JSON array of role codes the code declares, or null */
  declared_roles: string | null;
  /** The check in force: the declared one, or the administrator's override */
  permission: string;
  roles: string | null;
  /** 1: refused to everyone (only by an override) */
  disabled: number;
  /** 1: an administrator set permission/roles/disabled; 0: they follow the code */
  overridden: number;
  updated_at: string;
  updated_by: string | null;
}

export interface ApiPermissionVersionTable {
  id: number;
  version: number;
}
