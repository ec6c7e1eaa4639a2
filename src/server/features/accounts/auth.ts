import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { getMigrations } from "better-auth/db/migration";
import { bearer, genericOAuth } from "better-auth/plugins";
import { sql } from "kysely";
import { ACCOUNT_MESSAGES, password as passwordRule } from "../../../shared/accounts.js";
import type { Config } from "../../config.js";
import type { DatabaseHandle } from "../../db/connect.js";
import type { RateLimiter } from "../../http/rate-limiter.js";
import type { Mailer } from "../mail/mailer.js";
import { existingAccountMail, resetPasswordMail, verificationMail } from "./mails.js";
import { hashPassword, isCommonPassword, verifyPassword } from "./passwords.js";

/** The header through which fastify hands better-auth the real client address (never a raw X-Forwarded-For). */
export const CLIENT_IP_HEADER = "x-polyglot-client-ip";

/** Per-account limits, keyed by the email a request names (per-IP limits are better-auth's). */
const ACCOUNT_LIMITS: Record<string, { limit: number; windowMs: number; what: string }> = {
  "/sign-in/email": { limit: 10, windowMs: 15 * 60_000, what: "sign-in attempts for this account" },
  "/sign-up/email": { limit: 5, windowMs: 60 * 60_000, what: "sign-up attempts for this email" },
  "/request-password-reset": { limit: 5, windowMs: 60 * 60_000, what: "reset requests for this account" },
};

/** Paths where a new password is chosen: the same rules as the forms, plus the common-password list. */
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
};

export interface AuthDeps {
  config: Config;
  database: DatabaseHandle;
  secret: string;
  mailer: Mailer;
  limiter: RateLimiter;
  log: { error(obj: unknown, msg: string): void };
  /** Reset links sent in development, handed back by POST /api/forgot-password (never in production). */
  devResetLinks: Map<string, string>;
}

export function createAuth({ config, database, secret, mailer, limiter, log, devResetLinks }: AuthDeps) {
  const send = (mail: Parameters<Mailer["send"]>[0]) =>
    // Not awaited: a request for an existing account must take as long as one for an unknown one.
    void mailer.send(mail).catch((err: unknown) => log.error({ err }, `sending "${mail.subject}" failed`));
  const localOrigins = config.isProduction ? [] : [`http://localhost:${config.port}`, `http://127.0.0.1:${config.port}`];

  return betterAuth({
    appName: "Polyglot",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    telemetry: { enabled: false },
    trustedOrigins: [config.publicUrl, ...localOrigins],
    database: { db: database.db, type: database.dialect, transaction: true },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, token }) => {
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        if (!config.isProduction) devResetLinks.set(user.email, link);
        send(resetPasswordMail(user.email, link));
      },
      onExistingUserSignUp: async ({ user }) => {
        send(existingAccountMail(user.email, `${config.publicUrl}/auth?mode=login`, `${config.publicUrl}/auth?mode=login&forgot=1`));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => send(verificationMail(user.email, url)),
    },
    session: { expiresIn: 30 * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 60, max: 5 },
        "/request-password-reset": { window: 60, max: 5 },
        "/reset-password": { window: 60, max: 10 },
        "/change-password": { window: 60, max: 10 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const field = NEW_PASSWORD_FIELDS[ctx.path];
        if (field) {
          const checked = passwordRule.safeParse(body[field]);
          if (!checked.success) throw new APIError("BAD_REQUEST", { message: checked.error.issues[0]!.message, code: "INVALID_PASSWORD" });
          if (isCommonPassword(checked.data)) throw new APIError("BAD_REQUEST", { message: ACCOUNT_MESSAGES.commonPassword, code: "COMMON_PASSWORD" });
        }
        const rule = ACCOUNT_LIMITS[ctx.path];
        const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : undefined;
        if (rule && email) {
          const { ok, retryAfterSeconds } = await limiter.hit(`account:${ctx.path}:${email}`, rule);
          if (!ok) {
            const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
            throw new APIError("TOO_MANY_REQUESTS", { message: `Too many ${rule.what}. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, code: "RATE_LIMITED" });
          }
        }
      }),
    },
    plugins: [
      bearer(),
      ...(config.google.clientId
        ? [
            genericOAuth({
              config: [
                {
                  providerId: "google",
                  clientId: config.google.clientId,
                  clientSecret: config.google.clientSecret,
                  discoveryUrl: `${config.google.issuerUrl.replace(/\/$/, "")}/.well-known/openid-configuration`,
                  scopes: ["openid", "email", "profile"],
                  prompt: "consent",
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Creates or updates better-auth's tables (user, session, account,
 * verification, rateLimit). Idempotent; on PostgreSQL an advisory lock keeps
 * two processes starting together from racing.
 */
export async function migrateAuthTables(auth: Auth, database: DatabaseHandle): Promise<void> {
  const run = async () => {
    const { runMigrations } = await getMigrations(auth.options);
    await runMigrations();
  };
  if (database.dialect !== "postgres") return run();
  await database.db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${AUTH_MIGRATION_LOCK})`.execute(connection);
    try {
      await run();
    } finally {
      await sql`SELECT pg_advisory_unlock(${AUTH_MIGRATION_LOCK})`.execute(connection);
    }
  });
}

const AUTH_MIGRATION_LOCK = 727_274_001;
