import { describe, expect, it } from "vitest";
import { apiModelSchema } from "../../../domain/artifacts/04-api-model";
import { dataModelSchema } from "../../../domain/artifacts/04-data-model";
import { uiModelSchema } from "../../../domain/artifacts/04-ui-model";
import { buildApiModel } from "../../pipeline/phases/04-technical/build-api";
import { buildUiModel } from "../../pipeline/phases/04-technical/build-ui";
import { helpDeskInput, teamBlogDerivedInput, teamBlogInput } from "../testing/models";
import type { GeneratedFile } from "../types";
import { generateApp } from "./index";

/**
 * Fast checks of public reading in generated apps (issue 17 point 4): the team blog written by hand (roles, posts
 * visitors see once published, public comments, private subscribers) and derived from its requirements. The real
 * apps are installed, type-checked, built, tested and served in ../generated-public.test.ts.
 */

const hand = teamBlogInput();
const derived = teamBlogDerivedInput();

function file(files: readonly GeneratedFile[], path: string): string {
  const found = files.find((f) => f.path === path);
  if (!found) throw new Error(`no ${path}`);
  return found.content;
}

/** The body of one route registration, from its `// operationId:` comment to the next. */
function route(source: string, operationId: string): string {
  const start = source.indexOf(`// ${operationId}:`);
  if (start < 0) throw new Error(`no route ${operationId}`);
  const next = source.indexOf("\n  // ", start + 3);
  return source.slice(start, next < 0 ? undefined : next);
}

describe("public reading in generated apps", () => {
  it("uses models the schemas accept, the derived one with posts and comments public and subscribers private", () => {
    for (const input of [hand, derived]) {
      expect(dataModelSchema.safeParse(input.data).success).toBe(true);
      expect(apiModelSchema.safeParse(input.api).success).toBe(true);
      expect(uiModelSchema.safeParse(input.ui).success).toBe(true);
    }
    const flags = derived.data.entities.map((e) => [e.name, e.publicRead ?? false, e.publicStates ?? null]);
    expect(flags).toEqual([
      ["Post", true, ["published"]],
      ["Comment", true, null],
      ["Subscriber", false, null],
    ]);
  });

  it("serves public reads to visitors and keeps every write, action and private read behind a session", () => {
    const files = generateApp(hand, 3);
    const posts = file(files, "src/server/routes/posts.ts");
    for (const id of ["listPosts", "getPost", "listPostComments"]) {
      expect(route(posts, id)).toContain("const user = await currentUser(db, req);");
      expect(route(posts, id)).not.toContain("requireUser");
    }
    expect(route(posts, "listPosts")).toContain(
      'const scope = user && scopeOf(user.role, "Post", "read") !== "none" ? authorize(user, "Post", "read") : null;',
    );
    for (const id of ["createPost", "updatePost", "deletePost", "postTransition", "postTransitions"])
      expect(route(posts, id)).toContain("requireUser(db, req)");
    const subscribers = file(files, "src/server/routes/subscribers.ts");
    expect(route(subscribers, "listSubscribers")).toContain("requireUser(db, req)");
    expect(subscribers).not.toContain("currentUser");
  });

  it("shows visitors only published posts, and signed-in users those and their own", () => {
    const data = file(generateApp(hand, 3), "src/server/data/post.ts");
    expect(data).toContain(`function readableRows(scope: Scope): SQL | undefined {
  if (!scope) return inArray(posts.status, ["published"]);
  const reach = ownRows(scope, posts.ownerId);
  return reach === undefined ? undefined : or(reach, inArray(posts.status, ["published"]));
}`);
    expect(data).toContain("where(and(eq(posts.id, id), readableRows(scope)))");
    // Changing and deleting keep the owner's reach.
    expect(data).toContain("delete(posts).where(and(eq(posts.id, id), ownRows(scope, posts.ownerId)))");
  });

  it("writes the app's own tests of what visitors may read and may not change", () => {
    const files = generateApp(hand, 3);
    const tests = file(files, "src/server/routes/posts.test.ts");
    expect(tests).toContain("serves the post list and each post to visitors without signing in (public)");
    expect(tests).toContain("await visitor.get(`/api/posts/${row.id}`).expect(404);");
    expect(tests).toContain(
      'await t.agent.post(`/api/posts/${row.id}/transitions`).send({ transition: "publish" }).expect(200);',
    );
    expect(tests).toContain('expect(one.body).not.toHaveProperty("ownerId");');
    expect(tests).toContain("refuses visitors' changes to post rows: they only read (401)");
    expect(tests).toContain("await visitor.delete(`/api/posts/${row.id}`).expect(401);");
    expect(tests).toContain("await visitor.get(`/api/posts/${row.id}/transitions`).expect(401);");
    const comments = file(files, "src/server/routes/comments.test.ts");
    expect(comments).toContain(
      "serves the comment list and each comment to visitors without signing in (public)",
    );
    const subscribers = file(files, "src/server/routes/subscribers.test.ts");
    expect(subscribers).toContain('await request(t.app).get("/api/subscribers").expect(401);');
  });

  it("opens the public pages to visitors with their own navigation, and no actions", () => {
    const files = generateApp(hand, 3);
    const app = file(files, "src/client/app.tsx");
    expect(app).toContain('<Route path="/posts"><PostsListPage /></Route>');
    expect(app).toContain(
      '<Route path="/posts/:id">{(params) => <PostDetailPage id={Number(params["id"])} />}</Route>',
    );
    expect(app).toContain('<Route path="/"><HomePage /></Route>');
    expect(app).toMatch(/<Route path="\/subscribers"><RequireAuth>/);
    expect(app).toContain('            <NavLink href="/posts" label={"Posts"} />');
    expect(app).toContain('{can(role, "Subscriber", "read") && <NavLink href="/subscribers"');
    expect(app).not.toContain("showNav");
    const detail = file(files, "src/client/pages/post-detail.tsx");
    expect(detail).toContain("const signedIn = Boolean(session.data);");
    expect(detail).toContain("{signedIn && <PostHistorySection id={props.id} />}");
    expect(detail).toContain("= props.signedIn === false ? [] : allowedTransitions(");
    expect(detail).toContain("{props.signedIn !== false && props.canDelete !== false && (");
    const home = file(files, "src/client/pages/home.tsx");
    expect(home).toContain('{props.signedIn !== false && allows("Post", "create") && (');
    expect(home).toContain('{props.signedIn !== false && allows("Subscriber", "read") && (');
    expect(home).not.toContain('{props.signedIn !== false && allows("Subscriber", "create")');
    expect(file(files, "src/client/tests/post.test.tsx")).toContain(
      "post-detail shows visitors who have not signed in the post without Edit, Delete or actions",
    );
  });

  it("gives a public list without roles a New button for signed-in users only", () => {
    // The help desk made public: without roles, canCreate is whether someone is signed in.
    const desk = helpDeskInput();
    const data = { ...desk.data, entities: desk.data.entities.map((e) => ({ ...e, publicRead: true })) };
    const api = buildApiModel(data, desk.requirements);
    const open = { ...desk, data, api, ui: buildUiModel(data, api, desk.requirements) };
    const files = generateApp(open, 3);
    expect(file(files, "src/client/pages/tickets-list.tsx")).toContain("const canCreate = Boolean(me.data);");
    expect(file(files, "src/client/pages/ticket-detail.tsx")).toContain("{props.signedIn !== false && (");
    // Visitors see every ticket (no public states), so no test keeps a user's tickets to themselves.
    expect(file(files, "src/server/routes/tickets.test.ts")).not.toContain("keeps each user's ticket rows");
  });
});
