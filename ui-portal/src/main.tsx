// The portal starts here: one core with the browser's storage and cookie, the saved session restored once
// (the header shows a placeholder until then), the page's Google and LinkedIn settings read once, and the app.
// A staff session saved by the back-office on this device is restored too (no call): the talent search names its
// selection by key for staff, as for a Business (spec §2).
import { createCore, restoreSession, restoreStaffSession, SessionStorage } from "@ictm/core";
import "@ictm/ui-kit/theme/global.css.ts";
import { browserKeyValueStore, documentCookieJar, readMeta, renderApp } from "@ictm/ui-kit";
import { App } from "./app/App.tsx";
import { socialConfigFrom } from "./app/social-config.ts";

const core = createCore({
  portalBaseUrl: "/api/v1",
  backofficeBaseUrl: "/backoffice/api/v1",
  sessionStorage: SessionStorage.layerKeyValue(browserKeyValueStore("local"), documentCookieJar()),
});

void core.run(restoreSession());
void core.run(restoreStaffSession());

renderApp(<App core={core} social={socialConfigFrom((name) => readMeta(name))} />);
