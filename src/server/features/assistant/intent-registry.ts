import type { AssistantSource } from '@/shared/contracts/assistant';
import type { Actor } from '../../lib/request-context';
import type { Language } from '../../lib/translate';
import { normalise } from './tokenize';

/** What an intent knows about the question: who asks, in which language, and when (server clock). */
export interface IntentContext {
  actor: Actor;
  lang: Language;
  now: Date;
  question: string;
  /** The question lower-cased and without accents, as the patterns see it. */
  normalised: string;
  /** Client routes of the screens the asker's current role has in its menus (to link only those). */
  visibleRoutes(): Promise<Set<string>>;
}

/** An answer made from the asker's own data. */
export interface IntentAnswer {
  /** The reply text in the asker's language. */
  text: string;
  /** The records it read, each with the screen that shows them. */
  sources: AssistantSource[];
  /** The same facts as plain lines, handed to the language model as its context. */
  facts: string[];
}

/**
 * A structured question a business area can answer. Rules every intent keeps:
 * - it reads only through its area's service, and only what ctx.actor may see (its own rows, or what its
 *   role's data scope allows); it never takes a user, organisation or record id from the question;
 * - it answers in ctx.lang and cites every record it used;
 * - it returns null when the question turns out not to be its own (the next intent or the help answers).
 */
export interface AssistantIntent {
  /** 'area.name', e.g. 'chat.unread'. */
  id: string;
  /** Patterns over the normalised question in any of the three languages; the first intent that matches wins. */
  patterns: RegExp[];
  /** Higher runs first: specific questions (with dates) before general ones. */
  priority?: number;
  answer(ctx: IntentContext, match: RegExpMatchArray): Promise<IntentAnswer | null>;
}

export interface IntentRegistry {
  register(...intents: AssistantIntent[]): void;
  ids(): string[];
  /** The first matching intent's answer, or null when none matches or all decline. */
  answer(ctx: Omit<IntentContext, 'normalised'>): Promise<{ id: string; answer: IntentAnswer } | null>;
}

export function createIntentRegistry(): IntentRegistry {
  const intents: AssistantIntent[] = [];
  return {
    register(...added) {
      for (const intent of added) {
        if (intents.some((i) => i.id === intent.id)) throw new Error(`intent ${intent.id} registered twice`);
        intents.push(intent);
      }
      intents.sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
    },
    ids: () => intents.map((i) => i.id),
    async answer(base) {
      const ctx: IntentContext = { ...base, normalised: normalise(base.question) };
      for (const intent of intents) {
        for (const pattern of intent.patterns) {
          const match = ctx.normalised.match(pattern);
          if (!match) continue;
          const answer = await intent.answer(ctx, match);
          if (answer) return { id: intent.id, answer };
          break;
        }
      }
      return null;
    },
  };
}
