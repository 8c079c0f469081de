import type { ColumnType, Generated } from 'kysely';

/** Tables of the material base data and monitoring administration (see schema.ts for the rules). */

export interface MaterialCategoryTable {
  id: string;
  parent_id: string | null;
  code: string;
  name: string;
  /** 1 for a root, parent's level + 1 below it */
  level: number;
  sort: number;
  /** '00' enabled, '01' disabled */
  status: string;
  created_at: string;
  updated_at: string;
}

export interface MaterialFeatureTable {
  id: string;
  category_id: string;
  name: string;
  /** '00' text, '01' number, '02' date, '03' option */
  value_type: string;
  unit: string | null;
  /** 1 when an item of the category must give a value */
  required: number;
  sort: number;
  created_at: string;
  updated_at: string;
}

export interface MaterialItemTable {
  id: string;
  category_id: string;
  code: string;
  name: string;
  spec: string | null;
  unit: string | null;
  /** Decimal text (amount rule: 15 integer digits, 2 decimals) */
  price: string | null;
  /** '00' pending, '01' approved, '02' rejected */
  audit_status: string;
  /** '00' enabled, '01' disabled */
  status: string;
  reject_reason: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
}

export interface MaterialItemChangeTable {
  seq: Generated<number>;
  id: string;
  item_id: string;
  action: string;
  /** JSON text of the item before and after; null when there was none */
  before_json: string | null;
  after_json: string | null;
  actor_id: string;
  at: string;
}

export interface AccessLogTable {
  seq: Generated<number>;
  method: string;
  /** Path with secret query values masked */
  path: string;
  status: number;
  duration_ms: number;
  user_id: string | null;
  ip: string | null;
  at: string;
}

export interface PlatformLogTable {
  seq: Generated<number>;
  id: string;
  /** The external platform called, e.g. 'sms' */
  platform: string;
  endpoint: string;
  /** '00' success, '01' failure */
  status: string;
  duration_ms: ColumnType<number | null, number | null | undefined, number | null>;
  request_summary: string | null;
  response_summary: string | null;
  error: string | null;
  at: string;
}

export interface DataPermissionTable {
  id: string;
  role_id: string;
  /** '00' all, '01' own organisation and its children, '02' own organisation */
  scope: string;
  created_at: string;
  updated_at: string;
}
