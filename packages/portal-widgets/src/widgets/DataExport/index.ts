export { DataExport, type DataExportProps } from "./DataExport";
