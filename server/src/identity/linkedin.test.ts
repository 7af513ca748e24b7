// A LinkedIn access token the server cannot even send is a refusal (401), never an outage (502).
import { describe, expect, it } from "vitest";
import { ProblemError } from "../http/problem.ts";
import { linkedInClient } from "./linkedin.ts";

// Port 9 (discard) on loopback: were the token sent, the call would fail as an outage.
const config = { clientId: "client", clientSecret: "secret", authorizationUrl: "http://127.0.0.1:9/authorize", tokenUrl: "http://127.0.0.1:9/token", userinfoUrl: "http://127.0.0.1:9/userinfo", callbackUrl: null };

describe("a LinkedIn access token", () => {
  it.each(["ꪺꓣ𒓆", "tok\nen", "tok en", "\u0000"])("that is no header value (%j) is refused without asking LinkedIn", async (token) => {
    const refused = await linkedInClient(config, 1000).verify(token).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ProblemError);
    expect(refused instanceof ProblemError ? refused.problem.status : 0).toBe(401);
  });
});
