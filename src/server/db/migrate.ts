import type { Migration, MigrationProvider } from 'kysely';
import { Migrator } from 'kysely';
import type { Database } from './database';
import * as m001 from './migrations/001-foundation';
import * as m002 from './migrations/002-sign-in';
import * as m003 from './migrations/003-shell';
import * as m004 from './migrations/004-chat';
import * as m005am from './migrations/005-admin-material-monitor';
import * as m006ac from './migrations/006-admin-config';
import * as m007sp from './migrations/007-supplier-profile';
import * as m008ap from './migrations/008-api-permissions';
import * as m009dv from './migrations/009-dictionary-version';
import * as m010pp from './migrations/010-party-profiles';
import * as m011t from './migrations/011-tenders';
import * as m012td from './migrations/012-tender-documents';
import * as m013to from './migrations/013-tender-opening';
import * as m015os from './migrations/015-offer-seal-version';
import * as m016sf from './migrations/016-sign-in-failures';
import * as m017pn from './migrations/017-phone-normal-form';
import * as m018cp from './migrations/018-chat-privacy';
import * as m019li from './migrations/019-list-indexes';
import * as m020pl from './migrations/020-plans';
import * as m021cp from './migrations/021-construction-projects';
import * as m021cs from './migrations/021-construction-scan';
import * as m022pp from './migrations/022-plan-packaging';
import * as m023sc from './migrations/023-schemes';
import * as m024pl from './migrations/024-project-letters';
import * as m025pr from './migrations/025-project-rules';
import * as m026sm from './migrations/026-subject-matters';
import * as m027iv from './migrations/027-invitations';
import * as m028fv from './migrations/028-fee-vouchers';
import * as m029nt from './migrations/029-notifications';
import * as m030qs from './migrations/030-questions';
import * as m031cr from './migrations/031-clarification-receipts';
import * as m032ob from './migrations/032-objections';
import * as m033ec from './migrations/033-evaluation-clarifications';
import * as m034oh from './migrations/034-opening-hall';
import * as m035os from './migrations/035-opened-screen';
import * as m036ow from './migrations/036-offer-withdrawal';
import * as m037ng from './migrations/037-negotiation';
import * as m038cd from './migrations/038-committee-draw';
import * as m039ev from './migrations/039-evaluation';
import * as m040er from './migrations/040-evaluation-results';
import * as m041rs from './migrations/041-results';
import * as m042nt from './migrations/042-notices';
import * as m043ct from './migrations/043-contracts';
import * as m044od from './migrations/044-open-data';
import * as m045sa from './migrations/045-supplier-sub-accounts';

/** Migrations in order; each takes the dialect so column types can differ where SQL does. */
const MIGRATIONS = [
  ['001-foundation', m001],
  ['002-sign-in', m002],
  ['003-shell', m003],
  ['004-chat', m004],
  ['005-admin-material-monitor', m005am],
  ['006-admin-config', m006ac],
  ['007-supplier-profile', m007sp],
  ['008-api-permissions', m008ap],
  ['009-dictionary-version', m009dv],
  ['010-party-profiles', m010pp],
  ['011-tenders', m011t],
  ['012-tender-documents', m012td],
  ['013-tender-opening', m013to],
  ['015-offer-seal-version', m015os],
  ['016-sign-in-failures', m016sf],
  ['017-phone-normal-form', m017pn],
  ['018-chat-privacy', m018cp],
  ['019-list-indexes', m019li],
  ['020-plans', m020pl],
  ['021-construction-projects', m021cp],
  ['021-construction-scan', m021cs],
  ['022-plan-packaging', m022pp],
  ['023-schemes', m023sc],
  ['024-project-letters', m024pl],
  ['025-project-rules', m025pr],
  ['026-subject-matters', m026sm],
  ['027-invitations', m027iv],
  ['028-fee-vouchers', m028fv],
  ['029-notifications', m029nt],
  ['030-questions', m030qs],
  ['031-clarification-receipts', m031cr],
  ['032-objections', m032ob],
  ['033-evaluation-clarifications', m033ec],
  ['034-opening-hall', m034oh],
  ['035-opened-screen', m035os],
  ['036-offer-withdrawal', m036ow],
  ['037-negotiation', m037ng],
  ['038-committee-draw', m038cd],
  ['039-evaluation', m039ev],
  ['040-evaluation-results', m040er],
  ['041-results', m041rs],
  ['042-notices', m042nt],
  ['043-contracts', m043ct],
  ['044-open-data', m044od],
  ['045-supplier-sub-accounts', m045sa],
] as const;

class StaticProvider implements MigrationProvider {
  constructor(private readonly database: Database) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const out: Record<string, Migration> = {};
    for (const [name, mod] of MIGRATIONS) {
      out[name] = { up: (db) => mod.up(db, this.database.dialect) };
    }
    return out;
  }
}

export async function migrateToLatest(database: Database): Promise<void> {
  const migrator = new Migrator({ db: database.db, provider: new StaticProvider(database) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
}
