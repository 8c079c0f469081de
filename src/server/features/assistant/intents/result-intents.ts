import type { TenderServices } from '../../tender-cycle';
import type { AssistantIntent } from '../intent-registry';

/** The assistant's questions: results of my projects, notices I have not read, contracts to sign; filled in by the area. */
export function resultIntents(_tenders: TenderServices): AssistantIntent[] {
  return [];
}
