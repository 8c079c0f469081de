import type { Actor } from '../../lib/request-context';
import { type OrgActor, ownProject, requireBuyerSide, requireFormalSupplier } from '../tender-common';

/**
 * Who may do what with projects (rules in tender-common): the buyer side runs its own organisation's
 * projects, formal suppliers see open tenders; another organisation's project answers as missing.
 * The project screens name the project `id`.
 */
export const projectBuyer = (actor: Actor): OrgActor => requireBuyerSide(actor);
export const openTenderReader = (actor: Actor): OrgActor => requireFormalSupplier(actor);
export const ownProjectView = <T extends { departId: string }>(actor: Actor, project: T | undefined): T =>
  ownProject(actor, project, { field: 'id' });
