/**
 * The one small API client. Requests carry the session cookie (never a token
 * from browser storage); non-GET calls send JSON. A non-OK answer raises an
 * ApiError whose message is "{status}: {body}" (SPEC §8) and which carries the
 * status and the parsed JSON body, so callers can branch on 401, 402, 409 or
 * the `error` code.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    text: string,
  ) {
    super(`${status}: ${text}`);
    this.name = "ApiError";
  }

  /** The server's `error` code, when the body has one. */
  get code(): string | undefined {
    const code = (this.body as { error?: unknown } | null)?.error;
    return typeof code === "string" ? code : undefined;
  }

  /** The server's human message, when the body has one. */
  get serverMessage(): string | undefined {
    const message = (this.body as { message?: unknown } | null)?.message;
    return typeof message === "string" ? message : undefined;
  }
}

export async function apiFetch<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const method = init.method ?? "GET";
  const response = await fetch(path, {
    method,
    credentials: "same-origin",
    headers: method === "GET" ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
    body: method === "GET" || init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (!response.ok) throw new ApiError(response.status, body, text);
  return body as T;
}

export const apiGet = <T>(path: string, signal?: AbortSignal) => apiFetch<T>(path, { signal });
export const apiPost = <T>(path: string, body?: unknown) => apiFetch<T>(path, { method: "POST", body: body ?? {} });

/**
 * SPEC §7: a query may treat 401 as "no data" (the signed-out user) instead of
 * an error; this is chosen per call.
 */
export async function apiGetOrNullOn401<T>(path: string, signal?: AbortSignal): Promise<T | null> {
  try {
    return await apiGet<T>(path, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
