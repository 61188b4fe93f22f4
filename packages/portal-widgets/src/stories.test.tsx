import { composeStories, setProjectAnnotations } from "@storybook/react-vite";
import { setupServer } from "msw/node";
import previewAnnotations from "../../../.storybook/preview";
import { axeViolations } from "./testing/axe.testing";
import type { PortalStoryParameters } from "./testing/storyParameters.testing";

// Every story is a test: it renders, runs its play function, and passes axe.
setProjectAnnotations([previewAnnotations]);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type StoryModule = Parameters<typeof composeStories>[0];
interface RunnableStory {
  run: () => Promise<void>;
  parameters: PortalStoryParameters;
}
const modules = import.meta.glob<StoryModule>("./**/*.stories.tsx", { eager: true });

for (const [file, module] of Object.entries(modules)) {
  describe(file, () => {
    const stories = composeStories(module) as unknown as Record<string, RunnableStory>;
    for (const [name, story] of Object.entries(stories)) {
      it(name, async () => {
        const handlers = story.parameters.msw?.handlers ?? [];
        server.use(...handlers);
        await story.run();
        expect(await axeViolations()).toEqual([]);
        // Widgets with a calendar or a chart take seconds under jsdom on a busy 2-core machine.
      }, 15_000);
    }
  });
}
