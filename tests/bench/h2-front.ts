// The front a deployment puts before the server (ARCHITECTURE.md: stateless servers behind a load balancer): TLS
// and HTTP/2 to the browser, plain HTTP/1.1 to the server. The first-load bench measures a phone
// through it, as a phone reaches the portal in service (a browser speaks HTTP/2 only over TLS); over plain HTTP/1.1 a
// browser opens at most six connections to a host, so a page of 80 files waits on round trips no deployment has.
// A self-signed certificate made for the run (the browser is told to accept it). Bench-only: the product's server
// speaks plain HTTP and leaves TLS to the front.
import { Agent, request } from "node:http";
import { createSecureServer, constants, type IncomingHttpHeaders, type ServerHttp2Stream } from "node:http2";
import type { AddressInfo } from "node:net";
import { generate } from "selfsigned";

export interface Front {
  /** https://127.0.0.1:port */
  readonly url: string;
  close(): Promise<void>;
}

/** Headers that belong to one hop (RFC 9110 §7.6.1, RFC 9113 §8.2.2) and are not passed on either way. */
const hopByHop = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te", "host", "http2-settings"]);

export async function startHttp2Front(target: string): Promise<Front> {
  const { private: key, cert } = await generate([{ name: "commonName", value: "127.0.0.1" }], {
    keySize: 2048,
    extensions: [{ name: "subjectAltName", altNames: [{ type: 7, ip: "127.0.0.1" }] }],
  });
  const origin = new URL(target);
  // A connection of its own for each request: on loopback it costs a fraction of a millisecond, and no request can
  // meet a kept-alive connection the server is closing (its idle ones close after 5 s; a run stalled on that once).
  const agent = new Agent({ keepAlive: false, maxSockets: 64 });
  const server = createSecureServer({ key, cert, allowHTTP1: false });
  server.on("stream", (stream: ServerHttp2Stream, headers: IncomingHttpHeaders) => {
    const passed: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(headers)) {
      if (name.startsWith(":") || hopByHop.has(name) || value === undefined) continue;
      passed[name] = value;
    }
    passed["host"] = String(headers[constants.HTTP2_HEADER_AUTHORITY] ?? origin.host);
    passed["x-forwarded-proto"] = "https";
    const method = String(headers[constants.HTTP2_HEADER_METHOD]);
    const upstream = request({ agent, host: origin.hostname, port: origin.port, method, path: String(headers[constants.HTTP2_HEADER_PATH]), headers: passed }, (answer) => {
      const back: Record<string, string | string[] | number> = { [constants.HTTP2_HEADER_STATUS]: answer.statusCode ?? 502 };
      for (const [name, value] of Object.entries(answer.headers)) if (!hopByHop.has(name) && value !== undefined) back[name] = value;
      if (stream.destroyed) return answer.resume();
      stream.respond(back);
      answer.pipe(stream);
    });
    upstream.on("error", () => {
      if (!stream.headersSent && !stream.destroyed) stream.respond({ [constants.HTTP2_HEADER_STATUS]: 502 });
      stream.end();
    });
    stream.on("error", () => upstream.destroy());
    if (method === "GET" || method === "HEAD") upstream.end();
    else stream.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        // Streams a closed page left open would keep the server up.
        setTimeout(resolve, 1000).unref();
      }),
  };
}
