// The audit trail (issue 20): ChainVerifierPage, the administrators' check of the hash chain
// (/systemMonitor/auditChain, whole or from an entry, in batches with progress, the break shown with its
// entry); TimelinePage, a published project's public audit timeline (/auditTimeline?projectId=, outside
// the signed-in shell); AuditTimelineLink for links from project pages.
export { ChainVerifierPage } from './components/chain-verifier-page';
export { AuditTimelineLink } from './components/timeline-link';
export { TimelinePage } from './components/timeline-page';
