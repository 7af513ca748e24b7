// Form state for text fields: values, which fields were left, submit attempts and the server's field
// messages, wired to TextField's props. The rules (`validate`) belong to the caller.
import { useCallback, useMemo, useState } from "react";
import { visibleError, withoutField, type FieldMessages } from "./field-errors.ts";

export interface FieldBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: (event: { relatedTarget: EventTarget | null }) => void;
  errorMessage: string | undefined;
}

export interface FormFields<V extends Record<string, string>> {
  values: V;
  field: (name: keyof V & string) => FieldBinding;
  /** Marks a submit attempt; answers the values when they pass, else null (the messages then show). */
  submit: () => V | null;
  /** Changes on each submit attempt and each server answer with field messages: hand it to
   * Form's `focusFirstInvalidOn` so the first field to fix takes focus. */
  focusRequest: number;
  /** Shows the server's messages under their fields until each field is edited. */
  setServerErrors: (messages: FieldMessages) => void;
}

export function useFormFields<V extends Record<string, string>>(initial: V, validate: (values: V) => FieldMessages): FormFields<V> {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitCount, setSubmitCount] = useState(0);
  const [serverErrors, setServerErrorState] = useState<FieldMessages>({});
  const [serverAnswers, setServerAnswers] = useState(0);
  const errors = useMemo(() => validate(values), [validate, values]);

  const field = useCallback(
    (name: keyof V & string): FieldBinding => ({
      name,
      value: values[name] ?? "",
      onChange: (value) => {
        setValues((current) => ({ ...current, [name]: value }));
        setServerErrorState((current) => withoutField(current, name));
      },
      onBlur: (event) => {
        // Leaving a field for the submit button shows nothing yet: the message would push the button down
        // under the pointer and the click would miss it. The submit shows every message a moment later.
        if (isSubmitButton(event.relatedTarget)) return;
        setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
      },
      errorMessage: visibleError({ field: name, errors, serverErrors, touched, submitted: submitCount > 0 }),
    }),
    [values, errors, serverErrors, touched, submitCount],
  );

  const submit = useCallback(() => {
    setSubmitCount((count) => count + 1);
    return Object.keys(errors).length === 0 ? values : null;
  }, [errors, values]);

  const setServerErrors = useCallback((messages: FieldMessages) => {
    setServerErrorState(messages);
    if (Object.keys(messages).length > 0) setServerAnswers((count) => count + 1);
  }, []);

  return { values, field, submit, focusRequest: submitCount + serverAnswers, setServerErrors };
}

const isSubmitButton = (target: EventTarget | null): boolean =>
  target instanceof HTMLButtonElement && target.type === "submit";
