import { describe, expect, it } from 'vitest';
import { routeTarget } from '@/client/features/assistant/components/source-links';

// The router's `to` is a path only: a source route carrying `?id=` (plan and scheme intents) must open
// the screen with that search, not a path that contains a question mark.
describe('assistant source routes', () => {
  it('keeps a plain path as it is', () => {
    expect(routeTarget('/syncCentre')).toEqual({ to: '/syncCentre' });
  });

  it('splits the query into the search', () => {
    expect(routeTarget('/procurementProManager/purchasePlan-detail?id=a%20b&x=1')).toEqual({
      to: '/procurementProManager/purchasePlan-detail',
      search: { id: 'a b', x: '1' },
    });
  });
});
