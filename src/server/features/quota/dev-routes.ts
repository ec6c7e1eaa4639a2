import type { FastifyPluginAsync } from "fastify";
import type { Kysely } from "kysely";
import { resetUsageRequest, resetUsageResponse } from "../../../shared/admin.js";
import type { Database } from "../../db/schema.js";
import { checkOutput, parseInput } from "../../http/validate.js";
import type { AccountsService } from "../accounts/service.js";

/**
 * POST /api/dev/reset-usage: an administrator clears their own flash counters,
 * or everyone's with {"all": true}. Allowed in every environment, and logged.
 */
export const devRoutes =
  ({ db, accounts }: { db: Kysely<Database>; accounts: AccountsService }): FastifyPluginAsync =>
  async (app) => {
    app.post("/api/dev/reset-usage", async (request) => {
      const admin = await accounts.requireAdmin(request);
      const { all } = parseInput(resetUsageRequest, request.body ?? {});
      const query = all ? db.deleteFrom("quota_counters") : db.deleteFrom("quota_counters").where("subject", "=", admin.subject);
      const cleared = Number((await query.executeTakeFirst()).numDeletedRows);
      request.log.warn({ admin: admin.email, all: Boolean(all), cleared }, "flash usage reset");
      return checkOutput(resetUsageResponse, { cleared });
    });
  };
