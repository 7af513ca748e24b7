// "Enter the token": the signature token printed at the foot of the letter under the QR code (or the whole address
// the QR code opens), for a letter whose code will not scan. Spaces, hyphens and case do not matter (core's tokenTextOf reads it).
import { useState } from "react";
import { tokenTextOf } from "@ictm/core";
import { Button, Form, FormActions, TextArea } from "@ictm/ui-kit";
import { SCANNER_TEXTS } from "./camera.ts";

export function TokenEntry({ onEnter }: { onEnter: (token: string) => void }) {
  const [text, setText] = useState("");
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [tries, setTries] = useState(0);
  return (
    <Form
      aria-label="Enter the token"
      onSubmit={(event) => {
        event.preventDefault();
        setTries((count) => count + 1);
        const token = tokenTextOf(text);
        if (token === "") return setMessage(SCANNER_TEXTS.tokenRequired);
        onEnter(token);
      }}
      focusFirstInvalidOn={tries}
    >
      <TextArea
        label="Signature token"
        description="The signature token printed at the foot of the letter, under the QR code, or the address the QR code opens. Spaces and hyphens do not matter."
        value={text}
        onChange={(next) => {
          setText(next);
          setMessage(undefined);
        }}
        errorMessage={message}
        rows={3}
        spellCheck="false"
        autoComplete="off"
        isRequired
      />
      <FormActions>
        <Button type="submit" variant="secondary">
          Verify
        </Button>
      </FormActions>
    </Form>
  );
}
