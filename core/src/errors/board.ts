// Tagged errors of the staff's board. Text defaults come from the catalogue only.
import { Schema } from "effect";
import { MESSAGES } from "./catalogue.ts";
import { silent, text } from "./general.ts";

/** The caller may not move this card there (problem kind `move-not-allowed`; core's board-rules `mayMoveCard`). */
export class CardMoveRefused extends Schema.TaggedError<CardMoveRefused>()("CardMoveRefused", {
  message: text(MESSAGES.cardMoveRefused),
  silent,
}) {}
