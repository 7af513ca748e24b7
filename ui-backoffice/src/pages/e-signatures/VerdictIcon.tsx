// The icons of a verdict and of its checks (decoration: the words beside them say the same).
import type { IconName } from "./verdict-view.ts";

const PATHS: Readonly<Record<IconName, string>> = {
  check: "M20 6 9 17l-5-5",
  cross: "M18 6 6 18M6 6l12 12",
  alert: "M12 8v5m0 3.5v.01",
  dash: "M6 12h12",
};

export function VerdictIcon({ icon, size = 24, className }: { icon: IconName; size?: number; className?: string }) {
  return (
    <svg className={className} aria-hidden="true" width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[icon]} />
    </svg>
  );
}
