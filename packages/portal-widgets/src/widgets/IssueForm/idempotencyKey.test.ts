import { newIdempotencyKey } from "./idempotencyKey";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newIdempotencyKey", () => {
  it("uses crypto.randomUUID where the browser has it", () => {
    expect(newIdempotencyKey({ randomUUID: () => "1b4e28ba-2fa1-41d2-883f-0016d3cca427", getRandomValues: (a) => a })).toBe(
      "1b4e28ba-2fa1-41d2-883f-0016d3cca427",
    );
  });

  it("builds a v4 UUID from getRandomValues outside secure contexts", () => {
    const fill = <T extends ArrayBufferView | null>(array: T) => {
      new Uint8Array(array!.buffer).fill(0xff);
      return array;
    };
    expect(newIdempotencyKey({ getRandomValues: fill })).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
  });

  it("still gives distinct UUIDs without any crypto", () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey(undefined)));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });
});
