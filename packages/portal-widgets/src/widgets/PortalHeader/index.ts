export { PortalHeader, type PortalHeaderProps } from "./PortalHeader";
export { DEFAULT_SOCIAL_LINKS, type SocialLink } from "./socialLinks";
