import { act, fireEvent, screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { makeJwt } from "../../core/client/client.testing";
import { SESSION_KEYS } from "../../core/session/sessionKeys";
import { renderWithPortal, TEST_API } from "../../testing/renderWithPortal.testing";
import { loggedInStorage } from "../../testing/session.testing";
import { SessionTimeout } from "./SessionTimeout";

// The provider's idle timeout end to end in jsdom: the warning after 14 idle minutes,
// 'Seguir conectado' renewing through the refreshToken call, expiry after 15.
const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: "error" });
  // The dialog, the idle timer and renewal are lazy chunks, loaded at login, long before the
  // warning; under fake timers the test loads them first, as a browser would have.
  await Promise.all([
    import("../../ui/SessionTimeoutDialog/SessionTimeoutDialog"),
    import("../../core/session/idleKeeper"),
    import("../../core/session/tokenRenewal"),
  ]);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => vi.useFakeTimers({ now: new Date("2026-03-02T10:00:00Z") }));
afterEach(() => vi.useRealTimers());

// The idle timer starts once its chunk has arrived (a module import, not a timer).
const advance = (ms: number) =>
  act(async () => {
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(ms);
  });

function storageWithHourToken() {
  const token = makeJwt(3600, { iat: Math.floor(Date.now() / 1000) });
  return { ...loggedInStorage(), [SESSION_KEYS.accessToken]: token, [SESSION_KEYS.userToken]: token };
}

describe("the provider's idle timeout", () => {
  it("warns after 14 idle minutes; 'Seguir conectado' renews (rotating the stored refresh token) and closes", async () => {
    const sent: string[] = [];
    server.use(
      http.post(`${TEST_API}/ov/user/api/refreshToken`, ({ request }) => {
        sent.push(request.headers.get("refresh_token") ?? "");
        return HttpResponse.json({ access_token: makeJwt(3600, { iat: Math.floor(Date.now() / 1000) }), refresh_token: "rotated" });
      }),
    );
    const { storage } = renderWithPortal(<SessionTimeout />, { storage: storageWithHourToken() });
    // A customer reading for 7 minutes: one silent renewal (half the idle window).
    await advance(7.5 * 60_000 + 1_000);
    expect(sent).toEqual(["story-refresh-token"]);
    await advance(6.5 * 60_000 + 5_000);
    const dialog = screen.getByRole("alertdialog", { name: "Tu sesión va a caducar" });
    expect(dialog).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Seguir conectado" }));
    await advance(100);
    expect(sent).toEqual(["story-refresh-token", "rotated"]);
    expect(storage.getItem(SESSION_KEYS.refreshToken)).toBe("rotated");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("expires after 15 idle minutes: isLeaving and the host's onSessionExpired", async () => {
    server.use(
      http.post(`${TEST_API}/ov/user/api/refreshToken`, () =>
        HttpResponse.json({ access_token: makeJwt(3600, { iat: Math.floor(Date.now() / 1000) }), refresh_token: "rotated" }),
      ),
      http.post(`${TEST_API}/ov/user/api/logout`, () => new HttpResponse(null, { status: 204 })),
    );
    const onSessionExpired = vi.fn();
    const { storage } = renderWithPortal(<SessionTimeout />, { storage: storageWithHourToken(), onSessionExpired });
    await advance(15 * 60_000 + 11_000);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(storage.getItem(SESSION_KEYS.isLeaving)).toBe("true");
    expect(storage.getItem(SESSION_KEYS.accessToken)).toBeNull();
  });
});
