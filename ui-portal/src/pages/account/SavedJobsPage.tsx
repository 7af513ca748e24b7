// /account/saved-jobs: the vacancies the Talent saved, most recently saved first, each with a way to remove it. A
// closed one stays, its status line saying the day it closed ("Closed on 15 Jan 2027"), and its page still opens.
import { useState } from "react";
import { loadSavedJobs, unsaveJob, type JobVacancy } from "@ictm/core";
import { Button, EmptyState, Link, Loaded, useCore } from "@ictm/ui-kit";
import { MemberArea } from "../../app/MemberArea.tsx";
import { useSavedJobs } from "../../app/member-data.ts";
import { paths } from "../../app/paths.ts";
import { VacancyCard } from "../jobs/VacancyCard.tsx";
import * as styles from "../jobs/VacancyCard.css.ts";

export function SavedJobsPage() {
  return (
    <MemberArea kind="Talent" section={paths.savedJobs} title="Saved jobs" lead="Vacancies you saved to come back to.">
      <SavedJobs />
    </MemberArea>
  );
}

function SavedJobs() {
  const core = useCore();
  const { status, jobs } = useSavedJobs({ fresh: true });
  const [now] = useState(() => Date.now());
  // While it asks again on arrival, the list already shown stays.
  const shown = status === "loaded" || jobs.length > 0 ? jobs : null;
  return (
    <Loaded value={shown} status={status} retry={() => void core.run(loadSavedJobs())} what="your saved jobs">
      {(list) =>
        list.length === 0 ? (
          <EmptyState
            heading="You have not saved any jobs yet"
            action={
              <Link appearance="button-primary" href={paths.jobSearch}>
                Search jobs
              </Link>
            }
          >
            Find a vacancy that interests you, press “Save job” and it will wait for you here.
          </EmptyState>
        ) : (
          <ul className={styles.list}>
            {list.map((job) => (
              <SavedJob key={job.key} job={job} nowMillis={now} />
            ))}
          </ul>
        )
      }
    </Loaded>
  );
}

function SavedJob({ job, nowMillis }: { job: JobVacancy; nowMillis: number }) {
  const core = useCore();
  const [isPending, setPending] = useState(false);
  return (
    <VacancyCard
      vacancy={job}
      nowMillis={nowMillis}
      actions={
        <Button
          variant="secondary"
          size="small"
          aria-label={`Remove ${job.title}`}
          isPending={isPending}
          onPress={async () => {
            setPending(true);
            const result = await core.run(unsaveJob(job.key));
            // On success the card leaves the list; on failure the button comes back.
            if (!result.ok) setPending(false);
          }}
        >
          Remove
        </Button>
      }
    />
  );
}
