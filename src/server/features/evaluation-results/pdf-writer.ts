import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

/**
 * A small text-flow writer over pdf-lib: A4 pages, wrapped lines (CJK text wraps at any character, Latin
 * at spaces when it can), and the report's subset Noto Sans SC embedded with subset: true so the PDF
 * carries only the glyphs it uses (a few KB, not the 1 MB font).
 */
const FONT_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fonts', 'noto-sans-sc-subset.ttf');
let fontBytes: Promise<Buffer> | undefined;
const loadFont = () => {
  fontBytes ??= readFile(FONT_FILE);
  return fontBytes;
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;

export interface PdfWriter {
  heading(text: string): void;
  line(text: string, options?: { size?: number; indent?: number; muted?: boolean }): void;
  gap(points?: number): void;
  save(): Promise<Uint8Array>;
}

export async function createPdfWriter(meta: {
  title: string;
  subject: string;
  at: Date;
}): Promise<PdfWriter> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font: PDFFont = await doc.embedFont(await loadFont(), { subset: true });
  doc.setTitle(meta.title);
  doc.setSubject(meta.subject);
  // The server clock's time, so the same summary yields the same bytes (and hash) in tests.
  doc.setCreationDate(meta.at);
  doc.setModificationDate(meta.at);
  doc.setProducer('Bidline');
  doc.setCreator('Bidline evaluation results');
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;

  function ensure(height: number) {
    if (y - height < MARGIN) {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN;
    }
  }

  function wrap(text: string, size: number, width: number): string[] {
    const lines: string[] = [];
    let current = '';
    for (const ch of Array.from(text.replace(/\s+/g, ' '))) {
      const next = current + ch;
      if (font.widthOfTextAtSize(next, size) <= width || current === '') {
        current = next;
        continue;
      }
      // Break Latin words at the last space when there is one on the line.
      const space = current.lastIndexOf(' ');
      if (ch !== ' ' && /[A-Za-z0-9]$/.test(current) && space > 0) {
        lines.push(current.slice(0, space));
        current = current.slice(space + 1) + ch;
      } else {
        lines.push(current);
        current = ch === ' ' ? '' : ch;
      }
    }
    if (current !== '') lines.push(current);
    return lines.length > 0 ? lines : [''];
  }

  function write(text: string, size: number, indent: number, color = rgb(0, 0, 0)) {
    const width = A4[0] - MARGIN * 2 - indent;
    for (const part of wrap(text, size, width)) {
      ensure(size * 1.5);
      y -= size * 1.5;
      page.drawText(part, { x: MARGIN + indent, y, size, font, color });
    }
  }

  return {
    heading(text) {
      ensure(40);
      y -= 6;
      write(text, 13, 0, rgb(0.1, 0.2, 0.45));
    },
    line(text, options = {}) {
      write(
        text,
        options.size ?? 10,
        options.indent ?? 0,
        options.muted ? rgb(0.35, 0.35, 0.35) : rgb(0, 0, 0),
      );
    },
    gap(points = 6) {
      y -= points;
    },
    save: () => doc.save({ useObjectStreams: true }),
  };
}
