export { CookiePolicy, type CookiePolicyProps } from "./CookiePolicy";
