// @ictm/core/domain: the pure rules the server shares with the UIs and the CLI (schemas, limits, texts,
// transitions, the error catalogue). The one door the server may import core through; every module behind it
// is pure: no services, no API client, no event log, no stores, no React, DOM or Node built-ins (the lint checks).
export * from "./errors/catalogue.ts";
