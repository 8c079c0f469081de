import { describe, expect, it } from 'vitest';
import { prettyText, toIsoInstant, toServerQuery } from '@/client/features/admin-monitor/lib/search-query';
import { systemLogPageSchema } from '@/shared/contracts/admin-monitor';

describe('toServerQuery', () => {
  it('drops empty fields, trims text and keeps numbers', () => {
    expect(
      toServerQuery({ pageNo: 2, pageSize: 10, actor: ' admin01 ', entityType: '', action: '   ' }),
    ).toEqual({
      pageNo: 2,
      pageSize: 10,
      actor: 'admin01',
    });
  });

  it('sends the picker times as instants of the browser zone', () => {
    const local = '2026-03-01T08:30';
    const query = toServerQuery({ startTime: local, endTime: '', other: local });
    expect(query).toEqual({ startTime: new Date(local).toISOString(), other: local });
    // The server takes it as it is meant.
    const parsed = systemLogPageSchema('Asia/Shanghai').parse(query);
    expect(parsed.startTime).toBe(new Date(2026, 2, 1, 8, 30).toISOString());
  });

  it.each(['not a time', '2026-13-45T99:99'])('leaves %s for the server to refuse', (text) => {
    expect(toIsoInstant(text)).toBe(text);
  });
});

describe('prettyText', () => {
  it.each([
    [null, ''],
    ['', ''],
    ['{"cleared":1}', '{\n  "cleared": 1\n}'],
    ['plain words', 'plain words'],
  ])('%j -> %j', (input, expected) => {
    expect(prettyText(input)).toBe(expected);
  });
});
