import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  HTTPMethods,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import { z } from 'zod';
import type { RoleCode } from '@/shared/codes/roles';
import { envelopeHeaderSchema } from '@/shared/contracts/envelope';
import { contextOf } from '../plugins/request-context';
import { success } from './envelope';
import type { RequestContext } from './request-context';
import { parseInput } from './validate';

/** Who may call the route (docs/security.md): the same declaration as `config.access` / permission / roles. */
export type RouteAccess = 'public' | 'session' | { permission: string } | { roles: readonly RoleCode[] };

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteInput<B, Q, P> {
  /** The body as the `body` contract parsed it (defaults and normal forms applied). */
  body: Out<B>;
  query: Out<Q>;
  params: Out<P>;
  /** Who acts, in which language, with which idempotency key: what services take. */
  ctx: RequestContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteSpec<B, Q, P> {
  /** Default POST (the specification's calls are POST). */
  method?: HTTPMethods | HTTPMethods[];
  url: string;
  access: RouteAccess;
  body?: B;
  query?: Q;
  params?: P;
  /**
   * The specification sends some ids as `?id=` on POST calls: the query is laid over the body before
   * `body` parses it (a GET twin then reads its input from the query alone).
   */
  queryInBody?: boolean;
  /** The contract of the envelope's body (documentation; never strips what the service answered). */
  response?: z.ZodType;
  /**
   * The handler answers by itself (a file, a stream, the chat's own envelope): its result is sent as
   * it is; `response`, when given, describes the whole answer.
   */
  raw?: boolean;
  summary?: string;
  /**
   * Public to the platform's auth plugin because the area checks the session token itself (the chat
   * answers a missing session in its own envelope): documented as needing the token.
   */
  ownTokenCheck?: boolean;
  /** Other config next to the access declaration (for example a rate limit). */
  config?: Omit<FastifyContextConfig, 'access' | 'roles' | 'permission'>;
  onRequest?: onRequestHookHandler;
  handler: (input: RouteInput<B, Q, P>) => unknown;
}

function isContract(schema: unknown): schema is z.ZodType {
  return !!schema && typeof schema === 'object' && '_zod' in schema;
}

/**
 * Route input is checked by its shared zod contract exactly as handlers did by hand (parseInput): the
 * first issue becomes the translated VALIDATION_FAILED answer naming the field and rule, never
 * Fastify's own validation error. Returned as an AppError, Fastify hands it to the error handler as is.
 */
export const contractValidator: FastifySchemaCompiler<z.ZodType> = ({ schema, method, url, httpPart }) => {
  if (!isContract(schema))
    throw new Error(`${method} ${url}: the ${httpPart} schema must be a shared zod contract`);
  return (data) => {
    try {
      const value = parseInput(schema, data);
      // The query keeps what its contract does not name: langCode is read from it for every call.
      if (
        httpPart === 'querystring' &&
        data &&
        typeof data === 'object' &&
        value &&
        typeof value === 'object'
      )
        return { value: { ...(data as object), ...(value as object) } };
      return { value };
    } catch (error) {
      return { error: error as Error };
    }
  };
};

/**
 * Response contracts document the answer; they never strip or refuse what a service answered (a
 * field the contract does not list still reaches the client), so answers serialize as plain JSON.
 */
const plainJson = () => (data: unknown) => JSON.stringify(data);

/** The refusal every /bidprocurement call answers with a 4xx (translated message, field and rule). */
const refusalSchema = z.object({ header: envelopeHeaderSchema, body: z.null() });

export function envelopeOf(body: z.ZodType) {
  return z.object({ header: envelopeHeaderSchema, body });
}

function accessConfig(access: RouteAccess): FastifyContextConfig {
  if (typeof access === 'string') return { access };
  if ('permission' in access) return { permission: access.permission };
  return { roles: access.roles };
}

/** The calls' security in the OpenAPI document: the session token as header or cookie, with what is checked. */
function securityOf(
  access: RouteAccess,
  ownTokenCheck?: boolean,
): { security: Record<string, string[]>[]; 'x-access': RouteAccess | 'token' } {
  if (access === 'public' && ownTokenCheck)
    return { security: [{ authToken: [] }, { authCookie: [] }], 'x-access': 'token' };
  if (access === 'public') return { security: [], 'x-access': 'public' };
  return { security: [{ authToken: [] }, { authCookie: [] }], 'x-access': access };
}

/** The query laid over the body, as the handlers of `?id=` calls always read them. */
function queryOverBody(request: FastifyRequest): void {
  request.body = {
    ...((request.body as Record<string, unknown> | null) ?? {}),
    ...((request.query as Record<string, unknown> | null) ?? {}),
  };
}

/**
 * Declares one API route: its access, its input contracts (validated before the handler by the
 * contract validator of plugins/openapi.ts, so bad input gets the usual translated VALIDATION_FAILED
 * answer), its answer's contract, and the handler, whose result goes into the envelope.
 */
export function apiRoute<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(app: FastifyInstance, spec: RouteSpec<B, Q, P>): void {
  const methods = ([] as HTTPMethods[]).concat(spec.method ?? 'POST');
  if (spec.body && methods.includes('GET') && methods.length > 1) {
    // A GET has no body: its twin reads the same contract from the query string.
    apiRoute(app, { ...spec, method: methods.filter((m) => m !== 'GET') });
    apiRoute(app, {
      ...spec,
      method: 'GET',
      body: undefined,
      query: spec.body,
      queryInBody: false,
      handler: (input) => spec.handler({ ...input, body: input.query } as unknown as RouteInput<B, Q, P>),
    });
    return;
  }
  const response = spec.raw
    ? spec.response && { 200: spec.response }
    : { 200: envelopeOf(spec.response ?? z.unknown()), '4xx': refusalSchema };
  const tags = [spec.url.split('/').filter(Boolean)[0] ?? 'api'];
  const options: RouteOptions = {
    method: spec.method ?? 'POST',
    url: spec.url,
    config: { ...spec.config, ...accessConfig(spec.access) },
    // Per route, so a route declared here validates and serializes the same in any Fastify instance.
    // (Fastify types a route's compiler over the whole schema object; it is called per part.)
    validatorCompiler: contractValidator as unknown as RouteOptions['validatorCompiler'],
    serializerCompiler: plainJson,
    schema: {
      ...(spec.body ? { body: spec.body } : {}),
      ...(spec.query ? { querystring: spec.query } : {}),
      ...(spec.params ? { params: spec.params } : {}),
      ...(response ? { response } : {}),
      tags,
      ...(spec.summary ? { summary: spec.summary } : {}),
      ...securityOf(spec.access, spec.ownTokenCheck),
    },
    ...(spec.queryInBody ? { preValidation: async (request: FastifyRequest) => queryOverBody(request) } : {}),
    ...(spec.onRequest ? { onRequest: spec.onRequest } : {}),
    handler: async (request, reply) => {
      const result = await spec.handler({
        body: request.body as Out<B>,
        query: request.query as Out<Q>,
        params: request.params as Out<P>,
        get ctx() {
          return contextOf(request);
        },
        request,
        reply,
      });
      return spec.raw ? result : success(result, request.id);
    },
  };
  app.route(options);
}

/** `apiRoute` bound to one plugin's instance: `const route = routesOf(app); route({...})`. */
export function routesOf(app: FastifyInstance) {
  return <
    B extends z.ZodType | undefined = undefined,
    Q extends z.ZodType | undefined = undefined,
    P extends z.ZodType | undefined = undefined,
  >(
    spec: RouteSpec<B, Q, P>,
  ) => apiRoute(app, spec);
}
