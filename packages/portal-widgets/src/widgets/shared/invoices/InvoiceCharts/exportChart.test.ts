import { captureSavedFiles } from "../BulkDownloads/savedFiles.testing";
import { downloadChartPng } from "./exportChart";

describe("downloadChartPng", () => {
  it("draws the SVG on a white 1400x800 canvas and saves grafico_consumo.png", async () => {
    const saved = captureSavedFiles();
    const drawn: unknown[][] = [];
    const sources: string[] = [];
    const OriginalImage = globalThis.Image;
    globalThis.Image = class {
      onload: (() => void) | null = null;
      set src(value: string) {
        sources.push(value);
        queueMicrotask(() => this.onload?.());
      }
    } as unknown as typeof Image;
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(function (this: HTMLCanvasElement) {
      return { fillRect: () => {}, drawImage: (...args: unknown[]) => drawn.push([this.width, this.height, ...args.slice(1)]) } as never;
    });
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, "toBlob")
      .mockImplementation((callback) => callback(new Blob(["png"], { type: "image/png" })));

    const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    svg.setAttribute("width", "700");
    svg.setAttribute("height", "320");
    const bar = document.createElementNS("http://www.w3.org/2000/svg", "rect");
    bar.setAttribute("fill", "light-dark(#971d19, #f44a4b)");
    svg.append(bar);
    await downloadChartPng(svg);

    expect(drawn).toEqual([[1400, 800, 0, 0, 1400, 800]]);
    expect(decodeURIComponent(sources[0]!)).toContain('viewBox="0 0 700 320"');
    expect(decodeURIComponent(sources[0]!)).toContain('width="1400"');
    // Drawn on white: the light half of each colour, whatever the page's scheme.
    expect(decodeURIComponent(sources[0]!)).toContain('fill="#971d19"');
    expect(saved.files).toEqual([{ name: "grafico_consumo.png", size: 3, type: "image/png" }]);
    saved.restore();
    getContext.mockRestore();
    toBlob.mockRestore();
    globalThis.Image = OriginalImage;
  });
});
