// The audit trail: the hash-chained log every area appends to, its verifier and the public project timeline.
export { type AuditEntry, type AuditService, createAuditService, GENESIS_HASH } from './service';
export { type AuditTimelineService, createAuditTimeline } from './timeline';
export { auditRoutes } from './routes';
