import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/database.testing";
import { emailTokens, users } from "../db/schema";
import { consumeEmailToken, EMAIL_TOKEN_TTL_MS, findEmailToken, issueEmailToken } from "./emailTokens";
import { hashToken } from "./tokens";

let database: DatabaseHandle;
let userId = 0;
beforeAll(async () => {
  database = await openTestDatabase();
  const [user] = await database.db
    .insert(users)
    .values({ role: "customer", username: "ana", email: "ana@example.com", passwordHash: "x" })
    .returning();
  userId = user!.id;
}, 60_000);
afterAll(() => database.close(), 60_000);

const t0 = new Date("2026-03-01T10:00:00Z");

describe("e-mail link tokens", () => {
  it("stores only the hash, and are good for 24 hours and one purpose", async () => {
    const token = await issueEmailToken(database.db, userId, "password-reset", t0);
    const rows = await database.db.select().from(emailTokens);
    expect(rows.map((row) => row.tokenHash)).toContain(hashToken(token));
    expect(rows.map((row) => row.tokenHash)).not.toContain(token);
    expect(await findEmailToken(database.db, token, ["password-reset"], new Date(t0.getTime() + EMAIL_TOKEN_TTL_MS - 1))).toEqual({
      userId,
      purpose: "password-reset",
    });
    expect(await findEmailToken(database.db, token, ["password-reset"], new Date(t0.getTime() + EMAIL_TOKEN_TTL_MS))).toBeNull();
    expect(await findEmailToken(database.db, token, ["validation"], t0)).toBeNull();
  });

  it("are spent once, even by two requests at the same time", async () => {
    const token = await issueEmailToken(database.db, userId, "validation", t0);
    const results = await Promise.all([
      consumeEmailToken(database.db, token, ["validation"], t0),
      consumeEmailToken(database.db, token, ["validation"], t0),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await findEmailToken(database.db, token, ["validation"], t0)).toBeNull();
  });

  it("retire the older links of the same purpose when a new one is issued", async () => {
    const older = await issueEmailToken(database.db, userId, "password-link", t0);
    const other = await issueEmailToken(database.db, userId, "verify-email", t0);
    const newer = await issueEmailToken(database.db, userId, "password-link", t0);
    expect(await findEmailToken(database.db, older, ["password-link"], t0)).toBeNull();
    expect(await findEmailToken(database.db, newer, ["password-link"], t0)).not.toBeNull();
    expect(await findEmailToken(database.db, other, ["verify-email"], t0)).not.toBeNull();
  });
});
