import type { RequestHandler } from "express";
import type { z } from "zod";
import { AppError, zodMessage } from "./errors";

type Part = "body" | "params" | "query";

/**
 * Validates one part of the request with a zod schema and stores the parsed value in `res.locals[part]`,
 * turning the first issue into a 400 "field: message".
 */
export function validate<S extends z.ZodType>(part: Part, schema: S): RequestHandler {
  return (req, res, next) => {
    const result = schema.safeParse(part === "body" ? (req.body ?? {}) : req[part]);
    if (!result.success) return next(new AppError("bad_request:api", zodMessage(result.error)));
    res.locals[part] = result.data;
    next();
  };
}

/** Reads what `validate` stored, typed by the same schema. */
export function parsed<S extends z.ZodType>(
  locals: Record<string, unknown>,
  part: Part,
  _schema: S,
): z.infer<S> {
  return locals[part] as z.infer<S>;
}
