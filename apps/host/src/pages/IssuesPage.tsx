import { IssuesView } from "@oficina-virtual/portal-widgets";
import { useNavigate, useParams } from "react-router-dom";

/** /issues and /issues/{id}: the detail has its own URL, so it survives a reload. */
export default function IssuesPage() {
  const { issueId } = useParams();
  const navigate = useNavigate();
  return (
    <IssuesView
      key={issueId ?? "list"}
      issueId={issueId}
      onIssueChange={(id) => navigate(id ? `/issues/${encodeURIComponent(id)}` : "/issues")}
    />
  );
}
