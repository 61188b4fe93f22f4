// Test support (not exported from the library): records the files saveBlob hands to the
// browser. jsdom has no object URLs and does not download on a link click.
import { vi } from "vitest";

export interface SavedFile {
  name: string;
  size: number;
  type: string;
}

export function captureSavedFiles(): { files: SavedFile[]; restore: () => void } {
  const files: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  const create = vi.fn((blob: Blob) => {
    const url = `blob:saved-${(next += 1)}`;
    blobs.set(url, blob);
    return url;
  });
  const revoke = vi.fn();
  const originalCreate = URL.createObjectURL;
  const originalRevoke = URL.revokeObjectURL;
  URL.createObjectURL = create;
  URL.revokeObjectURL = revoke;
  const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) files.push({ name: this.download, size: blob.size, type: blob.type });
  });
  return {
    files,
    restore: () => {
      URL.createObjectURL = originalCreate;
      URL.revokeObjectURL = originalRevoke;
      click.mockRestore();
    },
  };
}

/** A body of `size` bytes (the downloads reject files under 150 bytes). */
export const bytes = (size: number) => new Uint8Array(size).fill(65);
