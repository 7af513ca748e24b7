// The Talent's profile picture: the current one (or initials), replaced as soon as a new one is picked, after it is
// cropped to a square (a picture already square goes straight up); and removed, after asking.
import { useRef, useState } from "react";
import { removeProfilePicture, uploadLimitText, uploadProfilePicture, type RunResult, type TalentProfile } from "@ictm/core";
import { Button, ConfirmDialog, ImageCropDialog, isSquareImage, useCore } from "@ictm/ui-kit";
import { FormSection } from "../shared/FormSection.tsx";
import { ImageUpload } from "../shared/ImageUpload.tsx";
import * as styles from "./PictureSection.css.ts";

const NOT_UPLOADED: RunResult<unknown> = { ok: true, value: undefined };

export function PictureSection({ profile }: { profile: TalentProfile }) {
  const core = useCore();
  const [toCrop, setToCrop] = useState<File | null>(null);
  const cropped = useRef<((result: Promise<RunResult<unknown>>) => void) | null>(null);
  const [isAsking, setAsking] = useState(false);
  const [isRemoving, setRemoving] = useState(false);

  const send = (file: File) => core.run(uploadProfilePicture(file));
  // The upload row shows progress while the square is chosen; cancelling leaves the current picture as it is.
  const upload = async (file: File): Promise<RunResult<unknown>> => {
    if (await isSquareImage(file)) return send(file);
    return new Promise((resolve) => {
      cropped.current = (result) => void result.then(resolve);
      setToCrop(file);
    });
  };
  const finish = (result: Promise<RunResult<unknown>>) => {
    setToCrop(null);
    cropped.current?.(result);
    cropped.current = null;
  };
  const remove = async () => {
    setRemoving(true);
    await core.run(removeProfilePicture());
    setRemoving(false);
    setAsking(false);
  };

  return (
    <FormSection title="Profile picture" description="A clear photo of your face helps businesses remember you. It shows beside your name across the portal.">
      <ImageUpload
        purpose="picture"
        label="New profile picture"
        buttonLabel="Upload a profile picture"
        description={`${uploadLimitText("picture")}. You crop it to a square; it replaces the current picture at once.`}
        name={profile.name}
        currentUrl={profile.profilePicture}
        upload={upload}
      />
      {profile.profilePicture !== null ? (
        <div className={styles.remove}>
          <Button variant="secondary" size="small" onPress={() => setAsking(true)}>
            Remove picture
          </Button>
        </div>
      ) : null}
      <ImageCropDialog file={toCrop} title="Crop your profile picture" onCrop={(square) => finish(send(square))} onCancel={() => finish(Promise.resolve(NOT_UPLOADED))} />
      <ConfirmDialog
        isOpen={isAsking}
        title="Remove your profile picture?"
        confirmLabel="Remove picture"
        isPending={isRemoving}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
      >
        Your initials show instead, until you upload a new picture.
      </ConfirmDialog>
    </FormSection>
  );
}
