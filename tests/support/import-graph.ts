import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

const SOURCE_EXT = /\.(ts|tsx)$/;
const RESOLVE_EXT = ['.ts', '.tsx', '.d.ts', '/index.ts', '/index.tsx'];

/** One import of one file: the specifier as written and, for project files, the repo-relative target. */
export interface ImportEdge {
  /** Repo-relative path of the importing file, with forward slashes. */
  from: string;
  specifier: string;
  /** Repo-relative path of the imported project file; undefined for packages. */
  target: string | undefined;
}

function walk(dir: string, out: string[]): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (SOURCE_EXT.test(entry.name)) out.push(full);
  }
}

function toRepoPath(absolute: string): string {
  return path.relative(repoRoot, absolute).split(path.sep).join('/');
}

/** Resolves '@/…' and relative specifiers to a repo-relative file path (extension completed when found). */
export function resolveSpecifier(fromAbsolute: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(repoRoot, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromAbsolute), specifier);
  else return undefined;
  const candidates = [base, ...RESOLVE_EXT.map((ext) => base + ext)];
  // Vite-style '?raw' / '?url' suffixes name the same file.
  const found = candidates.find((candidate) => fs.existsSync(candidate.replace(/\?.*$/, '')));
  return toRepoPath((found ?? base).replace(/\?.*$/, ''));
}

/** The source without its comments, strings kept (an import path is a string). */
export function stripComments(source: string): string {
  let out = '';
  let i = 0;
  while (i < source.length) {
    const ch = source[i] as string;
    const next = source[i + 1];
    if (ch === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') i++;
    } else if (ch === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end === -1 ? source.length : end + 2;
    } else if (ch === "'" || ch === '"' || ch === '`') {
      let j = i + 1;
      while (j < source.length && source[j] !== ch) j += source[j] === '\\' ? 2 : 1;
      out += source.slice(i, j + 1);
      i = j + 1;
    } else {
      out += ch;
      i++;
    }
  }
  return out;
}

// TypeScript 7 ships no JavaScript API, so imports are read with patterns over the comment-free source:
// `import … from '…'`, `export … from '…'`, `import '…'`, `import('…')` and `require('…')`.
const IMPORT_PATTERNS = [
  /\b(?:import|export)\s+(?:type\s+)?[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** The module specifiers a source file imports, in order of appearance per pattern. */
export function importSpecifiers(source: string): string[] {
  const code = stripComments(source);
  const found: string[] = [];
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of code.matchAll(pattern)) if (match[1]) found.push(match[1]);
  }
  return found;
}

/** Every static, dynamic and type import (and re-export) of every .ts/.tsx file under the given folders. */
export function collectImports(folders: readonly string[]): ImportEdge[] {
  const files: string[] = [];
  for (const folder of folders) walk(path.join(repoRoot, folder), files);
  const edges: ImportEdge[] = [];
  for (const file of files) {
    for (const specifier of importSpecifiers(fs.readFileSync(file, 'utf8'))) {
      edges.push({ from: toRepoPath(file), specifier, target: resolveSpecifier(file, specifier) });
    }
  }
  return edges;
}

/** The top-level area of a repo-relative path: shared, client, server or sw (undefined elsewhere). */
export function areaOf(repoPath: string): 'shared' | 'client' | 'server' | 'sw' | undefined {
  const match = /^(?:src\/(shared|client|server)|(sw))\//.exec(repoPath);
  return (match?.[1] ?? match?.[2]) as 'shared' | 'client' | 'server' | 'sw' | undefined;
}

/** The feature folder a path lies in, for 'src/client/features/<x>/…' or 'src/server/features/<x>/…'. */
export function featureOf(repoPath: string, side: 'client' | 'server'): string | undefined {
  return new RegExp(`^src/${side}/features/([^/]+)/`).exec(repoPath)?.[1];
}
