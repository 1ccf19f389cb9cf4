import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

  it("refuses a duplicate username regardless of case with 409", async () => {
    await signUp(t.app, { username: "grace" });
    const res = await request(t.app)
      .post("/api/register")
      .send({ username: "GRACE", password: "compiler first", name: "Grace" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Username is already taken");
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

describe("login rate limiting", () => {
  it("answers 429 with Retry-After after 10 failures on one account, and the password works again after the window", async () => {
    const { username, password } = await signUp(t.app);
    for (let i = 0; i < 10; i += 1) {
      const res = await request(t.app)
        .post("/api/login")
        .send({ username, password: `wrong-${i}-password` });
      expect(res.status).toBe(401);
    }
    const blocked = await request(t.app).post("/api/login").send({ username, password });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(blocked.body.message).toMatch(/Too many attempts/);
    t.clock.now = new Date(t.clock.now.getTime() + 16 * 60_000);
    expect((await request(t.app).post("/api/login").send({ username, password })).status).toBe(200);
  });

  it("limits failures per address across accounts", async () => {
    t.limiters.loginPerAddress.reset("::ffff:127.0.0.1");
    let lastStatus = 0;
    for (let i = 0; i < 51; i += 1) {
      lastStatus = (
        await request(t.app)
          .post("/api/login")
          .send({ username: `ghost${i}`, password: "whatever-pass" })
      ).status;
    }
    expect(lastStatus).toBe(429);
    t.clock.now = new Date(t.clock.now.getTime() + 16 * 60_000);
  });
});
