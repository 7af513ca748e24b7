// Validation failures reach people as `errors: { field: [message] }` in the contract's words, through the same
// validator options and error handler the server uses.
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toProblem } from "./to-problem.ts";
import { validatorOptions } from "./validator.ts";

const email = { type: "string", format: "email", maxLength: 254, errorMessage: "E-mail, as the schema says." };
const bodySchema = {
  type: "object",
  required: ["email", "address"],
  errorMessage: { required: { email: "E-mail, as the schema says." } },
  properties: {
    email,
    address: { type: "object", required: ["city"], properties: { city: { type: "string", minLength: 2, maxLength: 50 } } },
    "a/b": { type: "integer", maximum: 10 },
  },
};

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ ajv: validatorOptions });
  app.setErrorHandler(async (error, _request, reply) => {
    const { problem } = toProblem(error);
    return reply.code(problem.status).send(problem);
  });
  app.post("/things", { schema: { body: bodySchema, querystring: { type: "object", properties: { page: { type: "integer", minimum: 1 } } } } }, async () => ({ ok: true }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

async function errorsOf(payload: unknown, url = "/things") {
  const answer = await app.inject({ method: "POST", url, payload: JSON.stringify(payload), headers: { "content-type": "application/json" } });
  expect(answer.statusCode).toBe(400);
  return answer.json<{ errors: Record<string, string[]> }>().errors;
}

describe("validation errors", () => {
  it("use the contract's errorMessage for a wrong value and for a missing one", async () => {
    expect(await errorsOf({ email: "nope", address: { city: "Bandar" } })).toEqual({ email: ["E-mail, as the schema says."] });
    expect(await errorsOf({ address: { city: "Bandar" } })).toEqual({ email: ["E-mail, as the schema says."] });
  });

  it("name nested fields with dots and give plain words where the contract has no message", async () => {
    expect(await errorsOf({ email: "a@b.bn", address: { city: "B" }, "a/b": 11 })).toEqual({
      "address.city": ["This value is too short."],
      "a/b": ["This value is too large."],
    });
    expect(await errorsOf({ email: "a@b.bn", address: {} })).toEqual({ "address.city": ["This field is required."] });
  });

  it("name the request part when the whole of it is wrong", async () => {
    expect(await errorsOf([1, 2])).toEqual({ body: ["This value has the wrong type."] });
    expect(await errorsOf({ email: "a@b.bn", address: { city: "Bandar" } }, "/things?page=0")).toEqual({ page: ["This value is too small."] });
  });
});
