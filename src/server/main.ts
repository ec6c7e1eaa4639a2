import { buildApp, DEFAULT_CLIENT_DIR } from "./app.js";
import { ConfigError, loadConfig, resolveSecret } from "./config.js";
import { connectDatabase } from "./db/connect.js";
import { migrateToLatest } from "./db/migrations.js";
import { seedGlossaries } from "./features/glossaries/predefined.js";
import { createQuotaService } from "./features/quota/service.js";
import { createRateLimiter } from "./http/rate-limiter.js";
import { startHourly } from "./jobs.js";

/** Entry point: config → database → migrations → seed → listen. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = connectDatabase(config.databaseUrl);
  await migrateToLatest(database.db, database.dialect);
  const seeded = await seedGlossaries(database.db);

  const app = await buildApp({
    config,
    database,
    secret: resolveSecret(config),
    clientDir: DEFAULT_CLIENT_DIR,
    logger: { level: config.logLevel },
  });
  for (const { code, wordCount } of seeded) app.log.info(`Imported the predefined ${code} glossary (${wordCount} words)`);

  const quota = createQuotaService(database.db, config.quota);
  const limiter = createRateLimiter(database.db);
  const stopJobs = [
    startHourly("stale quota counter cleanup", () => quota.removeStale(), app.log),
    startHourly("stale rate limit cleanup", () => limiter.removeStale(), app.log),
  ];
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    for (const stop of stopJobs) stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Polyglot is serving ${config.publicUrl} (database: ${database.dialect})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
