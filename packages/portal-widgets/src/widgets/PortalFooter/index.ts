export { PortalFooter, type PortalFooterProps } from "./PortalFooter";
