import { api } from '@/client/lib/api-client';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import type { SignupView } from '@/shared/contracts/tenders';

export interface SignupAuditRequest {
  id: string;
  /** 01 approve, 02 reject (reason required). */
  auditStatus: '01' | '02';
  reason?: string | undefined;
}

/** Silent: the reject dialog puts a refused reason under its field, anything else is toasted there. */
export function auditSignup(input: SignupAuditRequest, options: { silent?: boolean } = {}) {
  return api.post<SignupView>(TENDER_PATHS.signupAudit, input, {
    idempotencyKey: crypto.randomUUID(),
    silent: options.silent ?? false,
  });
}
