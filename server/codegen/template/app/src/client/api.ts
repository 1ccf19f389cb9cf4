import type { Book, BookCreate, BookPage, BookUpdate } from "../shared/schema";

/** A non-ok response; `message` reads `STATUS: server message`, `fields` carries per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Partial<Record<string, string>> = {},
  ) {
    super(`${status}: ${message}`);
  }
}

async function request<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => ({}));
  if (!response.ok) {
    const payload = (data ?? {}) as { message?: string; fields?: Partial<Record<string, string>> };
    throw new ApiError(response.status, payload.message ?? response.statusText, payload.fields);
  }
  return data as T;
}

export const api = {
  listBooks: (params: { page: number; pageSize: number; q: string }) =>
    request<BookPage>(
      "GET",
      `/api/books?${new URLSearchParams({ ...params, page: String(params.page), pageSize: String(params.pageSize) })}`,
    ),
  getBook: (id: number) => request<Book>("GET", `/api/books/${id}`),
  createBook: (input: BookCreate) => request<Book>("POST", "/api/books", input),
  updateBook: (id: number, input: BookUpdate) => request<Book>("PATCH", `/api/books/${id}`, input),
  deleteBook: (id: number) => request<void>("DELETE", `/api/books/${id}`),
};
