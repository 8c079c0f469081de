import type { TenderServices } from '../../tender-cycle';
import type { AssistantIntent } from '../intent-registry';

/** The assistant's questions: negotiation rounds open for me; filled in by the area. */
export function negotiationIntents(_tenders: TenderServices): AssistantIntent[] {
  return [];
}
