// Tokens are long random strings, stored only as a fixed-length hash.
import { describe, expect, it } from "vitest";
import { hashToken, later, days, newToken } from "./tokens.ts";

describe("tokens", () => {
  it("are 43 url-safe characters and never repeat", () => {
    const tokens = new Set(Array.from({ length: 200 }, newToken));
    expect(tokens.size).toBe(200);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("hash to the same 64 hex characters every time, different for different tokens", () => {
    const token = newToken();
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toBe(hashToken(newToken()));
    expect(hashToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("measure expiry from a given moment", () => {
    expect(later(new Date("2030-01-01T00:00:00Z"), days(30)).toISOString()).toBe("2030-01-31T00:00:00.000Z");
  });
});
