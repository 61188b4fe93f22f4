export { PortalLink, type PortalLinkProps } from "./PortalLink";
