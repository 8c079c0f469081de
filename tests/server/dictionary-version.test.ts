import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { openDatabase } from '@/server/db/database';
import { ADMIN_DICTIONARY_PATHS as PATHS } from '@/shared/contracts/admin-config-dictionaries';
import { DICTIONARY_PATHS, DICTIONARY_VERSION_HEADER } from '@/shared/contracts/dictionaries';
import { TOOLS_PATHS } from '@/shared/contracts/tools';
import { bodyOf, post, refusal } from './support/admin-call';
import { authed, signIn } from './support/sign-in';
import {
  createTestApp,
  createTestDatabase,
  TARGETS,
  type TargetName,
  type TestApp,
} from './support/test-app';

const names = { nameZh: '托盘', nameEn: 'Pallet', nameFr: 'Palette' };

describe.each(TARGETS)('dictionary version on %s', (target) => {
  let t: TestApp;
  let admin: string;

  /** The version a client learns from any answer (here the public clock call). */
  const headerVersion = async (app = t.app) => {
    const res = await app.inject({ method: 'GET', url: `/bidprocurement${TOOLS_PATHS.getTime}` });
    const value = res.headers[DICTIONARY_VERSION_HEADER];
    expect(value, 'every API answer carries the version').toMatch(/^\d+$/);
    return Number(value);
  };
  /** Runs a change and returns how far it moved the version. */
  const moved = async (change: () => Promise<unknown>) => {
    const before = await headerVersion();
    await change();
    return (await headerVersion()) - before;
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signIn(t, 'admin01');
  });
  afterAll(async () => t?.close());

  it('sends the version on successful and refused answers, signed in or not', async () => {
    const version = await headerVersion();
    const refused = await t.app.inject({
      method: 'POST',
      url: `/bidprocurement${PATHS.getGroupPage}`,
      payload: { dictType: '00' },
    });
    expect(refused.json().header.ret).toBe('1000');
    expect(refused.headers[DICTIONARY_VERSION_HEADER]).toBe(String(version));
  });

  it('moves forward with every group and type change, and the lists carry the version they were read at', async () => {
    let groupId = '';
    let typeId = '';
    expect(
      await moved(async () => {
        groupId = bodyOf(
          await post(t, admin, PATHS.saveOrUpdateGroup, {
            groupCode: 'packing',
            groupName: 'Packing',
            dictType: '01',
          }),
        ).id;
      }),
    ).toBe(1);
    expect(
      await moved(async () =>
        bodyOf(
          await post(t, admin, PATHS.saveOrUpdateGroup, {
            id: groupId,
            groupCode: 'packing',
            groupName: 'Packing kinds',
            dictType: '01',
          }),
        ),
      ),
    ).toBe(1);
    expect(
      await moved(async () => {
        typeId = bodyOf(
          await post(t, admin, PATHS.saveOrUpdateType, { groupId, typecode: 'PLT', ...names, sort: 1 }),
        ).id;
      }),
    ).toBe(1);

    const lists = await post(t, admin, DICTIONARY_PATHS.initWebTypeGroupNewList, {
      groupCodeList: ['packing'],
      language: 'fr',
    });
    expect(bodyOf(lists)).toMatchObject({
      dictVersion: Number(lists.headers[DICTIONARY_VERSION_HEADER]),
      groups: { packing: [{ typecode: 'PLT', typename: 'Palette' }] },
    });

    expect(
      await moved(async () =>
        bodyOf(
          await post(t, admin, PATHS.saveOrUpdateType, {
            id: typeId,
            groupId,
            typecode: 'PLT',
            ...names,
            nameFr: 'Palette bois',
            sort: 1,
          }),
        ),
      ),
    ).toBe(1);
    expect(
      await moved(async () =>
        bodyOf(await post(t, admin, `${PATHS.deleteType}?id=${typeId}`, { id: typeId })),
      ),
    ).toBe(1);
    await post(t, admin, PATHS.saveOrUpdateType, { groupId, typecode: 'BOX', ...names });
    // Deleting a group with its types leaves no row whose updated_at could tell clients; the version does.
    expect(
      await moved(async () => bodyOf(await post(t, admin, PATHS.deleteGroup, { id: groupId, force: true }))),
    ).toBe(1);
  });

  it('stays put when a change is refused or replayed', async () => {
    const groupId = bodyOf(
      await post(t, admin, PATHS.saveOrUpdateGroup, {
        groupCode: 'crate',
        groupName: 'Crate',
        dictType: '01',
      }),
    ).id;
    await post(t, admin, PATHS.saveOrUpdateType, { groupId, typecode: 'C1', ...names });
    expect(
      await moved(async () =>
        refusal(await post(t, admin, PATHS.saveOrUpdateType, { groupId, typecode: 'C1', ...names }), 409),
      ),
    ).toBe(0);
    const key = { 'Idempotency-Key': 'dict-version-replay-1' };
    const body = { groupId, typecode: 'C2', ...names };
    expect(
      await moved(async () => {
        bodyOf(await post(t, admin, PATHS.saveOrUpdateType, body, key));
        bodyOf(await post(t, admin, PATHS.saveOrUpdateType, body, key));
      }),
    ).toBe(1);
  });
});

/** A second database handle on the same data: what another server process would open. */
async function twoHandles(target: TargetName) {
  if (target === 'postgres') {
    const first = await createTestDatabase(target);
    const second = openDatabase({ databaseUrl: first.url, dataDir: os.tmpdir() });
    return {
      first: first.database,
      second,
      dispose: async () => {
        await second.close();
        await first.dispose();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bidline-dictv-'));
  const first = openDatabase({ dataDir: dir });
  const second = openDatabase({ dataDir: dir });
  return {
    first,
    second,
    dispose: async () => {
      await second.close();
      await first.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe.each(TARGETS)('dictionary version across server processes on %s', (target) => {
  it('is read from the database, so another process sees a change at once', async () => {
    const handles = await twoHandles(target);
    const config = { ...loadConfig({}), seedDemo: true, clientDir: undefined, logLevel: 'silent' };
    const one = await buildApp(config, { logger: false, database: handles.first });
    const two = await buildApp({ ...config, seedDemo: false }, { logger: false, database: handles.second });
    try {
      const read = async (app: typeof one.app) =>
        Number(
          (await app.inject({ method: 'GET', url: `/bidprocurement${TOOLS_PATHS.getTime}` })).headers[
            DICTIONARY_VERSION_HEADER
          ],
        );
      const before = await read(two.app);
      expect(await read(one.app)).toBe(before);
      const admin = await signIn({ ...one, clock: one.clock } as unknown as TestApp, 'admin01');
      bodyOf(
        await one.app.inject({
          method: 'POST',
          url: `/bidprocurement${PATHS.saveOrUpdateGroup}`,
          headers: authed(admin),
          payload: { groupCode: 'elsewhere', groupName: 'Elsewhere', dictType: '01' },
        }),
      );
      expect(await read(two.app)).toBe(before + 1);
    } finally {
      await one.app.close();
      await two.app.close();
      await handles.dispose();
    }
  });
});
