import swagger from '@fastify/swagger';
import type { Access } from '@atelier/contract/roles';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { UploadForm } from '../lib/upload-forms';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route when it checks more than `access` says (shown in /api/docs). */
    accessNote?: string;
  }
}

const MB = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * The parts of a multipart form, which no JSON schema describes: the text parts are its schema's
 * keys, the file part its rules, and a note says the rest (a part holding JSON, a least count).
 */
export function describeForm(form: UploadForm): string {
  const names = Object.keys(form.fields.shape).map((name) => `\`${name}\``);
  const text = names.length > 0 ? `Text parts: ${names.join(', ')}. ` : '';
  const files =
    form.maxFiles === 1
      ? `File part \`${form.filePart}\`: one file`
      : `File parts \`${form.filePart}\`: up to ${form.maxFiles} files`;
  const rules = `of up to ${MB(form.file.maxBytes)} (${form.file.accept.join(', ')}), typed by its bytes.`;
  return [`${text}${files} ${rules}`, form.note].filter(Boolean).join(' ');
}

/** `public`, or the roles, as a reader of the docs wants them. */
export function accessText(access: Access): string {
  return access === 'public' ? 'public' : `signed in as ${access.join(' or ')}`;
}

/**
 * The OpenAPI 3 document of every /api route, from the routes' zod schemas
 * (`fastify-type-provider-zod`'s transform), each with who may call it (`x-access` and the first
 * line of its description) and, for multipart forms, their parts. Register before the routes: it
 * collects them through `onRoute`. The document is built on the first `app.swagger()` call and
 * kept. Served by features/docs.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  /** Routes registered in a scope that reads multipart forms (where `multipartForms` was registered). */
  const multipart = new Set<string>();
  app.addHook('onRoute', function (this: FastifyInstance, route) {
    if (route.url.startsWith('/api/') && this.hasContentTypeParser('multipart/form-data')) {
      for (const method of [route.method].flat()) multipart.add(`${method} ${route.url}`);
    }
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${app.config.productName} API`,
        version: '1',
        description:
          'Every route states who may call it (`x-access`): `public`, or the roles whose session token ' +
          '(`Authorization: Bearer …`, from POST /api/auth/login) it accepts. Errors answer `{ message }` ' +
          '(`{ msg }` under /api/auth) with the status that fits.',
      },
      components: {
        securitySchemes: { session: { type: 'http', scheme: 'bearer', description: 'A session token' } },
      },
    },
    transform: (input) => {
      const { route } = input;
      if (!input.url.startsWith('/api/')) return { schema: { hide: true }, url: input.url };
      // A prefix's own route (`/api/courses` and `/api/courses/`) is one route: named without the slash.
      const url = input.url.replace(/(.)\/$/, '$1');
      const transformed = jsonSchemaTransform({ ...input, url });
      const access = route.config?.access ?? 'public';
      const methods = [route.method].flat();
      // A route that reads a form declares it in its config (`config: { form }`, lib/uploads.ts).
      const form = route.config?.form;
      const parts = form ? describeForm(form) : undefined;
      const isMultipart = methods.some((m) => multipart.has(`${m} ${url}`));
      const note = route.config?.accessNote;
      const lines = [
        `**Access:** ${note ?? accessText(access)}.`,
        isMultipart ? `**multipart/form-data.** ${parts ?? 'Parts not described.'}` : undefined,
        (transformed.schema as { description?: string } | undefined)?.description,
      ];
      const documented: Record<string, unknown> = {
        ...(transformed.schema as Record<string, unknown> | undefined),
        description: lines.filter(Boolean).join('\n\n'),
        'x-access': access === 'public' ? 'public' : [...access],
        tags: [url.split('/')[2] ?? 'api'],
      };
      if (note) documented['x-access-note'] = note;
      if (access !== 'public') documented.security = [{ session: [] }];
      if (isMultipart) {
        documented.consumes = ['multipart/form-data'];
        documented.body = { type: 'object', description: parts ?? 'multipart/form-data' };
        documented['x-multipart'] = true;
      }
      return { schema: documented, url: transformed.url };
    },
  });
});
