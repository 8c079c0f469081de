import { z } from 'zod';
import { type PageResult, pageQueryShape, searchText } from '@/shared/contracts/page-query';
import { tenderIdField as id } from '@/shared/contracts/tenders';
import type { ParticipationList } from './participation-paths';

/**
 * Contracts of the supplier's participation lists and drive (issue 16; spec 001 sections 2.9-2.10).
 * currentProject: published, signup open (method 02 only when invited); proceedProject: my organisation
 * signed up and the project still runs; finishProject: my organisation took part and the project is past
 * its quote end or closed. The competitive* screens are the same lists for tender method 13.
 */
export const participationPageSchema = z.object({ ...pageQueryShape, keyword: searchText(100) });
export type ParticipationPageQuery = z.output<typeof participationPageSchema>;

export const driveSchema = z.object({ projectId: id });

export interface ParticipationRow {
  id: string;
  projectCode: string;
  name: string;
  tenderMethod: string;
  budget: string;
  departName: string;
  status: string;
  signupEndTime: string;
  quoteEndTime: string;
  publishedAt: string | null;
  /** My organisation is invited (invitation-only projects). */
  invited: boolean;
  mySignupStatus: string | null;
  myOfferStatus: string | null;
}

/** One list's page and the count of each of the three lists (the screen's tabs). */
export interface ParticipationPage extends PageResult<ParticipationRow> {
  counts: Record<ParticipationList, number>;
}

/** The supplier drive: one project as my organisation sees it (never another supplier's rows). */
export interface SupplierDriveView {
  project: {
    id: string;
    projectCode: string;
    name: string;
    tenderMethod: string;
    budget: string;
    description: string | null;
    departName: string;
    status: string;
    signupEndTime: string;
    quoteEndTime: string;
    publishedAt: string | null;
    openedAt: string | null;
    cancelReason: string | null;
  };
  /** Method 02: only invited organisations may sign up. */
  invitationOnly: boolean;
  invitation: { id: string; sentAt: string | null; readAt: string | null } | null;
  signup: {
    id: string;
    auditStatus: string;
    rejectReason: string | null;
    contactName: string;
    contactPhone: string;
    contactEmail: string | null;
    receivedAt: string;
  } | null;
  offer: { status: string; receivedAt: string } | null;
  /** By the server clock when answered. */
  canSignup: boolean;
  canOffer: boolean;
  serverNow: string;
}
