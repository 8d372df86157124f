import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isMissingReference, isUniqueViolation } from '../db/errors';
import { COMMON_ERRORS, codeOfStatus, type ErrorBody, type ErrorIssue } from '@atelier/contract/errors';
import { HttpError } from '../lib/errors';

/**
 * Every error answer: the sentence where the spec's clients read it (`msg` on /api/auth/*,
 * `message` everywhere else), its stable `code` and, for a refused value, `issues`.
 */
export function errorBody(
  url: string,
  text: string,
  code: string = COMMON_ERRORS.badRequest.code,
  issues?: readonly ErrorIssue[],
): ErrorBody {
  const extra = issues && issues.length > 0 ? { code, issues } : { code };
  if (url.startsWith('/api/auth/')) return { msg: text, ...extra };
  // The spec's task page reads a refused submission's reason from `msg` (spec-2 §7 Assignments).
  if (url.startsWith('/api/smartlabs/assignment/')) return { message: text, msg: text, ...extra };
  return { message: text, ...extra };
}

/** A write whose target (a course, a question …) was deleted between its check and the write. */
export const GONE_MEANWHILE = COMMON_ERRORS.goneMeanwhile.message;
/** A write that lost a race for a unique value (an e-mail) to another request. */
export const TAKEN_MEANWHILE = COMMON_ERRORS.takenMeanwhile.message;

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  text: string,
  code = codeOfStatus(status),
  issues?: readonly ErrorIssue[],
) {
  return reply.status(status).send(errorBody(request.url, text, code, issues));
}

const LOCATIONS = new Set<ErrorIssue['in']>(['body', 'querystring', 'params', 'headers']);

/** Each refused value: where, its dotted path, and the contract's (or zod's) words about it. */
function validationIssues(error: FastifyError): ErrorIssue[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  const where = LOCATIONS.has(error.validationContext as ErrorIssue['in'])
    ? (error.validationContext as ErrorIssue['in'])
    : 'body';
  return error.validation.map((issue) => ({
    in: where,
    path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
    message: issue.message ?? 'is not valid',
  }));
}

/** The first issue as one sentence, as the message has always read: `[querystring ]<path>: <problem>`. */
function validationText(issues: readonly ErrorIssue[]): string {
  const issue = issues[0];
  if (!issue) return COMMON_ERRORS.invalid.message;
  const where = issue.in === 'body' ? '' : `${issue.in} `;
  return (issue.path ? `${where}${issue.path}: ${issue.message}` : `${where}${issue.message}`).trim();
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError)
      return send(request, reply, error.statusCode, error.message, error.code, error.issues);
    if (error.validation) {
      const issues = validationIssues(error);
      return send(request, reply, 400, validationText(issues), COMMON_ERRORS.invalid.code, issues);
    }
    if (isMissingReference(error))
      return send(request, reply, 404, GONE_MEANWHILE, COMMON_ERRORS.goneMeanwhile.code);
    if (isUniqueViolation(error))
      return send(request, reply, 409, TAKEN_MEANWHILE, COMMON_ERRORS.takenMeanwhile.code);
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, reqId: request.id }, 'response did not match its schema');
      return send(request, reply, 500, COMMON_ERRORS.internal.message, COMMON_ERRORS.internal.code);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type, rate limit).
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
        return send(request, reply, status, COMMON_ERRORS.badJson.message, COMMON_ERRORS.badJson.code);
      if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
        return send(request, reply, status, COMMON_ERRORS.emptyBody.message, COMMON_ERRORS.emptyBody.code);
      return send(request, reply, status, error.message);
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return send(request, reply, 500, COMMON_ERRORS.internal.message, COMMON_ERRORS.internal.code);
  });
});
