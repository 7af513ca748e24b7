// Typing a date into react-aria's DateField, the one way the browser tests do it: the field is a group of
// spinbuttons; focus the first and type the digits in the order the locale lays the segments out (day first in
// en-GB), so a test never depends on the locale.
import type { Locator, Page } from "playwright-core";

export interface FillDateOptions {
  /** Where the field is (a section of the page); the page by default. */
  readonly scope?: Page | Locator;
  /** Match the field's label exactly (when another label contains it). */
  readonly exact?: boolean;
}

export async function fillDate(page: Page, label: string, date: Date, { scope = page, exact = false }: FillDateOptions = {}): Promise<void> {
  const group = scope.getByRole("group", { name: label, exact });
  const segments = group.getByRole("spinbutton");
  const order = await segments.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-type") ?? ""));
  const values: Record<string, string> = {
    day: String(date.getDate()).padStart(2, "0"),
    month: String(date.getMonth() + 1).padStart(2, "0"),
    year: String(date.getFullYear()),
  };
  await segments.first().click();
  for (const type of order) {
    const value = values[type];
    if (value) await page.keyboard.type(value);
  }
}
