import * as styles from "./PortalFooter.css.ts";
import { PRODUCT_NAME } from "./paths.ts";

export function PortalFooter() {
  return (
    <div className={styles.footer}>
      <p>
        <span className={styles.name}>{PRODUCT_NAME}</span> · Brunei Darussalam's national portal for ICT manpower
      </p>
      <p>Your details are used only to run your account and the services you choose.</p>
    </div>
  );
}
