// The way back to the viewfinder from a result (or from an address without a token).
import { Link } from "@ictm/ui-kit";
import { paths } from "../../app/paths.ts";

export function ScanAnother({ appearance, label = "Scan another letter" }: { appearance: "button-primary" | "button-secondary"; label?: string }) {
  return (
    <Link appearance={appearance} href={paths.viewfinder}>
      {label}
    </Link>
  );
}
