export {
  CheckboxField,
  type CheckboxFieldProps,
  type ControlProps,
  FieldShell,
  type FieldShellProps,
  PasswordField,
  type PasswordFieldProps,
  TextField,
  type TextFieldProps,
} from "./Field";
export { SelectField, type SelectFieldProps } from "./SelectField";
export { TextareaField, type TextareaFieldProps } from "./TextareaField";
