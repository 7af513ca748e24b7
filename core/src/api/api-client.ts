// ApiClient: the portal and back-office APIs over openapi-fetch, the only module that imports it.
// Every call goes through `send`, which adds the member token (portal) or the staff token (back-office) and turns
// any failure into a tagged error; a 401 expires only the session whose token was sent.
import createClient, { type Client, type ClientOptions, type Middleware } from "openapi-fetch";
import type { paths as PortalPaths } from "@ictm/openapi/portal.ts";
import type { paths as BackofficePaths } from "@ictm/openapi/backoffice.ts";
import { Context, Effect, Layer, Predicate } from "effect";
import { NetworkError, UnexpectedError, type CoreError } from "../errors/errors.ts";
import { EventLog } from "../events/event-log.ts";
import { toCoreError } from "./failure.ts";
import { callFlagsOf, isSignInWhitelisted, SIGN_IN_WHITELIST, type ApiName } from "./whitelist.ts";

export { SIGN_IN_WHITELIST, isSignInWhitelisted };

/** A `fetch` as openapi-fetch calls it: `window.fetch`, Node's `fetch`, or a test's own. */
export type Fetch = NonNullable<ClientOptions["fetch"]>;

export type PortalClient = Client<PortalPaths>;
export type BackofficeClient = Client<BackofficePaths>;

export interface ApiClientOptions {
  /** e.g. "/api/v1" in a browser, "http://localhost:8080/api/v1" in Node. */
  readonly portalBaseUrl: string;
  /** e.g. "/backoffice/api/v1". */
  readonly backofficeBaseUrl: string;
  /** Defaults to the platform's global fetch. */
  readonly fetch?: Fetch;
  /** The member token to send on portal calls, read at each call; null sends none. */
  readonly currentToken: () => string | null;
  /** The staff token to send on back-office calls as `Authorization: Bearer`; none when absent or null. */
  readonly currentStaffToken?: () => string | null;
}

export interface CallOptions {
  /** Fail without a toast. */
  readonly silent?: boolean;
  /** Fail without a toast, and a 401 does not expire the session. */
  readonly skipAuthCheck?: boolean;
}

/** What an openapi-fetch method resolves to, seen only through the parts `send` reads. */
export interface ApiResult {
  readonly data?: unknown;
  readonly error?: unknown;
  readonly response: { readonly status: number; readonly ok: boolean };
}

export class ApiClient extends Context.Service<
  ApiClient,
  {
    portal<R extends ApiResult>(
      call: (client: PortalClient) => Promise<R>,
      options?: CallOptions,
    ): Effect.Effect<NonNullable<R["data"]>, CoreError>;
    backoffice<R extends ApiResult>(
      call: (client: BackofficeClient) => Promise<R>,
      options?: CallOptions,
    ): Effect.Effect<NonNullable<R["data"]>, CoreError>;
  }
>()("@ictm/core/api/ApiClient") {
  /** Needs the EventLog, because a 401 outside the sign-in whitelist appends `v1.SessionExpired`. */
  static layer(options: ApiClientOptions): Layer.Layer<ApiClient, never, EventLog> {
    return Layer.effect(
      ApiClient,
      Effect.gen(function* () {
        const log = yield* EventLog;
        const send = makeSend(options, log);
        const memberHeaders = (): Record<string, string> => {
          const token = options.currentToken();
          return token === null ? {} : { "x-member-authorization": token };
        };
        const staffHeaders = (): Record<string, string> => {
          const token = options.currentStaffToken?.() ?? null;
          return token === null ? {} : { authorization: `Bearer ${token}` };
        };
        return ApiClient.of({
          portal: (call, callOptions) =>
            send(
              PORTAL,
              options.portalBaseUrl,
              memberHeaders,
              (base, observer) => call(withObserver(createClient<PortalPaths>(base), observer)),
              callOptions,
            ),
          backoffice: (call, callOptions) =>
            send(
              BACKOFFICE,
              options.backofficeBaseUrl,
              staffHeaders,
              (base, observer) => call(withObserver(createClient<BackofficePaths>(base), observer)),
              callOptions,
            ),
        });
      }),
    );
  }
}

const withObserver = <C extends { use(...middleware: Array<Middleware>): void }>(client: C, observer: Middleware): C => {
  client.use(observer);
  return client;
};

/** Which API a call goes to: whose operation flags say if it is on the sign-in whitelist, and which session a 401 expires. */
interface ApiSide {
  readonly api: ApiName;
  readonly expired: "v1.SessionExpired" | "v1.StaffSessionExpired";
}
const PORTAL: ApiSide = { api: "portal", expired: "v1.SessionExpired" };
const BACKOFFICE: ApiSide = { api: "backoffice", expired: "v1.StaffSessionExpired" };

const makeSend =
  (options: ApiClientOptions, log: EventLog["Service"]) =>
  <R extends ApiResult>(
    side: ApiSide,
    baseUrl: string,
    headers: () => Record<string, string>,
    call: (base: ClientOptions, observer: Middleware) => Promise<R>,
    callOptions: CallOptions = {},
  ) =>
    Effect.gen(function* () {
      const silent = callOptions.silent === true || callOptions.skipAuthCheck === true;
      // A client per call is cheap, and its middleware can note which operation this is and whether it was answered.
      let path = "";
      let method = "";
      let answered = false;
      const observer: Middleware = {
        onRequest: ({ schemaPath, request }) => {
          path = schemaPath;
          method = request.method;
        },
        onResponse: () => {
          answered = true;
        },
      };
      const base: ClientOptions = {
        baseUrl,
        // Left undefined, openapi-fetch uses the platform's global fetch (core cannot name it: no DOM types).
        fetch: options.fetch,
        headers: headers(),
      };
      const result = yield* Effect.tryPromise({
        try: () => call(base, observer),
        // No answer at all, or an answer whose success body is not JSON.
        catch: () => (answered ? new UnexpectedError({ silent }) : new NetworkError({ silent })),
      });
      const { status, ok } = result.response;
      if (ok) {
        if (!Predicate.isNotNullish(result.data)) return yield* new UnexpectedError({ silent });
        return result.data;
      }
      const failure = toCoreError({ status, body: result.error, silent, call: callFlagsOf(side.api, method, path) });
      if (failure._tag === "SessionExpired" && callOptions.skipAuthCheck !== true) {
        yield* log.append({ type: side.expired, payload: {} });
      }
      return yield* failure;
    });
