/** Saves a blob under a file name through a temporary link (works in every browser we
 * support; no dependency). The object URL is released on the next tick, after the click
 * has handed it to the browser's download manager. */
export function saveBlob(blob: Blob, fileName: string): void {
  if (typeof document === "undefined" || typeof URL.createObjectURL !== "function") return;
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
