// The toast region of an app. It shows a list it is given (the core's toast store) through
// react-aria's ToastRegion, so toasts are announced and reachable by keyboard (F6 / the landmark).
// A toast that closes (timer or close button) is reported through `onDismiss`; it never changes
// the list itself. Danger toasts pass through the 200 ms debounce of toast-debounce.ts.
import { useEffect, useRef, useState } from "react";
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from "react-aria-components";
import { cx } from "../cx.ts";
import { createToastDebounce, DANGER_TOAST_DEBOUNCE_MS, type Schedule, type ToastItem } from "./toast-debounce.ts";
import * as styles from "./Toasts.css.ts";

export interface ToastsProps {
  toasts: readonly ToastItem[];
  onDismiss: (id: string) => void;
}

/** Errors stay until read for longer; both are over react-aria's 5 s accessibility minimum. */
const TIMEOUT_MS = { danger: 10_000, success: 5_000, info: 6_000 } as const;

const browserSchedule: Schedule = (run, ms) => {
  const handle = setTimeout(run, ms);
  return () => clearTimeout(handle);
};

export function Toasts({ toasts, onDismiss }: ToastsProps) {
  const [queue] = useState(() => new ToastQueue<ToastItem>({ maxVisibleToasts: 4 }));
  const onDismissRef = useRef(onDismiss);
  onDismissRef.current = onDismiss;
  // id → queue key, for toasts offered to the debounce or showing; the list is the source of truth.
  const known = useRef(new Map<string, string | null>());
  const [debounce] = useState(() =>
    createToastDebounce<ToastItem>({
      delayMs: DANGER_TOAST_DEBOUNCE_MS,
      schedule: browserSchedule,
      show: (toast) => {
        const key = queue.add(toast, {
          timeout: TIMEOUT_MS[toast.tone],
          onClose: () => {
            // Closed by the timer or the close button while still in the list: tell the owner.
            if (known.current.get(toast.id) === key) onDismissRef.current(toast.id);
          },
        });
        known.current.set(toast.id, key);
      },
      drop: (toast) => onDismissRef.current(toast.id),
    }),
  );

  useEffect(() => {
    const present = new Set(toasts.map((toast) => toast.id));
    for (const [id, key] of known.current) {
      if (present.has(id)) continue;
      known.current.delete(id);
      if (key === null) debounce.withdraw(id);
      else queue.close(key);
    }
    for (const toast of toasts) {
      if (known.current.has(toast.id)) continue;
      known.current.set(toast.id, null);
      debounce.offer(toast);
    }
  }, [toasts, debounce, queue]);

  return (
    <ToastRegion queue={queue} className={styles.region}>
      {({ toast }) => (
        <Toast toast={toast} className={cx(styles.toast, styles.tone[toast.content.tone])}>
          <ToneIcon tone={toast.content.tone} />
          <ToastContent className={styles.content}>
            <Text slot="title">{toast.content.message}</Text>
            {toast.content.detail ? (
              <Text slot="description" className={styles.detail}>
                {toast.content.detail}
              </Text>
            ) : null}
          </ToastContent>
          <Button slot="close" aria-label="Dismiss" className={styles.close}>
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M18 6 6 18M6 6l12 12" />
            </svg>
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}

function ToneIcon({ tone }: { tone: ToastItem["tone"] }) {
  const paths = {
    danger: <path d="M12 8v5m0 3.5v.01M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />,
    success: <path d="M20 6 9 17l-5-5" />,
    info: <path d="M12 16v-5m0-3v-.01M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" />,
  };
  return (
    <svg className={styles.icon} aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {paths[tone]}
    </svg>
  );
}
