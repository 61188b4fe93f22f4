export { IssuesView, type IssuesViewProps } from "./IssuesView";
