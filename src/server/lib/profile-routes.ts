import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { pageQueryShape } from '@/shared/contracts/page-query';
import { profileVersionShape } from '@/shared/contracts/profile-common';
import { contextOf } from '../plugins/request-context';
import { success } from './envelope';
import type { ProfileService } from './profile-service';
import { parseInput } from './validate';

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
    app.post(paths.get, { config: { access: 'session' } }, async (request) => {
      const input = parseInput(config.target, request.body);
      return success(await profiles.get(request.actor, ownerOf(input)), request.id);
    });
    app.post(paths.save, { config: { access: 'session' } }, async (request) => {
      const input = parseInput(config.save, request.body);
      const changes = Object.fromEntries(
        config.fields.filter((f) => input[f] !== undefined).map((f) => [f, input[f]]),
      );
      return success(await profiles.save(contextOf(request), ownerOf(input), changes), request.id);
    });
    app.post(paths.submit, { config: { access: 'session' } }, async (request) => {
      const input = parseInput(config.target, request.body);
      return success(await profiles.submit(contextOf(request), ownerOf(input)), request.id);
    });
    app.post(paths.changes, { config: { access: 'session' } }, async (request) => {
      const input = parseInput(changesSchema, request.body) as Record<string, unknown> & {
        pageNo: number;
        pageSize: number;
      };
      const { pageNo, pageSize } = input;
      return success(await profiles.changes(request.actor, ownerOf(input), { pageNo, pageSize }), request.id);
    });
    app.post(paths.versionChanges, { config: { access: 'session' } }, async (request) => {
      const input = parseInput(versionSchema, request.body) as Record<string, unknown> & { version: number };
      return success(await profiles.versionChanges(request.actor, ownerOf(input), input.version), request.id);
    });
  };
}
