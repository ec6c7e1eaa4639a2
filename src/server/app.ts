import path from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifyHelmet from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config.js";
import type { DatabaseHandle } from "./db/connect.js";
import { createAuth, migrateAuthTables } from "./features/accounts/auth.js";
import { accountsRoutes, authHandlerRoutes } from "./features/accounts/routes.js";
import { createAccountsService } from "./features/accounts/service.js";
import { contactRoutes } from "./features/contact/routes.js";
import { glossaryAdminRoutes } from "./features/glossaries/admin-routes.js";
import { devRoutes } from "./features/quota/dev-routes.js";
import { healthRoutes } from "./features/health/routes.js";
import { createMailer, type Mailer } from "./features/mail/mailer.js";
import { quotaRoutes } from "./features/quota/routes.js";
import { createQuotaService } from "./features/quota/service.js";
import { savedWordsRoutes } from "./features/saved-words/routes.js";
import { createSavedWordsService } from "./features/saved-words/service.js";
import { wordsRoutes } from "./features/words/routes.js";
import { createWordsService } from "./features/words/service.js";
import { AppError, STATUS_CODES } from "./http/errors.js";
import { isClientRoute, serveClient } from "./http/static-client.js";
import { originCheck } from "./http/csrf.js";
import { createRateLimiter } from "./http/rate-limiter.js";
import type { IdentifyViewer } from "./http/viewer.js";

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Signs sessions and keys visitor hashes (config.ts: resolveSecret). */
  secret: string;
  /** Outgoing mail; defaults to SMTP_URL or the outbox in the data folder. */
  mailer?: Mailer;
  /** Overrides who is asking (a test seam for quota rules; the app identifies by session). */
  identify?: IdentifyViewer;
  /** The built client (dist/client); absent in API-only tests. */
  clientDir?: string;
  logger?: boolean | { level: string };
}

/** JSON bodies are small; glossary uploads use multipart with their own limit. */
const JSON_BODY_LIMIT = 64 * 1024;

export const DEFAULT_CLIENT_DIR = path.resolve(import.meta.dirname, "../../dist/client");

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: JSON_BODY_LIMIT,
    // A number means "trust that many hops"; fastify supports it though its types omit it.
    trustProxy: config.trustProxy as boolean | string,
    // Let in-flight requests finish on close, but stop keep-alive sockets from holding it open.
    forceCloseConnections: "idle",
  });

  // API writes are JSON (or multipart uploads): a text/plain body is what a
  // cross-site form can send without a preflight, so it is refused outright.
  app.removeContentTypeParser("text/plain");

  const log = app.log;
  const mailer = deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log });
  const limiter = createRateLimiter(database.db);
  const devResetLinks = new Map<string, string>();
  const auth = createAuth({ config, database, secret: deps.secret, mailer, limiter, log, devResetLinks });
  await migrateAuthTables(auth, database);
  const quota = createQuotaService(database.db, config.quota);
  const accounts = createAccountsService({ auth, db: database.db, config, secret: deps.secret, quota });
  const identify = deps.identify ?? accounts.identify;
  const words = createWordsService(database.db, config.selectableLanguages);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Inline styles are allowed (Radix and sonner inject them); inline scripts never are.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        frameSrc: config.embedHosts.length ? config.embedHosts.map((h) => `https://${h}`) : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Only meaningful over https; PUBLIC_URL tells whether we are.
    hsts: config.publicUrl.startsWith("https://"),
  });
  await app.register(fastifyCompress, { threshold: 1024 });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ error: error.code, message: error.message, ...error.details });
    }
    const { statusCode: status = 500, message } = error as Error & { statusCode?: number };
    if (status === 415) {
      const type = request.headers["content-type"] ?? "none";
      return reply.status(415).send({ error: STATUS_CODES[415], message: `Content-Type "${type}" is not accepted here; send application/json` });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: STATUS_CODES[status] ?? "bad_request", message });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ error: "internal_error", message: "Something went wrong on our side. Please try again." });
  });

  const clientServed = deps.clientDir ? await serveClient(app, deps.clientDir) : false;
  app.setNotFoundHandler((request, reply) => {
    if (clientServed && isClientRoute(request.method, request.url)) {
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    return reply.status(404).send({ error: "not_found", message: `No route for ${request.method} ${request.url.split("?")[0]}` });
  });

  app.addHook("onRequest", originCheck(auth.options.trustedOrigins as string[]));

  await app.register(healthRoutes);
  await app.register(authHandlerRoutes(auth, config.publicUrl));
  const googleEnabled = Boolean(config.google.clientId);
  await app.register(accountsRoutes({ auth, accounts, limiter, isProduction: config.isProduction, googleEnabled, devResetLinks }));
  await app.register(savedWordsRoutes({ accounts, savedWords: createSavedWordsService(database.db) }));
  await app.register(
    glossaryAdminRoutes({ db: database.db, accounts, uploadMaxBytes: config.uploadMaxBytes, onImported: () => words.forgetInstalled() }),
  );
  await app.register(devRoutes({ db: database.db, accounts }));
  await app.register(contactRoutes({ db: database.db, limiter, mailer, contactEmail: config.contactEmail, log }));
  await app.register(wordsRoutes({ words, quota, identify }));
  await app.register(quotaRoutes({ quota, identify }));
  return app;
}
