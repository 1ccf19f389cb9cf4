import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_WEAK_MESSAGES } from "../../../domain/api/auth";
import { getUserByUsername } from "../../db/queries/users";
import { createTestApp, signUp, type TestApp } from "../../testing/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const cookieOf = (res: request.Response): string => {
  const raw = res.headers["set-cookie"];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.find((c) => c.startsWith("sw_session=")) ?? "";
};

describe("registration", () => {
  it("creates the account, signs the user in and never returns the password hash", async () => {
    const res = await request(t.app)
      .post("/api/register")
      .send({ username: "ada", password: "analytical engine", name: "Ada Lovelace" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: "ada", name: "Ada Lovelace", role: null });
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt|password|hash/i);
    const cookie = cookieOf(res);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    const token = cookie.split(";")[0]?.split("=")[1] ?? "";
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
  });

  it("sets a host-only session cookie (no Domain), so it never reaches a preview on another host name", async () => {
    const user = { username: "hedy", password: "frequency hopping", name: "Hedy Lamarr" };
    const registered = await request(t.app).post("/api/register").set("Host", "localhost:5000").send(user);
    const login = await request(t.app).post("/api/login").set("Host", "127.0.0.1:5000").send(user);
    for (const res of [registered, login]) {
      expect(cookieOf(res)).toMatch(/^sw_session=/);
      expect(cookieOf(res)).not.toMatch(/;\s*Domain=/i);
    }
  });

  it("refuses a duplicate username regardless of case with 409", async () => {
    await signUp(t.app, { username: "grace" });
    const res = await request(t.app)
      .post("/api/register")
      .send({ username: "GRACE", password: "compiler first", name: "Grace" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Username is already taken");
  });

  it.each([
    ["12345678", "password: Password is too common; choose one that is harder to guess"],
    ["password", "password: Password is too common; choose one that is harder to guess"],
    ["Password1", "password: Password is too common; choose one that is harder to guess"],
    ["ILoveYou ", "password: Password is too common; choose one that is harder to guess"],
    [" ".repeat(8), "password: Password must not be only spaces"],
    ["\t\u00a0\u2003     ", "password: Password must not be only spaces"],
    ["Margaret.H", "password: Password must not be the same as the username"],
    ["MARGARET.H", "password: Password must not be the same as the username"],
    ["aaaaaaaa", `password: ${PASSWORD_WEAK_MESSAGES.repeat}`],
    ["abcabcabcabc", `password: ${PASSWORD_WEAK_MESSAGES.repeat}`],
    ["abcdefgh", `password: ${PASSWORD_WEAK_MESSAGES.sequence}`],
    ["98765432", `password: ${PASSWORD_WEAK_MESSAGES.sequence}`],
    ["hamilton1936", `password: ${PASSWORD_WEAK_MESSAGES.personal}`],
    ["letmein2024", `password: ${PASSWORD_WEAK_MESSAGES.other}`],
  ])("refuses the password %j with a readable 400 and creates no account", async (password, message) => {
    const res = await request(t.app)
      .post("/api/register")
      .send({ username: "margaret.h", password, name: "Margaret Hamilton" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: "bad_request:api", message });
    expect(cookieOf(res)).toBe("");
    expect(await getUserByUsername({ db: t.database.db, username: "margaret.h" })).toBeUndefined();
  });

  it("still answers 409 for a taken name once the password is acceptable", async () => {
    await signUp(t.app, { username: "katherine" });
    const common = await request(t.app)
      .post("/api/register")
      .send({ username: "Katherine", password: "password", name: "K" });
    expect(common.status).toBe(400);
    const taken = await request(t.app)
      .post("/api/register")
      .send({ username: "Katherine", password: "orbital mechanics", name: "K" });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ code: "conflict:username", message: "Username is already taken" });
  });

  it.each([
    [{ username: "bob", password: "short", name: "Bob" }, "password: Password must be at least 8 characters"],
    [
      { username: "bob", password: "x".repeat(257), name: "Bob" },
      "password: Password must be at most 256 characters",
    ],
    [
      { username: "b", password: "long enough", name: "Bob" },
      "username: Username must be at least 3 characters",
    ],
    [
      { username: "b".repeat(41), password: "long enough", name: "Bob" },
      "username: Username must be at most 40 characters",
    ],
    [
      { username: "bob smith", password: "long enough", name: "Bob" },
      "username: Username may contain only letters, digits, '.', '_' and '-'",
    ],
    [{ username: "bob", password: "long enough", name: "" }, "name: Full name is required"],
    [
      { username: "bob", password: "long enough", name: "n".repeat(101) },
      "name: Full name must be at most 100 characters",
    ],
    [{ username: "bob", password: "long enough" }, "name: Full name is required"],
    [{ username: 42, password: "long enough", name: "Bob" }, "username: Username is required"],
  ])("refuses %j with a readable 400", async (body, message) => {
    const res = await request(t.app).post("/api/register").send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe("sign-in and sessions", () => {
  it("signs in with the right password and answers GET /api/user", async () => {
    const { username, password } = await signUp(t.app);
    const agent = request.agent(t.app);
    const login = await agent.post("/api/login").send({ username, password });
    expect(login.status).toBe(200);
    expect(login.body.username).toBe(username);
    const me = await agent.get("/api/user");
    expect(me.status).toBe(200);
    expect(me.body.username).toBe(username);
  });

  it("gives the same 401 for a wrong password and an unknown user", async () => {
    const { username } = await signUp(t.app);
    const wrong = await request(t.app).post("/api/login").send({ username, password: "not the password" });
    const unknown = await request(t.app)
      .post("/api/login")
      .send({ username: "nobody-here", password: "not the password" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe("Invalid username or password");
  });

  it("answers 401 on GET /api/user without a session", async () => {
    const res = await request(t.app).get("/api/user");
    expect(res.status).toBe(401);
  });

  it("issues a new session token on every sign-in and ends the old one", async () => {
    const { username, password, agent } = await signUp(t.app);
    const before = (await agent.get("/api/user")).status;
    expect(before).toBe(200);
    const first =
      cookieOf(await request(t.app).post("/api/login").send({ username, password })).split(";")[0] ?? "";
    const second = await request(t.app).post("/api/login").set("Cookie", first).send({ username, password });
    const secondCookie = cookieOf(second).split(";")[0] ?? "";
    expect(secondCookie).not.toBe(first);
    expect((await request(t.app).get("/api/user").set("Cookie", first)).status).toBe(401);
    expect((await request(t.app).get("/api/user").set("Cookie", secondCookie)).status).toBe(200);
  });

  it("ends the session for good on logout: replaying the old cookie is refused", async () => {
    const { username, password } = await signUp(t.app);
    const cookie =
      cookieOf(await request(t.app).post("/api/login").send({ username, password })).split(";")[0] ?? "";
    const out = await request(t.app).post("/api/logout").set("Cookie", cookie);
    expect(out.status).toBe(200);
    expect(cookieOf(out)).toMatch(/sw_session=;/);
    expect((await request(t.app).get("/api/user").set("Cookie", cookie)).status).toBe(401);
  });

  it("expires a session after the idle limit and after its absolute lifetime", async () => {
    const { agent } = await signUp(t.app);
    t.clock.now = new Date(t.clock.now.getTime() + 3 * 3_600_000);
    expect((await agent.get("/api/user")).status).toBe(401);

    const fresh = await signUp(t.app);
    for (let hour = 0; hour < 13; hour += 1) {
      t.clock.now = new Date(t.clock.now.getTime() + 3_600_000);
      const status = (await fresh.agent.get("/api/user")).status;
      if (hour < 11) expect(status).toBe(200);
      else expect(status).toBe(401);
    }
  });

  it("ignores a forged or malformed cookie", async () => {
    expect((await request(t.app).get("/api/user").set("Cookie", "sw_session=forged")).status).toBe(401);
    expect((await request(t.app).get("/api/user").set("Cookie", "sw_session=%E0%A4%A")).status).toBe(401);
  });

  it("refuses logout without a session", async () => {
    expect((await request(t.app).post("/api/logout")).status).toBe(401);
  });
});

describe("login throttling", () => {
  // Behind a trusted proxy, so that X-Forwarded-For stands for the client's address.
  let p: TestApp;
  beforeAll(async () => {
    p = await createTestApp({ config: { trustProxy: true } });
  });
  afterAll(async () => {
    await p.close();
  });

  const login = (address: string, username: string, password: string) =>
    request(p.app).post("/api/login").set("X-Forwarded-For", address).send({ username, password });
  const wait = (seconds: number) => {
    p.clock.now = new Date(p.clock.now.getTime() + seconds * 1000);
  };
  /** Registers from the given address (which the account then trusts). */
  const register = async (address: string) => {
    const username = `victim${Math.random().toString(36).slice(2, 8)}`;
    const password = "correct horse battery";
    const res = await request(p.app)
      .post("/api/register")
      .set("X-Forwarded-For", address)
      .send({ username, password, name: "Victim" });
    expect(res.status).toBe(201);
    return { username, password };
  };

  it("delays an (account, address) pair with a growing Retry-After after 5 failures, without checking the password meanwhile", async () => {
    const { username, password } = await register("198.51.100.1");
    const address = "198.51.100.2";
    for (let i = 0; i < 5; i += 1)
      expect((await login(address, username, `wrong-${i}-pass`)).status).toBe(401);
    for (const expected of [1, 2, 4, 8]) {
      const blocked = await login(address, username, password);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers["retry-after"])).toBe(expected);
      expect(blocked.body.message).toBe(
        `Too many attempts. Try again in ${expected} second${expected === 1 ? "" : "s"}.`,
      );
      wait(expected);
      expect((await login(address, username, "still-wrong-pass")).status).toBe(401);
    }
    expect(Number((await login(address, username, password)).headers["retry-after"])).toBe(16);
    wait(16);
    expect((await login(address, username, password)).status).toBe(200);
    expect((await login(address, username, "a typo here")).status).toBe(401);
  });

  it(
    "lets a user sign in with the right password, from their own address or a new one, after 50 failures from another address",
    { timeout: 120_000 },
    async () => {
      const { username, password } = await register("198.51.100.10");
      const attacker = "203.0.113.66";
      const waits: number[] = [];
      for (let failures = 0; failures < 50;) {
        const res = await login(attacker, username, `guess-${failures}-pass`);
        if (res.status === 429) {
          const seconds = Number(res.headers["retry-after"]);
          waits.push(seconds);
          wait(seconds);
          continue;
        }
        expect(res.status).toBe(401);
        failures += 1;
      }
      expect((await login("198.51.100.10", username, password)).status).toBe(200);
      expect((await login("198.51.100.11", username, password)).status).toBe(200);
      expect((await login(attacker, username, password)).status).toBe(429);
      expect(waits.slice(0, 5)).toEqual([1, 2, 4, 8, 16]);
      expect(waits).toEqual([...waits].sort((a, b) => a - b));
      expect(Math.max(...waits)).toBe(15 * 60);
    },
  );

  it("slows guesses at one account from 12 addresses: the 11th waits, the owner's own address does not", async () => {
    const { username, password } = await register("198.51.100.50");
    for (let i = 0; i < 10; i += 1)
      expect((await login(`203.0.115.${i}`, username, `spread-guess-${i}`)).status).toBe(401);
    const slowed = await login("203.0.115.10", username, password);
    expect(slowed.status).toBe(429);
    expect(slowed.headers["retry-after"]).toBe("1");
    expect(slowed.body).toEqual({
      code: "rate_limited:auth",
      message: "Too many attempts. Try again in 1 second.",
    });
    expect((await login("198.51.100.50", username, password)).status).toBe(200);
    wait(1);
    expect((await login("203.0.115.11", username, "spread-guess-11")).status).toBe(401);
    expect(Number((await login("203.0.115.12", username, "spread-guess-12")).headers["retry-after"])).toBe(2);
  });

  it(
    "caps an account at 85 failures an hour over all addresses, yet its owner still signs in from their own address",
    { timeout: 120_000 },
    async () => {
      const { username, password } = await register("198.51.100.20");
      const firstAt = p.clock.now.getTime();
      for (let failures = 0; failures < 85;) {
        const res = await login(`203.0.114.${failures}`, username, "botnet-guess");
        if (res.status === 429) {
          // The account's own delay: at most 30 s between guesses from anywhere.
          expect(Number(res.headers["retry-after"])).toBeLessThanOrEqual(30);
          wait(Number(res.headers["retry-after"]));
          continue;
        }
        expect(res.status).toBe(401);
        failures += 1;
      }
      const capped = await login("203.0.114.200", username, "botnet-guess");
      expect(capped.status).toBe(429);
      const untilHourEnds = (firstAt + 3_600_000 - p.clock.now.getTime()) / 1000;
      expect(Number(capped.headers["retry-after"])).toBe(Math.ceil(untilHourEnds));
      expect((await login("198.51.100.21", username, password)).status).toBe(429);
      expect((await login("198.51.100.20", username, password)).status).toBe(200);
      wait(3600);
      expect((await login("198.51.100.21", username, password)).status).toBe(200);
    },
  );

  it(
    "refuses an address after 100 failures an hour over all accounts, but not a user signing in from elsewhere",
    { timeout: 120_000 },
    async () => {
      const { username, password } = await register("198.51.100.30");
      const sprayer = "203.0.113.99";
      for (let i = 0; i < 100; i += 1) {
        expect((await login(sprayer, `ghost${i}`, "whatever-pass")).status).toBe(401);
      }
      expect((await login(sprayer, "ghost100", "whatever-pass")).status).toBe(429);
      expect((await login(sprayer, username, password)).status).toBe(429);
      expect((await login("198.51.100.31", username, password)).status).toBe(200);
      wait(3600);
      expect((await login(sprayer, username, password)).status).toBe(200);
    },
  );

  it("refuses the 31st registration from an address in an hour, before weighing its password", async () => {
    const from = (address: string, username: string, password: string) =>
      request(p.app)
        .post("/api/register")
        .set("X-Forwarded-For", address)
        .send({ username, password, name: "Busy" });
    for (let i = 0; i < 30; i += 1)
      expect((await from("203.0.113.160", `busy${i}`, "correct horse battery")).status).toBe(201);
    const refused = await from("203.0.113.160", "busy30", "correct horse battery");
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("rate_limited:auth");
    expect((await from("203.0.113.160", "busy31", "aaaaaaaa")).status).toBe(429);
    expect((await from("203.0.113.161", "busy32", "aaaaaaaa")).status).toBe(400);
    expect((await from("203.0.113.161", "busy32", "correct horse battery")).status).toBe(201);
  });

  it("counts parallel attempts as they start: of 20 wrong passwords sent at once, at most 5 are checked", async () => {
    const { username } = await register("198.51.100.40");
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login("203.0.113.140", username, `parallel-${i}-pass`)),
    );
    expect(statuses.filter((res) => res.status === 401)).toHaveLength(5);
    expect(statuses.filter((res) => res.status === 429)).toHaveLength(15);
  });
});
