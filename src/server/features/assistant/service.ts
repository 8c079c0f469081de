import { AI_TAG, CHAT_TYPE, MESSAGE_TYPE } from '@/shared/codes/constants';
import {
  ASSISTANT_CHAT_ID,
  ASSISTANT_USER_ID,
  type AssistantReply,
  type AssistantSource,
} from '@/shared/contracts/assistant';
import type { MenuEntry } from '@/shared/contracts/menus';
import { randomId } from '@/shared/format/random-id';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { RequestContext } from '../../lib/request-context';
import { translate } from '../../lib/translate';
import type { MenusService } from '../menus/service';
import type { PlatformCall } from '../monitor/platform-log';
import { type HelpHit, helpIndexOf } from './help-corpus';
import type { IntentRegistry } from './intent-registry';
import type { LlmWriter } from './llm-adapter';

export interface AssistantDeps {
  clock: Clock;
  menus: MenusService;
  intents: IntentRegistry;
  llm?: LlmWriter;
  recordCall?: (call: PlatformCall) => Promise<void>;
  warn?: (error: unknown, message: string) => void;
}

interface Draft {
  text: string;
  sources: AssistantSource[];
  context: string[];
  found: boolean;
  intent: string | null;
}

function routesOf(entries: readonly MenuEntry[], into = new Set<string>()): Set<string> {
  for (const entry of entries) {
    if (entry.path) into.add(entry.path);
    if (entry.newPath) into.add(entry.newPath);
    routesOf(entry.children, into);
  }
  return into;
}

const MAX_HELP_SOURCES = 3;

/**
 * The tender assistant (aiTag '00'): an intent of some business area answers questions about the
 * asker's own data; otherwise the help corpus answers how-to questions; otherwise the reply says that
 * nothing was found. The optional language model only rewrites that grounded draft.
 */
export function createAssistantService(deps: AssistantDeps) {
  const { clock, menus, intents } = deps;

  /** Articles for one role only, or about a screen the asker's menus lack, are left out. */
  async function visibleHits(ctx: RequestContext, hits: HelpHit[], routes: () => Promise<Set<string>>) {
    const shown: HelpHit[] = [];
    for (const hit of hits) {
      const { roles, menu, route } = hit.article;
      if (roles && !roles.includes(ctx.actor.roleCode ?? '')) continue;
      if (menu && !(await routes()).has(route)) continue;
      shown.push(hit);
    }
    return shown;
  }

  function helpDraft(ctx: RequestContext, hits: HelpHit[]): Draft {
    const t = (key: string, vars?: Record<string, string>) => translate(ctx.lang, `assistant:${key}`, vars);
    const [top, ...rest] = hits.slice(0, MAX_HELP_SOURCES);
    if (!top) {
      return { text: t('notFound'), sources: [], context: [], found: false, intent: null };
    }
    const steps = top.article.steps.map((step, i) => `${i + 1}. ${step}`);
    const also = rest.length ? [t('seeAlso', { titles: rest.map((h) => h.article.title).join(' · ') })] : [];
    return {
      text: [top.article.title, ...steps, ...also].join('\n'),
      sources: [top, ...rest].map(({ article }) => ({
        kind: 'help' as const,
        id: article.id,
        title: article.title,
        route: article.route,
      })),
      context: [top, ...rest].map(({ article }) => `${article.title}\n${article.steps.join('\n')}`),
      found: true,
      intent: 'help',
    };
  }

  async function rewrite(ctx: RequestContext, question: string, draft: Draft): Promise<string | undefined> {
    if (!deps.llm || !draft.found) return undefined;
    const started = Date.now();
    try {
      const text = await deps.llm.write({ lang: ctx.lang, question, context: draft.context });
      void deps.recordCall?.({
        platform: 'assistant-llm',
        endpoint: deps.llm.endpoint,
        success: true,
        durationMs: Date.now() - started,
      });
      return text;
    } catch (error) {
      deps.warn?.(error, 'assistant language model failed; the built-in answer is used');
      void deps.recordCall?.({
        platform: 'assistant-llm',
        endpoint: deps.llm.endpoint,
        success: false,
        durationMs: Date.now() - started,
        error,
      });
      return undefined;
    }
  }

  return {
    intents,

    async ask(ctx: RequestContext, code: string, question: string): Promise<AssistantReply> {
      if (code !== AI_TAG) throw new AppError('NOT_FOUND');
      if (!ctx.actor.userId) throw new AppError('SESSION_INVALID');
      let routes: Promise<Set<string>> | undefined;
      const visibleRoutes = () => {
        routes ??= menus.functionListByRole(ctx.actor, ctx.lang).then((tree) => routesOf(tree));
        return routes;
      };
      const now = clock.now();
      const byIntent = await intents.answer({
        actor: ctx.actor,
        lang: ctx.lang,
        now,
        question,
        visibleRoutes,
      });
      const draft: Draft = byIntent
        ? {
            text: byIntent.answer.text,
            sources: byIntent.answer.sources,
            context: byIntent.answer.facts,
            found: true,
            intent: byIntent.id,
          }
        : helpDraft(ctx, await visibleHits(ctx, helpIndexOf(ctx.lang).search(question), visibleRoutes));
      const written = await rewrite(ctx, question, draft);
      return {
        id: randomId(),
        chatId: ASSISTANT_CHAT_ID,
        type: CHAT_TYPE.AI,
        chatType: CHAT_TYPE.AI,
        fromId: ASSISTANT_USER_ID,
        toId: ctx.actor.userId,
        messageType: MESSAGE_TYPE.TEXT,
        content: written ?? draft.text,
        extend: null,
        aiTag: AI_TAG,
        timestamp: now.getTime(),
        createdAt: now.toISOString(),
        mine: false,
        sources: draft.sources,
        found: draft.found,
        engine: written ? 'llm' : 'builtin',
        intent: draft.intent,
        question,
      };
    },
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
