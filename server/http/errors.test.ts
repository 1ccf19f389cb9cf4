import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../testing/harness";

/* The final error handler: what a request that fails before any handler runs is answered. */

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
});

describe("a path with a malformed %-escape", () => {
  const JSON_TYPE = { "Content-Type": "application/json" };
  const send = {
    GET: (path: string) => owner.agent.get(path),
    DELETE: (path: string) => owner.agent.delete(path),
    POST: (path: string) => owner.agent.post(path).set(JSON_TYPE).send("{}"),
    PUT: (path: string) => owner.agent.put(path).set(JSON_TYPE).send("{}"),
    PATCH: (path: string) => owner.agent.patch(path).set(JSON_TYPE).send("{}"),
  };

  it.each([
    ["GET", "/api/projects/%E0%A4%A"],
    ["PATCH", "/api/projects/%E0%A4%A"],
    ["DELETE", "/api/projects/%zz"],
    ["GET", "/api/projects/%zz/requirements"],
    ["GET", "/api/projects/1/conversations/%E0%A4%A"],
    ["POST", "/api/projects/1/conversations/Requirements%20AI%/messages"],
    ["PATCH", "/api/meetings/%zz"],
    ["GET", "/api/meetings/%zz/ics"],
    ["GET", "/api/documents/%zz"],
    ["PUT", "/api/generated-code-files/%E0%A4%A"],
    ["GET", "/api/deployments/%"],
  ] as const)("answers %s %s with a readable 400, never a 500", async (method, path) => {
    const res = await send[method](path);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: "bad_request:route", message: "The address has a malformed %-escape" });
  });

  it("still answers 401 first when there is no session", async () => {
    expect((await request(t.app).get("/api/projects/%E0%A4%A")).status).toBe(401);
  });
});
