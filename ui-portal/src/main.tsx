// The portal starts here: one core with the browser's storage and cookie, the first page's code on its way, the
// saved session restored once (the header shows a placeholder until then), a search screen's first search asked for
// as soon as that is done, the page's Google and LinkedIn settings read once, and the app rendered once the page's
// code is here. A staff session saved by the back-office on this device is restored too (no call): the talent search
// names its selection by key for staff, as for a Business (spec §2).
import { PORTAL_STORES, createCore, restoreSession, restoreStaffSession, SessionStorage } from "@ictm/core";
import "@ictm/ui-kit/theme/global.css.ts";
import { browserKeyValueStore, documentCookieJar, preloadFirstRoute, readMeta, renderApp } from "@ictm/ui-kit";
import { App } from "./app/App.tsx";
import { lazyRoutes } from "./app/routes.tsx";
import { socialConfigFrom } from "./app/social-config.ts";
import { startFirstSearch } from "./pages/search/first-search.ts";

// Its core folds only the portal's stores, so wherever the portal's code is checked, `Core` and `StoreValues` name
// just those (create-core.ts's Register).
declare module "@ictm/core/create-core.ts" {
  interface Register {
    readonly stores: typeof PORTAL_STORES;
  }
}

const core = createCore({
  stores: PORTAL_STORES,
  portalBaseUrl: "/api/v1",
  backofficeBaseUrl: "/backoffice/api/v1",
  sessionStorage: SessionStorage.layerKeyValue(browserKeyValueStore("local"), documentCookieJar()),
});

// The page this address opens starts loading now; the app renders once it is here (or 300 ms have passed).
const firstPage = preloadFirstRoute(lazyRoutes, window.location.pathname);
// Once it is known who is looking, the search of a search screen's address is asked for at once (first-search.ts).
void Promise.all([core.run(restoreSession()), core.run(restoreStaffSession())]).then(() => startFirstSearch(core, window.location.pathname, window.location.search));

void firstPage.ready.then(() => renderApp(<App core={core} social={socialConfigFrom((name) => readMeta(name))} />));
