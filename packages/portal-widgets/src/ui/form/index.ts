export { FORM_ERROR_KEY, useFormState, type CheckboxBinding, type FormSchema, type TextBinding, type UseFormStateOptions } from "./useFormState";
