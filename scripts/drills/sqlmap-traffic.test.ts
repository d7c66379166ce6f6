import { describe, expect, it } from "vitest";
import { tallyTraffic } from "./sqlmap-traffic";

// A piece of a traffic file as sqlmap 1.7 writes it (`-t`): a refill post before each request to
// the checkout, one refill's answer logged after the next request.
const traffic = `HTTP request [#1]:
POST /cart HTTP/1.1
Cookie: storefront_session=abc
Origin: http://127.0.0.1:4000

intent=add&productId=p-1&quantity=1

HTTP request [#2]:
POST /checkout HTTP/1.1
Origin: http://127.0.0.1:4000

name=Kari&email=x%40example.com

HTTP response [#1] (303 See Other):
Location: /products/helmelk
Content-Length: 0

HTTP response [#2] (303 See Other):
Location: /order-success/0b7d6a52-9d8c-4b7e-9e55-6a0c6d3b1f21?key=k
Content-Length: 0

HTTP request [#3]:
POST /cart HTTP/1.1

intent=add

HTTP response [#3] (303 See Other):
Location: /products/helmelk

HTTP request [#4]:
POST /checkout HTTP/1.1

name=Kari' AND 1=2--&email=y%40example.com

HTTP response [#4] (400 Bad Request):
Content-Type: text/html

<p>location: /not-a-header</p>

HTTP request [#5]:
POST /checkout HTTP/1.1

name=Kari

HTTP request [#6]:
GET /order-success/0b7d6a52-9d8c-4b7e-9e55-6a0c6d3b1f21?key=k HTTP/1.1

HTTP response [#6] (200 OK):
Content-Type: text/html

HTTP response [#5] (500 Internal Server Error):
Content-Type: text/html
`;

describe("tallyTraffic", () => {
  it("counts the target's requests and answers apart from the refills, matching answers to requests by number", async () => {
    const tally = await tallyTraffic(traffic.split("\n"), {
      origin: "http://127.0.0.1:4000",
      targetPath: "/checkout",
      refillPath: "/cart",
    });
    expect(tally).toEqual({
      requests: 3,
      refills: 2,
      // The order page sqlmap went to after a 303: neither the target's request nor its answer.
      followed: 1,
      statuses: { "303": 1, "400": 1, "500": 1 },
      // A redirect with where it went (the order's id as :id, the query left out); a Location line in a body is not a header.
      answers: { "303 /order-success/:id": 1, "400": 1, "500": 1 },
      serverErrors: 1,
    });
  });

  it("counts the refill's path as a followed redirect when there is no refill", async () => {
    const tally = await tallyTraffic(traffic.split("\n"), { origin: "http://127.0.0.1:4000", targetPath: "/checkout", refillPath: null });
    expect(tally.requests).toBe(3);
    expect(tally.refills).toBe(0);
    expect(tally.followed).toBe(3);
    expect(tally.answers["303 /order-success/:id"]).toBe(1);
  });

  it("takes any path that begins where sqlmap's * mark is as the target's", async () => {
    const lines = ["HTTP request [#1]:", "GET /products/helmelk%27%20AND%201%3D1 HTTP/1.1", "", "HTTP response [#1] (404 Not Found):", ""];
    const tally = await tallyTraffic(lines, { origin: "http://127.0.0.1:4000", targetPath: "/products/helmelk*", refillPath: null });
    expect(tally).toMatchObject({ requests: 1, followed: 0, answers: { "404": 1 } });
  });
});
