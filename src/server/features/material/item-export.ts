import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import type { MaterialItem, MaterialItemChange } from '@/shared/contracts/admin-material-items';
import { type Language, translate } from '../../lib/translate';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const ZIP_CONTENT_TYPE = 'application/zip';

interface Column<T> {
  key: string;
  width: number;
  value: (row: T) => string | null;
}

async function workbook<T>(lang: Language, sheet: string, columns: Column<T>[], rows: readonly T[]) {
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  const ws = book.addWorksheet(translate(lang, `admin-material:export.${sheet}`));
  ws.columns = columns.map((c) => ({
    header: translate(lang, `admin-material:export.columns.${c.key}`),
    key: c.key,
    width: c.width,
  }));
  ws.getRow(1).font = { bold: true };
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows) {
    ws.addRow(Object.fromEntries(columns.map((c) => [c.key, c.value(row) ?? ''])));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const code = (lang: Language, group: string, value: string) =>
  translate(lang, `admin-material:codes.${group}.${value}`);

/** The catalogue items as a real .xlsx: one header row, then one row per item. */
export function catalogueXlsx(
  lang: Language,
  items: readonly MaterialItem[],
  units: ReadonlyMap<string, string>,
): Promise<Buffer> {
  return workbook<MaterialItem>(
    lang,
    'catalogueSheet',
    [
      { key: 'code', width: 20, value: (r) => r.code },
      { key: 'name', width: 30, value: (r) => r.name },
      { key: 'category', width: 24, value: (r) => r.categoryName },
      { key: 'spec', width: 24, value: (r) => r.spec },
      // A unit no longer in the dictionary still shows its code.
      { key: 'unit', width: 10, value: (r) => (r.unit ? (units.get(r.unit) ?? r.unit) : r.unit) },
      // Text keeps all 15+2 digits, which a spreadsheet number would round.
      { key: 'price', width: 16, value: (r) => r.price },
      { key: 'auditStatus', width: 12, value: (r) => code(lang, 'auditStatus', r.auditStatus) },
      { key: 'status', width: 10, value: (r) => code(lang, 'status', r.status) },
      { key: 'rejectReason', width: 30, value: (r) => r.rejectReason },
      { key: 'updatedAt', width: 24, value: (r) => r.updatedAt },
    ],
    items,
  );
}

const brief = (value: Partial<MaterialItem> | null) => (value ? JSON.stringify(value) : null);

/** Change records as .xlsx, before and after as JSON text. */
export function changesXlsx(lang: Language, changes: readonly MaterialItemChange[]): Promise<Buffer> {
  return workbook<MaterialItemChange>(
    lang,
    'changesSheet',
    [
      { key: 'at', width: 24, value: (r) => r.at },
      { key: 'itemCode', width: 20, value: (r) => r.after?.code ?? r.before?.code ?? r.itemId },
      { key: 'action', width: 12, value: (r) => code(lang, 'action', r.action) },
      { key: 'actor', width: 16, value: (r) => r.actorName ?? r.actorId },
      { key: 'before', width: 50, value: (r) => brief(r.before) },
      { key: 'after', width: 50, value: (r) => brief(r.after) },
    ],
    changes,
  );
}

/** Zip of named files; a repeated name gets a numbered suffix instead of replacing the first. */
export async function zipFiles(files: readonly { name: string; data: Buffer }[]): Promise<Buffer> {
  const zip = new JSZip();
  const used = new Set<string>();
  for (const file of files) {
    let name = file.name;
    for (let n = 2; used.has(name); n += 1) name = file.name.replace(/(\.[^.]*)?$/, (ext) => `-${n}${ext}`);
    used.add(name);
    zip.file(name, file.data);
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** Content-Disposition with an ASCII fallback and the RFC 5987 form. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
