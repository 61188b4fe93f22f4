import { createServer, type Server } from "node:net";
import { count, isNotNull } from "drizzle-orm";
import { loadConfig } from "../config";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/database.testing";
import { outbox } from "../db/schema";
import { listOutbox, sendMail } from "./outbox";
import { passwordResetMail, usernameMail, validationMail } from "./templates";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(() => database.close(), 60_000);

const config = loadConfig({ OV_DEMO: "1", PUBLIC_URL: "https://ov.example/" });
let clock = new Date("2026-03-01T10:00:00Z");
const deps = () => ({ db: database.db, config, now: () => clock });

describe("outbox", () => {
  it("stores mails and lists them newest first", async () => {
    await sendMail(deps(), validationMail(config.publicUrl, "a@example.com", "Ana", "tok/1"));
    clock = new Date("2026-03-01T10:05:00Z");
    await sendMail(deps(), passwordResetMail(config.publicUrl, "b@example.com", "", "tok2"));
    const [newest, older] = await listOutbox(database.db);
    expect(newest).toMatchObject({
      to: "b@example.com",
      subject: "Cambia tu contraseña de la Oficina Virtual",
      links: ["https://ov.example/password-change?confirmation=tok2"],
      createdAt: "2026-03-01T10:05:00.000Z",
    });
    expect(older).toMatchObject({
      subject: "Valida tu cuenta de la Oficina Virtual",
      links: ["https://ov.example/ov/users/validation?token=tok%2F1"],
    });
    expect(older!.text).toContain("Hola, Ana:");
    expect(older!.text).toContain(older!.links[0]);
  });

  it("writes the username mail with one password link per account", () => {
    const mail = usernameMail(
      config.publicUrl,
      "c@example.com",
      [
        { signInWith: "ana1", token: "t1" },
        { signInWith: "ana2", token: "t2" },
      ],
      false,
    );
    expect(mail.text).toContain("Tu nombre de usuario es: ana1");
    expect(mail.text).toContain("Tu nombre de usuario es: ana2");
    expect(mail.links).toEqual(["https://ov.example/user-change-password?token=t1", "https://ov.example/user-change-password?token=t2"]);
  });

  it("sends through SMTP when SMTP_URL is set, and marks the row sent", async () => {
    const received: string[] = [];
    const server = fakeSmtpServer(received);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as { port: number }).port;
    const smtpDeps = { ...deps(), config: { ...config, smtpUrl: `smtp://127.0.0.1:${port}` } };
    const errors: unknown[] = [];
    await sendMail(smtpDeps, validationMail(config.publicUrl, "smtp@example.com", "Eva", "tok3"), (error) => errors.push(error));
    server.close();
    expect(errors).toEqual([]);
    expect(received.join("")).toContain("RCPT TO:<smtp@example.com>");
    expect(received.join("")).toContain("Valida tu cuenta de la Oficina Virtual");
    const [sent] = await database.db.select({ n: count() }).from(outbox).where(isNotNull(outbox.sentAt));
    expect(sent!.n).toBe(1);
  });

  it("keeps the mail in the outbox, unsent, when SMTP fails", async () => {
    // A server that accepts the connection and hangs up at once: SMTP fails fast.
    const server: Server = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as { port: number }).port;
    const errors: unknown[] = [];
    const smtpDeps = { ...deps(), config: { ...config, smtpUrl: `smtp://127.0.0.1:${port}` } };
    await sendMail(smtpDeps, validationMail(config.publicUrl, "d@example.com", "", "t"), (error) => errors.push(error));
    server.close();
    expect(errors).toHaveLength(1);
    const [sent] = await database.db.select({ n: count() }).from(outbox).where(isNotNull(outbox.sentAt));
    expect(sent!.n).toBe(1); // only the one of the previous test
    expect((await listOutbox(database.db))[0]!.to).toBe("d@example.com");
  });
});

/** Just enough SMTP for Nodemailer: every command gets its success reply. */
function fakeSmtpServer(received: string[]): Server {
  return createServer((socket) => {
    let inData = false;
    socket.write("220 fake ESMTP\r\n");
    socket.on("data", (chunk: Buffer) => {
      const text = chunk.toString("utf8");
      received.push(text);
      if (inData) {
        if (/\r\n\.\r\n$/.test(text)) {
          inData = false;
          socket.write("250 queued\r\n");
        }
        return;
      }
      for (const line of text.split("\r\n").filter(Boolean)) {
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250 fake\r\n");
        else if (verb === "DATA") {
          inData = true;
          socket.write("354 go on\r\n");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  });
}
