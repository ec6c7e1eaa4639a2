import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built client. Hashed files under /assets never change, so they
 * are cached for a year; everything else (index.html, sw.js, manifest) is
 * revalidated so a deploy shows at once. Unknown paths get index.html and the
 * client router decides (its not-found screen included).
 */
export async function serveClient(app: FastifyInstance, clientDir: string): Promise<boolean> {
  const indexFile = path.join(clientDir, "index.html");
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No client build in ${clientDir}; run "npm run build" to serve the web app`);
    return false;
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.startsWith(path.join(clientDir, "assets") + path.sep);
      reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  app.get("/", (_request, reply) => reply.header("cache-control", "no-cache").sendFile("index.html"));
  return true;
}

export function isClientRoute(method: string, url: string): boolean {
  return (method === "GET" || method === "HEAD") && !url.startsWith("/api/") && url !== "/api" && !url.startsWith("/assets/");
}
