import { z } from 'zod';
import { pageQueryShape, searchText } from '@/shared/contracts/page-query';
import { tenderIdField as id } from '@/shared/contracts/tenders';
import { VALIDATION_MESSAGES as M, messageWithParams } from '@/shared/validation/messages';

/**
 * Contracts of invitations (issue 16): a project of tender method 02 is open only to the supplier
 * organisations its buyer side invites from the supplier library. Invitations are sent as project
 * letters when the project is published (at once if it already is); the supplier's first opening
 * records the read time, which the buyer side sees.
 */
export const INVITATION_MAX_BATCH = 100;

export const invitationProjectSchema = z.object({ projectId: id });
export type InvitationProjectQuery = z.output<typeof invitationProjectSchema>;

export const invitationCandidatesSchema = z.object({
  ...pageQueryShape,
  projectId: id,
  keyword: searchText(100),
});
export type InvitationCandidatesQuery = z.output<typeof invitationCandidatesSchema>;

export const invitationInviteSchema = z.object({
  projectId: id,
  departIds: z
    .array(id, { error: M.select })
    .min(1, { error: M.select })
    .max(INVITATION_MAX_BATCH, { error: messageWithParams(M.maxLength, { max: INVITATION_MAX_BATCH }) })
    .transform((ids) => [...new Set(ids)]),
});
export type InvitationInviteInput = z.output<typeof invitationInviteSchema>;

export const invitationRemoveSchema = z.object({ projectId: id, departId: id });
export type InvitationRemoveInput = z.output<typeof invitationRemoveSchema>;

export const myInvitationsSchema = z.object({ ...pageQueryShape, unreadOnly: z.boolean().optional() });
export type MyInvitationsQuery = z.output<typeof myInvitationsSchema>;

/** The supplier opens its invitation to a project. */
export const invitationReadSchema = z.object({ projectId: id });

/** One organisation of the supplier library, as the buyer side picks it. */
export interface SupplierCandidateView {
  departId: string;
  name: string;
  code: string;
  /** The supplier profile's audit status ('01' approved), null if never submitted. */
  profileStatus: string | null;
  invited: boolean;
}

/** An invitation as the buyer side sees it: to whom, when sent, when read and by whom. */
export interface InvitationView {
  id: string;
  projectId: string;
  supplierDepartId: string;
  supplierName: string;
  supplierCode: string;
  invitedByName: string;
  invitedAt: string;
  /** Null until the project is published (then the letter goes out). */
  sentAt: string | null;
  readAt: string | null;
  readByName: string | null;
}

/** My organisation's invitation to a project (supplier side). */
export interface MyInvitationView {
  id: string;
  projectId: string;
  projectCode: string;
  projectName: string;
  buyerName: string;
  tenderMethod: string;
  projectStatus: string;
  signupEndTime: string;
  quoteEndTime: string;
  sentAt: string;
  readAt: string | null;
}
