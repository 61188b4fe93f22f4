import { ZipArchive } from "archiver";

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** Entry timestamp (defaults to the archive's date). */
  date?: Date;
}

/** A ZIP archive of the given files. Names are made unique ('x.pdf', 'x (2).pdf'). */
export function renderZip(entries: ZipEntry[], date = new Date(0)): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const archive = new ZipArchive({ zlib: { level: 6 } });
    const chunks: Buffer[] = [];
    archive.on("data", (chunk: Buffer) => chunks.push(chunk));
    archive.on("end", () => resolve(Buffer.concat(chunks)));
    archive.on("error", reject);
    archive.on("warning", reject);
    const seen = new Map<string, number>();
    for (const entry of entries) {
      const times = (seen.get(entry.name) ?? 0) + 1;
      seen.set(entry.name, times);
      const name = times === 1 ? entry.name : entry.name.replace(/(\.[^.]*)?$/, (ext) => ` (${times})${ext}`);
      archive.append(entry.data, { name, date: entry.date ?? date });
    }
    void archive.finalize().catch(reject);
  });
}
