import type {
  ProjectAmendmentView,
  ProjectNoticePublicView,
  ProjectNoticeSave,
  ProjectRulesEditView,
  ProjectRulesSave,
  ProjectRulesSaveResult,
} from '@/shared/contracts/project-rules';
import { PROJECT_RULES_MESSAGES } from '@/shared/contracts/project-rules';
import { transact, type Trx } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import type { Actor, RequestContext } from '../../lib/request-context';
import type { Db, TenderDeps } from '../tender-common';
import { editableStatus, noticeReaderProject, rulesProject } from './access';
import { recordAmendment } from './amendment';
import { centsOf, changedFields, checkRuleTimes, storedCriteria } from './checks';
import * as repo from './repository';
import { cleanRichHtml, isBlankHtml } from '../../lib/rich-text';

type Ctx = Pick<RequestContext, 'actor' | 'idempotency' | 'requestId'>;
const changedMeanwhile = () =>
  new AppError('CONFLICT', { messageKey: 'tender:errors.changedMeanwhile', rule: 'version' });

async function editView(db: Db, projectId: string): Promise<ProjectRulesEditView> {
  const [rules, notice, amendmentVersion] = await Promise.all([
    repo.findRules(db, projectId),
    repo.findNotice(db, projectId),
    repo.amendmentVersion(db, projectId),
  ]);
  return { rules, noticeTitle: notice?.title ?? null, noticeHtml: notice?.html ?? null, amendmentVersion };
}

/**
 * Rules and notice of a tender project (issue 16; design note sections 1-3). A draft's are edited
 * freely; a published project's changes before its quote end are amendments (amendment.ts). Deadlines
 * by the server clock; every save audited, idempotent by its key (transact).
 */
export function createProjectRulesService({ database, clock, audit, amendMinDays, closeDue }: TenderDeps) {
  const db = database.db;
  const due = async () => {
    await closeDue?.();
  };

  /** Within a save: the amendment when the project is published, after the change itself. */
  async function amendIfPublished(
    trx: Trx,
    mode: 'draft' | 'amendment',
    input: { projectId: string; summary: ProjectAmendmentView['summary']; userId: string; days: number },
  ) {
    if (mode !== 'amendment') return null;
    return recordAmendment(trx, {
      projectId: input.projectId,
      summary: input.summary,
      byUserId: input.userId,
      now: clock.now(),
      amendMinDays: input.days,
    });
  }

  return {
    async get(actor: Actor, projectId: string): Promise<ProjectRulesEditView> {
      await due();
      const project = await rulesProject(db, actor, projectId);
      return editView(db, project.id);
    },

    async save(ctx: Ctx, input: ProjectRulesSave): Promise<ProjectRulesSaveResult> {
      await due();
      // Read before the unit of work: a configuration read inside it would wait for its connection.
      const days = await amendMinDays();
      return transact(database, clock, ctx, async (trx) => {
        const project = await rulesProject(trx, ctx.actor, input.projectId);
        const mode = editableStatus(project);
        checkRuleTimes(project, input);
        const before = await repo.findRules(trx, project.id);
        const version = await repo.rulesVersion(trx, project.id);
        const at = clock.now().toISOString();
        const fields = {
          evaluation_method: input.evaluationMethod,
          price_method: input.priceMethod,
          criteria_json: JSON.stringify(storedCriteria(input.criteria)),
          qualification: input.qualification ?? '',
          bail_cents: centsOf(input.hasBail, input.bailAmount),
          document_fee_cents: centsOf(input.hasDocumentFee, input.documentFee),
          min_valid_offers: input.minValidOffers,
          signup_start_time: input.signupStartTime,
          question_end_time: input.questionEndTime,
          updated_by: ctx.actor.userId,
          updated_at: at,
        };
        if (version === undefined) {
          await repo.insertRules(trx, {
            project_id: project.id,
            ...fields,
            version: 1,
            created_by: ctx.actor.userId,
            created_at: at,
          });
        } else if (!(await repo.updateRules(trx, project.id, version, { ...fields, version: version + 1 }))) {
          throw changedMeanwhile();
        }
        const changed = await repo.findRules(trx, project.id);
        const amendment = changed
          ? await amendIfPublished(trx, mode, {
              projectId: project.id,
              summary: { what: 'rules', fields: changedFields(before, changed) },
              userId: ctx.actor.userId,
              days,
            })
          : null;
        const after = await editView(trx, project.id);
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: 'projectRules',
            entityId: project.id,
            action: amendment ? 'amend' : before ? 'update' : 'create',
            before,
            after: { ...after.rules, amendment },
          },
          ctx.requestId,
        );
        return { rules: after, amendment };
      });
    },

    async saveNotice(ctx: Ctx, input: ProjectNoticeSave): Promise<ProjectRulesSaveResult> {
      await due();
      const html = cleanRichHtml(input.html);
      if (isBlankHtml(html))
        throw new AppError('VALIDATION_FAILED', {
          messageKey: PROJECT_RULES_MESSAGES.noticeEmpty,
          field: 'html',
          rule: 'noticeEmpty',
        });
      const days = await amendMinDays();
      return transact(database, clock, ctx, async (trx) => {
        const project = await rulesProject(trx, ctx.actor, input.projectId);
        const mode = editableStatus(project);
        const before = await repo.findNotice(trx, project.id);
        const at = clock.now().toISOString();
        await repo.upsertNotice(trx, {
          project_id: project.id,
          title: input.title,
          html,
          updated_by: ctx.actor.userId,
          updated_at: at,
        });
        const amendment = await amendIfPublished(trx, mode, {
          projectId: project.id,
          summary: { what: 'notice' },
          userId: ctx.actor.userId,
          days,
        });
        const after = await editView(trx, project.id);
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: 'projectNotice',
            entityId: project.id,
            action: amendment ? 'amend' : before ? 'update' : 'create',
            before: before ? { title: before.title, html: before.html } : undefined,
            after: { title: input.title, html, amendment },
          },
          ctx.requestId,
        );
        return { rules: after, amendment };
      });
    },

    async amendments(actor: Actor, projectId: string): Promise<ProjectAmendmentView[]> {
      const project = await rulesProject(db, actor, projectId);
      return repo.amendments(db, project.id);
    },

    /** Suppliers: the notice of a published project; none yet answers as missing. */
    async notice(actor: Actor, projectId: string): Promise<ProjectNoticePublicView> {
      await due();
      const project = await noticeReaderProject(db, actor, projectId);
      const view = await repo.publicNotice(db, project.id);
      if (!view)
        throw new AppError('NOT_FOUND', {
          messageKey: 'project-rules:errors.noticeNotFound',
          field: 'projectId',
        });
      return view;
    },
  };
}

export type ProjectRulesService = ReturnType<typeof createProjectRulesService>;
