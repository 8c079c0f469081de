import type { FastifyInstance } from 'fastify';
import {
  EXPERT_PROFILE_FIELDS,
  EXPERT_PROFILE_PATHS,
  expertProfileSaveSchema,
  expertTargetSchema,
} from '@/shared/contracts/expert-profile';
import {
  AGENT_PROFILE_FIELDS,
  AGENT_PROFILE_PATHS,
  agentProfileSaveSchema,
  BUYER_PROFILE_FIELDS,
  BUYER_PROFILE_PATHS,
  buyerProfileSaveSchema,
  orgProfileTargetSchema,
} from '@/shared/contracts/org-profile';
import { profileRoutes } from '../../lib/profile-routes';
import type { PartyProfileServices } from './service';

/** /buyerManagement/editBuyer, /agentManagement/editAgent, /expert/perfectInfo and their twins. */
export function partyProfileRoutes(services: PartyProfileServices) {
  const org = { target: orgProfileTargetSchema, ownerField: 'departId' };
  return async (app: FastifyInstance) => {
    await app.register(
      profileRoutes(
        { ...org, paths: BUYER_PROFILE_PATHS, save: buyerProfileSaveSchema, fields: BUYER_PROFILE_FIELDS },
        services.buyers,
      ),
    );
    await app.register(
      profileRoutes(
        { ...org, paths: AGENT_PROFILE_PATHS, save: agentProfileSaveSchema, fields: AGENT_PROFILE_FIELDS },
        services.agents,
      ),
    );
    await app.register(
      profileRoutes(
        {
          paths: EXPERT_PROFILE_PATHS,
          target: expertTargetSchema,
          save: expertProfileSaveSchema,
          ownerField: 'userId',
          fields: EXPERT_PROFILE_FIELDS,
        },
        services.experts,
      ),
    );
  };
}
