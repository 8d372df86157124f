import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isMissingReference, isUniqueViolation } from '../db/errors';
import { HttpError } from '../lib/errors';

/** The spec's clients read `msg` on /api/auth/* and `message` everywhere else. */
export function errorBody(url: string, text: string): Record<string, string> {
  if (url.startsWith('/api/auth/')) return { msg: text };
  // The spec's task page reads a refused submission's reason from `msg` (spec-2 §7 Assignments).
  if (url.startsWith('/api/smartlabs/assignment/')) return { message: text, msg: text };
  return { message: text };
}

/** A write whose target (a course, a question …) was deleted between its check and the write. */
export const GONE_MEANWHILE = 'This item no longer exists. Please reload.';
/** A write that lost a race for a unique value (an e-mail) to another request. */
export const TAKEN_MEANWHILE = 'This already exists. Please reload.';

function send(request: FastifyRequest, reply: FastifyReply, status: number, text: string) {
  return reply.status(status).send(errorBody(request.url, text));
}

function validationText(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0];
    if (issue) {
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
      const where = error.validationContext === 'body' ? '' : `${error.validationContext} `;
      return field ? `${where}${field}: ${issue.message}`.trim() : `${where}${issue.message}`.trim();
    }
  }
  return 'Invalid request';
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return send(request, reply, error.statusCode, error.message);
    if (error.validation) return send(request, reply, 400, validationText(error));
    if (isMissingReference(error)) return send(request, reply, 404, GONE_MEANWHILE);
    if (isUniqueViolation(error)) return send(request, reply, 409, TAKEN_MEANWHILE);
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, reqId: request.id }, 'response did not match its schema');
      return send(request, reply, 500, 'Internal server error');
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type, rate limit).
      const text =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'Request body is not valid JSON'
          : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'Request body is empty'
            : error.message;
      return send(request, reply, status, text);
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return send(request, reply, 500, 'Internal server error');
  });
});
