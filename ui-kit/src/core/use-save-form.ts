// The save every form makes: check the fields, turn them into the command's input, run it once (a
// second press while it runs does nothing), start again from what was saved, or put the server's field
// messages under their fields. The "Saved Successfully" toast and the danger toasts are the core's, never this hook's.
// While the values differ from the saved ones, leaving the page asks first (the kit's leave confirmation); right
// after a save, onSaved may navigate away without being asked.
import { useState, type FormEvent } from "react";
import type { RunResult } from "@ictm/core";
import { useLeaveConfirmation } from "../components/LeaveConfirmation.tsx";
import type { FormFields } from "../forms/use-form-fields.ts";

export interface SaveFormOptions<V extends Record<string, unknown>, I, R> {
  form: FormFields<V>;
  /** The command's input; null when the values cannot make one (the messages already show). */
  inputOf: (values: V) => I | null;
  save: (input: I) => Promise<RunResult<R>>;
  /** The form's values after a save (the record as the server stored it); the submitted values by default. */
  valuesAfter?: (saved: R) => V;
  /** After a save, e.g. to go back to a list (that navigation is not asked about). */
  onSaved?: (saved: R) => void;
}

export interface SaveForm<V> {
  isPending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Saves values checked elsewhere (null: they did not pass, nothing happens). */
  submitWith: (values: V | null) => Promise<void>;
}

export function useSaveForm<V extends Record<string, unknown>, I, R>({ form, inputOf, save, valuesAfter, onSaved }: SaveFormOptions<V, I, R>): SaveForm<V> {
  const [isPending, setPending] = useState(false);
  const { allowLeaving } = useLeaveConfirmation(form.isDirty);

  const submitWith = async (values: V | null): Promise<void> => {
    if (values === null || isPending) return;
    const input = inputOf(values);
    if (input === null) return;
    setPending(true);
    const result = await save(input);
    setPending(false);
    if (result.ok) {
      form.reset(valuesAfter ? valuesAfter(result.value) : values);
      // The reset shows only after the next render; the guard must know now, in case onSaved navigates.
      if (onSaved) {
        allowLeaving();
        onSaved(result.value);
      }
    } else if (result.error._tag === "ValidationFailed") {
      form.setServerErrors(result.error.fieldErrors);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submitWith(form.submit());
  };

  return { isPending, onSubmit, submitWith };
}
