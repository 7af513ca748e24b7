// The administrators' signed letters as back-office operations (tag `signatures`; spread into the signature
// handlers by ./routes.ts): the list, revoking one and signing one again (./letter-admin.ts). Thin: read the page
// and the words, authenticate, call the use case.
import type { operations } from "@ictm/openapi/backoffice.ts";
import { pageRequest, SIGNED_LETTERS_PAGE_SIZE } from "@ictm/core/domain";
import type { Handlers } from "../contract/bind.ts";
import { searchWords } from "../search/terms.ts";
import type { Services } from "../services.ts";
import { requireStaff } from "../staff/authenticate.ts";
import type { StaffSession } from "../staff/store.ts";
import { listSignedLetters, reissueSignedLetter, revokeSignedLetter } from "./letter-admin.ts";

export type SignedLetterOperations = "listSignedLetters" | "revokeSignedLetter" | "reissueSignedLetter";


export function signedLetterHandlers(services: Services): Pick<Handlers<operations, StaffSession>, SignedLetterOperations> {
  return {
    listSignedLetters: async ({ session, query }) => {
      const page = pageRequest(query.pageNumber, query.pageSize, SIGNED_LETTERS_PAGE_SIZE);
      return { status: 200, body: { data: await listSignedLetters(services.orm, requireStaff(session), searchWords(query.searchTerms), page) } };
    },
    revokeSignedLetter: async ({ session, params, body }) => ({
      status: 200,
      body: { data: await revokeSignedLetter(services, requireStaff(session), params.documentReference, body.reason) },
    }),
    reissueSignedLetter: async ({ session, params }) => ({
      status: 201,
      body: { data: await reissueSignedLetter(services, requireStaff(session), params.documentReference) },
    }),
  };
}
