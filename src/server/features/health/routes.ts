import type { FastifyPluginAsync } from "fastify";

/** Liveness for load balancers; it touches no database so it measures the server alone. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get("/healthz", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { status: "ok" };
  });
};
