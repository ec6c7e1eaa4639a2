import type { UseFormRegisterReturn } from "react-hook-form";
import { describedBy, Field } from "../../../components/ui/field.js";
import { PasswordInput } from "./PasswordInput.js";

/** A labelled password input (with show/hide) registered with a form, and its message. */
export function PasswordField(props: {
  id: string;
  label: string;
  autoComplete: "current-password" | "new-password";
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  const { id, label, autoComplete, error, registration } = props;
  return (
    <Field id={id} label={label} error={error}>
      <PasswordInput id={id} autoComplete={autoComplete} {...describedBy(id, error)} {...registration} />
    </Field>
  );
}
