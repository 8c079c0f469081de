import { inject } from 'vitest';

/**
 * Runs before each e2e file (setupFiles) and points the file's `inject('baseUrl')` and
 * `inject('dataDir')` at the server of the worker slot it runs in. Vitest numbers the slots of the
 * files running at one time 1..maxWorkers (VITEST_POOL_ID), no two alike, and global-setup.ts starts
 * one server per slot: so two files side by side never share a server.
 *
 * inject() reads the worker's copy of the provided context; Vitest has no per-worker provide, so the
 * two values are written into that copy here, and checked, so a Vitest that keeps it elsewhere fails
 * loudly instead of sending every file to one server.
 */
const servers = inject('e2eServers');
const slot = Number(process.env.VITEST_POOL_ID ?? '1');
const server = servers[(slot - 1) % servers.length];
if (!server) throw new Error(`no e2e server for worker slot ${slot} (${servers.length} started)`);

const workerState = (globalThis as { __vitest_worker__?: { providedContext?: Record<string, unknown> } })
  .__vitest_worker__;
if (!workerState?.providedContext) throw new Error('Vitest keeps the provided context elsewhere now');
Object.assign(workerState.providedContext, server);
if (inject('baseUrl') !== server.baseUrl || inject('dataDir') !== server.dataDir) {
  throw new Error('inject() did not take the per-worker server; see tests/e2e/support/worker-server.ts');
}
