import { ROLES } from '@/shared/codes/roles';
import {
  EXPERT_PROFILE_FIELDS,
  type ExpertProfile,
  type ExpertProfileView,
  expertProfileSchema,
} from '@/shared/contracts/expert-profile';
import {
  AGENT_PROFILE_FIELDS,
  type AgentProfile,
  type AgentProfileView,
  agentProfileSchema,
  BUYER_PROFILE_FIELDS,
  type BuyerProfile,
  type BuyerProfileView,
  buyerProfileSchema,
} from '@/shared/contracts/org-profile';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { createProfileService, type ProfileOwner } from '../../lib/profile-service';
import type { Actor } from '../../lib/request-context';
import type { AuditService } from '../audit/service';
import * as repo from './repository';

export interface PartyProfileDeps {
  database: Database;
  clock: Clock;
  audit: AuditService;
}

type Db = Trx | Database['db'];
const forbidden = (key: string, field?: string) =>
  new AppError('FORBIDDEN', { messageKey: `party-profile:errors.${key}`, ...(field ? { field } : {}) });

/** Only a holder of one of `roles` acting for this very organisation, of type `orgType`. */
function organisationAccess(roles: readonly string[], orgType: string, kind: 'buyer' | 'agent') {
  return async (db: Db, actor: Actor, departId: string): Promise<ProfileOwner> => {
    if (!roles.includes(actor.roleCode ?? '')) throw forbidden(`${kind}sOnly`);
    if (actor.departId !== departId) throw forbidden('notOwnOrganisation', 'departId');
    const org = await repo.findOrganisation(db, departId);
    if (!org || org.org_type !== orgType)
      throw forbidden(`not${kind === 'buyer' ? 'Buyer' : 'Agent'}Organisation`);
    return org;
  };
}

const orgView = (org: ProfileOwner) => ({ departId: org.id, departName: org.name });
const creditCode = { column: 'credit_code', field: 'creditCode', messageKey: M.creditCodeExists } as const;

/** The buyer's, the agency's and the expert's own profiles (spec 2.2), on the shared profile service. */
export function createPartyProfileServices({ database, clock, audit }: PartyProfileDeps) {
  const deps = { database, clock, audit };
  const buyers = createProfileService<BuyerProfile, BuyerProfileView>({
    ...deps,
    entity: 'buyerProfile',
    schema: buyerProfileSchema,
    fields: BUYER_PROFILE_FIELDS,
    store: repo.buyerProfiles,
    unique: creditCode,
    access: organisationAccess([ROLES.TEMP_BUYER, ROLES.FORMAL_BUYER], '01', 'buyer'),
    present: (org, state) => ({ ...orgView(org), ...state }),
  });
  const agents = createProfileService<AgentProfile, AgentProfileView>({
    ...deps,
    entity: 'agentProfile',
    schema: agentProfileSchema,
    fields: AGENT_PROFILE_FIELDS,
    store: repo.agentProfiles,
    unique: creditCode,
    access: organisationAccess([ROLES.TEMP_AGENT, ROLES.FORMAL_AGENT], '02', 'agent'),
    present: (org, state) => ({ ...orgView(org), ...state }),
  });
  const experts = createProfileService<ExpertProfile, ExpertProfileView>({
    ...deps,
    entity: 'expertProfile',
    schema: expertProfileSchema,
    fields: EXPERT_PROFILE_FIELDS,
    store: repo.expertProfiles,
    unique: { column: 'id_number', field: 'idNumber', messageKey: 'party-profile:errors.idNumberExists' },
    /** An expert maintains only their own profile. */
    async access(db, actor, userId) {
      if (![ROLES.TEMP_EXPERT, ROLES.FORMAL_EXPERT].includes(actor.roleCode as never)) {
        throw forbidden('expertsOnly');
      }
      if (actor.userId !== userId) throw forbidden('notOwnProfile', 'userId');
      const user = await repo.findUser(db, userId);
      if (!user) throw forbidden('notOwnProfile', 'userId');
      return user;
    },
    present: (user, state) => ({ userId: user.id, userName: user.name, ...state }),
  });
  return { buyers, agents, experts };
}

export type PartyProfileServices = ReturnType<typeof createPartyProfileServices>;
