/** The (fictional) retailer behind the portal, as the legal pages and the footer name it: the
 * record api-contract shares with the API's PDF letterhead (one source, so they cannot
 * diverge). The catalogues' company block (labels.home.company: header, footer, signup)
 * repeats address, phone and e-mail, and PortalFooter.test checks every locale's against it. */
export { COMPANY } from "@oficina-virtual/api-contract";
