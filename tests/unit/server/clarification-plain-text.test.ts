import { describe, expect, it } from 'vitest';
import { plainTextOf } from '@/server/features/clarifications/plain-text';
import { cleanRichHtml } from '@/server/lib/rich-text';
import { releaseDraftSearch } from '@/shared/contracts/clarification-paths';

describe('clarification plain text', () => {
  it('keeps the text of cleaned rich text, a line per block, entities read back', () => {
    const html = cleanRichHtml(
      '<h2>交货</h2><p>A &amp; B <strong>&lt;2&gt;</strong></p><ul><li>one</li><li>two</li></ul><script>x()</script>',
    );
    expect(plainTextOf(html)).toBe('交货\nA & B <2>\none\ntwo');
  });

  it('is empty for markup without text', () => {
    expect(plainTextOf('<p></p><p><br></p>')).toBe('');
  });
});

describe('release draft keys', () => {
  it('reopens a released question’s draft with its questionId, a new one without', () => {
    expect(releaseDraftSearch('clarificationRelease:q123')).toEqual({ questionId: 'q123' });
    expect(releaseDraftSearch('clarificationRelease:new')).toEqual({});
    expect(releaseDraftSearch('clarificationRelease')).toEqual({});
  });
});
