import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../../testing/harness";

/* GET and PUT /api/settings (delivery.md §2.14, §5, §7, §9): per user, each field validated, defaults first. */

let t: TestApp;
let user: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
});

describe("settings", () => {
  it("start at the spec's defaults", async () => {
    const res = await user.agent.get("/api/settings").expect(200);
    expect(res.body).toEqual({
      autoSaveInterval: 5,
      theme: "system",
      language: "en",
      notificationsEnabled: true,
      emailNotifications: false,
      notificationEmail: "",
    });
  });

  it("save every field and keep the others when only some are sent", async () => {
    const all = {
      autoSaveInterval: 30,
      theme: "dark",
      language: "es",
      notificationsEnabled: false,
      emailNotifications: true,
      notificationEmail: "ana@example.com",
    };
    expect((await user.agent.put("/api/settings").send(all).expect(200)).body).toEqual(all);
    const some = await user.agent
      .put("/api/settings")
      .send({ theme: "light", autoSaveInterval: 1 })
      .expect(200);
    expect(some.body).toEqual({ ...all, theme: "light", autoSaveInterval: 1 });
    expect((await user.agent.get("/api/settings").expect(200)).body).toEqual(some.body);
    await user.agent.put("/api/settings").send({ autoSaveInterval: 300 }).expect(200);
  });

  it.each([
    [{ autoSaveInterval: 0 }, "autoSaveInterval: must be between 1 and 300 seconds"],
    [{ autoSaveInterval: 301 }, "autoSaveInterval: must be between 1 and 300 seconds"],
    [{ autoSaveInterval: 2.5 }, "autoSaveInterval: must be a whole number of seconds"],
    [{ autoSaveInterval: "5" }, "autoSaveInterval: must be a number of seconds"],
    [{ theme: "blue" }, "theme: must be one of: light, dark, system"],
    [{ language: "it" }, "language: must be one of: en, es, fr, de"],
    [{ notificationsEnabled: "yes" }, "notificationsEnabled: must be true or false"],
    [{ emailNotifications: 1 }, "emailNotifications: must be true or false"],
    [{ notificationEmail: "ana" }, "notificationEmail: must be an e-mail address such as ana@example.com"],
    [{ notificationEmail: 5 }, "notificationEmail: must be an e-mail address"],
    [{ notificationEmail: `${"a".repeat(250)}@x.io` }, "notificationEmail: must be at most 254 characters"],
    [{}, "Send at least one setting to change"],
  ])("refuse %j with a 400 naming the field", async (body, message) => {
    const before = (await user.agent.get("/api/settings")).body as unknown;
    const res = await user.agent.put("/api/settings").send(body).expect(400);
    expect(res.body.message).toBe(message);
    expect((await user.agent.get("/api/settings")).body).toEqual(before);
  });

  it("refuse an unknown field", async () => {
    await user.agent.put("/api/settings").send({ fontSize: 14 }).expect(400);
  });

  it("are each user's own", async () => {
    const other = await signUp(t.app);
    await user.agent.put("/api/settings").send({ language: "de" }).expect(200);
    expect((await other.agent.get("/api/settings").expect(200)).body.language).toBe("en");
  });
});
