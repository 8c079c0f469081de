// The audit trail: the hash-chained log every area appends to, its verifier and the public project timeline.
export { createAuditService } from './service';
export { createAuditTimeline } from './timeline';
export { auditRoutes } from './routes';
