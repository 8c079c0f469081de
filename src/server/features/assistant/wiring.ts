import type { Clock } from '../../lib/clock';
import type { AuthService } from '../auth/auth-service';
import type { ChatService } from '../chat/chat-service';
import type { MenusService } from '../menus/service';
import type { PlatformCall } from '../monitor/platform-log';
import type { TenderServices } from '../tender-cycle';
import type { ToolsService } from '../tools/service';
import { accountIntents } from './intents/account-intents';
import { calendarIntents } from './intents/calendar-intents';
import { chatIntents } from './intents/chat-intents';
import { openingIntents } from './intents/opening-intents';
import { offerIntents } from './intents/offer-intents';
import { negotiationIntents } from './intents/negotiation-intents';
import { evaluationIntents } from './intents/evaluation-intents';
import { evaluationResultIntents } from './intents/evaluation-result-intents';
import { resultIntents } from './intents/result-intents';
import { clarificationIntents } from './intents/clarification-intents';
import { feeIntents } from './intents/fee-intents';
import { objectionIntents } from './intents/objection-intents';
import { type PlanReads, planIntents } from './intents/plan-intents';
import { questionIntents } from './intents/question-intents';
import { tenderIntents } from './intents/tender-intents';
import { createIntentRegistry } from './intent-registry';
import { createLlmWriter, llmConfigFrom } from './llm-adapter';
import { createAssistantService } from './service';

export interface AssistantWiring {
  clock: Clock;
  menus: MenusService;
  auth: AuthService;
  chat: ChatService;
  tools: ToolsService;
  tenders: TenderServices;
  /** Plans and schemes (issue 15): the plans area's assistant reads and the scheme page. */
  plans: PlanReads;
  env: NodeJS.ProcessEnv;
  recordCall?: (call: PlatformCall) => Promise<void>;
  logger?: () => { warn(obj: unknown, msg: string): void } | undefined;
}

/**
 * The assistant with every business area's intents (chat, account, calendar, tendering). A new area
 * adds its intents here, built from its own service (see README).
 */
export function createAssistant(w: AssistantWiring) {
  const intents = createIntentRegistry();
  intents.register(
    ...calendarIntents(w.tools),
    ...chatIntents(w.chat),
    ...accountIntents(w.auth),
    ...tenderIntents(w.tenders),
    ...planIntents(w.plans),
    ...feeIntents(w.tenders),
    ...questionIntents(w.tenders),
    ...clarificationIntents(w.tenders),
    ...objectionIntents(w.tenders),
    ...openingIntents(w.tenders),
    ...offerIntents(w.tenders),
    ...negotiationIntents(w.tenders),
    ...evaluationIntents(w.tenders),
    ...evaluationResultIntents(w.tenders),
    ...resultIntents(w.tenders),
  );
  const config = llmConfigFrom(w.env);
  return createAssistantService({
    clock: w.clock,
    menus: w.menus,
    intents,
    llm: config ? createLlmWriter(config) : undefined,
    recordCall: w.recordCall,
    warn: (error, message) => w.logger?.()?.warn({ err: error }, message),
  });
}
