import type { TenderServices } from '../../tender-cycle';
import type { AssistantIntent } from '../intent-registry';

/** The assistant's questions: my offers and receipts; filled in by the area. */
export function offerIntents(_tenders: TenderServices): AssistantIntent[] {
  return [];
}
