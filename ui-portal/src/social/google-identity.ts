// The small part of Google Identity Services (GIS) the portal uses: initialize, renderButton and prompt.
// https://developers.google.com/identity/gsi/web/reference/js-reference. GIS keeps one callback per page,
// so it is initialized once per client id and hands each credential to whichever button is on screen now.
import { loadScriptOnce } from "@ictm/ui-kit";
import type { GoogleConfig } from "../app/social-config.ts";

export interface GoogleCredentialResponse {
  /** The ID token (a JWT) the server verifies. */
  credential: string;
}

export interface GoogleButtonOptions {
  type: "standard" | "icon";
  text?: "signin_with" | "signup_with" | "continue_with" | "signin";
  theme?: "outline" | "filled_blue" | "filled_black";
  size?: "large" | "medium" | "small";
  shape?: "rectangular" | "pill" | "circle" | "square";
  logo_alignment?: "left" | "center";
  /** Pixels, at most 400. */
  width?: number;
  locale?: string;
}

export interface GoogleAccountsId {
  initialize(options: { client_id: string; callback: (response: GoogleCredentialResponse) => void; ux_mode?: "popup" | "redirect" }): void;
  renderButton(parent: HTMLElement, options: GoogleButtonOptions): void;
  prompt(): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

type CredentialHandler = (credential: string) => void;

let initializedFor: string | null = null;
let currentHandler: CredentialHandler | null = null;

/**
 * Loads GIS (once), initializes it (once per client id) and makes `onCredential` the receiver of the next
 * credential. Answers the API to render a button with, and a function that stops this receiver.
 */
export async function connectGoogle(config: GoogleConfig, onCredential: CredentialHandler): Promise<{ api: GoogleAccountsId; release: () => void }> {
  await loadScriptOnce(config.scriptUrl);
  const api = window.google?.accounts?.id;
  if (api === undefined) throw new Error("Google Identity Services did not load.");
  if (initializedFor !== config.clientId) {
    api.initialize({
      client_id: config.clientId,
      ux_mode: "popup",
      callback: (response) => currentHandler?.(response.credential),
    });
    initializedFor = config.clientId;
  }
  currentHandler = onCredential;
  return {
    api,
    release: () => {
      if (currentHandler === onCredential) currentHandler = null;
    },
  };
}
