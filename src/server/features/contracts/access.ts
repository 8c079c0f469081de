import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/request-context';
import {
  isBuyerSide,
  isFormalSupplier,
  type OrgActor,
  requireBuyerSide,
  requireFormalSupplier,
  runsProject,
} from '../tender-common';
import type { ContractRow } from './repository';

/**
 * Who may do what with contracts (rules in tender-common): the buyer side of the organisation running the
 * project (or its entrusted agency) lists and moves them; the winning supplier reads its own and its scan.
 * Anyone else's contract answers exactly like a missing one.
 */
export const contractNotFound = (field = 'id') =>
  new AppError('NOT_FOUND', { messageKey: 'contracts:errors.notFound', field });

export const contractBuyer = (actor: Actor): OrgActor =>
  requireBuyerSide(actor, 'contracts:errors.buyerOnly');
export const contractSupplier = (actor: Actor): OrgActor =>
  requireFormalSupplier(actor, 'contracts:errors.supplierOnly');

const runs = (departId: string, row: ContractRow) =>
  runsProject(departId, { depart_id: row.project_depart_id, agency_org_id: row.project_agency_org_id });

/** The contract, for the buyer side running its project; anyone else's answers as missing. */
export function movableContract(actor: Actor, row: ContractRow | undefined): ContractRow {
  const own = contractBuyer(actor);
  if (!row || !runs(own.departId, row)) throw contractNotFound();
  return row;
}

/** Whether the actor may read the contract and its scan: the project's buyer side or the winner. */
export function mayRead(actor: Actor, row: ContractRow): boolean {
  if (isFormalSupplier(actor)) return row.org_id === actor.departId;
  if (isBuyerSide(actor)) return runs(actor.departId, row);
  return false;
}
