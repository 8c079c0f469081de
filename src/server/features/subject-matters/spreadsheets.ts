import ExcelJS from 'exceljs';
import type { SubjectMatterView } from '@/shared/contracts/subject-matters';
import { type Language, translate } from '../../lib/translate';
import { IMPORT_COLUMNS, type ImportKey, type RawRow } from './rows';

/**
 * Subject matters as xlsx (exceljs, as the plans' sheets): the template, the export and the reading of
 * a filled sheet. Columns are found by their header in any of the three languages, so an export in
 * English imports back for a user who reads Chinese. Money and quantities stay text: no digit is
 * rounded by a spreadsheet number.
 */
const LANGS: readonly Language[] = ['zh', 'en', 'fr'];
const field = (lang: Language, key: string) => translate(lang, `subject-matters:fields.${key}`);

function header(ws: ExcelJS.Worksheet) {
  ws.getRow(1).font = { bold: true };
  ws.views = [{ state: 'frozen', ySplit: 1 }];
}

/** Every cell text, so numbers, quantities and dates stay as typed. */
function textColumns(ws: ExcelJS.Worksheet) {
  ws.columns.forEach((c) => {
    c.numFmt = '@';
  });
}

function unitSheet(book: ExcelJS.Workbook, lang: Language, units: ReadonlyMap<string, string>) {
  const ws = book.addWorksheet(translate(lang, 'subject-matters:sheet.units'));
  ws.columns = [
    { header: field(lang, 'unitCode'), key: 'label', width: 16 },
    { header: translate(lang, 'subject-matters:sheet.code'), key: 'code', width: 12 },
  ];
  header(ws);
  for (const [code, label] of units) ws.addRow({ label, code });
}

async function toBuffer(book: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The empty template in the user's language, with a sheet of the units. */
export async function template(lang: Language, units: ReadonlyMap<string, string>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet(translate(lang, 'subject-matters:sheet.lines'));
  ws.columns = IMPORT_COLUMNS.map((c) => ({ header: field(lang, c.key), key: c.key, width: c.width }));
  textColumns(ws);
  header(ws);
  unitSheet(book, lang, units);
  return toBuffer(book);
}

/** The project's subject matters: line number, the template's columns, the amount and the total. */
export async function exportSheet(
  lang: Language,
  lines: readonly SubjectMatterView[],
  units: ReadonlyMap<string, string>,
  materialCodes: ReadonlyMap<string, string>,
  total: string,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet(translate(lang, 'subject-matters:sheet.lines'));
  ws.columns = [
    { header: field(lang, 'lineNo'), key: 'lineNo', width: 8 },
    ...IMPORT_COLUMNS.map((c) => ({ header: field(lang, c.key), key: c.key, width: c.width })),
    { header: field(lang, 'amount'), key: 'amount', width: 18 },
  ];
  textColumns(ws);
  header(ws);
  for (const l of lines)
    ws.addRow({
      lineNo: String(l.lineNo),
      materialCode: l.materialId ? (materialCodes.get(l.materialId) ?? '') : '',
      materialName: l.materialName,
      specification: l.specification ?? '',
      quantity: l.quantity,
      unitCode: units.get(l.unitCode) ?? l.unitCode,
      unitPrice: l.unitPrice,
      deliveryPlace: l.deliveryPlace ?? '',
      deliveryDate: l.deliveryDate ?? '',
      remark: l.remark ?? '',
      amount: l.amount,
    });
  ws.addRow({});
  const sum = ws.addRow({ lineNo: field(lang, 'total'), amount: total });
  sum.font = { bold: true };
  unitSheet(book, lang, units);
  return toBuffer(book);
}

/** A cell as text: numbers as typed, dates as YYYY-MM-DD, rich text joined, formulas by their result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text).trim();
    return '';
  }
  return String(value).trim();
}

/** Header text (any language, any case) -> column key. */
function headerKeys(): Map<string, ImportKey> {
  const keys = new Map<string, ImportKey>();
  for (const c of IMPORT_COLUMNS) {
    keys.set(c.key.toLowerCase(), c.key);
    for (const lang of LANGS) keys.set(field(lang, c.key).toLowerCase(), c.key);
  }
  return keys;
}

export type SheetRead =
  | { ok: true; rows: RawRow[] }
  | { ok: false; row: number; field: string; messageKey: string; vars?: Record<string, number> };

/**
 * The filled rows of the first sheet, columns by header; a file that is not xlsx, a sheet without the
 * material name or code column, or more than `maxRows` filled rows is refused as a whole. The export's
 * total row fills no import column, so it is skipped like a blank row.
 */
export async function readSheet(data: Buffer, maxRows: number): Promise<SheetRead> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    return { ok: false, row: 0, field: 'fileBase64', messageKey: 'subject-matters:import.notXlsx' };
  }
  const ws = book.worksheets[0];
  if (!ws) return { ok: false, row: 0, field: 'fileBase64', messageKey: 'subject-matters:import.notXlsx' };
  const keys = headerKeys();
  const columns = new Map<number, ImportKey>();
  ws.getRow(1).eachCell((cell, col) => {
    const key = keys.get(cellText(cell.value).toLowerCase());
    if (key) columns.set(col, key);
  });
  const found = new Set(columns.values());
  if (!found.has('materialName') && !found.has('materialCode'))
    return { ok: false, row: 1, field: 'materialName', messageKey: 'subject-matters:import.noHeader' };
  const rows: RawRow[] = [];
  for (let r = 2; r <= ws.rowCount; r += 1) {
    const row = ws.getRow(r);
    const cells: RawRow['cells'] = {};
    for (const [col, key] of columns) {
      const text = cellText(row.getCell(col).value);
      if (text) cells[key] = text;
    }
    if (Object.keys(cells).length === 0) continue;
    rows.push({ row: r, cells });
    if (rows.length > maxRows)
      return {
        ok: false,
        row: r,
        field: 'fileBase64',
        messageKey: 'subject-matters:validation.tooMany',
        vars: { max: maxRows },
      };
  }
  return { ok: true, rows };
}
