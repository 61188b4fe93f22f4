export { DEFAULT_SOCIAL_LINKS, PortalHeader, type PortalHeaderProps, type SocialLink } from "./PortalHeader";
