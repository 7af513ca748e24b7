// Every failure becomes a problem a client can show; only our own refusals and request mistakes say more than
// the catalogue's unexpected-error text.
import { describe, expect, it } from "vitest";
import { MESSAGES, PROBLEMS, PROBLEM_KINDS, STATUS_TITLES } from "@ictm/core/domain";
import { ProblemError, conflict, messages, refuse, refuseKind } from "./problem.ts";
import { toProblem } from "./to-problem.ts";

const unexpected = { type: "urn:ictm:problem:unexpected", title: messages.unexpected, status: 500, messages: [messages.unexpected] };

describe("toProblem", () => {
  it("passes a refusal through with its headers", () => {
    const answer = toProblem(refuse(429, "too-many-sign-ins", messages.tooManySignIns, { "retry-after": "60" }));
    expect(answer).toEqual({
      problem: { type: "urn:ictm:problem:too-many-sign-ins", title: "Too Many Requests", status: 429, messages: [messages.tooManySignIns] },
      headers: { "retry-after": "60" },
      unexpected: false,
    });
  });

  it("refuses each kind of the contract with the catalogue's status and text", () => {
    for (const kind of PROBLEM_KINDS) {
      const { problem } = toProblem(refuseKind(kind));
      expect(problem).toMatchObject({ type: `urn:ictm:problem:${kind}`, status: PROBLEMS[kind].status, messages: [PROBLEMS[kind].message] });
    }
    expect(toProblem(conflict()).problem).toMatchObject({ type: "urn:ictm:problem:stale-version", status: 409, messages: [MESSAGES.staleVersion] });
  });

  it("turns a schema validation failure into field errors", () => {
    const error = Object.assign(new Error("body/email must match format"), {
      validation: [{ keyword: "errorMessage", instancePath: "/email", params: { errors: [] }, message: "E-mail, as the schema says." }],
      validationContext: "body",
      statusCode: 400,
    });
    expect(toProblem(error).problem).toEqual({
      type: "urn:ictm:problem:validation-failed",
      title: STATUS_TITLES[400],
      status: 400,
      errors: { email: ["E-mail, as the schema says."] },
    });
  });

  it("explains Fastify's request errors in plain words", () => {
    const badJson = Object.assign(new SyntaxError("Unexpected token"), { statusCode: 400, code: "FST_ERR_CTP_INVALID_JSON_BODY" });
    expect(toProblem(badJson).problem.errors).toEqual({ body: [MESSAGES.requestBodyNotJson] });
    const tooLarge = Object.assign(new Error("Request body is too large"), { statusCode: 413, code: "FST_ERR_CTP_BODY_TOO_LARGE" });
    expect(toProblem(tooLarge).problem).toMatchObject({ status: 413, title: "Payload Too Large", messages: [MESSAGES.requestTooLarge] });
  });

  it("hides everything else behind the unexpected-error problem, whatever was thrown", () => {
    for (const thrown of [new Error("connection to 10.0.0.5 refused"), "a string", null, Object.assign(new Error("x"), { statusCode: 503 })]) {
      expect(toProblem(thrown)).toEqual({ problem: unexpected, headers: {}, unexpected: true });
    }
  });

  it("marks a 5xx ProblemError as unexpected, so it is logged", () => {
    expect(toProblem(new ProblemError(unexpected)).unexpected).toBe(true);
  });
});
