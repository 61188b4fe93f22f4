export { ConnectionCheck, type ConnectionCheckProps } from "./ConnectionCheck";
export type { ConnectionReport, ProbeResult, ProbeState } from "./diagnostic";
