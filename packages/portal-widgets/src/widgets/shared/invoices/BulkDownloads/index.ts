export { BulkDownloads, type BulkDownloadsProps, type BulkFetchers, type BulkFormat } from "./BulkDownloads";
