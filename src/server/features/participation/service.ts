import { PURCHASE_STATUS as P } from '@/shared/codes/procurement';
import { AUDIT_STATUS, TENDER_METHOD } from '@/shared/codes/statuses';
import type {
  ParticipationPage,
  ParticipationPageQuery,
  SupplierDriveView,
} from '@/shared/contracts/participation';
import { PARTICIPATION_LISTS, type ParticipationList } from '@/shared/contracts/participation-paths';
import { offsetOf, pageResult } from '../../lib/paging';
import type { Actor } from '../../lib/request-context';
import { projectNotFound, requireFormalSupplier, type TenderDeps } from '../tender-common';
import * as repo from './repository';

/**
 * The supplier's participation lists and its drive on one project (issue 16). Everything is read for
 * the caller's own organisation: another supplier's signup, invitation or offer never shows. Deadlines
 * are judged by the server clock; projects past their quote end are swept first.
 */
export function createParticipationService({ database, clock, closeDue }: TenderDeps) {
  const db = database.db;

  return {
    /** One list's page and every list's count (the screen's tabs); `tenderMethod` '13' on the competitive screens. */
    async page(
      actor: Actor,
      list: ParticipationList,
      query: ParticipationPageQuery,
      tenderMethod?: string,
    ): Promise<ParticipationPage> {
      const supplier = requireFormalSupplier(actor);
      await closeDue?.();
      const base = {
        supplierDepartId: supplier.departId,
        now: clock.now().toISOString(),
        tenderMethod,
        keyword: query.keyword,
      };
      const counts = {} as Record<ParticipationList, number>;
      for (const name of PARTICIPATION_LISTS)
        counts[name] = await repo.countList(db, { ...base, list: name });
      const records = await repo.listPage(
        db,
        { ...base, list },
        { limit: query.pageSize, offset: offsetOf(query) },
      );
      return { ...pageResult(records, counts[list], query), counts };
    },

    /**
     * One published project as my organisation sees it. A method 02 project to which my organisation is
     * neither invited nor signed up answers as missing, like one never published.
     */
    async drive(actor: Actor, projectId: string): Promise<SupplierDriveView> {
      const supplier = requireFormalSupplier(actor);
      await closeDue?.();
      const project = await repo.driveProject(db, projectId);
      if (!project?.published_at) throw projectNotFound('projectId');
      const [invitation, signup, offer] = await Promise.all([
        repo.myInvitation(db, projectId, supplier.departId),
        repo.mySignup(db, projectId, supplier.departId),
        repo.myLatestOffer(db, projectId, supplier.departId),
      ]);
      const invitationOnly = project.tender_method === TENDER_METHOD.INVITATION;
      if (invitationOnly && !invitation?.sent_at && !signup) throw projectNotFound('projectId');
      const now = clock.now().toISOString();
      const published = project.status === P.PUBLISHED;
      const approved = signup?.audit_status === AUDIT_STATUS.APPROVED;
      return {
        project: {
          id: project.id,
          projectCode: project.project_code,
          name: project.name,
          tenderMethod: project.tender_method,
          budget: project.budget,
          description: project.description,
          departName: project.depart_name ?? '',
          status: project.status,
          signupEndTime: project.signup_end_time,
          quoteEndTime: project.quote_end_time,
          publishedAt: project.published_at,
          openedAt: project.opened_at,
          cancelReason: project.cancel_reason,
        },
        invitationOnly,
        invitation: invitation?.sent_at
          ? { id: invitation.id, sentAt: invitation.sent_at, readAt: invitation.read_at }
          : null,
        signup: signup
          ? {
              id: signup.id,
              auditStatus: signup.audit_status,
              rejectReason: signup.reject_reason,
              contactName: signup.contact_name,
              contactPhone: signup.contact_phone,
              contactEmail: signup.contact_email,
              receivedAt: signup.received_at,
            }
          : null,
        offer: offer ? { status: offer.status, receivedAt: offer.received_at } : null,
        canSignup:
          published &&
          project.signup_end_time > now &&
          !approved &&
          (!invitationOnly || !!invitation?.sent_at),
        canOffer: published && project.quote_end_time > now && approved,
        serverNow: now,
      };
    },
  };
}

export type ParticipationService = ReturnType<typeof createParticipationService>;
