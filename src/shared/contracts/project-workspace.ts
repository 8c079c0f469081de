import { z } from 'zod';
import { TENDER_METHOD } from '@/shared/codes/statuses';
import { type PageResult, pageQueryShape, searchText } from '@/shared/contracts/page-query';
import { tenderIdField } from '@/shared/contracts/tenders';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';

/**
 * Contracts of the tender project workspace (issue 16): the organisation calls of spec 000 section 7.4,
 * the initiation list, the bid projects and supervision lists with counts per status, the drive's
 * overview and the project's timeline (read from the audit log).
 */
const id = tenderIdField;
const status = z.string().trim().max(2).optional();
const method = z.enum(Object.values(TENDER_METHOD) as [string, ...string[]], { error: M.select }).optional();

export const optionalProjectSchema = z.object({ projectId: id.optional() });
export const workspaceProjectSchema = z.object({ projectId: id });

export const workspacePageSchema = z.object({
  ...pageQueryShape,
  /** Code or name contains. */
  keyword: searchText(100),
  status,
  tenderMethod: method,
});
export type WorkspacePageQuery = z.output<typeof workspacePageSchema>;

/** The supervision list also narrows to one organisation of the group. */
export const supervisionPageSchema = workspacePageSchema.extend({ departId: id.optional() });
export type SupervisionPageQuery = z.output<typeof supervisionPageSchema>;

export const timelineSchema = z.object({ ...pageQueryShape, projectId: id });

export interface OrgOption {
  id: string;
  name: string;
  code: string;
  /** '01' buyer, '02' agency. */
  orgType: string;
}

/** getDepartBuyerByBidingProject. */
export interface DepartBuyerAnswer {
  /** The caller's organisation and its sub-organisations (who may run a new project). */
  buyers: OrgOption[];
  /** With projectId: the organisation that owns the project. */
  projectBuyer: OrgOption | null;
}

/** getDepartAgentByBidingProject. */
export interface DepartAgentAnswer {
  /** Enabled agency organisations a project may be entrusted to. */
  agencies: OrgOption[];
  /** With projectId: the agency the project is entrusted to, if any. */
  projectAgent: OrgOption | null;
}

/** isGroupDepart. */
export interface GroupDepartAnswer {
  isGroup: boolean;
  /** The caller's organisation first, then its sub-organisations (tree order by name). */
  orgs: OrgOption[];
}

/** isAddDflzAudit: whether the project adds the party-conduct and integrity (党风廉政) review. */
export interface DflzAuditAnswer {
  required: boolean;
  /** Why: 'budget' (at or above the threshold), 'method' (not an open tender), or null. */
  reason: 'budget' | 'method' | null;
  /** Yuan, two decimals. */
  thresholdBudget: string;
}

/** A project row of the workspace lists. */
export interface WorkspaceProjectRow {
  id: string;
  projectCode: string;
  name: string;
  tenderMethod: string;
  budget: string;
  status: string;
  departId: string;
  departName: string;
  agencyOrgId: string | null;
  agencyName: string | null;
  /** The caller's organisation runs it as the entrusted agency (not as its owner). */
  entrusted: boolean;
  signupEndTime: string;
  quoteEndTime: string;
  publishedAt: string | null;
  createdAt: string;
}

export interface WorkspacePageResult extends PageResult<WorkspaceProjectRow> {
  /** Rows per status under the same filters without the status one (the tabs' counts). */
  statusCounts: Record<string, number>;
}

/** A package of an approved (not yet executed) scheme: executing the scheme makes it a project. */
export interface ReadyPackageRow {
  schemeId: string;
  schemeCode: string;
  schemeName: string;
  schemeVersion: number;
  tenderMethod: string;
  packageId: string;
  packageCode: string;
  packageName: string;
  /** Yuan, two decimals. */
  budget: string;
  agencyName: string | null;
}

export interface InitiationAnswer {
  ready: ReadyPackageRow[];
  drafts: PageResult<WorkspaceProjectRow>;
}

/** The drive's head: the project, the caller's part in it and what is attached to it. */
export interface WorkspaceOverview {
  project: WorkspaceProjectRow & { description: string | null; openedAt: string | null };
  /** 'buyer': the owning organisation; 'agency': the entrusted agency. */
  side: 'buyer' | 'agency';
  counts: {
    signups: number;
    signupsPending: number;
    documents: number;
    clarifications: number;
    committee: number;
    /** Offers received (current, not withdrawn): a count only, never who sent them before the opening. */
    offers: number;
  };
}

/** One line of the project's timeline. */
export interface TimelineEntry {
  id: string;
  at: string;
  /** Audit entity type (tenderProject, tenderSignup, tenderDocument, ...). */
  entityType: string;
  /** Audit action (create, submit, approve, upload, release, received, ...). */
  action: string;
  /** Who: hidden (null) for a received offer, whose sender stays unknown. */
  actorName: string | null;
  actorRole: string | null;
  orgName: string | null;
  /** 'buyer', 'agency', 'supplier' or 'other': whose side acted, relative to the project. */
  side: 'buyer' | 'agency' | 'supplier' | 'other';
}
