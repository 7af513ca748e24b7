// The final approval tab's signing choices and signed letters: the active signatories as the Signatory select offers
// them (by number, the first chosen unless another still active was), and each approved person's letters, the
// approval letter before the appendix, the newest first. Pure.

export interface SignatoryChoice {
  readonly id: string;
  readonly number: number;
  readonly name: string;
  readonly title: string;
  readonly isActive: boolean;
}

export interface SelectChoice {
  readonly id: string;
  readonly label: string;
}

/** The active signatories, by number, as "Name, Title". */
export function signatoryOptions(signatories: ReadonlyArray<SignatoryChoice>): SelectChoice[] {
  return signatories
    .filter((signatory) => signatory.isActive)
    .sort((a, b) => a.number - b.number)
    .map((signatory) => ({ id: signatory.id, label: `${signatory.name}, ${signatory.title}` }));
}

/** The one chosen while it is still offered; else the first offered (the server's default); "" when none is. */
export function chosenSignatory(options: ReadonlyArray<SelectChoice>, chosen: string): string {
  return options.some((option) => option.id === chosen) ? chosen : (options[0]?.id ?? "");
}

export interface LetterLike {
  readonly documentReference: string;
  readonly kind: "approval-letter" | "appendix";
  readonly personIndex: number;
  readonly issuedAt: string;
}

const KIND_ORDER = { "approval-letter": 0, appendix: 1 } as const;

/** One person's letters: the approval letter(s) before the appendix (or appendices), each kind newest first. */
export function lettersOfPerson<L extends LetterLike>(letters: ReadonlyArray<L>, personIndex: number): L[] {
  return letters
    .filter((letter) => letter.personIndex === personIndex)
    .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || Date.parse(b.issuedAt) - Date.parse(a.issuedAt));
}
