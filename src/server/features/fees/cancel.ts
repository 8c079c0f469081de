import type { Trx } from '../../db/transact';
import { sendProjectLetters } from '../project-letters';
import * as repo from './repository';

export interface CancelPurchase {
  projectId: string;
  projectCode: string;
  projectName: string;
  reason: string;
  /** The acting user id and the server time (ISO-8601). */
  sentBy: string;
  now: string;
}

/**
 * Cancel purchase: inside the cancel transition's unit of work, every signed-up supplier organisation
 * gets a project letter naming the reason, and the project's approved bails become due for refund.
 * Answers how many letters were written.
 */
export async function cancelPurchase(trx: Trx, input: CancelPurchase): Promise<number> {
  await repo.markBailsDue(trx, input.projectId);
  return sendProjectLetters(trx, {
    projectId: input.projectId,
    kind: 'cancel',
    to: 'signedUp',
    subjectKey: 'fees:letters.cancel.subject',
    bodyKey: 'fees:letters.cancel.body',
    vars: { projectCode: input.projectCode, projectName: input.projectName, reason: input.reason },
    sentBy: input.sentBy,
    now: input.now,
  });
}
