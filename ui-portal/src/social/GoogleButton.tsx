// Google's own sign-in button, rendered by Google Identity Services into a box of ours. It appears only
// when the page is configured for Google; while the script loads a placeholder keeps its place, and if the
// script cannot load the box says so instead of showing a button that cannot work.
import { useEffect, useRef, useState } from "react";
import { Skeleton } from "@ictm/ui-kit";
import { useSocialConfig } from "../app/social-context.tsx";
import { connectGoogle } from "./google-identity.ts";
import * as styles from "./social.css.ts";

export interface GoogleButtonProps {
  /** "Sign in with Google" or "Sign up with Google" (Google words the button itself). */
  text: "signin_with" | "signup_with";
  onCredential: (credential: string) => void;
}

type LoadState = "loading" | "ready" | "failed";

export function GoogleButton({ text, onCredential }: GoogleButtonProps) {
  const config = useSocialConfig().google;
  const slot = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LoadState>("loading");
  // The latest handler, so a re-render with a new closure never re-renders Google's button.
  const handler = useRef(onCredential);
  handler.current = onCredential;

  useEffect(() => {
    if (config === null) return;
    let release: (() => void) | null = null;
    let cancelled = false;
    connectGoogle(config, (credential) => handler.current(credential)).then(
      ({ api, release: stop }) => {
        release = stop;
        if (cancelled || box.current === null) return stop();
        box.current.replaceChildren();
        api.renderButton(box.current, {
          type: "standard",
          text,
          theme: "outline",
          size: "large",
          shape: "rectangular",
          logo_alignment: "center",
          // GIS takes pixels (at most 400): as wide as the form, like the buttons around it.
          width: Math.max(200, Math.min(400, Math.round(slot.current?.getBoundingClientRect().width ?? 400))),
        });
        setState("ready");
      },
      () => {
        if (!cancelled) setState("failed");
      },
    );
    return () => {
      cancelled = true;
      release?.();
    };
  }, [config, text]);

  if (config === null) return null;
  return (
    <div ref={slot} className={styles.providerSlot}>
      {state === "loading" ? <Skeleton height="44px" radius="8px" /> : null}
      {state === "failed" ? <p className={styles.providerNote}>Google sign-in is not available right now. Please use another way in.</p> : null}
      <div ref={box} className={styles.googleBox} />
    </div>
  );
}
