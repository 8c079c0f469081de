import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import '@/client/lib/zod-jitless';
import { config, z } from 'zod';

describe('zod-jitless', () => {
  it('turns off zod compiling parsers with new Function without importing zod itself', () => {
    // The module sets the global object zod reads its settings from; zod must still read that one.
    const zodGlobal = (globalThis as { __zod_globalConfig?: object }).__zod_globalConfig;
    expect(config()).toBe(zodGlobal);
    expect(config().jitless).toBe(true);
    expect(z.object({ name: z.string() }).parse({ name: 'a' })).toEqual({ name: 'a' });
    const source = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../../src/client/lib/zod-jitless.ts'),
      'utf8',
    );
    expect(source).not.toMatch(/from ['"]zod/);
  });
});
