import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { pageQueryShape } from '@/shared/contracts/page-query';
import { profileVersionShape } from '@/shared/contracts/profile-common';
import { apiRoute } from './api-route';
import type { ProfileService } from './profile-service';

export interface ProfileRouteConfig {
  paths: { get: string; save: string; submit: string; changes: string; versionChanges: string };
  /** The body naming the profile's owner ({departId} or {userId}). */
  target: z.ZodObject<z.ZodRawShape>;
  save: z.ZodType<Record<string, unknown>>;
  /** The target's field holding the owner's id. */
  ownerField: string;
  fields: readonly string[];
}

/** get, save, submit, changes and one version's changes of a profile kind; the service checks the owner. */
export function profileRoutes(config: ProfileRouteConfig, profiles: ProfileService<unknown>) {
  const changesSchema = config.target.extend(pageQueryShape);
  const versionSchema = config.target.extend(profileVersionShape);
  const ownerOf = (input: Record<string, unknown>) => String(input[config.ownerField]);
  return async (app: FastifyInstance) => {
    const { paths } = config;
    apiRoute(app, {
      url: paths.get,
      access: 'session',
      body: config.target,
      handler: ({ body: input, request }) => profiles.get(request.actor, ownerOf(input)),
    });
    apiRoute(app, {
      url: paths.save,
      access: 'session',
      body: config.save,
      handler: ({ body: input, ctx }) => {
        const changes = Object.fromEntries(
          config.fields.filter((f) => input[f] !== undefined).map((f) => [f, input[f]]),
        );
        return profiles.save(ctx, ownerOf(input), changes);
      },
    });
    apiRoute(app, {
      url: paths.submit,
      access: 'session',
      body: config.target,
      handler: ({ body: input, ctx }) => profiles.submit(ctx, ownerOf(input)),
    });
    apiRoute(app, {
      url: paths.changes,
      access: 'session',
      body: changesSchema,
      handler: ({ body, request }) => {
        const input = body as Record<string, unknown> & { pageNo: number; pageSize: number };
        const { pageNo, pageSize } = input;
        return profiles.changes(request.actor, ownerOf(input), { pageNo, pageSize });
      },
    });
    apiRoute(app, {
      url: paths.versionChanges,
      access: 'session',
      body: versionSchema,
      handler: ({ body, request }) => {
        const input = body as Record<string, unknown> & { version: number };
        return profiles.versionChanges(request.actor, ownerOf(input), input.version);
      },
    });
  };
}
