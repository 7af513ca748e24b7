// The inputs of the e-signature commands and queries: a signing key named by its id, a letter by its reference (any
// case, with or without its hyphens: it is sent as `ICTM-XXXX-XXXX-XXXX-XXXX`), a page of the signed letters. Checked
// before the call, with the contract's words. Pure.
import { Schema } from "effect";
import { textField } from "../forms/fields.ts";
import { RevocationReasonField } from "./signature-forms.ts";
import { documentIdFromReference, documentReference } from "./token.ts";

/** Signed letters a page when the call does not say (spec §9: 15). */

export const SIGNATURE_INPUT_MESSAGES = {
  keyId: "Please name a key by its id: 8 hex characters.",
  documentReference: "Please name a letter by its reference, ICTM-XXXX-XXXX-XXXX-XXXX.",
  pageNumber: "Please ask for a page from 1.",
  pageSize: "Please ask for a page size from 1.",
} as const;

export const KeyIdField = textField(SIGNATURE_INPUT_MESSAGES.keyId, (a) => [Schema.isPattern(/^[0-9a-f]{8}$/, a)]);

export const DocumentReferenceField = textField(SIGNATURE_INPUT_MESSAGES.documentReference, (a) => [
  Schema.makeFilter<string>((value) => (documentIdFromReference(value) === undefined ? a.message : undefined), a),
]);

/** The reference as the contract's path names it; the field has checked that there is one. */
export const canonicalReference = (text: string): string => documentReference(documentIdFromReference(text) ?? text);

const pageField = (message: string) =>
  Schema.Int.annotate({ message }).check(Schema.isGreaterThanOrEqualTo(1, { message })).annotateKey({ messageMissingKey: message });

export const RevokeSigningKeyInput = Schema.Struct({ keyId: KeyIdField, reason: RevocationReasonField });
export type RevokeSigningKeyInput = typeof RevokeSigningKeyInput.Type;

export const RevokeSignedLetterInput = Schema.Struct({ documentReference: DocumentReferenceField, reason: RevocationReasonField });
export type RevokeSignedLetterInput = typeof RevokeSignedLetterInput.Type;

export const ReissueSignedLetterInput = Schema.Struct({ documentReference: DocumentReferenceField });
export type ReissueSignedLetterInput = typeof ReissueSignedLetterInput.Type;

/** Every field may be left out: no search, the first page, 15 a page. */
export const LoadSignedLettersInput = Schema.Struct({
  searchTerms: Schema.optionalKey(Schema.String),
  pageNumber: Schema.optionalKey(pageField(SIGNATURE_INPUT_MESSAGES.pageNumber)),
  pageSize: Schema.optionalKey(pageField(SIGNATURE_INPUT_MESSAGES.pageSize)),
});
export type LoadSignedLettersInput = typeof LoadSignedLettersInput.Type;
