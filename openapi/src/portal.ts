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
    "/talents/sign-ups/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign up (or in) as a Talent with a Google ID token
         * @description Creates an active Talent for the verified Google address, or signs in the Talent who has it.
         */
        post: operations["signUpTalentWithGoogle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/talents/sign-ups/linkedin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign up (or in) as a Talent with a LinkedIn access token
         * @description Creates an active Talent for the verified LinkedIn address, or signs in the Talent who has it.
         */
        post: operations["signUpTalentWithLinkedIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/talents/sign-ins/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in as a Talent with a Google ID token */
        post: operations["signInTalentWithGoogle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/talents/sign-ins/linkedin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in as a Talent with a LinkedIn access token */
        post: operations["signInTalentWithLinkedIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/businesses/sign-ins/username-pwd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in as a Business with e-mail and password
         * @description Wrong password or unknown account: "Login details incorrect. Please try again."; an unactivated account: 403 saying to activate.
         */
        post: operations["signInBusinessWithEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/businesses/sign-ins/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in as a Business with a Google ID token */
        post: operations["signInBusinessWithGoogle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/businesses/sign-ins/linkedin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in as a Business with a LinkedIn access token */
        post: operations["signInBusinessWithLinkedIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/businesses/registrations/email-passwords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a Business with e-mail and password
         * @description Stores an unactivated Business and mails an activation link, as a Talent sign-up does.
         */
        post: operations["registerBusinessWithEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/businesses/registrations/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a Business with a Google ID token
         * @description Creates an active Business for the verified Google address and signs it in.
         */
        post: operations["registerBusinessWithGoogle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/businesses/registrations/linkedin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a Business with a LinkedIn access token
         * @description Creates an active Business for the verified LinkedIn address and signs it in.
         */
        post: operations["registerBusinessWithLinkedIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/businesses/reset-password-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a Business a link to choose a new password
         * @description Answers the same whether or not a Business account has this e-mail, so it reveals nothing.
         */
        post: operations["requestBusinessPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/talents/reset-password-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a Talent a link to choose a new password
         * @description Answers the same whether or not a Talent account has this e-mail, so it reveals nothing.
         */
        post: operations["requestTalentPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/password-resets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose a new password with the token from the reset mail
         * @description Sets the new password, uses up the token and revokes every session of the member.
         */
        post: operations["resetMemberPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/password-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the signed-in member's password
         * @description Checks the current password, sets the new one and revokes every other session of the member.
         */
        put: operations["changeMemberPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/linkedin/access-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a LinkedIn authorization code for an access token
         * @description LinkedIn hands the browser an authorization code at our callback address; only the server holds the
         *     client secret that turns it into an access token. The page then sends that token to a LinkedIn
         *     sign-in, sign-up or registration call, as the specification's payloads expect.
         */
        post: operations["exchangeLinkedInCode"];
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
            /** @description Which kind of account was activated, so the page can offer the right sign-in. */
            accountType: components["schemas"]["AccountType"];
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
        GoogleCredentialsRequest: {
            /** @description The ID token (a JWT) Google Identity Services handed the page. */
            googleCredentials: string;
        };
        LinkedInTokenRequest: {
            /** @description The OAuth access token LinkedIn granted for the `openid email profile` scopes. */
            accessToken: string;
        };
        /**
         * @description The legal form of the business, as Brunei's Registry of Companies and Business Names records it.
         * @enum {string}
         */
        BusinessType: "sole-proprietorship" | "partnership" | "private-limited" | "public-limited" | "foreign-branch" | "cooperative" | "government-linked" | "non-profit";
        /** @description What the portal keeps about a business when it registers. */
        BusinessRegistrationData: {
            businessName: string;
            businessType: components["schemas"]["BusinessType"];
            registrationNumber: string;
            contactPerson: string;
            phone: string;
            address: string;
        };
        BusinessEmailRegistrationRequest: {
            registrationData: components["schemas"]["BusinessRegistrationData"];
            email: components["schemas"]["Email"];
            password: components["schemas"]["Password"];
        };
        BusinessSocialRegistrationRequest: {
            registrationData: components["schemas"]["BusinessRegistrationData"];
            /** @description A Google ID token (google) or a LinkedIn access token (linkedin). */
            socialToken: string;
        };
        /** @description The business as its own members see it. */
        Business: {
            /** Format: uuid */
            key: string;
            businessName: string;
            businessType: components["schemas"]["BusinessType"];
            registrationNumber: string;
            contactPerson: string;
            phone: string;
            address: string;
            logo: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        BusinessSignInResult: {
            accessToken: string;
            member: components["schemas"]["Member"];
            business: components["schemas"]["Business"];
        };
        PasswordResetRequest: {
            token: string;
            memberEmail: components["schemas"]["Email"];
            newPassword: components["schemas"]["Password"];
        };
        PasswordChangeRequest: {
            currentPassword: string;
            newPassword: components["schemas"]["Password"];
        };
        PasswordChanged: {
            /** @constant */
            passwordChanged: true;
            /** @description How many other sessions of the member were signed out. */
            otherSessionsRevoked: number;
        };
        LinkedInCodeRequest: {
            code: string;
            /** Format: uri */
            redirectUri: string;
        };
    };
    responses: {
        /**
         * @description The credentials do not prove who the caller is: a wrong password or unknown account ("Login details
         *     incorrect. Please try again."), or a Google token with a bad signature, wrong audience, past expiry or
         *     unverified e-mail, or a LinkedIn token the userinfo endpoint rejects ("We could not verify your Google
         *     account. Please try again." / "We could not verify your LinkedIn account. Please try again."), or an
         *     identity with no account of this kind ("There is no account for this address yet. Please sign up first.").
         */
        IdentityRefused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /**
         * @description Google or LinkedIn could not be asked (an outage, an answer that makes no sense, or no answer within
         *     5 seconds): "We could not reach Google just now. Please try again in a few minutes." (or LinkedIn).
         */
        ProviderUnreachable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /**
         * @description This portal has no client for the provider (no client id configured; the page hides its button then):
         *     "Signing in with Google is not available on this portal." (or LinkedIn).
         */
        ProviderNotOffered: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
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
    signUpTalentWithGoogle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoogleCredentialsRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SignInResult"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["IdentityRefused"];
            409: components["responses"]["Refused"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["ProviderUnreachable"];
            503: components["responses"]["ProviderNotOffered"];
        };
    };
    signUpTalentWithLinkedIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkedInTokenRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SignInResult"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["IdentityRefused"];
            409: components["responses"]["Refused"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["ProviderUnreachable"];
            503: components["responses"]["ProviderNotOffered"];
        };
    };
    signInTalentWithGoogle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoogleCredentialsRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SignInResult"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["IdentityRefused"];
            409: components["responses"]["Refused"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["ProviderUnreachable"];
            503: components["responses"]["ProviderNotOffered"];
        };
    };
    signInTalentWithLinkedIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkedInTokenRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SignInResult"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["IdentityRefused"];
            409: components["responses"]["Refused"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["ProviderUnreachable"];
            503: components["responses"]["ProviderNotOffered"];
        };
    };
    signInBusinessWithEmail: {
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
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BusinessSignInResult"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["IdentityRefused"];
            403: components["responses"]["Refused"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    signInBusinessWithGoogle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoogleCredentialsRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BusinessSignInResult"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["IdentityRefused"];
            409: components["responses"]["Refused"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["ProviderUnreachable"];
            503: components["responses"]["ProviderNotOffered"];
        };
    };
    signInBusinessWithLinkedIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkedInTokenRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BusinessSignInResult"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["IdentityRefused"];
            409: components["responses"]["Refused"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["ProviderUnreachable"];
            503: components["responses"]["ProviderNotOffered"];
        };
    };
    registerBusinessWithEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BusinessEmailRegistrationRequest"];
            };
        };
        responses: {
            /** @description Done. */
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
            429: components["responses"]["TooManyRequests"];
        };
    };
    registerBusinessWithGoogle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BusinessSocialRegistrationRequest"];
            };
        };
        responses: {
            /** @description Done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BusinessSignInResult"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["IdentityRefused"];
            409: components["responses"]["Refused"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["ProviderUnreachable"];
            503: components["responses"]["ProviderNotOffered"];
        };
    };
    registerBusinessWithLinkedIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BusinessSocialRegistrationRequest"];
            };
        };
        responses: {
            /** @description Done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BusinessSignInResult"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["IdentityRefused"];
            409: components["responses"]["Refused"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["ProviderUnreachable"];
            503: components["responses"]["ProviderNotOffered"];
        };
    };
    requestBusinessPasswordReset: {
        parameters: {
            query: {
                businessEmail: components["schemas"]["Email"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description If a Business account has this e-mail, a reset link valid for one hour was mailed. */
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
    requestTalentPasswordReset: {
        parameters: {
            query: {
                talentEmail: components["schemas"]["Email"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description If a Talent account has this e-mail, a reset link valid for one hour was mailed. */
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
    resetMemberPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequest"];
            };
        };
        responses: {
            /** @description The password is changed; the member signs in with it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PasswordChanged"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            /** @description The link is unknown, already used or expired: "This password reset link is invalid or has expired. Please request a new one." */
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
    changeMemberPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChangeRequest"];
            };
        };
        responses: {
            /** @description The password is changed; this session stays signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PasswordChanged"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            /** @description The current password is wrong: "Your current password is not correct." */
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
    exchangeLinkedInCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkedInCodeRequest"];
            };
        };
        responses: {
            /** @description The access token LinkedIn granted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            accessToken: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["IdentityRefused"];
            502: components["responses"]["ProviderUnreachable"];
            503: components["responses"]["ProviderNotOffered"];
        };
    };
}
