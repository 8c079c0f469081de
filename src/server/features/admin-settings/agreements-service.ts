import type { z } from 'zod';
import type { Page } from '@/shared/contracts/admin-config-common';
import {
  type AgreementRecord,
  type AgreementText,
  BUILT_IN_AGREEMENTS,
  type getAgreementPageSchema,
  type saveAgreementSchema,
} from '@/shared/contracts/admin-config-settings';
import { randomId } from '@/shared/format/random-id';
import type { Database } from '../../db/database';
import type { AgreementTable } from '../../db/schema-admin-config';
import { transact } from '../../db/transact';
import type { Clock } from '../../lib/clock';
import type { RequestContext } from '../../lib/request-context';
import type { Language } from '../../lib/translate';
import { conflict, contains, invalid, notFound, pageOffset, taken, toPage } from '../admin-config/common';
import type { AuditService } from '../audit/service';

const BUILT_IN = new Set<string>(BUILT_IN_AGREEMENTS);

const toRecord = (r: AgreementTable): AgreementRecord => ({
  id: r.id,
  code: r.code,
  titleZh: r.title_zh,
  titleEn: r.title_en,
  titleFr: r.title_fr,
  contentZh: r.content_zh,
  contentEn: r.content_en,
  contentFr: r.content_fr,
  builtIn: BUILT_IN.has(r.code),
  updatedAt: r.updated_at,
});

/** Agreement texts shown by public forms (REGISTER: the registration form's terms). */
export function createAgreementsService(database: Database, clock: Clock, audit: AuditService) {
  const db = database.db;
  const find = (id: string, executor = db) =>
    executor.selectFrom('agreements').selectAll().where('id', '=', id).executeTakeFirst();

  return {
    /** Public: one agreement in one language (zh when that language's text is empty). */
    async text(code: string, lang: Language): Promise<AgreementText> {
      const row = await db.selectFrom('agreements').selectAll().where('code', '=', code).executeTakeFirst();
      if (!row) throw notFound();
      const title = { zh: row.title_zh, en: row.title_en, fr: row.title_fr }[lang] || row.title_zh;
      const content = { zh: row.content_zh, en: row.content_en, fr: row.content_fr }[lang] || row.content_zh;
      return { code: row.code, language: lang, title, content, updatedAt: row.updated_at };
    },

    async page(query: z.output<typeof getAgreementPageSchema>): Promise<Page<AgreementRecord>> {
      let base = db.selectFrom('agreements');
      if (query.code) base = base.where((eb) => contains(eb, 'code', query.code));
      if (query.title) {
        const text = query.title;
        base = base.where((eb) =>
          eb.or([
            contains(eb, 'title_zh', text),
            contains(eb, 'title_en', text),
            contains(eb, 'title_fr', text),
          ]),
        );
      }
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('code')
          .offset(pageOffset(query.pageNo, query.pageSize))
          .limit(query.pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst(),
      ]);
      return toPage(rows.map(toRecord), count?.n ?? 0, query.pageNo, query.pageSize);
    },

    async detail(id: string): Promise<AgreementRecord> {
      const row = await find(id);
      if (!row) throw notFound();
      return toRecord(row);
    },

    async save(ctx: RequestContext, input: z.output<typeof saveAgreementSchema>): Promise<{ id: string }> {
      return transact(database, clock, ctx, async (trx) => {
        const other = await trx
          .selectFrom('agreements')
          .select('id')
          .where('code', '=', input.code)
          .executeTakeFirst();
        if (other && other.id !== input.id) throw taken('code');
        const before = input.id ? await find(input.id, trx) : undefined;
        if (input.id && !before) throw notFound();
        if (before && BUILT_IN.has(before.code) && before.code !== input.code) {
          throw invalid('builtInAgreementCode', 'code');
        }
        const now = clock.now().toISOString();
        const fields = {
          code: input.code,
          title_zh: input.titleZh,
          title_en: input.titleEn,
          title_fr: input.titleFr,
          content_zh: input.contentZh,
          content_en: input.contentEn,
          content_fr: input.contentFr,
          updated_at: now,
        };
        // Texts can be long: the audit entry keeps their length, not the text.
        const summary = (r: typeof fields) => ({
          ...r,
          content_zh: r.content_zh.length,
          content_en: r.content_en.length,
          content_fr: r.content_fr.length,
        });
        if (before) {
          await trx.updateTable('agreements').set(fields).where('id', '=', before.id).execute();
          await audit.append(
            trx,
            ctx.actor,
            {
              entityType: 'agreement',
              entityId: before.id,
              action: 'update',
              before: summary(before),
              after: summary(fields),
            },
            ctx.requestId,
          );
          return { id: before.id };
        }
        const row = { id: randomId(), ...fields, created_at: now };
        await trx.insertInto('agreements').values(row).execute();
        await audit.append(
          trx,
          ctx.actor,
          { entityType: 'agreement', entityId: row.id, action: 'create', after: summary(fields) },
          ctx.requestId,
        );
        return { id: row.id };
      });
    },

    /** Agreements the platform shows itself (REGISTER) can be edited but not deleted. */
    async remove(ctx: RequestContext, id: string): Promise<{ id: string }> {
      return transact(database, clock, ctx, async (trx) => {
        const before = await find(id, trx);
        if (!before) throw notFound();
        if (BUILT_IN.has(before.code)) throw conflict('builtInAgreement', 'id');
        await trx.deleteFrom('agreements').where('id', '=', id).execute();
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: 'agreement',
            entityId: id,
            action: 'delete',
            before: { code: before.code, title_zh: before.title_zh },
          },
          ctx.requestId,
        );
        return { id };
      });
    },
  };
}

export type AgreementsService = ReturnType<typeof createAgreementsService>;
