import type { Generated } from 'kysely';

// The organisation tables' row types stay importable from here, where their importers look for them.
export type * from './schema-org';
import type { CommitteeDrawTables } from './schema-committee-draw';
import type { EvaluationTables } from './schema-evaluation';
import type { EvaluationResultTables } from './schema-evaluation-results';
import type { NegotiationTables } from './schema-negotiation';
import type { OfferWithdrawalTables } from './schema-offer-withdrawal';
import type { OpenedScreenTables } from './schema-opened-screen';
import type { OpeningHallTables } from './schema-opening-hall';
import type { ResultTables } from './schema-results';
import type { NoticeTables } from './schema-notices';
import type { ContractTables } from './schema-contracts';
import type { OpenDataTables } from './schema-open-data';
import type { SupplierAccountTables } from './schema-supplier-accounts';
import type { ClarificationReceiptTables } from './schema-clarifications';
import type { ConstructionTables, TenderProjectConstructionLink } from './schema-construction';
import type { EvaluationClarificationTables } from './schema-evaluation-clarifications';
import type { FeeTables } from './schema-fees';
import type { InvitationTables } from './schema-invitations';
import type { NotificationTables } from './schema-notifications';
import type { ObjectionTables } from './schema-objections';
import type { PlanLineAssignment, PlanPackageTables } from './schema-plan-packages';
import type { PlanLineTable, PlanTables } from './schema-plans';
import type { ProjectLetterTables } from './schema-project-letters';
import type { ProjectRulesTables } from './schema-project-rules';
import type { QuestionTables } from './schema-questions';
import type { SchemeTables, TenderProjectSchemeLink } from './schema-schemes';
import type { SubjectMatterTables } from './schema-subject-matters';
import type {
  EvaluationTaskTable,
  TenderClarificationTable,
  TenderDocumentTable,
  TenderOfferTable,
  TenderProjectKeyTable,
  TenderProjectTable,
  TenderSignupTable,
} from './schema-tenders';
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
import type {
  CaptchaTable,
  LoginFailureTable,
  RetrievalTicketTable,
  SessionTable,
  SmsCodeTable,
  SmsLogTable,
  SmsTemplateTable,
  SupplierRegistrationTable,
} from './schema-auth';
import type {
  ChatFileTable,
  ChatFriendTable,
  ChatGroupMemberTable,
  ChatGroupTable,
  ChatMessageTable,
  ChatReadTable,
} from './schema-chat';
import type { OrgTables } from './schema-org';
import type { ApiPermissionTable, ApiPermissionVersionTable } from './schema-api-permissions';
import type { SupplierProfileChangeTable, SupplierProfileTable } from './schema-supplier-profile';
import type {
  ExpertProfileChangeTable,
  ExpertProfileTable,
  OrgProfileChangeTable,
  OrgProfileTable,
} from './schema-party-profiles';

/**
 * Table types. Portable across SQLite and PostgreSQL: timestamps are ISO-8601 UTC text (they sort
 * as text), booleans are 0/1 integers, JSON is text.
 */
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

/** Version counters of client-cached data (name 'dictionaries'). */
export interface CacheVersionTable {
  name: string;
  version: number;
  updated_at: string;
}

/** Business areas declare their tables in their own schema-<area>.ts, extended here. */
export interface DB
  extends OrgTables,
    PlanTables,
    PlanPackageTables,
    SchemeTables,
    SubjectMatterTables,
    ProjectLetterTables,
    InvitationTables,
    FeeTables,
    ProjectRulesTables,
    ConstructionTables,
    NotificationTables,
    QuestionTables,
    ClarificationReceiptTables,
    ObjectionTables,
    EvaluationClarificationTables,
    OpeningHallTables,
    OpenedScreenTables,
    OfferWithdrawalTables,
    NegotiationTables,
    CommitteeDrawTables,
    EvaluationTables,
    EvaluationResultTables,
    ResultTables,
    NoticeTables,
    ContractTables,
    OpenDataTables,
    SupplierAccountTables {
  sessions: SessionTable;
  captchas: CaptchaTable;
  sms_templates: SmsTemplateTable;
  sms_log: SmsLogTable;
  sms_codes: SmsCodeTable;
  login_failures: LoginFailureTable;
  retrieval_tickets: RetrievalTicketTable;
  supplier_registrations: SupplierRegistrationTable;
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
  buyer_profiles: OrgProfileTable;
  buyer_profile_changes: OrgProfileChangeTable;
  agent_profiles: OrgProfileTable;
  agent_profile_changes: OrgProfileChangeTable;
  expert_profiles: ExpertProfileTable;
  expert_profile_changes: ExpertProfileChangeTable;
  tender_projects: TenderProjectTable & TenderProjectConstructionLink & TenderProjectSchemeLink;
  tender_project_keys: TenderProjectKeyTable;
  tender_signups: TenderSignupTable;
  tender_offers: TenderOfferTable;
  tender_clarifications: TenderClarificationTable;
  evaluation_tasks: EvaluationTaskTable;
  tender_documents: TenderDocumentTable;
  plan_lines: PlanLineTable & PlanLineAssignment;
}
