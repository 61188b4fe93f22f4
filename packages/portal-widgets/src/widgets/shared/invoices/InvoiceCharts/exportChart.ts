import { saveBlob } from "../../../../core/client/saveFile";
import { CHART_FILE_NAME } from "../../../../domain/downloads";
import { lightHalf } from "../../charts/periodPalette";

/** The spec's export size (part 2 §2.3). */
export const CHART_EXPORT_SIZE = { width: 1400, height: 800 } as const;

/**
 * Draws the chart's SVG onto a 1400x800 white canvas and returns it as a PNG. The SVG is
 * scaled through its viewBox, so the export is sharp whatever the size on screen. Series
 * colours are literal `light-dark()` pairs (not CSS variables): the detached SVG, drawn on
 * white, takes their light half whatever scheme the page shows.
 */
export async function svgToPng(svg: SVGSVGElement, { width, height } = CHART_EXPORT_SIZE): Promise<Blob> {
  const box = svg.getBoundingClientRect();
  const clone = svg.cloneNode(true) as SVGSVGElement;
  const viewWidth = Number(svg.getAttribute("width")) || box.width || width;
  const viewHeight = Number(svg.getAttribute("height")) || box.height || height;
  clone.setAttribute("xmlns", "http://www.w3.org/2000/svg");
  clone.setAttribute("viewBox", `0 0 ${viewWidth} ${viewHeight}`);
  clone.setAttribute("width", String(width));
  clone.setAttribute("height", String(height));
  clone.setAttribute("font-family", "Arial, sans-serif");
  const source = lightHalf(new XMLSerializer().serializeToString(clone));
  const url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;

  const image = new Image();
  await new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error("The chart could not be drawn"));
    image.src = url;
  });
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No 2D canvas");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  return new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("No PNG"))), "image/png"));
}

/** Saves the chart as 'grafico_consumo.png' (1400x800). */
export async function downloadChartPng(svg: SVGSVGElement): Promise<void> {
  saveBlob(await svgToPng(svg), CHART_FILE_NAME);
}
