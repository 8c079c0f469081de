import type { FastifyInstance } from 'fastify';
import { createClarificationService } from './clarification-service';
import { clarificationRoutes } from './clarification-routes';
import { createCommitteeService } from './committee-service';
import { committeeRoutes } from './committee-routes';
import { createDocumentService } from './document-service';
import { documentRoutes } from './document-routes';
import { createOfferService } from './offer-service';
import { createProjectClock } from './project-clock';
import { offerRoutes } from './offer-routes';
import { createProjectService } from './project-service';
import { projectRoutes } from './project-routes';
import { createSignupService } from './signup-service';
import { signupRoutes } from './signup-routes';
import type { TenderDeps } from './types';

/**
 * The tendering cycle (design note procurement-cycle.md): projects, signups, sealed offers,
 * clarifications, the evaluation committee and the project's documents. Other areas (the assistant) use these services.
 */
export function createTenderServices(base: TenderDeps) {
  const clock = createProjectClock(base);
  const deps: TenderDeps = { ...base, closeDue: clock.sweep };
  const projects = createProjectService(deps);
  const signups = createSignupService(deps);
  const offers = createOfferService(deps);
  const clarifications = createClarificationService(deps);
  const committee = createCommitteeService(deps);
  const documents = createDocumentService(deps);
  /** clock: the quote-end sweep (03 -> 04) and its timer, started and stopped by the app. */
  return { projects, signups, offers, clarifications, committee, documents, clock };
}

export type TenderServices = ReturnType<typeof createTenderServices>;

/** `timeZone`: the business zone, in which zone-less deadlines are read. */
export function tenderRoutes(tenders: TenderServices, timeZone: string) {
  return async (app: FastifyInstance) => {
    await app.register(projectRoutes(tenders.projects, timeZone));
    await app.register(signupRoutes(tenders.signups));
    await app.register(offerRoutes(tenders.offers));
    await app.register(clarificationRoutes(tenders.clarifications));
    await app.register(committeeRoutes(tenders.committee));
    await app.register(documentRoutes(tenders.documents));
  };
}
