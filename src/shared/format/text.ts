const DOTS = '...';

/**
 * Truncates to at most `max` characters, the trailing '...' included: 'abcdefgh' with max 6 gives
 * 'abc...'. Text that fits is returned unchanged; null and undefined give ''. Characters are counted
 * by code point so an emoji is never cut in half. When max leaves no room for text before the dots
 * (max <= 3) the first `max` characters are returned without dots. A negative or NaN max gives ''.
 */
export function ellipsis(text: string | null | undefined, max: number): string {
  if (text === null || text === undefined) return '';
  const limit = Number.isNaN(max) ? 0 : Math.max(0, Math.floor(max));
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  if (limit <= DOTS.length) return chars.slice(0, limit).join('');
  return chars.slice(0, limit - DOTS.length).join('') + DOTS;
}
