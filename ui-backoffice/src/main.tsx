// The back-office starts here: one core with the browser's storage, and the app rendered.
// Staff sign-in is a later issue; until then no session is restored here.
import { createCore, SessionStorage } from "@ictm/core";
import { browserKeyValueStore, documentCookieJar, renderApp } from "@ictm/ui-kit";
import { App } from "./app/App.tsx";

const core = createCore({
  portalBaseUrl: "/api/v1",
  backofficeBaseUrl: "/backoffice/api/v1",
  sessionStorage: SessionStorage.layerKeyValue(browserKeyValueStore("local"), documentCookieJar()),
});

renderApp(<App core={core} />);
