import type { FastifyInstance } from 'fastify';
import {
  assignPageSchema,
  assignSaveSchema,
  assignUndoSchema,
  packageCandidatesSchema,
  packageIdSchema,
  packagePageSchema,
  packageSaveSchema,
  packageUndoSchema,
} from '@/shared/contracts/plan-packages';
import { PLAN_PACKAGE_FUNCTIONS as F, PLAN_PACKAGE_PATHS as P } from '@/shared/contracts/plan-paths';
import { apiRoute } from '../../lib/api-route';
import type { PlanServices } from './wiring';

/**
 * Allocation and packaging routes. Packaging is one screen's grant (declared); the allocation routes
 * serve two screens (level 00 and 01 in the body), so the service checks the level's grant.
 */
export function registerPackagingRoutes(app: FastifyInstance, services: PlanServices): void {
  const { assign, packages } = services;
  const session = 'session' as const;
  const granted = { permission: F.packages };

  apiRoute(app, {
    url: P.assignPage,
    access: session,
    body: assignPageSchema,
    handler: ({ body, request }) => assign.page(request.actor, body),
  });
  apiRoute(app, {
    url: P.assignSave,
    access: session,
    body: assignSaveSchema,
    handler: ({ body, ctx }) => assign.save(ctx, body),
  });
  apiRoute(app, {
    url: P.assignUndo,
    access: session,
    body: assignUndoSchema,
    handler: ({ body, ctx }) => assign.undo(ctx, body),
  });
  apiRoute(app, {
    url: P.packagePage,
    access: granted,
    body: packagePageSchema,
    handler: ({ body, request }) => packages.page(request.actor, body),
  });
  apiRoute(app, {
    url: P.packageGet,
    access: granted,
    body: packageIdSchema,
    queryInBody: true,
    handler: ({ body, request }) => packages.get(request.actor, body.id),
  });
  apiRoute(app, {
    url: P.packageCandidates,
    access: granted,
    body: packageCandidatesSchema,
    handler: ({ body, request }) => packages.candidates(request.actor, body),
  });
  apiRoute(app, {
    url: P.packageSave,
    access: granted,
    body: packageSaveSchema,
    handler: ({ body, ctx }) => packages.save(ctx, body),
  });
  apiRoute(app, {
    url: P.packageUndo,
    access: granted,
    body: packageUndoSchema,
    handler: ({ body, ctx }) => packages.undo(ctx, body),
  });
}
