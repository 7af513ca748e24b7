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
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in staff member, with their roles
         * @description Answers who the staff token belongs to; a client checks a restored session with it (401 when the token is no longer good).
         */
        get: operations["getStaffSelf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/password-resets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a staff member a link to choose a new password
         * @description Answers the same whether or not a staff member has this e-mail, so it reveals nothing. The mail (through
         *     the outbox) links to `/backoffice/reset-password?token=…`; the link works once, for one hour. Limited
         *     like sign-in, per e-mail and per client address (429 `too-many-requests`).
         */
        post: operations["requestStaffPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/password-resets/completions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose a new password with the token of a reset (or set-password) mail
         * @description Sets the password, uses up every outstanding link of the staff member and revokes all their sessions
         *     (`v1.StaffPasswordResetCompleted`). An unknown, used or expired token is 410 `reset-link-invalid`. The token
         *     travels in the body, never in the address, so it stays out of logs.
         */
        post: operations["resetStaffPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every staff member with their roles, by name (administrators only) */
        get: operations["listStaff"];
        put?: never;
        /**
         * Create a staff account with its roles (administrators only)
         * @description Without a `password`, the new staff member is mailed a link to choose one (the reset mechanism, valid for
         *     72 hours). An e-mail already used by a staff member is 409 `email-taken`. Recorded as `v1.StaffCreated` on
         *     the stream `staff-<id>`.
         */
        post: operations["createStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/{staffKey}/roles": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                staffKey: string;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a staff member's roles (administrators only)
         * @description An administrator cannot take the administrator role from themself (403 `forbidden`), so the back-office
         *     always keeps one. Recorded as `v1.StaffRolesChanged { from, to, by }`. The staff member's sessions keep
         *     working and carry the new roles from the next call.
         */
        put: operations["setStaffRoles"];
        post?: never;
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
    "/audit/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The server's event log, a page at a time in id order (administrators)
         * @description Administrators only (403 `forbidden` otherwise). Every event of every stream in the order it was stored
         *     (its `id`, increasing, with gaps where a transaction was rolled back), at most `limit` events (200 when not
         *     given, at most 1000). Where the page starts is one of three, chosen by at most one parameter:
         *     - `after=<id>` (or none of the three): the first `limit` events whose id is greater (0 when not given: from
         *       the first event);
         *     - `before=<id>`: the newest `limit` events whose id is less (to read back a page at a time: `before=<id of
         *       the page's first event>`);
         *     - `newest=true`: the newest `limit` events of the log, as `before` the end would (how a client reads the
         *       tail without knowing the last id: `ictm events tail`).
         *     Decided: giving more than one of `after`, `before` and `newest=true` is a 400 `validation-failed` whose
         *     `errors` name each of them with the same message, as the contract cannot say "one of" of query parameters
         *     (`newest=false` is as if it were not given). Whichever the start, the page is answered oldest first (id
         *     order) and `stream` and `type` filter before `limit` counts (the newest 20 card moves, not the card moves
         *     among the newest 20 events).
         *     `stream` keeps one stream (its exact name, `permit-<id>`); `type` (repeatable) keeps the events of those
         *     types. `last` is the id of the last event answered; when none, it is `after` (or 0), `before - 1`, or 0
         *     with `newest=true`: in every case ask again with `after=<last>` to read on (the CLI's
         *     `ictm events tail --follow` polls so). Each event's payload is as recorded, except secrets, left out
         *     (token hashes, password hashes, reset tokens), with the same rule as `getApplicationEvents`. Records
         *     nothing.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/applications/workflows/{workflowId}/kanban-board": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workflowId: components["parameters"]["WorkflowId"];
            };
            cookie?: never;
        };
        /**
         * The workflow's kanban board as the caller may see it
         * @description One column per step the caller's roles may view (`viewPermissions.view`), in step order; a step the caller
         *     may not view is left out, with its cards. Each column carries the caller's permission for that step
         *     (`userPermission`: `canAct` = may act on its cards and move them). Cards are in their stored order (a
         *     fractional sort key, so a move never renumbers a column). Only submitted applications are on a board.
         *     Steps and their roles are the workflow's data; the default workflow's are core's `WORK_PERMIT_STEPS`.
         *     A column carries its first `cardsPerColumn` cards and counts all of them in `cardCount`. Each column carries
         *     its step's target in working days (`targetWorkingDays`, null when none) and each card its working days in
         *     the step until now (`workingDaysInStep`; Brunei working days, as the statistics count them) and whether that
         *     exceeds the target (`overdue`).
         */
        get: operations["getKanbanBoard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/applications/workflows/{workflowId}/kanban-board/applications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workflowId: components["parameters"]["WorkflowId"];
                id: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        /**
         * One application on the board, for the side panel's info tab
         * @description With the caller's permission for its current step (`userPermission`), its step history and the notices
         *     sent to the applicant, all read from the application's events. An application in a step the caller may
         *     not view is 404, as one that does not exist; so is one staff archived (read it with `getArchivedApplication`).
         */
        get: operations["getBoardApplication"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/applications/{id}/workflows/steps/{stepKey}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ApplicationId"];
                /** @description The target step's key (`screening`, ...). */
                stepKey: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move an application's card to a step, before another card or last
         * @description The move rule (core's `mayMoveCard`): the caller acts in the card's step and views the target; the target
         *     is the same step (reorder), the next step, or any earlier step; while the applicant holds edit control the
         *     card keeps its step. Otherwise 403 `move-not-allowed` with `messages: ["You are not allowed to move this
         *     application."]`. `sortBeforeItemId` names the card to go before (absent or empty = last of the whole
         *     column), any card of the target column, loaded in the caller's board or not; a card that is not in it is
         *     400. Needs the card's `version` as `If-Match: "<version>"` (428 without it): if someone else moved or changed the application since, 409 `stale-version` (reload the board); comments,
         *     attachments and notices added since do not make a version stale. Recorded as
         *     `v1.CardMoved { from, to, before, sortKey, statusStepId, by }`. The answer is the whole board, with the
         *     same `cardsPerColumn`.
         */
        post: operations["moveBoardCard"];
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
                type: components["parameters"]["PermitTypePath"];
                id: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        /**
         * An application's form, files and audit trail, read-only, for the side panel's application tab
         * @description The same record the Business reads (portal `getExpatPermitFormRecord`); 404 when the caller may not view the application's step.
         */
        get: operations["getStaffPermitFormRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/workflows/{workflowId}/applications/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workflowId: components["parameters"]["WorkflowId"];
                id: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        /** The staff's comments on an application, every status step, oldest first */
        get: operations["listBoardComments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/applications/status-steps/{stepId}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A status step's id (the application's record in one workflow step). */
                stepId: components["parameters"]["StatusStepId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Comment on an application in one of its status steps
         * @description Any staff member who may view the application's current step. Recorded as `v1.CommentAdded`.
         */
        post: operations["addBoardComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/applications/status-steps/{stepId}/comments/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A status step's id (the application's record in one workflow step). */
                stepId: components["parameters"]["StatusStepId"];
                commentId: string;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change your own comment
         * @description Only its author (403 `forbidden`, "You can only change your own comments."). Recorded as `v1.CommentEdited`.
         */
        put: operations["editBoardComment"];
        post?: never;
        /**
         * Delete your own comment
         * @description Only its author. Recorded as `v1.CommentDeleted`; the audit trail keeps what it said.
         */
        delete: operations["deleteBoardComment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/applications/status-steps/{stepId}/applicants/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A status step's id (the application's record in one workflow step). */
                stepId: components["parameters"]["StatusStepId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * E-mail the applicant (the Business) about its application
         * @description Staff who may act in the application's current step (403 `forbidden` otherwise). The mail leaves through the
         *     outbox after the fact `v1.ApplicantNotified { statusStepId, comment, by }` is stored; the panel lists the
         *     notices sent.
         */
        put: operations["notifyApplicant"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/applications/workflows/status-steps/{stepId}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A status step's id (the application's record in one workflow step). */
                stepId: components["parameters"]["StatusStepId"];
            };
            cookie?: never;
        };
        /** The staff's attachments of one status step, oldest first */
        get: operations["listBoardAttachments"];
        put?: never;
        /**
         * Attach a file to a status step, with a comment
         * @description Multipart `File` (a PDF, PNG or JPEG up to 10 MB, its type read from the content: "Sorry, these files are
         *     not accepted." otherwise) and `Comment` (optional text). Staff who may view the application's current step.
         *     Served to staff only. Recorded as `v1.AttachmentAdded`.
         */
        post: operations["addBoardAttachment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/applications/workflows/status-steps/attachments/{attachmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                attachmentId: string;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Replace your own attachment's file, with a comment
         * @description As `addBoardAttachment`; only its author (403 `forbidden`). Recorded as `v1.AttachmentReplaced`.
         */
        put: operations["replaceBoardAttachment"];
        post?: never;
        /**
         * Delete your own attachment, with a comment
         * @description Only its author. Recorded as `v1.AttachmentDeleted { comment }`.
         */
        delete: operations["deleteBoardAttachment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/applications/workflows/status-steps/{stepId}/user-given-edit-controls": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A status step's id (the application's record in one workflow step). */
                stepId: components["parameters"]["StatusStepId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give the applicant edit control of the submitted application, saying what to change
         * @description Staff who may act in the application's current step (403 `forbidden`). The Business is e-mailed the comment
         *     (through the outbox) and may edit until it hands control back or staff take it back. Needs `If-Match`.
         */
        post: operations["giveEditControl"];
        /**
         * Take edit control back from the applicant, with a comment
         * @description As `giveEditControl`; 409 `edit-control-not-given` when the applicant does not hold it. The Business is e-mailed.
         */
        delete: operations["takeEditControl"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reference/evaluation-statuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The evaluation statuses an evaluation chooses from (reference data)
         * @description The reference list `expat-permit-evaluation-statuses` (seeded: recommended, recommended-with-conditions,
         *     not-recommended, more-information-needed), in display order. Any staff member.
         */
        get: operations["listEvaluationStatuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/workflows/{workflowId}/applications/{id}/evaluations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workflowId: components["parameters"]["WorkflowId"];
                id: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        /**
         * The evaluations of an application, every status step, staff's and chief evaluators'
         * @description In step order, then oldest first. Staff who may view the application's current step (404 otherwise, as an
         *     application that does not exist). Read from the facts `v1.EvaluationRecorded` and `v1.ChiefEvaluationRecorded`.
         */
        get: operations["listEvaluations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/applications/{id}/workflows/steps/evaluations/{stepId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ApplicationId"];
                /** @description A status step's id (the application's record in one workflow step). */
                stepId: components["parameters"]["StatusStepId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Record (or replace) your evaluation of the application's current status step
         * @description Staff who act in the application's current step, when that step allows the decision `evaluate` (default
         *     workflow: evaluation, chief-evaluation); administrators wherever it is allowed. Otherwise 403
         *     `decision-not-allowed` ("You are not allowed to make this decision in this step."); `stepId` must be the
         *     application's current status step (403 `decision-not-allowed` for an earlier one, 404 for one of another
         *     application). `evaluationStatusKey` must be a key of `listEvaluationStatuses` (400 `validation-failed`,
         *     `errors.evaluationStatusKey`); the comment is required ("this is comment" is only the field's placeholder).
         *     Recorded as `v1.EvaluationRecorded { evaluationId, statusStepId, statusKey, comment, by }`; doing it again
         *     replaces the caller's own evaluation of that status step (same id, `editedAt` set). An aside fact: it never
         *     makes a client's `If-Match` stale.
         */
        put: operations["recordEvaluation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/applications/chief-evaluation-form/final-approvers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who may be sent a chief-evaluator link for a workflow step
         * @description The active staff members holding the `final-approver` role, by name. 404 for an unknown workflow step.
         *     Any staff member.
         */
        get: operations["listChiefEvaluators"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/applications/chief-evaluation-form/generate-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a chief-evaluator link for the application's current step and, when asked, e-mail it
         * @description Staff who act in the application's current step, when that step allows the decision `chief-link` (default
         *     workflow: chief-evaluation); otherwise 403 `decision-not-allowed`. `workflowStepId` must be the workflow
         *     step of the application's current step (403 `decision-not-allowed` otherwise); `userId` names one of
         *     `listChiefEvaluators` (404 otherwise, as an unknown application). The token is random (32 bytes,
         *     base64url), stored only as its sha256 hash, scoped to this application, status step and chief evaluator,
         *     and expires after 14 days (core's `CHIEF_LINK_DAYS`); a recorded response closes it, and staff may revoke
         *     it. The answer carries the link with the token (`url`), the only time the token is shown. With
         *     `isSendEmail` the link is mailed to the chief evaluator through the outbox ("Email was successfully sent
         *     to CE"). Recorded as `v1.ChiefLinkIssued { linkId, statusStepId, workflowStepId, chiefKey, tokenHash,
         *     expiresAt, emailed, route, by }`, an aside fact.
         */
        post: operations["generateChiefLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/applications/{id}/chief-evaluation-links": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        /**
         * The chief-evaluator links made for an application, oldest first, with their state
         * @description Staff who may view the application's current step (404 otherwise). Never shows a token. `state` is
         *     `open`, `used` (a response was recorded), `revoked` or `expired`, in that order of precedence.
         */
        get: operations["listChiefLinks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/applications/{id}/chief-evaluation-links/{linkId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ApplicationId"];
                linkId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a chief-evaluator link, so its token no longer opens the form
         * @description Staff who may send chief-evaluator links now (core's `mayDecide` 'chief-link'; 403 `decision-not-allowed` otherwise). A link this application
         *     does not have is 410 `chief-link-invalid`; one already used is 410 `chief-link-used`. Revoking a revoked or
         *     expired link answers it unchanged. Recorded as `v1.ChiefLinkRevoked { linkId, by }`, an aside fact.
         */
        delete: operations["revokeChiefLink"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/applications/{id}/digital-evaluations": {
        parameters: {
            query: {
                /** @description The chief-evaluator link's token (43 characters, base64url); the server keeps only its sha256 hash. */
                token: components["parameters"]["ChiefToken"];
            };
            header?: never;
            path: {
                id: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        /**
         * What a chief-evaluator link is for (no staff sign-in; the link's token)
         * @description For the chief evaluation page: the application, the step and the evaluation statuses. The token must be an
         *     open link of this application: otherwise 410 with `chief-link-invalid` (unknown, tampered, or another
         *     application's), `chief-link-used`, `chief-link-revoked` or `chief-link-expired`, and the page shows that,
         *     never the form. Records nothing.
         */
        get: operations["getChiefInvitation"];
        /**
         * Record the chief evaluator's evaluation (no staff sign-in; the link's token), closing the link
         * @description The token must be an open link of this application (410 `chief-link-invalid`, `chief-link-used`,
         *     `chief-link-revoked` or `chief-link-expired` otherwise). The body is judged as `recordEvaluation`'s (400).
         *     Recorded as `v1.ChiefEvaluationRecorded { linkId, evaluationId, statusStepId, statusKey, comment, by }` with
         *     `by` = `staff:<chiefKey>`, an aside fact; the link is used from then on. The page then says "Your response
         *     has been recorded."
         */
        put: operations["recordChiefEvaluation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/{type}/applications/{id}/forms/records/digital-evaluations": {
        parameters: {
            query: {
                /** @description The chief-evaluator link's token (43 characters, base64url); the server keeps only its sha256 hash. */
                token: components["parameters"]["ChiefToken"];
            };
            header?: never;
            path: {
                type: components["parameters"]["PermitTypePath"];
                id: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        /**
         * The application's form record, read-only, for a chief evaluator (no staff sign-in; the link's token)
         * @description The same record as `getStaffPermitFormRecord`, except that each file's `mediaUrl` is the link's own file
         *     address (`getChiefFile`, with the token), since a chief evaluator has no staff session. The token must be an
         *     open link of this application (410 `chief-link-invalid`, `chief-link-used`, `chief-link-revoked` or
         *     `chief-link-expired` otherwise); a `type` that is not the application's is 404. Records nothing.
         */
        get: operations["getChiefFormRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/applications/{id}/digital-evaluations/files/{fileId}": {
        parameters: {
            query: {
                /** @description The chief-evaluator link's token (43 characters, base64url); the server keeps only its sha256 hash. */
                token: components["parameters"]["ChiefToken"];
            };
            header?: never;
            path: {
                id: components["parameters"]["ApplicationId"];
                fileId: string;
            };
            cookie?: never;
        };
        /**
         * One of the application's files (passport copy, contract, supporting document), for a chief evaluator
         * @description Served as the staff's file address serves it (its detected type, nosniff, a sandboxing CSP, not cached), to
         *     whoever holds an open link of this application (410 `chief-link-*` otherwise). A file that is not one of the
         *     application's own now is 404. Records nothing.
         */
        get: operations["getChiefFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/{type}/applications/{id}/expat-personnel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: components["parameters"]["PermitTypePath"];
                id: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        /**
         * The application's expatriates, each with its approval decision
         * @description In the application's order (`index` from 0): pvv's `personnel.expatPersonnel`, sawp's and lpa's
         *     `personnel.nonLocalPersonnel`. `isApproved` is false until the person is approved. Staff who may view the
         *     application's current step (404 otherwise, and for a `type` that is not the application's).
         */
        get: operations["listExpatPersonnel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/{type}/applications/{id}/expat-personnel/approval": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: components["parameters"]["PermitTypePath"];
                id: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        /**
         * Every approval or refusal of an expatriate, oldest first
         * @description Each `v1.PersonDecided`, the ones replaced by a later decision included. Staff who may view the
         *     application's current step (404 otherwise).
         */
        get: operations["listPersonApprovals"];
        put?: never;
        /**
         * Approve or refuse one expatriate, with remarks
         * @description Staff who act in the application's current step, when that step allows the decision `approve-persons`
         *     (default workflow: person-approval, final-approval); otherwise 403 `decision-not-allowed`. A `personIndex`
         *     the application does not list is 404 `person-missing`; after final approval is set, 409
         *     `final-approval-already-set`. Recorded as `v1.PersonDecided { personIndex, passportNumber, isApproved,
         *     remarks, by }`; a later decision of the same person replaces the earlier. Saving the application's
         *     personnel section clears every person decision (the people may have changed).
         */
        post: operations["decideExpatPerson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/{type}/applications/{id}/expat-personnel/{personIndex}/approval-letter": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: components["parameters"]["PermitTypePath"];
                id: components["parameters"]["ApplicationId"];
                /** @description The expatriate's place in the application's personnel list, from 0 (`ExpatPerson.index`). */
                personIndex: components["parameters"]["PersonIndex"];
            };
            cookie?: never;
        };
        /**
         * The approval letter of an approved expatriate (PDF), after final approval
         * @description Staff who may view the application's current step (404 otherwise). 404 when the person is not approved (or
         *     not listed); 409 `final-approval-not-set` before final approval. Rendered from the signed letter's stored
         *     content (what was signed, never today's state), dated its issue date, with its QR code and reference on the
         *     last page (tag `signatures`). Records nothing.
         */
        get: operations["downloadApprovalLetter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/{type}/applications/{id}/expat-personnel/{personIndex}/approval-letter/draft": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: components["parameters"]["PermitTypePath"];
                id: components["parameters"]["ApplicationId"];
                /** @description The expatriate's place in the application's personnel list, from 0 (`ExpatPerson.index`). */
                personIndex: components["parameters"]["PersonIndex"];
            };
            cookie?: never;
        };
        /**
         * The draft approval letter of an approved expatriate (PDF, watermarked DRAFT)
         * @description Available before and after final approval; every page is watermarked "DRAFT" and dated today. Staff who may
         *     view the application's current step (404 otherwise); 404 when the person is not approved. Records nothing.
         */
        get: operations["downloadApprovalLetterDraft"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/{type}/applications/{id}/expat-personnel/{personIndex}/appendix": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: components["parameters"]["PermitTypePath"];
                id: components["parameters"]["ApplicationId"];
                /** @description The expatriate's place in the application's personnel list, from 0 (`ExpatPerson.index`). */
                personIndex: components["parameters"]["PersonIndex"];
            };
            cookie?: never;
        };
        /**
         * The appendix to the approval letter (PDF, every approved expatriate), after final approval
         * @description Lists every approved person of the application and the conditions. As `downloadApprovalLetter` (the signed
         *     appendix's stored content, with its QR code): 404 when the person is not approved, 409
         *     `final-approval-not-set` before final approval. Records nothing.
         */
        get: operations["downloadAppendix"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/{type}/applications/{id}/expat-personnel/{personIndex}/appendix/draft": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: components["parameters"]["PermitTypePath"];
                id: components["parameters"]["ApplicationId"];
                /** @description The expatriate's place in the application's personnel list, from 0 (`ExpatPerson.index`). */
                personIndex: components["parameters"]["PersonIndex"];
            };
            cookie?: never;
        };
        /**
         * The draft appendix (PDF, watermarked DRAFT)
         * @description As `downloadApprovalLetterDraft`, for the appendix: available before final approval, watermarked "DRAFT";
         *     404 when the person is not approved. Records nothing.
         */
        get: operations["downloadAppendixDraft"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/applications/{id}/final-approval": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        /**
         * The application's final approval (draft remarks, date, approver) and what the caller may do with it
         * @description Staff who may view the application's current step (404 otherwise). `canDecide`: the caller may save or set
         *     it now (acts in the current step, which allows `final-approval`, and it is not set); `canReset`: it is set
         *     and the caller may reset it; `canNotify`: it is set and the caller may send the final notifications.
         */
        get: operations["getFinalApproval"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/applications/status-steps/{stepId}/final-approvals/{id}/save": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A status step's id (the application's record in one workflow step). */
                stepId: components["parameters"]["StatusStepId"];
                id: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the final approval's remarks as a draft, without approving
         * @description Staff who act in the application's current step, when that step allows the decision `final-approval`
         *     (default workflow: final-approval); otherwise 403 `decision-not-allowed`, also when `stepId` is not the
         *     current status step (404 when it is not this application's). 409 `final-approval-already-set` once set.
         *     Recorded as `v1.FinalApprovalDraftSaved { statusStepId, remarks, by }`, an aside fact.
         */
        post: operations["saveFinalApprovalDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/applications/status-steps/{stepId}/final-approvals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A status step's id (the application's record in one workflow step). */
                stepId: components["parameters"]["StatusStepId"];
                id: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give the application final approval, with remarks
         * @description Who may as `saveFinalApprovalDraft` (403 `decision-not-allowed`). Every expatriate must be decided (409
         *     `persons-undecided`) and at least one approved (409 `no-person-approved`); 409 `final-approval-already-set`
         *     when it is set. The letters are signed by `signatoryId` (default: the active signatory with the lowest
         *     number): 409 `no-active-signatory` when none is active, 409 `signatory-inactive` when the one named is not
         *     active (or unknown). Recorded as `v1.FinalApprovalSet { statusStepId, remarks, approvedAt, by }`
         *     (`approvedAt` from the server clock) followed, in the same transaction, by `v1.LettersSigned` (one
         *     approval letter and one appendix per approved expatriate, each a content snapshot signed with the active
         *     key; see tag `signatures`); the card shows `finalApprovalDateTime` and `finalApprovalRemarks`. Not an
         *     aside fact: it makes an earlier `If-Match` stale. The final letters can be downloaded from then on.
         */
        post: operations["setFinalApproval"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/{id}/final-approvals/reset": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Reset the final approval (clears its date; the remarks stay as the draft)
         * @description Staff who act in the application's current step, when that step allows `final-approval` or `notify-final`
         *     (default workflow: final-approval, approved); otherwise 403 `decision-not-allowed`. 409
         *     `final-approval-not-set` when it is not set. Recorded as `v1.FinalApprovalReset { by }`, not an aside fact,
         *     with `v1.LettersRevoked { documentIds, reason: "Final approval was reset", by }` for its signed letters.
         */
        put: operations["resetFinalApproval"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/final-approval/notify-immigration-department/email-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The immigration department's configured e-mail address(es)
         * @description From the server's environment `IMMIGRATION_EMAILS` (comma-separated; default `immigration@demo.ictm.bn`).
         *     Any staff member.
         */
        get: operations["getImmigrationEmailConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/{type}/applications/{id}/{kind}/email-notifications": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: components["parameters"]["PermitTypePath"];
                id: components["parameters"]["ApplicationId"];
                /** @description Whom to notify. */
                kind: "immigration-department" | "applicant";
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail the immigration department or the applicant the final letters
         * @description Staff who act in the application's current step, when that step allows `notify-final` (default workflow:
         *     final-approval, approved); otherwise 403 `decision-not-allowed`. 409 `final-approval-not-set` before final
         *     approval. The mail goes to the configured immigration address(es) or to the Business, through the outbox,
         *     with every approved person's signed final approval letter and appendix attached as PDFs. Recorded as
         *     `v1.FinalNotificationSent { notificationId, kind, recipients, message, documents, by }`, an aside fact.
         */
        post: operations["sendFinalNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/{type}/applications/{id}/email-notifications": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: components["parameters"]["PermitTypePath"];
                id: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        /**
         * The final notifications sent for an application, oldest first
         * @description Staff who may view the application's current step (404 otherwise).
         */
        get: operations["listFinalNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/applications/approved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The approved applications, newest final approval first, a page at a time (any staff member)
         * @description Any staff member (no role needed). An application is approved when it is submitted, its card is on its
         *     workflow's last step and final approval is given (core's `isApprovedApplication`); staff-archived ones are
         *     in `listArchivedApplications` instead. Newest final approval first (ties: the newer reference first).
         *     `searchTerms` is split into words at white space; every word must match (AND), each as a case-insensitive
         *     substring (so also a prefix) of the business name, the reference, or one expatriate's full name or passport
         *     number; `%`, `_` and other punctuation are plain text. An empty or blank `searchTerms` lists everything.
         *     Pages start at 1, 15 rows a page by default (core's `LISTING_PAGE_SIZE`); `pageSize` above 100 counts as
         *     100; a page past the last answers no items with the right `count` and `totalPages`. `permitType` keeps one
         *     permit type; `approvedBefore` (a Brunei calendar day) keeps the applications whose final approval was given
         *     before that day began (00:00 Brunei time); both combine with the search (AND).
         */
        get: operations["listApprovedApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/applications/approved/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every approved application matching the search, as a CSV file (any staff member)
         * @description Any staff member. The same rows and order as `listApprovedApplications` with the same `searchTerms`,
         *     `permitType` and `approvedBefore`, all of them (no paging), streamed. The file is UTF-8 with a byte-order mark, RFC 4180 lines (CRLF; a field quoted
         *     when it holds a comma, quote, line break or edge space; quotes doubled), and a text field starting with
         *     `=`, `+`, `-`, `@`, tab or carriage return gets a leading apostrophe (core's `csvLine`). First line, the
         *     header: `Reference,Permit type,Business,Persons,Passport numbers,Final approval,Approved by,Archived at,Archived by`.
         *     Persons and passport numbers are in the personnel's order, joined by `; `; the permit type is its name;
         *     times are ISO 8601 in Brunei time (`2026-03-04T10:15:00+08:00`); people are named as `Actor.name`; the
         *     archive columns are empty here. Records nothing.
         */
        get: operations["exportApprovedApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/archived": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The applications staff archived, newest archive first, a page at a time (any staff member)
         * @description Any staff member (no role needed). Approved applications archived by `toggleArchive` (a Business's withdrawn
         *     draft is archived too, but never listed). Newest archive first (ties: the newer reference first). Search and
         *     paging as `listApprovedApplications`: every word must match (AND), each a case-insensitive substring of
         *     the business name, the reference, or an expatriate's full name or passport number; 15 rows a page by
         *     default, `pageSize` above 100 counts as 100. `permitType` and `approvedBefore` filter as in
         *     `listApprovedApplications` (by the final approval, not the archive time).
         */
        get: operations["listArchivedApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/archived/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every archived application matching the search, as a CSV file (any staff member)
         * @description Any staff member. The same rows and order as `listArchivedApplications` with the same `searchTerms`,
         *     `permitType` and `approvedBefore`, all of them (no paging), streamed; the same file as `exportApprovedApplications` (header, quoting, formula
         *     defusing, byte-order mark, Brunei time), with the archive columns filled. Records nothing.
         */
        get: operations["exportArchivedApplications"];
        put?: never;
        post?: never;
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
                id: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Archive an approved application, or unarchive an archived one (officers and administrators)
         * @description One toggle (spec §4): an approved application (submitted, its card on the workflow's last step, final
         *     approval given) is archived, recorded as `v1.ApprovedApplicationArchived { by }` on its stream; a staff-archived
         *     one is unarchived, `v1.ApprovedApplicationUnarchived { by }` (core's `toggleArchive`). Officers and
         *     administrators only (core's `ARCHIVE_ROLES`; 403 `forbidden` otherwise). Any other application is 409
         *     `application-not-approved` ("Only approved applications can be archived."); an unknown one is 404.
         *     An archived application leaves the board and the approved list for the archived list, and is read-only
         *     (changes to it are 409 `permit-archived`); unarchived, it is back on the board in its last step and in the
         *     approved list. No body. `If-Match: "<version>"` (the row's `version`) is optional: when sent and the
         *     application changed since (moved, edit control, decisions; not comments, attachments or notices), 409
         *     `stale-version`; without it the toggle applies to the application as it is. The answer is the application's
         *     row as it is now (`archivedAt` set when archived, null when unarchived).
         *     With `archived` the call sets that state instead of toggling, and is idempotent (a bulk run can be retried):
         *     `archived=true` archives an approved application and answers 200 with the row unchanged (nothing recorded)
         *     when it is already archived; `archived=false` unarchives an archived one and answers 200 unchanged when it is
         *     approved and not archived; any other application is 409 `application-not-approved`.
         */
        put: operations["toggleArchive"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/archive-batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the archive state of up to 500 applications in one call (officers and administrators)
         * @description The bulk form of `toggleArchive` with `archived`, for an operator's bulk run: each application is decided as
         *     that call decides it (core's `decideArchive`) and answered in the order given: `changed` (its fact,
         *     `v1.ApprovedApplicationArchived { by }` or `v1.ApprovedApplicationUnarchived { by }`, is on its own stream
         *     at the next version), `unchanged` (already in that state; nothing recorded) or `refused` with the problem
         *     kind and its message (`not-found` for an unknown application, `application-not-approved` for one that is
         *     neither approved nor archived). One refused application never stops the others. All of it is one
         *     transaction: every changed application's fact and projections are written together, or none. Officers and
         *     administrators only (403 `forbidden`, for the whole call). Ids must be unique; 1 to 500 of them.
         */
        post: operations["setArchivedInBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/applications/workflows/{workflowId}/kanban-board/applications/{id}/archived": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workflowId: components["parameters"]["WorkflowId"];
                id: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        /**
         * One archived application, for the archived listing's panel (its info tab)
         * @description Any staff member (as the archived list). The same shape as `getBoardApplication`, read from the
         *     application's events, for an application staff archived on that workflow: its last step, history and
         *     notices. It is read-only, so `userPermission.canAct` is false and `decisions` is empty. 404 when the
         *     application is unknown, not on that workflow or not staff-archived (an approved one is read with
         *     `getBoardApplication`).
         */
        get: operations["getArchivedApplication"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expat-permits/applications/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        /**
         * The application's events, oldest first, for the journey replay (staff who may see the application)
         * @description Who may read it is who may open the application's panel: for an application on the board, staff whose roles
         *     may view its current step (others 404, as `getBoardApplication`); a staff-archived one, any staff member (as
         *     its archived panel, `getArchivedApplication`, whose last step every role views). No one signed in, or a
         *     member's token, is 401. Every fact of the
         *     application's stream `permit-<id>` in `version` order (from 1, no gaps): its type (`v1.CardMoved`, ...), when
         *     it was recorded, who caused it (`by`, the payload's `by` as an `Actor`) and its payload as recorded, except
         *     secrets: a chief-evaluator link's `tokenHash` is left out of `v1.ChiefLinkIssued` (nothing else on the stream
         *     is secret; a signed letter's QR token is printed on the letter). Folded in order with core's `evolvePermit`
         *     (each decoded with `decodePermitEvent`), the events rebuild the application as it was after each of them.
         *     Archived applications are read too. 404 when there is no such application or it was never submitted (a
         *     draft is its Business's own). Records nothing.
         */
        get: operations["getApplicationEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/signatures/verifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a signed letter's token and answer a verdict of three checks (no sign-in)
         * @description Anyone may call it, without a session (a border officer or an employer checking a letter). The token is
         *     the one in the letter's QR code (version 1: 102 bytes, base32 without padding, 164 characters); spaces,
         *     hyphens and case are ignored, and a whole results address (`…/e-signatures/qr-scanner/results?token=…`) is
         *     read for its `token`. Any string answers 200 with a verdict, never a 5xx: a malformed, truncated or
         *     unknown-version token is `invalid` with the integrity check saying why. Three checks, each with its own
         *     result and reason: `integrity` (the Ed25519 signature is good for the token's fields, which carry the
         *     letter's content hash), `issuer` (the key is ours, not revoked, and was active when the letter was
         *     issued), `status` (we issued this document with this content, and it is neither revoked nor superseded).
         *     The overall verdict is `valid` when all pass, `revoked` when only the status fails because the letter was
         *     revoked or superseded, `invalid` otherwise. The same verdict can be reached offline with
         *     `getSigningPublicKeys` (core's `judgeSignature`). Rate limited per client (60 a minute): 429
         *     `too-many-requests` with `Retry-After`. Records nothing.
         */
        post: operations["verifySignature"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/signatures/public-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public signing keys, signatories and revoked letters, to verify tokens offline (no sign-in)
         * @description Anyone may call it, without a session; the documented address for third parties is
         *     `/backoffice/api/v1/signatures/public-keys`. Every key ever made, newest first, as an Ed25519 JWK (`kty`
         *     OKP, `crv` Ed25519, `x` the raw 32-byte public key in base64url, `kid` the token's key id: the first 4
         *     bytes of the key's SHA-256, 8 hex characters) with its status: `active` (exactly one; signs new letters),
         *     `retired` (rotated out: still verifies letters issued while it was active, from `createdAt` until
         *     `retiredAt`), `revoked` (every letter it signed fails the issuer check). A verifier checks a token
         *     offline: decode it (core's token codec, README "Signed letters"), find the key by `kid`, verify the
         *     signature over bytes 0–37 with `x`, check `issuedAt` within the key's active time, and look the document
         *     up in `revokedLetters`. Served with `Cache-Control: public, max-age=300`. Records nothing.
         */
        get: operations["getSigningPublicKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/signatures/keys/rotation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a new active signing key and retire the current one (administrators only)
         * @description Administrators only (403 `forbidden` otherwise). The server makes an Ed25519 key pair (its private half a
         *     PKCS8 PEM file under `SIGNING_KEYS_DIR`, mode 0600) and, in one append to the stream `signing-keys`,
         *     records `v1.SigningKeyCreated { keyId, publicKey, by }` and `v1.SigningKeyRetired { keyId, reason:
         *     "rotated", by }` for the key it replaces, whose private file is then deleted. Letters the retired key
         *     signed stay valid. The answer is the new key.
         */
        post: operations["rotateSigningKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/signatures/keys/{keyId}/revocation": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A signing key's id (`kid`), 8 lowercase hex characters. */
                keyId: components["parameters"]["SigningKeyId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a signing key, with a reason (administrators only)
         * @description Administrators only (403 `forbidden`). For a key that is compromised or withdrawn: from then on every
         *     letter it signed fails the issuer check, with this reason and time (sign them again with
         *     `reissueSignedLetter`). Recorded as `v1.SigningKeyRevoked { keyId, reason, by }`; revoking the active key
         *     makes a new active key in the same append. An unknown key is 404; one already revoked is 409
         *     `signing-key-not-active`. The answer is the revoked key.
         */
        post: operations["revokeSigningKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/signatures/letters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed letters, newest first, with their status (administrators only)
         * @description Administrators only (403 `forbidden`). Every approval letter and appendix ever signed, newest first.
         *     `searchTerms` matches the application's reference, the document reference, the business name or the
         *     person's name (case ignored). Pages start at 1, 15 letters a page by default; `pageSize` above 100 counts
         *     as 100.
         */
        get: operations["listSignedLetters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/signatures/letters/{documentReference}/revocation": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A signed letter's reference, `ICTM-XXXX-XXXX-XXXX-XXXX` (its 10-byte document id in base32). */
                documentReference: components["parameters"]["DocumentReference"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke one signed letter, with a reason (administrators only)
         * @description Administrators only (403 `forbidden`). Recorded as `v1.LettersRevoked { documentIds, reason, by }` on the
         *     application's stream; verifying the letter then answers `revoked` with this reason and time. A letter
         *     that is not in force (already revoked, or superseded) is 409 `letter-already-revoked`; an unknown
         *     reference is 404. Resetting final approval revokes its letters the same way ("Final approval was reset").
         */
        post: operations["revokeSignedLetter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/signatures/letters/{documentReference}/reissue": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A signed letter's reference, `ICTM-XXXX-XXXX-XXXX-XXXX` (its 10-byte document id in base32). */
                documentReference: components["parameters"]["DocumentReference"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign a letter again with the active key (administrators only); the old one is superseded
         * @description Administrators only (403 `forbidden`). For a letter signed with a key that was since revoked or retired:
         *     a new document (new reference, same content and signatory, issued now) is signed with the active key and
         *     recorded as `v1.LettersSigned` with `supersedes` naming the old one, which verifies as `revoked`
         *     ("Superseded by ICTM-… issued on …") from then on. Only a letter in force is signed again: a revoked or
         *     superseded one is 409 `letter-already-revoked`. An unknown reference is 404. The answer is the new letter.
         */
        post: operations["reissueSignedLetter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/signatures/signatories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signatories, by number, active or not (any staff member)
         * @description Any staff member (the final approval form offers the active ones). Ordered by `number`.
         */
        get: operations["listSignatories"];
        put?: never;
        /**
         * Add a signatory (administrators only)
         * @description Administrators only (403 `forbidden`). The signatory gets the next `number` (1, 2, …; never reused), which
         *     tokens carry. Add the signature image afterwards with `uploadSignatoryImage`. Recorded as
         *     `v1.SignatoryAdded { number, name, title, image, isActive, by }` on the stream `signatory-<id>`.
         */
        post: operations["createSignatory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/signatures/signatories/{signatoryId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                signatoryId: components["parameters"]["SignatoryId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change a signatory's name, title or active state (administrators only)
         * @description Administrators only (403 `forbidden`). Letters already signed keep the name and title they were signed
         *     with (their content is a snapshot); an inactive signatory signs no new letter. The image is kept.
         *     Recorded as `v1.SignatoryChanged { name, title, image, isActive, by }`.
         */
        put: operations["updateSignatory"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/signatures/signatories/{signatoryId}/image": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                signatoryId: components["parameters"]["SignatoryId"];
            };
            cookie?: never;
        };
        /**
         * A signatory's signature image (any staff member)
         * @description Any staff member. Served with its detected type (`image/png` or `image/jpeg`) and
         *     `X-Content-Type-Options: nosniff`; 404 when the signatory is unknown or has no image.
         */
        get: operations["getSignatoryImage"];
        /**
         * Replace a signatory's signature image (administrators only)
         * @description Administrators only (403 `forbidden`). Multipart `FormFile`: one PNG or JPEG image up to 2 MB, its type
         *     read from the content and the image decoded (the one upload mechanism, purpose `signature-image`; "Sorry, these
         *     files are not accepted." otherwise). Served to staff only. Letters already signed keep the image they were
         *     signed with. Recorded as `v1.SignatoryChanged`; the answer is the signatory.
         */
        put: operations["uploadSignatoryImage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The applications submitted in a date range, by permit type and where they stand now (any staff member)
         * @description Any staff member (no role needed; no one signed in, or a member's token, is 401). The applications of the
         *     workflow (`workflowId`; the default workflow when not given) submitted within the range: `submittedAt` from
         *     `startDate` 00:00 up to, not including, the day after `endDate` 00:00, Brunei time. Each is counted once,
         *     by where it stands now (core's `outcomeOf`): `archived` when staff archived it, `approved` when its final
         *     approval is in force and it is not archived, `inProgress` otherwise; `submitted` is their sum.
         *     `byPermitType` has all three permit types, always, in core's `PERMIT_TYPES` order (zeros included).
         *     `range` is the range answered, defaults filled in. 400 `invalid-date-range` ("Choose a start date on or
         *     before the end date, at most three years apart.") when the start is after the end or the range spans more
         *     than 1096 days (core's `resolveStatisticsRange`); 404 for an unknown workflow. Records nothing.
         */
        get: operations["getApplicationStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/workflows/{workflowId}/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workflowId: components["parameters"]["WorkflowId"];
            };
            cookie?: never;
        };
        /**
         * The workflow's steps, the cards in each now and over the range, and the moves in and out (any staff member)
         * @description Any staff member. Per step of the workflow, in position order: its target (`targetWorkingDays`, null when
         *     none); `now`, the cards in the step now (archived ones left out; now, whatever the range); `overdueNow`,
         *     those of them whose working days in the step exceed its target (core's `isOverdue`; 0 without a target);
         *     `entered` and `left`, the visits that entered and that left the step within the range (a card placed on
         *     the board enters its first step; an archived one leaves its step; a reorder within a step is no visit).
         *     `series`: the range cut into buckets (`bucket`: `day` for a range up to 31 days, `week` from Monday up to
         *     184 days, `month` beyond; core's `bucketOf` and `bucketsOf`), the first and last clipped to the range, in
         *     order; each bucket's `counts` are the cards in each step at the end of its last day (Brunei time), or now
         *     for a bucket that ends later, one entry per step in position order. 400 `invalid-date-range` as
         *     `getApplicationStatistics`; 404 for an unknown workflow. Records nothing.
         */
        get: operations["getWorkflowStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/turnaround-time/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many working days applications and steps took, for a date range (any staff member)
         * @description Any staff member. Durations in working days (see the tag), each set summed up as `count`, `median`, `p90`
         *     (the 90th percentile; linear interpolation, as SQL's `percentile_cont`) and `max`, two decimals; the three
         *     are null when `count` is 0. `endToEnd`: the workflow's applications (`workflowId`; the default workflow when
         *     not given) whose final approval, in force now, was given within the range, each from its submission to its
         *     final approval; `byPermitType` the same per permit type, all three in core's `PERMIT_TYPES` order.
         *     `steps`, per step in position order: the visits that left the step within the range, each from entering to
         *     leaving; `overTarget`, how many of them took longer than the step's target as it is now (0 without one).
         *     `distribution`: the `endToEnd` durations counted in core's `TURNAROUND_BINS`, every bin in order (`from`
         *     included, `to` not; the last bin's `to` is null: no upper end). 400 `invalid-date-range` as
         *     `getApplicationStatistics`; 404 for an unknown workflow. Records nothing.
         */
        get: operations["getTurnaroundStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/timeline-journey/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The moves between steps in a date range, the applications moved last, and one application's journey (any staff member)
         * @description Any staff member. `transitions`: the moves of the workflow's cards (`workflowId`; the default workflow when
         *     not given) within the range, one entry per pair of `from` and `to`, the most frequent first: `from` is null
         *     when the card was placed on the board at submission, `to` is `archived` when staff archived it; `backward`
         *     when `to` is a step before `from` (sent back). `recent`: up to 20 applications whose card was placed, moved
         *     or archived within the range, the latest first. `journey`: null without `applicationId`; with it, that
         *     application's whole journey on the workflow whatever the range: each visit to a step in order, with who
         *     moved the card in and out, its working days (until now while the card is in the step) and the step's target
         *     as it is now (`overTarget`: the visit took longer than it); `workingDays` is from submission to final
         *     approval, or until now without one. 400 `invalid-date-range` as `getApplicationStatistics`; 404 for an
         *     unknown workflow, or an `applicationId` with no journey on it (unknown, or never on its board). Records
         *     nothing.
         */
        get: operations["getJourneyStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/workflows/{workflowId}/steps/{stepKey}/target": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workflowId: components["parameters"]["WorkflowId"];
                /** @description The step's key (`screening`, ...). */
                stepKey: string;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Set or clear a workflow step's target in working days (administrators only)
         * @description Administrators only (core's `TARGET_ROLES`; 403 `forbidden` otherwise). `targetWorkingDays` is a number of
         *     working days in half days from 0.5 to 250 (core's `isValidStepTarget`; otherwise 400 `invalid-step-target`
         *     "Enter a target between 0.5 and 250 working days, in half days."), or null for no target. Recorded as
         *     `v1.StepTargetSet { workflowId, step, workingDays, by }` on the workflow's stream `workflow-<id>`, appended
         *     at the version read under the stream's lock (no `If-Match`); the value the step already has records
         *     nothing. From then on the board marks the step's cards overdue past the target, and the statistics compare
         *     with it. The answer is the step with its target. 404 for an unknown workflow or step.
         */
        put: operations["setStepTarget"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public-holidays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public holidays working days leave out, by date (any staff member)
         * @description Any staff member. The public holidays of `year` (all of them when not given), by date. Working days (the
         *     statistics, the board's overdue marks) leave them out, as they leave out Fridays and Sundays. Seeded with
         *     Brunei's public holidays of 2025 to 2027 from the Prime Minister's Office notices: a replacement day (for a
         *     holiday on a Friday or Sunday) is a holiday of its own, named "… (replacement)"; Islamic holidays not yet
         *     gazetted are `provisional`. Records nothing.
         */
        get: operations["listPublicHolidays"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public-holidays/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The holiday's day, YYYY-MM-DD (Brunei calendar). */
                date: string;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Add a public holiday, or change its name or provisional mark (administrators only)
         * @description Administrators only (core's `HOLIDAY_ROLES`; 403 `forbidden` otherwise). Adds the public holiday on `date`,
         *     or changes the one there; its name is kept trimmed. Recorded as `v1.PublicHolidaySet { date, name,
         *     provisional, by }` on the stream `public-holidays`; the values it already has record nothing. The working-day
         *     calendar is rebuilt in the same transaction, so every statistic and the board's overdue marks count with
         *     the change at once. The answer is the holiday.
         */
        put: operations["setPublicHoliday"];
        post?: never;
        /**
         * Remove a public holiday (administrators only)
         * @description Administrators only (core's `HOLIDAY_ROLES`; 403 `forbidden` otherwise). The day becomes a working day
         *     again, unless it is a Friday or a Sunday. Recorded as `v1.PublicHolidayRemoved { date, by }` on the stream
         *     `public-holidays`, the working-day calendar rebuilt in the same transaction. No body in the answer. 404
         *     `holiday-missing` ("There is no public holiday on that date.") when there is none on `date`.
         */
        delete: operations["removePublicHoliday"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        EventLogEntry: {
            /** @description Its place in the whole log (increasing; may have gaps). */
            id: number;
            /** @description Its stream (`permit-<id>`, `staff-<key>`, ...). */
            stream: string;
            /** @description Its place in its stream, from 1. */
            version: number;
            /** @description The fact's type and version (`v1.CardMoved`). */
            type: string;
            /**
             * Format: date-time
             * @description When it was recorded.
             */
            occurredAt: string;
            actor: components["schemas"]["Actor"];
            /** @description The fact's payload as recorded, secrets left out. */
            payload: {
                [key: string]: unknown;
            };
        };
        EventLogPage: {
            items: components["schemas"]["EventLogEntry"][];
            /** @description The id of the last event answered; `after` when none. */
            last: number;
        };
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
        ProblemKind: "unexpected" | "unauthorized" | "forbidden" | "not-found" | "validation-failed" | "request-invalid" | "request-refused" | "stale-version" | "version-required" | "files-rejected" | "email-taken" | "login-incorrect" | "activation-required" | "activation-link-invalid" | "too-many-sign-ins" | "too-many-requests" | "too-many-password-changes" | "current-password-wrong" | "reset-link-invalid" | "google-identity-refused" | "linkedin-identity-refused" | "no-account-yet" | "identity-provider-unreachable" | "identity-provider-not-configured" | "verification-pending" | "already-verified" | "verification-rejected" | "verification-missing" | "verification-not-pending" | "vacancy-status-refused" | "permit-read-only" | "permit-already-submitted" | "permit-archived" | "edit-control-not-given" | "permit-not-archivable" | "move-not-allowed" | "decision-not-allowed" | "chief-link-invalid" | "chief-link-used" | "chief-link-revoked" | "chief-link-expired" | "persons-undecided" | "no-person-approved" | "final-approval-already-set" | "final-approval-not-set" | "no-active-signatory" | "signatory-inactive" | "letter-already-revoked" | "signing-key-not-active" | "application-not-approved" | "invalid-date-range" | "invalid-step-target" | "holiday-missing";
        ArchiveBatchRequest: {
            applicationIds: string[];
            /** @description The state to set (true: archived, false: not archived). */
            archived: boolean;
        };
        ArchiveBatchAnswer: {
            results: components["schemas"]["ArchiveBatchResult"][];
        };
        ArchiveBatchResult: {
            /** Format: uuid */
            applicationId: string;
            /** @enum {string} */
            outcome: "changed" | "unchanged" | "refused";
            /** @description The application's listing row as it is after the call (as `toggleArchive` answers it), so a client's listings follow; null when refused. */
            application: components["schemas"]["ListedApplication"] | null;
            /** @description The refusal's kind (only when `refused`). */
            problem: components["schemas"]["ProblemKind"] | null;
            /** @description The refusal's message (only when `refused`). */
            message: string | null;
        };
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
            roles: components["schemas"]["StaffRoles"];
        };
        StaffSignInResult: {
            accessToken: string;
            staff: components["schemas"]["Staff"];
        };
        /**
         * @description officer (screening), evaluator, final-approver, administrator (manages staff and may act in every step). Which role sees and acts in which step is the workflow's data (GET the board).
         * @enum {string}
         */
        StaffRole: "officer" | "evaluator" | "final-approver" | "administrator";
        StaffRoles: components["schemas"]["StaffRole"][];
        StaffNotice: {
            message: string;
        };
        StaffPasswordResetRequest: {
            /** Format: email */
            email: string;
        };
        StaffPasswordReset: {
            token: string;
            password: string;
        };
        StaffPasswordChanged: {
            /** @constant */
            passwordChanged: true;
            /** @description The staff member's sessions signed out by the change. */
            sessionsRevoked: number;
        };
        NewStaff: {
            /** Format: email */
            email: string;
            name: string;
            roles: components["schemas"]["StaffRoles"];
            /** @description Leave out to mail the new staff member a link to choose their own. */
            password?: string;
        };
        StaffRolesUpdate: {
            roles: components["schemas"]["StaffRoles"];
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
        KanbanBoard: {
            workflow: {
                /** Format: uuid */
                id: string;
                name: string;
            };
            columns: components["schemas"]["KanbanColumn"][];
        };
        WorkflowStep: {
            /** Format: uuid */
            id: string;
            /** @description The step's key, the path segment of a move (`screening`). */
            key: string;
            name: string;
            position: number;
            /** @description The kinds of decision the step allows (core's WORK_PERMIT_STEPS `decisions`). A card leaves a step that allows `final-approval` for the next step only once final approval is given. */
            decisions: components["schemas"]["DecisionKind"][];
        };
        /** @description The roles that see the step's column (`view`) and that act on and move its cards (`act`). */
        ViewPermissions: {
            view: components["schemas"]["StaffRole"][];
            act: components["schemas"]["StaffRole"][];
        };
        /** @description The caller's permission for a step (core's `stepPermission` of their roles). */
        UserPermission: {
            canView: boolean;
            canAct: boolean;
        };
        KanbanColumn: {
            workflowStep: components["schemas"]["WorkflowStep"];
            /** @description The step's target in working days (`setStepTarget`): a card in the step longer than it is overdue; null when it has none. */
            targetWorkingDays: components["schemas"]["TargetWorkingDays"];
            viewPermissions: components["schemas"]["ViewPermissions"];
            userPermission: components["schemas"]["UserPermission"];
            /** @description All the cards in the column, loaded or not. */
            cardCount: number;
            /** @description The column's first `cardsPerColumn` cards, in board order. */
            cards: components["schemas"]["KanbanCard"][];
        };
        ApplicationRecord: {
            application: {
                /** Format: uuid */
                id: string;
                /** @description `LPA-2026-0001` */
                reference: string;
                businessName: string;
                personnelCount: number;
                /** @description True while the applicant holds edit control. */
                hasUserGivenEditControl: boolean;
                /** Format: date-time */
                submittedAt: string;
                /**
                 * Format: date-time
                 * @description When final approval was set (`v1.FinalApprovalSet`); null until then and after a reset.
                 */
                finalApprovalDateTime: string | null;
                /** @description The final approval's remarks (draft or set); null until there are any. */
                finalApprovalRemarks: string | null;
                /** @description The application's version (facts in its stream); send it as `If-Match: "<version>"` to move it or change edit control. Staff comments, attachments and notices move it on but never make an earlier version stale. */
                version: number;
            };
            permitType: {
                key: components["schemas"]["PermitType"];
                /** @description `PVV`, `SAWP` or `LPA`. */
                abbreviation: string;
                name: string;
            };
        };
        /** @description The application's record in one workflow step (one per step, reused when it comes back). */
        StatusStep: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            workflowStepId: string;
            workflowStepKey: string;
            /** Format: uuid */
            applicationId: string;
            /**
             * Format: date-time
             * @description When the application last entered the step (the card's age).
             */
            enteredAt: string;
        };
        KanbanCard: {
            applicationRecord: components["schemas"]["ApplicationRecord"];
            statusStep: components["schemas"]["StatusStep"];
            /** @description Working days from when the card entered its step (`statusStep.enteredAt`) until now, two decimals. */
            workingDaysInStep: components["schemas"]["WorkingDays"];
            /** @description `workingDaysInStep` exceeds the column's `targetWorkingDays` (core's `isOverdue`); false without a target. */
            overdue: boolean;
        };
        Actor: {
            /** @enum {string} */
            kind: "business" | "staff" | "system";
            /** @description The staff member's key (staff only). */
            key?: string | null;
            name: string;
        };
        StepVisit: {
            step: components["schemas"]["WorkflowStep"];
            /** Format: uuid */
            statusStepId: string;
            /** Format: date-time */
            enteredAt: string;
            by: components["schemas"]["Actor"];
        };
        ApplicantNotice: {
            /** Format: uuid */
            statusStepId: string;
            stepName: string;
            comment: string;
            /** Format: date-time */
            at: string;
            by: components["schemas"]["Actor"];
        };
        /** @description The job vacancy an lpa application names, and its labour-market test (14 days published; a warning only). */
        BoardVacancy: {
            /** Format: uuid */
            id: string;
            title: string;
            status: string;
            /** Format: date-time */
            publishedAt: string | null;
            closingDate: string | null;
            daysPublished: number | null;
            meetsLabourMarketTest: boolean;
            /**
             * @description The labour-market evidence: the vacancy's applications on the portal, withdrawn ones left out (the job
             *     applications projection); `local` counts the applicants whose nationality is Brunei (BN), the same count
             *     the Business sees on its vacancy list.
             */
            applicants: {
                total: number;
                local: number;
            };
        };
        BoardApplication: {
            applicationRecord: components["schemas"]["ApplicationRecord"];
            statusStep: components["schemas"]["StatusStep"];
            workflowStep: components["schemas"]["WorkflowStep"];
            userPermission: components["schemas"]["UserPermission"];
            /** @description The kinds of decision the caller may make on the application now (core's `mayDecide` for each kind; the step allows it, the caller acts in it and holds a role that makes it). */
            decisions: components["schemas"]["DecisionKind"][];
            /** Format: uuid */
            businessId: string;
            editControl: {
                withApplicant: boolean;
                /** @description The last comment given with edit control (given, taken back or handed back). */
                comment: string | null;
            };
            vacancy: components["schemas"]["BoardVacancy"] | null;
            /** @description Each entry into a step, oldest first. */
            history: components["schemas"]["StepVisit"][];
            /** @description Notices e-mailed to the applicant, oldest first. */
            notices: components["schemas"]["ApplicantNotice"][];
            /** @description The application's status steps (one per step it has been in), in step order, for per-step comments and attachments. */
            statusSteps: {
                /** Format: uuid */
                id: string;
                workflowStepKey: string;
                workflowStepName: string;
            }[];
        };
        /**
         * @description A kind of decision (core's DECISION_KINDS); each workflow step allows some of them.
         * @enum {string}
         */
        DecisionKind: "evaluate" | "chief-link" | "approve-persons" | "final-approval" | "notify-final";
        CommentInput: {
            /** @description Trimmed and required (core's BoardCommentForm judges it). */
            commentContent: string;
        };
        StaffComment: {
            /** @description Trimmed and required (core's StaffCommentForm judges it). */
            comment: string;
        };
        BoardComment: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            statusStepId: string;
            workflowStepKey: string;
            workflowStepName: string;
            commentContent: string;
            author: components["schemas"]["Actor"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            editedAt: string | null;
            /** @description The caller wrote it (may edit and delete it). */
            isMine: boolean;
        };
        AttachmentUpload: {
            /**
             * Format: binary
             * @description One PDF, PNG or JPEG up to 10 MB; the type is read from the content.
             */
            File: string;
            Comment?: string;
        };
        BoardAttachment: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            statusStepId: string;
            comment: string;
            file: {
                mediaId: string;
                mediaName: string;
                /** @description `/api/v1/files/<id>`, served to staff only. */
                mediaUrl: string;
                /** @enum {string} */
                mediaType: "application/pdf" | "image/png" | "image/jpeg";
                size: number;
            };
            author: components["schemas"]["Actor"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            isMine: boolean;
        };
        ReferenceItem: {
            key: string;
            name: string;
        };
        Evaluation: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            statusStepId: string;
            workflowStepKey: string;
            workflowStepName: string;
            evaluationStatus: components["schemas"]["ReferenceItem"];
            comment: string;
            evaluator: components["schemas"]["Actor"];
            /** @description Recorded through a chief-evaluator link. */
            byChiefEvaluator: boolean;
            /**
             * Format: date-time
             * @description When it was first recorded.
             */
            at: string;
            /**
             * Format: date-time
             * @description When it was last replaced; null if never.
             */
            editedAt: string | null;
            /** @description The caller recorded it (recording again replaces it). */
            isMine: boolean;
        };
        EvaluationInput: {
            /** @description A key of `listEvaluationStatuses` (an unknown key is 400). */
            evaluationStatusKey: string;
            /** @description Trimmed and required (core's EvaluationForm judges it); "this is comment" is only the placeholder. */
            comment: string;
        };
        ChiefEvaluator: {
            /**
             * Format: uuid
             * @description The staff member's key (the `userId` of `generateChiefLink`).
             */
            key: string;
            name: string;
            email: string;
        };
        ChiefLink: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            statusStepId: string;
            workflowStepName: string;
            chief: {
                /** Format: uuid */
                key: string;
                name: string;
                email: string;
            };
            /** @enum {string} */
            route: "chief-evaluation-form" | "internal-chief-evaluation-form";
            /** @description The link was mailed to the chief evaluator. */
            emailed: boolean;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description 14 days after it was made.
             */
            expiresAt: string;
            /**
             * @description used before revoked before expired.
             * @enum {string}
             */
            state: "open" | "used" | "revoked" | "expired";
            createdBy: components["schemas"]["Actor"];
        };
        ChiefLinkIssued: components["schemas"]["ChiefLink"] & {
            /** @description The link with its token: `<back-office>/workflows/<workflowId>/applications/<applicationId>/<route>?token=<token>`. Shown only in this answer. */
            url: string;
        };
        ChiefInvitation: {
            /** Format: uuid */
            applicationId: string;
            /** Format: uuid */
            workflowId: string;
            permitType: {
                key: components["schemas"]["PermitType"];
                abbreviation: string;
                name: string;
            };
            reference: string;
            businessName: string;
            /** @description The workflow step the link was made in. */
            stepName: string;
            chief: {
                /** Format: uuid */
                key: string;
                name: string;
            };
            /** Format: date-time */
            expiresAt: string;
            evaluationStatuses: components["schemas"]["ReferenceItem"][];
        };
        ExpatPerson: {
            /** @description The person's place in the application's personnel list. */
            index: number;
            fullName: string;
            /** @description The country's name. */
            nationality: string;
            /** @description The country's key. */
            nationalityCountryId: string;
            passportNumber: string;
            /** @description `YYYY-MM-DD`. */
            dateOfBirth: string;
            jobRoleNamePosition: string;
            /** @description False until the person is approved. */
            isApproved: boolean;
            /** @description The person has been approved or refused. */
            decided: boolean;
            /** @description The latest decision's remarks; empty when none. */
            remarks: string;
            /** Format: date-time */
            decidedAt: string | null;
            decidedBy: components["schemas"]["Actor"] | null;
        };
        ApprovalRecord: {
            expatPerson: {
                index: number;
                fullName: string;
                passportNumber: string;
            };
            /** Format: date-time */
            approvalDateTime: string;
            approverUser: components["schemas"]["Actor"];
            isApproved: boolean;
            remarks: string;
        };
        PersonDecisionInput: {
            personIndex: number;
            isApproved: boolean;
            /** @description Optional (core's PersonDecisionForm judges its length). */
            remarks?: string;
        };
        FinalApproval: {
            /**
             * Format: uuid
             * @description The application's current status step (the one to save or set with).
             */
            statusStepId: string | null;
            /** @description The remarks (draft or set); empty at start. */
            remarks: string;
            /**
             * Format: date-time
             * @description Null until final approval is set (and again after a reset).
             */
            finalApprovalDateTime: string | null;
            approvedBy: components["schemas"]["Actor"] | null;
            /** @description Who signed the final approval's letters; null while final approval is not set. */
            signatory: components["schemas"]["SignatorySummary"] | null;
            /** @description The letters signed at the current final approval (an approval letter and an appendix per approved expatriate, and any signed again since), by person and kind, each with its status; empty while final approval is not set. */
            letters: components["schemas"]["SignedLetterSummary"][];
            persons: {
                total: number;
                decided: number;
                approved: number;
            };
            /** @description The caller may save or set final approval now. */
            canDecide: boolean;
            /** @description It is set and the caller may reset it. */
            canReset: boolean;
            /** @description It is set and the caller may send the final notifications. */
            canNotify: boolean;
        };
        FinalApprovalInput: {
            /** @description Optional (core's FinalApprovalForm judges its length). */
            finalApprovalRemarks?: string;
            /**
             * Format: uuid
             * @description setFinalApproval: the active signatory who signs the letters; default the active signatory with the lowest number. A saved draft does not keep it.
             */
            signatoryId?: string;
        };
        ImmigrationEmailConfig: {
            /** @description `IMMIGRATION_EMAILS`, comma-separated (default `immigration@demo.ictm.bn`). */
            recipients: string[];
        };
        FinalNotification: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "immigration-department" | "applicant";
            recipients: string[];
            message: string;
            /** @description The file names attached. */
            documents: string[];
            /** Format: date-time */
            at: string;
            by: components["schemas"]["Actor"];
        };
        FinalNotificationInput: {
            /** @description Optional (core's FinalNotificationForm judges its length). */
            message?: string;
        };
        SignatureVerificationRequest: {
            /** @description The token (164 base32 characters; case, spaces and hyphens ignored), or an address whose `token` query parameter holds it. Any string is judged. */
            signatureToken: string;
        };
        /** @enum {string} */
        SignatureCheckResult: "passed" | "failed" | "not-checked";
        SignatureCheck: {
            result: components["schemas"]["SignatureCheckResult"];
            /** @description Why, in words a person reads (core's verdict.ts, the one source of these words). */
            reason: string;
        };
        /**
         * @description The verdict on a token (core's `judgeSignature`): `valid` when all three checks pass; `revoked` when the
         *     signature and key are good but the letter was revoked or superseded; `invalid` otherwise (malformed token,
         *     bad signature, unknown or revoked key, issued outside the key's active time or in the future, or no record
         *     of the document with this content).
         */
        SignatureVerdict: {
            /** @enum {string} */
            verdict: "valid" | "invalid" | "revoked";
            /** @description The verdict in one sentence. */
            summary: string;
            /** @description What to do now (for example, ask the issuer for a new letter). */
            advice: string;
            checks: {
                integrity: components["schemas"]["SignatureCheck"];
                issuer: components["schemas"]["SignatureCheck"];
                status: components["schemas"]["SignatureCheck"];
            };
            /** @description What the token says (proven only when `integrity` passed); null when the token cannot be read. */
            particulars: components["schemas"]["SignatureParticulars"] | null;
            /** @description What our records say of the document; null unless the signature and key are good and we issued this document with this content. */
            record: components["schemas"]["SignatureRecord"] | null;
        };
        SignatureParticulars: {
            /** @description `ICTM-XXXX-XXXX-XXXX-XXXX` */
            documentReference: string;
            documentKind: components["schemas"]["SignedLetterKind"];
            permitType: components["schemas"]["PermitType"];
            /** Format: date-time */
            issuedAt: string;
            /** @description The signing key's id (8 hex characters). */
            keyId: string;
            signatoryNumber: number;
        };
        SignatureRecord: {
            /** @description `LPA-2026-0001` */
            applicationReference: string;
            businessName: string;
            /** @description The expatriate the letter is for; null for a document that names no one person. */
            personName: string | null;
            /** @description Who signed it, as the letter states. */
            signatory: {
                name: string;
                title: string;
            } | null;
            /** Format: date-time */
            revokedAt: string | null;
            revocationReason: string | null;
            /** @description The reference of the letter that replaced it. */
            supersededBy: string | null;
        };
        /**
         * @description `active`: signs new letters (exactly one); `retired`: rotated out, still verifies what it signed while active; `revoked`: everything it signed fails the issuer check.
         * @enum {string}
         */
        SigningKeyStatus: "active" | "retired" | "revoked";
        /** @description A public signing key as an Ed25519 JWK (RFC 8037), with its life. */
        SigningKey: {
            /** @constant */
            kty: "OKP";
            /** @constant */
            crv: "Ed25519";
            /** @description The raw 32-byte public key, base64url without padding. */
            x: string;
            /** @description The key id tokens carry: the first 4 bytes of SHA-256 of the raw public key, in hex. */
            kid: string;
            /** @constant */
            alg: "EdDSA";
            /** @constant */
            use: "sig";
            status: components["schemas"]["SigningKeyStatus"];
            /**
             * Format: date-time
             * @description When it became active.
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When it stopped signing; letters issued from then on with it are invalid.
             */
            retiredAt: string | null;
            /** @enum {string|null} */
            retirementReason: "rotated" | "private-key-missing" | null;
            /** Format: date-time */
            revokedAt: string | null;
            revocationReason: string | null;
        };
        SigningPublicKeys: {
            /** @description The issuer: the back-office's public address (`PUBLIC_URL`), as the letters' QR codes name it. */
            issuer: string;
            /**
             * @description The token layout (README "Signed letters").
             * @constant
             */
            tokenFormat: "ictm-letter-v1";
            /** @description Every key ever made, newest first. */
            keys: components["schemas"]["SigningKey"][];
            /** @description Every signatory, by number (tokens carry the number). */
            signatories: {
                number: number;
                name: string;
                title: string;
            }[];
            /** @description Letters no longer in force, newest first; a superseded letter's reason names the letter that replaced it. */
            revokedLetters: {
                documentReference: string;
                /** Format: date-time */
                revokedAt: string;
                reason: string;
            }[];
        };
        SignatorySummary: {
            /** Format: uuid */
            id: string;
            number: number;
            name: string;
            title: string;
        };
        Signatory: {
            /** Format: uuid */
            id: string;
            /** @description Its serial number (1, 2, …), carried by tokens; never reused. */
            number: number;
            name: string;
            title: string;
            /** @description Only an active signatory signs new letters. */
            isActive: boolean;
            /** @description The signature image; null until one is uploaded. */
            image: {
                fileId: string;
                /** @enum {string} */
                mediaType: "image/png" | "image/jpeg";
                size: number;
                /** @description `/api/v1/files/<fileId>`, served to staff only. */
                url: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        SignatoryInput: {
            name: string;
            title: string;
            isActive: boolean;
        };
        SignatureImageUpload: {
            /**
             * Format: binary
             * @description One PNG or JPEG image up to 2 MB; the type is read from the content.
             */
            FormFile: string;
        };
        /** @enum {string} */
        SignedLetterKind: "approval-letter" | "appendix";
        /**
         * @description `valid`: in force; `revoked`: withdrawn (with a reason); `superseded`: signed again as another letter.
         * @enum {string}
         */
        SignedLetterStatus: "valid" | "revoked" | "superseded";
        SignedLetterSummary: {
            /** @description `ICTM-XXXX-XXXX-XXXX-XXXX` */
            documentReference: string;
            kind: components["schemas"]["SignedLetterKind"];
            /** @description The expatriate's place in the personnel list (`ExpatPerson.index`). */
            personIndex: number;
            /** Format: date-time */
            issuedAt: string;
            status: components["schemas"]["SignedLetterStatus"];
        };
        SignedLetter: {
            /** @description `ICTM-XXXX-XXXX-XXXX-XXXX` */
            documentReference: string;
            /** Format: uuid */
            applicationId: string;
            /** @description `LPA-2026-0001` */
            applicationReference: string;
            kind: components["schemas"]["SignedLetterKind"];
            personIndex: number;
            personName: string;
            businessName: string;
            permitType: components["schemas"]["PermitType"];
            /** @description The key that signed it. */
            keyId: string;
            keyStatus: components["schemas"]["SigningKeyStatus"];
            signatory: components["schemas"]["SignatorySummary"];
            /** Format: date-time */
            issuedAt: string;
            status: components["schemas"]["SignedLetterStatus"];
            /**
             * Format: date-time
             * @description When it was revoked or superseded.
             */
            revokedAt: string | null;
            revocationReason: string | null;
            /** @description The reference of the letter that replaced it. */
            supersededBy: string | null;
        };
        SignedLetterPage: components["schemas"]["PageInfo"] & {
            items: components["schemas"]["SignedLetter"][];
        };
        PageInfo: {
            /** @description All results, on every page. */
            count: number;
            /** @description Always true here: these lists count every result (the portal's searches stop at a limit). */
            countIsExact: boolean;
            pageNumber: number;
            /** @description The page size used (after the cap). */
            pageSize: number;
            /** @description ceil(count / pageSize); 0 when there are no results. */
            totalPages: number;
        };
        ListedPerson: {
            fullName: string;
            passportNumber: string;
        };
        /** @description One row of the approved or archived listing. */
        ListedApplication: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description The workflow whose board the application is (or was) on.
             */
            workflowId: string;
            /** @description `LPA-2026-0001` */
            reference: string;
            permitType: components["schemas"]["PermitType"];
            /** @description The business name written in the application. */
            businessName: string;
            /** @description The expatriates the application lists, in its order. */
            persons: components["schemas"]["ListedPerson"][];
            /**
             * Format: date-time
             * @description When final approval was set (`v1.FinalApprovalSet`).
             */
            finalApprovalDateTime: string;
            approvedBy: components["schemas"]["Actor"];
            /**
             * Format: date-time
             * @description When staff archived it; null in the approved list.
             */
            archivedAt: string | null;
            /** @description Who archived it; null in the approved list. */
            archivedBy: components["schemas"]["Actor"] | null;
            /** Format: date-time */
            submittedAt: string;
            /** @description The application's version, to send as `If-Match: "<version>"` with `toggleArchive` (optional there). */
            version: number;
        };
        ListedApplicationPage: components["schemas"]["PageInfo"] & {
            items: components["schemas"]["ListedApplication"][];
        };
        /** @description The range answered, defaults filled in: Brunei calendar days, both included; as instants, from `startDate` 00:00 up to, not including, the day after `endDate` 00:00 (Brunei time, UTC+8). */
        StatisticsRange: {
            /** Format: date */
            startDate: string;
            /** Format: date */
            endDate: string;
        };
        /** @description Working days (Friday, Sunday and public holidays off; a working day counts by the clock), two decimals. */
        WorkingDays: number;
        /** @description The step's target in working days (half days from 0.5 to 250); null when it has none. */
        TargetWorkingDays: number | null;
        /** @description Applications submitted in the range, by where they stand now (core's `outcomeOf`). */
        OutcomeCounts: {
            /** @description All of them (the sum of the three below). */
            submitted: number;
            /** @description No final approval in force, not archived. */
            inProgress: number;
            /** @description Final approval in force, not archived. */
            approved: number;
            /** @description Archived by staff. */
            archived: number;
        };
        ApplicationStatistics: {
            range: components["schemas"]["StatisticsRange"];
            total: components["schemas"]["OutcomeCounts"];
            /** @description One entry per permit type, all three, in core's `PERMIT_TYPES` order. */
            byPermitType: ({
                permitType: components["schemas"]["PermitType"];
            } & components["schemas"]["OutcomeCounts"])[];
        };
        /**
         * @description How `series` cuts the range: a day (ranges up to 31 days), a week from Monday (up to 184 days), a month (beyond).
         * @enum {string}
         */
        StatisticsBucket: "day" | "week" | "month";
        StepStock: {
            /** @description The step's key (`screening`). */
            key: string;
            name: string;
            position: number;
            targetWorkingDays: components["schemas"]["TargetWorkingDays"];
            /** @description Cards in the step now (archived ones left out). */
            now: number;
            /** @description Of `now`, those whose working days in the step exceed its target. */
            overdueNow: number;
            /** @description Visits that entered the step within the range. */
            entered: number;
            /** @description Visits that left the step within the range. */
            left: number;
        };
        StatisticsSeriesBucket: {
            /**
             * Format: date
             * @description The bucket's first day (clipped to the range).
             */
            start: string;
            /**
             * Format: date
             * @description The bucket's last day, included (clipped to the range).
             */
            end: string;
            /** @description Cards in each step at the end of the bucket's last day (now, for a bucket that ends later), one per step in position order. */
            counts: {
                /** @description The step's key. */
                step: string;
                count: number;
            }[];
        };
        WorkflowStatistics: {
            range: components["schemas"]["StatisticsRange"];
            /** Format: uuid */
            workflowId: string;
            bucket: components["schemas"]["StatisticsBucket"];
            /** @description The workflow's steps, in position order. */
            steps: components["schemas"]["StepStock"][];
            /** @description One entry per bucket of the range, in order. */
            series: components["schemas"]["StatisticsSeriesBucket"][];
        };
        /** @description A set of durations in working days: how many, the median, the 90th percentile and the longest (null when `count` is 0). */
        TurnaroundSpread: {
            count: number;
            median: number | null;
            p90: number | null;
            max: number | null;
        };
        TurnaroundStatistics: {
            range: components["schemas"]["StatisticsRange"];
            /** Format: uuid */
            workflowId: string;
            /** @constant */
            unit: "working-days";
            /** @description Applications whose final approval (in force) was given within the range, from submission to final approval. */
            endToEnd: components["schemas"]["TurnaroundSpread"];
            /** @description `endToEnd` per permit type, all three, in core's `PERMIT_TYPES` order. */
            byPermitType: ({
                permitType: components["schemas"]["PermitType"];
            } & components["schemas"]["TurnaroundSpread"])[];
            /** @description Per step in position order, the visits that left it within the range, from entering to leaving. */
            steps: ({
                key: string;
                name: string;
                targetWorkingDays: components["schemas"]["TargetWorkingDays"];
                /** @description Of `count`, the visits that took longer than the target (0 without one). */
                overTarget: number;
            } & components["schemas"]["TurnaroundSpread"])[];
            /** @description `endToEnd` counted in core's `TURNAROUND_BINS`, every bin in order. */
            distribution: {
                /** @description Working days, included. */
                from: number;
                /** @description Working days, not included; null: no upper end. */
                to: number | null;
                count: number;
            }[];
        };
        JourneyTransition: {
            /** @description The step's key the cards left; null: placed on the board at submission. */
            from: string | null;
            /** @description The step's key the cards entered, or `archived` (staff archived them). */
            to: string;
            count: number;
            /** @description `to` is a step before `from` (sent back). */
            backward: boolean;
        };
        JourneyApplication: {
            /** Format: uuid */
            applicationId: string;
            /** @description `LPA-2026-0001` */
            reference: string;
            permitType: components["schemas"]["PermitType"];
            businessName: string;
            /**
             * Format: date-time
             * @description When its card was last placed, moved or archived within the range.
             */
            lastMovedAt: string;
        };
        JourneyVisit: {
            /** @description The step's key. */
            step: string;
            stepName: string;
            /** Format: date-time */
            enteredAt: string;
            /**
             * Format: date-time
             * @description Null while the card is in the step.
             */
            leftAt: string | null;
            enteredBy: components["schemas"]["Actor"];
            /** @description Who moved (or archived) the card out; null while it is in the step. */
            leftBy: components["schemas"]["Actor"] | null;
            workingDays: components["schemas"]["WorkingDays"];
            targetWorkingDays: components["schemas"]["TargetWorkingDays"];
            /** @description `workingDays` exceeds the step's target as it is now (false without one). */
            overTarget: boolean;
        };
        Journey: {
            /** Format: uuid */
            applicationId: string;
            reference: string;
            permitType: components["schemas"]["PermitType"];
            businessName: string;
            /** Format: date-time */
            submittedAt: string;
            /**
             * Format: date-time
             * @description When the final approval in force was given; null without one.
             */
            finalApprovalAt: string | null;
            /** @description From submission to final approval, or until now without one. */
            workingDays: components["schemas"]["WorkingDays"];
            /** @description Every visit to a step, in order. */
            visits: components["schemas"]["JourneyVisit"][];
        };
        JourneyStatistics: {
            range: components["schemas"]["StatisticsRange"];
            /** Format: uuid */
            workflowId: string;
            /** @description The moves within the range, one per pair of steps, the most frequent first. */
            transitions: components["schemas"]["JourneyTransition"][];
            /** @description Up to 20 applications whose card was placed, moved or archived within the range, the latest first. */
            recent: components["schemas"]["JourneyApplication"][];
            /** @description The whole journey of `applicationId`, whatever the range; null without `applicationId`. */
            journey: components["schemas"]["Journey"] | null;
        };
        StepTargetInput: {
            /** @description Half days from 0.5 to 250 (core's `isValidStepTarget`; 400 `invalid-step-target` otherwise); null for no target. */
            targetWorkingDays: number | null;
        };
        StepTarget: {
            key: string;
            name: string;
            position: number;
            targetWorkingDays: components["schemas"]["TargetWorkingDays"];
        };
        PublicHoliday: {
            /**
             * Format: date
             * @description The day (Brunei calendar).
             */
            date: string;
            name: string;
            /** @description Not yet gazetted (an Islamic holiday's date may still move). */
            provisional: boolean;
        };
        PublicHolidayInput: {
            name: string;
            /**
             * @description Not yet gazetted; false when not given.
             * @default false
             */
            provisional: boolean;
        };
        ApplicationEvent: {
            /** @description Its place in the application's stream, from 1. */
            version: number;
            /** @description The fact's type and version (`v1.CardMoved`). */
            type: string;
            /**
             * Format: date-time
             * @description When it was recorded.
             */
            occurredAt: string;
            by: components["schemas"]["Actor"];
            /** @description The fact's payload as recorded (core's `PermitEvent`), secrets left out. */
            payload: {
                [key: string]: unknown;
            };
        };
        RevocationInput: {
            /** @description One line; shown to whoever verifies the letter (or the letters of the key). */
            reason: string;
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
        /** @enum {string} */
        PublicationStatus: "draft" | "published" | "closed";
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
        /** @description The upload is refused: "Sorry, these files are not accepted." (type decided by content, size, count). */
        FilesRejected: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The board as the caller may see it. */
        KanbanBoardAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["KanbanBoard"];
                };
            };
        };
        /** @description The application as the side panel shows it; its `version` is also the `ETag`. */
        BoardApplicationAnswer: {
            headers: {
                /** @description `"<version>"`, to send back as `If-Match`. */
                ETag?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["BoardApplication"];
                };
            };
        };
        /** @description The comment. */
        BoardCommentAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["BoardComment"];
                };
            };
        };
        /** @description The attachment. */
        BoardAttachmentAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["BoardAttachment"];
                };
            };
        };
        /** @description Deleted. */
        DeletedAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: {
                        /** @constant */
                        deleted: true;
                    };
                };
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
        /** @description The evaluation. */
        EvaluationAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["Evaluation"];
                };
            };
        };
        /** @description The application's final approval. */
        FinalApprovalAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["FinalApproval"];
                };
            };
        };
        /** @description The signed letter. */
        SignedLetterAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["SignedLetter"];
                };
            };
        };
        /** @description The signatory. */
        SignatoryAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["Signatory"];
                };
            };
        };
        /** @description One page of the listing. */
        ListedApplicationPageAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["ListedApplicationPage"];
                };
            };
        };
        /** @description The application's listing row as it is now. */
        ListedApplicationAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["ListedApplication"];
                };
            };
        };
        /** @description The matching rows as a CSV file (UTF-8 with a byte-order mark), streamed. */
        ListingCsv: {
            headers: {
                /** @description `attachment; filename="approved-applications-YYYY-MM-DD.csv"` (or `archived-applications-…`), the day in Brunei time (core's `csvFileName`). */
                "Content-Disposition"?: string;
                [name: string]: unknown;
            };
            content: {
                "text/csv": string;
            };
        };
        /** @description The query does not match the contract (`validation-failed`; `errors` names each parameter), or the range is refused (`invalid-date-range`: the start is after the end, or the range spans more than 1096 days). */
        StatisticsQueryRefused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The body does not match the contract (`validation-failed`; `errors` names each field), or the target is refused (`invalid-step-target`: not a whole or half number of working days from 0.5 to 250). */
        StepTargetRefused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "urn:ictm:problem:invalid-step-target",
                 *       "title": "The request is not valid.",
                 *       "status": 400,
                 *       "messages": [
                 *         "Enter a target between 0.5 and 250 working days, in half days."
                 *       ]
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description There is no public holiday on that date (`holiday-missing`). */
        HolidayMissing: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "urn:ictm:problem:holiday-missing",
                 *       "title": "Not Found",
                 *       "status": 404,
                 *       "messages": [
                 *         "There is no public holiday on that date."
                 *       ]
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The applications submitted in the range, by where they stand now. */
        ApplicationStatisticsAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "data": {
                 *         "range": {
                 *           "startDate": "2026-06-01",
                 *           "endDate": "2026-06-30"
                 *         },
                 *         "total": {
                 *           "submitted": 42,
                 *           "inProgress": 30,
                 *           "approved": 10,
                 *           "archived": 2
                 *         },
                 *         "byPermitType": [
                 *           {
                 *             "permitType": "pvv",
                 *             "submitted": 12,
                 *             "inProgress": 9,
                 *             "approved": 3,
                 *             "archived": 0
                 *           },
                 *           {
                 *             "permitType": "sawp",
                 *             "submitted": 18,
                 *             "inProgress": 13,
                 *             "approved": 4,
                 *             "archived": 1
                 *           },
                 *           {
                 *             "permitType": "lpa",
                 *             "submitted": 12,
                 *             "inProgress": 8,
                 *             "approved": 3,
                 *             "archived": 1
                 *           }
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": {
                    data: components["schemas"]["ApplicationStatistics"];
                };
            };
        };
        /** @description The workflow's steps with their cards now and over the range. */
        WorkflowStatisticsAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "data": {
                 *         "range": {
                 *           "startDate": "2026-07-13",
                 *           "endDate": "2026-07-14"
                 *         },
                 *         "workflowId": "5f0c9a52-7d1e-4c38-9b6a-2e4d1f8a0c01",
                 *         "bucket": "day",
                 *         "steps": [
                 *           {
                 *             "key": "submitted",
                 *             "name": "Submitted",
                 *             "position": 1,
                 *             "targetWorkingDays": 2,
                 *             "now": 3,
                 *             "overdueNow": 1,
                 *             "entered": 4,
                 *             "left": 3
                 *           },
                 *           {
                 *             "key": "screening",
                 *             "name": "Screening",
                 *             "position": 2,
                 *             "targetWorkingDays": 3,
                 *             "now": 5,
                 *             "overdueNow": 0,
                 *             "entered": 3,
                 *             "left": 2
                 *           },
                 *           {
                 *             "key": "evaluation",
                 *             "name": "Evaluation",
                 *             "position": 3,
                 *             "targetWorkingDays": 5,
                 *             "now": 8,
                 *             "overdueNow": 2,
                 *             "entered": 2,
                 *             "left": 1
                 *           },
                 *           {
                 *             "key": "chief-evaluation",
                 *             "name": "Chief evaluation",
                 *             "position": 4,
                 *             "targetWorkingDays": 5,
                 *             "now": 2,
                 *             "overdueNow": 0,
                 *             "entered": 1,
                 *             "left": 1
                 *           },
                 *           {
                 *             "key": "person-approval",
                 *             "name": "Person approval",
                 *             "position": 5,
                 *             "targetWorkingDays": 3,
                 *             "now": 1,
                 *             "overdueNow": 0,
                 *             "entered": 1,
                 *             "left": 0
                 *           },
                 *           {
                 *             "key": "final-approval",
                 *             "name": "Final approval",
                 *             "position": 6,
                 *             "targetWorkingDays": 2,
                 *             "now": 1,
                 *             "overdueNow": 0,
                 *             "entered": 0,
                 *             "left": 1
                 *           },
                 *           {
                 *             "key": "approved",
                 *             "name": "Approved",
                 *             "position": 7,
                 *             "targetWorkingDays": null,
                 *             "now": 20,
                 *             "overdueNow": 0,
                 *             "entered": 1,
                 *             "left": 0
                 *           }
                 *         ],
                 *         "series": [
                 *           {
                 *             "start": "2026-07-13",
                 *             "end": "2026-07-13",
                 *             "counts": [
                 *               {
                 *                 "step": "submitted",
                 *                 "count": 4
                 *               },
                 *               {
                 *                 "step": "screening",
                 *                 "count": 4
                 *               },
                 *               {
                 *                 "step": "evaluation",
                 *                 "count": 7
                 *               },
                 *               {
                 *                 "step": "chief-evaluation",
                 *                 "count": 2
                 *               },
                 *               {
                 *                 "step": "person-approval",
                 *                 "count": 1
                 *               },
                 *               {
                 *                 "step": "final-approval",
                 *                 "count": 2
                 *               },
                 *               {
                 *                 "step": "approved",
                 *                 "count": 19
                 *               }
                 *             ]
                 *           },
                 *           {
                 *             "start": "2026-07-14",
                 *             "end": "2026-07-14",
                 *             "counts": [
                 *               {
                 *                 "step": "submitted",
                 *                 "count": 3
                 *               },
                 *               {
                 *                 "step": "screening",
                 *                 "count": 5
                 *               },
                 *               {
                 *                 "step": "evaluation",
                 *                 "count": 8
                 *               },
                 *               {
                 *                 "step": "chief-evaluation",
                 *                 "count": 2
                 *               },
                 *               {
                 *                 "step": "person-approval",
                 *                 "count": 1
                 *               },
                 *               {
                 *                 "step": "final-approval",
                 *                 "count": 1
                 *               },
                 *               {
                 *                 "step": "approved",
                 *                 "count": 20
                 *               }
                 *             ]
                 *           }
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": {
                    data: components["schemas"]["WorkflowStatistics"];
                };
            };
        };
        /** @description The working days applications and steps took. */
        TurnaroundStatisticsAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "data": {
                 *         "range": {
                 *           "startDate": "2026-06-01",
                 *           "endDate": "2026-06-30"
                 *         },
                 *         "workflowId": "5f0c9a52-7d1e-4c38-9b6a-2e4d1f8a0c01",
                 *         "unit": "working-days",
                 *         "endToEnd": {
                 *           "count": 10,
                 *           "median": 17.5,
                 *           "p90": 26.25,
                 *           "max": 31.5
                 *         },
                 *         "byPermitType": [
                 *           {
                 *             "permitType": "pvv",
                 *             "count": 3,
                 *             "median": 12,
                 *             "p90": 15.4,
                 *             "max": 16
                 *           },
                 *           {
                 *             "permitType": "sawp",
                 *             "count": 4,
                 *             "median": 19.25,
                 *             "p90": 27.1,
                 *             "max": 31.5
                 *           },
                 *           {
                 *             "permitType": "lpa",
                 *             "count": 3,
                 *             "median": 18,
                 *             "p90": 22.8,
                 *             "max": 24
                 *           }
                 *         ],
                 *         "steps": [
                 *           {
                 *             "key": "submitted",
                 *             "name": "Submitted",
                 *             "targetWorkingDays": 2,
                 *             "count": 12,
                 *             "median": 0.75,
                 *             "p90": 2.4,
                 *             "max": 3.5,
                 *             "overTarget": 2
                 *           },
                 *           {
                 *             "key": "screening",
                 *             "name": "Screening",
                 *             "targetWorkingDays": 3,
                 *             "count": 11,
                 *             "median": 2.04,
                 *             "p90": 3.9,
                 *             "max": 5.25,
                 *             "overTarget": 2
                 *           },
                 *           {
                 *             "key": "evaluation",
                 *             "name": "Evaluation",
                 *             "targetWorkingDays": 5,
                 *             "count": 10,
                 *             "median": 4.5,
                 *             "p90": 7.2,
                 *             "max": 9,
                 *             "overTarget": 3
                 *           },
                 *           {
                 *             "key": "chief-evaluation",
                 *             "name": "Chief evaluation",
                 *             "targetWorkingDays": 5,
                 *             "count": 10,
                 *             "median": 3,
                 *             "p90": 4.6,
                 *             "max": 6,
                 *             "overTarget": 1
                 *           },
                 *           {
                 *             "key": "person-approval",
                 *             "name": "Person approval",
                 *             "targetWorkingDays": 3,
                 *             "count": 10,
                 *             "median": 1.5,
                 *             "p90": 2.8,
                 *             "max": 3.25,
                 *             "overTarget": 1
                 *           },
                 *           {
                 *             "key": "final-approval",
                 *             "name": "Final approval",
                 *             "targetWorkingDays": 2,
                 *             "count": 10,
                 *             "median": 1,
                 *             "p90": 1.9,
                 *             "max": 2,
                 *             "overTarget": 0
                 *           },
                 *           {
                 *             "key": "approved",
                 *             "name": "Approved",
                 *             "targetWorkingDays": null,
                 *             "count": 0,
                 *             "median": null,
                 *             "p90": null,
                 *             "max": null,
                 *             "overTarget": 0
                 *           }
                 *         ],
                 *         "distribution": [
                 *           {
                 *             "from": 0,
                 *             "to": 1,
                 *             "count": 0
                 *           },
                 *           {
                 *             "from": 1,
                 *             "to": 2,
                 *             "count": 0
                 *           },
                 *           {
                 *             "from": 2,
                 *             "to": 3,
                 *             "count": 0
                 *           },
                 *           {
                 *             "from": 3,
                 *             "to": 5,
                 *             "count": 0
                 *           },
                 *           {
                 *             "from": 5,
                 *             "to": 10,
                 *             "count": 1
                 *           },
                 *           {
                 *             "from": 10,
                 *             "to": 20,
                 *             "count": 5
                 *           },
                 *           {
                 *             "from": 20,
                 *             "to": 40,
                 *             "count": 4
                 *           },
                 *           {
                 *             "from": 40,
                 *             "to": null,
                 *             "count": 0
                 *           }
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": {
                    data: components["schemas"]["TurnaroundStatistics"];
                };
            };
        };
        /** @description The moves in the range, the applications moved last, and the journey asked for. */
        JourneyStatisticsAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "data": {
                 *         "range": {
                 *           "startDate": "2026-07-13",
                 *           "endDate": "2026-07-24"
                 *         },
                 *         "workflowId": "5f0c9a52-7d1e-4c38-9b6a-2e4d1f8a0c01",
                 *         "transitions": [
                 *           {
                 *             "from": null,
                 *             "to": "submitted",
                 *             "count": 4,
                 *             "backward": false
                 *           },
                 *           {
                 *             "from": "submitted",
                 *             "to": "screening",
                 *             "count": 3,
                 *             "backward": false
                 *           },
                 *           {
                 *             "from": "evaluation",
                 *             "to": "screening",
                 *             "count": 1,
                 *             "backward": true
                 *           },
                 *           {
                 *             "from": "approved",
                 *             "to": "archived",
                 *             "count": 1,
                 *             "backward": false
                 *           }
                 *         ],
                 *         "recent": [
                 *           {
                 *             "applicationId": "3b8f6c1e-2a4d-4e7f-9c10-5d6e7f8a9b0c",
                 *             "reference": "LPA-2026-0007",
                 *             "permitType": "lpa",
                 *             "businessName": "Borneo Timber Works",
                 *             "lastMovedAt": "2026-07-16T02:00:00.000Z"
                 *           }
                 *         ],
                 *         "journey": {
                 *           "applicationId": "3b8f6c1e-2a4d-4e7f-9c10-5d6e7f8a9b0c",
                 *           "reference": "LPA-2026-0007",
                 *           "permitType": "lpa",
                 *           "businessName": "Borneo Timber Works",
                 *           "submittedAt": "2026-07-09T02:00:00.000Z",
                 *           "finalApprovalAt": null,
                 *           "workingDays": 10.5,
                 *           "visits": [
                 *             {
                 *               "step": "submitted",
                 *               "stepName": "Submitted",
                 *               "enteredAt": "2026-07-09T02:00:00.000Z",
                 *               "leftAt": "2026-07-13T01:00:00.000Z",
                 *               "enteredBy": {
                 *                 "kind": "business",
                 *                 "key": null,
                 *                 "name": "Borneo Timber Works"
                 *               },
                 *               "leftBy": {
                 *                 "kind": "staff",
                 *                 "key": "0b7e2c4a-9d31-4f6b-8a25-c1d3e5f7a9b1",
                 *                 "name": "Siti Officer"
                 *               },
                 *               "workingDays": 1.96,
                 *               "targetWorkingDays": 2,
                 *               "overTarget": false
                 *             },
                 *             {
                 *               "step": "screening",
                 *               "stepName": "Screening",
                 *               "enteredAt": "2026-07-13T01:00:00.000Z",
                 *               "leftAt": "2026-07-16T02:00:00.000Z",
                 *               "enteredBy": {
                 *                 "kind": "staff",
                 *                 "key": "0b7e2c4a-9d31-4f6b-8a25-c1d3e5f7a9b1",
                 *                 "name": "Siti Officer"
                 *               },
                 *               "leftBy": {
                 *                 "kind": "staff",
                 *                 "key": "0b7e2c4a-9d31-4f6b-8a25-c1d3e5f7a9b1",
                 *                 "name": "Siti Officer"
                 *               },
                 *               "workingDays": 2.04,
                 *               "targetWorkingDays": 3,
                 *               "overTarget": false
                 *             },
                 *             {
                 *               "step": "evaluation",
                 *               "stepName": "Evaluation",
                 *               "enteredAt": "2026-07-16T02:00:00.000Z",
                 *               "leftAt": null,
                 *               "enteredBy": {
                 *                 "kind": "staff",
                 *                 "key": "0b7e2c4a-9d31-4f6b-8a25-c1d3e5f7a9b1",
                 *                 "name": "Siti Officer"
                 *               },
                 *               "leftBy": null,
                 *               "workingDays": 6.5,
                 *               "targetWorkingDays": 5,
                 *               "overTarget": true
                 *             }
                 *           ]
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    data: components["schemas"]["JourneyStatistics"];
                };
            };
        };
        /** @description The step with its target as it is now. */
        StepTargetAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "data": {
                 *         "key": "evaluation",
                 *         "name": "Evaluation",
                 *         "position": 3,
                 *         "targetWorkingDays": 4.5
                 *       }
                 *     }
                 */
                "application/json": {
                    data: components["schemas"]["StepTarget"];
                };
            };
        };
        /** @description The public holidays, by date; an empty list when there are none. */
        PublicHolidaysAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "data": [
                 *         {
                 *           "date": "2026-01-01",
                 *           "name": "New Year's Day",
                 *           "provisional": false
                 *         },
                 *         {
                 *           "date": "2026-02-23",
                 *           "name": "National Day",
                 *           "provisional": false
                 *         },
                 *         {
                 *           "date": "2026-03-21",
                 *           "name": "Hari Raya Aidilfitri",
                 *           "provisional": true
                 *         },
                 *         {
                 *           "date": "2026-07-15",
                 *           "name": "Sultan's Birthday",
                 *           "provisional": false
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    data: components["schemas"]["PublicHoliday"][];
                };
            };
        };
        /** @description The public holiday as it is now. */
        PublicHolidayAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "data": {
                 *         "date": "2026-07-15",
                 *         "name": "Sultan's Birthday",
                 *         "provisional": false
                 *       }
                 *     }
                 */
                "application/json": {
                    data: components["schemas"]["PublicHoliday"];
                };
            };
        };
        /** @description The application's events, oldest first. */
        ApplicationEventsAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "data": [
                 *         {
                 *           "version": 1,
                 *           "type": "v1.PermitApplicationCreated",
                 *           "occurredAt": "2026-07-08T06:12:00.000Z",
                 *           "by": {
                 *             "kind": "business",
                 *             "key": null,
                 *             "name": "Borneo Timber Works"
                 *           },
                 *           "payload": {
                 *             "businessId": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
                 *             "permitType": "lpa",
                 *             "reference": "LPA-2026-0007",
                 *             "content": {
                 *               "business": {
                 *                 "businessName": "Borneo Timber Works"
                 *               }
                 *             },
                 *             "by": "member:22222222-2222-4222-8222-222222222222"
                 *           }
                 *         },
                 *         {
                 *           "version": 2,
                 *           "type": "v1.PermitApplicationSubmitted",
                 *           "occurredAt": "2026-07-09T02:00:00.000Z",
                 *           "by": {
                 *             "kind": "business",
                 *             "key": null,
                 *             "name": "Borneo Timber Works"
                 *           },
                 *           "payload": {
                 *             "by": "member:22222222-2222-4222-8222-222222222222"
                 *           }
                 *         },
                 *         {
                 *           "version": 3,
                 *           "type": "v1.CardPlaced",
                 *           "occurredAt": "2026-07-09T02:00:00.000Z",
                 *           "by": {
                 *             "kind": "business",
                 *             "key": null,
                 *             "name": "Borneo Timber Works"
                 *           },
                 *           "payload": {
                 *             "workflowId": "5f0c9a52-7d1e-4c38-9b6a-2e4d1f8a0c01",
                 *             "step": "submitted",
                 *             "statusStepId": "9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d",
                 *             "sortKey": "a0",
                 *             "by": "member:22222222-2222-4222-8222-222222222222"
                 *           }
                 *         },
                 *         {
                 *           "version": 4,
                 *           "type": "v1.CardMoved",
                 *           "occurredAt": "2026-07-13T01:00:00.000Z",
                 *           "by": {
                 *             "kind": "staff",
                 *             "key": "0b7e2c4a-9d31-4f6b-8a25-c1d3e5f7a9b1",
                 *             "name": "Siti Officer"
                 *           },
                 *           "payload": {
                 *             "workflowId": "5f0c9a52-7d1e-4c38-9b6a-2e4d1f8a0c01",
                 *             "from": "submitted",
                 *             "to": "screening",
                 *             "before": null,
                 *             "sortKey": "a1",
                 *             "statusStepId": "4d5e6f70-8192-4a3b-9c4d-5e6f70819203",
                 *             "by": "staff:0b7e2c4a-9d31-4f6b-8a25-c1d3e5f7a9b1"
                 *           }
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    data: components["schemas"]["ApplicationEvent"][];
                };
            };
        };
    };
    parameters: {
        WorkflowId: string;
        ApplicationId: string;
        /** @description A status step's id (the application's record in one workflow step). */
        StatusStepId: string;
        PermitTypePath: "pvv" | "sawp" | "lpa";
        /** @description `"<version>"`: the application's version you were shown (required where the operation says so: 428 without it). */
        IfMatch: string;
        /** @description The chief-evaluator link's token (43 characters, base64url); the server keeps only its sha256 hash. */
        ChiefToken: string;
        /** @description The expatriate's place in the application's personnel list, from 0 (`ExpatPerson.index`). */
        PersonIndex: number;
        /** @description Words to look for; punctuation and search syntax count as plain text; cut to 200 characters. */
        SearchTerms: string;
        /** @description Only applications of this permit type. */
        ListingPermitType: "pvv" | "sawp" | "lpa";
        /** @description A Brunei calendar day: only applications whose final approval was given before that day's 00:00 Brunei time. */
        ApprovedBefore: string;
        /** @description The page, from 1. */
        PageNumber: number;
        /** @description Results a page (15 when not given, spec §9); above 100 counts as 100. */
        PageSize: number;
        /** @description A signing key's id (`kid`), 8 lowercase hex characters. */
        SigningKeyId: string;
        /** @description A signed letter's reference, `ICTM-XXXX-XXXX-XXXX-XXXX` (its 10-byte document id in base32). */
        DocumentReference: string;
        SignatoryId: string;
        /** @description The range's first day (Brunei calendar, included); when not given, 29 days before `endDate` (30 days in all, core's `STATISTICS_RANGE_DEFAULT_DAYS`). */
        StatisticsStartDate: string;
        /** @description The range's last day (Brunei calendar, included); today in Brunei when not given. */
        StatisticsEndDate: string;
        /** @description The workflow; the default workflow (core's `DEFAULT_WORKFLOW_ID`) when not given. */
        StatisticsWorkflowId: string;
    };
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
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Unexpected"];
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
                    /** @description `ictm_staff_token=<accessToken>; Path=/api/v1/files; HttpOnly; SameSite=Strict`: lets the back-office open stored files by link. No other call reads it. */
                    "Set-Cookie"?: string;
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
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Unexpected"];
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
                    /** @description `ictm_staff_token=; Max-Age=0`: the file cookie cleared. */
                    "Set-Cookie"?: string;
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
    getStaffSelf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The staff member the token belongs to. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Staff"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Unexpected"];
        };
    };
    requestStaffPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffPasswordResetRequest"];
            };
        };
        responses: {
            /** @description If a staff member has this e-mail, a reset link was mailed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StaffNotice"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Unexpected"];
        };
    };
    resetStaffPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffPasswordReset"];
            };
        };
        responses: {
            /** @description The password is set; the staff member signs in with it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StaffPasswordChanged"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            410: components["responses"]["Refused"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    listStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The staff, ordered by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Staff"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Refused"];
            500: components["responses"]["Unexpected"];
        };
    };
    createStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewStaff"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Staff"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Refused"];
            409: components["responses"]["Refused"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    setStaffRoles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                staffKey: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffRolesUpdate"];
            };
        };
        responses: {
            /** @description The staff member with the new roles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Staff"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Refused"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
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
            500: components["responses"]["Unexpected"];
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
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            428: components["responses"]["Refused"];
            500: components["responses"]["Unexpected"];
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
            500: components["responses"]["Unexpected"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description Read the events whose id is greater than this one (when none of `after`, `before` and `newest` is given, from the first). */
                after?: number;
                /** @description Read the newest `limit` events whose id is less than this one (not with `after` or `newest=true`). */
                before?: number;
                /** @description `true`: read the newest `limit` events of the log (not with `after` or `before`). */
                newest?: boolean;
                /** @description At most this many events (200 when not given). */
                limit?: number;
                /** @description Only this stream's events (its exact name, e.g. `permit-<id>`). */
                stream?: string;
                /** @description Only events of these types (`v1.CardMoved`); repeat the parameter for several. */
                type?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the event log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EventLogPage"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Refused"];
            500: components["responses"]["Unexpected"];
        };
    };
    getKanbanBoard: {
        parameters: {
            query?: {
                /**
                 * @description How many cards each column carries (the first ones in board order); `cardCount` still counts them all.
                 *     Default 50 (core's `BOARD_CARDS_PER_COLUMN`), at most 5000 (core's `BOARD_MAX_CARDS_PER_COLUMN`).
                 */
                cardsPerColumn?: number;
            };
            header?: never;
            path: {
                workflowId: components["parameters"]["WorkflowId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["KanbanBoardAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Unexpected"];
        };
    };
    getBoardApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workflowId: components["parameters"]["WorkflowId"];
                id: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["BoardApplicationAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Unexpected"];
        };
    };
    moveBoardCard: {
        parameters: {
            query?: {
                sortBeforeItemId?: string;
                /**
                 * @description How many cards each column carries (the first ones in board order); `cardCount` still counts them all.
                 *     Default 50 (core's `BOARD_CARDS_PER_COLUMN`), at most 5000 (core's `BOARD_MAX_CARDS_PER_COLUMN`).
                 */
                cardsPerColumn?: number;
            };
            header?: {
                /** @description `"<version>"`: the application's version you were shown (required where the operation says so: 428 without it). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["ApplicationId"];
                /** @description The target step's key (`screening`, ...). */
                stepKey: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["KanbanBoardAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Refused"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Refused"];
            428: components["responses"]["Refused"];
            500: components["responses"]["Unexpected"];
        };
    };
    getStaffPermitFormRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: components["parameters"]["PermitTypePath"];
                id: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The form record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PermitFormRecord"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Unexpected"];
        };
    };
    listBoardComments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workflowId: components["parameters"]["WorkflowId"];
                id: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The comments (deleted ones left out). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BoardComment"][];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Unexpected"];
        };
    };
    addBoardComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A status step's id (the application's record in one workflow step). */
                stepId: components["parameters"]["StatusStepId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentInput"];
            };
        };
        responses: {
            201: components["responses"]["BoardCommentAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    editBoardComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A status step's id (the application's record in one workflow step). */
                stepId: components["parameters"]["StatusStepId"];
                commentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentInput"];
            };
        };
        responses: {
            200: components["responses"]["BoardCommentAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Refused"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    deleteBoardComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A status step's id (the application's record in one workflow step). */
                stepId: components["parameters"]["StatusStepId"];
                commentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DeletedAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Refused"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Unexpected"];
        };
    };
    notifyApplicant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A status step's id (the application's record in one workflow step). */
                stepId: components["parameters"]["StatusStepId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffComment"];
            };
        };
        responses: {
            /** @description Sent (queued in the outbox). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApplicantNotice"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Refused"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    listBoardAttachments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A status step's id (the application's record in one workflow step). */
                stepId: components["parameters"]["StatusStepId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attachments (deleted ones left out). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BoardAttachment"][];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Unexpected"];
        };
    };
    addBoardAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A status step's id (the application's record in one workflow step). */
                stepId: components["parameters"]["StatusStepId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AttachmentUpload"];
            };
        };
        responses: {
            201: components["responses"]["BoardAttachmentAnswer"];
            400: components["responses"]["FilesRejected"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["FilesRejected"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    replaceBoardAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                attachmentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AttachmentUpload"];
            };
        };
        responses: {
            200: components["responses"]["BoardAttachmentAnswer"];
            400: components["responses"]["FilesRejected"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Refused"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["FilesRejected"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    deleteBoardAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                attachmentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffComment"];
            };
        };
        responses: {
            200: components["responses"]["DeletedAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Refused"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    giveEditControl: {
        parameters: {
            query?: never;
            header?: {
                /** @description `"<version>"`: the application's version you were shown (required where the operation says so: 428 without it). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description A status step's id (the application's record in one workflow step). */
                stepId: components["parameters"]["StatusStepId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffComment"];
            };
        };
        responses: {
            200: components["responses"]["BoardApplicationAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Refused"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Refused"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            428: components["responses"]["Refused"];
            500: components["responses"]["Unexpected"];
        };
    };
    takeEditControl: {
        parameters: {
            query?: never;
            header?: {
                /** @description `"<version>"`: the application's version you were shown (required where the operation says so: 428 without it). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description A status step's id (the application's record in one workflow step). */
                stepId: components["parameters"]["StatusStepId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffComment"];
            };
        };
        responses: {
            200: components["responses"]["BoardApplicationAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Refused"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Refused"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            428: components["responses"]["Refused"];
            500: components["responses"]["Unexpected"];
        };
    };
    listEvaluationStatuses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statuses. */
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
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Unexpected"];
        };
    };
    listEvaluations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workflowId: components["parameters"]["WorkflowId"];
                id: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The evaluations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Evaluation"][];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Unexpected"];
        };
    };
    recordEvaluation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ApplicationId"];
                /** @description A status step's id (the application's record in one workflow step). */
                stepId: components["parameters"]["StatusStepId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EvaluationInput"];
            };
        };
        responses: {
            200: components["responses"]["EvaluationAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Refused"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Refused"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    listChiefEvaluators: {
        parameters: {
            query: {
                workflowStepId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chief evaluators, ordered by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ChiefEvaluator"][];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Unexpected"];
        };
    };
    generateChiefLink: {
        parameters: {
            query: {
                applicationId: string;
                workflowStepId: string;
                /** @description The chief evaluator's staff key. */
                userId: string;
                isSendEmail?: boolean;
                /** @description The page the link opens: `chief-evaluation-form` (no sign-in, the token alone) or `internal-chief-evaluation-form` (a signed-in staff member). */
                routeParameter?: "chief-evaluation-form" | "internal-chief-evaluation-form";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link, with its token in `url`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ChiefLinkIssued"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Refused"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Refused"];
            500: components["responses"]["Unexpected"];
        };
    };
    listChiefLinks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The links. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ChiefLink"][];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Unexpected"];
        };
    };
    revokeChiefLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ApplicationId"];
                linkId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link, now revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ChiefLink"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Refused"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Refused"];
            500: components["responses"]["Unexpected"];
        };
    };
    getChiefInvitation: {
        parameters: {
            query: {
                /** @description The chief-evaluator link's token (43 characters, base64url); the server keeps only its sha256 hash. */
                token: components["parameters"]["ChiefToken"];
            };
            header?: never;
            path: {
                id: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ChiefInvitation"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Refused"];
            500: components["responses"]["Unexpected"];
        };
    };
    recordChiefEvaluation: {
        parameters: {
            query: {
                /** @description The chief-evaluator link's token (43 characters, base64url); the server keeps only its sha256 hash. */
                token: components["parameters"]["ChiefToken"];
            };
            header?: never;
            path: {
                id: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EvaluationInput"];
            };
        };
        responses: {
            200: components["responses"]["EvaluationAnswer"];
            400: components["responses"]["ValidationFailed"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Refused"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    getChiefFormRecord: {
        parameters: {
            query: {
                /** @description The chief-evaluator link's token (43 characters, base64url); the server keeps only its sha256 hash. */
                token: components["parameters"]["ChiefToken"];
            };
            header?: never;
            path: {
                type: components["parameters"]["PermitTypePath"];
                id: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The form record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PermitFormRecord"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Refused"];
            500: components["responses"]["Unexpected"];
        };
    };
    getChiefFile: {
        parameters: {
            query: {
                /** @description The chief-evaluator link's token (43 characters, base64url); the server keeps only its sha256 hash. */
                token: components["parameters"]["ChiefToken"];
            };
            header?: never;
            path: {
                id: components["parameters"]["ApplicationId"];
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    /** @description `inline` with the file's sanitised name. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/png": string;
                    "image/jpeg": string;
                };
            };
            400: components["responses"]["ValidationFailed"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Refused"];
            500: components["responses"]["Unexpected"];
        };
    };
    listExpatPersonnel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: components["parameters"]["PermitTypePath"];
                id: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The expatriates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ExpatPerson"][];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Unexpected"];
        };
    };
    listPersonApprovals: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: components["parameters"]["PermitTypePath"];
                id: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The approval records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApprovalRecord"][];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Unexpected"];
        };
    };
    decideExpatPerson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: components["parameters"]["PermitTypePath"];
                id: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonDecisionInput"];
            };
        };
        responses: {
            /** @description The person, with the decision. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ExpatPerson"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Refused"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Refused"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    downloadApprovalLetter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: components["parameters"]["PermitTypePath"];
                id: components["parameters"]["ApplicationId"];
                /** @description The expatriate's place in the application's personnel list, from 0 (`ExpatPerson.index`). */
                personIndex: components["parameters"]["PersonIndex"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The letter. */
            200: {
                headers: {
                    /** @description `attachment; filename="<REFERENCE>-<index+1>-approval-letter.pdf"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Refused"];
            500: components["responses"]["Unexpected"];
        };
    };
    downloadApprovalLetterDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: components["parameters"]["PermitTypePath"];
                id: components["parameters"]["ApplicationId"];
                /** @description The expatriate's place in the application's personnel list, from 0 (`ExpatPerson.index`). */
                personIndex: components["parameters"]["PersonIndex"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The draft letter. */
            200: {
                headers: {
                    /** @description `attachment; filename="<REFERENCE>-<index+1>-approval-letter-draft.pdf"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Unexpected"];
        };
    };
    downloadAppendix: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: components["parameters"]["PermitTypePath"];
                id: components["parameters"]["ApplicationId"];
                /** @description The expatriate's place in the application's personnel list, from 0 (`ExpatPerson.index`). */
                personIndex: components["parameters"]["PersonIndex"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The appendix. */
            200: {
                headers: {
                    /** @description `attachment; filename="<REFERENCE>-<index+1>-appendix.pdf"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Refused"];
            500: components["responses"]["Unexpected"];
        };
    };
    downloadAppendixDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: components["parameters"]["PermitTypePath"];
                id: components["parameters"]["ApplicationId"];
                /** @description The expatriate's place in the application's personnel list, from 0 (`ExpatPerson.index`). */
                personIndex: components["parameters"]["PersonIndex"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The draft appendix. */
            200: {
                headers: {
                    /** @description `attachment; filename="<REFERENCE>-<index+1>-appendix-draft.pdf"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Unexpected"];
        };
    };
    getFinalApproval: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FinalApprovalAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Unexpected"];
        };
    };
    saveFinalApprovalDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A status step's id (the application's record in one workflow step). */
                stepId: components["parameters"]["StatusStepId"];
                id: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FinalApprovalInput"];
            };
        };
        responses: {
            200: components["responses"]["FinalApprovalAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Refused"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Refused"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    setFinalApproval: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A status step's id (the application's record in one workflow step). */
                stepId: components["parameters"]["StatusStepId"];
                id: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FinalApprovalInput"];
            };
        };
        responses: {
            200: components["responses"]["FinalApprovalAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Refused"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Refused"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    resetFinalApproval: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FinalApprovalAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Refused"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Refused"];
            500: components["responses"]["Unexpected"];
        };
    };
    getImmigrationEmailConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The addresses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ImmigrationEmailConfig"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Unexpected"];
        };
    };
    sendFinalNotification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: components["parameters"]["PermitTypePath"];
                id: components["parameters"]["ApplicationId"];
                /** @description Whom to notify. */
                kind: "immigration-department" | "applicant";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FinalNotificationInput"];
            };
        };
        responses: {
            /** @description Sent (queued in the outbox). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FinalNotification"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Refused"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Refused"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    listFinalNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: components["parameters"]["PermitTypePath"];
                id: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notifications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FinalNotification"][];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Unexpected"];
        };
    };
    listApprovedApplications: {
        parameters: {
            query?: {
                /** @description Words to look for; punctuation and search syntax count as plain text; cut to 200 characters. */
                searchTerms?: components["parameters"]["SearchTerms"];
                /** @description Only applications of this permit type. */
                permitType?: components["parameters"]["ListingPermitType"];
                /** @description A Brunei calendar day: only applications whose final approval was given before that day's 00:00 Brunei time. */
                approvedBefore?: components["parameters"]["ApprovedBefore"];
                /** @description The page, from 1. */
                pageNumber?: components["parameters"]["PageNumber"];
                /** @description Results a page (15 when not given, spec §9); above 100 counts as 100. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListedApplicationPageAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Unexpected"];
        };
    };
    exportApprovedApplications: {
        parameters: {
            query?: {
                /** @description Words to look for; punctuation and search syntax count as plain text; cut to 200 characters. */
                searchTerms?: components["parameters"]["SearchTerms"];
                /** @description Only applications of this permit type. */
                permitType?: components["parameters"]["ListingPermitType"];
                /** @description A Brunei calendar day: only applications whose final approval was given before that day's 00:00 Brunei time. */
                approvedBefore?: components["parameters"]["ApprovedBefore"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListingCsv"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Unexpected"];
        };
    };
    listArchivedApplications: {
        parameters: {
            query?: {
                /** @description Words to look for; punctuation and search syntax count as plain text; cut to 200 characters. */
                searchTerms?: components["parameters"]["SearchTerms"];
                /** @description Only applications of this permit type. */
                permitType?: components["parameters"]["ListingPermitType"];
                /** @description A Brunei calendar day: only applications whose final approval was given before that day's 00:00 Brunei time. */
                approvedBefore?: components["parameters"]["ApprovedBefore"];
                /** @description The page, from 1. */
                pageNumber?: components["parameters"]["PageNumber"];
                /** @description Results a page (15 when not given, spec §9); above 100 counts as 100. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListedApplicationPageAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Unexpected"];
        };
    };
    exportArchivedApplications: {
        parameters: {
            query?: {
                /** @description Words to look for; punctuation and search syntax count as plain text; cut to 200 characters. */
                searchTerms?: components["parameters"]["SearchTerms"];
                /** @description Only applications of this permit type. */
                permitType?: components["parameters"]["ListingPermitType"];
                /** @description A Brunei calendar day: only applications whose final approval was given before that day's 00:00 Brunei time. */
                approvedBefore?: components["parameters"]["ApprovedBefore"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListingCsv"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Unexpected"];
        };
    };
    toggleArchive: {
        parameters: {
            query?: {
                /** @description The state to set (true: archived, false: not archived); without it the call toggles. */
                archived?: boolean;
            };
            header?: {
                /** @description `"<version>"`: the application's version you were shown (required where the operation says so: 428 without it). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListedApplicationAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Refused"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Refused"];
            500: components["responses"]["Unexpected"];
        };
    };
    setArchivedInBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArchiveBatchRequest"];
            };
        };
        responses: {
            /** @description Each application's outcome, in the order given. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ArchiveBatchAnswer"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Refused"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    getArchivedApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workflowId: components["parameters"]["WorkflowId"];
                id: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["BoardApplicationAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Unexpected"];
        };
    };
    getApplicationEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ApplicationEventsAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Unexpected"];
        };
    };
    verifySignature: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignatureVerificationRequest"];
            };
        };
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SignatureVerdict"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Unexpected"];
        };
    };
    getSigningPublicKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The keys. */
            200: {
                headers: {
                    /** @description `public, max-age=300` */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SigningPublicKeys"];
                    };
                };
            };
            500: components["responses"]["Unexpected"];
        };
    };
    rotateSigningKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new active key. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SigningKey"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Refused"];
            500: components["responses"]["Unexpected"];
        };
    };
    revokeSigningKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A signing key's id (`kid`), 8 lowercase hex characters. */
                keyId: components["parameters"]["SigningKeyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RevocationInput"];
            };
        };
        responses: {
            /** @description The key, now revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SigningKey"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Refused"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Refused"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    listSignedLetters: {
        parameters: {
            query?: {
                /** @description Words to look for; punctuation and search syntax count as plain text; cut to 200 characters. */
                searchTerms?: components["parameters"]["SearchTerms"];
                /** @description The page, from 1. */
                pageNumber?: components["parameters"]["PageNumber"];
                /** @description Results a page (15 when not given, spec §9); above 100 counts as 100. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of letters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SignedLetterPage"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Refused"];
            500: components["responses"]["Unexpected"];
        };
    };
    revokeSignedLetter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A signed letter's reference, `ICTM-XXXX-XXXX-XXXX-XXXX` (its 10-byte document id in base32). */
                documentReference: components["parameters"]["DocumentReference"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RevocationInput"];
            };
        };
        responses: {
            200: components["responses"]["SignedLetterAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Refused"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Refused"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    reissueSignedLetter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A signed letter's reference, `ICTM-XXXX-XXXX-XXXX-XXXX` (its 10-byte document id in base32). */
                documentReference: components["parameters"]["DocumentReference"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: components["responses"]["SignedLetterAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Refused"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Refused"];
            500: components["responses"]["Unexpected"];
        };
    };
    listSignatories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signatories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Signatory"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Unexpected"];
        };
    };
    createSignatory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignatoryInput"];
            };
        };
        responses: {
            201: components["responses"]["SignatoryAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Refused"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    updateSignatory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                signatoryId: components["parameters"]["SignatoryId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignatoryInput"];
            };
        };
        responses: {
            200: components["responses"]["SignatoryAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Refused"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    getSignatoryImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                signatoryId: components["parameters"]["SignatoryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image's bytes, with its detected type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Unexpected"];
        };
    };
    uploadSignatoryImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                signatoryId: components["parameters"]["SignatoryId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["SignatureImageUpload"];
            };
        };
        responses: {
            200: components["responses"]["SignatoryAnswer"];
            400: components["responses"]["FilesRejected"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Refused"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["FilesRejected"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    getApplicationStatistics: {
        parameters: {
            query?: {
                /** @description The range's first day (Brunei calendar, included); when not given, 29 days before `endDate` (30 days in all, core's `STATISTICS_RANGE_DEFAULT_DAYS`). */
                startDate?: components["parameters"]["StatisticsStartDate"];
                /** @description The range's last day (Brunei calendar, included); today in Brunei when not given. */
                endDate?: components["parameters"]["StatisticsEndDate"];
                /** @description The workflow; the default workflow (core's `DEFAULT_WORKFLOW_ID`) when not given. */
                workflowId?: components["parameters"]["StatisticsWorkflowId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ApplicationStatisticsAnswer"];
            400: components["responses"]["StatisticsQueryRefused"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Unexpected"];
        };
    };
    getWorkflowStatistics: {
        parameters: {
            query?: {
                /** @description The range's first day (Brunei calendar, included); when not given, 29 days before `endDate` (30 days in all, core's `STATISTICS_RANGE_DEFAULT_DAYS`). */
                startDate?: components["parameters"]["StatisticsStartDate"];
                /** @description The range's last day (Brunei calendar, included); today in Brunei when not given. */
                endDate?: components["parameters"]["StatisticsEndDate"];
            };
            header?: never;
            path: {
                workflowId: components["parameters"]["WorkflowId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["WorkflowStatisticsAnswer"];
            400: components["responses"]["StatisticsQueryRefused"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Unexpected"];
        };
    };
    getTurnaroundStatistics: {
        parameters: {
            query?: {
                /** @description The range's first day (Brunei calendar, included); when not given, 29 days before `endDate` (30 days in all, core's `STATISTICS_RANGE_DEFAULT_DAYS`). */
                startDate?: components["parameters"]["StatisticsStartDate"];
                /** @description The range's last day (Brunei calendar, included); today in Brunei when not given. */
                endDate?: components["parameters"]["StatisticsEndDate"];
                /** @description The workflow; the default workflow (core's `DEFAULT_WORKFLOW_ID`) when not given. */
                workflowId?: components["parameters"]["StatisticsWorkflowId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TurnaroundStatisticsAnswer"];
            400: components["responses"]["StatisticsQueryRefused"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Unexpected"];
        };
    };
    getJourneyStatistics: {
        parameters: {
            query?: {
                /** @description The range's first day (Brunei calendar, included); when not given, 29 days before `endDate` (30 days in all, core's `STATISTICS_RANGE_DEFAULT_DAYS`). */
                startDate?: components["parameters"]["StatisticsStartDate"];
                /** @description The range's last day (Brunei calendar, included); today in Brunei when not given. */
                endDate?: components["parameters"]["StatisticsEndDate"];
                /** @description The workflow; the default workflow (core's `DEFAULT_WORKFLOW_ID`) when not given. */
                workflowId?: components["parameters"]["StatisticsWorkflowId"];
                /** @description The application whose whole journey to answer in `journey`. */
                applicationId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["JourneyStatisticsAnswer"];
            400: components["responses"]["StatisticsQueryRefused"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Unexpected"];
        };
    };
    setStepTarget: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workflowId: components["parameters"]["WorkflowId"];
                /** @description The step's key (`screening`, ...). */
                stepKey: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StepTargetInput"];
            };
        };
        responses: {
            200: components["responses"]["StepTargetAnswer"];
            400: components["responses"]["StepTargetRefused"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Refused"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    listPublicHolidays: {
        parameters: {
            query?: {
                /** @description The calendar year to list. */
                year?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PublicHolidaysAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["Unexpected"];
        };
    };
    setPublicHoliday: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The holiday's day, YYYY-MM-DD (Brunei calendar). */
                date: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Sultan's Birthday",
                 *       "provisional": false
                 *     }
                 */
                "application/json": components["schemas"]["PublicHolidayInput"];
            };
        };
        responses: {
            200: components["responses"]["PublicHolidayAnswer"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Refused"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["ContentTypeRefused"];
            500: components["responses"]["Unexpected"];
        };
    };
    removePublicHoliday: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The holiday's day, YYYY-MM-DD (Brunei calendar). */
                date: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Refused"];
            404: components["responses"]["HolidayMissing"];
            500: components["responses"]["Unexpected"];
        };
    };
}
