import type { ColumnType, Generated } from 'kysely';
import type {
  AgreementTable,
  PlatformIconTable,
  RegionTable,
  SmsConfigTable,
  SystemConfigTable,
} from './schema-admin-config';
import type {
  AccessLogTable,
  DataPermissionTable,
  MaterialCategoryTable,
  MaterialFeatureTable,
  MaterialItemChangeTable,
  MaterialItemTable,
  PlatformLogTable,
} from './schema-admin-material-monitor';
import type { ApiPermissionTable, ApiPermissionVersionTable } from './schema-api-permissions';
import type { SupplierProfileChangeTable, SupplierProfileTable } from './schema-supplier-profile';

/**
 * Table types. Portable across SQLite and PostgreSQL: timestamps are ISO-8601 UTC text (they sort
 * as text), booleans are 0/1 integers, JSON is text.
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

export interface TypeGroupTable {
  id: string;
  group_code: string;
  group_name: string;
  /** '00' system dictionary, '01' business dictionary */
  dict_type: string;
  created_at: string;
  updated_at: string;
}

export interface TypeTable {
  id: string;
  group_id: string;
  parent_id: string | null;
  typecode: string;
  name_zh: string;
  name_en: string;
  name_fr: string;
  sort: number;
  created_at: string;
  updated_at: string;
}

export interface HolidayTable {
  id: string;
  /** YYYY-MM-DD */
  day: string;
  /** '00' day off (holiday or weekend), '01' adjusted working day */
  day_type: string;
  name: string;
  created_at: string;
}

/** Server-side translation overrides; `key` is the dotted path inside the namespace. */
export interface LangResourceTable {
  id: string;
  lang: string;
  namespace: string;
  key: string;
  value: string;
  updated_at: string;
}

export interface IdempotencyKeyTable {
  user_id: string;
  idem_key: string;
  method: string;
  path: string;
  request_hash: string;
  response_status: number;
  response_body: string;
  created_at: string;
}

export interface AuditLogTable {
  seq: Generated<number>;
  id: string;
  actor_id: string;
  actor_role: string | null;
  depart_id: string | null;
  at: string;
  entity_type: string;
  entity_id: string;
  action: string;
  before_summary: string | null;
  after_summary: string | null;
  request_id: string | null;
  prev_hash: string;
  hash: string;
}

export interface SessionTable {
  id: string;
  token_hash: string;
  user_id: string;
  depart_id: string;
  role_id: string;
  login_type: string | null;
  proxy_admin_id: string | null;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip: string | null;
}

export interface CaptchaTable {
  id: string;
  /** 'picture' or 'slide' */
  kind: string;
  /** The code (upper case) or the slide offset in px; single use and short-lived. */
  answer: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface SmsTemplateTable {
  id: string;
  code: string;
  name: string;
  /** Text with {{code}}-style placeholders. */
  content: string;
  status: string;
  created_at: string;
  updated_at: string;
}

export interface SmsLogTable {
  id: string;
  phone: string;
  template_code: string;
  content: string;
  provider: string;
  status: string;
  error: string | null;
  created_at: string;
}

export interface SmsCodeTable {
  id: string;
  phone: string;
  purpose: string;
  code_hash: string;
  attempts: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface LoginAttemptTable {
  id: string;
  /** 'account:<loginName>' or 'ip:<address>' */
  subject: string;
  at: string;
}

export interface RetrievalTicketTable {
  id: string;
  ticket_hash: string;
  user_id: string | null;
  phone: string | null;
  step: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface SupplierRegistrationTable {
  id: string;
  user_id: string;
  depart_id: string;
  customer_type: string;
  credit_code: string | null;
  enterprise_code: string | null;
  enterprise_name: string | null;
  id_type: string | null;
  id_number: string | null;
  person_name: string | null;
  contact_name: string;
  contact_phone: string;
  created_at: string;
}

export interface ChatGroupTable {
  id: string;
  name: string;
  avatar: string | null;
  owner_id: string;
  /** 1 when joining needs the owner's approval */
  need_check: number;
  created_at: string;
}

export interface ChatGroupMemberTable {
  group_id: string;
  user_id: string;
  /** '0' waiting for the owner's approval, '1' member */
  state: string;
  joined_at: string;
}

export interface ChatFriendTable {
  id: string;
  /** min(userA,userB):max(userA,userB), unique: one row per pair */
  pair_id: string;
  /** Who asked */
  user_id: string;
  friend_id: string;
  /** '0' requested, '1' friends */
  state: string;
  created_at: string;
}

export interface ChatMessageTable {
  seq: Generated<number>;
  id: string;
  /** 0 friend, 1 group, 2 AI */
  chat_type: number;
  /** Friend chats: the pair id; groups: the group id */
  chat_id: string;
  from_id: string;
  to_id: string | null;
  /** '0' text, '1' image, '2' file, '3' voice */
  message_type: string;
  content: string;
  /** JSON text: url, fileName, time */
  extend: string | null;
  ai_tag: string | null;
  client_id: string | null;
  created_at: string;
  /** Server time in ms; bigint, which PostgreSQL hands back as a string. */
  timestamp: ColumnType<number | string, number, number>;
}

export interface ChatReadTable {
  user_id: string;
  chat_id: string;
  /** Messages of the chat with seq up to this one are read */
  last_read_seq: number;
  last_read_at: string;
}

export interface ChatFileTable {
  id: string;
  owner_id: string;
  chat_type: number;
  chat_id: string;
  file_name: string;
  mime: string;
  size: number;
  /** File name under DATA_DIR/chat-files */
  path: string;
  created_at: string;
}

/** Version counters of client-cached data (name 'dictionaries'). */
export interface CacheVersionTable {
  name: string;
  version: number;
  updated_at: string;
}

export interface DB {
  sessions: SessionTable;
  captchas: CaptchaTable;
  sms_templates: SmsTemplateTable;
  sms_log: SmsLogTable;
  sms_codes: SmsCodeTable;
  login_attempts: LoginAttemptTable;
  retrieval_tickets: RetrievalTicketTable;
  supplier_registrations: SupplierRegistrationTable;
  organisations: OrganisationTable;
  users: UserTable;
  roles: RoleTable;
  user_roles: UserRoleTable;
  functions: FunctionTable;
  role_functions: RoleFunctionTable;
  type_groups: TypeGroupTable;
  types: TypeTable;
  cache_versions: CacheVersionTable;
  holidays: HolidayTable;
  lang_resources: LangResourceTable;
  idempotency_keys: IdempotencyKeyTable;
  audit_log: AuditLogTable;
  chat_groups: ChatGroupTable;
  chat_group_members: ChatGroupMemberTable;
  chat_friends: ChatFriendTable;
  chat_messages: ChatMessageTable;
  chat_reads: ChatReadTable;
  chat_files: ChatFileTable;
  material_categories: MaterialCategoryTable;
  material_features: MaterialFeatureTable;
  material_items: MaterialItemTable;
  material_item_changes: MaterialItemChangeTable;
  access_log: AccessLogTable;
  platform_log: PlatformLogTable;
  data_permissions: DataPermissionTable;
  platform_icons: PlatformIconTable;
  sms_config: SmsConfigTable;
  regions: RegionTable;
  system_configs: SystemConfigTable;
  agreements: AgreementTable;
  api_permissions: ApiPermissionTable;
  api_permission_version: ApiPermissionVersionTable;
  supplier_profiles: SupplierProfileTable;
  supplier_profile_changes: SupplierProfileChangeTable;
}
