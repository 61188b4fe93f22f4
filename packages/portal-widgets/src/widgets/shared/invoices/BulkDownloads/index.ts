export { BulkDownloads, type BulkDownloadsProps } from "./BulkDownloads";
export type { BulkFetchers, BulkFormat } from "./useBulkDownload";
