import ExcelJS from 'exceljs';
import type { PlanImportError, PlanLineRowView } from '@/shared/contracts/plan-queries';
import { PLAN_MAX_LINES, type PlanLine, planLineSchema } from '@/shared/contracts/plans';
import { type Language, translate } from '../../lib/translate';

/**
 * Plan lines as xlsx (issue 15, "Spreadsheets"), with exceljs as the catalogue export does: the export
 * of a line query, the import template and the parse of a filled template. Labels are the user's
 * language; money stays text so no digit of 15+2 is rounded by a spreadsheet number.
 */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Content-Disposition with an ASCII fallback and the RFC 5987 form (as the catalogue export). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const f = (lang: Language, key: string) => translate(lang, `plan:fields.${key}`);

/** The import columns, in the template's order; `unitCode` holds the unit's label (or its code). */
export const IMPORT_COLUMNS = [
  { key: 'materialName', label: 'materialName', width: 28 },
  { key: 'specification', label: 'specification', width: 24 },
  { key: 'categoryCode', label: 'categoryCode', width: 14 },
  { key: 'quantity', label: 'quantity', width: 12 },
  { key: 'unitCode', label: 'unitCode', width: 10 },
  { key: 'unitPrice', label: 'unitPriceYuan', width: 16 },
  { key: 'deliveryDate', label: 'deliveryDate', width: 14 },
  { key: 'deliveryPlace', label: 'deliveryPlace', width: 20 },
  { key: 'purpose', label: 'purpose', width: 20 },
  { key: 'budgetSource', label: 'budgetSource', width: 16 },
  { key: 'remark', label: 'remark', width: 20 },
] as const;
const UNIT_COLUMN = 'E';

async function toBuffer(book: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await book.xlsx.writeBuffer());
}

function headerRow(ws: ExcelJS.Worksheet) {
  ws.getRow(1).font = { bold: true };
  ws.views = [{ state: 'frozen', ySplit: 1 }];
}

/** The empty template: the columns in the user's language, a sheet of units and a pick list of them. */
export async function importTemplate(lang: Language, units: ReadonlyMap<string, string>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet(translate(lang, 'plan:sheet.lines'));
  ws.columns = IMPORT_COLUMNS.map((c) => ({ header: f(lang, c.label), key: c.key, width: c.width }));
  ws.getColumn(UNIT_COLUMN).numFmt = '@';
  headerRow(ws);
  const unitSheet = book.addWorksheet(translate(lang, 'plan:sheet.units'));
  unitSheet.columns = [
    { header: f(lang, 'unitCode'), key: 'label', width: 16 },
    { header: translate(lang, 'plan:sheet.code'), key: 'code', width: 12 },
  ];
  headerRow(unitSheet);
  for (const [code, label] of units) unitSheet.addRow({ label, code });
  const last = Math.max(2, units.size + 1);
  const validations = (ws as unknown as { dataValidations: { add(a: string, v: object): void } })
    .dataValidations;
  validations.add(`${UNIT_COLUMN}2:${UNIT_COLUMN}${PLAN_MAX_LINES + 1}`, {
    type: 'list',
    allowBlank: true,
    formulae: [`'${unitSheet.name}'!$A$2:$A$${last}`],
  });
  return toBuffer(book);
}

/** A cell as text: numbers as typed, dates as YYYY-MM-DD, rich text joined. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value).trim();
}

/**
 * The lines of a filled template, or every wrong row (row number as the spreadsheet shows it, column
 * by its label): all or nothing.
 */
export async function parseImport(
  lang: Language,
  data: Buffer,
  units: ReadonlyMap<string, string>,
): Promise<{ lines: PlanLine[]; errors: PlanImportError[] }> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    return { lines: [], errors: [{ row: 0, column: '', message: translate(lang, 'plan:import.notXlsx') }] };
  }
  const ws = book.worksheets[0];
  const byLabel = new Map<string, string>();
  for (const [code, label] of units) {
    byLabel.set(label.toLowerCase(), code);
    byLabel.set(code.toLowerCase(), code);
  }
  const lines: PlanLine[] = [];
  const errors: PlanImportError[] = [];
  const label = (key: string) => f(lang, IMPORT_COLUMNS.find((c) => c.key === key)?.label ?? key);
  const rowCount = ws?.rowCount ?? 0;
  for (let r = 2; r <= rowCount && ws; r += 1) {
    const row = ws.getRow(r);
    const values = IMPORT_COLUMNS.map((_, i) => cellText(row.getCell(i + 1).value));
    if (values.every((v) => v === '')) continue;
    if (lines.length + errors.length >= PLAN_MAX_LINES) {
      errors.push({ row: r, column: '', message: translate(lang, 'plan:validation.tooManyLines') });
      break;
    }
    const raw: Record<string, string> = {};
    IMPORT_COLUMNS.forEach((c, i) => {
      if (values[i]) raw[c.key] = values[i] as string;
    });
    if (raw.unitCode) {
      const code = byLabel.get(raw.unitCode.toLowerCase());
      if (!code) {
        errors.push({
          row: r,
          column: label('unitCode'),
          message: translate(lang, 'plan:import.unknownUnit'),
        });
        continue;
      }
      raw.unitCode = code;
    }
    const parsed = planLineSchema.safeParse(raw);
    if (parsed.success) lines.push(parsed.data);
    else {
      // The amount check restates a bad quantity or price: named only when nothing else is wrong.
      const issues = parsed.error.issues;
      const own = issues.filter((i) => i.message !== 'plan:validation.lineAmount');
      for (const issue of own.length ? own : issues) {
        errors.push({
          row: r,
          column: label(String(issue.path[0] ?? '')),
          message: translate(lang, issue.message),
        });
      }
    }
  }
  if (errors.length === 0 && lines.length === 0)
    errors.push({ row: 2, column: '', message: translate(lang, 'plan:validation.linesRequired') });
  return errors.length ? { lines: [], errors } : { lines, errors: [] };
}

/** A line query's rows, with dictionary labels (status, unit) in the user's language. */
export async function lineExport(
  lang: Language,
  rows: readonly PlanLineRowView[],
  units: ReadonlyMap<string, string>,
  totals: { lineCount: number; amount: string },
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet(translate(lang, 'plan:sheet.lines'));
  const status = (code: string) => translate(lang, `codes:planStatus.${code}`);
  const cols: Array<[string, number, (r: PlanLineRowView) => string]> = [
    ['title', 28, (r) => r.planTitle],
    ['year', 8, (r) => String(r.year)],
    ['depart', 20, (r) => r.departName],
    ['materialName', 28, (r) => r.materialName],
    ['specification', 20, (r) => r.specification ?? ''],
    ['quantity', 12, (r) => r.quantity],
    ['unitCode', 10, (r) => units.get(r.unitCode) ?? r.unitCode],
    ['unitPriceYuan', 16, (r) => r.unitPrice],
    ['amountYuan', 18, (r) => r.amount],
    ['status', 12, (r) => status(r.status)],
    ['deliveryDate', 14, (r) => r.deliveryDate ?? ''],
  ];
  ws.columns = cols.map(([key, width]) => ({ header: f(lang, key), key, width }));
  headerRow(ws);
  for (const r of rows) ws.addRow(Object.fromEntries(cols.map(([key, , value]) => [key, value(r)])));
  const total = ws.addRow({
    title: f(lang, 'total'),
    quantity: String(totals.lineCount),
    amountYuan: totals.amount,
  });
  total.font = { bold: true };
  return toBuffer(book);
}
