import { describe, expect, it } from "vitest";
import { analyseApp } from "./index";
import { asFiles, smallApp, smallModels } from "./testing";

const models = smallModels();
const analyse = (change: (app: Record<string, string>) => void = () => {}) => {
  const app = smallApp();
  change(app);
  return analyseApp(asFiles(app), models);
};
const edit = (app: Record<string, string>, path: string, from: string | RegExp, to: string) => {
  const before = app[path] ?? "";
  const after = before.replace(from, to);
  expect(after, `${path} should contain ${String(from)}`).not.toBe(before);
  app[path] = after;
};

describe("analyseApp on a complete hand-written app", () => {
  it("measures every area at 100; a quality the design addresses (NFR-1) is left out of the requirements", () => {
    const analysis = analyse();
    expect(analysis.database).toMatchObject({ coverage: 100, implemented: 6, total: 6 });
    expect(analysis.api).toMatchObject({ coverage: 100, implemented: 3, total: 3, gaps: [] });
    expect(analysis.frontend).toMatchObject({ coverage: 100, implemented: 2, total: 2, gaps: [] });
    expect(analysis.stack).toMatchObject({ coverage: 100, implemented: 3, total: 3 });
    expect(analysis.stack.gaps).toEqual([
      "Kubernetes (Hosting) is not checkable: no known package shows it in package.json",
    ]);
    expect(analysis.advanced).toMatchObject({ coverage: 100, gaps: [] });
    expect(analysis.overallAccuracy).toBe(100);
    expect(analysis.requirements).toMatchObject({ served: ["FR-1", "FR-2"], traced: ["FR-1", "FR-2"] });
    expect(analysis.requirements.checks.map((c) => [c.id, c.status])).toEqual([
      ["FR-1", "tested"],
      ["FR-2", "tested"],
      ["NFR-1", "design"],
    ]);
    expect(analysis.requirementCoverage).toEqual({ coverage: 100, implemented: 2, total: 2, gaps: [] });
  });

  it("counts files, lines, tests and the modules tests reach", () => {
    const { quality } = analyse();
    expect(quality).toMatchObject({ files: 16, testFiles: 2, testCases: 3 });
    expect(quality.linesOfCode).toBeGreaterThan(80);
    expect(quality).toMatchObject({
      routeModules: 1,
      routeModulesTested: 1,
      pageModules: 2,
      pageModulesTested: 2,
    });
  });

  it("recommends running the app when nothing is missing", () => {
    expect(analyse().recommendations).toEqual([
      expect.stringContaining("Every requirement and every element of the approved models"),
    ]);
  });
});

describe("database", () => {
  it("names a table missing from schema.ts and counts it out", () => {
    const analysis = analyse((app) =>
      edit(app, "src/server/db/schema.ts", 'pgTable("tags"', 'notATable("tags"'),
    );
    expect(analysis.database).toMatchObject({ implemented: 5, total: 6, coverage: 83.3 });
    expect(analysis.database.gaps).toEqual([
      "Table tags (entity Tag) is not declared in src/server/db/schema.ts",
    ]);
    expect(analysis.gaps).toContainEqual({
      area: "database",
      message: "Table tags (entity Tag) is not declared in src/server/db/schema.ts",
    });
    expect(analysis.overallAccuracy).toBe(95.8);
  });

  it("names a join table missing from the migration; commented-out statements do not count", () => {
    const analysis = analyse((app) =>
      edit(
        app,
        "src/server/db/migrations/0000_init.sql",
        /CREATE TABLE "book_tags".*\n/,
        `-- CREATE TABLE "book_tags" (x int);\n/* CREATE TABLE book_tags (x int); */\nSELECT 'CREATE TABLE book_tags (x int)';\n`,
      ),
    );
    expect(analysis.database.gaps).toEqual([
      "Table book_tags (join table of Book.tags) is not created by a migration in src/server/db/migrations/",
    ]);
  });

  it("reports a missing column as a gap without changing the figures", () => {
    const analysis = analyse((app) =>
      edit(app, "src/server/db/schema.ts", '  author: text("author").notNull(),\n', ""),
    );
    expect(analysis.database.coverage).toBe(100);
    expect(analysis.database.gaps).toEqual([
      "Column books.author (Book.author) is not declared in src/server/db/schema.ts",
    ]);
  });
});

describe("api", () => {
  it("counts a route whose handler calls notImplemented as a placeholder, even when a test calls it", () => {
    const analysis = analyse((app) =>
      edit(
        app,
        "src/server/routes/books.ts",
        `(req, res) => {
    res.json({ id: req.params.id });
  }`,
        `() => {
    notImplemented("getBook", "Get one book");
  }`,
      ),
    );
    const placeholder =
      "GET /api/books/{id} (getBook) is a placeholder: its behaviour cannot be derived from the models";
    expect(analysis.api.gaps).toEqual([placeholder]);
    expect(analysis.api).toMatchObject({ implemented: 2, total: 3 });
    expect(analysis.recommendations[0]).toBe(
      "Write the 1 placeholder operation by hand (getBook): the models do not describe their behaviour, so their routes answer 501.",
    );
    expect(analysis.recommendations.join(" ")).not.toContain("no test calls");
  });

  it("does not count a route registered with the wrong method, and says which method it has", () => {
    const analysis = analyse((app) =>
      edit(
        app,
        "src/server/routes/books.ts",
        'router.get("/api/books/:id"',
        'router.delete("/api/books/:id"',
      ),
    );
    expect(analysis.api.implemented).toBe(2.25);
    expect(analysis.api.coverage).toBe(75);
    expect(analysis.api.gaps).toEqual([
      "GET /api/books/{id} (getBook) has no route: the path is registered only for DELETE",
    ]);
  });

  it("ignores paths in comments, plain strings and test files", () => {
    const analysis = analyse((app) => {
      edit(
        app,
        "src/server/routes/books.ts",
        /router\.post\("\/api\/books", \(req, res\) => \{\n.*\n {2}\}\);/,
        "",
      );
      app["src/server/notes.ts"] = [
        '// router.post("/api/books", handler)',
        'export const path = "/api/books";',
        'export const doc = { post: "/api/books" };',
        "",
      ].join("\n");
      app["src/server/more.test.ts"] = 'declare const router: any;\nrouter.post("/api/books", () => {});\n';
    });
    expect(analysis.api.gaps).toEqual([
      "POST /api/books (createBook) has no route: the path is registered only for GET",
    ]);
  });

  it("accepts another parameter name and counts a test path given as a template literal", () => {
    const analysis = analyse((app) =>
      edit(app, "src/server/routes/books.ts", "/api/books/:id", "/api/books/:bookId"),
    );
    expect(analysis.api.coverage).toBe(100);
  });

  it("gives 3/4 to a route no test calls and names it", () => {
    const analysis = analyse((app) =>
      edit(app, "src/server/routes/books.test.ts", /await request\(app\)\.get\(`[^`]+`\);/, ""),
    );
    expect(analysis.api.implemented).toBe(2.75);
    expect(analysis.api.gaps).toEqual(["GET /api/books/{id} (getBook) is not exercised by any API test"]);
    expect(analysis.recommendations).toContain(
      "Write API tests for the 1 operation no test calls; pass 3 generates them.",
    );
  });

  it("counts requests made in a test support module that only tests import", () => {
    const support = 'export const make = (agent: any) => agent.get("/api/books/7");\n';
    const removeGet = (app: Record<string, string>) =>
      edit(app, "src/server/routes/books.test.ts", /await request\(app\)\.get\(`[^`]+`\);/, "");
    const helped = analyse((app) => {
      removeGet(app);
      app["src/server/test-support.ts"] = support;
      edit(
        app,
        "src/server/routes/books.test.ts",
        "const app = {};",
        'import { make } from "../test-support";\nconst app = make;',
      );
    });
    expect(helped.api.coverage).toBe(100);
    const appCode = analyse((app) => {
      removeGet(app);
      app["src/server/test-support.ts"] = support;
      edit(
        app,
        "src/server/routes/books.test.ts",
        "const app = {};",
        'import { make } from "../test-support";\nconst app = make;',
      );
      app["src/server/index.ts"] = 'import { make } from "./test-support";\nvoid make;\n';
    });
    expect(appCode.api.gaps).toEqual(["GET /api/books/{id} (getBook) is not exercised by any API test"]);
  });

  it("notes a route that an earlier parameter route of the same file answers first", () => {
    const withTotals = smallModels();
    const books = withTotals.api.resources[0];
    const getBook = books?.operations[1];
    if (!books || !getBook) throw new Error("the small model has books");
    books.operations.push({ ...getBook, id: "bookTotals", path: "/api/books/totals" });
    const app = smallApp();
    edit(
      app,
      "src/server/routes/books.ts",
      "  router.post(",
      '  router.get("/api/books/totals", () => {});\n  router.post(',
    );
    const analysis = analyseApp(asFiles(app), withTotals);
    expect(analysis.api.gaps).toEqual([
      "GET /api/books/totals (bookTotals) is registered after GET /api/books/:id in src/server/routes/books.ts, which answers its requests first",
      "GET /api/books/totals (bookTotals) is not exercised by any API test",
    ]);
    expect(analysis.api.implemented).toBe(3.75);
  });

  it("does not count a test that only mentions a path in a string", () => {
    const analysis = analyse((app) =>
      edit(
        app,
        "src/server/routes/books.test.ts",
        /await request\(app\)\.get\(`[^`]+`\);/,
        'const p = "/api/books/1"; void p;',
      ),
    );
    expect(analysis.api.gaps).toEqual(["GET /api/books/{id} (getBook) is not exercised by any API test"]);
  });
});

describe("frontend", () => {
  it('accepts route paths given as {"…"} and names a route that is not registered', () => {
    expect(analyse().frontend.coverage).toBe(100);
    const analysis = analyse((app) => edit(app, "src/client/app.tsx", '<Route path="/books" ', "<Home "));
    expect(analysis.frontend.gaps).toEqual([
      "Page books-list: route /books is not registered as a <Route> in src/client/app.tsx",
    ]);
    expect(analysis.frontend.implemented).toBe(1.25);
  });

  it("names a form field without an input", () => {
    const analysis = analyse((app) =>
      edit(app, "src/client/pages/book-create.tsx", '<input name={"author"} />', ""),
    );
    expect(analysis.frontend.gaps).toEqual([
      "Page book-create: the <form> in src/client/pages/book-create.tsx has no input named author (form book-form)",
    ]);
  });

  it("needs a real <form>, and inputs outside it do not count", () => {
    const analysis = analyse((app) => {
      edit(app, "src/client/pages/book-create.tsx", "<form>", "<div>");
      edit(app, "src/client/pages/book-create.tsx", "</form>", "</div>");
    });
    expect(analysis.frontend.gaps).toEqual([
      "Page book-create: src/client/pages/book-create.tsx has no <form> for form book-form",
    ]);
  });

  it("takes <relation>Id(s) for a relation field, from a component the page imports", () => {
    const analysis = analyse((app) =>
      edit(app, "src/client/components/tag-picker.tsx", 'name="tagIds"', 'name="labels"'),
    );
    expect(analysis.frontend.gaps).toEqual([
      "Page book-create: the <form> in src/client/pages/book-create.tsx has no input named tags (form book-form)",
    ]);
  });

  it("gives the last quarter to pages a test imports", () => {
    const analysis = analyse((app) =>
      edit(app, "src/client/pages.test.tsx", /import \{ BooksList \}.*\n/, ""),
    );
    expect(analysis.frontend.gaps).toEqual([
      "Page books-list: no UI test imports src/client/pages/books-list.tsx",
    ]);
    expect(analysis.frontend.implemented).toBe(1.75);
  });

  it("names a missing page module", () => {
    const analysis = analyse((app) => delete app["src/client/pages/books-list.tsx"]);
    expect(analysis.frontend.gaps).toEqual([
      "Page books-list (Books): its module src/client/pages/books-list.tsx is missing",
      "Page books-list: no UI test imports src/client/pages/books-list.tsx",
    ]);
    expect(analysis.frontend.implemented).toBe(1);
  });
});

describe("stack", () => {
  it("names a technology package.json does not declare, and engines.node for Node.js", () => {
    const analysis = analyse((app) => {
      app["package.json"] = JSON.stringify({ dependencies: { react: "19" } });
    });
    expect(analysis.stack).toMatchObject({ implemented: 1, total: 3 });
    expect(analysis.stack.gaps).toEqual([
      "Express.js is not declared in package.json (package express)",
      "Node.js: package.json has no engines.node version",
      "Kubernetes (Hosting) is not checkable: no known package shows it in package.json",
    ]);
  });

  it("reports an invalid package.json", () => {
    const analysis = analyse((app) => (app["package.json"] = "{ nope"));
    expect(analysis.stack.coverage).toBe(0);
    expect(analysis.stack.gaps[0]).toBe("package.json is not valid JSON");
  });
});

describe("advanced", () => {
  it("names missing delivery files, seed module and search", () => {
    const analysis = analyse((app) => {
      edit(app, "src/client/pages.test.tsx", "NFR-1: ", "");
      delete app.Dockerfile;
      delete app["src/server/db/seed.ts"];
      edit(app, "src/server/routes/books.ts", "const { q } = req.query;", "const q = 1;");
      edit(app, "src/server/routes/books.ts", 'String(q ?? "")', '""');
      app["src/server/data/book.ts"] =
        "export async function listBooks(_q: string) { return { items: [] }; }\n";
    });
    expect(analysis.advanced.gaps).toEqual([
      "Search on books-list: the list route GET /api/books (listBooks) does not read q",
      "Seed data: no seed module in src/server (entities Book have seed rows)",
      "Delivery: Dockerfile is missing",
    ]);
    expect(analysis.requirements.traced).toEqual(["FR-1", "FR-2"]);
    expect(analysis.overallAccuracy).toBe(100);
  });
});
