// One record read for a public page (a vacancy, a business's vacancies), silently: the page itself says when it
// is missing, so no toast doubles it. "missing" covers a key that is malformed, unknown or not visible to this
// person (the server does not tell them apart); any other failure can be tried again.
import { useEffect, useRef, useState } from "react";
import type { CoreError, RunResult } from "@ictm/core";

export type RecordState<T> = { status: "loading" } | { status: "loaded"; value: T } | { status: "missing" } | { status: "failed"; error: CoreError };

/** Loads again when `key` changes (another record) or on `reload`. */
export function useRecord<T>(load: () => Promise<RunResult<T>>, key: string): { state: RecordState<T>; reload: () => void } {
  const [state, setState] = useState<RecordState<T>>({ status: "loading" });
  const [round, setRound] = useState(0);
  const latestLoad = useRef(load);
  latestLoad.current = load;
  useEffect(() => {
    let current = true;
    setState({ status: "loading" });
    void latestLoad.current().then((result) => {
      if (!current) return;
      if (result.ok) setState({ status: "loaded", value: result.value });
      else setState(isMissing(result.error) ? { status: "missing" } : { status: "failed", error: result.error });
    });
    return () => {
      current = false;
    };
  }, [key, round]);
  return { state, reload: () => setRound((value) => value + 1) };
}

const isMissing = (error: CoreError): boolean =>
  error._tag === "ValidationFailed" || error._tag === "NotFound";
