import type { Trx } from '../../db/transact';
import type { TenderDeps } from '../tender-common';

export function createOpenedScreenService(_deps: TenderDeps) {
  return {
    /**
     * Called by the opening (the buyer's or the unattended one) inside its transaction once the offers are
     * opened; the live frames go out after the commit (onCommit).
     */
    async afterOpen(_trx: Trx, _projectId: string): Promise<void> {},
  };
}

export type OpenedScreenService = ReturnType<typeof createOpenedScreenService>;
