import { CONSTRUCTION_STATUS } from '@/shared/codes/plans';
import type {
  ConstructionLink,
  ConstructionOption,
  ConstructionTenderView,
} from '@/shared/contracts/construction-projects';
import type { Database } from '../../db/database';
import { transact } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { type PageQuery, type PageResult, pageResult } from '../../lib/paging';
import type { Actor, RequestContext } from '../../lib/request-context';
import type { AuditService } from '../audit/service';
import type { OrgActor } from '../tender-common';
import { constructionKeeper, ownConstruction } from './access';
import * as repo from './repository';
import * as links from './repository-links';

type Ctx = Pick<RequestContext, 'actor' | 'idempotency' | 'requestId'>;

const conflict = (key: string, field: string) =>
  new AppError('CONFLICT', { messageKey: `construction:errors.${key}`, field, rule: key });

/**
 * What links to a construction project: the tender projects naming it (linked and unlinked here, one
 * construction project per tender project), and the pickers of other screens.
 */
export function createLinkMethods(database: Database, clock: Clock, audit: AuditService) {
  const db = database.db;
  return {
    /** Links or unlinks a tender project of the organisation; refused moves change nothing. */
    async link(ctx: Ctx, input: ConstructionLink): Promise<ConstructionTenderView[]> {
      const actor = constructionKeeper(ctx.actor);
      return transact(database, clock, ctx, async (trx) => {
        const project = ownConstruction(actor, await repo.findProject(trx, input.id));
        const tender = await links.tenderLink(trx, input.projectId);
        // Another organisation's tender project answers like a missing one.
        if (!tender || tender.depart_id !== actor.departId)
          throw new AppError('NOT_FOUND', {
            messageKey: 'construction:errors.tenderNotFound',
            field: 'projectId',
          });
        const current = tender.construction_project_id ?? null;
        if (input.linked) {
          if (project.status === CONSTRUCTION_STATUS.COMPLETED) throw conflict('completed', 'id');
          if (current === project.id) throw conflict('alreadyLinked', 'projectId');
          if (current !== null) throw conflict('linkedElsewhere', 'projectId');
        } else if (current !== project.id) throw conflict('notLinked', 'projectId');
        const to = input.linked ? project.id : null;
        if (!(await links.setTenderLink(trx, tender.id, current, to)))
          throw conflict('changedMeanwhile', 'projectId');
        await audit.append(
          trx,
          actor,
          {
            entityType: 'tenderProject',
            entityId: tender.id,
            action: input.linked ? 'constructionLink' : 'constructionUnlink',
            before: { constructionProjectId: current },
            after: { constructionProjectId: to },
          },
          ctx.requestId,
        );
        const [records] = await links.linkedTenders(trx, {
          pageNo: 1,
          pageSize: 10,
          departId: actor.departId,
          constructionId: project.id,
        });
        return records;
      });
    },

    /** The organisation's tender projects not linked yet (the correlation screen's picker). */
    async linkCandidates(actor: Actor, input: { id: string; keyword?: string | undefined }) {
      const own = constructionKeeper(actor);
      ownConstruction(own, await repo.findProject(db, input.id));
      return links.linkCandidates(db, own.departId, input.keyword);
    },

    /** correlationList: the organisation's tender projects linked to one of its construction projects. */
    async correlation(
      actor: Actor,
      query: PageQuery & { id: string },
    ): Promise<PageResult<ConstructionTenderView>> {
      const own = constructionKeeper(actor);
      ownConstruction(own, await repo.findProject(db, query.id));
      const [records, total] = await links.linkedTenders(db, {
        ...query,
        departId: own.departId,
        constructionId: query.id,
      });
      return pageResult(records, total, query);
    },

    /** Projects a plan line or a tender project may name (not completed). */
    async options(actor: Actor): Promise<ConstructionOption[]> {
      const own = constructionKeeper(actor);
      return links.options(db, own.departId, CONSTRUCTION_STATUS.COMPLETED);
    },

    /** For other areas: the id when it names a project of the actor's organisation, else undefined. */
    async ownedId(actor: OrgActor, id: string): Promise<string | undefined> {
      const project = await repo.findProject(db, id);
      return project && project.departId === actor.departId ? project.id : undefined;
    },
  };
}
