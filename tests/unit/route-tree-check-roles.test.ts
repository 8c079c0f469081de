import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';

// The route-tree e2e checks are split by role over several files: a demo account none of them names
// would have its screens go unchecked.
it('every demo account is in one of the route-tree e2e files', () => {
  const dir = path.resolve(import.meta.dirname, '../e2e');
  const text = fs
    .readdirSync(dir)
    .filter((f) => f.startsWith('route-tree-') && f.endsWith('.test.ts'))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
  for (const account of DEMO_ACCOUNTS) expect(text).toContain(`'${account.loginName}'`);
});
