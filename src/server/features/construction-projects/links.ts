import { CONSTRUCTION_STATUS } from '@/shared/codes/plans';
import type { ConstructionOption, ConstructionTenderView } from '@/shared/contracts/construction-projects';
import type { Database } from '../../db/database';
import { type PageQuery, type PageResult, pageResult } from '../../lib/paging';
import type { Actor } from '../../lib/request-context';
import type { OrgActor } from '../tender-common';
import { constructionKeeper, ownConstruction } from './access';
import * as repo from './repository';
import * as links from './repository-links';

/** What links to a construction project: the tender projects naming it, and the pickers of other screens. */
export function createLinkMethods(database: Database) {
  const db = database.db;
  return {
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
