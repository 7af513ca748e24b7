// How typed text becomes tags (the skills chips): split on commas and new lines, trimmed, empty parts
// dropped, a tag already there (in any case) not added twice. No rules about what a valid skill is: the
// caller's schema says that, and shows its message under the field.

export interface TagsAdded {
  tags: string[];
  /** The tags that were new, in the order typed. */
  added: string[];
}

export function addTags(existing: readonly string[], text: string): TagsAdded {
  const tags = [...existing];
  const added: string[] = [];
  for (const part of text.split(/[,\n]/)) {
    const tag = part.trim().replace(/\s+/g, " ");
    if (tag === "" || tags.some((known) => known.toLowerCase() === tag.toLowerCase())) continue;
    tags.push(tag);
    added.push(tag);
  }
  return { tags, added };
}

/** While typing: the text before the last comma is ready to add; what follows stays in the box. */
export function splitTyped(text: string): { ready: string; rest: string } {
  const cut = Math.max(text.lastIndexOf(","), text.lastIndexOf("\n"));
  return cut === -1 ? { ready: "", rest: text } : { ready: text.slice(0, cut), rest: text.slice(cut + 1) };
}
