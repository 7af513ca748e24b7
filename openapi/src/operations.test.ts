// The generator of operations.ts reads the `x-ictm-*` flags and the ProblemKind enum from a contract; the generated
// module holds both contracts' flags and their one ProblemKind list (codegen refuses contracts that differ).
import { describe, expect, it } from "vitest";
import { operationsModule, operationsOf, problemKindsOf } from "../scripts/operations.ts";
import { backofficeOperations, portalOperations, problemKinds } from "./operations.ts";

const contract = {
  paths: {
    "/sign-ins/{kind}": {
      parameters: [],
      post: { operationId: "signIn", "x-ictm-call": "signIn", "x-ictm-identity-provider": "google" },
      get: { operationId: "listSignIns" },
    },
  },
  components: { schemas: { ProblemKind: { type: "string", enum: ["unexpected", "email-taken"] } } },
};

describe("operations codegen", () => {
  it("reads each operation's method, path template and flags", () => {
    expect(operationsOf(contract)).toEqual([
      { key: "GET /sign-ins/{kind}", operationId: "listSignIns" },
      { key: "POST /sign-ins/{kind}", operationId: "signIn", call: "signIn", identityProvider: "google" },
    ]);
    expect(problemKindsOf(contract)).toEqual(["unexpected", "email-taken"]);
  });

  it("refuses a flag value the contract does not define", () => {
    const wrong = { paths: { "/x": { post: { operationId: "x", "x-ictm-call": "signin" } } } };
    expect(() => operationsOf(wrong)).toThrow(/x-ictm-call/);
    expect(() => operationsModule({ portal: wrong })).toThrow(/POST \/x/);
  });

  it("generated both contracts' flags", () => {
    expect(portalOperations["POST /talents/sign-ins/username-pwd"]).toMatchObject({ call: "signIn" });
    expect(portalOperations["POST /businesses/registrations/linkedin"]).toMatchObject({ call: "signUp", identityProvider: "linkedin" });
    expect(portalOperations["PUT /password-change"]?.call).toBeUndefined();
    expect(backofficeOperations["POST /sign-ins"]).toMatchObject({ operationId: "signInStaff", call: "signIn" });
  });

  it("refuses contracts whose ProblemKind lists differ, and lists each kind once", () => {
    const other = { ...contract, components: { schemas: { ProblemKind: { type: "string", enum: ["unexpected"] } } } };
    expect(() => operationsModule({ portal: contract, backoffice: other })).toThrow(/ProblemKind in backoffice.yaml/);
    expect(operationsModule({ portal: contract, backoffice: contract })).toContain(`export const problemKinds = [\n  "unexpected",\n  "email-taken",\n] as const;`);
    expect(new Set(problemKinds).size).toBe(problemKinds.length);
  });
});
