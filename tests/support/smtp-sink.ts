import net from "node:net";

/** One message an SMTP client handed over, with its envelope and the raw text. */
export interface SinkMessage {
  from: string;
  to: string[];
  raw: string;
  /** The number of the connection it came over (1, 2, … in the order the sink accepted them). */
  connection: number;
  /** A header's value (unfolded, RFC 2047 encoded words decoded), or null. */
  header(name: string): string | null;
  /** Every text part (plain and HTML) decoded from its transfer encoding, joined: what a reader sees. */
  text(): string;
}

export interface SmtpSink {
  url: string;
  port: number;
  messages: SinkMessage[];
  /** How many connections the sink has accepted so far. */
  connections(): number;
  close(): Promise<void>;
}

function rawHeaderOf(raw: string, name: string): string | null {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const line = unfolded.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}

/** Quoted-printable to bytes (soft line breaks removed, `=XX` to its byte), read as UTF-8. */
function fromQuotedPrintable(text: string, underscoreIsSpace = false): string {
  const bytes: number[] = [];
  const source = text.replace(/=\r?\n/g, "");
  for (let index = 0; index < source.length; index++) {
    const char = source[index]!;
    const hex = char === "=" ? source.slice(index + 1, index + 3) : "";
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else bytes.push(...Buffer.from(underscoreIsSpace && char === "_" ? " " : char, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) as text; adjacent words join without the space between them. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : fromQuotedPrintable(text, true),
    );
}

function headerOf(raw: string, name: string): string | null {
  const value = rawHeaderOf(raw, name);
  return value === null ? null : decodeWords(value);
}

/** The decoded text of a MIME entity: a single part by its Content-Transfer-Encoding, a multipart's parts in order. */
function textOf(entity: string): string {
  const split = /\r?\n\r?\n/.exec(entity);
  const body = split ? entity.slice(split.index + split[0].length) : "";
  const type = rawHeaderOf(entity, "Content-Type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith("--"))
      .map((part) => textOf(part.replace(/^\r?\n/, "")))
      .join("\n");
  }
  if (!/^text\//i.test(type)) return "";
  const encoding = (rawHeaderOf(entity, "Content-Transfer-Encoding") ?? "7bit").toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return fromQuotedPrintable(body);
  return body;
}

/**
 * A local SMTP server that accepts every message and keeps it in memory (no TLS, no auth): the
 * real SMTP path of the mailer (nodemailer) for tests, the e2e journey and the newsletter
 * benchmark. `onMessage` sees each message as it is accepted.
 */
export async function startSmtpSink(options: { port?: number; onMessage?: (message: SinkMessage) => void } = {}): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    const connection = ++connections;
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
          const message: SinkMessage = { from, to, raw, connection, header: (name) => headerOf(raw, name), text: () => textOf(raw) };
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
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
