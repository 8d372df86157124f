import { codeOfStatus } from '@atelier/contract/errors';
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import path from 'node:path';
import type { Config } from './config';
import { openConfiguredDatabase, type Database, type Db } from './db/client';
import { assignmentRoutes } from './features/assignments/assignments.routes';
import { assistantRoutes } from './features/assistant/assistant.routes';
import { auditRoutes } from './features/audit/audit.routes';
import { authPlugin } from './features/auth/auth.plugin';
import { authRoutes } from './features/auth/auth.routes';
import { passkeyRoutes } from './features/auth/passkeys/passkeys.routes';
import { signInSettingsRoutes } from './features/auth/factors/sign-in-settings.routes';
import { identityRoutes } from './features/auth/oidc/identities.routes';
import { oidcRoutes } from './features/auth/oidc/oidc.routes';
import { docsRoutes } from './features/docs/docs.routes';
import { blogRoutes } from './features/blogs/blogs.routes';
import { courseRoutes } from './features/courses/courses.routes';
import { eventRoutes } from './features/events/events.routes';
import { faqRoutes } from './features/faq/faq.routes';
import { forumRoutes } from './features/forum/forum.routes';
import { mailRoutes } from './features/mail/mail.routes';
import { metricsRoutes } from './features/metrics/metrics.routes';
import { quizRoutes } from './features/quizzes/quizzes.routes';
import { healthRoutes } from './features/health/health.routes';
import { notebookRoutes } from './features/notebook/notebook.routes';
import { notificationRoutes } from './features/notifications/notifications.routes';
import { progressRoutes } from './features/progress/progress.routes';
import { qnaRoutes } from './features/qna/qna.routes';
import { scheduleRoutes } from './features/schedule/schedule.routes';
import { siteRoutes } from './features/site/site.routes';
import { summaryRoutes } from './features/summaries/summaries.routes';
import { userRoutes } from './features/users/users.routes';
import { waitlistAdminRoutes } from './features/waitlist/waitlist-admin.routes';
import { waitlistPublicRoutes } from './features/waitlist/waitlist.routes';
import { insertMailLog } from './db/mail-log-store';
import { createMailer, loggedMailer, type Mailer } from './lib/mailer';
import { checkedValidatorCompiler } from './lib/query-text';
import { cachedAnswersPlugin } from './plugins/cached-answers';
import { notificationsPlugin } from './plugins/notifications';
import { transactPlugin } from './plugins/transact';
import { changesPlugin } from './plugins/changes';
import { embeddedMaintenancePlugin } from './plugins/embedded-maintenance';
import { errorBody, errorsPlugin } from './plugins/errors';
import { jobsPlugin } from './plugins/jobs';
import { lessonLinksPlugin, lessonsPlugin, lessonsRoot } from './plugins/lessons';
import { metricsPlugin } from './plugins/metrics';
import { openApiPlugin } from './plugins/openapi';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { requestIdGenerator, requestLogger, requestLogPlugin } from './plugins/request-log';
import { securityPlugin, setSecurityHeaders } from './plugins/security';
import { storagePlugin } from './plugins/storage';
import { webAppPlugin } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    mailer: Mailer;
    /** Milliseconds since the epoch: the server's clock, which features that keep time read. */
    now: () => number;
  }
}

export interface AppDeps {
  /** An open database (tests share one); otherwise the app opens and closes its own. */
  database?: Database;
  mailer?: Mailer;
  /** The clock quiz deadlines are kept on (tests move it; default Date.now). */
  now?: () => number;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Called with every route as it is registered (tests list them). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Fastify answers a bare hop count with the socket's address (it cannot check the peer), so a
 * count is given as a function: the socket and the next `hops - 1` entries from the right are the
 * proxies, the entry before them is the client.
 */
function trustProxyOption(trust: Config['trustProxy']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, ...(deps.logStream ? { stream: deps.logStream } : {}) },
    bodyLimit: 1024 * 1024,
    // Chapter keys in paths are a uuid plus a chapter name of up to 200 characters, percent-encoded.
    routerOptions: { maxParamLength: 2000 },
    trustProxy: trustProxyOption(config.trustProxy),
    // Request lines would drown the log at load; errors are still logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    // No pino child per request (one costs about as much as a cached answer's routing): the
    // request's logger adds its id to the few lines it writes (plugins/request-log.ts).
    childLoggerFactory: requestLogger,
    // The proxy's X-Request-Id when it is safe, else our own; echoed in every answer.
    genReqId: requestIdGenerator(),
    // Slow clients (docs/deploy.md#timeouts): headers within headersMs, the whole request within
    // requestMs (it bounds receiving, never the answer: a live-update stream stays open), a silent
    // connection for idleMs (the stream's heartbeat keeps it busy), idle keep-alive for keepAliveMs.
    // Node checks the first two every connectionsCheckingInterval, so that is kept well below them.
    http: {
      headersTimeout: config.timeouts.headersMs,
      requestTimeout: config.timeouts.requestMs,
      connectionsCheckingInterval: Math.min(5000, Math.ceil(config.timeouts.headersMs / 4)),
    },
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.idleMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Errors found before routing (a malformed URL, an over-long parameter) skip every hook: answer
    // them as the error handler would, with the security headers and without echoing the path.
    frameworkErrors: (error, request, reply) => {
      setSecurityHeaders(request.raw, reply.raw);
      reply.raw.setHeader('x-request-id', request.id);
      const status = error.statusCode ?? 400;
      const text = status === 414 ? 'The address is too long' : 'The address is not valid';
      void (reply as FastifyReply).status(status).send(errorBody(request.url, text, codeOfStatus(status)));
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(checkedValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = deps.database ?? (await openConfiguredDatabase(config));
  if (!deps.database) app.addHook('onClose', () => database.close());
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: (msg) => app.log.info(msg),
    });
  if (!deps.mailer) app.addHook('onClose', () => mailer.close());

  app.decorate('config', config);
  app.decorate('now', deps.now ?? Date.now);
  app.decorate('db', database.db);
  // Every message's outcome goes to the mail log (admins read it at /api/mail/log).
  app.decorate(
    'mailer',
    loggedMailer(
      mailer,
      (entry) => {
        if (entry.status !== 'suppressed') app.metrics.mail(entry.status);
        return insertMailLog(database.db, entry);
      },
      (err) => app.log.error({ err }, 'the mail log could not be written'),
    ),
  );

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  await app.register(errorsPlugin);
  await app.register(requestLogPlugin);
  // Both see the routes through onRoute: registered before any.
  await app.register(metricsPlugin, { database });
  await app.register(openApiPlugin);
  await app.register(securityPlugin);
  // JSON and pages over 1 KB; answers that arrive compressed (cached answers, the web app's
  // .br/.gz files) pass through. Request bodies are never inflated.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  await app.register(changesPlugin, { database });
  await app.register(embeddedMaintenancePlugin, { database });
  await app.register(cachedAnswersPlugin);
  await app.register(jobsPlugin);
  await app.register(notificationsPlugin);
  await app.register(transactPlugin);
  await app.register(lessonLinksPlugin);
  await app.register(authPlugin);
  await app.register(rateLimitsPlugin);
  await app.register(storagePlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(siteRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(oidcRoutes, { prefix: '/auth/oidc' });
      await api.register(passkeyRoutes, { prefix: '/auth/passkeys' });
      await api.register(signInSettingsRoutes, { prefix: '/admin' });
      await api.register(courseRoutes, { prefix: '/courses' });
      await api.register(assistantRoutes, { prefix: '/courses', lessonsRoot: lessonsRoot() });
      await api.register(notebookRoutes, { prefix: '/notebook' });
      await api.register(qnaRoutes, { prefix: '/qna' });
      await api.register(userRoutes, { prefix: '/users' });
      await api.register(auditRoutes, { prefix: '/admin' });
      await api.register(identityRoutes, { prefix: '/users' });
      await api.register(waitlistPublicRoutes);
      await api.register(waitlistAdminRoutes, { prefix: '/waitlist' });
      await api.register(faqRoutes, { prefix: '/faq' });
      await api.register(blogRoutes, { prefix: '/blogs' });
      await api.register(eventRoutes);
      await api.register(mailRoutes);
      await api.register(quizRoutes);
      await api.register(scheduleRoutes, { prefix: '/smartlabs' });
      await api.register(summaryRoutes, { prefix: '/smartlabs/session-summary' });
      await api.register(forumRoutes);
      await api.register(notificationRoutes, { prefix: '/notifications' });
      await api.register(assignmentRoutes);
      await api.register(progressRoutes, { prefix: '/progress' });
      await api.register(docsRoutes);
      await api.register(metricsRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(lessonsPlugin);
  await app.register(webAppPlugin, { root: config.webDist });
  return app;
}
