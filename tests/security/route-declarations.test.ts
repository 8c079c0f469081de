import { describe, expect, it } from 'vitest';
import { declaredAccess } from '@/server/plugins/route-access';
import { createTestApp } from '../server/support/test-app';

describe('every route declares who may call it', () => {
  it('refuses to start when a route declares nothing', async () => {
    const t = await createTestApp('sqlite', {
      seed: false,
      extraRoutes: async (api) => {
        api.post('/test/undeclared', async () => ({ ran: true }));
      },
    });
    try {
      await expect(t.app.ready()).rejects.toThrow(/POST \/bidprocurement\/test\/undeclared/);
    } finally {
      await t.close().catch(() => undefined);
    }
  });

  it('reads public, session and narrowed declarations, and treats a contradiction as none', () => {
    expect(declaredAccess({ access: 'public' })).toBe('public');
    expect(declaredAccess({ access: 'session' })).toBe('session');
    expect(declaredAccess({ permission: 'x' })).toBe('session');
    expect(declaredAccess({ roles: ['SYS_ADMIN'] })).toBe('session');
    expect(declaredAccess({ access: 'public', roles: ['SYS_ADMIN'] })).toBeNull();
    expect(declaredAccess({})).toBeNull();
    expect(declaredAccess(undefined)).toBeNull();
  });
});
