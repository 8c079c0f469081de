import { TENDER_METHOD } from '@/shared/codes/statuses';
import type { Trx } from '../../db/transact';
import { sendProjectLetters } from '../project-letters';
import { markUnsentSent, projectFacts } from './repository';

/**
 * Sends the project's invitations not sent yet as project letters (kind 'invitation'), inside the
 * caller's transaction: the projects service calls it when it publishes, the invitation service when
 * the buyer invites to a project already published. Answers how many went out.
 */
export async function sendInvitations(
  trx: Trx,
  input: { projectId: string; sentBy: string; now: string },
): Promise<number> {
  const facts = await projectFacts(trx, input.projectId);
  if (!facts || facts.tender_method !== TENDER_METHOD.INVITATION) return 0;
  const departIds = await markUnsentSent(trx, input.projectId, input.now);
  if (departIds.length === 0) return 0;
  return sendProjectLetters(trx, {
    projectId: input.projectId,
    kind: 'invitation',
    to: { departIds },
    subjectKey: 'invitations:letter.subject',
    bodyKey: 'invitations:letter.body',
    vars: {
      projectName: facts.name,
      projectCode: facts.project_code,
      buyerName: facts.buyer_name ?? '',
      signupEndTime: facts.signup_end_time,
    },
    sentBy: input.sentBy,
    now: input.now,
  });
}
