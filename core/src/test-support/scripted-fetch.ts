// A fetch that answers from a script, in order, and records every request: the only fake HTTP core's tests use.
// Test-only; an unscripted request fails the call (as a lost connection would) and is recorded as unexpected.

export interface ScriptedExchange {
  readonly method: string;
  /** The path below the API base, e.g. "/talents/sign-ins/username-pwd". */
  readonly path: string;
  readonly status: number;
  /** Serialized as JSON unless it is a string, which is sent as it is. */
  readonly body?: unknown;
}

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  /** A multipart body as the server would parse it; null for any other body. */
  readonly form: FormData | null;
}

export const scriptedFetch = (script: ReadonlyArray<ScriptedExchange>) => {
  const pending = [...script];
  const requests: Array<RecordedRequest> = [];
  const unexpected: Array<string> = [];
  const fetch = async (request: Request): Promise<Response> => {
    const headers = Object.fromEntries(request.headers.entries());
    const multipart = request.headers.get("content-type")?.startsWith("multipart/form-data") === true;
    const form = multipart ? await request.clone().formData() : null;
    requests.push({ method: request.method, url: request.url, headers, body: await request.text(), form });
    const path = new URL(request.url).pathname;
    const next = pending[0];
    if (next === undefined || next.method !== request.method || !path.endsWith(next.path)) {
      unexpected.push(`${request.method} ${path}`);
      throw new TypeError(`fetch failed: no scripted answer for ${request.method} ${path}`);
    }
    pending.shift();
    const isText = typeof next.body === "string";
    return new Response(next.body === undefined ? null : isText ? String(next.body) : JSON.stringify(next.body), {
      status: next.status,
      headers: { "content-type": next.status < 400 ? "application/json" : "application/problem+json" },
    });
  };
  return { fetch, requests, unexpected, pending: () => [...pending] };
};
