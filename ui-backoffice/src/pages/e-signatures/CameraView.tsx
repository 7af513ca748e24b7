// The viewfinder: the back camera (facingMode "environment") in a <video>, read for a QR code a few times a second
// until one is found, then handed to `onRead`. The tracks stop when the page is left (or the read is made). Each
// problem (no camera support, denied, none, busy, the reader not loading) is said in words that point to the
// fallbacks under it; the ones worth another try offer "Try again".
import { useEffect, useRef, useState } from "react";
import { Button, Spinner } from "@ictm/ui-kit";
import { cameraProblemOf, cameraUnsupported, SCANNER_TEXTS, type CameraProblem } from "./camera.ts";
import { loadQrReader } from "./qr-reader-loader.ts";
import * as styles from "./Viewfinder.css.ts";

type CameraState = { readonly status: "starting" } | { readonly status: "scanning" } | { readonly status: "problem"; readonly problem: CameraProblem };

/** How often a frame is read, at most: often enough to feel instant, rarely enough to spare a phone's battery. */
const READ_EVERY_MS = 200;

export function CameraView({ onRead }: { onRead: (text: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>({ status: "starting" });
  const [attempt, setAttempt] = useState(0);
  const onReadRef = useRef(onRead);
  onReadRef.current = onRead;

  useEffect(() => {
    const element = video.current;
    if (element === null) return;
    const unsupported = cameraUnsupported({
      isSecureContext: window.isSecureContext,
      hasGetUserMedia: typeof navigator.mediaDevices?.getUserMedia === "function",
    });
    if (unsupported !== null) {
      setState({ status: "problem", problem: unsupported });
      return;
    }
    let stopped = false;
    let stream: MediaStream | null = null;
    let frame = 0;
    setState({ status: "starting" });

    const start = async () => {
      const reader = await loadQrReader().catch(() => null);
      if (stopped) return;
      if (reader === null) return setState({ status: "problem", problem: "reader" });
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
      } catch (error) {
        if (!stopped) setState({ status: "problem", problem: cameraProblemOf(error) });
        return;
      }
      if (stopped) return stopTracks(stream);
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      if (stopped) return;
      setState({ status: "scanning" });
      let busy = false;
      let last = 0;
      const tick = (time: number) => {
        if (stopped) return;
        if (!busy && time - last >= READ_EVERY_MS && element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
          busy = true;
          last = time;
          reader
            .read(element)
            .then((text) => {
              if (text !== null && !stopped) {
                stopped = true;
                onReadRef.current(text);
              }
            })
            .catch(() => undefined)
            .finally(() => {
              busy = false;
            });
        }
        frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    void start();

    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      if (stream !== null) stopTracks(stream);
      element.srcObject = null;
    };
  }, [attempt]);

  const problem = state.status === "problem" ? state.problem : null;
  return (
    <div className={styles.camera}>
      <div className={styles.frame} data-state={state.status}>
        <video ref={video} className={styles.video} muted playsInline aria-label="Camera viewfinder" hidden={problem !== null} />
        {problem === null ? <span className={styles.guide} aria-hidden="true" /> : null}
        {state.status === "starting" ? (
          <span className={styles.starting}>
            <Spinner />
          </span>
        ) : null}
      </div>
      <div className={styles.cameraStatus}>
        {problem === null ? (
          <p role="status" className={styles.statusText}>
            {state.status === "starting" ? "Starting the camera…" : "Looking for a QR code. Hold the letter's lower right corner inside the square."}
          </p>
        ) : (
          <div role="alert" className={styles.problem}>
            <div className={styles.problemRow}>
              <CameraOffIcon />
              <p className={styles.problemText}>{SCANNER_TEXTS.camera[problem]}</p>
            </div>
            {problem === "busy" || problem === "reader" || problem === "denied" ? (
              <Button variant="secondary" size="small" onPress={() => setAttempt((count) => count + 1)}>
                Try again
              </Button>
            ) : null}
          </div>
        )}
      </div>
    </div>
  );
}

function stopTracks(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}

function CameraOffIcon() {
  return (
    <svg className={styles.offIcon} aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
      <path d="M2 2l20 20M9.5 4h5L17 7h3a2 2 0 0 1 2 2v8.5M16 16a4 4 0 0 1-5.6-5.6M2 9a2 2 0 0 1 2-2h1m10 13H4a2 2 0 0 1-2-2V9" />
    </svg>
  );
}
