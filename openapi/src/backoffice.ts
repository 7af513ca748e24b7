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
         * @description A rejection needs a reason, which the Business sees. The Business is told by e-mail.
         */
        post: operations["decideBusinessVerification"];
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
        Problem: {
            type?: string;
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
            header?: never;
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
        };
    };
}
