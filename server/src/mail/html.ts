// Escaping for the HTML part of mails and for pages the server fills in: every value a person or a setting
// supplies goes through here before it lands in markup.

/** Replaces the characters that could end an attribute or open a tag with numeric character references. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
