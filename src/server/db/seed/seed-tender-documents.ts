import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { TENDER_DOCUMENT_KIND } from '@/shared/codes/procurement';
import type { Clock } from '../../lib/clock';
import type { Database } from '../database';
import { DEMO_PROJECT_CODES } from './seed-tenders';

const DEMO_DOCUMENT_ID = 'demo-doc-bl-demo-0001';
export const DEMO_DOCUMENT_NAME = 'tender-document-BL-DEMO-0001.pdf';

/** A one-page PDF with one line of text, its cross-reference offsets computed so readers accept it. */
export function minimalPdf(text: string): Buffer {
  const safe = text.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = `BT /F1 18 Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * BL-DEMO-0001's tender document, so the demo's buyer, approved supplier and expert have a file to
 * read. The file is written again when missing (a new DATA_DIR beside an old database).
 */
export async function seedTenderDocuments(database: Database, clock: Clock, dataDir: string): Promise<void> {
  const { db } = database;
  const project = await db
    .selectFrom('tender_projects')
    .select(['id', 'depart_id', 'created_by'])
    .where('project_code', '=', DEMO_PROJECT_CODES.published)
    .executeTakeFirst();
  if (!project) return;
  const data = minimalPdf('BL-DEMO-0001 Port road lighting - tender document');
  const sha256 = createHash('sha256').update(data).digest('hex');
  const storageName = `demo-${sha256.slice(0, 32)}`;
  const dir = path.join(dataDir, 'tender-files');
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, storageName), data, { mode: 0o600, flag: 'wx' }).catch((error) => {
    if ((error as { code?: string }).code !== 'EEXIST') throw error;
  });
  await db
    .insertInto('tender_documents')
    .values({
      id: DEMO_DOCUMENT_ID,
      project_id: project.id,
      org_id: project.depart_id,
      kind: TENDER_DOCUMENT_KIND.TENDER_DOCUMENT,
      file_name: DEMO_DOCUMENT_NAME,
      mime: 'application/pdf',
      size: data.length,
      sha256,
      storage_name: storageName,
      uploaded_by: project.created_by,
      created_at: clock.now().toISOString(),
      removed: 0,
      removed_at: null,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
