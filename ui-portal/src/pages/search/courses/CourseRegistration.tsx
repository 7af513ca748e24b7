// A Talent's registration for a course, where a course is shown (the search's detail, the course's page, "My
// training courses"). Whether the Talent is registered comes from core's `courseRegistrations` store (loaded once
// for a signed-in Talent, kept in step by every register and withdraw). "Register" runs core's registerForCourse;
// once registered the Talent reads "You are registered", may ask to withdraw (a request: the course's Business
// decides it) and, when the course has its own registration page, continues there in a new tab. Anyone signed out
// reads how to register; a Business sees nothing here. A second registration cannot be asked from here; if another
// tab registered meanwhile the server's refusal shows (core's toast) and the registrations are read again.
// A course its Business unpublished reaches only a Talent who has (or had) a registration for it (the server's
// rule): it says it is no longer open, offers no registration, and still lets an enrolled Talent ask to withdraw.
import { useState } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import {
  courseRegistrationOf,
  loadCourseRegistrations,
  mayRequestWithdrawal,
  registerForCourse,
  withdrawFromCourse,
  type CourseRegistration,
  type CourseRegistrationsState,
  type TrainingCourse,
} from "@ictm/core";
import { Badge, Button, ConfirmDialog, Link, useCore, useLoadedStore, visuallyHidden } from "@ictm/ui-kit";
import { signInPath } from "../../../app/paths.ts";
import { detailStyles } from "../DetailParts.tsx";
import * as styles from "./CourseDetail.css.ts";

/** The signed-in Talent's registrations (asked once the session says it is a Talent; `fresh` asks on arrival too). */
export function useCourseRegistrations({ fresh = false }: { fresh?: boolean } = {}): CourseRegistrationsState {
  useSignals();
  const session = useCore().stores.session.value;
  const isTalent = session.status === "loggedIn" && session.accountType === "Talent";
  return useLoadedStore("courseRegistrations", () => loadCourseRegistrations(), { isReady: isTalent, fresh });
}

/** Said where an unpublished course is shown to someone other than its Business. */
export const NO_LONGER_OPEN = "This course is no longer open for registration.";

export function RegisterControl({ course, returnTo }: { course: TrainingCourse; returnTo: string }) {
  useSignals();
  const session = useCore().stores.session.value;
  if (session.status === "unknown") return null;
  if (session.status === "loggedIn" && session.accountType === "Talent") return <TalentRegistration course={course} />;
  if (session.status === "loggedIn") return null;
  if (!course.isPosted) return <p className={detailStyles.muted}>{NO_LONGER_OPEN}</p>;
  return (
    <p className={detailStyles.muted}>
      <Link href={signInPath(returnTo)}>Sign in as a talent to register</Link>
    </p>
  );
}

function TalentRegistration({ course }: { course: TrainingCourse }) {
  const core = useCore();
  const registrations = useCourseRegistrations();
  const [isPending, setPending] = useState(false);
  const registration = courseRegistrationOf(registrations, course.key);
  if (registration === undefined && !course.isPosted) return <p className={detailStyles.muted}>{NO_LONGER_OPEN}</p>;
  if (registration === undefined) {
    const register = async () => {
      setPending(true);
      const result = await core.run(registerForCourse(course.key));
      // Refused (another tab registered meanwhile): core said why; read the registrations again to show them.
      if (!result.ok) await core.run(loadCourseRegistrations());
      setPending(false);
    };
    return (
      <Button variant="primary" isPending={isPending || registrations.status === "loading"} onPress={() => void register()}>
        Register for this course
      </Button>
    );
  }
  return (
    <div className={styles.registered}>
      <p className={styles.registeredLine}>
        <Badge tone="success" icon="check">
          You are registered
        </Badge>
        {registration.status === "withdrawal-requested" ? (
          <span className={detailStyles.muted}>You asked to withdraw: {course.businessName} will decide.</span>
        ) : null}
      </p>
      {course.isPosted ? null : <p className={detailStyles.muted}>{NO_LONGER_OPEN}</p>}
      <div className={detailStyles.actions}>
        {course.registrationUrl && course.isPosted ? <ProviderLink href={course.registrationUrl} /> : null}
        {mayRequestWithdrawal(registration.status) ? <WithdrawButton registration={registration} /> : null}
      </div>
    </div>
  );
}

/** "Continue on the provider's site": the course's own registration page, in a new tab. */
export function ProviderLink({ href }: { href: string }) {
  return (
    <Link appearance="button-primary" href={href} target="_blank" rel="noopener noreferrer">
      Continue on the provider’s site
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
      </svg>
      <span className={visuallyHidden}> (opens in a new tab)</span>
    </Link>
  );
}

/** "Withdraw": asks first, saying it is a request the course's Business decides; then runs core's withdrawFromCourse. */
export function WithdrawButton({ registration, size = "regular" }: { registration: CourseRegistration; size?: "regular" | "small" }) {
  const core = useCore();
  const [isOpen, setOpen] = useState(false);
  const [isPending, setPending] = useState(false);
  const course = registration.trainingCourse;
  const withdraw = async () => {
    setPending(true);
    const result = await core.run(withdrawFromCourse(registration.key));
    setPending(false);
    if (result.ok) setOpen(false);
  };
  return (
    <>
      <Button variant="secondary" size={size} aria-label={`Withdraw from ${course.name}`} onPress={() => setOpen(true)}>
        Withdraw
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        title={`Ask to withdraw from “${course.name}”?`}
        confirmLabel="Ask to withdraw"
        cancelLabel="Stay registered"
        isPending={isPending}
        onConfirm={() => void withdraw()}
        onCancel={() => setOpen(false)}
      >
        <p>
          {course.businessName} decides your request. You stay registered until they approve it, and we e-mail you
          their answer.
        </p>
      </ConfirmDialog>
    </>
  );
}
