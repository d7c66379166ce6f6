import net from "node:net";

/** One message an SMTP client handed over, with its envelope and the raw text. */
export interface SinkMessage {
  from: string;
  to: string[];
  raw: string;
  /** A header's value (unfolded), or null. */
  header(name: string): string | null;
}

export interface SmtpSink {
  url: string;
  port: number;
  messages: SinkMessage[];
  close(): Promise<void>;
}

function headerOf(raw: string, name: string): string | null {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const line = unfolded.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}

/**
 * A local SMTP server that accepts every message and keeps it in memory (no TLS, no auth): the
 * real SMTP path of the mailer (nodemailer) for tests, the e2e journey and the newsletter
 * benchmark. `onMessage` sees each message as it is accepted.
 */
export async function startSmtpSink(options: { port?: number; onMessage?: (message: SinkMessage) => void } = {}): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    socket.setNoDelay(true);
    socket.setEncoding("utf8");
    let buffer = "";
    let inData = false;
    let from = "";
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 smtp-sink ESMTP ready");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          const raw = buffer.slice(0, end).replace(/\r\n\.\./g, "\r\n.");
          buffer = buffer.slice(end + 5);
          inData = false;
          const message: SinkMessage = { from, to, raw, header: (name) => headerOf(raw, name) };
          messages.push(message);
          options.onMessage?.(message);
          reply(`250 2.0.0 Ok: queued as ${messages.length}`);
          from = "";
          to = [];
          continue;
        }
        const newline = buffer.indexOf("\r\n");
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") socket.write("250-smtp-sink\r\n250-8BITMIME\r\n250-SMTPUTF8\r\n250 PIPELINING\r\n");
        else if (verb === "HELO") reply("250 smtp-sink");
        else if (verb === "MAIL") {
          from = /<([^>]*)>/.exec(line)?.[1] ?? "";
          reply("250 2.1.0 Ok");
        } else if (verb === "RCPT") {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
          reply("250 2.1.5 Ok");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 End data with <CR><LF>.<CR><LF>");
        } else if (verb === "QUIT") {
          reply("221 2.0.0 Bye");
          socket.end();
          return;
        } else if (verb === "RSET" || verb === "NOOP") reply("250 2.0.0 Ok");
        else reply("502 5.5.2 Command not recognised");
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
