// Joins class names, skipping the empty ones: `cx(base, isOpen && open, props.className)`.
export function cx(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter(Boolean).join(" ");
}
