/**
 * Clarifications the buyer releases on a project (an amendment that may move the quote end), who may
 * read them, and their receipts: approved signups confirm, the buyer side reminds the missing, a job
 * reminds them a day before the quote end (`receiptJob` of the service; the tender wiring starts it
 * with the project clock).
 */
export { clarificationRoutes } from './routes';
export { createClarificationService } from './service';
export { createReceiptMissingJob } from './receipt-job';
