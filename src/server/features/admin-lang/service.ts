import type { z } from 'zod';
import { LANGUAGES } from '@/shared/codes/constants';
import type { Page } from '@/shared/contracts/admin-config-common';
import type {
  addOrUpdateLangSchema,
  getMutiLangListSchema,
  LangEntryRecord,
  LangRecord,
  langEntrySchema,
} from '@/shared/contracts/admin-config-lang';
import { randomId } from '@/shared/format/random-id';
import type { Database } from '../../db/database';
import { transact } from '../../db/transact';
import type { Clock } from '../../lib/clock';
import type { RequestContext } from '../../lib/request-context';
import type { Language } from '../../lib/translate';
import { invalid, notFound, toPage } from '../admin-config/common';
import type { AuditService } from '../audit/service';
import type { MultilangService } from '../multilang/service';
import { knownNamespaces } from '../multilang/namespaces';
import { bundledTexts, clashes } from './bundle';

type Entry = z.output<typeof langEntrySchema>;

const perLanguage = <T>(make: (lang: Language) => T) =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, make(lang)])) as Record<Language, T>;

function knownNamespace(namespace: string): void {
  if (!knownNamespaces().has(namespace)) throw invalid('namespaceUnknown', 'namespace');
}

/**
 * Multilingual management: every key of a namespace with its bundled text (locales/) and the
 * administrators' override (lang_resources) in each language. Overrides win on the clients (initMutiLang)
 * and in server-translated menus; the caches are dropped after every change.
 */
export function createAdminLangService(deps: {
  database: Database;
  clock: Clock;
  audit: AuditService;
  multilang: MultilangService;
}) {
  const { database, clock, audit, multilang } = deps;
  const db = database.db;

  const findOverride = (executor: typeof db, e: Entry) =>
    executor
      .selectFrom('lang_resources')
      .selectAll()
      .where('lang', '=', e.lang)
      .where('namespace', '=', e.namespace)
      .where('key', '=', e.key)
      .executeTakeFirst();

  return {
    namespaces(): string[] {
      return [...knownNamespaces()].sort();
    },

    async list(query: z.output<typeof getMutiLangListSchema>): Promise<Page<LangRecord>> {
      knownNamespace(query.namespace);
      const rows = await db
        .selectFrom('lang_resources')
        .select(['lang', 'key', 'value'])
        .where('namespace', '=', query.namespace)
        .execute();
      const overrides = new Map<string, string>(rows.map((r) => [`${r.lang} ${r.key}`, r.value]));
      const bundles = perLanguage((lang) => bundledTexts(lang, query.namespace));
      const keys = new Set<string>(rows.map((r) => r.key));
      for (const lang of LANGUAGES) for (const key of bundles[lang].keys()) keys.add(key);
      const needle = query.search.toLowerCase();
      const records: LangRecord[] = [];
      for (const key of [...keys].sort()) {
        const bundled = perLanguage((lang) => bundles[lang].get(key) ?? null);
        const own = perLanguage((lang) => overrides.get(`${lang} ${key}`) ?? null);
        const values = perLanguage((lang) => own[lang] ?? bundled[lang] ?? '');
        if (query.overriddenOnly && LANGUAGES.every((lang) => own[lang] === null)) continue;
        const texts = [key, ...LANGUAGES.flatMap((lang) => [values[lang], bundled[lang] ?? ''])];
        if (needle && !texts.some((text) => text.toLowerCase().includes(needle))) continue;
        records.push({ namespace: query.namespace, key, values, bundled, overrides: own });
      }
      const start = (query.pageNo - 1) * query.pageSize;
      return toPage(
        records.slice(start, start + query.pageSize),
        records.length,
        query.pageNo,
        query.pageSize,
      );
    },

    async get(entry: Entry): Promise<LangEntryRecord> {
      knownNamespace(entry.namespace);
      const bundled = bundledTexts(entry.lang, entry.namespace).get(entry.key) ?? null;
      const override = (await findOverride(db, entry))?.value ?? null;
      if (bundled === null && override === null) throw notFound();
      return { ...entry, value: override ?? bundled ?? '', bundled, override };
    },

    async addOrUpdate(
      ctx: RequestContext,
      input: z.output<typeof addOrUpdateLangSchema>,
    ): Promise<{ id: string }> {
      knownNamespace(input.namespace);
      const result = await transact(database, clock, ctx, async (trx) => {
        const others = await trx
          .selectFrom('lang_resources')
          .select('key')
          .where('namespace', '=', input.namespace)
          .execute();
        const existing = [
          ...others.map((r) => r.key),
          ...LANGUAGES.flatMap((lang) => [...bundledTexts(lang, input.namespace).keys()]),
        ];
        if (clashes(input.key, existing)) throw invalid('langKeyClash', 'key');
        const before = await findOverride(trx, input);
        const now = clock.now().toISOString();
        const entityId = `${input.lang}/${input.namespace}:${input.key}`;
        if (before) {
          await trx
            .updateTable('lang_resources')
            .set({ value: input.value, updated_at: now })
            .where('id', '=', before.id)
            .execute();
          await audit.append(
            trx,
            ctx.actor,
            {
              entityType: 'langResource',
              entityId,
              action: 'update',
              before,
              after: { ...before, value: input.value },
            },
            ctx.requestId,
          );
          return { id: before.id };
        }
        const row = { id: randomId(), ...input, updated_at: now };
        await trx.insertInto('lang_resources').values(row).execute();
        await audit.append(
          trx,
          ctx.actor,
          { entityType: 'langResource', entityId, action: 'create', after: row },
          ctx.requestId,
        );
        return { id: row.id };
      });
      multilang.invalidateLangCache();
      return result;
    },

    /** Removes the override; the bundled text shows again. */
    async remove(ctx: RequestContext, entry: Entry): Promise<{ id: string }> {
      const result = await transact(database, clock, ctx, async (trx) => {
        const before = await findOverride(trx, entry);
        if (!before) throw notFound();
        await trx.deleteFrom('lang_resources').where('id', '=', before.id).execute();
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: 'langResource',
            entityId: `${entry.lang}/${entry.namespace}:${entry.key}`,
            action: 'delete',
            before,
          },
          ctx.requestId,
        );
        return { id: before.id };
      });
      multilang.invalidateLangCache();
      return result;
    },
  };
}

export type AdminLangService = ReturnType<typeof createAdminLangService>;
