import type { TenderServices } from '../../tender-cycle';
import type { AssistantIntent } from '../intent-registry';

/** Issue 17: the clarifications' questions to the assistant; filled in by the area. */
export function clarificationIntents(_tenders: TenderServices): AssistantIntent[] {
  return [];
}
