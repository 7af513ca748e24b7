// A labelled text input: label above, an optional description, the input, and the error under it.
// The form decides when a message shows (on blur and on submit); this component only renders it.
import {
  FieldError,
  Input,
  Label,
  Text,
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
  className?: string;
}

export function TextField({ label, description, errorMessage, placeholder, className, ...props }: TextFieldProps) {
  return (
    <AriaTextField
      validationBehavior="aria"
      {...props}
      isInvalid={errorMessage !== undefined}
      className={cx(styles.field, className)}
    >
      <Label className={styles.label}>
        {label}
        {props.isRequired ? (
          <span aria-hidden="true" className={styles.requiredMark}>
            *
          </span>
        ) : null}
      </Label>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <Input className={styles.input} placeholder={placeholder} />
      <FieldError className={styles.error}>
        {errorMessage}
      </FieldError>
    </AriaTextField>
  );
}
