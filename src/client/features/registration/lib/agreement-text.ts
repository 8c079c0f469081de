/** Agreement content is plain text whose paragraphs are separated by blank lines. */
export function agreementParagraphs(content: string): string[] {
  return content
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
