import { useState } from "react";
import { Link, useLocation } from "wouter";
import type { Book } from "../../shared/schema";
import { api } from "../api";
import { useLoad } from "../use-load";

export function BookDetailPage(props: { id: number }) {
  const [state, reload] = useLoad(String(props.id), () => api.getBook(props.id));
  const [, navigate] = useLocation();
  const [deleteError, setDeleteError] = useState<string>();

  if (state.status === "loading") return <p className="notice">Loading…</p>;
  if (state.status === "error") {
    return (
      <div className="notice error" role="alert">
        <p>Could not load the book: {state.message}</p>
        <button type="button" onClick={reload}>
          Try again
        </button>
      </div>
    );
  }
  async function handleDelete() {
    if (!window.confirm("Delete this book?")) return;
    try {
      await api.deleteBook(props.id);
      navigate("/");
    } catch (error) {
      setDeleteError(error instanceof Error ? error.message : String(error));
    }
  }
  return <BookDetail book={state.data} deleteError={deleteError} onDelete={() => void handleDelete()} />;
}

export function BookDetail(props: { book: Book; deleteError?: string; onDelete: () => void }) {
  const { book } = props;
  return (
    <article className="card">
      <h1>{book.title}</h1>
      <dl className="fields">
        <dt>Author</dt>
        <dd>{book.author || "—"}</dd>
        <dt>Published</dt>
        <dd>{book.publishedYear ?? "—"}</dd>
        <dt>Available</dt>
        <dd>{book.available ? "Yes" : "No"}</dd>
      </dl>
      {props.deleteError && (
        <p className="field-error" role="alert">
          {props.deleteError}
        </p>
      )}
      <div className="actions">
        <Link href={`/books/${book.id}/edit`} className="button">
          Edit
        </Link>
        <button type="button" className="danger" onClick={props.onDelete}>
          Delete
        </button>
        <Link href="/">Back to the list</Link>
      </div>
    </article>
  );
}
