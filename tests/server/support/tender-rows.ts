import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { randomId } from '@/shared/format/random-id';
import { orgFixtures } from './org-fixtures';
import type { TestApp } from './test-app';

const DAY = 86_400_000;
const { DRAFT, SUBMITTED, APPROVED } = PURCHASE_STATUS;
const NEVER_PUBLISHED: readonly string[] = [DRAFT, SUBMITTED, APPROVED];

export interface ProjectOptions {
  status?: string;
  signupDays?: number;
  quoteDays?: number;
  name?: string;
  code?: string;
}

/**
 * Organisations, accounts, projects and signups of the tender tests, written straight into the
 * database so each test controls the statuses and deadlines without going through the screens.
 * Accounts get supplier01's hash, so they sign in with the demo password.
 */
export function tenderRows(t: () => TestApp) {
  const db = () => t().database.db;
  const now = () => t().clock.now().toISOString();
  const { orgId, roleId, userId } = orgFixtures(t);

  /** One more (organisation, role) pair for the user. */
  const addPair = async (user: string, org: string, role: string) => {
    await db()
      .insertInto('user_roles')
      .values({
        id: randomId(),
        user_id: user,
        depart_id: org,
        role_id: await roleId(role),
        created_at: now(),
      })
      .execute();
  };

  return {
    addPair,
    orgId,
    userId,

    /** An organisation of the type, under the platform organisation as the admin screens create them. */
    async addOrg(code: string, name: string, orgType: string): Promise<string> {
      const id = randomId();
      const parent = await db()
        .selectFrom('organisations')
        .select('id')
        .where('code', '=', 'PLATFORM')
        .executeTakeFirst();
      await db()
        .insertInto('organisations')
        .values({
          id,
          parent_id: parent?.id ?? null,
          name,
          code,
          org_type: orgType,
          status: '00',
          sort: 50,
          created_at: now(),
          updated_at: now(),
        })
        .execute();
      return id;
    },

    /** A user holding the role in the organisation. */
    async addUser(loginName: string, name: string, orgId: string, role: string): Promise<string> {
      const model = await db()
        .selectFrom('users')
        .select('password_hash')
        .where('login_name', '=', 'supplier01')
        .executeTakeFirstOrThrow();
      const id = randomId();
      await db()
        .insertInto('users')
        .values({
          id,
          login_name: loginName,
          password_hash: model.password_hash,
          name,
          phone: null,
          email: null,
          avatar: null,
          sex: null,
          status: '00',
          created_at: now(),
          updated_at: now(),
        })
        .execute();
      await addPair(id, orgId, role);
      return id;
    },

    /** A project of the organisation; by default published, signup open 2 days, quotes 7 days. */
    async addProject(departId: string, options: ProjectOptions = {}): Promise<string> {
      const id = randomId();
      const at = t().clock.now().getTime();
      await db()
        .insertInto('tender_projects')
        .values({
          id,
          project_code: options.code ?? `T-${id.slice(0, 10)}`,
          name: options.name ?? `Project ${id.slice(0, 6)}`,
          tender_method: '01',
          budget: '100000.00',
          description: null,
          depart_id: departId,
          status: options.status ?? PURCHASE_STATUS.PUBLISHED,
          signup_end_time: new Date(at + (options.signupDays ?? 2) * DAY).toISOString(),
          quote_end_time: new Date(at + (options.quoteDays ?? 7) * DAY).toISOString(),
          // Drafts, submitted and approved projects were never published: suppliers cannot see them.
          published_at: NEVER_PUBLISHED.includes(options.status ?? '') ? null : new Date(at).toISOString(),
          cancel_reason: null,
          version: 1,
          created_by: 'test',
          updated_by: 'test',
          created_at: now(),
          updated_at: now(),
        })
        .execute();
      return id;
    },

    /** The organisation's signup with the audit status ('00' pending, '01' approved, '02' rejected). */
    async addSignup(
      projectId: string,
      departId: string,
      auditStatus: string,
      by: { userId?: string; auditedBy?: string } = {},
    ): Promise<void> {
      const audited = auditStatus !== '00' && by.auditedBy !== undefined;
      await db()
        .insertInto('tender_signups')
        .values({
          id: randomId(),
          project_id: projectId,
          supplier_depart_id: departId,
          user_id: by.userId ?? 'test',
          contact_name: 'Test',
          contact_phone: '13800000000',
          contact_email: 'test@bidline.test',
          remark: null,
          audit_status: auditStatus,
          reject_reason: null,
          received_at: now(),
          audited_by: audited ? (by.auditedBy ?? null) : null,
          audited_at: audited ? now() : null,
          updated_at: now(),
        })
        .execute();
    },
  };
}
