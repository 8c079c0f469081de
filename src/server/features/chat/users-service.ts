import type { ChatUserUpdate } from '@/shared/contracts/chat';
import type { ChatDept, ChatDeptCount, ChatUser } from '@/shared/contracts/chat-models';
import type { Database } from '../../db/database';
import { transact } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { RequestContext } from '../../lib/request-context';
import type { AuditService } from '../audit/service';
import { chatRefused } from './chat-ids';
import * as repo from './users-repository';

const SEARCH_LIMIT = 50;

function notFound(): AppError {
  return new AppError('NOT_FOUND');
}

/** Chat users and departments are the platform's own users and organisations. */
export function createChatUsersService(deps: {
  database: Database;
  clock: Clock;
  audit: AuditService;
  /** The user's other sessions ended (their sockets close). */
  sessionsEnded: (userId: string) => void;
}) {
  const { database, clock, audit } = deps;
  const { db } = database;

  const one = async (id: string): Promise<ChatUser> => {
    const [user] = await repo.loadChatUsers(db, [id]);
    if (!user) throw notFound();
    return user;
  };

  const orgs = () => repo.listEnabledOrganisations(db);

  /** The organisation and every organisation under it. */
  const subtree = (all: Awaited<ReturnType<typeof orgs>>, rootId: string): string[] => {
    const out = [rootId];
    for (let i = 0; i < out.length; i += 1) {
      for (const o of all) if (o.parent_id === out[i]) out.push(o.id);
    }
    return out;
  };

  const node = (o: Awaited<ReturnType<typeof orgs>>[number]): ChatDept => ({
    id: o.id,
    parentId: o.parent_id,
    name: o.name,
    code: o.code,
    orgType: o.org_type,
    children: [],
  });

  /** The signed-in user, with the session's organisation as department. */
  const my = async (ctx: RequestContext): Promise<ChatUser> => {
    const user = await one(ctx.actor.userId);
    const departId = ctx.actor.departId;
    if (!departId || departId === user.deptId) return user;
    const org = (await orgs()).find((o) => o.id === departId);
    return { ...user, deptId: departId, deptName: org?.name ?? user.deptName };
  };

  return {
    my,

    /** The user card: contact details only for colleagues and friends. */
    async byId(ctx: RequestContext, id: string): Promise<ChatUser> {
      const [user] = await repo.loadChatUsersSeenBy(db, ctx.actor.userId, [id]);
      if (!user) throw notFound();
      return user;
    },

    async search(ctx: RequestContext, keyword: string): Promise<ChatUser[]> {
      if (!keyword) return [];
      const me = ctx.actor.userId;
      const ids = (await repo.searchUserIds(db, me, keyword, SEARCH_LIMIT + 1)).filter((id) => id !== me);
      const users = await repo.loadChatUsersSeenBy(db, me, ids.slice(0, SEARCH_LIMIT));
      return users.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    },

    async update(ctx: RequestContext, input: ChatUserUpdate): Promise<ChatUser> {
      const changes: Parameters<typeof repo.updateProfile>[2] = {};
      if (input.name !== undefined) changes.name = input.name;
      if (input.sex !== undefined) changes.sex = input.sex;
      if (input.email !== undefined) changes.email = input.email || null;
      if (input.avatar !== undefined) changes.avatar = input.avatar || null;
      if (Object.keys(changes).length > 0) {
        await transact(database, clock, ctx, async (trx) => {
          await repo.updateProfile(trx, ctx.actor.userId, changes, clock.now().toISOString());
          await audit.append(
            trx,
            ctx.actor,
            { entityType: 'user', entityId: ctx.actor.userId, action: 'chatUpdateProfile', after: changes },
            ctx.requestId,
          );
        });
      }
      return my(ctx);
    },

    async updatePwd(ctx: RequestContext, oldPassword: string, newPassword: string): Promise<null> {
      const userId = ctx.actor.userId;
      const current = await repo.findPasswordHash(db, userId);
      if (!current || !(await verifyPassword(current, oldPassword)))
        throw chatRefused('oldPasswordWrong', 'oldPassword');
      if (oldPassword === newPassword) throw chatRefused('samePassword', 'newPassword');
      const hash = await hashPassword(newPassword);
      await transact(database, clock, ctx, async (trx) => {
        const now = clock.now().toISOString();
        await repo.setPasswordHash(trx, userId, hash, now);
        await repo.revokeOtherSessions(trx, userId, ctx.actor.sessionId ?? null, now);
        await audit.append(
          trx,
          ctx.actor,
          { entityType: 'user', entityId: userId, action: 'changePassword', after: { via: 'chat' } },
          ctx.requestId,
        );
      });
      deps.sessionsEnded(userId);
      return null;
    },

    /** Every enabled organisation as a tree (roots are those without an enabled parent). */
    async deptTree(): Promise<ChatDept[]> {
      const all = await orgs();
      const nodes = new Map(all.map((o) => [o.id, node(o)]));
      const roots: ChatDept[] = [];
      for (const n of nodes.values()) {
        const parent = n.parentId ? nodes.get(n.parentId) : undefined;
        (parent ? parent.children : roots).push(n);
      }
      return roots;
    },

    /** The organisations directly under deptId (the roots without it). */
    async deptChildren(deptId: string | undefined): Promise<ChatDept[]> {
      const all = await orgs();
      const ids = new Set(all.map((o) => o.id));
      return all
        .filter((o) => (deptId ? o.parent_id === deptId : !o.parent_id || !ids.has(o.parent_id)))
        .map(node);
    },

    async dept(id: string): Promise<ChatDept> {
      const found = (await orgs()).find((o) => o.id === id);
      if (!found) throw notFound();
      return node(found);
    },

    async deptUsers(ctx: RequestContext, id: string): Promise<ChatUser[]> {
      if (!(await orgs()).some((o) => o.id === id)) throw notFound();
      const ids = await repo.userIdsOfOrganisations(db, [id]);
      const users = await repo.loadChatUsersSeenBy(db, ctx.actor.userId, ids);
      return users.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    },

    async deptCount(deptId: string | undefined): Promise<ChatDeptCount> {
      const all = await orgs();
      if (deptId && !all.some((o) => o.id === deptId)) throw notFound();
      const ids = deptId ? subtree(all, deptId) : all.map((o) => o.id);
      const users = await repo.userIdsOfOrganisations(db, ids);
      return { deptId: deptId ?? null, deptCount: ids.length, userCount: users.length };
    },
  };
}
