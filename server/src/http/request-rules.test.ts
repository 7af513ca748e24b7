// The edge's rules on a small app with the server's own pieces (issue 17): a body is checked as the contract says
// (no coercion, unknown properties refused by name), the query and path are read as their types, and no string of a
// request may hold a NUL or a lone surrogate; Node's parser failures answer a problem without echoing anything.
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDGE_MESSAGES, MESSAGES, notAFieldOf } from "@ictm/core/domain";
import { clientProblem } from "./edge-errors.ts";
import { refuseUnsafeText } from "./request-text.ts";
import { toProblem } from "./to-problem.ts";
import { requestValidatorCompiler } from "./validator.ts";

const body = {
  type: "object",
  additionalProperties: false,
  required: ["name"],
  properties: { name: { type: "string", maxLength: 50 }, count: { type: "integer" }, done: { type: "boolean", default: false } },
};
const query = { type: "object", properties: { page: { type: "integer" }, tag: { type: "array", items: { type: "string" } } } };

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(requestValidatorCompiler());
  app.setErrorHandler(async (error, _request, reply) => {
    const { problem } = toProblem(error);
    return reply.code(problem.status).send(problem);
  });
  refuseUnsafeText(app);
  app.post("/things/:id", { schema: { body, querystring: query, params: { type: "object", properties: { id: { type: "integer" } } } } }, async (request) => ({
    body: request.body,
    query: request.query,
    params: request.params,
  }));
  const ifMatch = { type: "object", properties: { "If-Match": { type: "string", pattern: '^"[0-9]+"$' } } };
  app.get("/versioned", { schema: { headers: ifMatch } }, async () => ({ ok: true }));
  await app.ready();
});
afterAll(async () => app.close());

const post = (payload: unknown, url = "/things/7") =>
  app.inject({ method: "POST", url, payload: JSON.stringify(payload), headers: { "content-type": "application/json" } });

describe("the request rules", () => {
  it("read the query and the path as their types, and fill in only the contract's defaults", async () => {
    const answer = await post({ name: "Awang" }, "/things/7?page=2&tag=a");
    expect(answer.json()).toEqual({ body: { name: "Awang", done: false }, query: { page: 2, tag: ["a"] }, params: { id: 7 } });
  });

  it("refuse a wrong type in a body instead of converting it", async () => {
    const answer = await post({ name: 12345, count: "5", done: "true" });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json<{ errors: object }>().errors).sort()).toEqual(["count", "done", "name"]);
    expect((await post({ name: "a", done: 1 })).json()).toMatchObject({ errors: { done: ["This value has the wrong type."] } });
  });

  it("refuse an unknown property by its name, and one whose name is not plain without repeating it", async () => {
    expect((await post({ name: "a", isAdmin: true })).json()).toMatchObject({ errors: { isAdmin: [notAFieldOf("isAdmin")] } });
    const odd = await post({ name: "a", "<b>x</b>": true });
    expect(odd.json()).toEqual(expect.objectContaining({ errors: { body: [EDGE_MESSAGES.unknownField] } }));
  });

  it("refuse a NUL or a lone surrogate in the body or the query, naming each place", async () => {
    const answer = await post({ name: "a\ud800" }, "/things/7?tag=x%00");
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      type: "urn:ictm:problem:validation-failed",
      errors: { name: [EDGE_MESSAGES.unsafeCharacter], "tag.0": [EDGE_MESSAGES.unsafeCharacter] },
    });
    // A key the contract does not know is refused by validation first, without repeating it.
    expect((await post({ name: "a", ["k\u0000"]: 1 })).json()).toMatchObject({ errors: { body: [EDGE_MESSAGES.unknownField] } });
  });

  it("check a header by its contract name, whatever its case", async () => {
    expect((await app.inject({ url: "/versioned", headers: { "if-match": "version two" } })).statusCode).toBe(400);
    expect((await app.inject({ url: "/versioned", headers: { "If-Match": '"2"' } })).statusCode).toBe(200);
  });

  it("answer Node's parser failures with a problem of the right status", () => {
    expect(clientProblem("HPE_HEADER_OVERFLOW")).toMatchObject({ status: 431, title: "Request Header Fields Too Large", messages: [MESSAGES.requestTooLarge] });
    expect(clientProblem("ERR_HTTP_REQUEST_TIMEOUT")).toMatchObject({ status: 408, title: "Request Timeout" });
    expect(clientProblem("HPE_INVALID_METHOD")).toMatchObject({ status: 400, type: "urn:ictm:problem:request-refused" });
  });
});
