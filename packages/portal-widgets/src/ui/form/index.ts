export {
  type CheckboxBinding,
  FORM_ERROR_KEY,
  type FormSchema,
  type TextBinding,
  type UseFormStateOptions,
  useFormState,
} from "./useFormState";
