// Tagged errors of uploads. Text defaults come from the catalogue only.
import { Schema } from "effect";
import { MESSAGES } from "./catalogue.ts";
import { silent, text } from "./general.ts";

/** An upload refused for its type, content, count or size. */
export class FilesNotAccepted extends Schema.TaggedError<FilesNotAccepted>()("FilesNotAccepted", {
  message: text(MESSAGES.filesNotAccepted),
  silent,
}) {}
