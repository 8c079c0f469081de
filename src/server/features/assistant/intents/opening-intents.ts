import type { TenderServices } from '../../tender-cycle';
import type { AssistantIntent } from '../intent-registry';

/** The assistant's questions: my openings today; filled in by the area. */
export function openingIntents(_tenders: TenderServices): AssistantIntent[] {
  return [];
}
