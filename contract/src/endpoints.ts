import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What a route takes and answers, in fastify's words: path parameters, query, body and the
 * answer's schema by status. Each part is optional; the answer's schema is what strips fields.
 */
export interface EndpointSchema {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response?: Partial<Record<number, z.ZodType>>;
  /** For the API reference (OpenAPI's words): what the route does, and what it answers when not JSON. */
  summary?: string;
  produces?: string[];
}

/**
 * One route of the API, declared once in the contract: its method, its full path (fastify style,
 * `/api/notebook/:noteId`) and its schemas. The server serves it (`serve` in server/src/lib/serve.ts,
 * which also publishes it in the OpenAPI document); the path's words are the parameters' names.
 */
export interface Endpoint<S extends EndpointSchema = EndpointSchema> {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly schema: S;
}

export function endpoint<S extends EndpointSchema>(
  method: HttpMethod,
  path: `/${string}`,
  schema: S,
): Endpoint<S> {
  return { method, path, schema };
}

/** A read: GET `path` with these schemas. */
export const get = <S extends EndpointSchema>(path: `/${string}`, schema: S) => endpoint('GET', path, schema);
export const post = <S extends EndpointSchema>(path: `/${string}`, schema: S) =>
  endpoint('POST', path, schema);
export const put = <S extends EndpointSchema>(path: `/${string}`, schema: S) => endpoint('PUT', path, schema);
export const patch = <S extends EndpointSchema>(path: `/${string}`, schema: S) =>
  endpoint('PATCH', path, schema);
export const del = <S extends EndpointSchema>(path: `/${string}`, schema: S) =>
  endpoint('DELETE', path, schema);
