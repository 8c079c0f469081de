import type { FastifyInstance } from 'fastify';
import { clarificationRoutes, createClarificationService } from '../clarifications';
import { committeeRoutes, createCommitteeService } from '../committee';
import { createDocumentService, documentRoutes } from '../documents';
import {
  createEvaluationClarificationService,
  evaluationClarificationRoutes,
} from '../evaluation-clarifications';
import { createFeeService, feeRoutes } from '../fees';
import { createInvitationService, invitationRoutes } from '../invitations';
import { createObjectionService, objectionRoutes } from '../objections';
import { createEvaluationService, evaluationRoutes } from '../evaluation';
import { createEvaluationResultService, evaluationResultRoutes } from '../evaluation-results';
import { createNegotiationService, negotiationRoutes } from '../negotiation';
import { createOfferKeys, createOfferService, offerRoutes } from '../offers';
import { createOpenedScreenService, openedScreenRoutes } from '../opened-screen';
import { createOpeningService, openingRoutes } from '../opening';
import { createParticipationService, participationRoutes } from '../participation';
import { createProjectLetterService, projectLetterRoutes } from '../project-letters';
import { createProjectRulesService, projectRulesRoutes } from '../project-rules';
import { createProjectService, projectRoutes } from '../projects';
import { createWorkspaceService, workspaceRoutes } from '../project-workspace';
import { createQuestionService, questionRoutes } from '../questions';
import { createSignupService, signupRoutes } from '../signups';
import { createSubjectMatterService, subjectMatterRoutes } from '../subject-matters';
import { createProjectClock, type ProjectClock, type TenderDeps } from '../tender-common';
import type { AuditService } from '../audit/service';
import { contractRoutes, createContractService } from '../contracts';
import { createDashboardService, dashboardRoutes } from '../dashboard';
import { createNoticeService, noticeRoutes } from '../notices';
import { createOpenDataService, openDataRoutes } from '../open-data';
import { createResultService, resultRoutes } from '../results';

/**
 * The tendering cycle (design note procurement-cycle.md), one sibling folder per business area:
 * projects, signups, sealed offers and their opening, clarifications, the evaluation committee and the
 * project's documents. A new area of the cycle adds its service and routes here. Other areas (the
 * assistant) use these services.
 */
export function createTenderServices(base: TenderDeps) {
  // The open data hears every audited change of the cycle in its transaction (an OCDS release per public one).
  const openData = createOpenDataService(base);
  const tapped: TenderDeps = { ...base, audit: tapAudit(base.audit, openData.onAudit) };
  const clock = createProjectClock(tapped);
  const deps: TenderDeps = { ...tapped, closeDue: clock.sweep };
  // One set of project keys: offers create them, the opening unwraps them.
  const offerKeys = createOfferKeys(deps);
  const projects = createProjectService(deps);
  const signups = createSignupService(deps);
  const offers = createOfferService(deps, offerKeys);
  // The opened screen hears of every opening (the buyer's or the unattended one) in its transaction.
  const openedScreen = createOpenedScreenService(deps);
  const opening = createOpeningService(deps, offerKeys, { afterOpen: openedScreen.afterOpen });
  const negotiation = createNegotiationService(deps, offerKeys);
  const evaluation = createEvaluationService(deps);
  const notices = createNoticeService(deps);
  const contracts = createContractService(deps);
  // The conclusion (06 -> 07) issues the notices, then the contracts, in its transaction.
  const results = createResultService(deps, {
    afterConclude: [notices.afterConclude, contracts.afterConclude],
  });
  // Method 13 projects are ranked on their last negotiation round; the signed report starts publicity.
  const evaluationResults = createEvaluationResultService(deps, {
    lastRoundPrices: negotiation.lastRoundPrices,
    afterPublicity: results.startPublicity,
  });
  const dashboard = createDashboardService(deps);
  const clarifications = createClarificationService(deps);
  const committee = createCommitteeService(deps);
  const documents = createDocumentService(deps);
  const fees = createFeeService(deps);
  const letters = createProjectLetterService(deps);
  const invitations = createInvitationService(deps);
  const participation = createParticipationService(deps);
  const projectRules = createProjectRulesService(deps);
  const subjectMatters = createSubjectMatterService(deps);
  const workspace = createWorkspaceService(deps);
  const questions = createQuestionService(deps);
  const objections = createObjectionService(deps);
  const evaluationClarifications = createEvaluationClarificationService(deps, offerKeys);
  /** clock: the quote-end sweep (03 -> 04) and its timer, started and stopped by the app. */
  return {
    projects,
    projectRules,
    signups,
    offers,
    opening,
    clarifications,
    committee,
    documents,
    fees,
    letters,
    invitations,
    participation,
    subjectMatters,
    workspace,
    questions,
    objections,
    evaluationClarifications,
    openedScreen,
    negotiation,
    evaluation,
    evaluationResults,
    results,
    notices,
    contracts,
    openData,
    dashboard,
    // The clarifications' receipt-missing job, the negotiation's round opening and the unattended
    // openings run on the project clock's timer.
    clock: withJob(
      withJob(withJob(clock, clarifications.receiptJob), negotiation.roundJob),
      opening.unattended,
    ),
  };
}

/** The project clock, whose timer also runs `job` (start and stop both). */
function withJob(clock: ProjectClock, job: Pick<ProjectClock, 'start' | 'stop'>): ProjectClock {
  return {
    sweep: clock.sweep,
    start(intervalMs, onError) {
      clock.start(intervalMs, onError);
      job.start(intervalMs, onError);
    },
    stop() {
      clock.stop();
      job.stop();
    },
  };
}

export type TenderServices = ReturnType<typeof createTenderServices>;

/** `timeZone`: the business zone, in which zone-less deadlines are read. */
export function tenderRoutes(tenders: TenderServices, timeZone: string) {
  return async (app: FastifyInstance) => {
    await app.register(projectRoutes(tenders.projects, timeZone));
    await app.register(signupRoutes(tenders.signups));
    await app.register(offerRoutes(tenders.offers));
    await app.register(openingRoutes(tenders.opening));
    await app.register(clarificationRoutes(tenders.clarifications));
    await app.register(committeeRoutes(tenders.committee));
    await app.register(documentRoutes(tenders.documents));
    await app.register(feeRoutes(tenders.fees));
    await app.register(projectLetterRoutes(tenders.letters));
    await app.register(invitationRoutes(tenders.invitations));
    await app.register(participationRoutes(tenders.participation));
    await app.register(projectRulesRoutes(tenders.projectRules, timeZone));
    await app.register(subjectMatterRoutes(tenders.subjectMatters));
    await app.register(workspaceRoutes(tenders.workspace));
    await app.register(questionRoutes(tenders.questions));
    await app.register(objectionRoutes(tenders.objections));
    await app.register(evaluationClarificationRoutes(tenders.evaluationClarifications, timeZone));
    await app.register(openedScreenRoutes(tenders.openedScreen));
    await app.register(negotiationRoutes(tenders.negotiation, timeZone));
    await app.register(evaluationRoutes(tenders.evaluation));
    await app.register(evaluationResultRoutes(tenders.evaluationResults));
    await app.register(resultRoutes(tenders.results));
    await app.register(noticeRoutes(tenders.notices));
    await app.register(contractRoutes(tenders.contracts));
    await app.register(openDataRoutes(tenders.openData));
    await app.register(dashboardRoutes(tenders.dashboard));
  };
}

/** The audit service, with `tap` called after each entry in the same transaction. */
function tapAudit(
  audit: AuditService,
  tap: (
    trx: Parameters<AuditService['append']>[0],
    entry: Parameters<AuditService['append']>[2],
  ) => Promise<void>,
): AuditService {
  return {
    ...audit,
    async append(trx, actor, entry, requestId) {
      await audit.append(trx, actor, entry, requestId);
      await tap(trx, entry);
    },
  };
}
