import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { User } from "../../../shared/accounts.js";
import type { Config } from "../../config.js";
import type { Database } from "../../db/schema.js";
import { AppError } from "../../http/errors.js";
import { userSubject, visitorSubject, type IdentifyViewer, type Viewer } from "../../http/viewer.js";
import type { QuotaService } from "../quota/service.js";
import { CLIENT_IP_HEADER, type Auth } from "./auth.js";

export type AccountViewer = Extract<Viewer, { kind: "user" }>;

/** The request's headers as a Fetch Headers, with the client address fastify determined. */
export function fetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === "x-forwarded-for" || name === CLIENT_IP_HEADER) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

const SUBSCRIBED_STATUSES = ["active", "trialing"];

export function createAccountsService(deps: { auth: Auth; db: Kysely<Database>; config: Config; secret: string; quota: QuotaService }) {
  const { auth, db, config, secret, quota } = deps;
  const viewers = new WeakMap<FastifyRequest, Promise<Viewer>>();

  async function isAdmin(email: string): Promise<boolean> {
    if (config.adminEmails.includes(email.toLowerCase())) return true;
    const row = await db.selectFrom("administrators").select("email").where("email", "=", email.toLowerCase()).executeTakeFirst();
    return row !== undefined;
  }

  async function isSubscribed(userId: string): Promise<boolean> {
    const row = await db.selectFrom("subscriptions").select(["status", "current_period_end"]).where("user_id", "=", userId).executeTakeFirst();
    if (!row || !SUBSCRIBED_STATUSES.includes(row.status)) return false;
    return row.current_period_end === null || new Date(row.current_period_end).getTime() > Date.now();
  }

  async function resolve(request: FastifyRequest): Promise<Viewer> {
    const anonymous: Viewer = { kind: "anon", subject: visitorSubject(secret, request.ip) };
    // Visitors carry neither a cookie nor a bearer token: skip the session lookup on the hot path.
    if (!request.headers.cookie && !request.headers.authorization) return anonymous;
    const session = await auth.api.getSession({ headers: fetchHeaders(request) });
    if (!session) return anonymous;
    const { id, email } = session.user;
    const [admin, subscribed] = await Promise.all([isAdmin(email), isSubscribed(id)]);
    return { kind: "user", subject: userSubject(id), userId: id, email, isAdmin: admin, subscribed };
  }

  /** Who is asking, from the session only (never from a header or body naming a user); once per request. */
  const identify: IdentifyViewer = (request) => {
    let viewer = viewers.get(request);
    if (!viewer) viewers.set(request, (viewer = resolve(request)));
    return viewer;
  };

  return {
    identify,
    isAdmin,

    /** 401 for visitors, 403 for accounts that are not administrators. */
    async requireAdmin(request: FastifyRequest): Promise<AccountViewer> {
      const viewer = await identify(request);
      if (viewer.kind !== "user") throw new AppError(401, "unauthorized", "Please sign in to continue.");
      if (!viewer.isAdmin) throw new AppError(403, "forbidden", "Only administrators can do this.");
      return viewer;
    },

    async userRecord(viewer: AccountViewer): Promise<User> {
      const [record, totalWordCount] = await Promise.all([quota.record(viewer), quota.totalFlashes(viewer.userId)]);
      return {
        id: viewer.userId,
        email: viewer.email,
        hasSubscription: viewer.subscribed,
        isAdmin: viewer.isAdmin,
        dailyWordCount: record.used,
        totalWordCount,
      };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
