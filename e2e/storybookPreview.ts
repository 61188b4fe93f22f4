/**
 * Drives Storybook's static build (storybook-static/) the way its own test runner does: one
 * iframe page per worker, each story selected through the preview's channel instead of a
 * page load, so the bundle, MSW's service worker and axe's page stay warm between stories.
 */
import { existsSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { extname, join, normalize } from "node:path";
import type { Page } from "@playwright/test";

export const STATIC_DIR = "storybook-static";

export interface StoryEntry {
  id: string;
  type: string;
  title: string;
  name: string;
}

/** The stories of the static build, in the sidebar's order; none without a build. */
export function storyEntries(): StoryEntry[] {
  const index = join(STATIC_DIR, "index.json");
  if (!existsSync(index)) return [];
  const { entries } = JSON.parse(readFileSync(index, "utf8")) as { entries: Record<string, StoryEntry> };
  return Object.values(entries).filter((entry) => entry.type === "story");
}

const TYPES: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
};

/**
 * Serves the static build on 127.0.0.1 (a secure context, which MSW's service worker needs).
 * After a failing story Playwright replaces the worker, and the old one may still hold the
 * port for a moment: listening is retried rather than failing the next story.
 */
export async function serveStatic(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname)).replace(/^(\.\.[/\\])+/, "");
    const file = join(STATIC_DIR, path.endsWith("/") ? `${path}index.html` : path);
    if (!existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" }).end(readFileSync(file));
  });
  for (let attempt = 1; ; attempt++) {
    try {
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, "127.0.0.1", () => {
          server.off("error", reject);
          resolve();
        });
      });
      return server;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE" || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

export function closeServer(server: Server): Promise<void> {
  // The browser's keep-alive connections would hold close() open until they time out.
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** Opens the preview with no story chosen: Storybook then shows its "no preview" state, ready for selections. */
export async function openPreview(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/iframe.html?viewMode=story`);
  await page.waitForFunction(() => document.body.classList.contains("sb-show-nopreview"));
}

/**
 * Selects the story and resolves once Storybook reports it finished: loaders (MSW's handlers),
 * render, play function and the story's own animations, all done. A thrown render or play
 * function rejects with Storybook's message.
 */
export async function renderStory(page: Page, storyId: string): Promise<void> {
  await page.evaluate(
    (id) =>
      new Promise<void>((resolve, reject) => {
        type Listener = (payload: unknown) => void;
        interface Channel {
          on(event: string, listener: Listener): void;
          off(event: string, listener: Listener): void;
          emit(event: string, payload: unknown): void;
        }
        const scope = window as unknown as {
          __STORYBOOK_ADDONS_CHANNEL__: Channel;
          __STORYBOOK_PREVIEW__: { currentSelection?: { storyId: string } };
        };
        const channel = scope.__STORYBOOK_ADDONS_CHANNEL__;
        const problems: string[] = [];
        const listeners: Record<string, Listener> = {
          storyFinished: (payload) => {
            const { storyId: finished, status } = payload as { storyId: string; status: string };
            if (finished !== id) return;
            done();
            if (status === "success" && problems.length === 0) resolve();
            else reject(new Error(`story ${id} (status ${status}): ${problems.join("; ") || "see the browser console"}`));
          },
          storyMissing: () => {
            done();
            reject(new Error(`story ${id} is missing from the build`));
          },
          storyErrored: (payload) => problems.push(`render error: ${summary(payload)}`),
          storyThrewException: (payload) => problems.push(`render threw: ${summary(payload)}`),
          playFunctionThrewException: (payload) => problems.push(`play function threw: ${summary(payload)}`),
        };
        // Testing Library's messages end in a dump of the whole DOM: the first lines say what failed.
        const summary = (payload: unknown) => {
          const { name = "Error", message = "", title = "", description = "" } = payload as Record<string, string>;
          const text = message || `${title} ${description}`;
          // eslint-disable-next-line no-control-regex -- the ANSI colours of expect's messages
          const ansi = /\u001b\[[0-9;]*m/g;
          const lines = text.replace(ansi, "").split("\n").filter(Boolean);
          return `${name}: ${lines.slice(0, 3).join(" ")}`;
        };
        const done = () => {
          for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
        };
        for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
        // Selecting the story already shown is a no-op for Storybook (no render, no event): remount it.
        if (scope.__STORYBOOK_PREVIEW__.currentSelection?.storyId === id) channel.emit("forceRemount", { storyId: id });
        else channel.emit("setCurrentStory", { storyId: id, viewMode: "story" });
      }),
    storyId,
  );
}

/**
 * Waits until the page is still: no DOM change for `quietMs` (answers that MSW delivers after
 * the first render, chart animations driven by script), then every finite CSS animation and
 * transition done (`transition-colors` after a theme switch), so contrast is measured on the
 * final colours. A spinner's infinite animation is not waited for; a story that never stops
 * changing is measured after `maxMs`. Not `networkidle`: the loading stories hold a call open
 * for ever (`delay("infinite")`), so the network of their page never goes idle.
 */
export async function settle(page: Page, { quietMs = 150, maxMs = 5_000 } = {}): Promise<void> {
  await page.evaluate(
    async ({ quietMs, maxMs }) => {
      await new Promise<void>((resolve) => {
        let timer = setTimeout(finish, quietMs);
        const cap = setTimeout(finish, maxMs);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(finish, quietMs);
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        function finish() {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(cap);
          resolve();
        }
      });
      const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
      await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    },
    { quietMs, maxMs },
  );
}
