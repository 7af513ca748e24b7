import { describe, expect, it } from "vitest";
import { withDashValues } from "./args.ts";

describe("withDashValues", () => {
  it("gives a long flag the value after it that starts with one dash", () => {
    expect(withDashValues(["password", "reset", "--token", "-Ab3_x", "--email", "a@b.bn"])).toEqual(["password", "reset", "--token=-Ab3_x", "--email", "a@b.bn"]);
    expect(withDashValues(["login", "--password", "-secret1"])).toEqual(["login", "--password=-secret1"]);
  });

  it("leaves short flags, long flags, values written with = and everything after -- as they are", () => {
    expect(withDashValues(["whoami", "--json", "-h"])).toEqual(["whoami", "--json", "-h"]);
    expect(withDashValues(["whoami", "--json", "--events"])).toEqual(["whoami", "--json", "--events"]);
    expect(withDashValues(["password", "reset", "--token=-Ab3", "-v"])).toEqual(["password", "reset", "--token=-Ab3", "-v"]);
    expect(withDashValues(["run", "--", "--name", "-x1"])).toEqual(["run", "--", "--name", "-x1"]);
    expect(withDashValues(["--token"])).toEqual(["--token"]);
  });
});
