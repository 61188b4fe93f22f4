import { spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** A parent that supervises a child running `childCode`, as `npm start` does the server. */
function parentOf(childCode: string) {
  const parentCode = `
    import { spawn } from "node:child_process";
    import { superviseChild } from "./scripts/supervise.mjs";
    superviseChild(spawn(process.execPath, ["-e", ${JSON.stringify(childCode)}], { stdio: "inherit" }));`;
  const parent = spawn(process.execPath, ["--input-type=module", "-e", parentCode], { cwd: root, stdio: ["ignore", "pipe", "inherit"] });
  let output = "";
  parent.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const ready = new Promise<void>((resolve) => parent.stdout.on("data", () => output.includes("ready") && resolve()));
  return { parent, ready, output: () => output, exited: once(parent, "exit") as Promise<[number | null, NodeJS.Signals | null]> };
}

describe("superviseChild (npm start)", () => {
  it("passes SIGTERM on, waits for the child to close and exits with its code", async () => {
    // A child that takes 400 ms to close, as the server finishing its requests.
    const run = parentOf(`
      process.on("SIGTERM", () => setTimeout(() => { console.log("closed"); process.exit(3); }, 400));
      console.log("ready");
      setInterval(() => {}, 1000);`);
    await run.ready;
    const start = performance.now();
    run.parent.kill("SIGTERM");
    const [code, signal] = await run.exited;
    expect({ code, signal }).toEqual({ code: 3, signal: null });
    expect(performance.now() - start).toBeGreaterThanOrEqual(350);
    expect(run.output()).toContain("closed");
  });

  it("exits 128 + the signal's number when a signal ended the child", async () => {
    const run = parentOf(`console.log("ready"); setInterval(() => {}, 1000);`);
    await run.ready;
    run.parent.kill("SIGINT");
    const [code] = await run.exited;
    expect(code).toBe(130);
  });
});
