import { useState } from "react";
import { Link } from "wouter";
import type { BookPage } from "../../shared/schema";
import { api } from "../api";
import { useLoad, type LoadState } from "../use-load";

const PAGE_SIZE = 20;

export function BookListPage() {
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [state, reload] = useLoad(`${q}|${page}`, () => api.listBooks({ q, page, pageSize: PAGE_SIZE }));
  return (
    <BookList
      state={state}
      q={q}
      onSearch={(value) => {
        setQ(value);
        setPage(1);
      }}
      onPage={setPage}
      onRetry={reload}
    />
  );
}

/** The list as a pure view of its state, so tests render it without a server. */
export function BookList(props: {
  state: LoadState<BookPage>;
  q: string;
  onSearch: (q: string) => void;
  onPage: (page: number) => void;
  onRetry: () => void;
}) {
  const { state } = props;
  return (
    <section>
      <div className="toolbar">
        <h1>Books</h1>
        <input
          type="search"
          aria-label="Search books"
          placeholder="Search by title or author"
          value={props.q}
          onChange={(event) => props.onSearch(event.target.value)}
        />
      </div>
      {state.status === "loading" && <p className="notice">Loading…</p>}
      {state.status === "error" && (
        <div className="notice error" role="alert">
          <p>Could not load books: {state.message}</p>
          <button type="button" onClick={props.onRetry}>
            Try again
          </button>
        </div>
      )}
      {state.status === "ready" && state.data.items.length === 0 && (
        <div className="notice empty">
          <p>{props.q ? `No books match “${props.q}”.` : "No books yet."}</p>
          <Link href="/books/new" className="button">
            Add the first book
          </Link>
        </div>
      )}
      {state.status === "ready" && state.data.items.length > 0 && (
        <>
          <table className="table">
            <thead>
              <tr>
                <th>Title</th>
                <th>Author</th>
                <th>Year</th>
                <th>Available</th>
              </tr>
            </thead>
            <tbody>
              {state.data.items.map((book) => (
                <tr key={book.id}>
                  <td>
                    <Link href={`/books/${book.id}`}>{book.title}</Link>
                  </td>
                  <td>{book.author || "—"}</td>
                  <td>{book.publishedYear ?? "—"}</td>
                  <td>{book.available ? "Yes" : "No"}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            page={state.data.page}
            pageSize={state.data.pageSize}
            total={state.data.total}
            onPage={props.onPage}
          />
        </>
      )}
    </section>
  );
}

function Pager(props: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  return (
    <nav className="pager" aria-label="Pages">
      <button type="button" disabled={props.page <= 1} onClick={() => props.onPage(props.page - 1)}>
        Previous
      </button>
      <span>
        Page {props.page} of {pages} · {props.total} books
      </span>
      <button type="button" disabled={props.page >= pages} onClick={() => props.onPage(props.page + 1)}>
        Next
      </button>
    </nav>
  );
}
