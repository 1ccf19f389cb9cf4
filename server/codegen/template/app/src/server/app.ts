import fs from "node:fs";
import path from "node:path";
import express, { type NextFunction, type Request, type Response } from "express";
import { z } from "zod";
import { bookCreateSchema, bookListQuerySchema, bookUpdateSchema, fieldErrors } from "../shared/schema";
import { createBook, deleteBookById, getBookById, listBooks, updateBookById } from "./books";
import type { Database } from "./db/client";

/** An error the final handler turns into `{ error, message, fields? }` with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string | undefined>,
  ) {
    super(message);
  }
}

function parse<T>(schema: z.ZodType<T>, value: unknown, code: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const [field, message] = Object.entries(fields)[0] ?? ["_", "Invalid input"];
  throw new HttpError(400, code, `${field}: ${message}`, fields);
}

const idSchema = z.coerce.number().int().positive();
const notFound = () => new HttpError(404, "not_found:book", "Book not found");

/** Builds the Express app; `clientDir` (the built front end) is served with an SPA fallback when it exists. */
export function createApp(options: { db: Database; clientDir?: string }): express.Express {
  const { db } = options;
  const app = express();
  app.disable("x-powered-by");
  app.use(express.json({ limit: "100kb" }));

  app.get("/api/health", (_req, res) => {
    res.json({ ok: true });
  });

  app.get("/api/books", async (req, res) => {
    res.json(await listBooks(db, parse(bookListQuerySchema, req.query, "bad_request:query")));
  });

  app.get("/api/books/:id", async (req, res) => {
    const book = await getBookById(db, parse(idSchema, req.params.id, "bad_request:id"));
    if (!book) throw notFound();
    res.json(book);
  });

  app.post("/api/books", async (req, res) => {
    res.status(201).json(await createBook(db, parse(bookCreateSchema, req.body, "bad_request:book")));
  });

  app.patch("/api/books/:id", async (req, res) => {
    const id = parse(idSchema, req.params.id, "bad_request:id");
    const book = await updateBookById(db, id, parse(bookUpdateSchema, req.body, "bad_request:book"));
    if (!book) throw notFound();
    res.json(book);
  });

  app.delete("/api/books/:id", async (req, res) => {
    if (!(await deleteBookById(db, parse(idSchema, req.params.id, "bad_request:id")))) throw notFound();
    res.status(204).end();
  });

  app.use("/api", () => {
    throw new HttpError(404, "not_found:route", "No such API route");
  });

  const clientDir = options.clientDir;
  if (clientDir && fs.existsSync(path.join(clientDir, "index.html"))) {
    app.use(express.static(clientDir, { index: false }));
    app.get("/{*splat}", (_req, res) => {
      res.sendFile(path.join(clientDir, "index.html"));
    });
  }

  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (error instanceof HttpError) {
      res.status(error.status).json({ error: error.code, message: error.message, fields: error.fields });
      return;
    }
    if (error instanceof SyntaxError && "body" in error) {
      res.status(400).json({ error: "bad_request:json", message: "The request body is not valid JSON" });
      return;
    }
    console.error(error);
    res.status(500).json({ error: "internal:server", message: "Something went wrong" });
  });
  return app;
}
