// What stories and `.storybook/preview.tsx` agree on: the mocked API hosts and the story
// parameters the preview understands. Its own module, so stories never import the preview
// (which imports every story's widget through the library's index).
import type { RequestHandler } from "msw";
import type { PortalProviderProps } from "../core/react/PortalProvider";

/** Story parameters the preview understands. */
export interface PortalStoryParameters {
  /** MSW handlers for the story's network; the base URLs are STORY_API and STORY_ADMIN_API. */
  msw?: { handlers: RequestHandler[] };
  /** The provider of this story: stored session items (see `src/testing/session.ts`,
   * `loggedInStorage()`) and message overrides. */
  portal?: {
    storage?: Record<string, string>;
    /** This tab's sessionStorage items: form drafts (see `draftItems()` in `src/testing/session.ts`). */
    drafts?: Record<string, string>;
    messages?: PortalProviderProps["messages"];
    /** For the set-password story (its call asks for a client-credentials token first). */
    clientCredentials?: PortalProviderProps["clientCredentials"];
    /** The provider's `appearance`; its `colorScheme` gives way to the toolbar's choice. */
    appearance?: PortalProviderProps["appearance"];
  };
}

export const STORY_API = "https://api.example.test";
export const STORY_ADMIN_API = "https://admin-api.example.test";
