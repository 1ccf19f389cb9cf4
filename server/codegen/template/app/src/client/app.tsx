import { Link, Route, Switch } from "wouter";
import { BookDetailPage } from "./pages/book-detail-page";
import { BookFormPage } from "./pages/book-form-page";
import { BookListPage } from "./pages/book-list-page";

export function App() {
  return (
    <div className="shell">
      <header className="topbar">
        <Link href="/" className="brand">
          Book shelf
        </Link>
        <Link href="/books/new" className="button">
          New book
        </Link>
      </header>
      <main className="content">
        <Switch>
          <Route path="/" component={BookListPage} />
          <Route path="/books/new">{() => <BookFormPage />}</Route>
          <Route path="/books/:id/edit">{(params) => <BookFormPage id={Number(params.id)} />}</Route>
          <Route path="/books/:id">{(params) => <BookDetailPage id={Number(params.id)} />}</Route>
          <Route>
            <p className="notice">Page not found.</p>
          </Route>
        </Switch>
      </main>
    </div>
  );
}
