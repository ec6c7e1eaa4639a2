import type { FastifyPluginAsync } from "fastify";
import { quotaRecord } from "../../../shared/quota.js";
import { checkOutput } from "../../http/validate.js";
import type { IdentifyViewer } from "../../http/viewer.js";
import type { QuotaService } from "./service.js";

export const quotaRoutes =
  ({ quota, identify }: { quota: QuotaService; identify: IdentifyViewer }): FastifyPluginAsync =>
  async (app) => {
    app.get("/api/word-limit-check", async (request, reply) => {
      reply.header("cache-control", "no-store");
      return checkOutput(quotaRecord, await quota.record(await identify(request)));
    });
  };
