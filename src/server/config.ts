import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_SELECTABLE_LANGUAGES, isLanguageCode, type LanguageCode } from "../shared/languages.js";
import { DEFAULT_FLASH_QUOTA_ANON, DEFAULT_FLASH_QUOTA_USER } from "../shared/limits.js";

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

const count = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

const list = z
  .string()
  .optional()
  .transform((v) => (v ?? "").split(",").map((s) => s.trim()).filter(Boolean));

const url = z.string().url().optional().or(z.literal("").transform(() => undefined));

/** Every variable of the runtime contract (DESIGN.md); the README table mirrors this. */
const environment = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalString,
  PUBLIC_URL: url,
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_EMAILS: list.transform((emails) => emails.map((e) => e.toLowerCase())),
  SMTP_URL: url,
  MAIL_FROM: z.string().default("Polyglot <no-reply@polyglot.local>"),
  CONTACT_EMAIL: z.string().email().optional().or(z.literal("").transform(() => undefined)),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER_URL: z.string().url().default("https://accounts.google.com"),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_ID: optionalString,
  STRIPE_API_URL: url,
  SELECTABLE_LANGUAGES: list.pipe(
    z.array(
      z.string().superRefine((code, ctx) => {
        if (!isLanguageCode(code)) ctx.addIssue({ code: "custom", message: `unknown language code "${code}"` });
      }),
    ),
  ),
  FLASH_QUOTA_ANON: count(DEFAULT_FLASH_QUOTA_ANON),
  FLASH_QUOTA_USER: count(DEFAULT_FLASH_QUOTA_USER),
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(20 * 1024 * 1024),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v): boolean | string | number => {
      if (v === undefined || v === "" || v === "false") return false;
      if (v === "true") return true;
      return /^\d+$/.test(v) ? Number(v) : v;
    }),
  EMBED_HOSTS: list,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Config = ReturnType<typeof shapeConfig>;

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return shapeConfig(parsed.data);
}

function shapeConfig(e: z.infer<typeof environment>) {
  const dataDir = path.resolve(e.DATA_DIR);
  const selectable = (e.SELECTABLE_LANGUAGES.length ? e.SELECTABLE_LANGUAGES : DEFAULT_SELECTABLE_LANGUAGES) as LanguageCode[];
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === "production",
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? path.join(dataDir, "polyglot.db"),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    authSecret: e.AUTH_SECRET,
    adminEmails: e.ADMIN_EMAILS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactEmail: e.CONTACT_EMAIL,
    google: { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuerUrl: e.GOOGLE_ISSUER_URL },
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      priceId: e.STRIPE_PRICE_ID,
      apiUrl: e.STRIPE_API_URL,
    },
    selectableLanguages: selectable,
    quota: { anon: e.FLASH_QUOTA_ANON, user: e.FLASH_QUOTA_USER },
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    trustProxy: e.TRUST_PROXY,
    embedHosts: e.EMBED_HOSTS,
    logLevel: e.LOG_LEVEL,
  };
}

/**
 * The secret that signs sessions and keys visitor hashes. When AUTH_SECRET is
 * not set, one is generated once and kept in the data folder so that restarts
 * keep sessions valid.
 */
export function resolveSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, "auth-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(config.dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString("base64url");
    // "wx" fails if another process wrote it first; then read theirs.
    try {
      fs.writeFileSync(file, secret, { flag: "wx", mode: 0o600 });
      return secret;
    } catch {
      return fs.readFileSync(file, "utf8").trim();
    }
  }
}
