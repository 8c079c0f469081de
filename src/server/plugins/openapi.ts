import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OPENAPI_PATH } from '@/shared/contracts/api-prefix';
import { apiRoute } from '../lib/api-route';
import { TOKEN_NAME } from './auth';

const transformContracts = createJsonSchemaTransform({ zodToJsonConfig: { unrepresentable: 'any' } });

/**
 * A contract zod cannot put into JSON Schema (a recursive tree) is documented as "any JSON" for that
 * part rather than failing the whole document.
 */
const transform: typeof transformContracts = (document) => {
  try {
    return transformContracts(document);
  } catch {
    const schema = { ...(document.schema as Record<string, unknown>) };
    for (const part of ['body', 'querystring', 'params'] as const) {
      if (!schema[part]) continue;
      try {
        transformContracts({ ...document, schema: { [part]: schema[part] } });
      } catch {
        schema[part] = z.unknown();
      }
    }
    const response = schema.response as Record<string, unknown> | undefined;
    if (response) {
      const kept: Record<string, unknown> = {};
      for (const [status, contract] of Object.entries(response)) {
        try {
          transformContracts({ ...document, schema: { response: { [status]: contract } } });
          kept[status] = contract;
        } catch {
          kept[status] = z.unknown();
        }
      }
      schema.response = kept;
    }
    return transformContracts({ ...document, schema });
  }
};

/**
 * The OpenAPI document built from the routes' contracts (lib/api-route.ts), served by openApiRoute
 * under the API prefix. Registered before the routes: it collects them as they are added.
 */
export const openApiPlugin = fp(async (app: FastifyInstance, opts: { version: string }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Bidline API',
        version: opts.version,
        description:
          'Every answer is an envelope { header: { ret, message, requestId, field?, rule? }, body }; ret "0" is success. ' +
          'x-access on an operation says who may call it: public, any session, a function code (permission) or roles.',
      },
      components: {
        securitySchemes: {
          authToken: { type: 'apiKey', in: 'header', name: TOKEN_NAME },
          authCookie: { type: 'apiKey', in: 'cookie', name: TOKEN_NAME },
        },
      },
    },
    transform,
  });
});

/** The document for integrators, as JSON, under the API prefix (public: it says what each call needs). */
export async function openApiRoute(app: FastifyInstance) {
  apiRoute(app, {
    method: 'GET',
    url: OPENAPI_PATH,
    access: 'public',
    raw: true,
    summary: 'This OpenAPI document',
    handler: () => app.swagger(),
  });
}
