import type { FastifyInstance } from 'fastify';
import { TENDER_METHOD } from '@/shared/codes/statuses';
import { driveSchema, participationPageSchema } from '@/shared/contracts/participation';
import {
  PARTICIPATION_FUNCTIONS as F,
  PARTICIPATION_PATHS as P,
  type ParticipationList,
} from '@/shared/contracts/participation-paths';
import { apiRoute } from '../../lib/api-route';
import type { ParticipationService } from './service';

const LISTS: readonly [keyof typeof P, ParticipationList, string | undefined][] = [
  ['current', 'current', undefined],
  ['proceed', 'proceed', undefined],
  ['finish', 'finish', undefined],
  ['competitiveCurrent', 'current', TENDER_METHOD.COMPETITIVE_NEGOTIATION],
  ['competitiveProceed', 'proceed', TENDER_METHOD.COMPETITIVE_NEGOTIATION],
  ['competitiveFinish', 'finish', TENDER_METHOD.COMPETITIVE_NEGOTIATION],
];

/** One route per list screen, each behind that screen's grant; the drive behind its own. */
export function participationRoutes(service: ParticipationService) {
  return async (app: FastifyInstance) => {
    for (const [screen, list, method] of LISTS) {
      apiRoute(app, {
        url: P[screen],
        access: { permission: F[screen as keyof typeof F] },
        body: participationPageSchema,
        handler: ({ body, request }) => service.page(request.actor, list, body, method),
      });
    }
    apiRoute(app, {
      url: P.drive,
      access: { permission: F.drive },
      body: driveSchema,
      handler: ({ body, request }) => service.drive(request.actor, body.projectId),
    });
  };
}
