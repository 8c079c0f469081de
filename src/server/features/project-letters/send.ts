import type { LetterKind, LetterVars } from '@/shared/contracts/project-letters';
import { randomId } from '@/shared/format/random-id';
import type { Trx } from '../../db/transact';
import { insertLetters, offeredDeparts, signedUpDeparts } from './repository';

export interface SendLettersInput {
  projectId: string;
  kind: LetterKind;
  /** Supplier organisations: every one signed up, every one holding a live offer, or these. */
  to: 'signedUp' | 'offered' | { departIds: string[] };
  /** i18n keys of the sending area's namespace ('namespace:key'). */
  subjectKey: string;
  bodyKey: string;
  vars?: LetterVars;
  /** The acting user id and the server time (ISO-8601). */
  sentBy: string;
  now: string;
}

/**
 * Writes one letter per recipient organisation inside the caller's transaction, so a letter exists
 * exactly when the change it tells of was stored. Answers how many were written.
 */
export async function sendProjectLetters(trx: Trx, input: SendLettersInput): Promise<number> {
  const departs =
    input.to === 'signedUp'
      ? await signedUpDeparts(trx, input.projectId)
      : input.to === 'offered'
        ? await offeredDeparts(trx, input.projectId)
        : input.to.departIds;
  const unique = [...new Set(departs)];
  const vars = JSON.stringify(input.vars ?? {});
  await insertLetters(
    trx,
    unique.map((supplierDepartId) => ({
      id: randomId(),
      project_id: input.projectId,
      supplier_depart_id: supplierDepartId,
      kind: input.kind,
      subject_key: input.subjectKey,
      body_key: input.bodyKey,
      vars_json: vars,
      sent_by: input.sentBy,
      sent_at: input.now,
      read_by: null,
      read_at: null,
    })),
  );
  return unique.length;
}
