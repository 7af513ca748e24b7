// A bulk run's progress on stderr (stdout stays for the result, JSON included): on a terminal a bar with the count,
// the rate a second and the time left (cli-progress); otherwise a plain line at every tenth of the way, and each
// failure on its own line as it happens. On a terminal the failures wait for the bar to finish (a line written
// under a live bar breaks it); the summary lists them all either way.
import { Presets, SingleBar } from "cli-progress";

export interface Progress {
  /** One application done; `failure` when it failed. */
  advance(failure?: { readonly label: string; readonly message: string }): void;
  /** The run is over: the bar is finished. */
  done(): void;
}

export interface ProgressOptions {
  readonly verb: string;
  readonly total: number;
  readonly stream?: NodeJS.WriteStream;
  readonly now?: () => number;
}

export const count = (value: number): string => value.toLocaleString("en-US");

/** "81.3" a second. */
export const rateOf = (done: number, elapsedMs: number): number => (elapsedMs <= 0 ? 0 : (done * 1000) / elapsedMs);

/** "4 s", "2 min 5 s". */
export const duration = (seconds: number): string => {
  const whole = Math.max(0, Math.round(seconds));
  return whole < 60 ? `${whole} s` : `${Math.floor(whole / 60)} min ${whole % 60} s`;
};

export const makeProgress = ({ verb, total, stream = process.stderr, now = () => performance.now() }: ProgressOptions): Progress =>
  stream.isTTY ? barProgress(verb, total, stream, now) : lineProgress(verb, total, stream, now);

const barProgress = (verb: string, total: number, stream: NodeJS.WriteStream, now: () => number): Progress => {
  const started = now();
  let done = 0;
  const bar = new SingleBar(
    { format: `${verb} [{bar}] {value}/{total} | {rate}/s | ETA {eta_formatted}`, stream, hideCursor: true, etaBuffer: 100 },
    Presets.shades_classic,
  );
  bar.start(total, 0, { rate: "0.0" });
  return {
    advance: () => {
      done += 1;
      bar.increment(1, { rate: rateOf(done, now() - started).toFixed(1) });
    },
    done: () => bar.stop(),
  };
};

const lineProgress = (verb: string, total: number, stream: NodeJS.WriteStream, now: () => number): Progress => {
  const started = now();
  let done = 0;
  let tenths = 0;
  return {
    advance: (failure) => {
      done += 1;
      if (failure !== undefined) stream.write(`Failed: ${failure.label}: ${failure.message}\n`);
      const reached = Math.floor((done * 10) / total);
      if (reached <= tenths) return;
      tenths = reached;
      const rate = rateOf(done, now() - started);
      const left = rate === 0 ? "" : `, ETA ${duration((total - done) / rate)}`;
      stream.write(`${verb}: ${count(done)}/${count(total)} (${Math.round((done * 100) / total)}%), ${rate.toFixed(1)}/s${left}\n`);
    },
    done: () => undefined,
  };
};
