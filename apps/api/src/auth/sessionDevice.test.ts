import { describe, expect, it } from "vitest";
import { approximateAddress, deviceOf, storedUserAgent } from "./sessionDevice";

const UA = {
  chromeWindows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  edge: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  firefoxLinux: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  chromeAndroid: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  safariMac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
};

describe("deviceOf", () => {
  it.each([
    [UA.chromeWindows, "Chrome", "Windows", false],
    [UA.edge, "Edge", "Windows", false],
    [UA.safariIphone, "Safari", "iOS", true],
    [UA.firefoxLinux, "Firefox", "Linux", false],
    [UA.chromeAndroid, "Chrome", "Android", true],
    [UA.safariMac, "Safari", "macOS", false],
  ])("%s", (ua, navegador, sistema, movil) => {
    expect(deviceOf(ua)).toEqual({ navegador, sistema, movil });
  });

  it("says nothing of an unknown or missing user agent", () => {
    expect(deviceOf("curl/8.5.0")).toEqual({ navegador: null, sistema: null, movil: false });
    expect(deviceOf(null)).toEqual({ navegador: null, sistema: null, movil: false });
  });

  it("stores 300 characters at most", () => {
    expect(storedUserAgent("x".repeat(400))).toHaveLength(300);
    expect(storedUserAgent(undefined)).toBeNull();
    expect(storedUserAgent(" ")).toBeNull();
  });
});

describe("approximateAddress", () => {
  it.each([
    ["81.32.10.77", "81.32.10.0/24"],
    ["::ffff:192.168.1.20", "192.168.1.0/24"],
    ["2a02:9130:abcd:12:1::5", "2a02:9130:abcd::/48"],
    ["2A02:0DB8::1", "2a02:db8:0::/48"],
    ["::1", "0:0:0::/48"],
    ["fe80::1%eth0", "fe80:0:0::/48"],
  ])("%s is %s", (ip, network) => {
    expect(approximateAddress(ip)).toBe(network);
  });

  it.each(["", "not an address", "300.1.1.1", "1:2", null])("%s is none", (ip) => {
    expect(approximateAddress(ip)).toBeNull();
  });
});
