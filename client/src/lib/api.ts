import type { QueryFunction } from "@tanstack/react-query";

/**
 * The one request layer (platform.md §7–§8): credentials always, a JSON body only when there is a payload,
 * and every non-ok response becomes an error whose message is `STATUS: body` (or the status text when empty).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's readable message from a JSON error body, when it sent one. */
    readonly serverMessage: string | undefined,
  ) {
    super(message);
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  let serverMessage: string | undefined;
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === "object" && body !== null && "message" in body && typeof body.message === "string") {
      serverMessage = body.message;
    }
  } catch {
    // not JSON: the text itself is the message
  }
  throw new ApiError(res.status, `${res.status}: ${text}`, serverMessage);
}

/** The readable part of an error for a toast: the server's message when it sent one, else the whole message. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** A 400 about one field reads `"field: message"` (`"password: Password must…"`, `"items.0.name: …"`). */
const FIELD_MESSAGE = /^([A-Za-z_$][\w$]*(?:\.[\w$]+)*): ([\s\S]+)$/;

/** The field and the message of a 400 about one field, or null for any other error. */
function fieldMessage(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400 || error.serverMessage === undefined) return null;
  const match = FIELD_MESSAGE.exec(error.serverMessage);
  return match?.[1] && match[2] ? { field: match[1], message: match[2] } : null;
}

/** The server's message about one field of a 400 (`"password: …"` gives `"…"`), or null when it is about another. */
export function fieldError(error: unknown, field: string): string | null {
  const about = fieldMessage(error);
  return about?.field === field ? about.message : null;
}

/**
 * errorText for a summary or a toast beside the form's own field errors: a 400 about one field gives its message
 * alone (`"password: Password must…"` gives `"Password must…"`), any other error its errorText.
 */
export function errorTextWithoutField(error: unknown): string {
  return fieldMessage(error)?.message ?? errorText(error);
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { "Content-Type": "application/json" } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
  });
  await throwIfNotOk(res);
  return res;
}

/** JSON helper over `apiRequest`. */
export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await apiRequest(method, url, data);
  return (await res.json()) as T;
}

type On401 = "returnNull" | "throw";

/** The default loader: GET the query key's segments joined with '/'. */
export function getQueryFn<T>(options: { on401: On401 }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.join("/"), { credentials: "include" });
    if (options.on401 === "returnNull" && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
