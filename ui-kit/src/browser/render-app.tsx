// Renders an app into the page's #root in StrictMode: the last line of every app's main.tsx.
import { StrictMode, type ReactNode } from "react";
import { createRoot } from "react-dom/client";

export function renderApp(app: ReactNode, rootId = "root"): void {
  const root = document.getElementById(rootId);
  if (root === null) throw new Error(`index.html has no #${rootId} element.`);
  createRoot(root).render(<StrictMode>{app}</StrictMode>);
}
