// The contract loader: every operation with its route and its request schemas, references inlined.
import { describe, expect, it } from "vitest";
import { FORM_MESSAGES } from "@ictm/core/domain";
import { contractFile, loadContract } from "./load.ts";
import { dereference } from "./dereference.ts";

describe("loadContract", () => {
  it("lists the portal's operations with their routes, security and schemas", async () => {
    const portal = await loadContract(contractFile("portal"));
    expect(portal.basePath).toBe("/api/v1");
    const byId = new Map(portal.operations.map((operation) => [operation.operationId, operation]));
    expect(byId.get("activateMember")).toMatchObject({ method: "POST", url: "/api/v1/members/activate/:token", security: [] });
    expect(byId.get("getTalentProfile")).toMatchObject({ method: "GET", security: ["memberToken"] });
    expect(byId.get("activateMember")?.schema.querystring).toMatchObject({
      required: ["memberEmail"],
      // The contract's words are core's (the form a person fills in says the same).
      errorMessage: { required: { memberEmail: FORM_MESSAGES.email } },
    });
    const signUp = byId.get("signUpTalentWithEmail")?.schema.body;
    expect(signUp).toMatchObject({ properties: { email: { format: "email" } } });
    expect(JSON.stringify(signUp)).not.toContain("$ref");
  });

  it("binds the back-office contract under its own base path", async () => {
    const backoffice = await loadContract(contractFile("backoffice"));
    expect(backoffice.operations.map((operation) => `${operation.method} ${operation.url}`)).toContain("GET /backoffice/api/v1/workflows");
  });
});

describe("dereference", () => {
  it("inlines references, keeps siblings, and drops OpenAPI-only keywords but not properties with those names", () => {
    const document = {
      components: { schemas: { Name: { type: "string", example: "Ali" } } },
      schema: {
        type: "object",
        properties: { example: { $ref: "#/components/schemas/Name", maxLength: 5 } },
      },
    };
    expect(dereference(document)["schema"]).toEqual({
      type: "object",
      properties: { example: { type: "string", maxLength: 5 } },
    });
  });

  it("refuses a schema that refers to itself", () => {
    const document = { components: { schemas: { Tree: { type: "object", properties: { child: { $ref: "#/components/schemas/Tree" } } } } } };
    expect(() => dereference(document)).toThrow(/refers to itself/);
  });
});
