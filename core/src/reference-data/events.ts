// The reference data's one event: the lists every form uses, loaded (public, kept across sign-outs).
import { Schema } from "effect";
import { CommonDataShape } from "../events/contract-shapes.ts";
import { defineEvent } from "../events/define-event.ts";

export const referenceDataEvents = [
  defineEvent("v1.CommonDataLoaded", Schema.Struct({ commonData: CommonDataShape })),
] as const;
