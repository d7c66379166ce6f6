import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server";
import { createLogger } from "../logger.server";
import { createMailer, describeMailError } from "./mailer.server";
import { type SmtpSink, startSmtpSink } from "../../../tests/support/smtp-sink";

// The tests' SMTP sink: the mailer's real SMTP path (nodemailer) against a local server.
let sink: SmtpSink;
let port: number;
/** Every accepted message's text, line by line. */
const received = () => sink.messages.map((message) => message.raw.replace(/\r\n/g, "\n")).join("\n");

beforeAll(async () => {
  sink = await startSmtpSink();
  port = sink.port;
});

afterAll(() => sink.close());

/** A database stand-in that keeps what the mailer inserts into the outbox. */
function recordingDb() {
  const rows: Array<Record<string, unknown>> = [];
  const db: Record<string, unknown> = {
    // The mailer writes the outbox row (and a caller's own row with it) in a transaction.
    transaction: (work: (tx: unknown) => Promise<unknown>) => work(db),
    insert: () => ({
      values: (row: Record<string, unknown>) => {
        rows.push(row);
        const done = Promise.resolve();
        return Object.assign(done, { returning: async () => [{ id: "00000000-0000-4000-8000-000000000001" }] });
      },
    }),
  };
  return { db: db as unknown as Database, rows };
}

describe("createMailer", () => {
  it("sends over SMTP when SMTP_URL is set, and records the message as sent with its message id", async () => {
    const { db, rows } = recordingDb();
    const mailer = createMailer({ db, logger: createLogger("silent"), smtpUrl: `smtp://127.0.0.1:${port}`, from: "shop@example.com" });
    expect(mailer.smtpConfigured).toBe(true);
    await mailer.send({ to: "kari@example.com", subject: "Confirm your e-mail address", text: "Open the link" });
    const message = received();
    expect(message).toMatch(/^To: kari@example\.com$/m);
    expect(message).toMatch(/^Subject: Confirm your e-mail address$/m);
    expect(message).toContain("Open the link");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to: "kari@example.com", status: "sent", attempts: 1 });
    expect(rows[0]!.messageId).toMatch(/^<.+@.+>$/);
    expect(rows[0]!.lastAttemptAt).toBeInstanceOf(Date);
  });

  it("does not fail a send that SMTP accepted when the outbox cannot record it", async () => {
    const down = { insert: () => ({ values: () => Promise.reject(new Error("database is down")) }) };
    const db = { ...down, transaction: (work: (tx: unknown) => Promise<unknown>) => work(down) } as unknown as Database;
    const mailer = createMailer({ db, logger: createLogger("silent"), smtpUrl: `smtp://127.0.0.1:${port}`, from: "shop@example.com" });
    await expect(mailer.send({ to: "per@example.com", subject: "Order confirmed", text: "Thanks" })).resolves.toBeUndefined();
    expect(received()).toMatch(/^To: per@example\.com$/m);
  });

  it("keeps the message as queued without SMTP", async () => {
    const { db, rows } = recordingDb();
    const mailer = createMailer({ db, logger: createLogger("silent"), from: "shop@example.com" });
    expect(mailer.smtpConfigured).toBe(false);
    await mailer.send({ to: "ola@example.com", subject: "Hi", text: "Text", html: "<p>Text</p>" });
    expect(rows).toEqual([{ to: "ola@example.com", subject: "Hi", text: "Text", html: "<p>Text</p>", status: "queued" }]);
  });

  it("records a refused send as failed with a short error, then throws as before", async () => {
    const { db, rows } = recordingDb();
    // A server that refuses the recipient: nodemailer's error, not a network stub.
    const refusing = net.createServer((socket) => {
      socket.write("220 test ESMTP\r\n");
      socket.on("data", (chunk) => {
        for (const line of chunk.toString().split("\r\n").filter(Boolean)) {
          if (/^(EHLO|HELO)/i.test(line)) socket.write("250 test\r\n");
          else if (/^RCPT/i.test(line)) socket.write("550 5.1.1 No such user here\r\n");
          else if (/^QUIT/i.test(line)) socket.end("221 bye\r\n");
          else socket.write("250 ok\r\n");
        }
      });
    });
    await new Promise<void>((resolve) => refusing.listen(0, "127.0.0.1", resolve));
    try {
      const mailer = createMailer({
        db,
        logger: createLogger("silent"),
        smtpUrl: `smtp://127.0.0.1:${(refusing.address() as net.AddressInfo).port}`,
        from: "shop@example.com",
      });
      await expect(mailer.send({ to: "nobody@example.com", subject: "Your order", text: "Thanks" })).rejects.toThrow(/No such user/);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ to: "nobody@example.com", status: "failed", attempts: 1 });
      expect(rows[0]!.error).toMatch(/550 5\.1\.1 No such user here/);
      expect(String(rows[0]!.error)).not.toMatch(/\n|\bat /);
    } finally {
      refusing.close();
    }
  });
});

describe("describeMailError", () => {
  it("keeps the code and the first line, masks credentials and never keeps a stack", () => {
    const error = Object.assign(
      new Error(
        "Invalid login: 535 Authentication failed for smtp://shop:s3cret@mail.example.com\n    at SMTPConnection._formatError (x.js:1:1)",
      ),
      { code: "EAUTH" },
    );
    const text = describeMailError(error);
    expect(text).toBe("EAUTH: Invalid login: 535 Authentication failed for smtp://***@mail.example.com");
    expect(text).not.toContain("s3cret");
  });

  it("shortens long messages and names unknown throws", () => {
    expect(describeMailError(new Error("x".repeat(500)))).toHaveLength(200);
    expect(describeMailError(42)).toBe("unknown error");
  });
});
