import { PARTICIPATION_ROUTES } from '@/shared/contracts/participation-paths';

/** The supplier drive's children (spec 001 section 2.10), in their tab order. */
export const DRIVE_TABS = [
  'procurementEffective',
  'procurementBiddingVessel',
  'procurementTenderfeeVessel',
  'procurementParticpatingNotice',
  'proOfferSupplierContent',
  'offferNonbidding',
] as const;
export type DriveTab = (typeof DRIVE_TABS)[number];

export const driveTabPath = (tab: DriveTab) => `${PARTICIPATION_ROUTES.drive}/${tab}` as const;

/** ?projectId= of the drive and its children. */
export function driveSearch(search: Record<string, unknown>): { projectId?: string } {
  return typeof search.projectId === 'string' && search.projectId ? { projectId: search.projectId } : {};
}
