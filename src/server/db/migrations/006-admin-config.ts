import type { Kysely } from 'kysely';
import { randomId } from '@/shared/format/random-id';
import type { Dialect } from '../database';
import {
  INITIAL_ICONS,
  INITIAL_REGIONS,
  INITIAL_SYSTEM_CONFIGS,
  REGISTER_AGREEMENT,
} from './006-admin-config-data';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/** Configuration administration: icons, SMS configuration, regions, system configuration, agreements. */
export async function up(db: AnyDb, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('platform_icons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('icon_style', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sms_config')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('gateway_url', 'text')
    .addColumn('gateway_token', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('regions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('parent_id', 'text', (c) => c.references('regions.id'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('regions_parent_idx').on('regions').column('parent_id').execute();

  await db.schema
    .createTable('system_configs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('config_type', 'text', (c) => c.notNull())
    .addColumn('config_key', 'text', (c) => c.notNull())
    .addColumn('config_value', 'text', (c) => c.notNull())
    .addColumn('remark', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('system_configs_key_uq', ['config_type', 'config_key'])
    .execute();

  await db.schema
    .createTable('agreements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('title_zh', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_fr', 'text', (c) => c.notNull())
    .addColumn('content_zh', 'text', (c) => c.notNull())
    .addColumn('content_en', 'text', (c) => c.notNull())
    .addColumn('content_fr', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await seed(db, new Date().toISOString());
}

async function seed(db: AnyDb, now: string): Promise<void> {
  const times = { created_at: now, updated_at: now };
  await db
    .insertInto('platform_icons')
    .values(
      INITIAL_ICONS.map((icon, sort) => ({ id: randomId(), icon_style: icon, name: icon, sort, ...times })),
    )
    .execute();
  await db
    .insertInto('system_configs')
    .values(
      INITIAL_SYSTEM_CONFIGS.map(([type, key, value, remark]) => ({
        id: randomId(),
        config_type: type,
        config_key: key,
        config_value: value,
        remark,
        ...times,
      })),
    )
    .execute();
  const a = REGISTER_AGREEMENT;
  await db
    .insertInto('agreements')
    .values({
      id: randomId(),
      code: a.code,
      title_zh: a.title.zh,
      title_en: a.title.en,
      title_fr: a.title.fr,
      content_zh: a.content.zh,
      content_en: a.content.en,
      content_fr: a.content.fr,
      ...times,
    })
    .execute();
  const regions: Record<string, unknown>[] = [];
  const walk = (nodes: (typeof INITIAL_REGIONS)[number][], parentId: string | null, level: number) => {
    for (const [sort, [code, name, children]] of nodes.entries()) {
      const id = randomId();
      regions.push({ id, parent_id: parentId, code, name, level, sort, ...times });
      if (children) walk([...children], id, level + 1);
    }
  };
  walk([...INITIAL_REGIONS], null, 1);
  // Parents come before their children, as the foreign key needs.
  for (const row of regions) await db.insertInto('regions').values(row).execute();
}
