// Values the server writes into the page at serve time (`<meta name="…" content="…">`), read once at start.
// A meta that is missing or empty reads as "": the feature it configures is then off.

export function readMeta(name: string, from: Pick<Document, "querySelector"> = document): string {
  const element = from.querySelector(`meta[name="${name}"]`);
  return element?.getAttribute("content")?.trim() ?? "";
}
