import type { ApiModel, Operation } from "../../../../domain/artifacts/04-api-model";
import type { CodegenInput } from "../../types";

/**
 * The four account operations of an app with accounts (data.accounts), found by meaning whatever their paths or
 * ids, and the standard ones added where the API model lacks them. Used by the server generator (routes, tests,
 * test support), the client generator (api.ts, the auth pages) and the README. Pure and deterministic.
 *
 * An auth operation is
 * - logout: a DELETE, or its id/summary/path says log out or sign out;
 * - me: a GET (it returns the signed-in user);
 * - register: its request schema has username and password and other fields too, or (no such schema) its
 *   id/summary/path says register or sign up;
 * - login: its request schema has exactly username and password, or its id/summary/path says log in or sign in.
 * Anything else is not derivable (a placeholder answering 501).
 *
 * Added operations: an app with accounts always gets sign-up, sign-in, sign-out and "who am I"; the ones the API
 * model lacks are added at the standard paths /api/auth/register, /api/auth/login, /api/auth/logout and
 * /api/auth/me (when another operation of the model already takes that method and path, under /api/accounts/).
 */

export type AuthRole = "register" | "login" | "logout" | "me";
export const AUTH_ROLES: readonly AuthRole[] = ["register", "login", "me", "logout"];

export interface AuthEndpoint {
  role: AuthRole;
  op: Operation;
  /** Not in the API model: added at the standard path. */
  added: boolean;
  /** The success status the route answers with (the model's first 2xx, else the standard one). */
  status: number;
}

export interface AuthPlan {
  /** Every auth operation of the model that is one of the four (first of each role first). */
  classified: AuthEndpoint[];
  /** The endpoint used for each role (the model's first, else the added one). */
  register: AuthEndpoint;
  login: AuthEndpoint;
  logout: AuthEndpoint;
  me: AuthEndpoint;
  /** Operations added at the standard paths (in role order). */
  added: Operation[];
}

const DEFAULT_STATUS: Record<AuthRole, number> = { register: 201, login: 200, logout: 204, me: 200 };

const SUMMARY: Record<AuthRole, string> = {
  register: "Create an account and sign in",
  login: "Sign in",
  logout: "Sign out",
  me: "The signed-in user",
};

function schemaProperties(api: ApiModel, name: string | null): string[] | null {
  if (name === null) return null;
  const schema = api.schemas[name];
  const properties = schema?.properties;
  if (typeof properties !== "object" || properties === null) return null;
  return Object.keys(properties);
}

/** The role of an auth operation, or null when its meaning cannot be told. */
export function authRole(api: ApiModel, op: Operation): AuthRole | null {
  const words = `${op.id} ${op.summary} ${op.path}`.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  if (op.method === "delete" || /\b(log|sign) ?-?out\b|\blogout\b|\bsignout\b/.test(words)) return "logout";
  if (op.method === "get") return "me";
  const props = schemaProperties(api, op.requestSchema);
  if (props && props.includes("username") && props.includes("password"))
    return props.length > 2 ? "register" : "login";
  if (/\bregist|\bsign ?-?up\b|\bsignup\b/.test(words)) return "register";
  if (/\b(log|sign) ?-?in\b|\blogin\b|\bsignin\b/.test(words)) return "login";
  return null;
}

function successStatus(op: Operation, role: AuthRole): number {
  return op.statusCodes.find((s) => s.code >= 200 && s.code < 300)?.code ?? DEFAULT_STATUS[role];
}

function addedOperation(role: AuthRole, taken: Set<string>): Operation {
  const method = role === "me" ? "get" : "post";
  let path = `/api/auth/${role}`;
  if (taken.has(`${method} ${path}`)) path = `/api/accounts/${role}`;
  taken.add(`${method} ${path}`);
  const statusCodes: Operation["statusCodes"] = [{ code: DEFAULT_STATUS[role], description: SUMMARY[role] }];
  if (role === "register") statusCodes.push({ code: 409, description: "Username taken" });
  if (role === "login") statusCodes.push({ code: 401, description: "Wrong username or password" });
  if (role === "me") statusCodes.push({ code: 401, description: "Not signed in" });
  return {
    id: { register: "register", login: "login", logout: "logout", me: "me" }[role],
    kind: "auth",
    method,
    path,
    summary: SUMMARY[role],
    requestSchema: role === "register" ? "RegisterInput" : role === "login" ? "Credentials" : null,
    responseSchema: role === "logout" ? null : "User",
    query: [],
    statusCodes,
    auth: role === "me" || role === "logout",
    serves: [],
  };
}

/** The auth plan of an app with accounts; null without accounts. */
export function authPlan(input: Pick<CodegenInput, "api" | "data">): AuthPlan | null {
  if (!input.data.accounts) return null;
  const ops = input.api.resources.flatMap((r) => r.operations);
  const classified: AuthEndpoint[] = [];
  for (const op of ops.filter((o) => o.kind === "auth")) {
    const role = authRole(input.api, op);
    if (role) classified.push({ role, op, added: false, status: successStatus(op, role) });
  }
  const taken = new Set(ops.map((o) => `${o.method} ${o.path.replace(/\{[^}]+\}/g, "{}")}`));
  const usedIds = new Set(ops.map((o) => o.id));
  const added: Operation[] = [];
  const pick = (role: AuthRole): AuthEndpoint => {
    const found = classified.find((c) => c.role === role);
    if (found) return found;
    const op = addedOperation(role, taken);
    let id = op.id;
    for (let n = 2; usedIds.has(id); n += 1) id = `${op.id}${n}`;
    usedIds.add(id);
    const endpoint = { role, op: { ...op, id }, added: true, status: DEFAULT_STATUS[role] };
    added.push(endpoint.op);
    return endpoint;
  };
  const register = pick("register");
  const login = pick("login");
  const me = pick("me");
  const logout = pick("logout");
  return { classified, register, login, logout, me, added };
}
