import { count, desc, eq, ilike, or } from "drizzle-orm";
import type { Book, BookCreate, BookListQuery, BookPage, BookUpdate } from "../shared/schema";
import type { Database } from "./db/client";
import { books, type BookRow } from "./db/schema";

/** The only place that shapes a row for the API (dates as ISO strings). */
export function presentBook(row: BookRow): Book {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export async function listBooks(db: Database, query: BookListQuery): Promise<BookPage> {
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = pattern ? or(ilike(books.title, pattern), ilike(books.author, pattern)) : undefined;
  const rows = await db
    .select()
    .from(books)
    .where(where)
    .orderBy(desc(books.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db.select({ total: count() }).from(books).where(where);
  return {
    items: rows.map(presentBook),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getBookById(db: Database, id: number): Promise<Book | undefined> {
  const [row] = await db.select().from(books).where(eq(books.id, id));
  return row && presentBook(row);
}

export async function createBook(db: Database, input: BookCreate): Promise<Book> {
  const [row] = await db.insert(books).values(input).returning();
  if (!row) throw new Error("insert returned no row");
  return presentBook(row);
}

export async function updateBookById(db: Database, id: number, input: BookUpdate): Promise<Book | undefined> {
  const [row] = await db
    .update(books)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(books.id, id))
    .returning();
  return row && presentBook(row);
}

export async function deleteBookById(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(books).where(eq(books.id, id)).returning({ id: books.id });
  return rows.length > 0;
}
