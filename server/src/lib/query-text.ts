import { isAllowedText, queryTextSchema } from '@atelier/contract/common';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

type Compiler =
  typeof validatorCompiler extends FastifySchemaCompiler<infer S> ? FastifySchemaCompiler<S> : never;

function allAllowed(query: unknown): boolean {
  if (typeof query !== 'object' || query === null) return true;
  for (const value of Object.values(query)) {
    if (typeof value === 'string' ? !isAllowedText(value) : Array.isArray(value) && !allAllowed(value)) {
      return false;
    }
  }
  return true;
}

/**
 * The zod validator, with every query string's values checked as body text first (a NUL byte or an
 * unpaired surrogate is a 400 on every route, whatever its own query schema reads): PostgreSQL
 * refuses NUL, and a search would otherwise be a 500. The cheap scan runs on each request; zod only
 * words the refusal.
 */
export const checkedValidatorCompiler: Compiler = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart !== 'querystring') return validate;
  const refuse = validatorCompiler({ ...route, schema: queryTextSchema });
  return (data) => (allAllowed(data) ? validate(data) : refuse(data));
};
