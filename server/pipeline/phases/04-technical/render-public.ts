import type { ApiModel } from "../../../../domain/artifacts/04-api-model";
import type { Entity } from "../../../../domain/artifacts/04-data-model";
import type { UiModel } from "../../../../domain/artifacts/04-ui-model";
import { joinWords } from "../../../engines/embedded/text";
import { code, joinInline, md, paragraph, type Markdown } from "../../markdown";

/*
 * What the technical documents say about public reading (issue 17 point 4): which rows visitors may read (database
 * design), which operations answer without the session cookie (API specification) and which pages visitors see
 * (frontend architecture). Nothing for an app without accounts or without public entities.
 */

/** The database design's paragraph on an entity visitors may read; null for the others. */
export function publicEntityPart(entity: Entity, accounts: boolean): string | null {
  if (!accounts || !entity.publicRead) return null;
  const states = entity.publicStates ?? [];
  const which =
    states.length > 0
      ? ` whose state is ${joinWords(
          states.map((s) => code(s).markdown),
          "or",
        )} (the others only after signing in)`
      : "";
  const owner = entity.ownedByUser ? ", never the account that created a row" : "";
  return paragraph(
    md(
      `**Public reading**: visitors who have not signed in may list and read the rows${which}: the columns above${owner}. ` +
        "They never see the accounts table or any password; creating, changing and deleting rows need sign-in.",
    ),
  );
}

/** The API specification's sentence on the operations that answer without the cookie; null when none does. */
export function publicOperationsSentence(model: ApiModel): Markdown | null {
  if (model.auth.kind !== "session-cookie") return null;
  const open = model.resources.flatMap((r) => (r.entity === null ? [] : r.operations.filter((o) => !o.auth)));
  if (open.length === 0) return null;
  const list = joinInline(
    open.map((o) => md(`${code(o.method.toUpperCase()).markdown} ${code(o.path).markdown}`)),
  );
  return md(
    `Public reads: visitors who have not signed in may call ${list.markdown} without the cookie (the OpenAPI ` +
      `document gives them no security requirement; every other operation requires ${code("cookieAuth").markdown}). ` +
      "With the cookie they answer as for any signed-in user. Every write needs the cookie.",
  );
}

/** The frontend architecture's sentence on the pages visitors see; null when every page needs sign-in. */
export function publicPagesSentence(model: UiModel): string | null {
  if (!model.routes.some((r) => r.requiresAuth)) return null;
  const open = model.routes.filter((r) => {
    const page = model.pages.find((p) => p.id === r.pageId);
    return !r.requiresAuth && page !== undefined && page.kind !== "sign-in" && page.kind !== "sign-up";
  });
  if (open.length === 0) return null;
  const list = joinInline(open.map((r) => code(r.path))).markdown;
  return (
    `Visitors who have not signed in see the public pages ${list}, a navigation bar with them and a Sign in ` +
    "link; they get no buttons to create, change or delete rows."
  );
}
