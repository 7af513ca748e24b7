// The chief-evaluator links of an application, in the evaluations tab of a step that sends them: the form that
// makes one (a final approver as chief evaluator, which page it opens — the tab's `?formUrl=` — and whether to
// e-mail it), the link just made (shown at once, with a copy button: its token is never shown again), and every
// link with its state, expiry and Revoke (after a confirmation). Core's commands toast their own outcomes.
import { useSignals } from "@preact/signals-react/runtime";
import { type BoardApplication, CHIEF_LINK_DAYS, CHIEF_LINK_ROUTES, type ChiefLinkIssued, type ChiefLinkRoute, formatDateTime, generateChiefLink, loadChiefEvaluators, loadChiefLinks, PERMIT_MESSAGES } from "@ictm/core";
import { Button, Checkbox, Form, FormActions, Loaded, RadioGroup, Select, TextField, useCore } from "@ictm/ui-kit";
import { useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { ChiefLinkEntry } from "./ChiefLinkEntry.tsx";
import * as styles from "./Panel.css.ts";

export function ChiefLinks({ application, mayLink }: { application: BoardApplication; mayLink: boolean }) {
  useSignals();
  const core = useCore();
  const applicationId = application.applicationRecord.application.id;
  const state = core.stores.chiefLinks.value;
  const mine = state.applicationId === applicationId;
  const load = () => void core.run(loadChiefLinks(applicationId));
  useEffect(load, [core, applicationId]);

  return (
    <section className={styles.actionSection} aria-labelledby="chief-links">
      <h3 id="chief-links" className={styles.sectionTitle}>
        Chief evaluator links
      </h3>
      {mayLink ? (
        <LinkForm application={application} />
      ) : (
        <p className={styles.muted}>Only the staff who act in {application.workflowStep.name} can send a chief evaluator a link.</p>
      )}
      {mine && state.issued !== null ? <IssuedLink issued={state.issued} /> : null}
      <Loaded value={mine && state.status !== "loading" ? state.items : null} status={state.status} retry={load} what="the links">
        {(links) =>
          links.length === 0 ? (
            <p className={styles.muted}>No links sent yet. {mayLink ? "Choose a chief evaluator above and generate one." : ""}</p>
          ) : (
            <ul className={styles.list} aria-label="Links sent">
              {links.map((link) => (
                <ChiefLinkEntry key={link.id} applicationId={applicationId} link={link} mayRevoke={mayLink} />
              ))}
            </ul>
          )
        }
      </Loaded>
    </section>
  );
}

const ROUTE_OPTIONS: Readonly<Record<ChiefLinkRoute, { label: string; description: string }>> = {
  "chief-evaluation-form": { label: "The chief evaluation form", description: "Opens with the link alone, no sign-in." },
  "internal-chief-evaluation-form": { label: "The internal chief evaluation form", description: "The chief evaluator signs in as staff first." },
};

const CHIEF_LABEL = "Chief evaluator";

const isRoute = (value: string | null): value is ChiefLinkRoute => CHIEF_LINK_ROUTES.some((route) => route === value);

function LinkForm({ application }: { application: BoardApplication }) {
  useSignals();
  const core = useCore();
  const workflowStepId = application.workflowStep.id;
  const evaluators = core.stores.chiefEvaluators.value;
  const [location, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const asked = search.get("formUrl");
  const route: ChiefLinkRoute = isRoute(asked) ? asked : "chief-evaluation-form";
  const [chief, setChief] = useState("");
  const [isSendEmail, setSendEmail] = useState(true);
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [tries, setTries] = useState(0);
  const [isPending, setPending] = useState(false);
  const load = () => void core.run(loadChiefEvaluators(workflowStepId));
  useEffect(load, [core, workflowStepId]);

  const chooseRoute = (next: string) => {
    search.set("formUrl", next);
    navigate(`${location}?${search.toString()}`, { replace: true });
  };
  const generate = async () => {
    if (isPending) return;
    setTries((count) => count + 1);
    if (chief === "") return setMessage(PERMIT_MESSAGES.required(CHIEF_LABEL));
    setPending(true);
    const result = await core.run(generateChiefLink({ applicationId: application.applicationRecord.application.id, workflowStepId, userId: chief, isSendEmail, routeParameter: route }));
    setPending(false);
    if (result.ok) setChief("");
  };

  return (
    <Loaded value={evaluators.workflowStepId === workflowStepId && evaluators.status !== "loading" ? evaluators.items : null} status={evaluators.status} retry={load} what="the chief evaluators">
      {(people) => (
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            void generate();
          }}
          focusFirstInvalidOn={tries}
        >
          <Select
            label={CHIEF_LABEL}
            description={people.length === 0 ? "No active staff member is a final approver; ask an administrator to give someone that role." : `The final approvers. The link is theirs alone and closes after one answer or ${CHIEF_LINK_DAYS} days.`}
            options={people.map((person) => ({ id: person.key, label: `${person.name} (${person.email})` }))}
            value={chief}
            onChange={(value) => {
              setChief(value);
              setMessage(undefined);
            }}
            errorMessage={message}
            isRequired
          />
          <RadioGroup
            label="The link opens"
            options={CHIEF_LINK_ROUTES.map((id) => ({ id, ...ROUTE_OPTIONS[id] }))}
            value={route}
            onChange={chooseRoute}
          />
          <Checkbox isSelected={isSendEmail} onChange={setSendEmail} description="Otherwise copy the link below and send it yourself.">
            Send by e-mail
          </Checkbox>
          <FormActions>
            <Button type="submit" isPending={isPending} isDisabled={people.length === 0}>
              Generate link
            </Button>
          </FormActions>
        </Form>
      )}
    </Loaded>
  );
}

/** The link just made, with its token: shown once, so it can be copied now. */
function IssuedLink({ issued }: { issued: ChiefLinkIssued }) {
  const [copied, setCopied] = useState<"idle" | "copied" | "failed">("idle");
  // The clipboard exists only on a secure origin (https, localhost); elsewhere the link is selected to copy by hand.
  const copy = () =>
    (typeof navigator.clipboard === "undefined" ? Promise.reject(new Error("no clipboard")) : navigator.clipboard.writeText(issued.url)).then(
      () => setCopied("copied"),
      () => setCopied("failed"),
    );
  return (
    <div className={styles.entry}>
      <TextField label={`Link for ${issued.chief.name}`} description={`Shown only now. It expires ${formatDateTime(issued.expiresAt)}.${issued.emailed ? ` It was e-mailed to ${issued.chief.email}.` : ""}`} value={issued.url} isReadOnly />
      <div className={styles.actions}>
        <Button variant="secondary" size="small" onPress={() => void copy()}>
          Copy link
        </Button>
        <span role="status" className={styles.small}>
          {copied === "copied" ? "Link copied." : copied === "failed" ? "Could not copy: select the link and copy it." : ""}
        </span>
      </div>
    </div>
  );
}
