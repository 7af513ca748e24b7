// The API suites' setup (vite.config.ts, project "api"): every call a test makes with the global `fetch` (multipart
// uploads, malformed requests, files, downloads) is checked against the contract like the typed clients' calls, so an
// answer the contract does not describe fails the test that made it. A Request object comes from a typed client,
// whose own middleware (contractCheck) already checks it with the operation it knows.
import { checkedFetch } from "./contract-check.ts";

// The project runs its files without isolation (vite.config.ts): this setup then runs once per file in the same
// module graph, and wraps the platform's fetch once, never its own wrapper.
const WRAPPED = Symbol.for("ictm.tests.contractFetch");

if (!(WRAPPED in globalThis.fetch)) {
  const plain = globalThis.fetch.bind(globalThis);
  const checked = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if (input instanceof Request) return plain(input, init);
    return checkedFetch(typeof input === "string" ? input : input.href, init);
  };
  globalThis.fetch = Object.assign(checked, { [WRAPPED]: true });
}
