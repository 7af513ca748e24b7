// One approved person's signed letters on the final approval tab: each with its kind, its reference (printed beside
// the letter's QR code, and searched by administrators under E-signatures) and its status.
import { formatDateTime, type SignedLetterSummary } from "@ictm/core";
import { Badge } from "@ictm/ui-kit";
import { LETTER_STATUS_BADGES } from "../e-signatures/letter-view.ts";
import { LETTER_KIND_NAMES } from "../e-signatures/verdict-view.ts";
import * as styles from "./Panel.css.ts";

export function SignedLetters({ letters }: { letters: ReadonlyArray<SignedLetterSummary> }) {
  if (letters.length === 0) return <p className={styles.muted}>No signed letters recorded.</p>;
  return (
    <ul className={styles.list} aria-label="Signed letters">
      {letters.map((letter) => {
        const badge = LETTER_STATUS_BADGES[letter.status];
        return (
          <li key={letter.documentReference} className={styles.letterLine}>
            <span>{LETTER_KIND_NAMES[letter.kind]}</span>
            <span className={styles.reference}>{letter.documentReference}</span>
            <Badge tone={badge.tone} icon={badge.icon}>
              {badge.label}
            </Badge>
            <span className={styles.small}>{`Signed ${formatDateTime(letter.issuedAt)}`}</span>
          </li>
        );
      })}
    </ul>
  );
}
