// Storybook's docs pages only (main.ts adds this file to the preview): the page every widget
// gets from autodocs — description, the first story, the props table, the embed's element
// and attributes, then every state. Kept out of preview.tsx, which the story tests import.
import { Controls, Description, Primary, Stories, Subtitle, Title } from "@storybook/addon-docs/blocks";
import type { Preview } from "@storybook/react-vite";
import { EmbedAttributes } from "./EmbedAttributes";

function WidgetDocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <h2>Props</h2>
      <Controls />
      <EmbedAttributes />
      <Stories title="States" />
    </>
  );
}

const docs: Preview = {
  parameters: { docs: { page: WidgetDocsPage } },
};

export default docs;
