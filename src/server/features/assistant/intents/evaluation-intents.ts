import type { TenderServices } from '../../tender-cycle';
import type { AssistantIntent } from '../intent-registry';

/** The assistant's questions: my evaluation tasks and their step, sheets I have not submitted; filled in by the area. */
export function evaluationIntents(_tenders: TenderServices): AssistantIntent[] {
  return [];
}
