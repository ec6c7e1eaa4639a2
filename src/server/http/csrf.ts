import type { FastifyReply, FastifyRequest } from "fastify";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF protection for cookie-authenticated writes: the browser's Origin (or,
 * failing that, Referer) must be this site — the Host the request came to, or
 * one of the trusted origins. Requests without cookies (bearer clients, Stripe
 * webhooks) carry no ambient authority and are not checked.
 */
export function originCheck(trustedOrigins: string[]) {
  const trusted = new Set(trustedOrigins.map((o) => new URL(o).origin));
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith("/api/") || !request.headers.cookie) return;
    const source = request.headers.origin ?? request.headers.referer;
    let origin: URL | undefined;
    try {
      origin = source ? new URL(source) : undefined;
    } catch {
      origin = undefined;
    }
    if (origin && (origin.host === request.headers.host || trusted.has(origin.origin))) return;
    return reply.status(403).send({ error: "csrf_rejected", message: "Cross-site request refused: it does not come from this site." });
  };
}
