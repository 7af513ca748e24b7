// The back-office starts here: one core with the browser's storage, the first page's code on its way (and its data
// once a saved session is restored: App.tsx's startFirstPage), the saved staff session restored once (pages wait for
// it behind RequireStaff) and then checked with the server (GET /me: the roles as they are now; a revoked token ends
// the session, and RequireStaff sends the person to sign in), and the app rendered once the page's code is here.
import { BACKOFFICE_STORES, createCore, loadStaffSelf, restoreStaffSession, SessionStorage } from "@ictm/core";
import "@ictm/ui-kit/theme/global.css.ts";
import { browserKeyValueStore, documentCookieJar, renderApp } from "@ictm/ui-kit";
import { App, startFirstPage } from "./app/App.tsx";

// Its core folds only the back-office's stores, so wherever the back-office's code is checked, `Core` and `StoreValues` name
// just those (create-core.ts's Register).
declare module "@ictm/core/create-core.ts" {
  interface Register {
    readonly stores: typeof BACKOFFICE_STORES;
  }
}

const core = createCore({
  stores: BACKOFFICE_STORES,
  portalBaseUrl: "/api/v1",
  backofficeBaseUrl: "/backoffice/api/v1",
  sessionStorage: SessionStorage.layerKeyValue(browserKeyValueStore("local"), documentCookieJar()),
});

const firstPage = startFirstPage(core, window.location.pathname);
void core.run(restoreStaffSession()).then((restored) => {
  if (!restored.ok || restored.value === null) return;
  void core.run(loadStaffSelf());
  firstPage.whenSignedIn();
});

void firstPage.ready.then(() => renderApp(<App core={core} />));
