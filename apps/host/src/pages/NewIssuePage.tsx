import { IssueForm } from "@oficina-virtual/portal-widgets";

export default function NewIssuePage() {
  return <IssueForm />;
}
