import { api } from '@/client/lib/api-client';
import { AUDIT_PATHS, type AuditVerifyInput, type AuditVerifyResult } from '@/shared/contracts/audit';

/**
 * One batch of the administrators' chain check. A read that changes nothing, online only (the check is
 * of the server's log), so no outbox and no idempotency key. Silent: the screen shows the refusal.
 */
export function verifyChainBatch(input: {
  fromSeq?: string | number;
  anchorHash?: string;
  limit?: AuditVerifyInput['limit'];
}): Promise<AuditVerifyResult> {
  return api.post<AuditVerifyResult>(AUDIT_PATHS.verify, input, { silent: true });
}
