// /e-signatures/qr-scanner/results?token=…, open to anyone (what a letter's QR code opens): the verdict on the
// token from core's verifySignature (the server's, or when the server cannot be reached the browser's own with the
// published keys saved on an earlier visit, which it says). A loading state while it is checked, and a way to try
// again when it could not be.
import { useEffect, useState } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { signatureVerdictOf, tokenTextOf, verifySignature } from "@ictm/core";
import { AreaSkeleton, Button, EmptyState, PageHeader, useCore } from "@ictm/ui-kit";
import { useSearch } from "wouter";
import { paths } from "../../app/paths.ts";
import { usePageTitle } from "../../app/router.tsx";
import { ESignaturesFrame } from "./ESignaturesFrame.tsx";
import { ScanAnother } from "./ScanAnother.tsx";
import { VerdictView } from "./VerdictView.tsx";
import { usePublishedKeysSaved } from "./use-published-keys.ts";
import * as styles from "./Results.css.ts";

export function ResultsPage() {
  usePageTitle("Verification result");
  usePublishedKeysSaved();
  const token = tokenTextOf(new URLSearchParams(useSearch()).get("token") ?? "");
  return (
    <ESignaturesFrame section="scanner" back={{ href: paths.viewfinder, label: "Scanner" }}>
      {/* The token stays out of other sites' Referer headers. */}
      <meta name="referrer" content="no-referrer" />
      <PageHeader title="Verification result" />
      {token === "" ? <NoToken /> : <Verdict token={token} />}
    </ESignaturesFrame>
  );
}

function Verdict({ token }: { token: string }) {
  useSignals();
  const core = useCore();
  const state = core.stores.signatureVerdict.value;
  // The token asked for on this visit: a verdict kept from an earlier visit is not shown before the new one.
  const [asked, setAsked] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const verify = () => {
    setAsked(token);
    setFailure(null);
    void core.run(verifySignature(token)).then((result) => {
      if (!result.ok) setFailure(result.error.message);
    });
  };
  useEffect(verify, [core, token]);

  const verdict = asked === token && failure === null && state.status !== "loading" ? signatureVerdictOf(state, token) : null;
  if (verdict !== null) return <VerdictView verdict={verdict} />;
  if (asked === token && failure !== null) {
    return (
      <EmptyState
        heading="We could not check this letter"
        action={
          <div className={styles.actions}>
            <Button onPress={verify}>Try again</Button>
            <ScanAnother appearance="button-secondary" />
          </div>
        }
      >
        <p role="alert">{failure}</p>
      </EmptyState>
    );
  }
  return <AreaSkeleton label="Checking the letter's signature" />;
}

function NoToken() {
  return (
    <EmptyState heading="There is no token to check" action={<ScanAnother appearance="button-primary" label="Open the scanner" />}>
      This address holds no signature token. Scan the QR code on the letter, or enter the token printed beside it.
    </EmptyState>
  );
}
