// /e-signatures/qr-scanner/viewfinder, open to anyone: the camera reads the QR code of a signed letter and the
// results page opens with its token. When the camera cannot be used, two ways on: scan a photo or screenshot of the
// code, or type the token printed beside it.
import { tokenTextOf } from "@ictm/core";
import { Card, CardTitle, PageHeader, TextDivider } from "@ictm/ui-kit";
import { useLocation } from "wouter";
import { verificationResultsPath } from "../../app/paths.ts";
import { usePageTitle } from "../../app/router.tsx";
import { CameraView } from "./CameraView.tsx";
import { ESignaturesFrame } from "./ESignaturesFrame.tsx";
import { ImageScan } from "./ImageScan.tsx";
import { TokenEntry } from "./TokenEntry.tsx";
import { usePublishedKeysSaved } from "./use-published-keys.ts";
import * as styles from "./Viewfinder.css.ts";

export function ViewfinderPage() {
  usePageTitle("Verify a signed letter");
  usePublishedKeysSaved();
  const [, navigate] = useLocation();
  const open = (text: string) => navigate(verificationResultsPath(tokenTextOf(text)));
  return (
    <ESignaturesFrame section="scanner">
      <PageHeader
        title="Verify a signed letter"
        lead="Point the camera at the QR code in the lower right corner of an approval letter or appendix. The result opens as soon as the code is read."
      />
      <div className={styles.layout}>
        <Card as="section" aria-labelledby="viewfinder-camera" className={styles.cameraCard}>
          <CardTitle id="viewfinder-camera">Camera</CardTitle>
          <CameraView onRead={open} />
        </Card>
        <Card as="section" aria-labelledby="viewfinder-other-ways" className={styles.otherWays}>
          <CardTitle id="viewfinder-other-ways">Other ways to verify</CardTitle>
          <ImageScan onRead={open} />
          <TextDivider>or</TextDivider>
          <TokenEntry onEnter={(token) => navigate(verificationResultsPath(token))} />
        </Card>
      </div>
    </ESignaturesFrame>
  );
}

