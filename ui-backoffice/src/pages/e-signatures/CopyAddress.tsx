// An address of this server shown in full, with a button that copies it (and says so, to screen readers too).
import { useEffect, useState } from "react";
import { Button } from "@ictm/ui-kit";
import * as styles from "./ESignatures.css.ts";

export function CopyAddress({ path, label }: { path: string; label: string }) {
  const address = `${window.location.origin}${path}`;
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);
  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), 4000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied("copied");
    } catch {
      setCopied("failed");
    }
  };
  return (
    <div className={styles.copyRow}>
      <code className={styles.copyText} aria-label={label}>
        {address}
      </code>
      <Button variant="secondary" size="small" onPress={() => void copy()} aria-label={`Copy the ${label.toLowerCase()}`}>
        Copy
      </Button>
      <span role="status" className={styles.muted}>
        {copied === "copied" ? "Copied." : copied === "failed" ? "Could not copy: select the address and copy it." : ""}
      </span>
    </div>
  );
}
