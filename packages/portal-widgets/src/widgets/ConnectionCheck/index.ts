export { ConnectionCheck, type ConnectionCheckProps } from "../shared/connectionCheck/ConnectionCheck";
export type { ConnectionReport, ProbeResult, ProbeState } from "../shared/connectionCheck/diagnostic";
