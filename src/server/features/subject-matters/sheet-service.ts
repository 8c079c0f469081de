import { MEASURE_UNIT_GROUP } from '@/shared/codes/measure-units';
import { SUBJECT_MATTER_MAX_LINES, type SubjectMatterImportResult } from '@/shared/contracts/subject-matters';
import type { Trx } from '../../db/transact';
import type { Actor, RequestContext } from '../../lib/request-context';
import { type Language, translate } from '../../lib/translate';
import type { createDictionariesService } from '../dictionaries/service';
import type { Db, ProjectRow } from '../tender-common';
import { managedProject } from './access';
import { addLines, totalOf } from './lines';
import * as repo from './repository';
import { type CatalogueMatch, checkRows } from './rows';
import { exportSheet, readSheet, template } from './spreadsheets';

/** What the spreadsheet calls share with the rest of the service (service.ts builds it). */
export interface SheetCore {
  db: Db;
  dictionaries: ReturnType<typeof createDictionariesService>;
  now(): string;
  work<T>(ctx: RequestContext, body: (trx: Trx, amendDays: number) => Promise<T>): Promise<T>;
  changeable(
    trx: Trx,
    ctx: RequestContext,
    projectId: string,
    what: string,
    amendDays: number,
  ): Promise<ProjectRow>;
  record(
    trx: Trx,
    ctx: RequestContext,
    project: ProjectRow,
    action: string,
    before: unknown,
    after: unknown,
  ): Promise<void>;
}

const LANGS: readonly Language[] = ['zh', 'en', 'fr'];

/** Template, export and the all-or-nothing import of subject matters. */
export function createSheetService(core: SheetCore) {
  const units = (lang: Language) => core.dictionaries.labels(lang, MEASURE_UNIT_GROUP);

  /** Unit label in any language (any case) or code -> code. */
  async function unitReader(): Promise<(text: string) => string | undefined> {
    const byText = new Map<string, string>();
    for (const lang of LANGS)
      for (const [code, label] of await units(lang)) {
        byText.set(label.toLowerCase(), code);
        byText.set(code.toLowerCase(), code);
      }
    return (text) => byText.get(text.trim().toLowerCase());
  }

  async function catalogue(trx: Trx, codes: readonly string[]): Promise<Map<string, CatalogueMatch>> {
    const rows = await repo.catalogueByCode(trx, codes);
    return new Map(
      rows.map((r) => [
        r.code,
        { id: r.id, name: r.name, spec: r.spec, unit: r.unit, categoryCode: r.category_code },
      ]),
    );
  }

  return {
    template: async (lang: Language): Promise<Buffer> => template(lang, await units(lang)),

    async exportXlsx(actor: Actor, lang: Language, projectId: string): Promise<Buffer> {
      const project = await managedProject(core.db, actor, projectId);
      const lines = await repo.listLines(core.db, project.id);
      const ids = lines.flatMap((l) => (l.materialId ? [l.materialId] : []));
      const codes = new Map((await repo.materialCodes(core.db, ids)).map((r) => [r.id, r.code]));
      return exportSheet(lang, lines, await units(lang), codes, totalOf(lines));
    },

    /** Every row checked; any refused row refuses the file and nothing is stored. */
    async importXlsx(
      ctx: RequestContext,
      input: { projectId: string; fileBase64: string },
    ): Promise<SubjectMatterImportResult> {
      const t = (key: string, vars?: Record<string, string | number>) => translate(ctx.lang, key, vars);
      const label = (key: string) => t(`subject-matters:fields.${key}`);
      // Read before the unit of work: the dictionary reads go through the pool, not the transaction.
      const unitOf = await unitReader();
      return core.work(ctx, async (trx, days) => {
        const project = await core.changeable(trx, ctx, input.projectId, 'import', days);
        const existing = await repo.countLines(trx, project.id);
        const sheet = await readSheet(
          Buffer.from(input.fileBase64, 'base64'),
          SUBJECT_MATTER_MAX_LINES - existing,
        );
        if (!sheet.ok) {
          const vars = sheet.vars ?? { max: SUBJECT_MATTER_MAX_LINES };
          const column = sheet.field === 'fileBase64' ? '' : label(sheet.field);
          return {
            imported: 0,
            errors: [{ row: sheet.row, field: sheet.field, column, message: t(sheet.messageKey, vars) }],
          };
        }
        const codes = sheet.rows.flatMap((r) => (r.cells.materialCode ? [r.cells.materialCode] : []));
        const checked = checkRows(sheet.rows, {
          unitOf,
          materials: await catalogue(trx, codes),
          existing,
          t: (key) => t(key, { max: SUBJECT_MATTER_MAX_LINES }),
          label,
        });
        if (checked.errors.length) return { imported: 0, errors: checked.errors };
        const ids = await addLines(trx, project.id, checked.lines, ctx.actor.userId, core.now());
        await core.record(trx, ctx, project, 'subjectMatterImport', null, { count: ids.length });
        return { imported: ids.length, errors: [] };
      });
    },
  };
}
