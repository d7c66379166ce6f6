import http from "node:http";

export interface RawPostAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Body bytes the client had written when the answer arrived. */
  sentWhenAnswered: number;
}

export interface RawPostOptions {
  /** Sent without a Content-Length, in chunks. */
  chunked?: boolean;
  /** Only the headers are sent, and the answer awaited (the body would follow it). */
  holdBody?: boolean;
  headers?: http.OutgoingHttpHeaders;
}

/**
 * POSTs to `url` as a client that keeps writing `total` bytes in 16 kB pieces (declared as its
 * Content-Length, or chunked) until the answer comes, and answers the response with how
 * much of the body had gone when it came.
 */
export function rawPost(url: string, total: number, options: RawPostOptions = {}): Promise<RawPostAnswer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request(url, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        ...(options.chunked ? { "transfer-encoding": "chunked" } : { "content-length": String(total) }),
        ...options.headers,
      },
    });
    request.on("response", (response) => {
      answered = true;
      const sentWhenAnswered = sent;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, sentWhenAnswered });
        request.destroy();
      });
    });
    // Writes after the server closed the connection fail: the answer is what counts (it may be read just after the failed write).
    request.on("error", (error) => setTimeout(() => (answered ? undefined : reject(error)), 200));
    request.flushHeaders();
    if (options.holdBody) return;
    const piece = Buffer.alloc(16 * 1024, "a");
    // One piece per turn of the event loop, so that an answer that comes early is read (as a browser reads it while it sends).
    const write = () => {
      if (answered) return;
      if (sent >= total) return void request.end();
      const size = Math.min(piece.length, total - sent);
      sent += size;
      if (request.write(piece.subarray(0, size))) setImmediate(write);
      else request.once("drain", write);
    };
    write();
  });
}
