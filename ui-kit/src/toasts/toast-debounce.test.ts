import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createToastDebounce, type Schedule, type ToastItem } from "./toast-debounce.ts";

/** A hand-driven clock: `advance(ms)` runs what falls due, in order. */
function manualClock() {
  let now = 0;
  let timers: { at: number; run: () => void; cancelled: boolean }[] = [];
  const schedule: Schedule = (run, ms) => {
    const timer = { at: now + ms, run, cancelled: false };
    timers.push(timer);
    return () => {
      timer.cancelled = true;
    };
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = timers.filter((t) => !t.cancelled && t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      now = due.at;
      due.cancelled = true;
      due.run();
    }
    now = until;
    timers = timers.filter((t) => !t.cancelled);
  };
  return { schedule, advance };
}

function setup() {
  const clock = manualClock();
  const shown: string[] = [];
  const dropped: string[] = [];
  const debounce = createToastDebounce<ToastItem>({
    delayMs: 200,
    schedule: clock.schedule,
    show: (t) => shown.push(t.id),
    drop: (t) => dropped.push(t.id),
  });
  return { clock, shown, dropped, debounce };
}

const danger = (id: string, message = "Sorry, an unexpected error has occurred."): ToastItem => ({ id, tone: "danger", message });

describe("showing toasts", () => {
  it("shows success and info toasts at once", () => {
    const { shown, debounce } = setup();
    debounce.offer({ id: "s", tone: "success", message: "Saved Successfully" });
    debounce.offer({ id: "i", tone: "info", message: "Check your e-mail" });
    expect(shown).toEqual(["s", "i"]);
  });

  it("shows a danger toast after 200 ms, not before", () => {
    const { clock, shown, debounce } = setup();
    debounce.offer(danger("a"));
    clock.advance(199);
    expect(shown).toEqual([]);
    clock.advance(1);
    expect(shown).toEqual(["a"]);
  });

  it("a burst of identical errors shows once: the last, 200 ms after the burst ends", () => {
    const { clock, shown, dropped, debounce } = setup();
    debounce.offer(danger("a"));
    clock.advance(100);
    debounce.offer(danger("b"));
    clock.advance(150);
    debounce.offer(danger("c"));
    clock.advance(199);
    expect(shown).toEqual([]);
    clock.advance(1);
    expect(shown).toEqual(["c"]);
    expect(dropped).toEqual(["a", "b"]);
  });

  it("different errors in the same burst each show", () => {
    const { clock, shown, debounce } = setup();
    debounce.offer(danger("a", "Login details incorrect. Please try again."));
    debounce.offer(danger("b", "Sorry, please login again."));
    clock.advance(200);
    expect(shown.sort()).toEqual(["a", "b"]);
  });

  it("the same error again after the wait shows again", () => {
    const { clock, shown, debounce } = setup();
    debounce.offer(danger("a"));
    clock.advance(200);
    debounce.offer(danger("b"));
    clock.advance(200);
    expect(shown).toEqual(["a", "b"]);
  });

  it("a danger toast dismissed while it waits never shows", () => {
    const { clock, shown, dropped, debounce } = setup();
    debounce.offer(danger("a"));
    expect(debounce.withdraw("a")).toBe(true);
    expect(debounce.withdraw("a")).toBe(false);
    clock.advance(1000);
    expect(shown).toEqual([]);
    expect(dropped).toEqual([]);
  });

  it("nothing shows after dispose", () => {
    const { clock, shown, debounce } = setup();
    debounce.offer(danger("a"));
    debounce.dispose();
    clock.advance(1000);
    expect(shown).toEqual([]);
  });

  it("every toast is shown or dropped, and of each burst of one error only the last shows", () => {
    const offer = fc.record({
      gap: fc.integer({ min: 0, max: 400 }),
      tone: fc.constantFrom("danger", "success", "info" as const),
      message: fc.constantFrom("A", "B", "C"),
    });
    fc.assert(
      fc.property(fc.array(offer, { maxLength: 30 }), (offers) => {
        const { clock, shown, dropped, debounce } = setup();
        const at: number[] = [];
        let now = 0;
        offers.forEach((o, index) => {
          clock.advance(o.gap);
          now += o.gap;
          at.push(now);
          debounce.offer({ id: String(index), tone: o.tone, message: o.message });
        });
        clock.advance(200);

        expect([...shown, ...dropped].sort()).toEqual(offers.map((_, index) => String(index)).sort());
        // The model: a danger toast shows when no identical danger toast follows it within 200 ms.
        const expectedDangerShown = offers.flatMap((o, i) => {
          if (o.tone !== "danger") return [];
          const next = offers.findIndex((p, j) => j > i && p.tone === "danger" && p.message === o.message);
          const replaced = next !== -1 && (at[next] ?? 0) - (at[i] ?? 0) < 200;
          return replaced ? [] : [String(i)];
        });
        const dangerShown = shown.filter((id) => offers[Number(id)]?.tone === "danger");
        expect(dangerShown.sort()).toEqual(expectedDangerShown.sort());
      }),
      { seed: 20240601 },
    );
  });
});
