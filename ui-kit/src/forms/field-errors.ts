// When a form shows a field's message: after the person left the field (blur) or tried to submit,
// and a message the server sent about a field until that field is edited. No rules live here; the
// messages come from the caller's validate function (the core's form schemas).

export type FieldMessages = Readonly<Record<string, string>>;

export interface VisibilityInput {
  field: string;
  /** Messages of the current values, from the form's rules. */
  errors: FieldMessages;
  /** Messages from the last server answer, already cleared for fields edited since. */
  serverErrors: FieldMessages;
  touched: ReadonlySet<string>;
  submitted: boolean;
}

export function visibleError({ field, errors, serverErrors, touched, submitted }: VisibilityInput): string | undefined {
  const own = touched.has(field) || submitted ? errors[field] : undefined;
  return own ?? serverErrors[field];
}

/** The server's messages without the one for `field`: editing a field retracts what was said about it. */
export function withoutField(messages: FieldMessages, field: string): FieldMessages {
  if (!(field in messages)) return messages;
  const { [field]: _removed, ...rest } = messages;
  return rest;
}
