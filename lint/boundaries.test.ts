// Proves the import-boundary lint can fail: in-memory files at real paths, linted with the real config, report
// each rule of ARCHITECTURE.md's folders table and stay quiet for the imports it allows.
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { repositoryRoot } from "./targets.ts";

const eslint = new ESLint({ cwd: repositoryRoot, overrideConfigFile: "lint/eslint.config.js" });

const messagesFor = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.message);
};

/** Each case: a file, one import line, and a fragment of the message it must draw (null: none). */
const cases: ReadonlyArray<readonly [string, string, string | null]> = [
  ["core/src/accounts/sign-in.ts", 'import { useState } from "react";', "core/ imports no React"],
  ["core/src/accounts/sign-in.ts", 'import { Button } from "react-aria-components";', "core/ imports no React"],
  ["core/src/accounts/sign-in.ts", 'import { readFile } from "node:fs/promises";', "core/ imports no Node built-ins"],
  ["core/src/accounts/sign-in.ts", 'import { createHash } from "crypto";', "core/ imports no Node built-ins"],
  ["core/src/accounts/sign-in.ts", 'import { createServer } from "@ictm/server";', "core/ may import only openapi/"],
  ["core/src/accounts/sign-in.ts", 'import { Button } from "../../../ui-kit/src/index.ts";', "core/ may import only openapi/"],
  ["core/src/accounts/sign-in.ts", 'import { Effect } from "effect";\nimport { map } from "rxjs";', null],
  ["core/src/accounts/sign-in.test.ts", 'import { readFileSync } from "node:fs";', null],
  ["core/src/test-support/fixtures.ts", 'import { Buffer } from "node:buffer";', null],
  ["core/src/errors/catalogue.ts", 'import { EventLog } from "../events/event-log.ts";', "A pure module behind @ictm/core/domain"],
  ["core/src/errors/catalogue.ts", 'import { ApiClient } from "../api/api-client.ts";', "A pure module behind @ictm/core/domain"],
  ["core/src/errors/catalogue.ts", 'import { createCore } from "../create-core.ts";', "A pure module behind @ictm/core/domain"],
  ["core/src/errors/catalogue.ts", 'import { Subject } from "rxjs";', "A pure module behind @ictm/core/domain"],
  ["core/src/errors/catalogue.ts", 'import { produce } from "immer";', "A pure module behind @ictm/core/domain"],
  ["core/src/errors/catalogue.ts", 'import { Schema } from "effect";\nimport type { components } from "@ictm/openapi/portal.ts";', null],
  ["server/src/routes.ts", 'import { signIn } from "@ictm/core";', "server/ imports core only as '@ictm/core/domain'"],
  ["server/src/routes.ts", 'import { MESSAGES } from "@ictm/core/errors/catalogue.ts";', "server/ imports core only as '@ictm/core/domain'"],
  ["server/src/routes.ts", 'import { MESSAGES } from "../../core/src/domain.ts";', "server/ imports core only as '@ictm/core/domain'"],
  ["server/src/routes.ts", 'import { Button } from "@ictm/ui-kit";', "server/ may import only openapi/"],
  ["server/src/routes.ts", 'export { main } from "@ictm/cli/src/main.ts";', "server/ may import only openapi/"],
  ["server/src/routes.ts", 'import { MESSAGES } from "@ictm/core/domain";\nimport { randomUUID } from "node:crypto";', null],
  ["ui-portal/src/pages/Home.tsx", 'import { createServer } from "@ictm/server";', "ui-portal/ never imports the server"],
  ["ui-portal/src/pages/Home.tsx", 'const server = await import("../../../server/src/index.ts");', "ui-portal/ never imports the server"],
  ["ui-backoffice/src/App.tsx", 'type Config = import("@ictm/server").ServerConfig;', "ui-backoffice/ never imports the server"],
  ["ui-kit/src/index.ts", 'import { loadConfig } from "@ictm/server";', "ui-kit/ never imports the server"],
  ["ui-portal/src/pages/Home.tsx", 'import { MESSAGES } from "@ictm/core/errors/catalogue.ts";', "ui-portal/ imports core only as '@ictm/core'"],
  ["ui-kit/src/index.ts", 'import { AppShell } from "@ictm/ui-portal";', "ui-kit/ may import only '@ictm/core' (bindings)"],
  ["ui-portal/src/pages/Home.tsx", 'import { signIn } from "@ictm/core";\nimport { Button } from "@ictm/ui-kit";\nimport { useState } from "react";', null],
  ["ui-kit/src/core-context.tsx", 'import type { Core } from "@ictm/core";', null],
  ["cli/src/main.ts", 'import { createServer } from "@ictm/server";', "cli/ may import only core/"],
  ["cli/src/main.ts", 'import { EventLog } from "@ictm/core/events/event-log.ts";', "cli/ imports core only as '@ictm/core'"],
  ["cli/src/main.ts", 'import { createCore } from "@ictm/core";\nimport { homedir } from "node:os";', null],
  ["openapi/src/index.ts", 'import { MESSAGES } from "@ictm/core/domain";', "openapi/ imports nothing of ours"],
  ["tests/api/anything.test.ts", 'import { createServer } from "@ictm/server";\nimport { signIn } from "@ictm/core/accounts/sign-in.ts";', null],
];

describe("the import-boundary lint", () => {
  // Loading the config (the parser, and the walk from core/src/domain.ts) takes seconds on a busy machine.
  beforeAll(() => eslint.calculateConfigForFile("core/src/domain.ts"), 60_000);

  it.each(cases)("%s: %s", async (file, code, expected) => {
    const messages = await messagesFor(file, code);
    if (expected === null) expect(messages).toEqual([]);
    else expect(messages).toEqual([expect.stringContaining(expected)]);
  }, 20_000);

  it("names the architecture's rule in every message", async () => {
    const messages = await messagesFor("core/src/accounts/sign-in.ts", 'import React from "react";');
    expect(messages[0]).toContain("(ARCHITECTURE.md, Folders)");
  });
});
