#!/usr/bin/env node
// The `ictm` executable: Node 24 runs the TypeScript sources directly.
import "../src/main.ts";
