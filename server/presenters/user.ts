import type { User } from "../../domain/api/auth";
import type { UserRow } from "../db/schema";

/** The only shape of a user that leaves the server: no password hash, no session data. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}
