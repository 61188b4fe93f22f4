export { DataExportCard, type DataExportCardProps } from "./DataExportCard";
