/** The first key of the queries that need no login: they survive logout and expiry, every
 * other query is the user's (see removeAuthenticatedQueries). A module of its own so the
 * provider does not bring every query factory into the first load. */
export const PUBLIC_QUERY_DOMAIN = "public";
