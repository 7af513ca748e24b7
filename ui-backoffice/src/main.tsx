// The back-office starts here: one core with the browser's storage, and the app rendered.
// Staff sign-in is a later issue; until then no session is restored here.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createCore, SessionStorage } from "@ictm/core";
import "@ictm/ui-kit";
import { App } from "./app/App.tsx";

const core = createCore({
  portalBaseUrl: "/api/v1",
  backofficeBaseUrl: "/backoffice/api/v1",
  sessionStorage: SessionStorage.layerKeyValue(browserStorage(), {
    read: () => document.cookie,
    write: (cookie) => {
      document.cookie = cookie;
    },
  }),
});

const root = document.getElementById("root");
if (root === null) throw new Error("index.html has no #root element.");
createRoot(root).render(
  <StrictMode>
    <App core={core} />
  </StrictMode>,
);

/** localStorage, or memory when the browser refuses it (some private modes throw on access). */
function browserStorage(): Pick<Storage, "getItem" | "setItem" | "removeItem"> {
  try {
    const storage = window.localStorage;
    storage.getItem("");
    return storage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
  }
}
