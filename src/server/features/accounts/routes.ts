import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { APIError } from "better-auth/api";
import {
  authOptionsResponse,
  changePasswordRequest,
  forgotPasswordRequest,
  forgotPasswordResponse,
  meResponse,
  messageResponse,
  resetPasswordRequest,
  userResponse,
  whoamiResponse,
} from "../../../shared/accounts.js";
import { AppError } from "../../http/errors.js";
import type { RateLimiter } from "../../http/rate-limiter.js";
import { checkOutput, parseInput } from "../../http/validate.js";
import type { Auth } from "./auth.js";
import { fetchHeaders, type AccountsService, type AccountViewer } from "./service.js";

export interface AccountsRouteDeps {
  auth: Auth;
  accounts: AccountsService;
  limiter: RateLimiter;
  isProduction: boolean;
  googleEnabled: boolean;
  devResetLinks: Map<string, string>;
}

const FORGOT_MESSAGE = "If an account exists for that email, we have sent a link to reset its password.";
const FORGOT_PER_IP = { limit: 10, windowMs: 15 * 60_000 };

/** better-auth's errors in our `{error, message}` shape, with their status. */
export function fromAuthError(error: unknown): unknown {
  if (!(error instanceof APIError)) return error;
  const body = (error.body ?? {}) as { code?: string; message?: string };
  return new AppError(error.statusCode, (body.code ?? "auth_error").toLowerCase(), body.message ?? error.message);
}

async function signedIn(accounts: AccountsService, request: FastifyRequest): Promise<AccountViewer> {
  const viewer = await accounts.identify(request);
  if (viewer.kind !== "user") throw new AppError(401, "unauthorized", "Please sign in to continue.");
  return viewer;
}

/** Copies better-auth's Set-Cookie headers (a new session after a password change) onto our reply. */
function forwardCookies(headers: Headers, reply: FastifyReply) {
  const cookies = headers.getSetCookie();
  if (cookies.length) reply.header("set-cookie", cookies);
}

export const accountsRoutes =
  ({ auth, accounts, limiter, isProduction, googleEnabled, devResetLinks }: AccountsRouteDeps): FastifyPluginAsync =>
  async (app) => {
    app.get("/api/auth-options", async () => checkOutput(authOptionsResponse, { google: googleEnabled }));

    app.get("/api/_whoami", async (request) => {
      const viewer = await accounts.identify(request);
      return checkOutput(whoamiResponse, { authenticated: viewer.kind === "user", email: viewer.kind === "user" ? viewer.email : null });
    });

    app.get("/api/user", async (request, reply) => {
      reply.header("cache-control", "no-store");
      return checkOutput(userResponse, { user: await accounts.userRecord(await signedIn(accounts, request)) });
    });

    app.get("/api/me", async (request) => checkOutput(meResponse, { isAdmin: (await signedIn(accounts, request)).isAdmin }));

    app.post("/api/forgot-password", async (request) => {
      const { email } = parseInput(forgotPasswordRequest, request.body);
      await limiter.enforce(`ip:forgot-password:${request.ip}`, FORGOT_PER_IP, "reset requests from this network");
      await auth.api
        .requestPasswordReset({ body: { email, redirectTo: "/reset-password" }, headers: fetchHeaders(request) })
        .catch((error: unknown) => Promise.reject(fromAuthError(error)));
      // Development only: hand the link back so a developer can reset without a mailbox.
      const resetLink = isProduction ? undefined : devResetLinks.get(email);
      devResetLinks.delete(email);
      return checkOutput(forgotPasswordResponse, { message: FORGOT_MESSAGE, ...(resetLink ? { resetLink } : {}) });
    });

    app.post("/api/reset-password", async (request) => {
      const { token, newPassword } = parseInput(resetPasswordRequest, request.body);
      try {
        await auth.api.resetPassword({ body: { token, newPassword }, headers: fetchHeaders(request) });
      } catch (error) {
        if (error instanceof APIError && (error.body as { code?: string } | undefined)?.code === "INVALID_TOKEN") {
          throw new AppError(400, "invalid_token", "This reset link is invalid or has expired. Please request a new one.");
        }
        throw fromAuthError(error);
      }
      return checkOutput(messageResponse, { message: "Your password has been reset. You can now sign in with it." });
    });

    app.post("/api/change-password", async (request, reply) => {
      await signedIn(accounts, request);
      const { currentPassword, newPassword } = parseInput(changePasswordRequest, request.body);
      try {
        const { headers } = await auth.api.changePassword({
          body: { currentPassword, newPassword, revokeOtherSessions: true },
          headers: fetchHeaders(request),
          returnHeaders: true,
        });
        forwardCookies(headers, reply);
      } catch (error) {
        if (error instanceof APIError && (error.body as { code?: string } | undefined)?.code === "INVALID_PASSWORD") {
          throw new AppError(400, "invalid_password", "Current password is incorrect");
        }
        throw fromAuthError(error);
      }
      return checkOutput(messageResponse, { message: "Password updated" });
    });
  };

/**
 * better-auth's own endpoints (sign-in, sign-up, verification, Google, sign-out,
 * session) under /api/auth/*, given the raw body and the real client address.
 * Its JSON errors also get our `error` field beside its `code`.
 */
export const authHandlerRoutes =
  (auth: Auth, publicUrl: string): FastifyPluginAsync =>
  async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    app.route({
      method: ["GET", "POST"],
      url: "/api/auth/*",
      handler: async (request, reply) => {
        const body = request.method === "GET" ? undefined : (request.body as Buffer | undefined);
        const response = await auth.handler(
          new Request(new URL(request.url, publicUrl), { method: request.method, headers: fetchHeaders(request), body: body?.length ? new Uint8Array(body) : undefined }),
        );
        reply.status(response.status);
        response.headers.forEach((value, name) => {
          if (name !== "set-cookie" && name !== "content-length") reply.header(name, value);
        });
        forwardCookies(response.headers, reply);
        const text = await response.text();
        if (!response.ok && response.headers.get("content-type")?.includes("application/json")) {
          const parsed = JSON.parse(text || "{}") as { code?: string; message?: string; error?: string };
          return reply.send({ error: parsed.error ?? (parsed.code ?? "auth_error").toLowerCase(), ...parsed, message: parsed.message ?? response.statusText });
        }
        return reply.send(text || null);
      },
    });
  };
