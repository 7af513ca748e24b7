// "Save job" / "Saved" on a vacancy, for a signed-in Talent; anyone else reads how they could save it.
// On the job's page whether it is saved comes from the saved-jobs store (loaded once); the job search passes
// its results' own `isSaved` to SaveJobButton, which core keeps in step with every save and unsave.
import { useState } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { isJobSaved, saveJob, unsaveJob } from "@ictm/core";
import { Button, Link, useCore } from "@ictm/ui-kit";
import { useSavedJobs } from "../../app/member-data.ts";
import { signInPath } from "../../app/paths.ts";
import * as styles from "./JobPage.css.ts";

export function SaveJobControl({ vacancyKey, returnTo }: { vacancyKey: string; returnTo: string }) {
  useSignals();
  const session = useCore().stores.session.value;
  if (session.status === "loggedIn" && session.accountType === "Talent") return <SaveToggle vacancyKey={vacancyKey} />;
  return <SignInToSave returnTo={returnTo} />;
}

/** What anyone but a signed-in Talent reads where the toggle would be. */
export function SignInToSave({ returnTo }: { returnTo: string }) {
  useSignals();
  const session = useCore().stores.session.value;
  if (session.status === "loggedOut") {
    return (
      <p className={styles.muted}>
        <Link href={signInPath(returnTo)}>Sign in as a Talent</Link> to save this job
      </p>
    );
  }
  return <p className={styles.muted}>Sign in as a Talent to save this job</p>;
}

/**
 * Where a closed vacancy's Save would be: a Talent who saved it may remove it (no saving it anew); anyone else, and
 * a Talent who never saved it, sees nothing.
 */
export function RemoveSavedJob({ vacancyKey }: { vacancyKey: string }) {
  useSignals();
  const session = useCore().stores.session.value;
  if (session.status !== "loggedIn" || session.accountType !== "Talent") return null;
  return <RemoveSaved vacancyKey={vacancyKey} />;
}

function RemoveSaved({ vacancyKey }: { vacancyKey: string }) {
  const core = useCore();
  const saved = useSavedJobs();
  const [isPending, setPending] = useState(false);
  if (!isJobSaved(saved, vacancyKey)) return null;
  const remove = async () => {
    setPending(true);
    await core.run(unsaveJob(vacancyKey));
    setPending(false);
  };
  return (
    <Button variant="secondary" isPending={isPending} onPress={() => void remove()} fullWidth>
      Remove from saved jobs
    </Button>
  );
}

function SaveToggle({ vacancyKey }: { vacancyKey: string }) {
  const saved = useSavedJobs();
  return <SaveJobButton vacancyKey={vacancyKey} isSaved={isJobSaved(saved, vacancyKey)} isLoading={saved.status === "loading"} />;
}

/** "Save job" / "Saved": runs core's saveJob or unsaveJob; `isSaved` is whatever list the page shows says. */
export function SaveJobButton({ vacancyKey, isSaved, isLoading = false, fullWidth = true }: { vacancyKey: string; isSaved: boolean; isLoading?: boolean; fullWidth?: boolean }) {
  const core = useCore();
  const [isPending, setPending] = useState(false);
  const toggle = async () => {
    setPending(true);
    await core.run(isSaved ? unsaveJob(vacancyKey) : saveJob(vacancyKey));
    setPending(false);
  };
  return (
    <Button variant={isSaved ? "secondary" : "primary"} isPending={isPending || isLoading} onPress={() => void toggle()} fullWidth={fullWidth}>
      {isSaved ? (
        <>
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
            <path d="M20 6 9 17l-5-5" />
          </svg>
          Saved
        </>
      ) : (
        "Save job"
      )}
    </Button>
  );
}
