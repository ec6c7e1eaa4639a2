/**
 * The one error type of the API. Routes throw it; the error handler turns it
 * into `{error, message, ...details}` with its status.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new AppError(400, "validation_error", message, details);
export const notFound = (message: string) => new AppError(404, "not_found", message);

/** Codes for errors raised by fastify itself, by status. */
export const STATUS_CODES: Record<number, string> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  406: "not_acceptable",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
};
