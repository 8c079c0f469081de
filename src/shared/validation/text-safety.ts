/**
 * Characters no text field accepts, whatever its other rules: they are invisible, or they change how
 * the text around them is displayed, so a name or title could show something other than what it holds
 * (Trojan Source, CVE-2021-42574), or they break logs and exports.
 * - bidirectional embeddings, overrides and isolates U+202A-202E, U+2066-2069 and the marks
 *   U+200E, U+200F, U+061C;
 * - C0 controls other than tab, line feed and carriage return, DEL and the C1 controls U+0080-009F;
 * - the line and paragraph separators U+2028/2029 (line breaks a textarea cannot show);
 * - unpaired UTF-16 surrogates (not text at all; databases refuse or mangle them).
 * Single-line fields (names, titles) also refuse tab, line feed and carriage return.
 */
const UNSAFE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what we refuse
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]|\p{Cs}/u;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;

/** True when s holds a character no text field accepts (see above); tab and line breaks are allowed. */
export function hasUnsafeChars(s: string): boolean {
  return UNSAFE.test(s);
}

/** True when s holds a tab or a line break, which single-line fields (names, titles) refuse. */
export function hasLineBreakOrTab(s: string): boolean {
  return LINE_BREAK_OR_TAB.test(s);
}
