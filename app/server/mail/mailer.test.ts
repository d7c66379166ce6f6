import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server";
import { createLogger } from "../logger.server";
import { createMailer } from "./mailer.server";

// A minimal SMTP server: enough of the dialogue for nodemailer to deliver one message.
let port: number;
let server: net.Server;
const received: string[] = [];

beforeAll(async () => {
  server = net.createServer((socket) => {
    let inData = false;
    let buffer = "";
    socket.write("220 test ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString();
      let end: number;
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            socket.write("250 queued\r\n");
          } else received.push(line);
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write("250 test\r\n");
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (/^QUIT/i.test(line)) socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as net.AddressInfo).port;
});

afterAll(() => server.close());

describe("createMailer", () => {
  it("sends over SMTP when SMTP_URL is set, and never touches the outbox", async () => {
    const db = new Proxy({}, { get: () => () => Promise.reject(new Error("the outbox must not be used")) }) as unknown as Database;
    const mailer = createMailer({ db, logger: createLogger("silent"), smtpUrl: `smtp://127.0.0.1:${port}`, from: "shop@example.com" });
    await mailer.send({ to: "kari@example.com", subject: "Confirm your e-mail address", text: "Open the link" });
    const message = received.join("\n");
    expect(message).toMatch(/^To: kari@example\.com$/m);
    expect(message).toMatch(/^Subject: Confirm your e-mail address$/m);
    expect(message).toContain("Open the link");
  });
});
