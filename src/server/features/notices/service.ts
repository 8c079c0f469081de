import type { Trx } from '../../db/transact';
import type { RequestContext } from '../../lib/request-context';
import type { TenderDeps } from '../tender-common';

export function createNoticeService(_deps: TenderDeps) {
  return {
    /** The results' conclusion (06 -> 07): an award notice per confirmed winner, an advice note per other bidder. */
    async afterConclude(_trx: Trx, _ctx: RequestContext, _projectId: string): Promise<void> {},
  };
}

export type NoticeService = ReturnType<typeof createNoticeService>;
