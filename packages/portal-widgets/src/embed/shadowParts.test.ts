import { prepareShadow, setShadowCss, stylesReady } from "./shadowParts";

// jsdom has no constructable stylesheets: the `<style>` fallback is what runs here.
describe("the shadow roots' CSS, a chunk of its own", () => {
  it("fills the roots prepared before it arrived, loads once, and retries after a failure", async () => {
    let calls = 0;
    let fail = true;
    setShadowCss(() => {
      calls += 1;
      if (fail) return Promise.reject(new Error("offline"));
      return Promise.resolve(".ov-embed{color:red}");
    });
    const early = document.createElement("div");
    prepareShadow(early);
    const earlyStyle = early.shadowRoot?.querySelector("style[data-ov-styles]");
    expect(earlyStyle?.textContent).toBe("");

    await expect(stylesReady()).rejects.toThrow("offline");
    fail = false;
    await stylesReady();
    await stylesReady();
    expect(calls).toBe(2);
    expect(earlyStyle?.textContent).toBe(".ov-embed{color:red}");

    const late = document.createElement("div");
    prepareShadow(late);
    expect(late.shadowRoot?.querySelector("style[data-ov-styles]")?.textContent).toBe(".ov-embed{color:red}");
  });
});
