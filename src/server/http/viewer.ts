import crypto from "node:crypto";
import type { FastifyRequest } from "fastify";
import { quotaNetwork } from "./client-ip.js";

/**
 * Who is asking. Accounts are identified by their session only; everyone
 * else is a visitor counted by network address (see docs/quota.md).
 */
export type Viewer =
  | { kind: "anon"; subject: string }
  | { kind: "user"; subject: string; userId: string; email: string; isAdmin: boolean; subscribed: boolean };

export type IdentifyViewer = (request: FastifyRequest) => Promise<Viewer>;

/** A keyed hash, so the database never holds visitors' addresses. */
export function visitorSubject(secret: string, ip: string): string {
  const digest = crypto.createHmac("sha256", secret).update(quotaNetwork(ip)).digest("base64url");
  return `ip:${digest.slice(0, 32)}`;
}

export function userSubject(userId: string): string {
  return `user:${userId}`;
}
