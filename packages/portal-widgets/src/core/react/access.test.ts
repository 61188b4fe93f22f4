import { type AccessInput, mayShow, redirectFor } from "./access";

const anonymous: AccessInput = { authenticated: false, session: { isAdministrador: false, isLeaving: false, accessToken: null } };
const customer: AccessInput = { authenticated: true, session: { isAdministrador: false, isLeaving: false, accessToken: "t" } };
const administrator: AccessInput = { authenticated: true, session: { isAdministrador: true, isLeaving: false, accessToken: "t" } };

describe("redirectFor (the route tables' access rules)", () => {
  it("lets anyone see the legal pages", () => {
    for (const who of [anonymous, customer, administrator]) expect(redirectFor("public", who)).toBeNull();
  });

  it("sends logged-in users away from the unauthenticated-only pages", () => {
    expect(redirectFor("anonymous", anonymous)).toBeNull();
    expect(redirectFor("anonymous", customer)).toBe("/");
    expect(redirectFor("anonymous", administrator)).toBe("/");
  });

  it("sends logged-out users to /login from pages that need a login", () => {
    expect(redirectFor("authenticated", anonymous)).toBe("/login");
    expect(redirectFor("authenticated", customer)).toBeNull();
  });

  it("sends administrators from the home to their own, and a leaving session to /login", () => {
    expect(redirectFor("home", customer)).toBeNull();
    expect(redirectFor("home", administrator)).toBe("/administrador-fincas");
    expect(redirectFor("home", anonymous)).toBe("/login");
    expect(redirectFor("home", { ...customer, session: { ...customer.session, isLeaving: true } })).toBe("/login");
  });

  it("opens /administrador-fincas only to administrators", () => {
    expect(redirectFor("administrator", administrator)).toBeNull();
    expect(redirectFor("administrator", customer)).toBe("/");
    expect(redirectFor("administrator", anonymous)).toBe("/login");
  });

  it("shows what it guards exactly when it would not redirect (the CMS embed's elements)", () => {
    for (const access of ["public", "anonymous", "authenticated", "home", "administrator"] as const) {
      for (const who of [anonymous, customer, administrator]) expect(mayShow(access, who)).toBe(redirectFor(access, who) === null);
    }
    expect(mayShow("administrator", administrator)).toBe(true);
    expect(mayShow("administrator", customer)).toBe(false);
    expect(mayShow("anonymous", customer)).toBe(false);
  });
});
