import type { Trx } from '../../db/transact';
import type { RequestContext } from '../../lib/request-context';
import type { TenderDeps } from '../tender-common';

export function createContractService(_deps: TenderDeps) {
  return {
    /** The results' conclusion (06 -> 07): a contract to sign (00) per confirmed winner. */
    async afterConclude(_trx: Trx, _ctx: RequestContext, _projectId: string): Promise<void> {},
  };
}

export type ContractService = ReturnType<typeof createContractService>;
