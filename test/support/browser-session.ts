import type { FastifyInstance, LightMyRequestResponse } from "fastify";

export const TEST_ORIGIN = "http://localhost:3000";

/**
 * Requests through `inject` as one browser would make them: a cookie jar, and
 * the Origin header a browser sends on writes.
 */
export class BrowserSession {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: FastifyInstance,
    readonly remoteAddress = "127.0.0.1",
  ) {}

  async request(method: "GET" | "POST", url: string, payload?: object | Buffer, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const response = await this.app.inject({
      method,
      url,
      payload,
      remoteAddress: this.remoteAddress,
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    });
    for (const c of response.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (c.value === "" || c.maxAge === 0) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return response;
  }

  get = (url: string, headers?: Record<string, string>) => this.request("GET", url, undefined, headers);
  post = (url: string, payload: object = {}, headers?: Record<string, string>) => this.request("POST", url, payload, headers);
}

/** A multipart/form-data body as a browser would send it, for `inject`. */
export async function multipart(fields: Record<string, { name: string; content: string | Buffer }>): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [field, file] of Object.entries(fields)) {
    form.append(field, new Blob([typeof file.content === "string" ? file.content : new Uint8Array(file.content)]), file.name);
  }
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get("content-type")! };
}
