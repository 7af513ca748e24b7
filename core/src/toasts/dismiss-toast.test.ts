import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { EventLog } from "../events/event-log.ts";
import { makeTestCore } from "../test-support/test-core.ts";
import { dismissToast } from "./dismiss-toast.ts";

const saveChanges = Effect.gen(function* () {
  const log = yield* EventLog;
  yield* log.append({ type: "v1.ChangesSaved", payload: { message: "Saved Successfully" } });
});

describe("dismissToast", () => {
  it("removes exactly the toast it names", async () => {
    const { core } = makeTestCore();
    await core.run(saveChanges);
    await core.run(saveChanges);
    expect(core.stores.toasts.value).toEqual([
      { id: "toast-1", tone: "success", message: "Saved Successfully" },
      { id: "toast-2", tone: "success", message: "Saved Successfully" },
    ]);

    await core.run(dismissToast("toast-1"));
    expect(core.stores.toasts.value).toEqual([{ id: "toast-2", tone: "success", message: "Saved Successfully" }]);
  });

  it("dismissing an unknown toast changes nothing", async () => {
    const { core } = makeTestCore();
    await core.run(saveChanges);
    const before = core.stores.toasts.value;
    await core.run(dismissToast("toast-99"));
    expect(core.stores.toasts.value).toBe(before);
  });
});
