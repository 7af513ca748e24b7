// The answer compiler the API tests' contract hook uses: the request validator's compiler and messages, without
// the repairs (coercion, defaults, removal) that would let a wrong answer through.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { contractFile } from "../contract/load.ts";
import { dereference, isRecord } from "../contract/dereference.ts";
import { answerSchemaCompiler } from "./validator.ts";

describe("answerSchemaCompiler", () => {
  it("repairs nothing: no coercion, no defaults, no removal of unknown properties", () => {
    const check = answerSchemaCompiler()({
      type: "object",
      additionalProperties: false,
      properties: { count: { type: "integer" }, kind: { type: "string", default: "x" } },
    });
    const answer = { count: "5", extra: true };
    expect(check(answer)).toBe(false);
    expect(answer).toEqual({ count: "5", extra: true });
    expect(check.errors?.map((error) => error.keyword).sort()).toEqual(["additionalProperties", "type"]);
  });

  it("keeps the contract's ajv-errors messages", () => {
    const check = answerSchemaCompiler()({ type: "string", maxLength: 3, errorMessage: "Up to 3 characters." });
    expect(check("long")).toBe(false);
    expect(check.errors?.[0]?.message).toBe("Up to 3 characters.");
  });

  it("takes a null contact address, and refuses control characters only in a string (issue 18)", async () => {
    const raw: unknown = parse(await readFile(contractFile("portal"), "utf8"));
    const schemas = isRecord(raw) ? dereference(raw)["components"] : undefined;
    const contactDetails = isRecord(schemas) && isRecord(schemas["schemas"]) ? schemas["schemas"]["ContactDetails"] : undefined;
    if (!isRecord(contactDetails)) throw new Error("The portal contract has no ContactDetails");
    const check = answerSchemaCompiler()(contactDetails);
    const details = { phone: null, address: null, website: null, linkedinUrl: null, githubUrl: null };
    expect(check(details)).toBe(true);
    expect(check({ ...details, address: "Simpang 32-37, Jalan Gadong\nBandar Seri Begawan" })).toBe(true);
    expect(check({ ...details, address: "Jalan\u0000Gadong" })).toBe(false);
    // The field's own message, as the contract words it.
    const properties = contactDetails["properties"];
    const address = isRecord(properties) ? properties["address"] : undefined;
    expect(check.errors?.[0]?.message).toBe(isRecord(address) ? address["errorMessage"] : undefined);
    expect(check.errors?.[0]?.message).toMatch(/address/);
  });
});
