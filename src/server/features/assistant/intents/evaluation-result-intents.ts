import type { TenderServices } from '../../tender-cycle';
import type { AssistantIntent } from '../intent-registry';

/** The assistant's questions: reports waiting for my signature; filled in by the area. */
export function evaluationResultIntents(_tenders: TenderServices): AssistantIntent[] {
  return [];
}
