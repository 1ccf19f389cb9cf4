import http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import os from "node:os";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getUserByUsername } from "../db/queries/users";
import { buildProject, createTestApp, signUp, type TestApp } from "../testing/harness";

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
});

let unique = 0;
const nextName = (prefix: string) => `${prefix}${(unique += 1)}-${Date.now().toString(36)}`;

/** A fresh session cookie for the shared owner, from a real sign-in (registrations are rate limited). */
async function freshCookie(): Promise<string> {
  const res = await request(t.app)
    .post("/api/login")
    .send({ username: owner.username, password: owner.password });
  expect(res.status).toBe(200);
  return sessionCookie(res);
}

function sessionCookie(res: request.Response): string {
  const raw = res.headers["set-cookie"];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.find((c) => c.startsWith("sw_session="))?.split(";")[0] ?? "";
}

type Headers = Record<string, string>;
const JSON_TYPE: Headers = { "Content-Type": "application/json" };
interface Attempt {
  /** Sends the request with the given extra headers. */
  send: (headers: Headers) => Promise<request.Response>;
  /** Passes when the request had no effect. */
  assertUnchanged: () => Promise<void>;
}

/** Every state-changing route, each preparing its own fixture so refused and accepted attempts stay independent. */
const STATE_CHANGING: { route: string; prepare: () => Promise<Attempt> }[] = [
  {
    route: "POST /api/projects",
    prepare: async () => {
      const before = (await owner.agent.get("/api/projects")).body;
      return {
        send: (h) => owner.agent.post("/api/projects").set(h).send({ name: "Forged project" }),
        assertUnchanged: async () => expect((await owner.agent.get("/api/projects")).body).toEqual(before),
      };
    },
  },
  {
    route: "PATCH /api/projects/:id",
    prepare: async () => {
      const project = await buildProject(owner.agent);
      const before = (await owner.agent.get(`/api/projects/${project.id}`)).body;
      return {
        send: (h) => owner.agent.patch(`/api/projects/${project.id}`).set(h).send({ name: "Forged name" }),
        assertUnchanged: async () =>
          expect((await owner.agent.get(`/api/projects/${project.id}`)).body).toEqual(before),
      };
    },
  },
  {
    route: "DELETE /api/projects/:id",
    prepare: async () => {
      const project = await buildProject(owner.agent);
      return {
        send: (h) => owner.agent.delete(`/api/projects/${project.id}`).set(h),
        assertUnchanged: async () =>
          expect((await owner.agent.get(`/api/projects/${project.id}`)).status).toBe(200),
      };
    },
  },
  {
    route: "POST /api/logout",
    prepare: async () => {
      const cookie = await freshCookie();
      return {
        send: (h) => request(t.app).post("/api/logout").set("Cookie", cookie).set(h),
        assertUnchanged: async () =>
          expect((await request(t.app).get("/api/user").set("Cookie", cookie)).status).toBe(200),
      };
    },
  },
  {
    route: "POST /api/login",
    prepare: async () => {
      let last: request.Response | undefined;
      return {
        send: async (h) =>
          (last = await request(t.app)
            .post("/api/login")
            .set(h)
            .send({ username: owner.username, password: owner.password })),
        assertUnchanged: async () => expect(last && sessionCookie(last)).toBe(""),
      };
    },
  },
  {
    route: "POST /api/register",
    prepare: async () => {
      const username = nextName("sec");
      return {
        send: (h) =>
          request(t.app)
            .post("/api/register")
            .set(h)
            .send({ username, password: "a fine passphrase", name: "Someone" }),
        assertUnchanged: async () =>
          expect(await getUserByUsername({ db: t.database.db, username })).toBeUndefined(),
      };
    },
  },
];

const REFUSED: [string, Headers][] = [
  ["a foreign Origin", { Origin: "http://evil.example" }],
  ["Origin: null", { Origin: "null" }],
  ["an Origin on another port of the same host", { Host: "localhost:5000", Origin: "http://localhost:5100" }],
  ["an Origin with another scheme", { Host: "localhost:5000", Origin: "https://localhost:5000" }],
  ["no Origin and Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
  ["no Origin and Sec-Fetch-Site: same-site", { "Sec-Fetch-Site": "same-site" }],
];

const ACCEPTED: [string, Headers][] = [
  ["an Origin equal to the Host it was sent to", { Host: "localhost:5000", Origin: "http://localhost:5000" }],
  ["no Origin and Sec-Fetch-Site: same-origin", { "Sec-Fetch-Site": "same-origin" }],
];

describe.each(STATE_CHANGING)("$route from another site", ({ prepare }) => {
  it.each(REFUSED)("is refused with 403 for %s, and changes nothing", async (_label, headers) => {
    const attempt = await prepare();
    const res = await attempt.send(headers);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: "forbidden:origin", message: "Cross-site request refused" });
    await attempt.assertUnchanged();
  });

  it.each(ACCEPTED)("is accepted for %s", async (_label, headers) => {
    const attempt = await prepare();
    const res = await attempt.send(headers);
    expect(res.status).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(300);
  });
});

const MISDIRECTED = {
  code: "misdirected:host",
  message: "This server does not answer to that host name. Its administrator can add it to ALLOWED_HOSTS.",
};

/** The first non-loopback address of this machine, if it has one. */
const ownAddress = Object.values(os.networkInterfaces())
  .flatMap((list) => list ?? [])
  .find((entry) => !entry.internal && entry.family === "IPv4")?.address;

describe("a request addressed to a host name this server does not answer to (DNS rebinding)", () => {
  const rebound: Headers = { Host: "attacker.example:5000", Origin: "http://attacker.example:5000" };

  it.each(STATE_CHANGING)(
    "$route is refused with 421 even with a matching Origin, and changes nothing",
    async ({ prepare }) => {
      const attempt = await prepare();
      const res = await attempt.send(rebound);
      expect(res.status).toBe(421);
      expect(res.body).toEqual(MISDIRECTED);
      await attempt.assertUnchanged();
    },
  );

  it("is refused before any handler: reads, the health check and the HTML pages", async () => {
    const html = await createTestApp({
      client: [
        (_req, res) => {
          res.type("html").send("<!doctype html><html></html>");
        },
      ],
    });
    try {
      for (const res of [
        await owner.agent.get("/api/projects").set(rebound),
        await owner.agent.get("/api/user").set("Host", "attacker.example"),
        await request(t.app).get("/healthz").set("Host", "attacker.example"),
        await request(html.app).get("/").set("Host", "attacker.example:5000"),
        await request(html.app).get("/assets/index.js").set("Host", "attacker.example"),
      ]) {
        expect(res.status).toBe(421);
        expect(res.body).toEqual(MISDIRECTED);
        expect(res.text).not.toContain("<html");
      }
      expect((await request(html.app).get("/").set("Host", "localhost:5000")).status).toBe(200);
    } finally {
      await html.close();
    }
  });

  it.each([
    "attacker.example",
    "localhost.attacker.example:5000",
    "127.0.0.1.nip.io",
    "evil.example@localhost",
    "localhost:5000/path",
    "[::2]:5000",
    "0.0.0.0:5000",
    "2130706433:5000",
  ])("refuses Host: %s", async (host) => {
    const res = await request(t.app).get("/healthz").set("Host", host);
    expect(res.status).toBe(421);
  });

  it.each([
    "localhost:5000",
    "LOCALHOST:5000",
    "localhost.:5000",
    "specwright.localhost:5000",
    "127.0.0.1",
    "127.8.9.10:80",
    "[::1]:5000",
    "[::1]",
    os.hostname(),
    `${os.hostname().toUpperCase()}:5000`,
    ...(ownAddress ? [`${ownAddress}:5000`] : []),
  ])("accepts Host: %s (loopback or this machine), port and case aside", async (host) => {
    const origin = `http://${host}`;
    const res = await owner.agent
      .post("/api/projects")
      .set({ Host: host, Origin: origin })
      .send({ name: "Reached by a known name" });
    expect(res.status).toBe(201);
  });

  it("accepts the names of ALLOWED_HOSTS and the hosts of ALLOWED_ORIGINS, and nothing else", async () => {
    const configured = await createTestApp({
      config: {
        allowedHosts: ["specwright.internal", "fd00::5"],
        allowedOrigins: ["https://Builder.Example.com"],
      },
    });
    try {
      for (const host of [
        "specwright.internal:5000",
        "SPECWRIGHT.INTERNAL",
        "[fd00::5]:80",
        "builder.example.com",
      ]) {
        expect((await request(configured.app).get("/healthz").set("Host", host)).status).toBe(200);
      }
      for (const host of ["other.internal", "internal", "example.com"]) {
        expect((await request(configured.app).get("/healthz").set("Host", host)).status).toBe(421);
      }
    } finally {
      await configured.close();
    }
  });

  it("checks X-Forwarded-Host too when a proxy is trusted", async () => {
    const proxied = await createTestApp({ config: { trustProxy: true } });
    try {
      const forwarded = (host: string) =>
        request(proxied.app).get("/healthz").set({ Host: "127.0.0.1:5000", "X-Forwarded-Host": host });
      expect((await forwarded("localhost:5000")).status).toBe(200);
      expect((await forwarded("attacker.example")).status).toBe(421);
      const untrusted = await request(t.app)
        .get("/healthz")
        .set({ Host: "127.0.0.1:5000", "X-Forwarded-Host": "attacker.example" });
      expect(untrusted.status).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it("answers an HTTP/1.0 request without a Host header (browsers always send one)", async () => {
    const server = http.createServer(t.app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const reply = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, "127.0.0.1", () => socket.end("GET /healthz HTTP/1.0\r\n\r\n"));
        let text = "";
        socket.on("data", (chunk) => (text += String(chunk)));
        socket.on("end", () => resolve(text));
        socket.on("error", reject);
      });
      expect(reply).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("request bodies", () => {
  it("answers malformed JSON with 400 and a readable message", async () => {
    for (const res of [
      await owner.agent.post("/api/projects").set(JSON_TYPE).send('{"name": '),
      await request(t.app).post("/api/login").set(JSON_TYPE).send("{username: 'x'}"),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: "bad_request:body", message: "Request body is not valid JSON" });
    }
  });

  it("answers a body over 1 MB with 413, before reading the session", async () => {
    const big = JSON.stringify({ name: "Big", description: "d".repeat(1_100_000) });
    for (const res of [
      await owner.agent.post("/api/projects").set(JSON_TYPE).send(big),
      await request(t.app).post("/api/login").set(JSON_TYPE).send(big),
    ]) {
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ code: "payload_too_large:body", message: "Request body is too large" });
    }
  });

  it.each([
    ["text/plain", '{"name":"Plain"}'],
    ["application/x-www-form-urlencoded", "name=Form"],
    [
      "multipart/form-data; boundary=x",
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nForm\r\n--x--\r\n',
    ],
  ])("refuses a %s body with 415 and creates nothing", async (type, body) => {
    const before = (await owner.agent.get("/api/projects")).body;
    const res = await owner.agent.post("/api/projects").set("Content-Type", type).send(body);
    expect(res.status).toBe(415);
    expect(res.body.code).toBe("unsupported_media_type:body");
    expect((await owner.agent.get("/api/projects")).body).toEqual(before);
  });

  it.each(["[]", '[{"name":"In an array"}]', '"a string"', "42", "null", "true"])(
    "answers the JSON body %s with 400 on every route that expects an object",
    async (body) => {
      const project = await buildProject(owner.agent);
      for (const res of [
        await owner.agent.post("/api/projects").set(JSON_TYPE).send(body),
        await owner.agent.patch(`/api/projects/${project.id}`).set(JSON_TYPE).send(body),
        await request(t.app).post("/api/register").set(JSON_TYPE).send(body),
        await request(t.app).post("/api/login").set(JSON_TYPE).send(body),
      ]) {
        expect(res.status).toBe(400);
        expect(res.body.code).toMatch(/^bad_request:/);
      }
    },
  );

  it("refuses a NUL character anywhere in a body with 400 instead of failing in the database", async () => {
    const project = await buildProject(owner.agent);
    const before = (await owner.agent.get("/api/projects")).body;
    const nul = "a\u0000b";
    for (const res of [
      await owner.agent.post("/api/projects").send({ name: nul }),
      await owner.agent.patch(`/api/projects/${project.id}`).send({ description: nul }),
      await request(t.app)
        .post("/api/register")
        .send({ username: nextName("nul"), password: "a fine passphrase", name: nul }),
      await request(t.app).post("/api/login").send({ username: nul, password: "whatever-pass" }),
      await owner.agent.post("/api/projects").send({ name: "ok", extra: [[{ deep: nul }]] }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: "bad_request:body",
        message: "Request body must not contain NUL characters (\\u0000)",
      });
    }
    expect((await owner.agent.get("/api/projects")).body).toEqual(before);
  });

  it("survives __proto__ and constructor keys without polluting Object.prototype", async () => {
    const project = await buildProject(owner.agent);
    const payload = (fields: string) =>
      `{${fields},"__proto__":{"polluted":"yes","name":"proto"},"constructor":{"prototype":{"polluted":"yes"}}}`;
    const responses = [
      await owner.agent.post("/api/projects").set(JSON_TYPE).send(payload('"name":"Proto"')),
      await owner.agent.patch(`/api/projects/${project.id}`).set(JSON_TYPE).send(payload('"name":"Proto"')),
      await request(t.app)
        .post("/api/register")
        .set(JSON_TYPE)
        .send(payload(`"username":"${nextName("proto")}","password":"a fine passphrase","name":"P"`)),
      await request(t.app)
        .post("/api/login")
        .set(JSON_TYPE)
        .send(payload('"username":"nobody","password":"whatever-pass"')),
    ];
    for (const res of responses) expect(res.status).toBeLessThan(500);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty("polluted");
    const created = responses[0];
    if (created?.status === 201) expect(created.body.name).toBe("Proto");
    expect(responses[1]?.status).toBe(400);
  });
});

describe("security headers", () => {
  const expectSecurityHeaders = (res: request.Response) => {
    const csp = String(res.headers["content-security-policy"] ?? "");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  };

  it("are sent on the health check, API answers and API errors", async () => {
    for (const res of [
      await request(t.app).get("/healthz"),
      await owner.agent.get("/api/projects"),
      await request(t.app).get("/api/projects"),
      await owner.agent.post("/api/projects").set(JSON_TYPE).send("{"),
    ]) {
      expectSecurityHeaders(res);
    }
  });

  it("are sent on HTML pages, whose scripts may come only from our own origin", async () => {
    const html = await createTestApp({
      client: [
        (_req, res) => {
          res.type("html").send("<!doctype html><html></html>");
        },
      ],
    });
    try {
      for (const path of ["/", "/projects/1"]) {
        const res = await request(html.app).get(path);
        expect(res.status).toBe(200);
        expect(res.headers["content-type"]).toMatch(/text\/html/);
        expectSecurityHeaders(res);
        expect(res.headers["x-frame-options"]).toBe("DENY");
        expect(String(res.headers["content-security-policy"])).toContain("script-src 'self';");
      }
    } finally {
      await html.close();
    }
  });
});

/** mulberry32: a small deterministic generator, so a failing fuzz case is reproducible from its iteration. */
function randomSource(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}

const UNICODE = [
  "名前",
  "𝒜𝓅𝓅",
  "\u202eevil",
  "zero\u200bwidth",
  "e\u0301",
  "🙂🙃",
  "\ud800",
  "nul\u0000byte",
  "\u00a0 ",
  "Ω≈ç√",
];

describe("malformed-input fuzz", () => {
  it("never answers 5xx to 200 mutated bodies on the JSON endpoints", async () => {
    const rng = randomSource(0x5eed);
    const project = await buildProject(owner.agent);
    const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
    const scalar = (): unknown =>
      rng.pick<() => unknown>([
        () => rng.int(2 ** 31) - 2 ** 30,
        () => rng.next() < 0.5,
        () => null,
        () => "x".repeat(rng.int(10_001)),
        () => rng.pick(UNICODE).repeat(1 + rng.int(50)),
        () => [rng.pick(UNICODE), 1, null],
        () => ({ nested: { deeper: rng.pick(UNICODE) } }),
        () => "",
        () => "   ",
        () => 1e308,
      ])();

    const endpoints = [
      {
        send: (body: string) => owner.agent.post("/api/projects").set(JSON_TYPE).send(body),
        valid: () => ({ name: "Fuzz", description: "Fuzzed project" }),
      },
      {
        send: (body: string) => owner.agent.patch(`/api/projects/${project.id}`).set(JSON_TYPE).send(body),
        valid: () => ({ name: "Fuzz", description: "Fuzzed" }),
      },
      {
        send: (body: string) => request(t.app).post("/api/register").set(JSON_TYPE).send(body),
        valid: () => ({ username: nextName("fz"), password: "a fine passphrase", name: "Fuzz" }),
      },
      {
        send: (body: string) => request(t.app).post("/api/login").set(JSON_TYPE).send(body),
        valid: () => ({ username: owner.username, password: "wrong password" }),
      },
    ];

    const failures: string[] = [];
    for (let i = 0; i < 200; i += 1) {
      // Keep the rate limiters out of the way so every body reaches validation and the handler.
      for (const ip of ["::ffff:127.0.0.1", "127.0.0.1", "::1"]) t.limiters.registerPerAddress.reset(ip);
      t.limiters.login.reset();
      const endpoint = endpoints[i % endpoints.length];
      if (!endpoint) continue;
      const body: Record<string, unknown> = endpoint.valid();
      const keys = Object.keys(body);
      const mutations = 1 + rng.int(3);
      for (let m = 0; m < mutations; m += 1) {
        const kind = rng.int(4);
        const key = rng.pick(keys);
        if (kind === 0) body[key] = scalar();
        else if (kind === 1) delete body[key];
        else if (kind === 2)
          body[rng.pick(["ownerId", "id", "status", "role", "isAdmin", rng.pick(UNICODE)])] = scalar();
        else body[key] = `${String(body[key] ?? "")}${rng.pick(UNICODE)}`;
      }
      let text = JSON.stringify(body);
      if (rng.next() < 0.1) text = `{"name":${nested(1 + rng.int(5_000))}}`;
      const res = await endpoint.send(text);
      if (res.status >= 500)
        failures.push(`#${i} ${res.status} ${text.slice(0, 200)} -> ${JSON.stringify(res.body)}`);
    }
    expect(failures).toEqual([]);
  });
});
