// A labelled text input (or textarea): label above, an optional description, the input, and the error under it.
// The form decides when a message shows (on blur and on submit); this component only renders it.
import {
  FieldError,
  Input,
  Label,
  Text,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from "react-aria-components";
import { cx } from "../cx.ts";
import * as styles from "./TextField.css.ts";

export interface TextFieldProps extends Omit<AriaTextFieldProps, "className" | "children" | "style" | "isInvalid"> {
  label: string;
  description?: string;
  /** The message to show under the field; the field is invalid while one is given. */
  errorMessage?: string | undefined;
  placeholder?: string;
  /** Several lines (an address): a textarea that grows with its text. */
  multiline?: boolean;
  /** The textarea's height before it grows, in lines. */
  rows?: number;
  className?: string;
}

export function TextField({ label, description, errorMessage, placeholder, multiline, rows = 3, className, ...props }: TextFieldProps) {
  return (
    <AriaTextField
      validationBehavior="aria"
      {...props}
      isInvalid={errorMessage !== undefined}
      className={cx(styles.field, className)}
    >
      <FieldHead label={label} description={description} isRequired={props.isRequired} />
      {multiline ? (
        <AriaTextArea className={cx(styles.input, styles.textArea)} placeholder={placeholder} rows={rows} />
      ) : (
        <Input className={styles.input} placeholder={placeholder} />
      )}
      <FieldMessage>{errorMessage}</FieldMessage>
    </AriaTextField>
  );
}

/** The props every react-aria field of the kit shares: messages through ARIA, invalid while one is given. */
export function fieldState({ errorMessage, isRequired, isDisabled }: { errorMessage: string | undefined; isRequired?: boolean | undefined; isDisabled?: boolean | undefined }) {
  return { validationBehavior: "aria", isRequired, isDisabled, isInvalid: errorMessage !== undefined } as const;
}

/** A field's label (with its required mark) and the description under it, inside a react-aria field. */
export function FieldHead({ label, description, isRequired }: { label: string; description?: string | undefined; isRequired?: boolean | undefined }) {
  return (
    <>
      <FieldLabel label={label} isRequired={isRequired} />
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
    </>
  );
}

/**
 * The message under a field, read with it when it is invalid. An empty message marks the field invalid with no
 * line under it (the message is elsewhere: the sign-in's "wrong e-mail or password" above both fields).
 */
export function FieldMessage({ children }: { children: string | undefined }) {
  return <FieldError className={styles.error}>{children === "" ? undefined : children}</FieldError>;
}

/** Several lines of text (a summary, a description): a TextField that is always multiline. */
export function TextArea(props: Omit<TextFieldProps, "multiline">) {
  return <TextField {...props} multiline />;
}

/**
 * The label, and a "*" beside it (not inside: the label's text stays exactly the field's name, for people
 * and for tests that find a field by its label). The mark is decoration; aria-required says it to screen readers.
 */
export function FieldLabel({ label, isRequired }: { label: string; isRequired?: boolean | undefined }) {
  return (
    <span className={styles.labelRow}>
      <Label className={styles.label}>{label}</Label>
      {isRequired ? (
        <span aria-hidden="true" className={styles.requiredMark}>
          *
        </span>
      ) : null}
    </span>
  );
}
