// A signatory's signature image as a thumbnail (or larger, in the edit dialog), or a box saying there is none. The
// file is served to staff only: the browser sends the file cookie the staff sign-in set (`ictm_staff_token`, path
// /api/v1/files), so a plain <img> shows it.
import type { Signatory } from "@ictm/core";
import { cx } from "@ictm/ui-kit";
import * as styles from "./ESignatures.css.ts";

export function SignatoryImage({ signatory, size = "thumb" }: { signatory: Signatory; size?: "thumb" | "large" }) {
  const className = cx(styles.thumb, size === "large" && styles.thumbLarge);
  if (signatory.image === null) {
    return (
      <span className={className} role="img" aria-label={`No signature image for ${signatory.name}`}>
        No image
      </span>
    );
  }
  return <img className={className} src={signatory.image.url} alt={`Signature of ${signatory.name}`} />;
}
