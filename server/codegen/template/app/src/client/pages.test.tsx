import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import { describe, expect, it } from "vitest";
import type { Book } from "../shared/schema";
import { BookDetail } from "./pages/book-detail-page";
import { BookForm, emptyBookForm, validateBookForm } from "./pages/book-form-page";
import { BookList } from "./pages/book-list-page";

const noop = () => {};
const book: Book = {
  id: 7,
  title: "Dune",
  author: "Frank Herbert",
  publishedYear: 1965,
  available: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};
const render = (node: ReactNode) => renderToString(<Router ssrPath="/">{node}</Router>);

describe("book list", () => {
  it("shows each book with a link to its page", () => {
    const html = render(
      <BookList
        state={{ status: "ready", data: { items: [book], total: 1, page: 1, pageSize: 20 } }}
        q=""
        onSearch={noop}
        onPage={noop}
        onRetry={noop}
      />,
    );
    expect(html).toContain('href="/books/7"');
    expect(html).toContain("Frank Herbert");
    expect(html).toContain("Page <!-- -->1<!-- --> of <!-- -->1");
  });

  it("shows an empty state and an error state", () => {
    const empty = render(
      <BookList
        state={{ status: "ready", data: { items: [], total: 0, page: 1, pageSize: 20 } }}
        q=""
        onSearch={noop}
        onPage={noop}
        onRetry={noop}
      />,
    );
    expect(empty).toContain("No books yet.");
    const failed = render(
      <BookList
        state={{ status: "error", message: "500: boom" }}
        q=""
        onSearch={noop}
        onPage={noop}
        onRetry={noop}
      />,
    );
    expect(failed).toContain("Could not load books: <!-- -->500: boom");
  });
});

describe("book form", () => {
  it("validates with the shared schema", () => {
    const result = validateBookForm({ ...emptyBookForm, publishedYear: "19x" });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(expect.arrayContaining(["title", "publishedYear"]));
    expect(
      validateBookForm({ ...emptyBookForm, title: "Dune", publishedYear: "1965" }).data?.publishedYear,
    ).toBe(1965);
  });

  it("renders field errors next to their inputs", () => {
    const html = render(
      <BookForm
        title="New book"
        values={emptyBookForm}
        errors={{ title: "Title is required" }}
        saving={false}
        onChange={noop}
        onSubmit={noop}
        cancelHref="/"
      />,
    );
    expect(html).toContain("Title is required");
    expect(html).toContain('aria-invalid="true"');
  });

  it("renders a book's details", () => {
    const html = render(<BookDetail book={book} onDelete={noop} />);
    expect(html).toContain("Dune");
    expect(html).toContain('href="/books/7/edit"');
  });
});
