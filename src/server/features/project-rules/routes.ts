import type { FastifyInstance } from 'fastify';
import { ROLES } from '@/shared/codes/roles';
import {
  PROJECT_RULE_FUNCTIONS as F,
  PROJECT_RULE_PATHS as PATHS,
} from '@/shared/contracts/project-rule-paths';
import {
  projectNoticeSaveSchema,
  projectRulesIdSchema,
  projectRulesSaveSchema,
} from '@/shared/contracts/project-rules';
import { apiRoute } from '../../lib/api-route';
import type { ProjectRulesService } from './service';

/**
 * Buyer side: the project list's grant (the rules, notice and preview screens open from its rows);
 * suppliers: the formal supplier role (the notice shows in their drive and lists). Times without a zone
 * are read in `timeZone`, the business zone.
 */
export function projectRulesRoutes(service: ProjectRulesService, timeZone: string) {
  const saveSchema = projectRulesSaveSchema(timeZone);
  return async (app: FastifyInstance) => {
    const buyer = { permission: F.rules };
    apiRoute(app, {
      url: PATHS.get,
      access: buyer,
      body: projectRulesIdSchema,
      handler: ({ body, request }) => service.get(request.actor, body.projectId),
    });
    apiRoute(app, {
      url: PATHS.save,
      access: buyer,
      body: saveSchema,
      handler: ({ body, ctx }) => service.save(ctx, body),
    });
    apiRoute(app, {
      url: PATHS.noticeSave,
      access: buyer,
      body: projectNoticeSaveSchema,
      handler: ({ body, ctx }) => service.saveNotice(ctx, body),
    });
    apiRoute(app, {
      url: PATHS.amendments,
      access: buyer,
      body: projectRulesIdSchema,
      handler: ({ body, request }) => service.amendments(request.actor, body.projectId),
    });
    apiRoute(app, {
      url: PATHS.notice,
      access: { roles: [ROLES.FORMAL_SUPPLIER] },
      body: projectRulesIdSchema,
      handler: ({ body, request }) => service.notice(request.actor, body.projectId),
    });
  };
}
