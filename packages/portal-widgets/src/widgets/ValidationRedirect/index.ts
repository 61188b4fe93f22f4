export { ValidationRedirect, type ValidationRedirectProps } from "./ValidationRedirect";
