// Form state: values, which fields were left, submit attempts, the server's field messages, and whether the
// values differ from the last saved ones (for the "leave without saving?" question). Text fields bind with
// `field` (TextField's props); any other value (a list of skills, a switch, a date) with `bind`. The rules
// (`validate`) belong to the caller, usually the core's form schemas.
import { useCallback, useMemo, useState } from "react";
import { visibleError, withoutField, type FieldMessages } from "./field-errors.ts";

export interface FieldBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: (event: { relatedTarget: EventTarget | null }) => void;
  errorMessage: string | undefined;
}

export interface ValueBinding<T> {
  name: string;
  value: T;
  onChange: (value: T) => void;
  onBlur: (event: { relatedTarget: EventTarget | null }) => void;
  errorMessage: string | undefined;
}

/** The names of the fields that hold text. */
export type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface FormFields<V extends Record<string, unknown>> {
  values: V;
  /** A text field's props for TextField, Select or DatePicker. */
  field: (name: TextKeys<V>) => FieldBinding;
  /** Any field's value, change, blur and message, e.g. for a TagField or a Switch. */
  bind: <K extends keyof V & string>(name: K) => ValueBinding<V[K]>;
  /** Binds a value kept deeper in the form (a field of one entry in a list) under its own name for messages. */
  connect: <T>(name: string, value: T, onChange: (value: T) => void) => ValueBinding<T>;
  /** Changes several values at once (an entry added to a list). */
  update: (change: (values: V) => V) => void;
  /** The message a field shows now, for fields drawn by hand. */
  errorFor: (name: string) => string | undefined;
  /** Marks a submit attempt; answers the values when they pass, else null (the messages then show). */
  submit: () => V | null;
  /** Changes on each submit attempt and each server answer with field messages: hand it to
   * Form's `focusFirstInvalidOn` so the first field to fix takes focus. */
  focusRequest: number;
  /** Shows the server's messages under their fields until each field is edited. */
  setServerErrors: (messages: FieldMessages) => void;
  /** True while the values differ from the ones the form started with or was last reset to. */
  isDirty: boolean;
  /** Starts again from `values` (what was just saved or loaded): quiet, and not dirty. */
  reset: (values: V) => void;
}

export function useFormFields<V extends Record<string, unknown>>(initial: V, validate: (values: V) => FieldMessages): FormFields<V> {
  const [values, setValues] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitCount, setSubmitCount] = useState(0);
  const [serverErrors, setServerErrorState] = useState<FieldMessages>({});
  const [serverAnswers, setServerAnswers] = useState(0);
  const errors = useMemo(() => validate(values), [validate, values]);
  const isDirty = useMemo(() => !sameValues(values, baseline), [values, baseline]);

  const errorFor = useCallback(
    (name: string) => visibleError({ field: name, errors, serverErrors, touched, submitted: submitCount > 0 }),
    [errors, serverErrors, touched, submitCount],
  );

  const change = useCallback((name: string, value: unknown) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrorState((current) => withoutField(current, name));
  }, []);

  const leave = useCallback((name: string, event: { relatedTarget: EventTarget | null }) => {
    // Leaving a field for the submit button shows nothing yet: the message would push the button down
    // under the pointer and the click would miss it. The submit shows every message a moment later.
    if (isSubmitButton(event.relatedTarget)) return;
    setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
  }, []);

  const bind = useCallback(
    <K extends keyof V & string>(name: K): ValueBinding<V[K]> => ({
      name,
      value: values[name],
      onChange: (value) => change(name, value),
      onBlur: (event) => leave(name, event),
      errorMessage: errorFor(name),
    }),
    [values, change, leave, errorFor],
  );

  const connect = useCallback(
    <T,>(name: string, value: T, onChange: (value: T) => void): ValueBinding<T> => ({
      name,
      value,
      onChange: (next) => {
        onChange(next);
        setServerErrorState((current) => withoutField(current, name));
      },
      onBlur: (event) => leave(name, event),
      errorMessage: errorFor(name),
    }),
    [leave, errorFor],
  );

  const field = useCallback(
    (name: TextKeys<V>): FieldBinding => {
      const value = values[name];
      return {
        name,
        value: typeof value === "string" ? value : "",
        onChange: (next) => change(name, next),
        onBlur: (event) => leave(name, event),
        errorMessage: errorFor(name),
      };
    },
    [values, change, leave, errorFor],
  );

  const submit = useCallback(() => {
    setSubmitCount((count) => count + 1);
    return Object.keys(errors).length === 0 ? values : null;
  }, [errors, values]);

  const setServerErrors = useCallback((messages: FieldMessages) => {
    setServerErrorState(messages);
    if (Object.keys(messages).length > 0) setServerAnswers((count) => count + 1);
  }, []);

  const reset = useCallback((next: V) => {
    setValues(next);
    setBaseline(next);
    setTouched(new Set());
    setSubmitCount(0);
    setServerErrorState({});
  }, []);

  return { values, field, bind, connect, update: setValues, errorFor, submit, focusRequest: submitCount + serverAnswers, setServerErrors, isDirty, reset };
}

const isSubmitButton = (target: EventTarget | null): boolean =>
  target instanceof HTMLButtonElement && target.type === "submit";

/** Plain data compared by content (form values are strings, numbers, booleans and arrays of them). */
export function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValues(item, b[index]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => sameValues(a[key], b[key]));
  }
  return false;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
