// Generated from openapi/portal.yaml by `npm run codegen`. Do not edit by hand.

export interface paths {
    "/talents/sign-ups/username-pwd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign up as a Talent with e-mail and password
         * @description Stores an unactivated Talent and mails an activation link to the address.
         */
        post: operations["signUpTalentWithEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/talents/sign-ins/username-pwd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in as a Talent with e-mail and password */
        post: operations["signInTalentWithEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/activate/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activate an account with the token from the activation mail */
        post: operations["activateMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/activation-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the activation mail again
         * @description Answers the same whether or not an unactivated account has this e-mail, so it reveals nothing.
         */
        post: operations["requestActivationMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/sign-outs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out, revoking the access token that made the call */
        post: operations["signOutMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/talents/profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in Talent's own profile */
        get: operations["getTalentProfile"];
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
        Problem: {
            type?: string;
            title: string;
            status: number;
            detail?: string;
            /** @description Validation failures, by field name. */
            errors?: {
                [key: string]: string[];
            };
            /** @description Business refusals, most important first. */
            messages?: string[];
        };
        /** Format: email */
        Email: string;
        Password: string;
        /** @enum {string} */
        AccountType: "Talent" | "Business";
        TalentSignUpRequest: {
            email: components["schemas"]["Email"];
            password: components["schemas"]["Password"];
            name: string;
        };
        EmailSignInRequest: {
            email: components["schemas"]["Email"];
            password: string;
        };
        /** @description The member as the session keeps it. */
        Member: {
            /** Format: uuid */
            key: string;
            email: string;
            name: string;
            accountType: components["schemas"]["AccountType"];
            /** @description Address of the profile picture, or null when there is none. */
            profilePicture: string | null;
        };
        SignUpResult: {
            member: components["schemas"]["Member"];
            /** @description True when the member must open the mailed link before signing in. */
            activationRequired: boolean;
        };
        SignInResult: {
            accessToken: string;
            member: components["schemas"]["Member"];
        };
        ActivationResult: {
            email: string;
            /** @constant */
            activated: true;
        };
        Notice: {
            message: string;
        };
        TalentProfile: {
            /** Format: uuid */
            key: string;
            email: string;
            name: string;
            profilePicture: string | null;
            /** Format: date-time */
            activatedAt: string | null;
            /** Format: date-time */
            createdAt: string;
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
        /** @description A business rule refused the request; `messages` says why. */
        Refused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No access token, or one that is unknown, revoked or expired. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The signed-in member may not do this. */
        Forbidden: {
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
                "Retry-After"?: number;
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
    signUpTalentWithEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TalentSignUpRequest"];
            };
        };
        responses: {
            /** @description The account exists and the activation mail is on its way. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SignUpResult"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            409: components["responses"]["Refused"];
        };
    };
    signInTalentWithEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailSignInRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    /** @description `ictm_member_token=<accessToken>; Path=/; SameSite=Strict` */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SignInResult"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            /** @description Wrong password or unknown account: "Login details incorrect. Please try again." */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The account is not activated yet; the message says to activate it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    activateMember: {
        parameters: {
            query: {
                memberEmail: components["schemas"]["Email"];
            };
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account is active; the member may sign in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ActivationResult"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            /** @description The link is unknown, already used or expired. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    requestActivationMail: {
        parameters: {
            query: {
                memberEmail: components["schemas"]["Email"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description If an unactivated account has this e-mail, a new activation link was mailed. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Notice"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    signOutMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token is revoked; the cookie is cleared. */
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
    getTalentProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TalentProfile"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
}
