// The e-signature stores: the verdicts on the tokens checked (by token), the published signing keys, one page of the
// signed letters with its filter, and the signatories by number. Pure reducers. The verdicts and the published keys
// are public and stay across sign-ins; the letters and the signatories are staff's and are cleared when the staff
// session changes.
import type { StoreEvent } from "../events/client-event.ts";
import { defineStore } from "../stores/define-store.ts";
import { trackQuery, type LoadStatus } from "../stores/query-status.ts";
import { tokenTextOf } from "./token.ts";
import { SIGNATURE_QUERIES, type SignedLettersFilter } from "./client-events.ts";
import type { Signatory, SignedLetter, SignedLetterPage, SigningKey, SigningPublicKeys, VerifiedSignature } from "./signature-records.ts";
import { SIGNED_LETTERS_PAGE_SIZE } from "./signature-rules.ts";

// ---- Verdicts ----

export interface SignatureVerdictEntry {
  /** The token's canonical text (tokenTextOf). */
  readonly token: string;
  readonly verdict: VerifiedSignature;
}

export interface SignatureVerdictState {
  readonly status: LoadStatus;
  /** The token verified last (canonical text); null before any. */
  readonly token: string | null;
  /** The latest verdict of each token verified, oldest first; at most VERDICTS_KEPT. */
  readonly verdicts: ReadonlyArray<SignatureVerdictEntry>;
}

/** How many tokens' verdicts the store keeps. */
export const VERDICTS_KEPT = 20;

export const initialSignatureVerdictState: SignatureVerdictState = { status: "idle", token: null, verdicts: [] };

/** The verdict on `token` (bare, spaced, lower-case, or a results address), when it was verified. */
export const signatureVerdictOf = (state: SignatureVerdictState, token: string): VerifiedSignature | null => {
  const text = tokenTextOf(token);
  return state.verdicts.find((entry) => entry.token === text)?.verdict ?? null;
};

export const signatureVerdictReducer = (state: SignatureVerdictState, event: StoreEvent): SignatureVerdictState => {
  switch (event.type) {
    case "v1.SignatureVerified": {
      const { token, verdict, offline } = event.payload;
      const verdicts = [...state.verdicts.filter((entry) => entry.token !== token), { token, verdict: { ...verdict, offline } }];
      return { status: "loaded", token, verdicts: verdicts.slice(-VERDICTS_KEPT) };
    }
    default:
      return trackQuery(state, event, SIGNATURE_QUERIES.verification);
  }
};

// ---- The published keys ----

export interface SigningKeysState {
  readonly status: LoadStatus;
  /** The published keys document (every key, newest first); null until loaded. */
  readonly publicKeys: SigningPublicKeys | null;
}

export const initialSigningKeysState: SigningKeysState = { status: "idle", publicKeys: null };

/** The key that signs new letters, when the keys are loaded. */
export const activeSigningKeyOf = (state: SigningKeysState): SigningKey | null =>
  state.publicKeys?.keys.find((key) => key.status === "active") ?? null;

const withKeys = (state: SigningKeysState, keys: (current: ReadonlyArray<SigningKey>) => SigningKey[]): SigningKeysState =>
  state.publicKeys === null ? state : { ...state, publicKeys: { ...state.publicKeys, keys: keys(state.publicKeys.keys) } };

export const signingKeysReducer = (state: SigningKeysState, event: StoreEvent): SigningKeysState => {
  switch (event.type) {
    case "v1.SigningPublicKeysLoaded":
      return { status: "loaded", publicKeys: event.payload.publicKeys };
    case "v1.SigningKeyRotated": {
      const { key } = event.payload;
      // The new key first (newest first); the one active before is retired from the moment the new one began.
      return withKeys(state, (keys) => [
        key,
        ...keys
          .filter((item) => item.kid !== key.kid)
          .map((item): SigningKey => (item.status === "active" ? { ...item, status: "retired", retiredAt: key.createdAt, retirementReason: "rotated" } : item)),
      ]);
    }
    case "v1.SigningKeyWithdrawn": {
      const { key } = event.payload;
      return withKeys(state, (keys) => keys.map((item) => (item.kid === key.kid ? key : item)));
    }
    default:
      return trackQuery(state, event, SIGNATURE_QUERIES.publicKeys);
  }
};

// ---- Signed letters ----

export interface SignedLettersState {
  readonly status: LoadStatus;
  /** What the page holds: the search, the page number and size. */
  readonly filter: SignedLettersFilter;
  /** One page, newest first; null until loaded. */
  readonly page: SignedLetterPage | null;
}

export const initialSignedLettersFilter: SignedLettersFilter = { searchTerms: "", pageNumber: 1, pageSize: SIGNED_LETTERS_PAGE_SIZE };
export const initialSignedLettersState: SignedLettersState = { status: "idle", filter: initialSignedLettersFilter, page: null };

const withLetters = (state: SignedLettersState, letters: (items: ReadonlyArray<SignedLetter>) => SignedLetter[]): SignedLettersState =>
  state.page === null ? state : { ...state, page: { ...state.page, items: letters(state.page.items) } };

export const signedLettersReducer = (state: SignedLettersState, event: StoreEvent): SignedLettersState => {
  switch (event.type) {
    case "v1.SignedLettersLoaded":
      return { status: "loaded", filter: event.payload.filter, page: event.payload.page };
    case "v1.SignedLetterWithdrawn": {
      const { letter } = event.payload;
      return withLetters(state, (items) => items.map((item) => (item.documentReference === letter.documentReference ? letter : item)));
    }
    case "v1.SignedLetterReissued": {
      const { supersededReference, letter } = event.payload;
      if (state.page === null) return state;
      const items = state.page.items.map(
        (item): SignedLetter =>
          item.documentReference === supersededReference
            ? { ...item, status: "superseded", revokedAt: letter.issuedAt, supersededBy: letter.documentReference }
            : item,
      );
      // The new letter is the newest of all: it heads the first page of the unfiltered list.
      const { searchTerms, pageNumber, pageSize } = state.filter;
      if (pageNumber !== 1 || searchTerms !== "" || items.some((item) => item.documentReference === letter.documentReference)) {
        return { ...state, page: { ...state.page, items } };
      }
      const count = state.page.count + 1;
      return { ...state, page: { ...state.page, items: [letter, ...items].slice(0, pageSize), count, totalPages: Math.ceil(count / pageSize) } };
    }
    case "v1.SigningKeyRotated": {
      // The letters of the key active before now carry a retired key.
      const { key } = event.payload;
      return withLetters(state, (items) => items.map((item): SignedLetter => (item.keyStatus === "active" && item.keyId !== key.kid ? { ...item, keyStatus: "retired" } : item)));
    }
    case "v1.SigningKeyWithdrawn": {
      const { key } = event.payload;
      return withLetters(state, (items) => items.map((item): SignedLetter => (item.keyId === key.kid ? { ...item, keyStatus: key.status } : item)));
    }
    case "v1.StaffSignedIn":
    case "v1.StaffSignedOut":
    case "v1.StaffSessionExpired":
      return initialSignedLettersState;
    default:
      return trackQuery(state, event, SIGNATURE_QUERIES.signedLetters);
  }
};

// ---- Signatories ----

export interface SignatoriesState {
  readonly status: LoadStatus;
  /** Every signatory, active or not, by number. */
  readonly items: ReadonlyArray<Signatory>;
}

export const initialSignatoriesState: SignatoriesState = { status: "idle", items: [] };

/** The signatories who may sign new letters (the final approval form's choices), by number. */
export const activeSignatoriesOf = (state: SignatoriesState): ReadonlyArray<Signatory> => state.items.filter((item) => item.isActive);

const byNumber = (a: Signatory, b: Signatory): number => a.number - b.number;

export const signatoriesReducer = (state: SignatoriesState, event: StoreEvent): SignatoriesState => {
  switch (event.type) {
    case "v1.SignatoriesLoaded":
      return { status: "loaded", items: [...event.payload.signatories].sort(byNumber) };
    case "v1.SignatorySaved": {
      const { signatory } = event.payload;
      return { ...state, items: [...state.items.filter((item) => item.id !== signatory.id), signatory].sort(byNumber) };
    }
    case "v1.StaffSignedIn":
    case "v1.StaffSignedOut":
    case "v1.StaffSessionExpired":
      return initialSignatoriesState;
    default:
      return trackQuery(state, event, SIGNATURE_QUERIES.signatories);
  }
};

export const signatureVerdictStore = defineStore("signatureVerdict", initialSignatureVerdictState, signatureVerdictReducer);
export const signingKeysStore = defineStore("signingKeys", initialSigningKeysState, signingKeysReducer);
export const signedLettersStore = defineStore("signedLetters", initialSignedLettersState, signedLettersReducer);
export const signatoriesStore = defineStore("signatories", initialSignatoriesState, signatoriesReducer);
