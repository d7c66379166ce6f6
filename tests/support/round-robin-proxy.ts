import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RoundRobinProxy {
  url: string;
  port: number;
  /** How many requests each backend answered (by its base URL). */
  served: Map<string, number>;
  /** Requests that no backend could answer (answered 502). */
  failed(): number;
  /** Sends the next requests to these backends instead (the same address for the clients). */
  use(backends: string[]): void;
  close(): Promise<void>;
}

const IDEMPOTENT = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A small load balancer for tests of several app processes: each request goes to the next
 * backend in turn. A GET or HEAD whose backend fails before answering (refused, reset: a killed
 * process) is tried on the next one; any other method only when the connection was refused (the
 * request never reached a process). Responses are streamed (Server-Sent Events pass through);
 * each says which backend answered in `X-Backend`.
 */
export async function startRoundRobinProxy(initial: string[], options: { port?: number } = {}): Promise<RoundRobinProxy> {
  let backends = [...initial];
  let next = 0;
  let failures = 0;
  const served = new Map(backends.map((backend) => [backend, 0]));
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer(async (req, res) => {
    // The body is read once so that a refused request can be sent again.
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const start = next++ % backends.length;
    for (let attempt = 0; attempt < backends.length; attempt++) {
      const backend = backends[(start + attempt) % backends.length]!;
      const outcome = await forward(backend, req, res, body, agent);
      if (outcome === "answered") {
        served.set(backend, (served.get(backend) ?? 0) + 1);
        return;
      }
      if (outcome === "failed-after-sending" && !IDEMPOTENT.has(req.method ?? "GET")) break;
    }
    failures++;
    if (!res.headersSent) res.writeHead(502, { "Content-Type": "text/plain" }).end("No backend answered");
    else res.destroy();
  });
  server.listen(options.port ?? 0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    served,
    failed: () => failures,
    use(list) {
      backends = [...list];
      for (const backend of list) if (!served.has(backend)) served.set(backend, 0);
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}

function forward(
  backend: string,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  body: Buffer,
  agent: http.Agent,
): Promise<"answered" | "refused" | "failed-after-sending"> {
  const target = new URL(backend);
  const headers: http.OutgoingHttpHeaders = { ...req.headers, "content-length": String(body.length) };
  delete headers["transfer-encoding"];
  return new Promise((resolve) => {
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-backend": backend });
        res.flushHeaders();
        answer.pipe(res);
        answer.on("error", () => res.destroy());
        resolve("answered");
      },
    );
    upstream.on("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED" ? "refused" : "failed-after-sending"));
    // A closed browser tab ends the upstream request too (an event stream must not stay open behind it).
    res.on("close", () => upstream.destroy());
    upstream.end(body);
  });
}
