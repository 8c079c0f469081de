import {
  SUBJECT_MATTER_MAX_LINES,
  type SubjectMatterRow,
  type SubjectMatterRowError,
  subjectMatterRowSchema,
} from '@/shared/contracts/subject-matters';

/** The spreadsheet's columns, in the template's order; labels are `subject-matters:fields.<key>`. */
export const IMPORT_COLUMNS = [
  { key: 'materialCode', width: 16 },
  { key: 'materialName', width: 28 },
  { key: 'specification', width: 24 },
  { key: 'quantity', width: 12 },
  { key: 'unitCode', width: 10 },
  { key: 'unitPrice', width: 16 },
  { key: 'deliveryPlace', width: 20 },
  { key: 'deliveryDate', width: 14 },
  { key: 'remark', width: 20 },
] as const;
export type ImportKey = (typeof IMPORT_COLUMNS)[number]['key'];

/** One filled row of the sheet: its number as the sheet shows it and its cells by column key. */
export interface RawRow {
  row: number;
  cells: Partial<Record<ImportKey, string>>;
}

export interface CatalogueMatch {
  id: string;
  name: string;
  spec: string | null;
  unit: string | null;
  categoryCode: string;
}

export interface RowContext {
  /** Unit label (any case) or code -> code. */
  unitOf(text: string): string | undefined;
  /** Approved, enabled catalogue items by code (those the sheet names). */
  materials: ReadonlyMap<string, CatalogueMatch>;
  /** Lines the project holds already: the sheet may add at most the rest. */
  existing: number;
  /** A message key in the user's language. */
  t(key: string): string;
  /** A column's label in the user's language. */
  label(key: string): string;
}

/**
 * Every row checked (all of them, so the user fixes the sheet in one go): the catalogue code, the unit
 * (label or code), then the row contract. Any refused row refuses the whole sheet: the lines come back
 * only when there is no error.
 */
export function checkRows(
  rows: readonly RawRow[],
  ctx: RowContext,
): { lines: Array<SubjectMatterRow & { materialId?: string }>; errors: SubjectMatterRowError[] } {
  const lines: Array<SubjectMatterRow & { materialId?: string }> = [];
  const errors: SubjectMatterRowError[] = [];
  const refuse = (row: number, field: string, key: string) =>
    errors.push({ row, field, column: field ? ctx.label(field) : '', message: ctx.t(key) });
  if (rows.length === 0) refuse(2, '', 'subject-matters:import.empty');
  if (ctx.existing + rows.length > SUBJECT_MATTER_MAX_LINES) {
    refuse(rows[0]?.row ?? 2, '', 'subject-matters:validation.tooMany');
    return { lines: [], errors };
  }
  for (const { row, cells } of rows) {
    const before = errors.length;
    const raw: Record<string, string> = {};
    for (const [key, value] of Object.entries(cells)) if (value) raw[key] = value;
    const code = raw.materialCode;
    delete raw.materialCode;
    let materialId: string | undefined;
    if (code) {
      const item = ctx.materials.get(code);
      if (!item) refuse(row, 'materialCode', 'subject-matters:import.unknownMaterial');
      else {
        materialId = item.id;
        raw.categoryCode = item.categoryCode;
        raw.materialName ??= item.name;
        if (item.spec) raw.specification ??= item.spec;
        if (item.unit) raw.unitCode ??= item.unit;
      }
    }
    if (raw.unitCode) {
      const unit = ctx.unitOf(raw.unitCode);
      if (unit) raw.unitCode = unit;
      else refuse(row, 'unitCode', 'subject-matters:import.unknownUnit');
    }
    const parsed = subjectMatterRowSchema.safeParse(raw);
    if (!parsed.success) {
      // The amount check restates a bad quantity or price: named only when nothing else is wrong.
      const issues = parsed.error.issues;
      const own = issues.filter((i) => i.message !== 'subject-matters:validation.amount');
      for (const issue of own.length ? own : issues) {
        const field = String(issue.path[0] ?? '');
        if (!errors.some((e) => e.row === row && e.field === field)) refuse(row, field, issue.message);
      }
    }
    if (errors.length === before && parsed.success)
      lines.push({ ...parsed.data, ...(materialId ? { materialId } : {}) });
  }
  return errors.length ? { lines: [], errors } : { lines, errors: [] };
}
