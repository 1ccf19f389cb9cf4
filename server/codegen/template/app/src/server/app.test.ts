import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { openDatabase, type DatabaseHandle } from "./db/client";

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await openDatabase({}); // in-memory PGlite, migrated like production
  app = createApp({ db: database.db });
});
afterAll(async () => {
  await database.close();
});

describe("books API", () => {
  it("reports health", async () => {
    await request(app).get("/api/health").expect(200, { ok: true });
  });

  it("creates, reads, updates, lists and deletes a book", async () => {
    const created = await request(app)
      .post("/api/books")
      .send({ title: "Dune", author: "Frank Herbert", publishedYear: 1965 })
      .expect(201);
    expect(created.body).toMatchObject({
      title: "Dune",
      author: "Frank Herbert",
      publishedYear: 1965,
      available: true,
    });
    const id: number = created.body.id;

    await request(app)
      .get(`/api/books/${id}`)
      .expect(200)
      .expect((res) => expect(res.body.title).toBe("Dune"));
    const patched = await request(app).patch(`/api/books/${id}`).send({ available: false }).expect(200);
    expect(patched.body).toMatchObject({ title: "Dune", available: false });

    const list = await request(app).get("/api/books").query({ q: "herbert" }).expect(200);
    expect(list.body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(list.body.items[0].id).toBe(id);

    await request(app).delete(`/api/books/${id}`).expect(204);
    await request(app).get(`/api/books/${id}`).expect(404);
  });

  it("pages and searches the list", async () => {
    for (const title of ["Alpha", "Beta", "Gamma"])
      await request(app).post("/api/books").send({ title }).expect(201);
    const page = await request(app).get("/api/books").query({ page: 2, pageSize: 2 }).expect(200);
    expect(page.body.items).toHaveLength(1);
    expect(page.body.total).toBe(3);
    const none = await request(app).get("/api/books").query({ q: "zzz" }).expect(200);
    expect(none.body).toMatchObject({ items: [], total: 0 });
  });

  it("rejects a book without a title with a field message", async () => {
    const res = await request(app).post("/api/books").send({ author: "Nobody" }).expect(400);
    expect(res.body.error).toBe("bad_request:book");
    expect(res.body.message).toMatch(/^title: /);
    expect(res.body.fields.title).toBeTruthy();
  });

  it("rejects a year that is not a whole number", async () => {
    const res = await request(app).post("/api/books").send({ title: "X", publishedYear: 19.5 }).expect(400);
    expect(res.body.fields.publishedYear).toBe("Published year must be a whole number");
  });

  it("answers 404 for a missing book and an unknown route", async () => {
    await request(app).get("/api/books/999999").expect(404);
    await request(app).patch("/api/books/999999").send({ title: "Y" }).expect(404);
    await request(app).delete("/api/books/999999").expect(404);
    await request(app).get("/api/nothing").expect(404);
    await request(app).get("/api/books/abc").expect(400);
  });
});
