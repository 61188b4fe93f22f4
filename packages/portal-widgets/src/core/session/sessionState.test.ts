import { loginResponseSchema, userProfileSchema } from "@oficina-virtual/api-contract";
import { toIdleMinutes, toProfile } from "./sessionState";

const long = (n: number) => "x".repeat(n);

// toProfile re-states userProfileSchema without zod: both must answer alike.
const samples: unknown[] = [
  { username: "demo", email: "demo@example.com" },
  { username: "demo", email: "demo@example.com", firstName: "Ana", lastName: null, given_name: undefined, extra: 1 },
  { username: "demo", email: "demo@example.com", family_name: "Ruiz", given_name: "Ana" },
  { username: long(100), email: long(254), firstName: long(100) },
  { username: long(101), email: "demo@example.com" },
  { username: "demo", email: long(255) },
  { username: "demo", email: "demo@example.com", lastName: long(101) },
  { username: "demo", email: "demo@example.com", firstName: 3 },
  { username: "demo" },
  { email: "demo@example.com" },
  { username: 1, email: "demo@example.com" },
  null,
  "demo",
  [],
  42,
];

describe("toProfile", () => {
  it.each(samples.map((sample) => [JSON.stringify(sample) ?? String(sample), sample]))(
    "answers %s as userProfileSchema does",
    (_, sample) => {
      const parsed = userProfileSchema.safeParse(sample);
      expect(toProfile(sample)).toEqual(parsed.success ? parsed.data : null);
    },
  );
});

describe("toIdleMinutes", () => {
  it.each([1, 2, 1440, 0, 1441, 2.5, -3, Number.NaN, "2", null])("answers %s as the login schema's session_idle_minutes does", (sample) => {
    const parsed = loginResponseSchema.shape.session_idle_minutes.safeParse(sample);
    expect(toIdleMinutes(sample)).toEqual(parsed.success ? (parsed.data ?? null) : null);
  });
});
