import { describe, expect, it } from "vitest";
import { tallyTraffic } from "./sqlmap-traffic";

// A piece of a traffic file as sqlmap 1.7.2 writes it (`-t`, read from a real run): a refill post
// before each request to the checkout, a redirect followed (logged as `HTTP redirect`, then the
// request again with `None` for its path and the page it led to as `HTTP response`).
const traffic = `HTTP request [#1]:
POST /cart HTTP/1.1
Cookie: storefront_guest=abc
Origin: http://127.0.0.1:4000

intent=add&productId=p-1&quantity=1

HTTP redirect [#1] (303 See Other):
Location: /products/helmelk

############################################################################

HTTP request [#1]:
POST None HTTP/1.1
Origin: http://127.0.0.1:4000

intent=add&productId=p-1&quantity=1

HTTP response [#1] (303 See Other):
location: /products/helmelk
URI: http://127.0.0.1:4000/cart

HTTP request [#2]:
POST /checkout HTTP/1.1
Origin: http://127.0.0.1:4000

name=Kari&email=x%40example.com

HTTP redirect [#2] (303 See Other):
Location: /order-success/0b7d6a52-9d8c-4b7e-9e55-6a0c6d3b1f21?key=k

HTTP request [#2]:
POST None HTTP/1.1

name=Kari&email=x%40example.com

HTTP response [#2] (200 OK):
Content-Type: text/html

HTTP request [#3]:
POST /checkout HTTP/1.1

name=Kari' AND 1=2--&email=y%40example.com

HTTP response [#3] (400 Bad Request):
Content-Type: text/html

<p>location: /not-a-header</p>

HTTP request [#4]:
POST /checkout HTTP/1.1

name=Kari

HTTP response [#4] (500 Internal Server Error):
Content-Type: text/html
`;

describe("tallyTraffic", () => {
  it("counts the target's requests and first answers apart from the refills, a followed redirect once", async () => {
    const tally = await tallyTraffic(traffic.split("\n"), {
      origin: "http://127.0.0.1:4000",
      targetPath: "/checkout",
      refillPath: "/cart",
    });
    expect(tally).toEqual({
      requests: 3,
      refills: 1,
      statuses: { "303": 1, "400": 1, "500": 1 },
      // A redirect with where it went (the order's id as :id, the query left out); a Location line in a body is not a header.
      answers: { "303 /order-success/:id": 1, "400": 1, "500": 1 },
      serverErrors: 1,
    });
  });

  it("takes any path that begins where sqlmap's * mark is as the target's", async () => {
    const lines = ["HTTP request [#1]:", "GET /products/helmelk%27%20AND%201%3D1 HTTP/1.1", "", "HTTP response [#1] (404 Not Found):", ""];
    const tally = await tallyTraffic(lines, { origin: "http://127.0.0.1:4000", targetPath: "/products/helmelk*", refillPath: null });
    expect(tally).toMatchObject({ requests: 1, answers: { "404": 1 } });
  });
});
