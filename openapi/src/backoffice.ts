// Generated from openapi/backoffice.yaml by `npm run codegen`. Do not edit by hand.

export interface paths {
    "/workflows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The application workflows, each with its kanban board */
        get: operations["listWorkflows"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sign-ins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign a staff member in with e-mail and password */
        post: operations["signInStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sign-outs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out, revoking the token that made the call */
        post: operations["signOutStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business-verifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Businesses' verification requests, oldest first, by status */
        get: operations["listBusinessVerifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business-verifications/{businessKey}/decisions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                businessKey: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or reject a Business's pending verification request
         * @description A rejection needs a reason, which the Business sees. The Business is told by e-mail (through the outbox,
         *     after the decision is stored). The decision is recorded as a fact of the request's event stream
         *     (`v1.VerificationApproved { by }` or `v1.VerificationRejected { by, reason }`).
         *
         *     Send the `version` of the request you decided on as `If-Match: "<version>"` (required: 428
         *     `version-required` without it). If the Business replaced its request since, or another officer decided
         *     it, the answer is 409 `stale-version`: reload and look again. Only a pending request is decided (409
         *     `verification-not-pending`); deciding twice is refused.
         */
        post: operations["decideBusinessVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit/event-chain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check the tamper-evident hash chain of every event stream
         * @description Every event the server stores carries the hash of the event before it in its stream and its own hash
         *     (sha256 over the previous hash and the event's stream, version, type, payload, actor and time). This
         *     recomputes every stream's chain and lists each place where it breaks: an event changed, removed or
         *     inserted outside the server. An intact log answers `broken: []`. The CLI's `ictm audit verify` calls it;
         *     the server also checks at start and logs a broken chain loudly.
         */
        get: operations["verifyEventChain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        EventChainReport: {
            /** @description The streams checked. */
            streams: number;
            /** @description The events checked. */
            events: number;
            /** @description Each place the chain breaks, in stream and version order; empty when the log is intact. */
            broken: {
                stream: string;
                version: number;
                reason: string;
            }[];
        };
        /**
         * @description The kind of a failure, named in a problem's `type` as `urn:ictm:problem:<kind>`. Clients tell failures apart by kind, never by their words. Keep this list equal, in the same order, in portal.yaml and backoffice.yaml (codegen refuses them otherwise); core maps each kind in core/src/errors/problems.ts.
         * @enum {string}
         */
        ProblemKind: "unexpected" | "unauthorized" | "forbidden" | "not-found" | "validation-failed" | "request-invalid" | "request-refused" | "stale-version" | "version-required" | "files-rejected" | "email-taken" | "login-incorrect" | "activation-required" | "activation-link-invalid" | "too-many-sign-ins" | "too-many-requests" | "too-many-password-changes" | "current-password-wrong" | "reset-link-invalid" | "google-identity-refused" | "linkedin-identity-refused" | "no-account-yet" | "identity-provider-unreachable" | "identity-provider-not-configured" | "verification-pending" | "already-verified" | "verification-rejected" | "verification-missing" | "verification-not-pending" | "vacancy-status-refused" | "permit-read-only" | "permit-already-submitted" | "permit-archived" | "edit-control-not-given" | "permit-not-archivable";
        /** @description RFC 9457 problem details. A person reads `messages[0]`, else the first entry of `errors`, else `title`. */
        Problem: {
            /**
             * @description `urn:ictm:problem:<ProblemKind>`: the kind of failure (see ProblemKind).
             * @example urn:ictm:problem:email-taken
             */
            type: string;
            title: string;
            status: number;
            detail?: string;
            errors?: {
                [key: string]: string[];
            };
            messages?: string[];
        };
        Workflow: {
            /** Format: uuid */
            id: string;
            name: string;
            permitTypes: ("pvv" | "sawp" | "lpa")[];
        };
        StaffSignInRequest: {
            /** Format: email */
            email: string;
            password: string;
        };
        Staff: {
            /** Format: uuid */
            key: string;
            email: string;
            name: string;
            /** @enum {string} */
            role: "officer" | "chief-evaluator" | "administrator";
        };
        StaffSignInResult: {
            accessToken: string;
            staff: components["schemas"]["Staff"];
        };
        VerificationDocument: {
            fileId: string;
            name: string;
            mediaType: string;
            size: number;
            url: string;
        };
        BusinessVerification: {
            /** Format: uuid */
            businessKey: string;
            businessName: string;
            registrationNumber: string;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected";
            /** @description The request's version (facts in its history); send it as `If-Match` with a decision. */
            version: number;
            applicantName: string;
            applicantPosition: string;
            notes: string;
            documents: components["schemas"]["VerificationDocument"][];
            /** Format: date-time */
            submittedAt: string;
            /** Format: date-time */
            decidedAt: string | null;
            reason: string | null;
        };
        VerificationDecision: {
            /** @enum {string} */
            decision: "approved" | "rejected";
            reason?: string;
        };
    };
    responses: {
        /** @description The request does not match the contract; `errors` names each field. */
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No staff token, or one that is unknown, revoked or expired; or wrong sign-in details. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No such record. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description A business rule refused the request; `messages` says why. */
        Refused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Too many attempts; `Retry-After` says when to try again. */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listWorkflows: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workflows, in display order; an empty list when there are none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Workflow"][];
                    };
                };
            };
        };
    };
    signInStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffSignInRequest"];
            };
        };
        responses: {
            /** @description Signed in; send the token as `Authorization: Bearer <accessToken>`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StaffSignInResult"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    signOutStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @constant */
                            signedOut: true;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listBusinessVerifications: {
        parameters: {
            query?: {
                status?: "pending" | "approved" | "rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BusinessVerification"][];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
        };
    };
    decideBusinessVerification: {
        parameters: {
            query?: never;
            header?: {
                /** @description `"<version>"`: the version of the request you were shown. */
                "If-Match"?: string;
            };
            path: {
                businessKey: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerificationDecision"];
            };
        };
        responses: {
            /** @description Decided. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BusinessVerification"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Refused"];
            428: components["responses"]["Refused"];
        };
    };
    verifyEventChain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result of the check. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EventChainReport"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
}
