// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHelpIndex, type HelpArticle, loadArticles } from '@/server/features/assistant/help-corpus';
import { createIntentRegistry } from '@/server/features/assistant/intent-registry';
import { queryTokens, tokenize } from '@/server/features/assistant/tokenize';

describe('assistant tokenizer', () => {
  it('splits Chinese into character bigrams and drops question-word bigrams', () => {
    expect(tokenize('切换语言')).toEqual(['切换', '换语', '语言']);
    expect(tokenize('如何切换')).toEqual(['何切', '切换']);
    expect(tokenize('我')).toEqual(['我']);
  });

  it('lower-cases Latin words, strips accents and question words', () => {
    expect(tokenize('How do I change the Language?')).toEqual(['change', 'language']);
    expect(tokenize('Mot de passe oublié')).toEqual(['mot', 'passe', 'oublie']);
  });

  it('handles mixed scripts and full-width letters, and de-duplicates query tokens', () => {
    expect(tokenize('SMS验证码')).toEqual(['sms', '验证', '证码']);
    expect(tokenize('ＳＭＳ')).toEqual(['sms']);
    expect(queryTokens('password password 密码密码')).toEqual(['password', '密码', '码密']);
  });
});

const article = (id: string, title: string, keywords: string, steps: string[]): HelpArticle => ({
  id,
  title,
  route: `/${id}`,
  keywords,
  steps,
});

describe('help retrieval', () => {
  const index = createHelpIndex([
    article('password', 'Retrieve a forgotten password', 'reset', [
      'Ask for the SMS code and set a new password.',
    ]),
    article('language', 'Change the language', 'locale', ['Use the language switch in the top bar.']),
    article('sync', 'Sync centre', 'offline queue', ['Waiting and rejected changes.']),
    article('lang-zh', '切换语言', '中文 英文', ['点击顶栏的语言切换。']),
  ]);
  const ids = (question: string) => index.search(question).map((h) => h.article.id);

  it('ranks the article whose title and words match first', () => {
    expect(ids('How do I reset my password?')[0]).toBe('password');
    expect(ids('change language')[0]).toBe('language');
    expect(ids('如何切换语言')[0]).toBe('lang-zh');
  });

  it('matches word prefixes and small typos in Latin words only', () => {
    expect(ids('forgot passw')).toEqual(['password']);
    expect(ids('languge switch')[0]).toBe('language');
    expect(ids('切')).toEqual([]);
  });

  it('needs two matching words for a longer question and finds nothing in noise', () => {
    expect(ids('offline')).toEqual(['sync']);
    expect(ids('what is the capital of the top country')).toEqual([]);
    expect(ids('how do I')).toEqual([]);
  });
});

describe('help corpus files', () => {
  const corpora = { zh: loadArticles('zh'), en: loadArticles('en'), fr: loadArticles('fr') };

  it('holds the same articles, routes and audiences in zh, en and fr', () => {
    const shape = (articles: HelpArticle[]) =>
      articles.map((a) => [a.id, a.route, a.menu ?? false, a.roles ?? []]);
    expect(shape(corpora.zh)).toEqual(shape(corpora.en));
    expect(shape(corpora.fr)).toEqual(shape(corpora.en));
    for (const articles of Object.values(corpora))
      for (const a of articles) {
        expect(a.title.trim(), a.id).not.toBe('');
        expect(a.steps.length, a.id).toBeGreaterThan(0);
      }
  });

  it('links every article to a screen that exists in the client routes', () => {
    const routesDir = path.resolve(__dirname, '../../../src/client/routes');
    const exists = (route: string) =>
      ['', '_app', '_chat'].some((layout) =>
        [`${route}.tsx`, `${route}/index.tsx`].some((file) =>
          fs.existsSync(path.join(routesDir, layout, file)),
        ),
      );
    for (const a of corpora.en) expect(exists(a.route), a.route).toBe(true);
  });

  it.each([
    ['en', 'I forgot my password', 'retrieve-password'],
    ['en', 'can I use the app without internet', 'offline'],
    ['en', 'where are my drafts', 'drafts'],
    ['zh', '草稿在哪里', 'drafts'],
    ['zh', '怎么建群', 'chat-groups'],
    ['zh', '没有网络能用吗', 'offline'],
    ['zh', '怎么注册供应商账号', 'register'],
    ['fr', "j'ai oublié mon mot de passe", 'retrieve-password'],
    ['fr', 'où sont mes brouillons', 'drafts'],
    ['fr', 'passer en mode sombre', 'theme'],
  ] as const)('answers the everyday %s question "%s" with %s, alone or first', (lang, question, id) => {
    const hits = createHelpIndex(corpora[lang]).search(question);
    expect(hits[0]?.article.id).toBe(id);
  });

  it.each([
    ['en', 'what is the weather'],
    ['zh', '今天天气怎么样'],
    ['fr', 'quel temps fait-il'],
    ['en', 'tell me a joke'],
  ] as const)('finds nothing for the off-topic %s question "%s"', (lang, question) => {
    expect(createHelpIndex(corpora[lang]).search(question)).toEqual([]);
  });

  it('answers each article by its own title in every language', () => {
    for (const [lang, articles] of Object.entries(corpora)) {
      const index = createHelpIndex(articles);
      for (const a of articles) {
        const hits = index.search(a.title).map((h) => h.article.id);
        expect(hits.slice(0, 3), `${lang}: ${a.title}`).toContain(a.id);
      }
    }
  });
});

describe('intent registry', () => {
  const base = {
    actor: { userId: 'u1', roleCode: null, departId: null },
    lang: 'en' as const,
    now: new Date(0),
    visibleRoutes: async () => new Set<string>(),
  };

  it('runs higher priority first, passes on declined questions and refuses duplicate ids', async () => {
    const registry = createIntentRegistry();
    const answer = (text: string) => async () => ({ text, sources: [], facts: [text] });
    registry.register(
      { id: 'a.general', patterns: [/days?/], answer: answer('general') },
      { id: 'a.decline', priority: 5, patterns: [/days?/], answer: async () => null },
      { id: 'a.dates', priority: 10, patterns: [/\d{4}-\d\d-\d\d.*days/], answer: answer('dates') },
    );
    expect(registry.ids()).toEqual(['a.dates', 'a.decline', 'a.general']);
    expect((await registry.answer({ ...base, question: 'Days 2026-01-01' }))?.id).toBe('a.general');
    expect((await registry.answer({ ...base, question: '2026-01-01 DAYS' }))?.answer.text).toBe('dates');
    expect(await registry.answer({ ...base, question: 'nothing' })).toBeNull();
    expect(() => registry.register({ id: 'a.general', patterns: [], answer: answer('x') })).toThrow(/twice/);
  });
});
