// Apart from format.ts: the header and footer are on every first page, and format.ts brings
// dayjs with it, which /login would then load for a phone link.

/** A phone number as a `tel:` link: it wants the digits only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
