// A back-office test's database (an admin of the factory as the actor, the page-cache tags its
// writes announce) comes from useTestDatabase({ admin: "…", listen: true }) in ./database.ts.

/** Resolves once `check` holds (polling every 10 ms), or fails after `timeoutMs`. */
export async function waitFor(check: () => boolean, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
