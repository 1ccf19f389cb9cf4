import { z } from "zod";

/** The fields a user edits; shared by the form (client-side checks) and the API (server-side checks). */
export const bookFields = z.object({
  title: z.string().trim().min(1, "Title is required").max(200, "Title is at most 200 characters"),
  author: z.string().trim().max(200, "Author is at most 200 characters"),
  publishedYear: z
    .number({ error: "Published year must be a whole number" })
    .int("Published year must be a whole number")
    .min(0, "Published year cannot be negative")
    .max(9999, "Published year has at most 4 digits")
    .nullable(),
  available: z.boolean({ error: "Available must be true or false" }),
});

/** POST body: only the title is required; the database supplies the other defaults. */
export const bookCreateSchema = bookFields.partial().required({ title: true });
/** PATCH body: any subset of the fields. */
export const bookUpdateSchema = bookFields.partial();

export type BookCreate = z.infer<typeof bookCreateSchema>;
export type BookUpdate = z.infer<typeof bookUpdateSchema>;

/** A book as the API returns it. */
export const bookSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string(),
  publishedYear: z.number().int().nullable(),
  available: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Book = z.infer<typeof bookSchema>;

/** Query string of GET /api/books. */
export const bookListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().trim().max(200).optional(),
});
export type BookListQuery = z.infer<typeof bookListQuerySchema>;

export type BookPage = { items: Book[]; total: number; page: number; pageSize: number };

/** Field name → first message, the shape both the form and the API error body use. */
export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    out[key] ??= issue.message;
  }
  return out;
}
