import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MiniSearch from 'minisearch';
import type { Language } from '../../lib/translate';
import { isHanToken, queryTokens, tokenize } from './tokenize';

/**
 * One how-to article of the help corpus (locales/<lang>/help/assistant-help.json). The corpus sits in a
 * sub-folder so the client's locale loader, which loads every locales/<lang>/*.json, never downloads it.
 */
export interface HelpArticle {
  id: string;
  title: string;
  /** The client route of the screen the article explains. */
  route: string;
  /** Extra words people use for it (synonyms), indexed but not shown. */
  keywords: string;
  steps: string[];
  /** Only for users whose current role's menus include the route (administration screens). */
  menu?: boolean;
  /** Only for users whose current role is one of these. */
  roles?: string[];
}

export interface HelpHit {
  article: HelpArticle;
  score: number;
  /** How many distinct question tokens the article contains. */
  matched: number;
}

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../locales');

export function helpFile(lang: Language): string {
  return path.join(localesDir, lang, 'help', 'assistant-help.json');
}

export function loadArticles(lang: Language): HelpArticle[] {
  const parsed = JSON.parse(fs.readFileSync(helpFile(lang), 'utf8')) as { articles: HelpArticle[] };
  return parsed.articles;
}

export interface HelpIndex {
  articles: readonly HelpArticle[];
  /** Relevant articles, best first (the caller drops those the asker may not see). */
  search(question: string): HelpHit[];
}

/**
 * A one-word question needs its word; longer ones need two of their words, so that a single shared
 * word ("capital" in "capital of Mongolia") does not pass for an answer. Chinese bigrams that occur in
 * no article are left out of the count: most straddle two words ("稿在" in "草稿在哪里") and say nothing.
 */
function needed(tokens: readonly string[], vocabulary: ReadonlySet<string>): number {
  const meaningful = tokens.filter((t) => !isHanToken(t) || vocabulary.has(t)).length;
  return Math.max(1, Math.min(meaningful, 2));
}

/** A hit below this share of the best hit's score is dropped. */
const RELATIVE_FLOOR = 0.25;

export function createHelpIndex(articles: readonly HelpArticle[]): HelpIndex {
  const index = new MiniSearch<HelpArticle & { body: string }>({
    fields: ['title', 'keywords', 'body'],
    storeFields: ['id'],
    tokenize,
    // The tokenizer already normalised; terms stay as they are.
    processTerm: (term) => term,
    searchOptions: {
      tokenize: queryTokens,
      processTerm: (term) => term,
      boost: { title: 3, keywords: 2 },
      // Word prefixes and small typos help Latin words; Chinese bigrams must match exactly.
      prefix: (term) => !isHanToken(term) && term.length > 3,
      fuzzy: (term) => (!isHanToken(term) && term.length > 5 ? 0.2 : false),
    },
  });
  const documents = articles.map((a) => ({ ...a, body: a.steps.join('\n') }));
  index.addAll(documents);
  const vocabulary = new Set(documents.flatMap((d) => tokenize(`${d.title} ${d.keywords} ${d.body}`)));
  const byId = new Map(articles.map((a) => [a.id, a]));

  return {
    articles,
    search(question) {
      const tokens = queryTokens(question);
      if (tokens.length === 0) return [];
      const hits: HelpHit[] = [];
      for (const result of index.search(question)) {
        const article = byId.get(String(result.id));
        if (!article) continue;
        const matched = result.queryTerms.length;
        if (matched < needed(tokens, vocabulary)) continue;
        hits.push({ article, score: result.score, matched });
      }
      hits.sort((a, b) => b.score - a.score);
      // Far weaker hits only share a word with the question; they would clutter the sources.
      const best = hits[0]?.score ?? 0;
      return hits.filter((h) => h.score >= best * RELATIVE_FLOOR);
    },
  };
}

const cache = new Map<Language, HelpIndex>();

/** The help index of a language, built on first use. */
export function helpIndexOf(lang: Language): HelpIndex {
  let index = cache.get(lang);
  if (!index) {
    index = createHelpIndex(loadArticles(lang));
    cache.set(lang, index);
  }
  return index;
}
