import type { TenderServices } from '../../tender-cycle';
import type { AssistantIntent } from '../intent-registry';

/** Issue 17: the questions' questions to the assistant; filled in by the area. */
export function questionIntents(_tenders: TenderServices): AssistantIntent[] {
  return [];
}
