import { ROLE_CODES } from '@/shared/codes/roles';
import { codeLabelKey, STATUS_CODE_LISTS } from '@/shared/codes/statuses';
import { randomId } from '@/shared/format/random-id';
import type { Clock } from '../../lib/clock';
import { hashPassword } from '../../lib/password';
import { translate } from '../../lib/translate';
import type { Database } from '../database';
import {
  DEMO_ACCOUNTS,
  DEMO_EXPERT_SPECIALTIES,
  DEMO_HOLIDAYS,
  DEMO_LIBRARY_EXPERTS,
  DEMO_ORGANISATIONS,
  DEMO_PASSWORD,
  ROLE_DEFINITIONS,
} from './demo-accounts';
import { seedClarificationReceiptsDemo } from './seed-clarification-receipts';
import { seedConstruction } from './seed-construction';
import { seedEvaluationDemo } from './seed-evaluation';
import { seedResultsDemo } from './seed-results';
import { seedProfileAuditDemo } from './seed-profile-audit';
import { seedNegotiationDemo } from './seed-negotiation';
import { seedOpeningHallDemo } from './seed-opening-hall';
import { seedEvaluationClarificationsDemo } from './seed-evaluation-clarifications';
import { seedMeasureUnits } from './seed-dictionaries';
import { seedMenus } from './seed-menus';
import { seedObjectionsDemo } from './seed-objections';
import { seedPlans } from './seed-plans';
import { seedQuestionsDemo } from './seed-questions';
import { seedProjectRulesDemo } from './seed-project-rules';
import { seedFeeDemo } from './seed-fees';
import { seedTenderDocuments } from './seed-tender-documents';
import { seedTenders } from './seed-tenders';

/**
 * Demo data for a first start: organisations, one account per role, roles, dictionaries of the
 * specification's code lists, the holiday calendar and a tendering demo (seed-tenders). Every insert
 * skips rows that already exist, so running it on every start changes nothing after the first and
 * never overwrites edits.
 */
export async function seedDemoData(database: Database, clock: Clock, dataDir?: string): Promise<void> {
  const { db } = database;
  const now = clock.now().toISOString();
  const existing = await db.selectFrom('users').select('login_name').execute();
  const known = new Set(existing.map((u) => u.login_name));
  const accounts = [...DEMO_ACCOUNTS, ...DEMO_LIBRARY_EXPERTS];
  const passwordHash = accounts.some((a) => !known.has(a.loginName)) ? await hashPassword(DEMO_PASSWORD) : '';

  await db.transaction().execute(async (trx) => {
    for (const [sort, org] of DEMO_ORGANISATIONS.entries()) {
      const parent = org.parentCode
        ? await trx
            .selectFrom('organisations')
            .select('id')
            .where('code', '=', org.parentCode)
            .executeTakeFirst()
        : undefined;
      await trx
        .insertInto('organisations')
        .values({
          id: randomId(),
          parent_id: parent?.id ?? null,
          name: org.name,
          code: org.code,
          org_type: org.orgType,
          status: '00',
          sort,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
    }

    for (const code of ROLE_CODES) {
      const def = ROLE_DEFINITIONS[code];
      await trx
        .insertInto('roles')
        .values({ id: randomId(), code, name: def.name, menu_type: def.menuType, created_at: now })
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
    }

    for (const account of accounts) {
      if (known.has(account.loginName)) continue;
      const userId = randomId();
      await trx
        .insertInto('users')
        .values({
          id: userId,
          login_name: account.loginName,
          password_hash: passwordHash,
          name: account.name,
          phone: account.phone,
          email: account.email,
          avatar: null,
          sex: null,
          status: '00',
          created_at: now,
          updated_at: now,
        })
        .execute();
      for (const [order, pair] of account.pairs.entries()) {
        const org = await trx
          .selectFrom('organisations')
          .select('id')
          .where('code', '=', pair.org)
          .executeTakeFirstOrThrow();
        const role = await trx
          .selectFrom('roles')
          .select('id')
          .where('code', '=', pair.role)
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('user_roles')
          .values({
            id: randomId(),
            user_id: userId,
            depart_id: org.id,
            role_id: role.id,
            // Pairs keep their listed order: the first is the account's default.
            created_at: new Date(clock.now().getTime() + order).toISOString(),
          })
          .execute();
      }
    }

    for (const [groupCode, list] of Object.entries(STATUS_CODE_LISTS)) {
      await trx
        .insertInto('type_groups')
        .values({
          id: randomId(),
          group_code: groupCode,
          group_name: groupCode,
          dict_type: '00',
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('group_code').doNothing())
        .execute();
      const group = await trx
        .selectFrom('type_groups')
        .select('id')
        .where('group_code', '=', groupCode)
        .executeTakeFirstOrThrow();
      for (const [sort, code] of Object.values(list).entries()) {
        const key = codeLabelKey(groupCode, code);
        await trx
          .insertInto('types')
          .values({
            id: randomId(),
            group_id: group.id,
            parent_id: null,
            typecode: code,
            name_zh: translate('zh', key),
            name_en: translate('en', key),
            name_fr: translate('fr', key),
            sort,
            created_at: now,
            updated_at: now,
          })
          .onConflict((oc) => oc.columns(['group_id', 'typecode']).doNothing())
          .execute();
      }
    }

    await seedMeasureUnits(trx, now);

    // The expert library by specialty (issue 19), which the committee draw picks from.
    for (const [loginName, specialties] of Object.entries(DEMO_EXPERT_SPECIALTIES)) {
      const expert = await trx
        .selectFrom('users')
        .select('id')
        .where('login_name', '=', loginName)
        .executeTakeFirst();
      if (!expert) continue;
      for (const specialty of specialties) {
        await trx
          .insertInto('expert_specialties')
          .values({ user_id: expert.id, specialty, created_at: now })
          .onConflict((oc) => oc.columns(['user_id', 'specialty']).doNothing())
          .execute();
      }
    }

    for (const holiday of DEMO_HOLIDAYS) {
      await trx
        .insertInto('holidays')
        .values({
          id: randomId(),
          day: holiday.day,
          day_type: holiday.type,
          name: holiday.name,
          created_at: now,
        })
        .onConflict((oc) => oc.column('day').doNothing())
        .execute();
    }
  });
  await seedMenus(database, clock);
  await seedTenders(database, clock);
  await seedConstruction(database, clock);
  await seedPlans(database, clock);
  // Files need a place on disk: without one (a caller seeding rows only) the demo has no document.
  if (dataDir) await seedTenderDocuments(database, clock, dataDir);
  // Issue 16: a project with a document fee whose voucher from SUPPLIER-01 waits for the audit.
  await seedFeeDemo(database, clock, dataDir);
  // Issue 16: rules and notices for the demo's projects (last: the other demo projects exist by now).
  await seedProjectRulesDemo(database, clock);
  // Issue 17: an open question, a released clarification with one receipt missing, an objection waiting.
  await seedQuestionsDemo(database, clock);
  await seedClarificationReceiptsDemo(database, clock);
  await seedObjectionsDemo(database, clock);
  await seedEvaluationClarificationsDemo(database, clock);
  // Issues 18-19: a project ready to open in the hall, a method 13 project in its second round, and a
  // project in evaluation.
  await seedOpeningHallDemo(database, clock, dataDir);
  await seedNegotiationDemo(database, clock, dataDir);
  await seedEvaluationDemo(database, clock, dataDir);
  await seedResultsDemo(database, clock, dataDir);
  await seedProfileAuditDemo(database, clock);
}
