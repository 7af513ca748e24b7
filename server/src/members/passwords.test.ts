// scrypt password hashes: salted, verified in constant time, and refusing malformed input.
import { describe, expect, it } from "vitest";
import { checkPassword, decoyHash, hashPassword, verifyPassword } from "./passwords.ts";

describe("passwords", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("Demo!2345");
    expect(await verifyPassword("Demo!2345", hash)).toBe(true);
    expect(await verifyPassword("demo!2345", hash)).toBe(false);
  });

  it("salts every hash, so the same password hashes differently", async () => {
    const [first, second] = await Promise.all([hashPassword("same password"), hashPassword("same password")]);
    expect(first).not.toBe(second);
    expect(first.startsWith("scrypt$32768$8$1$")).toBe(true);
  });

  it("treats a malformed stored hash as a mismatch rather than an error", async () => {
    for (const stored of ["", "plain", "scrypt$1$2$3$salt", "scrypt$x$8$1$c2FsdA==$a2V5", "bcrypt$1$1$1$a$b"]) {
      expect(await verifyPassword("anything", stored)).toBe(false);
    }
  });

  it("gives one decoy hash that no ordinary password matches", async () => {
    const decoy = await decoyHash();
    expect(await decoyHash()).toBe(decoy);
    expect(await verifyPassword("Demo!2345", decoy)).toBe(false);
  });

  it("gives back the account only for its own password; unknown or password-less accounts match nothing", async () => {
    const account = { id: "a", passwordHash: await hashPassword("Demo!2345") };
    expect(await checkPassword(account, "Demo!2345")).toBe(account);
    expect(await checkPassword(account, "demo!2345")).toBeNull();
    expect(await checkPassword(undefined, "Demo!2345")).toBeNull();
    expect(await checkPassword({ id: "b", passwordHash: null }, "Demo!2345")).toBeNull();
  });
});
