import { isBuyerSideRole } from '@/shared/codes/procurement';
import { SCHEME_FUNCTIONS } from '@/shared/contracts/scheme-paths';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/request-context';
import type { PermissionService } from '../permissions/service';
import { orgRootOf } from '../plans';

export type SchemeActor = Actor & { departId: string };
export interface SchemeCaller {
  actor: SchemeActor;
  /** The organisation whose packages and schemes the caller sees. */
  orgId: string;
}

export const schemeError = (code: 'FORBIDDEN' | 'CONFLICT' | 'NOT_FOUND', key: string, field?: string) =>
  new AppError(code, { messageKey: `scheme:errors.${key}`, rule: key, ...(field ? { field } : {}) });
export const schemeNotFound = (field = 'id') => schemeError('NOT_FOUND', 'notFound', field);
export const changedMeanwhile = () => schemeError('CONFLICT', 'changedMeanwhile', 'version');

/**
 * The buyer side of an organisation compiles and reads its own schemes: compiling and moving need the
 * procurementOrg grant, reading the procurementSearch grant or that one. Another organisation's
 * scheme or package answers as missing.
 */
export function createSchemeAccess(db: Kysely<DB>, permissions: PermissionService) {
  const grant = async (actor: Actor, codes: readonly string[]) => {
    for (const code of codes) if (await permissions.has(actor.roleId, code)) return;
    throw schemeError('FORBIDDEN', 'noPermission');
  };
  return {
    async caller(actor: Actor, write: boolean): Promise<SchemeCaller> {
      if (!isBuyerSideRole(actor.roleCode) || !actor.departId) throw schemeError('FORBIDDEN', 'buyerOnly');
      await grant(
        actor,
        write ? [SCHEME_FUNCTIONS.compile] : [SCHEME_FUNCTIONS.compile, SCHEME_FUNCTIONS.search],
      );
      const orgId = await orgRootOf(db, actor.departId);
      if (!orgId) throw schemeError('FORBIDDEN', 'buyerOnly');
      return { actor: actor as SchemeActor, orgId };
    },
  };
}

export type SchemeAccess = ReturnType<typeof createSchemeAccess>;

export function own<T extends { orgId: string }>(c: SchemeCaller, record: T | undefined, field = 'id'): T {
  if (!record || record.orgId !== c.orgId) throw schemeNotFound(field);
  return record;
}
