import { describe, expect, it } from "vitest";
import { endsRequest, messageLength, renameStatement, transactionStatus } from "./pgliteProtocol";

/** A typed frontend message: type byte, length, then the fields (strings NUL-terminated). */
function message(type: string, ...fields: (string | Buffer)[]): Buffer {
  const body = Buffer.concat(fields.map((f) => (typeof f === "string" ? Buffer.from(`${f}\0`) : f)));
  const head = Buffer.alloc(5);
  head.write(type, 0);
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}
const int16 = (n: number) => Buffer.from([n >> 8, n & 0xff]);

describe("the wire protocol bits of PGlite's thread", () => {
  it("finds where a message ends, before and after the startup message", () => {
    const sync = message("S");
    expect(messageLength(Buffer.concat([sync, sync]), true)).toBe(5);
    expect(messageLength(sync.subarray(0, 3), true)).toBe(0);
    const ssl = Buffer.from([0, 0, 0, 8, 0x04, 0xd2, 0x16, 0x2f]);
    expect(messageLength(ssl, false)).toBe(8);
    expect(messageLength(ssl.subarray(0, 6), false)).toBe(0);
  });

  it("ends a request at Sync or a simple query", () => {
    expect(endsRequest(message("S"))).toBe(true);
    expect(endsRequest(message("Q", "select 1"))).toBe(true);
    expect(endsRequest(message("P", "", "select 1", int16(0)))).toBe(false);
  });

  it("reads the transaction status of the last ReadyForQuery", () => {
    const ready = (status: string) => Buffer.from([0x5a, 0, 0, 0, 5, status.charCodeAt(0)]);
    expect(transactionStatus(Buffer.concat([Buffer.from([0x31, 0, 0, 0, 4]), ready("T")]))).toBe("T");
    expect(transactionStatus(ready("I"))).toBe("I");
    expect(transactionStatus(Buffer.from([0x31, 0, 0, 0, 4]))).toBeUndefined();
  });

  it("gives a connection's prepared statements names of their own, and leaves unnamed ones", () => {
    const parse = renameStatement(message("P", "ov_1", "select $1", int16(0)), "c7_");
    expect(parse.prepared).toBe("c7_ov_1");
    expect(parse.message).toEqual(message("P", "c7_ov_1", "select $1", int16(0)));

    const bind = renameStatement(message("B", "", "ov_1", int16(0), int16(0), int16(0)), "c7_");
    expect(bind.message).toEqual(message("B", "", "c7_ov_1", int16(0), int16(0), int16(0)));

    expect(renameStatement(message("D", Buffer.from("S"), "ov_1"), "c7_").message).toEqual(message("D", Buffer.from("S"), "c7_ov_1"));
    const close = renameStatement(message("C", Buffer.from("S"), "ov_1"), "c7_");
    expect(close).toEqual({ message: message("C", Buffer.from("S"), "c7_ov_1"), closed: "c7_ov_1" });

    for (const untouched of [
      message("P", "", "select 1", int16(0)),
      message("B", "", "", int16(0), int16(0), int16(0)),
      message("D", Buffer.from("P"), ""),
      message("E", "", Buffer.from([0, 0, 0, 0])),
      message("Q", "select 1"),
    ]) {
      expect(renameStatement(untouched, "c7_").message).toBe(untouched);
    }
  });
});
