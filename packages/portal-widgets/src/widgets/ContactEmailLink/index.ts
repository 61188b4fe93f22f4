export { ContactEmailLink, type ContactEmailLinkProps } from "./ContactEmailLink";
