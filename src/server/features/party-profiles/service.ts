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
  agentProfileSchema,
  BUYER_PROFILE_FIELDS,
  type BuyerProfile,
  buyerProfileSchema,
} from '@/shared/contracts/org-profile';
import type { OrgProfileView } from '@/shared/contracts/profile-common';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { createProfileReview, type RolePromoter } from '../../lib/profile-review';
import {
  createProfileService,
  type ProfileOwner,
  type ProfileServiceConfig,
} from '../../lib/profile-service';
import type { Actor } from '../../lib/request-context';
import type { AuditService } from '../audit/service';
import * as repo from './repository';

export interface PartyProfileDeps {
  database: Database;
  clock: Clock;
  audit: AuditService;
  /** Turns temporary roles formal when the platform approves a profile. */
  promote: RolePromoter;
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

const creditCode = { column: 'credit_code', field: 'creditCode', messageKey: M.creditCodeExists } as const;

/** The buyer's, the agency's and the expert's own profiles (spec 2.2), on the shared profile service. */
export function createPartyProfileServices({ database, clock, audit, promote }: PartyProfileDeps) {
  const deps = { database, clock, audit };
  /** Buyer and agency profiles differ only in their fields, roles and organisation type. */
  const organisationProfiles = <P extends BuyerProfile>(
    kind: 'buyer' | 'agent',
    config: Pick<ProfileServiceConfig<P, OrgProfileView<P>>, 'schema' | 'fields' | 'store'>,
    roles: readonly string[],
    orgType: string,
  ) =>
    createProfileService<P, OrgProfileView<P>>({
      ...deps,
      ...config,
      entity: `${kind}Profile`,
      unique: creditCode,
      access: organisationAccess(roles, orgType, kind),
      present: (org, state) => ({ departId: org.id, departName: org.name, ...state }),
    });
  const buyers = organisationProfiles(
    'buyer',
    { schema: buyerProfileSchema, fields: BUYER_PROFILE_FIELDS, store: repo.buyerProfiles },
    [ROLES.TEMP_BUYER, ROLES.FORMAL_BUYER],
    '01',
  );
  const agents = organisationProfiles<AgentProfile>(
    'agent',
    { schema: agentProfileSchema, fields: AGENT_PROFILE_FIELDS, store: repo.agentProfiles },
    [ROLES.TEMP_AGENT, ROLES.FORMAL_AGENT],
    '02',
  );
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
  /** The platform's audits (spec 2.3: buyerAuditList, agentAuditList, expertAuditList). */
  const review = <P extends Record<string, unknown>>(
    entity: string,
    store: ProfileServiceConfig<P, unknown>['store'],
    reviews: typeof repo.buyerProfileReviews,
    roles: Parameters<typeof createProfileReview>[0]['roles'],
  ) => createProfileReview<P>({ ...deps, entity, store, reviews, roles, promote });
  return {
    buyers: {
      ...buyers,
      review: review('buyerProfile', repo.buyerProfiles, repo.buyerProfileReviews, {
        from: ROLES.TEMP_BUYER,
        to: ROLES.FORMAL_BUYER,
        owner: 'depart',
      }),
    },
    agents: {
      ...agents,
      review: review('agentProfile', repo.agentProfiles, repo.agentProfileReviews, {
        from: ROLES.TEMP_AGENT,
        to: ROLES.FORMAL_AGENT,
        owner: 'depart',
      }),
    },
    experts: {
      ...experts,
      review: review('expertProfile', repo.expertProfiles, repo.expertProfileReviews, {
        from: ROLES.TEMP_EXPERT,
        to: ROLES.FORMAL_EXPERT,
        owner: 'user',
      }),
    },
  };
}

export type PartyProfileServices = ReturnType<typeof createPartyProfileServices>;
