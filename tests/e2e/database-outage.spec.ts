import { expect, test } from "@playwright/test";
import net from "node:net";
import pg from "pg";
import { freePort, type ServerProcess, startServer, waitForStatus } from "../support/server-process";

const adminUrl = process.env.TEST_DATABASE_URL;

/** A TCP relay in front of PostgreSQL that the test can cut and restore, like a database restart. */
async function startRelay(target: URL, port: number) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("error", close).on("close", close);
    upstream.on("error", close).on("close", close);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

type Relay = Awaited<ReturnType<typeof startRelay>>;

/**
 * A fresh database reached only through a relay, and a server started on it; `work` gets both.
 * The relay starts open or closed; everything is stopped and dropped afterwards.
 */
async function withServerBehindRelay(
  relayOpen: boolean,
  work: (server: ServerProcess, relay: { open(): Promise<void>; cut(): Promise<void> }) => Promise<void>,
) {
  const target = new URL(adminUrl!);
  const name = `storefront_outage_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const relayPort = await freePort();
  let relay: Relay | undefined = relayOpen ? await startRelay(target, relayPort) : undefined;
  const databaseUrl = new URL(adminUrl!);
  databaseUrl.host = `127.0.0.1:${relayPort}`;
  databaseUrl.pathname = `/${name}`;
  // A fixed AUTH_SECRET: while the database is unreachable at start, none can be read from it.
  const server = await startServer({
    DATABASE_URL: databaseUrl.toString(),
    DATA_DIR: "/tmp/storefront-outage-unused",
    AUTH_SECRET: "outage-test-secret-outage-test-secret-0123",
  });
  try {
    await work(server, {
      open: async () => {
        relay = await startRelay(target, relayPort);
      },
      cut: async () => {
        await relay?.close();
        relay = undefined;
      },
    });
  } finally {
    await server.stop();
    await relay?.close();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

test.skip(!adminUrl, "needs TEST_DATABASE_URL (PostgreSQL)");

test("on PostgreSQL, pages answer 503 while the database is gone (pages the cache held are served stale) and recover by themselves", async () => {
  test.setTimeout(180_000);
  await withServerBehindRelay(true, async (server, relay) => {
    await waitForStatus(`${server.url}/readyz`, 200, 120_000);
    const before = await fetch(`${server.url}/en/products`);
    expect(before.status).toBe(200);
    const shown = await before.text();
    expect((await fetch(`${server.url}/en/products`)).headers.get("x-cache")).toBe("hit");

    await relay.cut();
    await waitForStatus(`${server.url}/readyz`, 503, 20_000);
    // A page never rendered needs the database: 503, with the page that says so.
    const down = await fetch(`${server.url}/en/products?page=2`);
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBe("5");
    expect(await down.text()).toContain("We will be right back");
    // A page the cache held is answered as it was (stale-if-error), and no cache downstream keeps it.
    const stale = await fetch(`${server.url}/en/products`);
    expect(stale.status).toBe(200);
    expect(stale.headers.get("x-cache")).toBe("stale");
    expect(stale.headers.get("cache-control")).toBe("no-store");
    expect(await stale.text()).toBe(shown);
    // A visitor with a cart (a personal cookie) is not given the shared page: 503.
    expect((await fetch(`${server.url}/en/products`, { headers: { cookie: "storefront_guest=x" } })).status).toBe(503);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    await relay.open();
    await waitForStatus(`${server.url}/en/products?page=2`, 200, 30_000);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    // Back: the kept pages were dropped when the listen connection returned; the page is rendered anew.
    await expect.poll(async () => (await fetch(`${server.url}/en/products`)).headers.get("x-cache"), { timeout: 10_000 }).not.toBe("stale");
    expect(server.child.exitCode).toBeNull();
  });
});

test("on PostgreSQL, a server started while the database is unreachable comes up once it answers", async () => {
  test.setTimeout(180_000);
  await withServerBehindRelay(false, async (server, relay) => {
    await waitForStatus(`${server.url}/readyz`, 503, 60_000);
    expect((await fetch(`${server.url}/`)).status).toBe(503);
    await relay.open();
    await waitForStatus(`${server.url}/readyz`, 200, 60_000);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  });
});
