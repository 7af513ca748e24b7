// A clock a test moves by hand, handed to the server as `config.clock`, so expiry and rate-limit windows are
// tested without sleeping.
import type { Clock } from "@ictm/server";

export interface TestClock extends Clock {
  /** Moves time forward (or back, with a negative amount). */
  advance(milliseconds: number): void;
  set(at: Date): void;
}

export function createTestClock(start: Date = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (milliseconds) => {
      current += milliseconds;
    },
    set: (at) => {
      current = at.getTime();
    },
  };
}

export const minutes = (count: number) => count * 60_000;
export const hours = (count: number) => count * 3_600_000;
export const days = (count: number) => count * 86_400_000;
