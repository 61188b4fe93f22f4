import { decodeQuotes, encodeQuotes, nameLength, textareaCount } from "./textLength";

describe("textareaCount", () => {
  it("is the length for plain text", () => {
    expect(textareaCount("hola")).toBe(4);
    expect(textareaCount("")).toBe(0);
    expect(textareaCount(undefined)).toBe(0);
  });

  it("adds 5 per double quote", () => {
    expect(textareaCount('"a"')).toBe(3 + 10);
  });

  it("adds 1 per newline on top of its own length", () => {
    expect(textareaCount("a\nb")).toBe(3 + 1);
    expect(textareaCount("a\r\nb")).toBe(4 + 1);
  });

  it("combines both", () => {
    expect(textareaCount('di "sí"\nok')).toBe(10 + 10 + 1);
  });

  it("counts the encoded quote length", () => {
    expect(textareaCount('x"y')).toBe(encodeQuotes('x"y').length);
  });
});

describe("nameLength", () => {
  it("adds 1 per double quote", () => {
    expect(nameLength("Luna")).toBe(4);
    expect(nameLength('"Luna" SL')).toBe(9 + 2);
    expect(nameLength(null)).toBe(0);
  });
});

describe("encodeQuotes / decodeQuotes", () => {
  it("encodes every double quote", () => {
    expect(encodeQuotes('dijo "hola" y "adiós"')).toBe("dijo &quot;hola&quot; y &quot;adiós&quot;");
  });

  it("leaves single quotes alone and round-trips", () => {
    const text = `O'Brien "x"`;
    expect(encodeQuotes(text)).toBe("O'Brien &quot;x&quot;");
    expect(decodeQuotes(encodeQuotes(text))).toBe(text);
  });
});
