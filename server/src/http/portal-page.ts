// The portal's index.html as served: the identity providers' public settings are filled into its meta tags at
// serve time (by name; a missing tag is added), so one build runs with any configuration. A provider that is
// not configured gets empty values, and the page hides its button.
import type { ServerConfig } from "../config.ts";
import { googleEnabled, linkedInCallbackUrl, linkedInEnabled } from "../identity/config.ts";
import { escapeHtml } from "../mail/html.ts";

/** The meta tags the page reads, by name. */
export function portalPageMeta(config: ServerConfig): Record<string, string> {
  const { google, linkedin } = config;
  const withGoogle = googleEnabled(google);
  const withLinkedIn = linkedInEnabled(linkedin);
  return {
    "google-signin-client_id": withGoogle ? google.clientId : "",
    "ictm-google-script-url": withGoogle ? google.scriptUrl : "",
    "linkedin-callback-url": withLinkedIn ? linkedInCallbackUrl(linkedin, config.publicUrl) : "",
    "ictm-linkedin-client-id": withLinkedIn ? linkedin.clientId : "",
    "ictm-linkedin-authorization-url": withLinkedIn ? linkedin.authorizationUrl : "",
  };
}

/** Sets each named meta tag's content (escaped), keeping its other attributes; adds the tags the page lacks. */
export function fillMeta(html: string, values: Record<string, string>): string {
  let page = html;
  const missing: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    const content = `content="${escapeHtml(value)}"`;
    const tag = new RegExp(`<meta\\b[^>]*\\bname\\s*=\\s*(["'])${escapeRegExp(name)}\\1[^>]*>`, "i");
    const found = tag.exec(page);
    if (!found) {
      missing.push(`<meta name="${escapeHtml(name)}" ${content} />`);
      continue;
    }
    const original = found[0];
    const hasContent = /\scontent\s*=\s*("[^"]*"|'[^']*')/i;
    // Replaced by functions throughout: a `$` in a value must stay literal.
    const filled = hasContent.test(original) ? original.replace(hasContent, () => ` ${content}`) : original.replace(/\s*\/?>$/, () => ` ${content} />`);
    page = page.replace(original, () => filled);
  }
  if (missing.length === 0) return page;
  return page.replace(/<\/head>/i, () => `${missing.join("\n")}\n</head>`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
