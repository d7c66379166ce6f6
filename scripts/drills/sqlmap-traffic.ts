// Reads sqlmap's traffic file (`-t`): every request it sent and every answer with its headers and
// body, each numbered. Used by `npm run drill:sqlmap` to count the target's requests apart from the
// refill posts sent before them (`--safe-post`), and to say what the target answered: its status
// and, for a redirect, where to (a checkout that went through is a 303 to its order page; one
// refused by validation a 400).
//
// sqlmap 1.7 logs a request as `HTTP request [#N]:` and its request line; a redirect it follows as
// `HTTP redirect [#N] (303 …)` with the headers, then the same request again with `None` for its
// path and the followed page as `HTTP response [#N]`. An answer is matched to its request by
// number, and a request's first answer is the one counted.

export interface TrafficTally {
  /** The target's requests (the refills not counted). */
  requests: number;
  refills: number;
  /** The target's answers by status. */
  statuses: Record<string, number>;
  /** The target's answers by status and, for a redirect, its path (ids as `:id`). */
  answers: Record<string, number>;
  serverErrors: number;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/**
 * Tallies the traffic's lines. A request is the target's when its path is `targetPath` (a `*` in
 * it stands for anything from there on) and a refill when it is `refillPath`.
 */
export async function tallyTraffic(
  lines: AsyncIterable<string> | Iterable<string>,
  options: { origin: string; targetPath: string; refillPath: string | null },
): Promise<TrafficTally> {
  const tally: TrafficTally = { requests: 0, refills: 0, statuses: {}, answers: {}, serverErrors: 0 };
  // A path marked with sqlmap's `*` (a slug) is the target with whatever sqlmap put in its place.
  const [targetPrefix = "", marked] = options.targetPath.split("*");
  const isTarget = (path: string) => (marked === undefined ? path === options.targetPath : path.startsWith(targetPrefix));
  const targetNumbers = new Set<string>();
  const seenRequests = new Set<string>();
  const answered = new Set<string>();
  let requestNumber: string | null = null;
  let answer: { status: string; location: string | null } | null = null;
  let inHeaders = false;
  const endAnswer = () => {
    if (answer) {
      const key = answer.location ? `${answer.status} ${answer.location}` : answer.status;
      tally.answers[key] = (tally.answers[key] ?? 0) + 1;
    }
    answer = null;
    inHeaders = false;
  };
  for await (const line of lines) {
    const request = /^HTTP request \[#(\d+)\]/.exec(line);
    if (request) {
      endAnswer();
      requestNumber = request[1]!;
      continue;
    }
    if (requestNumber && line.trim() !== "") {
      // The first request line of a number is the request; a later one (`POST None`) repeats it for a followed redirect.
      if (!seenRequests.has(requestNumber)) {
        seenRequests.add(requestNumber);
        const path = /^[A-Z]+ (\S+)/.exec(line)?.[1]?.split("?")[0] ?? "";
        if (isTarget(path)) {
          targetNumbers.add(requestNumber);
          tally.requests++;
        } else if (path === options.refillPath) tally.refills++;
      }
      requestNumber = null;
      continue;
    }
    const response = /^HTTP (?:response|redirect) \[#(\d+)\] \((\d{3})/.exec(line);
    if (response) {
      endAnswer();
      const [, number, status] = response as unknown as [string, string, string];
      if (!targetNumbers.has(number) || answered.has(number)) continue;
      answered.add(number);
      answer = { status, location: null };
      inHeaders = true;
      tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
      if (status.startsWith("5")) tally.serverErrors++;
      continue;
    }
    if (inHeaders) {
      if (line.trim() === "") inHeaders = false;
      else {
        const location = /^location: (\S+)/i.exec(line)?.[1];
        if (location && answer) answer.location = new URL(location, options.origin).pathname.replace(UUID, ":id");
      }
    }
  }
  endAnswer();
  return tally;
}
