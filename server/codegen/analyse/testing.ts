import type { CodegenModels } from "../types";
import type { AppFile } from "./facts";

/**
 * A tiny model (Book with tags, one resource, two pages) and a hand-written app that implements it completely,
 * for the analyser's rule tests. Tests change one file of `smallApp()` and look at the figures and gaps.
 */

const field = (name: string, column: string, label: string) => ({
  name,
  column,
  label,
  type: "string" as const,
  required: true,
  unique: false,
});

const operation = (
  id: string,
  kind: "list" | "get" | "create",
  method: "get" | "post",
  path: string,
  serves: string[],
) => ({
  id,
  kind,
  method,
  path,
  summary: id,
  requestSchema: null,
  responseSchema: null,
  query: [],
  statusCodes: [{ code: 200, description: "OK" }],
  auth: false,
  serves,
});

const requirement = (
  id: string,
  type: "functional" | "non-functional",
  title: string,
  description: string,
): CodegenModels["requirements"]["requirements"][number] => ({
  id,
  type,
  title,
  description,
  priority: "must",
  status: "confirmed",
  source: "checklist",
  featureId: null,
  category: type === "non-functional" ? "performance" : null,
  acceptanceCriteria: [description],
});

/** The SRS of the small app: adding books, seeing them, and a quality the design addresses (NFR-1). */
function smallRequirements(): CodegenModels["requirements"] {
  return {
    product: {
      name: "Shelf",
      purpose: "Keep a shelf of books",
      scope: "s",
      perspective: "p",
      goals: [],
      successMeasures: [],
      platform: "web",
    },
    definitions: [],
    references: [],
    userClasses: [],
    authentication: { required: false, roles: [] },
    features: [],
    requirements: [
      requirement(
        "FR-1",
        "functional",
        "Add books",
        "Users must be able to add books with their title and author.",
      ),
      requirement("FR-2", "functional", "See the books", "Users must be able to see the list of books."),
      requirement(
        "NFR-1",
        "non-functional",
        "Pages respond within 2 seconds",
        "Pages must respond within 2 seconds.",
      ),
    ],
    capabilities: [],
    dataEntities: [],
    externalInterfaces: { user: [], software: [], hardware: [], communications: [] },
    constraints: [],
    assumptions: [],
    dependencies: [],
    delivery: { phased: false, firstRelease: null, deadline: null, hosting: null },
  };
}

export function smallModels(): CodegenModels {
  return {
    requirements: smallRequirements(),
    design: {
      overview: "o",
      architectureStyle: "a",
      components: [
        {
          id: "api",
          name: "API",
          kind: "server",
          description: "",
          responsibilities: [],
          technologies: [],
          serves: ["NFR-9"],
        },
      ],
      dataFlows: [],
      keyFlow: { name: "k", serves: [], steps: [] },
      technologyStack: [
        { layer: "Client", technology: "React", version: "19", rationale: "r" },
        { layer: "Server", technology: "Express.js", version: "5", rationale: "r" },
        { layer: "Runtime", technology: "Node.js", version: "20", rationale: "r" },
        { layer: "Hosting", technology: "Kubernetes", version: null, rationale: "r" },
      ],
      deployment: { environment: "", units: [], configuration: [] },
      security: [],
      nonFunctional: [{ requirementId: "NFR-1", strategy: "Pages are served from one small bundle" }],
    },
    data: {
      accounts: false,
      entities: [
        {
          name: "Book",
          plural: "Books",
          table: "books",
          label: "Book",
          description: "A book",
          fields: [field("title", "title", "Title"), field("author", "author", "Author")],
          relations: [
            {
              name: "tags",
              target: "Tag",
              kind: "many-to-many",
              required: false,
              joinTable: "book_tags",
              onDelete: "cascade",
            },
          ],
          indexes: [],
          seed: [{ title: "Dune", author: "Frank Herbert" }],
          ownedByUser: false,
          serves: ["FR-1"],
        },
        {
          name: "Tag",
          plural: "Tags",
          table: "tags",
          label: "Tag",
          description: "A tag",
          fields: [field("name", "name", "Name")],
          relations: [],
          indexes: [],
          seed: [],
          ownedByUser: false,
          serves: ["NFR-1"],
        },
      ],
    },
    api: {
      title: "t",
      version: "1",
      basePath: "/api",
      auth: { kind: "none", description: "" },
      resources: [
        {
          name: "books",
          entity: "Book",
          description: "",
          operations: [
            operation("listBooks", "list", "get", "/api/books", ["FR-2"]),
            operation("getBook", "get", "get", "/api/books/{id}", ["FR-2"]),
            operation("createBook", "create", "post", "/api/books", ["FR-1"]),
          ],
        },
      ],
      schemas: {},
    },
    ui: {
      appName: "Shelf",
      routes: [
        { path: "/books", pageId: "books-list", requiresAuth: false },
        { path: "/books/new", pageId: "book-create", requiresAuth: false },
      ],
      pages: [
        {
          id: "books-list",
          kind: "list",
          title: "Books",
          entity: "Book",
          components: [],
          columns: ["title"],
          searchable: true,
          formId: null,
          serves: ["FR-2"],
        },
        {
          id: "book-create",
          kind: "create",
          title: "New book",
          entity: "Book",
          components: [],
          columns: [],
          searchable: false,
          formId: "book-form",
          serves: ["FR-1"],
        },
      ],
      forms: [
        {
          id: "book-form",
          entity: "Book",
          fields: [
            { name: "title", label: "Title", input: "text", required: true, validation: [] },
            { name: "author", label: "Author", input: "text", required: true, validation: [] },
            {
              name: "tags",
              label: "Tags",
              input: "relation",
              required: false,
              relationTo: "Tag",
              validation: [],
            },
          ],
        },
      ],
      navigation: [],
      state: { server: "", client: [] },
    },
  };
}

const SCHEMA = `import { integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";

export const books = pgTable("books", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  author: text("author").notNull(),
  createdAt: timestamp("created_at").notNull(),
  updatedAt: timestamp("updated_at").notNull(),
});

export const tags = pgTable("tags", {
  id: serial().primaryKey(),
  name: text("name").notNull(),
  created_at: timestamp().notNull(),
  updated_at: timestamp().notNull(),
});

export const bookTags = pgTable(
  "book_tags",
  { book_id: integer().notNull(), tag_id: integer().notNull() },
  (t) => [primaryKey({ columns: [t.book_id, t.tag_id] })],
);
`;

const MIGRATION = `CREATE TABLE "books" (
  "id" serial PRIMARY KEY NOT NULL,
  "title" text NOT NULL,
  "author" text NOT NULL,
  "created_at" timestamptz NOT NULL,
  "updated_at" timestamptz NOT NULL
);
--> statement-breakpoint
create table if not exists public.Tags (id serial primary key, name text not null, created_at timestamptz, updated_at timestamptz);
CREATE TABLE "book_tags" ("book_id" integer NOT NULL, "tag_id" integer NOT NULL, PRIMARY KEY ("book_id", "tag_id"));
`;

const ROUTES = `import type { Router } from "express";
import { listBooks } from "../data/book";

export function bookRoutes(router: Router) {
  router.get("/api/books", async (req, res) => {
    const { q } = req.query;
    res.json(await listBooks(String(q ?? "")));
  });
  router.get("/api/books/:id", (req, res) => {
    res.json({ id: req.params.id });
  });
  router.post("/api/books", (req, res) => {
    res.status(201).json(req.body);
  });
}
`;

const DATA = `export async function listBooks(q: string) {
  return { items: [], q };
}
`;

const APP_TSX = `import { Route, Switch } from "wouter";
import { BooksList } from "./pages/books-list";
import { BookCreate } from "./pages/book-create";

export function App() {
  return (
    <Switch>
      <Route path="/books" component={BooksList} />
      <Route path={"/books/new"}>{() => <BookCreate />}</Route>
    </Switch>
  );
}
`;

const LIST_PAGE = `export function BooksList() {
  return <p>Books</p>;
}
`;

const CREATE_PAGE = `import { TagPicker } from "../components/tag-picker";

export function BookCreate() {
  return (
    <form>
      <input name="title" />
      <input name={"author"} />
      <TagPicker />
    </form>
  );
}
`;

const TAG_PICKER = `export function TagPicker() {
  return <select name="tagIds" multiple />;
}
`;

const API_TEST = `import request from "supertest";
import { describe, it } from "vitest";
const app = {};

describe("books API", () => {
  it("FR-1, FR-2: creates and reads a book", async () => {
    const created = await request(app).post("/api/books").send({ title: "Dune" });
    await request(app).get(\`/api/books/\${created.body.id}\`);
    await request(app).get("/api/books?q=dune");
  });
});
`;

const UI_TEST = `import { it } from "vitest";
import { BooksList } from "./pages/books-list";
import { BookCreate } from "../client/pages/book-create";

it(\`NFR-1: renders the pages\`, () => {
  void BooksList;
  void BookCreate;
});
it("renders again", () => {});
`;

const PACKAGE = JSON.stringify({
  name: "shelf",
  engines: { node: ">=20" },
  dependencies: { react: "19.3.1", express: "5.3.0" },
  devDependencies: { vitest: "4.1.12" },
});

/** A complete app for smallModels(), as path → content. */
export function smallApp(): Record<string, string> {
  return {
    "package.json": PACKAGE,
    "src/server/db/schema.ts": SCHEMA,
    "src/server/db/migrations/0000_init.sql": MIGRATION,
    "src/server/routes/books.ts": ROUTES,
    "src/server/data/book.ts": DATA,
    "src/server/db/seed.ts": "export const seed = [];\n",
    "src/server/routes/books.test.ts": API_TEST,
    "src/client/app.tsx": APP_TSX,
    "src/client/pages/books-list.tsx": LIST_PAGE,
    "src/client/pages/book-create.tsx": CREATE_PAGE,
    "src/client/components/tag-picker.tsx": TAG_PICKER,
    "src/client/pages.test.tsx": UI_TEST,
    "README.md": "# Shelf\n",
    Dockerfile: "FROM node:20\n",
    "docker-compose.yml": "services: {}\n",
    ".env.example": "PORT=3000\n",
  };
}

export const asFiles = (app: Record<string, string>): AppFile[] =>
  Object.entries(app).map(([path, content]) => ({ path, content }));
