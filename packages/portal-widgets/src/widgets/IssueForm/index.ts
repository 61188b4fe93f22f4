export { IssueForm, type IssueFormProps } from "./IssueForm";
