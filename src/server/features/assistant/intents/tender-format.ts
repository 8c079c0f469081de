import type { AssistantSource } from '@/shared/contracts/assistant';
import type { EvaluationTaskView } from '@/shared/contracts/tender-committee';
import type {
  ClarificationView,
  OpenTenderView,
  SignupView,
  TenderProjectView,
} from '@/shared/contracts/tenders';
import type { MyOfferView } from '@/shared/contracts/tender-offers';
import type { PageResult } from '@/shared/contracts/page-query';
import type { Actor } from '../../../lib/request-context';
import { translate } from '../../../lib/translate';
import type { IntentAnswer, IntentContext } from '../intent-registry';

/**
 * The tender services' reads the assistant uses (the names the tendering services keep for it). Each
 * one already limits itself to what the actor may see; the intents never reach a repository.
 */
export interface TenderReads {
  projects: {
    openTenders(actor: Actor, options: { limit: number }): Promise<OpenTenderView[]>;
    page(actor: Actor, query: { pageNo: number; pageSize: number }): Promise<PageResult<TenderProjectView>>;
  };
  signups: {
    mySignups(actor: Actor): Promise<SignupView[]>;
    /** Buyer side: signups of the organisation's own projects. */
    page(
      actor: Actor,
      query: { pageNo: number; pageSize: number; auditStatus?: string },
    ): Promise<PageResult<SignupView>>;
  };
  offers: { myOffers(actor: Actor): Promise<MyOfferView[]> };
  clarifications: { visibleTo(actor: Actor, options: { limit: number }): Promise<ClarificationView[]> };
  committee: { myTasks(actor: Actor): Promise<EvaluationTaskView[]> };
}

/** Questions that ask how to do something go to the help, not to the data. */
export const HOW_TO =
  /\bhow\b|\bcomment\b|如何|怎么|怎样|步骤|什么是|\bwhat (is|are) (a|an)\b|\bwhat does\b.*\bmean|\bqu'?est[- ]ce qu/;

/** Lists in a chat reply stay short; the screen shows the rest. */
export const MAX_LINES = 10;

export type T = (key: string, vars?: Record<string, string | number>) => string;

export function tOf(ctx: IntentContext): T {
  return (key, vars) => translate(ctx.lang, `assistant:${key}`, vars);
}

export function codeLabel(ctx: IntentContext, list: string, code: string): string {
  const key = `codes:${list}.${code}`;
  const label = translate(ctx.lang, key);
  return label === key ? code : label;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'YYYY-MM-DD HH:mm UTC' of an ISO instant (the server's zone, as the server time answer says). */
export function stamp(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 16)} UTC`;
}

/** 'closes in 3 day(s) (2026-12-02 10:00 UTC)' or 'closed on …', judged by the server clock. */
export function deadline(t: T, now: Date, iso: string, verb: 'closes' | 'opens'): string {
  const left = Date.parse(iso) - now.getTime();
  const at = stamp(iso);
  if (!(left > 0)) return t(`tender.${verb}Past`, { at });
  const [unit, size] = left >= DAY ? ['days', DAY] : left >= HOUR ? ['hours', HOUR] : ['minutes', MINUTE];
  const count = Math.max(1, Math.floor(left / (size as number)));
  return t(`tender.${verb}In`, { span: t(`tender.span.${unit}`, { count }), at });
}

/** The screen route when the asker's menus hold it, else null (named, not linked). */
export async function routeIf(ctx: IntentContext, ...routes: string[]): Promise<string | null> {
  const visible = await ctx.visibleRoutes();
  return routes.find((r) => visible.has(r)) ?? null;
}

export function record(id: string, title: string, route: string | null): AssistantSource {
  return { kind: 'record', id, title, route };
}

/** Header line, the first MAX_LINES lines, and 'and N more' when the list is longer. */
export function listAnswer(
  t: T,
  header: string,
  lines: string[],
  sources: AssistantSource[],
  extra: string[] = [],
): IntentAnswer {
  const shown = lines.slice(0, MAX_LINES);
  const more = lines.length > MAX_LINES ? [t('tender.more', { count: lines.length - MAX_LINES })] : [];
  const text = [header, ...shown, ...more, ...extra].join('\n');
  return { text, facts: [text], sources: sources.slice(0, MAX_LINES) };
}

/** An empty list still cites the screen where the asker would find such records. */
export function emptyAnswer(text: string, source: AssistantSource): IntentAnswer {
  return { text, facts: [text], sources: [source] };
}

export const projectTitle = (p: { projectCode: string; projectName: string }) =>
  `${p.projectCode} ${p.projectName}`;

/**
 * A list of the asker's records as a reply: none gives the `none` text citing the screen (`screen`:
 * source id and title) where such records would be; otherwise the header, one line per record and one
 * source per record, each linked to `route`.
 */
export function recordsAnswer<Row>(
  t: T,
  rows: readonly Row[],
  route: string | null,
  parts: {
    none: string;
    screen: [id: string, title: string];
    header: string;
    line(row: Row): string;
    source(row: Row): [id: string, title: string];
  },
): IntentAnswer {
  if (rows.length === 0) return emptyAnswer(parts.none, record(...parts.screen, route));
  return listAnswer(
    t,
    parts.header,
    rows.map(parts.line),
    rows.map((row) => record(...parts.source(row), route)),
  );
}
