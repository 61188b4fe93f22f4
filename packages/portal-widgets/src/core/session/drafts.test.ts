import { makeJwt } from "../client/client.testing";
import { createDraftStore, DRAFT_MAX_AGE_MS, DRAFTS_KEY, DRAFTS_MAX_CHARS, DRAFTS_MAX_FORMS, draftsAfterSessionEnd } from "./drafts";
import { sessionOwner } from "./sessionOwner";
import { memoryStorage } from "./storage";

describe("draft store", () => {
  it("keeps a user's draft per form and gives it back only to that user", () => {
    const storage = memoryStorage();
    const drafts = createDraftStore(storage, () => 1000);
    drafts.save("ana", "issue", { title: "Luz", description: "", category: "2" });
    expect(drafts.load("ana", "issue")).toEqual({ values: { title: "Luz", category: "2" }, savedAt: 1000 });
    expect(drafts.load("ana", "meterReading:1")).toBeNull();
    expect(drafts.load("luis", "issue")).toBeNull();
  });

  it("holds one user's drafts at a time: another user's save or login drops them", () => {
    const storage = memoryStorage();
    const drafts = createDraftStore(storage);
    drafts.save("ana", "issue", { title: "De Ana" });
    drafts.save("luis", "issue", { title: "De Luis" });
    expect(storage.getItem(DRAFTS_KEY)).not.toContain("De Ana");
    drafts.keepOnly("luis");
    expect(drafts.load("luis", "issue")?.values).toEqual({ title: "De Luis" });
    drafts.keepOnly("ana");
    expect(storage.getItem(DRAFTS_KEY)).toBeNull();
  });

  it("never stores secrets, blanks or non-text values", () => {
    const storage = memoryStorage();
    const drafts = createDraftStore(storage);
    drafts.save("ana", "f", { title: "x", password: "Secreta1!", newPassword: "a", accessToken: "t", contraseña: "c", blank: "  " });
    expect(JSON.parse(storage.getItem(DRAFTS_KEY)!).forms.f.values).toEqual({ title: "x" });
    drafts.save("ana", "f", { title: "" });
    expect(storage.getItem(DRAFTS_KEY)).toBeNull();
  });

  it("caps the size (a draft too big is not kept, nor its older version) and the number of forms", () => {
    const storage = memoryStorage();
    let now = 0;
    const drafts = createDraftStore(storage, () => ++now);
    drafts.save("ana", "issue", { description: "corto" });
    drafts.save("ana", "issue", { description: "x".repeat(DRAFTS_MAX_CHARS) });
    expect(drafts.load("ana", "issue")).toBeNull();
    for (let i = 0; i <= DRAFTS_MAX_FORMS; i += 1) drafts.save("ana", `meterReading:${i}`, { p1: String(i) });
    expect(drafts.load("ana", "meterReading:0")).toBeNull();
    expect(drafts.load("ana", `meterReading:${DRAFTS_MAX_FORMS}`)?.values).toEqual({ p1: String(DRAFTS_MAX_FORMS) });
  });

  it("does not offer a draft older than a day, nor one it cannot read", () => {
    const storage = memoryStorage();
    let now = 0;
    const drafts = createDraftStore(storage, () => now);
    drafts.save("ana", "issue", { title: "viejo" });
    now = DRAFT_MAX_AGE_MS + 1;
    expect(drafts.load("ana", "issue")).toBeNull();
    storage.setItem(DRAFTS_KEY, "{broken");
    expect(drafts.load("ana", "issue")).toBeNull();
    storage.setItem(DRAFTS_KEY, JSON.stringify({ v: 1, owner: "ana", forms: { issue: { savedAt: now, values: { title: 3 } } } }));
    expect(drafts.load("ana", "issue")).toBeNull();
  });

  it("a logout clears every draft; an expiry keeps them", () => {
    const storage = memoryStorage();
    const drafts = createDraftStore(storage);
    drafts.save("ana", "issue", { title: "x" });
    draftsAfterSessionEnd(drafts, "expired");
    expect(drafts.load("ana", "issue")).not.toBeNull();
    draftsAfterSessionEnd(drafts, "logout");
    expect(storage.getItem(DRAFTS_KEY)).toBeNull();
  });
});

describe("sessionOwner", () => {
  const state = (accessToken: string | null, extra = {}) => ({ accessToken, email: null, isAdministrador: false, profile: null, ...extra });

  it("is the same for one user across tokens and differs between users and roles", () => {
    const ana = sessionOwner(state(makeJwt(60, { sub: "7", role: "customer" })));
    expect(ana).toMatch(/^[0-9a-z]+$/);
    expect(sessionOwner(state(makeJwt(900, { sub: "7", role: "customer" })))).toBe(ana);
    expect(sessionOwner(state(makeJwt(60, { sub: "8", role: "customer" })))).not.toBe(ana);
    expect(sessionOwner(state(makeJwt(60, { sub: "7", role: "admin" })))).not.toBe(ana);
  });

  it("falls back to the e-mail for a token without claims, and is null signed out", () => {
    expect(sessionOwner(state("opaque", { email: "a@b.es" }))).toBe(sessionOwner(state("other", { email: "a@b.es" })));
    expect(sessionOwner(state("opaque"))).toBeNull();
    expect(sessionOwner(state(null, { email: "a@b.es" }))).toBeNull();
  });
});
