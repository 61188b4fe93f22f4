/** Where the last activity of any tab is kept (activity.ts). Apart from the tracker, which
 * loads only with a session (sessionKeeping.ts), for the modules of the first load that
 * clear or list it. */
export const LAST_ACTIVITY_KEY = "ovLastActivity";
