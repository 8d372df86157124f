import type { Endpoint, EndpointSchema } from '@atelier/contract/endpoints';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyBaseLogger,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** A feature's fastify scope, its schemas read by zod. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The handler of an endpoint: its request typed by the endpoint's schemas, its answer checked against them. */
export type EndpointHandler<S extends EndpointSchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  FastifyContextConfig,
  S,
  ZodTypeProvider
>;

/**
 * Route options beyond access and schemas (rare: a larger body limit, or `compress` for an answer
 * that arrives gzipped already, `CACHED_ROUTE`).
 */
export type EndpointOptions = Pick<RouteShorthandOptions, 'bodyLimit' | 'compress'>;

/**
 * Serves a contract endpoint in a feature's scope: `serve(app, NOTEBOOK_API.list, { access }, handler)`.
 * The scope's prefix must begin the endpoint's path (the app refuses to start otherwise), so the
 * path a client calls is the one the contract names.
 */
export function serve<S extends EndpointSchema>(
  app: ZodApp,
  api: Endpoint<S>,
  config: FastifyContextConfig,
  handler: EndpointHandler<S>,
  options: EndpointOptions = {},
): void {
  app.route({
    method: api.method,
    url: pathInScope(app.prefix, api.path),
    schema: api.schema,
    config,
    handler,
    ...options,
  });
}

/** The endpoint's path below the scope's prefix ('/' for the prefix itself, as fastify's own routes say it). */
export function pathInScope(prefix: string, path: string): string {
  if (path === prefix) return '/';
  if (!path.startsWith(`${prefix}/`)) {
    throw new Error(`The endpoint ${path} is not under this scope's prefix ${prefix}`);
  }
  return path.slice(prefix.length);
}
