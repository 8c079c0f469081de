import type { z } from 'zod';
import type { Page } from '@/shared/contracts/admin-config-common';
import type {
  SmsConfigRecord,
  SmsProviderName,
  SmsTemplateRecord,
  getTemplatePageSchema,
  saveSmsConfigSchema,
  saveTemplateSchema,
} from '@/shared/contracts/admin-config-sms';
import { randomId } from '@/shared/format/random-id';
import type { Database } from '../../db/database';
import type { SmsTemplateTable } from '../../db/schema-auth';
import type { SmsConfigTable } from '../../db/schema-admin-config';
import { transact } from '../../db/transact';
import type { Clock } from '../../lib/clock';
import type { RequestContext } from '../../lib/request-context';
import { conflict, invalid, notFound, taken, toPage } from '../admin-config/common';
import type { AuditService } from '../audit/service';
import { SMS_TEMPLATE_DEFAULTS } from '../sms/service';
import type { ConfiguredSmsProvider } from './configured-provider';
import * as repo from './repository';

const BUILT_IN = new Set<string>(SMS_TEMPLATE_DEFAULTS.map((t) => t.code));

const toTemplate = (r: SmsTemplateTable): SmsTemplateRecord => ({
  id: r.id,
  code: r.code,
  name: r.name,
  content: r.content,
  status: r.status,
  builtIn: BUILT_IN.has(r.code),
  updatedAt: r.updated_at,
});

/** SMS configuration (provider and gateway) and template administration. */
export function createAdminSmsService(deps: {
  database: Database;
  clock: Clock;
  audit: AuditService;
  provider: ConfiguredSmsProvider;
}) {
  const { database, clock, audit, provider } = deps;
  const db = database.db;

  async function getConfig(): Promise<SmsConfigRecord> {
    const row = await repo.findSmsConfig(db);
    const stored = (row?.provider ?? 'log') as SmsProviderName;
    const effective: SmsProviderName =
      provider.envOverride || (stored === 'http-gateway' && row?.gateway_url) ? 'http-gateway' : 'log';
    return {
      provider: stored,
      gatewayUrl: row?.gateway_url ?? null,
      hasToken: !!row?.gateway_token,
      envOverride: provider.envOverride,
      effectiveProvider: effective,
      updatedAt: row?.updated_at ?? null,
    };
  }

  return {
    getConfig,

    async saveConfig(
      ctx: RequestContext,
      input: z.output<typeof saveSmsConfigSchema>,
    ): Promise<SmsConfigRecord> {
      await transact(database, clock, ctx, async (trx) => {
        const before = await repo.findSmsConfig(trx);
        const token =
          input.gatewayToken === undefined ? (before?.gateway_token ?? null) : input.gatewayToken || null;
        const row: SmsConfigTable = {
          id: repo.SMS_CONFIG_ID,
          provider: input.provider,
          gateway_url: input.gatewayUrl || null,
          gateway_token: token,
          updated_at: clock.now().toISOString(),
        };
        await repo.upsertSmsConfig(trx, row);
        // The token is a secret: the audit log only tells whether there is one.
        const summary = (r?: typeof row) => r && { ...r, gateway_token: r.gateway_token ? '***' : null };
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: 'smsConfig',
            entityId: row.id,
            action: before ? 'update' : 'create',
            before: summary(before),
            after: summary(row),
          },
          ctx.requestId,
        );
      });
      provider.invalidate();
      return getConfig();
    },

    async templatePage(query: z.output<typeof getTemplatePageSchema>): Promise<Page<SmsTemplateRecord>> {
      const { rows, total } = await repo.pageTemplates(db, query);
      return toPage(rows.map(toTemplate), total, query.pageNo, query.pageSize);
    },

    async templateDetail(id: string): Promise<SmsTemplateRecord> {
      const row = await repo.findTemplate(db, id);
      if (!row) throw notFound();
      return toTemplate(row);
    },

    /** Built-in templates (sign-up, retrieval) keep their code and the {{code}} placeholder. */
    async saveTemplate(
      ctx: RequestContext,
      input: z.output<typeof saveTemplateSchema>,
    ): Promise<{ id: string }> {
      return transact(database, clock, ctx, async (trx) => {
        const other = await repo.findTemplateIdByCode(trx, input.code);
        if (other && other !== input.id) throw taken('code');
        const before = input.id ? await repo.findTemplate(trx, input.id) : undefined;
        if (input.id && !before) throw notFound();
        if (before && BUILT_IN.has(before.code) && before.code !== input.code)
          throw invalid('builtInTemplateCode', 'code');
        if (BUILT_IN.has(input.code) && !/\{\{\s*code\s*\}\}/.test(input.content)) {
          throw invalid('templateNeedsCode', 'content');
        }
        const now = clock.now().toISOString();
        const fields = {
          code: input.code,
          name: input.name,
          content: input.content,
          status: input.status,
          updated_at: now,
        };
        if (before) {
          await repo.updateTemplate(trx, before.id, fields);
          await audit.append(
            trx,
            ctx.actor,
            {
              entityType: 'smsTemplate',
              entityId: before.id,
              action: 'update',
              before,
              after: { ...before, ...fields },
            },
            ctx.requestId,
          );
          return { id: before.id };
        }
        const row = { id: randomId(), ...fields, created_at: now };
        await repo.insertTemplate(trx, row);
        await audit.append(
          trx,
          ctx.actor,
          { entityType: 'smsTemplate', entityId: row.id, action: 'create', after: row },
          ctx.requestId,
        );
        return { id: row.id };
      });
    },

    /** Built-in templates can be disabled (the built-in text then stands in) but not deleted. */
    async deleteTemplate(ctx: RequestContext, id: string): Promise<{ id: string }> {
      return transact(database, clock, ctx, async (trx) => {
        const before = await repo.findTemplate(trx, id);
        if (!before) throw notFound();
        if (BUILT_IN.has(before.code)) throw conflict('builtInTemplate', 'id');
        await repo.deleteTemplate(trx, id);
        await audit.append(
          trx,
          ctx.actor,
          { entityType: 'smsTemplate', entityId: id, action: 'delete', before },
          ctx.requestId,
        );
        return { id };
      });
    },
  };
}

export type AdminSmsService = ReturnType<typeof createAdminSmsService>;
