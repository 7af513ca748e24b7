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
    "/portal/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every country, by name */
        get: operations["listCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/common-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The reference lists every form uses */
        get: operations["getCommonData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/talents/profile-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the signed-in Talent's profile details */
        put: operations["updateTalentProfileDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/talents/resume-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the signed-in Talent's resume */
        put: operations["updateTalentResumeDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/talents/contact-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the signed-in member's contact details
         * @description A Talent's own contact details; for a Business token, the business's contact details (the
         *     specification routes the business contact update through this call).
         */
        put: operations["updateContactDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/talents/privacy-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decide who sees the signed-in Talent's profile, contact details and resume */
        post: operations["updateTalentPrivacySettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/talents/profile-pictures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the signed-in Talent's profile picture */
        post: operations["uploadTalentProfilePicture"];
        /** Remove the signed-in Talent's profile picture (initials show instead); nothing to remove is no error */
        delete: operations["removeTalentProfilePicture"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/talents/saved-jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The job vacancies the signed-in Talent saved, most recently saved first */
        get: operations["listSavedJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/talents/saved-jobs/{jobId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a published job vacancy
         * @description Saving a job that is already saved changes nothing and answers the same.
         */
        post: operations["saveJob"];
        /** Remove a job vacancy from the saved jobs */
        delete: operations["unsaveJob"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/businesses/profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in Business's own profile */
        get: operations["getBusinessProfile"];
        /**
         * Change the signed-in Business's profile
         * @description The registration number is changed only through a verification request.
         */
        put: operations["updateBusinessProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/businesses/logos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the signed-in Business's logo */
        post: operations["uploadBusinessLogo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/businesses/verification-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Ask staff to verify the signed-in Business, or send its request again
         * @description One operation for every submission; the server decides what it is from the request's history (an event
         *     stream, `verification-<businessKey>`): a first request (201), a resubmission after a rejection, or a
         *     pending request replaced with new documents and text until staff decide (200). Refused once the Business
         *     is verified (409 `already-verified`).
         *
         *     Versions: every VerificationRequest answer carries `version` (also sent as `ETag: "<version>"`). When a
         *     request exists, send the version you were shown as `If-Match: "<version>"`: a stale one is refused with
         *     409 `stale-version`, none at all with 428 `version-required`. A first request needs no `If-Match`
         *     (if sent, it must be `"0"`, the version of no request).
         */
        put: operations["submitBusinessVerification"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/businesses/job-vacancies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in Business's vacancies in every status, newest first */
        get: operations["listOwnJobVacancies"];
        put?: never;
        /** Create a vacancy (as a draft, or published at once) */
        post: operations["createJobVacancy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/businesses/job-vacancies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change one of the signed-in Business's vacancies, its status included
         * @description A closed vacancy can be reopened by publishing it with a closing date that has not passed.
         */
        put: operations["updateJobVacancy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/businesses/{id}/job-vacancies": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** One business's published vacancies that are still open, newest first */
        get: operations["listBusinessJobVacancies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job-vacancies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /**
         * One published vacancy, open, closed or expired (its own Business also sees its drafts)
         * @description Anyone reads a vacancy that was published: open, past its closing date (expired) or closed by its Business;
         *     `status` and `isOpen` say which, so saved jobs and applications always lead somewhere. A draft (never published,
         *     or put back to draft) is private to its own Business: 404 to anyone else. `employerContact` carries the
         *     Business's public contact details.
         */
        get: operations["getJobVacancy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/businesses/ict-projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in Business's ICT projects, newest first */
        get: operations["listOwnIctProjects"];
        put?: never;
        /** Create an ICT project (as a draft, or published at once) */
        post: operations["createIctProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/businesses/ict-projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        /** Change one of the signed-in Business's ICT projects, its publication included */
        put: operations["updateIctProject"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/businesses/expat-permits/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in Business's expat permit applications, for its dashboard
         * @description Every application that is not archived, the most recently changed first.
         */
        get: operations["listBusinessExpatPermits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in Business's expat permit applications
         * @description The applications that are not archived, the most recently changed first; `includeArchived=true` adds the archived ones.
         */
        get: operations["listExpatPermitApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/{type}/applications": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The permit: `pvv` (Pre-Visa Vetting), `sawp` (Short-term Approval for Work Pass) or `lpa` (Labour Permit Approval). */
                type: components["parameters"]["PermitTypePath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a draft application for an expat permit of this type
         * @description The draft gets its reference (`PVV-2026-0001`: the type's abbreviation, the year and a number counted per
         *     type and year) and a business block filled in from the Business's profile (name, e-mail, phone, business
         *     type). It is an event stream (`permit-<id>`); its answers carry `version` (also as `ETag`).
         */
        post: operations["createExpatPermitApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/{type}/applications/{id}/forms/records": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The permit: `pvv` (Pre-Visa Vetting), `sawp` (Short-term Approval for Work Pass) or `lpa` (Labour Permit Approval). */
                type: components["parameters"]["PermitTypePath"];
                id: components["parameters"]["PermitApplicationId"];
            };
            cookie?: never;
        };
        /** One of the signed-in Business's applications, its form, files and audit trail */
        get: operations["getExpatPermitFormRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/{type}/applications/{id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The permit: `pvv` (Pre-Visa Vetting), `sawp` (Short-term Approval for Work Pass) or `lpa` (Labour Permit Approval). */
                type: components["parameters"]["PermitTypePath"];
                id: components["parameters"]["PermitApplicationId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Save one section of an application the Business may edit
         * @description The section's values are normalised (text trimmed, unknown keys dropped, missing keys filled) and judged
         *     with the draft rules only (shape, length, format): a failure is 400 `validation-failed` with `errors` keyed
         *     `<section>.<path>` (e.g. `personnel.expatPersonnel.0.fullName`), the keys of the submit check. Required
         *     fields are judged at submit. Editable while a draft, and after submit only while staff have given edit
         *     control (else 409 `permit-read-only`; `permit-archived` once archived). Needs `If-Match: "<version>"`
         *     (409 `stale-version`, 428 `version-required`). Saving the values already stored records nothing.
         */
        patch: operations["saveExpatPermitSection"];
        trace?: never;
    };
    "/expat-permits/applications/{id}/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["PermitApplicationId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store a document for an application the Business may edit
         * @description One part `File`: a PDF, PNG or JPEG up to 10 MB, its type read from the content ("Sorry, these files are not
         *     accepted." otherwise). The answer is the stored file and the application's new `version`; the form refers to
         *     the file by its id. Served at `mediaUrl` to the Business and to staff only.
         */
        post: operations["uploadExpatPermitFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/applications/{id}/uploads/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["PermitApplicationId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store a document as a PDF (an image becomes a one-page PDF)
         * @description As `uploadExpatPermitFile`, but a PNG or JPEG is turned into a one-page PDF first; the stored file is `application/pdf`.
         */
        post: operations["uploadExpatPermitPdf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/applications/{id}/uploads/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["PermitApplicationId"];
                fileId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a document from an application the Business may edit
         * @description The answer is the application's new version. A file that is not the application's is 404.
         */
        delete: operations["deleteExpatPermitFile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/applications/{id}/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["PermitApplicationId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Submit a draft application to staff
         * @description Every section is judged with all its rules: any problem is 400 `validation-failed` with every problem in
         *     `errors`, keyed `<section>.<path>` (grouped by the section prefix). Only a draft is submitted (409
         *     `permit-already-submitted`); afterwards it is read-only until staff give edit control. Needs
         *     `If-Match: "<version>"`. An lpa vacancy published for fewer than 14 days does not block submit.
         */
        put: operations["submitExpatPermitApplication"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/applications/{id}/edit-controls/yields": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["PermitApplicationId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hand edit control of a submitted application back to staff, with a comment
         * @description Only while staff have given edit control (else 409 `edit-control-not-given`). Needs `If-Match: "<version>"`.
         */
        post: operations["yieldExpatPermitEditControl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["PermitApplicationId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Archive a draft application
         * @description Only a draft (409 `permit-not-archivable`; submitted applications are archived by staff). Needs `If-Match: "<version>"`.
         */
        delete: operations["archiveExpatPermitApplication"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: string;
            };
            cookie?: never;
        };
        /**
         * A stored file, for whoever may see the record it belongs to
         * @description Pictures and logos are as visible as their profile; verification documents only to their Business
         *     and to signed-in staff (`Authorization: Bearer <staff token>`). Served with its detected type, `X-Content-Type-Options: nosniff` and a
         *     `Content-Disposition` carrying the sanitised name (`inline` for images and PDFs).
         */
        get: operations["getFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/talents/searches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search Talents who let the caller see them
         * @description Full-text search over name, headline, summary and skills, the last word matched as a prefix. Results come in relevance order. With terms: rows matching in a title, name, headline or skills before rows
         *     matching only in prose (summary, description), then the more complete, then the better title and skills
         *     match, then the most recent. Without terms: the more complete first, then the most recent. Completeness
         *     counts what a row fills in (server/migrations/0019_search_relevance.sql, defined once there):
         *     headline, skills, work experience and summary, so a profile with none of them (an empty shell) comes after
         *     every profile that has one; "most recent" is when the Talent last changed the profile. When terms find fewer than 3 results, `suggestions` names up to 3 nearest known terms (pg_trgm similarity
         *     over the words of what this search lists, a vocabulary the server rebuilds in the background within a minute
         *     of a change), nearest first; otherwise it is empty.
         *     Filters narrow the results (`skill`, `experience`), every filter given must hold; `facets` counts the results per experience band. Obeys each Talent's privacy settings: profiles
         *     visible to "nobody", or to "signed-in-businesses" when the caller is not a signed-in Business, never
         *     appear; a Business a Talent blocked never sees that Talent; contact details and resume are left out
         *     unless the Talent shows them.
         */
        get: operations["searchTalents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/businesses/searches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search businesses
         * @description Full-text search over name, industry and description. Results come in relevance order. With terms: rows matching in a title, name, headline or skills before rows
         *     matching only in prose (summary, description), then the more complete, then the better title and skills
         *     match, then the most recent. Without terms: the more complete first, then the most recent. Completeness
         *     counts what a row fills in (server/migrations/0019_search_relevance.sql, defined once there):
         *     industry, description and logo. When terms find fewer than 3 results, `suggestions` names up to 3 nearest known terms (pg_trgm similarity
         *     over the words of what this search lists, a vocabulary the server rebuilds in the background within a minute
         *     of a change), nearest first; otherwise it is empty.
         *     Filters narrow the results (`businessType`, `verified`), every filter given must hold; `facets` counts the results per business type and the verified ones.
         */
        get: operations["searchBusinesses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job-vacancies/searches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search open job vacancies
         * @description Published vacancies whose closing date (Brunei time) has not passed; title, description, skills, business
         *     name and location. Results come in relevance order. With terms: rows matching in a title, name, headline or skills before rows
         *     matching only in prose (summary, description), then the more complete, then the better title and skills
         *     match, then the most recent. Without terms: the more complete first, then the most recent. Completeness
         *     counts what a row fills in (server/migrations/0019_search_relevance.sql, defined once there):
         *     description, skills and a salary. When terms find fewer than 3 results, `suggestions` names up to 3 nearest known terms (pg_trgm similarity
         *     over the words of what this search lists, a vocabulary the server rebuilds in the background within a minute
         *     of a change), nearest first; otherwise it is empty.
         *     Filters narrow the results (`district`, `employmentType`, `salaryFrom`, `salaryTo`, `closesBy`), every filter given must hold; `facets` counts the results per district and per type of employment.
         */
        get: operations["searchJobVacancies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ict-projects/searches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search published ICT projects
         * @description Full-text search over title, description, skills and business name. Results come in relevance order. With terms: rows matching in a title, name, headline or skills before rows
         *     matching only in prose (summary, description), then the more complete, then the better title and skills
         *     match, then the most recent. Without terms: the more complete first, then the most recent. Completeness
         *     counts what a row fills in (server/migrations/0019_search_relevance.sql, defined once there):
         *     description, skills and a budget. When terms find fewer than 3 results, `suggestions` names up to 3 nearest known terms (pg_trgm similarity
         *     over the words of what this search lists, a vocabulary the server rebuilds in the background within a minute
         *     of a change), nearest first; otherwise it is empty.
         */
        get: operations["searchIctProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/training-courses/searches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search published training courses
         * @description Published courses only (a draft or an unpublished course never appears; unpublishing takes a course out at
         *     once). Full-text search over the title, short and long description, business name, tag name and language
         *     name, the last word matched as a prefix, best match first (title and business name before prose); no
         *     terms list every published course, most recently published first. When terms find fewer than 3 results, `suggestions` names up to 3 nearest known terms (pg_trgm similarity
         *     over the words of what this search lists, a vocabulary the server rebuilds in the background within a minute
         *     of a change), nearest first; otherwise it is empty. 12 a page unless `pageSize` says otherwise. Items carry `registrants: null`.
         */
        get: operations["searchTrainingCourses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/training-courses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["TrainingCourseId"];
            };
            cookie?: never;
        };
        /**
         * One published training course (its own Business, and its registered Talents, also see it as a draft)
         * @description Anyone may read a published course. The Business that owns the course (signed in) also reads it while it
         *     is a draft, and then gets its `registrants` counts. A Talent who has (or had) a registration for the
         *     course, in any status, also reads it after the Business unpublished it, so the links of their training
         *     courses never dead-end: `isPosted` false says it is no longer open for registration (withdrawing stays
         *     possible while enrolled). Anyone else gets `registrants: null`, and 404 for a draft (a draft is not told
         *     apart from a course that does not exist).
         */
        get: operations["getTrainingCourse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/businesses/training-courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in Business's training courses, drafts and published, newest first
         * @description Each course carries its `registrants` counts. Only a Business may call (a Talent gets 403).
         */
        get: operations["listOwnTrainingCourses"];
        put?: never;
        /**
         * Create a training course (as a draft, or published at once)
         * @description `isPosted: false` (or absent) saves a draft, which needs only a title; `isPosted: true` publishes, which
         *     needs every field but `registrationUrl` and `contactPhoneNumber`, and a start date that is not in the past
         *     (Brunei today). The rules and their words are core's training course form (core/src/courses/course-form.ts),
         *     which the server applies: failures are 400 with `errors` by field of the edit payload. Only a Business may
         *     call (a Talent gets 403).
         */
        post: operations["createTrainingCourse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/businesses/training-courses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["TrainingCourseId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change one of the signed-in Business's training courses, publishing included
         * @description Sends the whole edit payload; a field left out counts as null. Publishing is this call with the full
         *     payload and `isPosted: true` (the same rules as creating); saving a published course keeps it published
         *     only when the payload says `isPosted: true`. Another Business's course is 404 (it is not revealed).
         */
        put: operations["updateTrainingCourse"];
        post?: never;
        /**
         * Unpublish a training course (it becomes a draft; it is never deleted)
         * @description The course becomes a draft (`isPosted: false`, `publishedAt: null`): it leaves the public search at once
         *     and keeps its registrants and their registrations, which the Business still manages. Nothing deletes a
         *     course, because registrations refer to it. Unpublishing a draft changes nothing and answers the same.
         *     Another Business's course is 404.
         */
        delete: operations["unpublishTrainingCourse"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/businesses/training-courses/{id}/registrants": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["TrainingCourseId"];
            };
            cookie?: never;
        };
        /**
         * Who registered for one of the signed-in Business's courses, newest registration first
         * @description `isWithdrawn=false` (the default) lists the registrations not yet withdrawn: `enrolled` and
         *     `withdrawal-requested` (a pending request carries `withdrawalRequestedAt`; the Business approves or declines
         *     it); `isWithdrawn=true` lists the `withdrawn` ones. Each `searchTerms` narrows the list (all must match):
         *     a term matches the start of a word of the talent's name or e-mail, ignoring case and accents. The e-mail is
         *     null where the talent's privacy settings hide it from this Business (the rule of talent search and
         *     profiles). `counts` obey the search terms but not `isWithdrawn` or paging (the labels of the switch).
         *     12 a page unless `pageSize` says otherwise. Another Business's course is 404.
         */
        get: operations["listCourseRegistrants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/businesses/training-courses/{id}/registrants/export": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["TrainingCourseId"];
            };
            cookie?: never;
        };
        /**
         * The registrants of one of the signed-in Business's courses as a CSV file
         * @description The same filters as the listing, without paging: every matching registrant, newest registration first,
         *     streamed. Columns `Name`, `E-mail`, `Registered at` (DD MMM YYYY, h:mm A, Brunei time), `Status`; written by
         *     core's one CSV writer (core/src/export/csv.ts: quoted, safe from spreadsheet formulas). The file is named
         *     `registrants-<course title slug>-<YYYY-MM-DD>.csv` (Brunei today). Another Business's course is 404.
         */
        get: operations["exportCourseRegistrants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/businesses/training-courses/{id}/registrations/{registrationId}/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["TrainingCourseId"];
                registrationId: components["parameters"]["CourseRegistrationId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a registrant's request to withdraw (the registration ends)
         * @description Only for a pending request (`withdrawal-requested`): the registration becomes `withdrawn` and leaves the
         *     list of registrants not yet withdrawn; the talent may register again later (a new registration). Otherwise
         *     409 `request-refused`: "There is no withdrawal request to decide." The talent is mailed "Your withdrawal
         *     from <course> was approved" (through the outbox, after commit). Another Business's course, or a
         *     registration of another course, is 404.
         */
        post: operations["approveCourseWithdrawal"];
        /**
         * Decline a registrant's request to withdraw (the talent stays on the course)
         * @description Only for a pending request (`withdrawal-requested`): the registration is `enrolled` again. Otherwise 409
         *     `request-refused`: "There is no withdrawal request to decide." The talent is mailed "Your withdrawal from
         *     <course> was declined" (through the outbox, after commit). Another Business's course, or a registration
         *     of another course, is 404.
         */
        delete: operations["declineCourseWithdrawal"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/talents/training-courses/registrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in Talent's course registrations in every status, newest first
         * @description Withdrawn registrations too, and registrations of courses unpublished since. Only a Talent may call (a
         *     Business gets 403).
         */
        get: operations["listCourseRegistrations"];
        put?: never;
        /**
         * Register the signed-in Talent for a published training course
         * @description Records the registration on the portal (`enrolled`); it is the one the course's Business sees and manages,
         *     also when the course has a `registrationUrl` (the page then offers to continue on the provider's site).
         *     Refused with 409 `request-refused` when the course is not published or does not exist: "This course is
         *     not open for registration."; and while the Talent has a live registration (enrolled or
         *     withdrawal-requested) for it: "You are already registered for this course." (two registrations at once
         *     are refused the same way). After an approved withdrawal the Talent may register again: a new
         *     registration. Only a Talent may call (a Business gets 403).
         */
        post: operations["registerForCourse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/talents/training-courses/registrations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Ask to withdraw from a course (the course's Business decides)
         * @description The registration becomes `withdrawal-requested` until the Business approves (`withdrawn`) or declines
         *     (`enrolled` again). Works for unpublished courses too. Refused with 409 `request-refused`: "You have
         *     already asked to withdraw from this course." while a request is pending, "This registration has ended."
         *     once withdrawn. Another Talent's registration is 404. Only a Talent may call (a Business gets 403).
         */
        delete: operations["withdrawFromCourse"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/talents/job-applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in Talent's job applications in every status, newest first ("My applications")
         * @description Withdrawn and decided applications too, and applications to vacancies closed since (their `jobVacancy`
         *     says so). Only a Talent may call (a Business gets 403).
         */
        get: operations["listJobApplications"];
        put?: never;
        /**
         * Apply for an open published vacancy as the signed-in Talent
         * @description A multipart form: `jobVacancyId`, `coverNote` (up to 2,000 characters, may be empty) and an optional
         *     `attachment` (one document: PDF, PNG or JPEG up to 10 MB, checked as every upload is). The application
         *     keeps a snapshot of the Talent's resume as it reads now (`submitted`). Refused with 409 `request-refused`
         *     when the vacancy is not open (a draft, closed, past its closing date, or no such vacancy): "This vacancy is
         *     no longer taking applications."; and while the Talent has an application for it that is not withdrawn:
         *     "You have already applied for this job." (two at once are refused the same way). After withdrawing, the
         *     Talent may apply again while the vacancy is open: a new application. Only a Talent may call (a Business
         *     gets 403).
         */
        post: operations["applyForJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/talents/job-applications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Withdraw one of the signed-in Talent's job applications
         * @description While the application is `submitted` or `shortlisted` and the vacancy is still open, it becomes
         *     `withdrawn`; otherwise 409 `request-refused`: "This application can no longer be withdrawn." Another
         *     Talent's application is 404. Only a Talent may call (a Business gets 403).
         */
        delete: operations["withdrawJobApplication"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/businesses/job-vacancies/{id}/applicants": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /**
         * Who applied for one of the signed-in Business's vacancies, newest application first
         * @description Each `status` narrows the list to those statuses (repeatable; none given lists every status). E-mail and
         *     phone are null where the talent's privacy settings hide contact details from this Business (the rule of
         *     talent search and profiles). `resume` is the snapshot taken when the Talent applied. `counts` are by status
         *     over every application of the vacancy (not `status` or paging). 10 a page unless `pageSize` says otherwise.
         *     Another Business's vacancy is 404; only a Business may call (a Talent gets 403).
         */
        get: operations["listJobApplicants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/businesses/job-vacancies/{id}/applicants/export": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /**
         * The applicants of one of the signed-in Business's vacancies as a CSV file
         * @description The same `status` filter as the listing, without paging: every matching applicant, newest application
         *     first, streamed. Columns `Name`, `E-mail`, `Phone`, `Local` (Yes/No), `Applied at` (DD MMM YYYY, h:mm A,
         *     Brunei time), `Status`; written by core's one CSV writer (core/src/export/csv.ts). Contact details hidden
         *     by the talent's privacy stay empty. The file is named `applicants-<vacancy title slug>-<YYYY-MM-DD>.csv`
         *     (Brunei today). Another Business's vacancy is 404.
         */
        get: operations["exportJobApplicants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/businesses/job-vacancies/{id}/applicants/{applicationId}/shortlist": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                applicationId: components["parameters"]["JobApplicationId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Shortlist an applicant (a submitted application)
         * @description Only a `submitted` application: it becomes `shortlisted`. Otherwise 409 `request-refused`: "This
         *     application has been decided." or "This application was withdrawn." The talent is mailed (through the
         *     outbox, after commit), with the note when one is given. Another Business's vacancy, or an application to
         *     another vacancy, is 404.
         */
        post: operations["shortlistJobApplicant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/businesses/job-vacancies/{id}/applicants/{applicationId}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                applicationId: components["parameters"]["JobApplicationId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline an applicant (a submitted or shortlisted application)
         * @description A `submitted` or `shortlisted` application becomes `declined`. Otherwise 409 `request-refused`: "This
         *     application has been decided." or "This application was withdrawn." The talent is mailed (through the
         *     outbox, after commit), with the note when one is given. Another Business's vacancy, or an application to
         *     another vacancy, is 404.
         */
        post: operations["declineJobApplicant"];
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
        /**
         * @description The kind of a failure, named in a problem's `type` as `urn:ictm:problem:<kind>`. Clients tell failures apart by kind, never by their words. Keep this list equal, in the same order, in portal.yaml and backoffice.yaml (codegen refuses them otherwise); core maps each kind in core/src/errors/problems.ts.
         * @enum {string}
         */
        ProblemKind: "unexpected" | "unauthorized" | "forbidden" | "not-found" | "validation-failed" | "request-invalid" | "request-refused" | "stale-version" | "version-required" | "files-rejected" | "email-taken" | "login-incorrect" | "activation-required" | "activation-link-invalid" | "too-many-sign-ins" | "too-many-requests" | "too-many-password-changes" | "current-password-wrong" | "reset-link-invalid" | "google-identity-refused" | "linkedin-identity-refused" | "no-account-yet" | "identity-provider-unreachable" | "identity-provider-not-configured" | "verification-pending" | "already-verified" | "verification-rejected" | "verification-missing" | "verification-not-pending" | "vacancy-status-refused" | "permit-read-only" | "permit-already-submitted" | "permit-archived" | "edit-control-not-given" | "permit-not-archivable" | "move-not-allowed" | "decision-not-allowed" | "chief-link-invalid" | "chief-link-used" | "chief-link-revoked" | "chief-link-expired" | "persons-undecided" | "no-person-approved" | "final-approval-already-set" | "final-approval-not-set" | "no-active-signatory" | "signatory-inactive" | "letter-already-revoked" | "signing-key-not-active" | "application-not-approved" | "invalid-date-range" | "invalid-step-target" | "holiday-missing";
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
            /** @description Present, and true, when the account was active before this link was opened (the link had been used, or a newer link or Google or LinkedIn activated it); absent when this link activated it. */
            alreadyActive?: boolean;
            /** @description Which kind of account was activated, so the page can offer the right sign-in. */
            accountType: components["schemas"]["AccountType"];
        };
        Notice: {
            message: string;
        };
        /** @description The signed-in Talent's whole record, as only the Talent sees it. */
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
            details: components["schemas"]["TalentProfileDetails"];
            resume: components["schemas"]["TalentResumeDetails"];
            contactDetails: components["schemas"]["ContactDetails"];
            privacySettings: components["schemas"]["PrivacySettings"];
            /** @description The businesses named in privacySettings.blockedBusinessKeys, with their names. */
            blockedBusinesses: components["schemas"]["BlockedBusiness"][];
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
        ReferenceItem: {
            key: string;
            name: string;
        };
        CommonData: {
            countries: components["schemas"]["ReferenceItem"][];
            businessTypes: components["schemas"]["ReferenceItem"][];
            bruneiIcColours: components["schemas"]["ReferenceItem"][];
            lpaApplicationTypes: components["schemas"]["ReferenceItem"][];
            salaryIntervals: components["schemas"]["ReferenceItem"][];
            districts: components["schemas"]["ReferenceItem"][];
            employmentTypes: components["schemas"]["ReferenceItem"][];
            contactChannelTypes: components["schemas"]["ReferenceItem"][];
            courseLanguages: components["schemas"]["ReferenceItem"][];
            courseLevels: components["schemas"]["ReferenceItem"][];
            courseDurationMeasurements: components["schemas"]["ReferenceItem"][];
            courseTags: components["schemas"]["ReferenceItem"][];
        };
        /**
         * @description One of Brunei's four districts.
         * @enum {string}
         */
        District: "brunei-muara" | "belait" | "tutong" | "temburong";
        WebAddress: string | null;
        Skills: string[];
        YearMonth: string;
        TalentProfileDetails: {
            name: string;
            headline: string;
            summary: string;
            district: components["schemas"]["District"] | null;
            /** @description A country key from the reference data. */
            nationality: string | null;
            /** @enum {string} */
            availability: "immediately" | "within-one-month" | "within-three-months" | "not-looking";
            yearsOfExperience: number;
        };
        Education: {
            institution: string;
            qualification: string;
            fieldOfStudy: string;
            startYear: number;
            endYear: number | null;
        };
        WorkExperience: {
            employer: string;
            title: string;
            startMonth: components["schemas"]["YearMonth"];
            endMonth: components["schemas"]["YearMonth"] | null;
            description: string;
        };
        Certification: {
            name: string;
            issuer: string;
            year: number | null;
        };
        LanguageSkill: {
            language: string;
            /** @enum {string} */
            proficiency: "basic" | "conversational" | "fluent" | "native";
        };
        TalentResumeDetails: {
            education: components["schemas"]["Education"][];
            workExperience: components["schemas"]["WorkExperience"][];
            skills: components["schemas"]["Skills"];
            certifications: components["schemas"]["Certification"][];
            languages: components["schemas"]["LanguageSkill"][];
        };
        ContactDetails: {
            phone: string | null;
            address: string | null;
            website: components["schemas"]["WebAddress"];
            linkedinUrl: components["schemas"]["WebAddress"];
            githubUrl: components["schemas"]["WebAddress"];
            /**
             * Format: email
             * @description A Business's optional "Public e-mail", shown to Talents as the employer's contact (EmployerContact.email);
             *     never the e-mail it signs in with. Null or left out = none (a PUT without it removes it). Only a Business
             *     has one: a Talent's value is ignored (never stored), and a Talent's contact details never carry it.
             *     Answers carry it only when the Business has one.
             */
            publicEmail?: string | null;
        };
        /** @enum {string} */
        ProfileVisibility: "everyone" | "signed-in-businesses" | "nobody";
        PrivacySettings: {
            profileVisibility: components["schemas"]["ProfileVisibility"];
            /** @description Whether those who see the profile also see the contact details. */
            showContactDetails: boolean;
            /** @description Whether those who see the profile also see the resume. */
            showResume: boolean;
            /** @description Businesses that never see this profile, whatever the visibility. */
            blockedBusinessKeys: string[];
        };
        BlockedBusiness: {
            /** Format: uuid */
            key: string;
            businessName: string;
        };
        /** @enum {string} */
        PermitType: "pvv" | "sawp" | "lpa";
        /** @enum {string} */
        PermitStatus: "draft" | "submitted" | "archived";
        PermitApplicationSummary: {
            /** Format: uuid */
            id: string;
            /** @description The type's abbreviation, the year and a number counted per type and year: `LPA-2026-0001`. */
            reference: string;
            permitType: components["schemas"]["PermitType"];
            status: components["schemas"]["PermitStatus"];
            /** @description True while staff let the Business change a submitted application. */
            hasUserGivenEditControl: boolean;
            /** @description The name of the staff workflow's step the application is in ("Screening"); null until it is on a board. */
            currentStep: string | null;
            /** @description The business name written in the application. */
            businessName: string;
            /** @description How many expatriates the application lists. */
            personnelCount: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            submittedAt: string | null;
            /** @description How many facts the application's history holds; send it back as `If-Match: "<version>"` to change it. */
            version: number;
        };
        /** @description The job vacancy an lpa application names, and whether it meets the 14-day labour-market test (a warning only). */
        PermitVacancy: {
            /** Format: uuid */
            id: string;
            title: string;
            status: components["schemas"]["PublicationStatus"];
            /** Format: date-time */
            publishedAt: string | null;
            daysPublished: number | null;
            meetsLabourMarketTest: boolean;
        };
        PermitApplication: components["schemas"]["PermitApplicationSummary"] & {
            /** @description The last comment given with edit control (given, taken back or handed back). */
            editControlComment: string | null;
            /** @description The lpa application's job vacancy; null for other types or when none is chosen. */
            vacancy: components["schemas"]["PermitVacancy"] | null;
        };
        PermitFile: {
            media: {
                /** @enum {string} */
                mediaType: "application/pdf" | "image/png" | "image/jpeg";
                size: number;
                /** Format: date-time */
                uploadedAt: string;
            };
            fileUpload: {
                /** @description The stored file's id (the value a form's file field holds). */
                id: string;
                /** @description The same id. */
                mediaId: string;
                /** @description The sanitised file name. */
                mediaName: string;
                /** @description `/api/v1/files/<id>`: served to the Business and to staff only. */
                mediaUrl: string;
            };
        };
        /** @enum {string} */
        PermitAuditAction: "created" | "section-saved" | "file-uploaded" | "file-deleted" | "submitted" | "edit-control-given" | "edit-control-taken-back" | "edit-control-yielded" | "archived";
        PermitAuditRecord: {
            version: number;
            /** Format: date-time */
            at: string;
            action: components["schemas"]["PermitAuditAction"];
            by: {
                /** @enum {string} */
                kind: "business" | "staff" | "system";
                name: string;
            };
            /** @description The section saved (section-saved only). */
            section: string | null;
            /** @description The values before the change (a section's values, or the file removed). */
            oldRecord: {
                [key: string]: unknown;
            } | null;
            /** @description The values after the change (the first content, a section's values, or the file added). */
            newRecord: {
                [key: string]: unknown;
            } | null;
            comment: string | null;
        };
        PermitFormRecord: {
            form: {
                permitType: components["schemas"]["PermitType"];
                /** @description Section key -> its values, as stored (normalised); the fields are core's descriptors of the type. */
                content: {
                    [key: string]: {
                        [key: string]: unknown;
                    };
                };
            };
            files: components["schemas"]["PermitFile"][];
            application: components["schemas"]["PermitApplication"];
            auditTrailRecords: components["schemas"]["PermitAuditRecord"][];
        };
        PermitSectionInput: {
            section: string;
            values: {
                [key: string]: unknown;
            };
        };
        PermitUpload: {
            /**
             * Format: binary
             * @description One PDF, PNG or JPEG up to 10 MB; the type is read from the content.
             */
            File: string;
        };
        EditControlComment: {
            /** @description Why control is handed back (required; trimmed; core's EditControlCommentForm judges it). */
            comment: string;
        };
        ImageUpload: {
            /**
             * Format: binary
             * @description One PNG, JPEG or WebP image up to 5 MB; the type is read from the content.
             */
            FormFile: string;
        };
        PictureResult: {
            /** @description The picture's address under /api/v1/files/. */
            profilePicture: string;
        };
        LogoResult: {
            /** @description The logo's address under /api/v1/files/. */
            logo: string;
        };
        StoredFile: {
            fileId: string;
            /** @description The sanitised file name. */
            name: string;
            /** @enum {string} */
            mediaType: "application/pdf" | "image/png" | "image/jpeg" | "image/webp";
            size: number;
            url: string;
        };
        VerificationSubmission: {
            /**
             * Format: binary
             * @description The business registration certificate; PDF, PNG or JPEG up to 10 MB.
             */
            registrationCertificate: string;
            /** @description Up to four more documents (PDF, PNG or JPEG, 10 MB each). */
            supportingDocuments?: string[];
            /** @description Who at the business asks for verification. */
            applicantName: string;
            applicantPosition: string;
            notes?: string;
        };
        /** @enum {string} */
        VerificationStatus: "unverified" | "pending" | "approved" | "rejected";
        VerificationRequest: {
            status: components["schemas"]["VerificationStatus"];
            /** @description How many facts the request's history holds; send it back as `If-Match: "<version>"` to change it. */
            version: number;
            applicantName: string;
            applicantPosition: string;
            notes: string;
            documents: components["schemas"]["StoredFile"][];
            /** Format: date-time */
            submittedAt: string;
            /** Format: date-time */
            decidedAt: string | null;
            /** @description Why staff rejected the request. */
            reason: string | null;
        };
        BusinessProfileUpdate: {
            businessName: string;
            businessType: components["schemas"]["BusinessType"];
            contactPerson: string;
            description: string;
            industry: string;
            /** @enum {string|null} */
            employeeCount: "1-9" | "10-49" | "50-249" | "250-999" | "1000+" | null;
        };
        BusinessProfile: {
            /** Format: uuid */
            key: string;
            email: string;
            businessName: string;
            businessType: components["schemas"]["BusinessType"];
            registrationNumber: string;
            contactPerson: string;
            description: string;
            industry: string;
            employeeCount: string | null;
            contactDetails: components["schemas"]["ContactDetails"];
            logo: string | null;
            /** @description The latest verification request, or null when none was made. */
            verification: components["schemas"]["VerificationRequest"] | null;
            /** @description True only when the latest request was approved. */
            isVerified?: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        /** @enum {string} */
        EmploymentType: "full-time" | "part-time" | "contract" | "internship" | "temporary";
        /** @enum {string} */
        SalaryInterval: "hourly" | "daily" | "weekly" | "monthly" | "yearly";
        /** @enum {string} */
        PublicationStatus: "draft" | "published" | "closed";
        JobVacancyInput: {
            title: string;
            description: string;
            district: components["schemas"]["District"];
            location: string;
            employmentType: components["schemas"]["EmploymentType"];
            salaryMin: number | null;
            salaryMax: number | null;
            salaryInterval: components["schemas"]["SalaryInterval"];
            skills: components["schemas"]["Skills"];
            /** Format: date */
            closingDate: string;
            status: components["schemas"]["PublicationStatus"];
        };
        JobVacancy: {
            /** Format: uuid */
            key: string;
            /** Format: uuid */
            businessKey: string;
            businessName: string;
            businessLogo: string | null;
            businessVerified: boolean;
            employerContact: components["schemas"]["EmployerContact"];
            title: string;
            description: string;
            district: components["schemas"]["District"];
            location: string;
            employmentType: components["schemas"]["EmploymentType"];
            salaryMin: number | null;
            salaryMax: number | null;
            /** @constant */
            salaryCurrency: "BND";
            salaryInterval: components["schemas"]["SalaryInterval"];
            skills: string[];
            /** Format: date */
            closingDate: string;
            status: components["schemas"]["PublicationStatus"];
            /** @description Published and its closing date (Brunei time) has not passed. */
            isOpen: boolean;
            /** Format: date-time */
            publishedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description The owner Business's own read (its list and the vacancy answer) only; null for anyone else. */
            applicants?: components["schemas"]["JobVacancyApplicants"] | null;
        };
        /**
         * @description How a Talent reaches the business behind a vacancy, a project or a business detail: what the Business keeps on
         *     its contact details page (/business/contact-details, the `updateContactDetails` call), each field null when
         *     left empty (blank text counts as empty). The business's GitHub address is not part of it.
         *     `email` is the Business's optional public e-mail, the "Public e-mail" it chooses to publish on that page
         *     (ContactDetails.publicEmail); it is never the e-mail the Business signs in with, and null when it has none.
         */
        EmployerContact: {
            /** @description A tel: link in the portal. */
            phone: string | null;
            address: string | null;
            /** @description An http(s) address. */
            website: string | null;
            /** @description An http(s) address. */
            linkedinUrl: string | null;
            /**
             * Format: email
             * @description The public e-mail (a mailto: link); never the sign-in e-mail.
             */
            email: string | null;
        };
        /** @enum {string} */
        ProjectStage: "planned" | "in-progress" | "completed";
        IctProjectInput: {
            title: string;
            description: string;
            budget: number | null;
            skills: components["schemas"]["Skills"];
            stage: components["schemas"]["ProjectStage"];
            isPublished: boolean;
        };
        IctProject: {
            /** Format: uuid */
            key: string;
            /** Format: uuid */
            businessKey: string;
            businessName: string;
            businessLogo: string | null;
            businessVerified: boolean;
            employerContact: components["schemas"]["EmployerContact"];
            title: string;
            description: string;
            budget: number | null;
            /** @constant */
            budgetCurrency: "BND";
            skills: string[];
            stage: components["schemas"]["ProjectStage"];
            isPublished: boolean;
            /** Format: date-time */
            publishedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        PageInfo: {
            /**
             * @description All results, on every page, when `countIsExact`; otherwise the count limit (10,000): a search stops
             *     counting there, as Elasticsearch does, and pages past the limit are not offered.
             */
            count: number;
            /**
             * @description False when a search found more results than it counts (10,000): `count` is then the limit and the page
             *     says "10,000+ talents". Always true for lists that are not searches.
             */
            countIsExact: boolean;
            pageNumber: number;
            /** @description The page size used (after the cap). */
            pageSize: number;
            /** @description ceil(count / pageSize); 0 when there are no results. */
            totalPages: number;
        };
        TalentSearchItem: {
            /** Format: uuid */
            key: string;
            name: string;
            headline: string;
            summary: string;
            district: components["schemas"]["District"] | null;
            availability: string;
            yearsOfExperience: number;
            skills: string[];
            profilePicture: string | null;
            /** @description Null unless the Talent shows contact details. */
            contactDetails: components["schemas"]["ContactDetails"] | null;
            /** @description Null unless the Talent shows the resume. */
            resume: components["schemas"]["TalentResumeDetails"] | null;
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * @description Years of experience, in bands (0–1, 2–4, 5–9, 10 or more).
         * @enum {string}
         */
        ExperienceBand: "0-1" | "2-4" | "5-9" | "10+";
        /**
         * @description How many results each value of a filter would give, with the terms and every other filter applied (not this
         *     filter itself, so choosing one value still shows the others' counts), most first; values with no result are
         *     left out.
         */
        SearchFacet: {
            value: string;
            count: number;
        }[];
        JobSearchFacets: {
            district: components["schemas"]["SearchFacet"];
            employmentType: components["schemas"]["SearchFacet"];
        };
        TalentSearchFacets: {
            experience: components["schemas"]["SearchFacet"];
        };
        BusinessSearchFacets: {
            businessType: components["schemas"]["SearchFacet"];
            /** @description The one value `true`: how many of the results are verified. */
            verified: components["schemas"]["SearchFacet"];
        };
        /**
         * @description Terms to offer instead ("Did you mean typescript?"), nearest first: each typed word the search's vocabulary
         *     does not know replaced by a near known word. Empty unless the terms found fewer than 3 results.
         */
        SearchSuggestions: string[];
        TalentSearchPage: components["schemas"]["PageInfo"] & {
            items: components["schemas"]["TalentSearchItem"][];
            suggestions: components["schemas"]["SearchSuggestions"];
            facets: components["schemas"]["TalentSearchFacets"];
        };
        BusinessSearchItem: {
            /** Format: uuid */
            key: string;
            businessName: string;
            businessType: components["schemas"]["BusinessType"];
            industry: string;
            description: string;
            logo: string | null;
            isVerified: boolean;
            openVacancies: number;
            /** Format: date-time */
            createdAt: string;
            /**
             * @description The business's public contact details (the business detail's "Contact the employer"), the same shape
             *     its vacancies and projects carry.
             */
            employerContact: components["schemas"]["EmployerContact"];
        };
        BusinessSearchPage: components["schemas"]["PageInfo"] & {
            items: components["schemas"]["BusinessSearchItem"][];
            suggestions: components["schemas"]["SearchSuggestions"];
            facets: components["schemas"]["BusinessSearchFacets"];
        };
        JobSearchItem: components["schemas"]["JobVacancy"] & {
            /** @description True when the signed-in Talent saved it; false for anyone else. */
            isSaved: boolean;
        };
        JobSearchPage: components["schemas"]["PageInfo"] & {
            items: components["schemas"]["JobSearchItem"][];
            suggestions: components["schemas"]["SearchSuggestions"];
            facets: components["schemas"]["JobSearchFacets"];
        };
        IctProjectSearchPage: components["schemas"]["PageInfo"] & {
            items: components["schemas"]["IctProject"][];
            suggestions: components["schemas"]["SearchSuggestions"];
        };
        /**
         * @description The edit payload (spec §3). This schema checks shapes only; a draft needs only a title. The rules and their
         *     words are core's training course form (core/src/courses/course-form.ts), which the server applies to every
         *     create and update: publishing (`isPosted: true`) needs every field but `registrationUrl` and
         *     `contactPhoneNumber`, and a start date not in the past (Brunei today). A field left out counts as null
         *     (`isPosted` as false). Values: `startDate` "YYYY-MM-DD" (a Brunei date); `fee` in BND, at least 0 with at
         *     most 2 decimals (0 = free); `duration` a whole number from 1 to 1000 in `durationMeasurementId` units;
         *     `registrationUrl` null or an http(s) address; `contactPhoneNumber` null or a phone number; `languageId`,
         *     `levelId`, `durationMeasurementId` and `tagId` are keys of the common data lists `courseLanguages`,
         *     `courseLevels`, `courseDurationMeasurements` and `courseTags`. The `maxLength` of 10,000 on every text only
         *     bounds the validator's work on hostile input (core's limits are smaller).
         */
        TrainingCourseInput: {
            title: string;
            shortDescription?: string | null;
            registrationUrl?: string | null;
            startDate?: string | null;
            languageId?: string | null;
            levelId?: string | null;
            fee?: number | null;
            duration?: number | null;
            durationMeasurementId?: string | null;
            contactEmail?: string | null;
            contactPhoneNumber?: string | null;
            longDescription?: string | null;
            isPosted?: boolean;
            tagId?: string | null;
        };
        /** @description Registrations by status: `enrolled`, `withdrawal-requested` and `withdrawn`. */
        CourseRegistrantCounts: {
            enrolled: number;
            withdrawalRequested: number;
            withdrawn: number;
        };
        /**
         * @description A training course as read (spec §3). `isPosted` true means published. A draft may have null in every
         *     field but `name`. `language`, `courseLevel`, `durationMeasurement` and `tag` are keys of the common data
         *     lists `courseLanguages`, `courseLevels`, `courseDurationMeasurements` and `courseTags`. Core maps it to and
         *     from the edit payload (core/src/courses/course-form.ts: courseEditPayloadOf, courseReadFieldsOf).
         */
        TrainingCourse: {
            /** Format: uuid */
            key: string;
            /** @description The course's title (`title` in the edit payload). */
            name: string;
            shortDescription: string | null;
            /** @description The provider's own registration page, if any. */
            registrationUrl: string | null;
            /**
             * Format: date
             * @description "YYYY-MM-DD", a Brunei date.
             */
            startDate: string | null;
            language: string | null;
            courseLevel: string | null;
            /** @description In BND; 0 means free. */
            fee: number | null;
            duration: number | null;
            durationMeasurement: string | null;
            contactEmail: string | null;
            contactPhoneNumber: string | null;
            longDescription: string | null;
            isPosted: boolean;
            tag: string | null;
            /** Format: uuid */
            businessKey: string;
            businessName: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /**
             * Format: date-time
             * @description When it was last published; null for a draft.
             */
            publishedAt: string | null;
            /**
             * @description Counts of the course's registrations, only in answers to the Business that owns the course (its list,
             *     create, update, unpublish, and `getTrainingCourse` when it asks); null everywhere else (search results,
             *     anyone else's reads, a Talent's registrations).
             */
            registrants: components["schemas"]["CourseRegistrantCounts"] | null;
        };
        /** @description A page of the course search (TrainingCoursePage) with the search's suggestions. */
        TrainingCourseSearchPage: components["schemas"]["TrainingCoursePage"] & {
            suggestions: components["schemas"]["SearchSuggestions"];
        };
        TrainingCoursePage: components["schemas"]["PageInfo"] & {
            items: components["schemas"]["TrainingCourse"][];
        };
        /**
         * @description `enrolled` (registered), `withdrawal-requested` (the Talent asked to withdraw; the Business decides),
         *     `withdrawn` (the Business approved; the registration has ended).
         * @enum {string}
         */
        CourseRegistrationStatus: "enrolled" | "withdrawal-requested" | "withdrawn";
        CourseRegistrationRequest: {
            /** Format: uuid */
            trainingCourseId: string;
        };
        /** @description A Talent's registration for a course, as the Talent reads it (spec §3). */
        CourseRegistration: {
            /** Format: uuid */
            key: string;
            trainingCourse: components["schemas"]["TrainingCourse"];
            /** @description True when `status` is `withdrawn`. */
            isWithdrawn: boolean;
            status: components["schemas"]["CourseRegistrationStatus"];
            /** Format: date-time */
            registeredAt: string;
            /**
             * Format: date-time
             * @description When the latest withdrawal request was made (kept once decided); null when none was made.
             */
            withdrawalRequestedAt: string | null;
            /**
             * Format: date-time
             * @description When the Business last approved or declined a withdrawal request; null before any decision.
             */
            decidedAt: string | null;
        };
        /** @description One registration of a course, as its Business reads it. */
        CourseRegistrant: {
            /**
             * Format: uuid
             * @description The registration's key (the `registrationId` of the withdrawal decisions).
             */
            key: string;
            /** Format: uuid */
            talentKey: string;
            name: string;
            /** @description Null where the talent's privacy settings hide it from this Business (as in talent search and profiles). */
            email: string | null;
            status: components["schemas"]["CourseRegistrationStatus"];
            /** Format: date-time */
            registeredAt: string;
            /**
             * Format: date-time
             * @description When the latest withdrawal request was made (kept once decided); null when none was made.
             */
            withdrawalRequestedAt: string | null;
            /**
             * Format: date-time
             * @description When the Business last approved or declined a withdrawal request; null before any decision.
             */
            decidedAt: string | null;
        };
        CourseRegistrantPage: components["schemas"]["PageInfo"] & {
            items: components["schemas"]["CourseRegistrant"][];
            /** @description Counts by status over the registrants matching the search terms (not `isWithdrawn` or paging). */
            counts: components["schemas"]["CourseRegistrantCounts"];
        };
        /**
         * @description `submitted` (the Talent applied), `shortlisted` (the Business shortlisted it), `declined` (the Business
         *     declined it), `withdrawn` (the Talent withdrew it).
         * @enum {string}
         */
        JobApplicationStatus: "submitted" | "shortlisted" | "declined" | "withdrawn";
        JobApplicationSubmission: {
            /** Format: uuid */
            jobVacancyId: string;
            /** @description Up to 2,000 characters; may be empty. */
            coverNote?: string;
            /**
             * Format: binary
             * @description One document (a CV or a letter); PDF, PNG or JPEG up to 10 MB.
             */
            attachment?: string;
        };
        /** @description A Talent's application for a vacancy, as the Talent reads it. */
        JobApplication: {
            /** Format: uuid */
            key: string;
            jobVacancy: components["schemas"]["JobVacancy"];
            status: components["schemas"]["JobApplicationStatus"];
            coverNote: string;
            attachment: components["schemas"]["StoredFile"] | null;
            /** Format: date-time */
            appliedAt: string;
            /**
             * Format: date-time
             * @description When the Business shortlisted or declined it, or the Talent withdrew it; null before.
             */
            decidedAt: string | null;
            /** @description The note of the Business's latest decision, if it wrote one. */
            note: string | null;
        };
        /** @description One application for a vacancy, as its Business reads it. */
        JobApplicant: {
            /**
             * Format: uuid
             * @description The application's key (the `applicationId` of the decisions).
             */
            key: string;
            /** Format: uuid */
            talentKey: string;
            name: string;
            headline: string | null;
            /** @description Null where the talent's privacy settings hide contact details from this Business. */
            email: string | null;
            /** @description Null where the talent's privacy settings hide contact details from this Business, or none was given. */
            phone: string | null;
            coverNote: string;
            resume: components["schemas"]["TalentResumeDetails"];
            attachment: components["schemas"]["StoredFile"] | null;
            status: components["schemas"]["JobApplicationStatus"];
            /** Format: date-time */
            appliedAt: string;
            /** Format: date-time */
            decidedAt: string | null;
            note: string | null;
            /** @description The talent's nationality is Brunei (BN). */
            isLocal: boolean;
        };
        /** @description Applications by status. */
        JobApplicantCounts: {
            submitted: number;
            shortlisted: number;
            declined: number;
            withdrawn: number;
        };
        JobApplicantPage: components["schemas"]["PageInfo"] & {
            items: components["schemas"]["JobApplicant"][];
            /** @description Counts by status over every application of the vacancy (not `status` or paging). */
            counts: components["schemas"]["JobApplicantCounts"];
        };
        /**
         * @description A decision's note to the talent, or null. This schema checks shapes only: the note's length limit and its
         *     words are core's (APPLICANT_NOTE_MAX_LENGTH and "note-too-long", core/src/jobs/application-transitions.ts),
         *     which the server's decision applies (400 naming `note`). The `maxLength` of 10,000 only bounds the
         *     validator's work on hostile input.
         */
        JobApplicantDecision: {
            note: string | null;
        };
        /** @description The vacancy's applications that are not withdrawn, and how many of them are by local talents (nationality BN). */
        JobVacancyApplicants: {
            total: number;
            local: number;
        };
    };
    responses: {
        /** @description The request body is over the size the server reads: "The request is too large." */
        BodyTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The body is not sent as the content type the operation reads: "This content type is not accepted." */
        ContentTypeRefused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Something broke inside the server: "Sorry, an unexpected error has occurred." The change is not kept. */
        Unexpected: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No such record, or one the caller may not see (the two are not told apart). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The upload is refused: "Sorry, these files are not accepted." (type decided by content, size, count). */
        FilesRejected: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Saved; the Talent's whole profile as stored. */
        TalentProfileSaved: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["TalentProfile"];
                };
            };
        };
        /** @description The saved jobs' keys after the change. */
        SavedJobsChanged: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: {
                        savedJobKeys: string[];
                    };
                };
            };
        };
        /** @description The Business's profile. */
        BusinessProfileAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["BusinessProfile"];
                };
            };
        };
        /** @description The verification request as stored, now pending. */
        VerificationAnswer: {
            headers: {
                /** @description `"<version>"`, the request's version, to send back as `If-Match`. */
                ETag?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["VerificationRequest"];
                };
            };
        };
        /** @description The vacancies. */
        JobVacancyList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["JobVacancy"][];
                };
            };
        };
        /** @description The vacancy. */
        JobVacancyAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["JobVacancy"];
                };
            };
        };
        /** @description The ICT projects. */
        IctProjectList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["IctProject"][];
                };
            };
        };
        /** @description The ICT project. */
        IctProjectAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["IctProject"];
                };
            };
        };
        /** @description The application's form record (form, files, application, audit trail). */
        PermitFormRecordAnswer: {
            headers: {
                /** @description `"<version>"`, the application's version, to send back as `If-Match`. */
                ETag?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["PermitFormRecord"];
                };
            };
        };
        /** @description Stored; the file and the application's new version. */
        PermitFileAnswer: {
            headers: {
                /** @description `"<version>"`, the application's version, to send back as `If-Match`. */
                ETag?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["PermitFile"];
                    version: number;
                };
            };
        };
        /** @description The training courses. */
        TrainingCourseList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["TrainingCourse"][];
                };
            };
        };
        /** @description The training course. */
        TrainingCourseAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["TrainingCourse"];
                };
            };
        };
        /** @description The Talent's registration. */
        CourseRegistrationAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["CourseRegistration"];
                };
            };
        };
        /** @description The registrant after the decision. */
        CourseRegistrantAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["CourseRegistrant"];
                };
            };
        };
        /** @description The Talent's application. */
        JobApplicationAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["JobApplication"];
                };
            };
        };
        /** @description The applicant after the decision. */
        JobApplicantAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["JobApplicant"];
                };
            };
        };
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
    parameters: {
        /** @description Words to look for; punctuation and search syntax count as plain text; cut to 200 characters. */
        SearchTerms: string;
        /** @description The page, from 1. */
        PageNumber: number;
        /** @description Results a page (the search's own default when not given, spec §9); above 100 counts as 100. */
        TalentPageSize: number;
        /** @description Results a page (the search's own default when not given, spec §9); above 100 counts as 100. */
        BusinessPageSize: number;
        /** @description Results a page (the search's own default when not given, spec §9); above 100 counts as 100. */
        JobPageSize: number;
        /** @description Results a page (the search's own default when not given, spec §9); above 100 counts as 100. */
        IctProjectPageSize: number;
        /** @description The permit: `pvv` (Pre-Visa Vetting), `sawp` (Short-term Approval for Work Pass) or `lpa` (Labour Permit Approval). */
        PermitTypePath: "pvv" | "sawp" | "lpa";
        PermitApplicationId: string;
        /** @description `"<version>"`: the version of the record you were shown (see each operation). */
        IfMatch: string;
        /** @description Results a page (12 when not given, spec §9); above 100 counts as 100. */
        CoursePageSize: number;
        /** @description Registrants a page (12 when not given, spec §9); above 100 counts as 100. */
        RegistrantPageSize: number;
        /** @description Only these districts (repeatable, `?district=belait&district=tutong`; any of them matches). */
        DistrictFilter: components["schemas"]["District"][];
        /** @description Only these types of employment (repeatable; any of them matches). */
        EmploymentTypeFilter: components["schemas"]["EmploymentType"][];
        /**
         * @description Pay of at least this many BND a month: a vacancy matches when the top of its salary range (its minimum when it
         *     names no maximum), as a monthly figure, reaches it (core/src/search/filters.ts converts hourly, daily, weekly and
         *     yearly pay to a month, the one rule). A vacancy that names no salary does not match.
         */
        SalaryFrom: number;
        /**
         * @description Pay of at most this many BND a month: a vacancy matches when the bottom of its salary range (its maximum when it
         *     names no minimum), as a monthly figure, is within it. A vacancy that names no salary does not match.
         */
        SalaryTo: number;
        /** @description Only vacancies whose closing date (a Brunei date, "YYYY-MM-DD") is on or before this day. */
        ClosesBy: string;
        /**
         * @description Only Talents who list every one of these skills (repeatable; compared ignoring case and surrounding blanks).
         *     At most 10.
         */
        SkillFilter: string[];
        /**
         * @description Only Talents whose years of experience fall in one of these bands (repeatable): `0-1`, `2-4`, `5-9`, `10+`
         *     (core/src/search/filters.ts). A profile counts 0 years until its Talent gives a number.
         */
        ExperienceFilter: components["schemas"]["ExperienceBand"][];
        /** @description Only businesses of these types (repeatable; any of them matches). */
        BusinessTypeFilter: components["schemas"]["BusinessType"][];
        /** @description `true`: only businesses whose verification was approved. Left out or `false`: every business. */
        VerifiedOnly: boolean;
        /**
         * @description Words to look for, repeatable (`?searchTerms=a&searchTerms=b`); each term narrows the list (all must match)
         *     and matches the start of a word of the talent's name or e-mail, ignoring case and accents. Each term is cut
         *     to 200 characters and never read as search syntax.
         */
        RegistrantSearchTerms: string[];
        /** @description false (the default) lists `enrolled` and `withdrawal-requested` registrations; true the `withdrawn` ones. */
        IsWithdrawn: boolean;
        TrainingCourseId: string;
        CourseRegistrationId: string;
        /** @description The statuses to list, repeatable (`?status=submitted&status=shortlisted`); none lists every status. */
        JobApplicantStatusFilter: components["schemas"]["JobApplicationStatus"][];
        /** @description Applicants a page (10 when not given); above 100 counts as 100. */
        JobApplicantPageSize: number;
        JobApplicationId: string;
    };
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
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
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
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Unexpected"];
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
            /** @description The account is active; the member may sign in. A genuine link (its token and its e-mail) opened again after the account became active (by this link, a newer one, or Google or LinkedIn), even once expired, answers 200 with `alreadyActive: true`, so the page says so and offers sign-in, not a new link. */
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
            /** @description The link is unknown, mailed to another address, or used or expired while its account is still not active. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["Unexpected"];
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
            500: components["responses"]["Unexpected"];
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
            500: components["responses"]["Unexpected"];
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
            500: components["responses"]["Unexpected"];
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
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Unexpected"];
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
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Unexpected"];
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
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Unexpected"];
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
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Unexpected"];
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
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Unexpected"];
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
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Unexpected"];
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
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Unexpected"];
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
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Unexpected"];
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
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Unexpected"];
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
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Unexpected"];
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
            500: components["responses"]["Unexpected"];
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
            500: components["responses"]["Unexpected"];
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
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
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
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Unexpected"];
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
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
            502: components["responses"]["ProviderUnreachable"];
            503: components["responses"]["ProviderNotOffered"];
        };
    };
    listCountries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The countries, Brunei Darussalam first, then by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReferenceItem"][];
                    };
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    getCommonData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lists, each in display order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CommonData"];
                    };
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    updateTalentProfileDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TalentProfileDetails"];
            };
        };
        responses: {
            200: components["responses"]["TalentProfileSaved"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    updateTalentResumeDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TalentResumeDetails"];
            };
        };
        responses: {
            200: components["responses"]["TalentProfileSaved"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    updateContactDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactDetails"];
            };
        };
        responses: {
            /** @description Saved; the member's contact details as stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContactDetails"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    updateTalentPrivacySettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrivacySettings"];
            };
        };
        responses: {
            200: components["responses"]["TalentProfileSaved"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    uploadTalentProfilePicture: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ImageUpload"];
            };
        };
        responses: {
            /** @description Stored; the picture's address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PictureResult"];
                    };
                };
            };
            400: components["responses"]["FilesRejected"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["FilesRejected"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    removeTalentProfilePicture: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed, or there was none. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["Unexpected"];
        };
    };
    listSavedJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The saved vacancies (closed ones too, marked by their status). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["JobVacancy"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["Unexpected"];
        };
    };
    saveJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SavedJobsChanged"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Unexpected"];
        };
    };
    unsaveJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SavedJobsChanged"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["Unexpected"];
        };
    };
    getBusinessProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["BusinessProfileAnswer"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["Unexpected"];
        };
    };
    updateBusinessProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BusinessProfileUpdate"];
            };
        };
        responses: {
            200: components["responses"]["BusinessProfileAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    uploadBusinessLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ImageUpload"];
            };
        };
        responses: {
            /** @description Stored; the logo's address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LogoResult"];
                    };
                };
            };
            400: components["responses"]["FilesRejected"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["FilesRejected"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    submitBusinessVerification: {
        parameters: {
            query?: never;
            header?: {
                /** @description `"<version>"`: the version of the record you were shown (see each operation). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["VerificationSubmission"];
            };
        };
        responses: {
            200: components["responses"]["VerificationAnswer"];
            201: components["responses"]["VerificationAnswer"];
            400: components["responses"]["FilesRejected"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Refused"];
            413: components["responses"]["FilesRejected"];
            415: components["responses"]["ContentTypeRefused"];
            428: components["responses"]["Refused"];
            500: components["responses"]["Unexpected"];
        };
    };
    listOwnJobVacancies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["JobVacancyList"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["Unexpected"];
        };
    };
    createJobVacancy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobVacancyInput"];
            };
        };
        responses: {
            201: components["responses"]["JobVacancyAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Refused"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    updateJobVacancy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobVacancyInput"];
            };
        };
        responses: {
            200: components["responses"]["JobVacancyAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Refused"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    listBusinessJobVacancies: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["JobVacancyList"];
            400: components["responses"]["ValidationFailed"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Unexpected"];
        };
    };
    getJobVacancy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["JobVacancyAnswer"];
            400: components["responses"]["ValidationFailed"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Unexpected"];
        };
    };
    listOwnIctProjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["IctProjectList"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["Unexpected"];
        };
    };
    createIctProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IctProjectInput"];
            };
        };
        responses: {
            201: components["responses"]["IctProjectAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    updateIctProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IctProjectInput"];
            };
        };
        responses: {
            200: components["responses"]["IctProjectAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    listBusinessExpatPermits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The applications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            member: {
                                expatPermits: components["schemas"]["PermitApplicationSummary"][];
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["Unexpected"];
        };
    };
    listExpatPermitApplications: {
        parameters: {
            query?: {
                includeArchived?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The applications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PermitApplicationSummary"][];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["Unexpected"];
        };
    };
    createExpatPermitApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The permit: `pvv` (Pre-Visa Vetting), `sawp` (Short-term Approval for Work Pass) or `lpa` (Labour Permit Approval). */
                type: components["parameters"]["PermitTypePath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            201: components["responses"]["PermitFormRecordAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    getExpatPermitFormRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The permit: `pvv` (Pre-Visa Vetting), `sawp` (Short-term Approval for Work Pass) or `lpa` (Labour Permit Approval). */
                type: components["parameters"]["PermitTypePath"];
                id: components["parameters"]["PermitApplicationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PermitFormRecordAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Unexpected"];
        };
    };
    saveExpatPermitSection: {
        parameters: {
            query?: never;
            header?: {
                /** @description `"<version>"`: the version of the record you were shown (see each operation). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The permit: `pvv` (Pre-Visa Vetting), `sawp` (Short-term Approval for Work Pass) or `lpa` (Labour Permit Approval). */
                type: components["parameters"]["PermitTypePath"];
                id: components["parameters"]["PermitApplicationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PermitSectionInput"];
            };
        };
        responses: {
            /** @description Saved: the whole form record, with `messages: ["Saved Successfully"]`. */
            200: {
                headers: {
                    /** @description `"<version>"`, the application's version, to send back as `If-Match`. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PermitFormRecord"];
                        messages: string[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Refused"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            428: components["responses"]["Refused"];
            500: components["responses"]["Unexpected"];
        };
    };
    uploadExpatPermitFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["PermitApplicationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["PermitUpload"];
            };
        };
        responses: {
            201: components["responses"]["PermitFileAnswer"];
            400: components["responses"]["FilesRejected"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Refused"];
            413: components["responses"]["FilesRejected"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    uploadExpatPermitPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["PermitApplicationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["PermitUpload"];
            };
        };
        responses: {
            201: components["responses"]["PermitFileAnswer"];
            400: components["responses"]["FilesRejected"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Refused"];
            413: components["responses"]["FilesRejected"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    deleteExpatPermitFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["PermitApplicationId"];
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            version: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Refused"];
            500: components["responses"]["Unexpected"];
        };
    };
    submitExpatPermitApplication: {
        parameters: {
            query?: never;
            header?: {
                /** @description `"<version>"`: the version of the record you were shown (see each operation). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["PermitApplicationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PermitFormRecordAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Refused"];
            428: components["responses"]["Refused"];
            500: components["responses"]["Unexpected"];
        };
    };
    yieldExpatPermitEditControl: {
        parameters: {
            query?: never;
            header?: {
                /** @description `"<version>"`: the version of the record you were shown (see each operation). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["PermitApplicationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EditControlComment"];
            };
        };
        responses: {
            200: components["responses"]["PermitFormRecordAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Refused"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            428: components["responses"]["Refused"];
            500: components["responses"]["Unexpected"];
        };
    };
    archiveExpatPermitApplication: {
        parameters: {
            query?: never;
            header?: {
                /** @description `"<version>"`: the version of the record you were shown (see each operation). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["PermitApplicationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Archived; the application's summary. */
            200: {
                headers: {
                    /** @description `"<version>"`, the application's version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PermitApplicationSummary"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Refused"];
            428: components["responses"]["Refused"];
            500: components["responses"]["Unexpected"];
        };
    };
    getFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file's bytes, served as the type detected from them when it was uploaded (server/src/files/detect.ts). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                    "application/pdf": string;
                };
            };
            400: components["responses"]["ValidationFailed"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Unexpected"];
        };
    };
    searchTalents: {
        parameters: {
            query?: {
                /** @description Words to look for; punctuation and search syntax count as plain text; cut to 200 characters. */
                searchTerms?: components["parameters"]["SearchTerms"];
                /** @description The page, from 1. */
                pageNumber?: components["parameters"]["PageNumber"];
                /** @description Results a page (the search's own default when not given, spec §9); above 100 counts as 100. */
                pageSize?: components["parameters"]["TalentPageSize"];
                /**
                 * @description Only Talents who list every one of these skills (repeatable; compared ignoring case and surrounding blanks).
                 *     At most 10.
                 */
                skill?: components["parameters"]["SkillFilter"];
                /**
                 * @description Only Talents whose years of experience fall in one of these bands (repeatable): `0-1`, `2-4`, `5-9`, `10+`
                 *     (core/src/search/filters.ts). A profile counts 0 years until its Talent gives a number.
                 */
                experience?: components["parameters"]["ExperienceFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of results. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TalentSearchPage"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            500: components["responses"]["Unexpected"];
        };
    };
    searchBusinesses: {
        parameters: {
            query?: {
                /** @description Words to look for; punctuation and search syntax count as plain text; cut to 200 characters. */
                searchTerms?: components["parameters"]["SearchTerms"];
                /** @description The page, from 1. */
                pageNumber?: components["parameters"]["PageNumber"];
                /** @description Results a page (the search's own default when not given, spec §9); above 100 counts as 100. */
                pageSize?: components["parameters"]["BusinessPageSize"];
                /** @description Only businesses of these types (repeatable; any of them matches). */
                businessType?: components["parameters"]["BusinessTypeFilter"];
                /** @description `true`: only businesses whose verification was approved. Left out or `false`: every business. */
                verified?: components["parameters"]["VerifiedOnly"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of results. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BusinessSearchPage"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            500: components["responses"]["Unexpected"];
        };
    };
    searchJobVacancies: {
        parameters: {
            query?: {
                /** @description Words to look for; punctuation and search syntax count as plain text; cut to 200 characters. */
                searchTerms?: components["parameters"]["SearchTerms"];
                /** @description The page, from 1. */
                pageNumber?: components["parameters"]["PageNumber"];
                /** @description Results a page (the search's own default when not given, spec §9); above 100 counts as 100. */
                pageSize?: components["parameters"]["JobPageSize"];
                /** @description Only these districts (repeatable, `?district=belait&district=tutong`; any of them matches). */
                district?: components["parameters"]["DistrictFilter"];
                /** @description Only these types of employment (repeatable; any of them matches). */
                employmentType?: components["parameters"]["EmploymentTypeFilter"];
                /**
                 * @description Pay of at least this many BND a month: a vacancy matches when the top of its salary range (its minimum when it
                 *     names no maximum), as a monthly figure, reaches it (core/src/search/filters.ts converts hourly, daily, weekly and
                 *     yearly pay to a month, the one rule). A vacancy that names no salary does not match.
                 */
                salaryFrom?: components["parameters"]["SalaryFrom"];
                /**
                 * @description Pay of at most this many BND a month: a vacancy matches when the bottom of its salary range (its maximum when it
                 *     names no minimum), as a monthly figure, is within it. A vacancy that names no salary does not match.
                 */
                salaryTo?: components["parameters"]["SalaryTo"];
                /** @description Only vacancies whose closing date (a Brunei date, "YYYY-MM-DD") is on or before this day. */
                closesBy?: components["parameters"]["ClosesBy"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of results; for a signed-in Talent each item says whether it is saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["JobSearchPage"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            500: components["responses"]["Unexpected"];
        };
    };
    searchIctProjects: {
        parameters: {
            query?: {
                /** @description Words to look for; punctuation and search syntax count as plain text; cut to 200 characters. */
                searchTerms?: components["parameters"]["SearchTerms"];
                /** @description The page, from 1. */
                pageNumber?: components["parameters"]["PageNumber"];
                /** @description Results a page (the search's own default when not given, spec §9); above 100 counts as 100. */
                pageSize?: components["parameters"]["IctProjectPageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of results. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["IctProjectSearchPage"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            500: components["responses"]["Unexpected"];
        };
    };
    searchTrainingCourses: {
        parameters: {
            query?: {
                /** @description Words to look for; punctuation and search syntax count as plain text; cut to 200 characters. */
                searchTerms?: components["parameters"]["SearchTerms"];
                /** @description The page, from 1. */
                pageNumber?: components["parameters"]["PageNumber"];
                /** @description Results a page (12 when not given, spec §9); above 100 counts as 100. */
                pageSize?: components["parameters"]["CoursePageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of results. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TrainingCourseSearchPage"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            500: components["responses"]["Unexpected"];
        };
    };
    getTrainingCourse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["TrainingCourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TrainingCourseAnswer"];
            400: components["responses"]["ValidationFailed"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Unexpected"];
        };
    };
    listOwnTrainingCourses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TrainingCourseList"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["Unexpected"];
        };
    };
    createTrainingCourse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrainingCourseInput"];
            };
        };
        responses: {
            201: components["responses"]["TrainingCourseAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    updateTrainingCourse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["TrainingCourseId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrainingCourseInput"];
            };
        };
        responses: {
            200: components["responses"]["TrainingCourseAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    unpublishTrainingCourse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["TrainingCourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TrainingCourseAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Unexpected"];
        };
    };
    listCourseRegistrants: {
        parameters: {
            query?: {
                /**
                 * @description Words to look for, repeatable (`?searchTerms=a&searchTerms=b`); each term narrows the list (all must match)
                 *     and matches the start of a word of the talent's name or e-mail, ignoring case and accents. Each term is cut
                 *     to 200 characters and never read as search syntax.
                 */
                searchTerms?: components["parameters"]["RegistrantSearchTerms"];
                /** @description false (the default) lists `enrolled` and `withdrawal-requested` registrations; true the `withdrawn` ones. */
                isWithdrawn?: components["parameters"]["IsWithdrawn"];
                /** @description The page, from 1. */
                pageNumber?: components["parameters"]["PageNumber"];
                /** @description Registrants a page (12 when not given, spec §9); above 100 counts as 100. */
                pageSize?: components["parameters"]["RegistrantPageSize"];
            };
            header?: never;
            path: {
                id: components["parameters"]["TrainingCourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of registrants, with the counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CourseRegistrantPage"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Unexpected"];
        };
    };
    exportCourseRegistrants: {
        parameters: {
            query?: {
                /**
                 * @description Words to look for, repeatable (`?searchTerms=a&searchTerms=b`); each term narrows the list (all must match)
                 *     and matches the start of a word of the talent's name or e-mail, ignoring case and accents. Each term is cut
                 *     to 200 characters and never read as search syntax.
                 */
                searchTerms?: components["parameters"]["RegistrantSearchTerms"];
                /** @description false (the default) lists `enrolled` and `withdrawal-requested` registrations; true the `withdrawn` ones. */
                isWithdrawn?: components["parameters"]["IsWithdrawn"];
            };
            header?: never;
            path: {
                id: components["parameters"]["TrainingCourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description `attachment; filename="registrants-<course title slug>-<YYYY-MM-DD>.csv"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Unexpected"];
        };
    };
    approveCourseWithdrawal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["TrainingCourseId"];
                registrationId: components["parameters"]["CourseRegistrationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CourseRegistrantAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Refused"];
            500: components["responses"]["Unexpected"];
        };
    };
    declineCourseWithdrawal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["TrainingCourseId"];
                registrationId: components["parameters"]["CourseRegistrationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CourseRegistrantAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Refused"];
            500: components["responses"]["Unexpected"];
        };
    };
    listCourseRegistrations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The registrations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CourseRegistration"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["Unexpected"];
        };
    };
    registerForCourse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CourseRegistrationRequest"];
            };
        };
        responses: {
            201: components["responses"]["CourseRegistrationAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Refused"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    withdrawFromCourse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CourseRegistrationAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Refused"];
            500: components["responses"]["Unexpected"];
        };
    };
    listJobApplications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The applications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["JobApplication"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["Unexpected"];
        };
    };
    applyForJob: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["JobApplicationSubmission"];
            };
        };
        responses: {
            201: components["responses"]["JobApplicationAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Refused"];
            413: components["responses"]["FilesRejected"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    withdrawJobApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["JobApplicationAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Refused"];
            500: components["responses"]["Unexpected"];
        };
    };
    listJobApplicants: {
        parameters: {
            query?: {
                /** @description The statuses to list, repeatable (`?status=submitted&status=shortlisted`); none lists every status. */
                status?: components["parameters"]["JobApplicantStatusFilter"];
                /** @description The page, from 1. */
                pageNumber?: components["parameters"]["PageNumber"];
                /** @description Applicants a page (10 when not given); above 100 counts as 100. */
                pageSize?: components["parameters"]["JobApplicantPageSize"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of applicants, with the counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["JobApplicantPage"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Unexpected"];
        };
    };
    exportJobApplicants: {
        parameters: {
            query?: {
                /** @description The statuses to list, repeatable (`?status=submitted&status=shortlisted`); none lists every status. */
                status?: components["parameters"]["JobApplicantStatusFilter"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description `attachment; filename="applicants-<vacancy title slug>-<YYYY-MM-DD>.csv"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Unexpected"];
        };
    };
    shortlistJobApplicant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                applicationId: components["parameters"]["JobApplicationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobApplicantDecision"];
            };
        };
        responses: {
            200: components["responses"]["JobApplicantAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Refused"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    declineJobApplicant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                applicationId: components["parameters"]["JobApplicationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobApplicantDecision"];
            };
        };
        responses: {
            200: components["responses"]["JobApplicantAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Refused"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
}
