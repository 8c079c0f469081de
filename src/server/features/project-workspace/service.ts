import { OFFER_STATUS, PURCHASE_STATUS as P } from '@/shared/codes/procurement';
import { AUDIT_STATUS, TENDER_METHOD } from '@/shared/codes/statuses';
import type {
  DepartAgentAnswer,
  DepartBuyerAnswer,
  DflzAuditAnswer,
  GroupDepartAnswer,
  InitiationAnswer,
  SupervisionPageQuery,
  TimelineEntry,
  WorkspaceOverview,
  WorkspacePageQuery,
  WorkspacePageResult,
} from '@/shared/contracts/project-workspace';
import { centsToYuan, yuanToCents } from '@/shared/rules/plan-money';
import { type PageResult, pageResult } from '../../lib/paging';
import type { Actor } from '../../lib/request-context';
import { projectNotFound, type TenderDeps } from '../tender-common';
import { supervisor, workspaceActor, workspaceProject } from './access';
import { readyPackages } from './initiation';
import { agencies, findOrg, ORG_TYPE, orgTree } from './org-reads';
import * as repo from './repository';
import { timelinePage } from './timeline';

/**
 * The party-conduct and integrity review (党风廉政, "dflz") is added from this budget on, and for every
 * tender that is not open (invitation, negotiation): our rule, the specification names the call only.
 */
const DFLZ_THRESHOLD_CENTS = 200_000_000n;
/** Offers that count as received: sealed, or opened from a sealed one. */
const CURRENT_OFFERS = [OFFER_STATUS.SEALED, OFFER_STATUS.OPENED];

export function createWorkspaceService({ database, closeDue }: TenderDeps) {
  const db = database.db;
  const due = async () => {
    await closeDue?.();
  };

  async function page(callerOrg: string, filter: repo.ProjectListFilter): Promise<WorkspacePageResult> {
    const [rows, total, statusCounts] = await repo.projectPage(db, filter);
    const records = rows.map((r) => repo.rowView(r, callerOrg));
    return { ...pageResult(records, total, filter), statusCounts };
  }

  return {
    async departBuyer(actor: Actor, projectId?: string): Promise<DepartBuyerAnswer> {
      const own = workspaceActor(actor);
      const project = projectId ? await workspaceProject(db, actor, projectId) : null;
      const tree = await orgTree(db, own.departId);
      return {
        buyers: tree.filter((o) => o.orgType === ORG_TYPE.BUYER),
        projectBuyer: project ? await findOrg(db, project.depart_id) : null,
      };
    },

    async departAgent(actor: Actor, projectId?: string): Promise<DepartAgentAnswer> {
      workspaceActor(actor);
      const project = projectId ? await workspaceProject(db, actor, projectId) : null;
      return {
        agencies: await agencies(db),
        projectAgent: project ? await findOrg(db, project.agency_org_id) : null,
      };
    },

    async isGroupDepart(actor: Actor): Promise<GroupDepartAnswer> {
      const own = workspaceActor(actor);
      const orgs = await orgTree(db, own.departId);
      return { isGroup: orgs.length > 1, orgs };
    },

    async isAddDflzAudit(actor: Actor, projectId: string): Promise<DflzAuditAnswer> {
      const project = await workspaceProject(db, actor, projectId);
      const row = await repo.findRow(db, project.id);
      const budget = yuanToCents(row?.budget ?? '0') ?? 0n;
      const reason =
        budget >= DFLZ_THRESHOLD_CENTS
          ? 'budget'
          : row?.tender_method !== TENDER_METHOD.OPEN
            ? 'method'
            : null;
      return { required: reason !== null, reason, thresholdBudget: centsToYuan(DFLZ_THRESHOLD_CENTS) };
    },

    /** bidProjectStep: packages of approved schemes waiting for execution, and draft projects. */
    async initiation(actor: Actor, query: WorkspacePageQuery): Promise<InitiationAnswer> {
      const own = workspaceActor(actor);
      const drafts = await page(own.departId, { ...query, status: P.DRAFT, runBy: own.departId });
      const { statusCounts: _counts, ...draftPage } = drafts;
      return { ready: await readyPackages(db, own.departId, query.keyword), drafts: draftPage };
    },

    /** projectManager: projects my organisation runs, its own and those entrusted to it. */
    async projectPage(actor: Actor, query: WorkspacePageQuery): Promise<WorkspacePageResult> {
      await due();
      const own = workspaceActor(actor);
      return page(own.departId, { ...query, runBy: own.departId });
    },

    /** procSourcingSpv-list: every project owned by my organisation or one under it (read-only). */
    async supervisionPage(actor: Actor, query: SupervisionPageQuery): Promise<WorkspacePageResult> {
      await due();
      const own = supervisor(actor);
      const group = (await orgTree(db, own.departId)).map((o) => o.id);
      // A unit outside the group narrows to nothing rather than to another organisation.
      const ownedByAny = query.departId ? group.filter((id) => id === query.departId) : group;
      return page(own.departId, { ...query, ownedByAny });
    },

    async overview(actor: Actor, projectId: string): Promise<WorkspaceOverview> {
      await due();
      const own = workspaceActor(actor);
      const project = await workspaceProject(db, actor, projectId);
      const row = await repo.findRow(db, project.id);
      if (!row) throw projectNotFound();
      const { count, documents } = await repo.attachedCounts(db, project.id);
      return {
        project: {
          ...repo.rowView(row, own.departId),
          description: row.description,
          openedAt: row.opened_at,
        },
        side: row.depart_id === own.departId ? 'buyer' : 'agency',
        counts: {
          signups: await count('tender_signups'),
          signupsPending: await count('tender_signups', {
            column: 'audit_status',
            value: AUDIT_STATUS.PENDING,
          }),
          documents,
          clarifications: await count('tender_clarifications'),
          committee: await count('evaluation_tasks'),
          offers: await repo.offerCount(db, project.id, CURRENT_OFFERS),
        },
      };
    },

    async timeline(
      actor: Actor,
      query: { projectId: string; pageNo: number; pageSize: number },
    ): Promise<PageResult<TimelineEntry>> {
      const project = await workspaceProject(db, actor, query.projectId);
      const [records, total] = await timelinePage(db, project, query);
      return pageResult(records, total, query);
    },
  };
}

export type WorkspaceService = ReturnType<typeof createWorkspaceService>;
