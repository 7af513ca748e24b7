// Renders an app into the page's #root in StrictMode: the last line of every app's main.tsx. Both apps read and
// write dates the way Brunei does, day first: react-aria's date fields take their segment order (dd / mm / yyyy)
// from the locale given here, not from the browser's (an en-US browser would otherwise ask for mm / dd / yyyy).
import { StrictMode, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { I18nProvider } from "react-aria-components";

/** The apps' locale for react-aria (date segment order, the calendar's first day of the week): British English. */
export const APP_LOCALE = "en-GB";

export function renderApp(app: ReactNode, rootId = "root"): void {
  const root = document.getElementById(rootId);
  if (root === null) throw new Error(`index.html has no #${rootId} element.`);
  createRoot(root).render(
    <StrictMode>
      <I18nProvider locale={APP_LOCALE}>{app}</I18nProvider>
    </StrictMode>,
  );
}
