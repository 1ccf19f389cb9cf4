import { describe, expect, it } from "vitest";
import { FIXTURE_META } from "../../fixtures/index";
import { buildChain } from "../../testing/build-chain";
import { ideaInput, type IdeaSpec } from "../../testing/idea-input";
import { buildOpenApi } from "./openapi";
import { renderApiSpecification } from "./render-api";
import { renderDatabaseDesign } from "./render-database";
import { renderFrontendArchitecture } from "./render-frontend";

/*
 * A blog whose requirements let visitors read posts and comments (issue 17 point 4) through the whole chain: the
 * API model and the OpenAPI document open the reads only, the UI model opens their list and detail pages and the
 * home page, and the three documents say so.
 */

const blog: IdeaSpec = {
  slug: "team-blog",
  name: "Team Blog",
  description: "A blog where authors write posts",
  answers: {
    "user-types": "Authors: write and publish posts\nVisitors: read posts and comments",
    "user-authentication": "Accounts with roles and permissions",
    "user-roles": "Author: write and publish posts\nEditor: manage posts and comments",
    "core-features":
      "Authors write posts\nAuthors publish a post\nVisitors read published posts without signing in\nAuthors keep notes for a post",
  },
  dataEntities:
    "Post: title, body (text), status (draft/published)\nComment: post (Post), author name, body (text)\nNote: post (Post), text (text)",
};

describe("a blog visitors read, through the chain", () => {
  const chain = buildChain(ideaInput(blog));
  const ops = chain.api.resources.flatMap((r) => r.operations);

  it("marks posts and comments public, published posts only, and keeps notes private", () => {
    const byName = Object.fromEntries(chain.data.entities.map((e) => [e.name, e]));
    expect(byName.Post).toMatchObject({ publicRead: true, publicStates: ["published"] });
    expect(byName.Comment).toMatchObject({ publicRead: true });
    expect(byName.Note?.publicRead).toBeUndefined();
  });

  it("serves the public reads without the cookie and nothing else", () => {
    const open = ops.filter((o) => !o.auth && o.kind !== "auth").map((o) => `${o.method} ${o.path}`);
    expect(open.sort()).toEqual([
      "get /api/comments",
      "get /api/comments/{id}",
      "get /api/posts",
      "get /api/posts/{id}",
      "get /api/posts/{id}/comments",
    ]);
    for (const o of ops.filter((o) => !o.auth && o.kind !== "auth"))
      expect(o.statusCodes.map((s) => s.code)).not.toContain(401);
    expect(ops.find((o) => o.id === "listPosts")?.statusCodes[0]?.description).toBe(
      "One page of posts; visitors who have not signed in get only the published posts",
    );
    const doc = buildOpenApi(chain.api);
    expect(doc.paths["/api/posts"]?.get?.security).toBeUndefined();
    expect(doc.paths["/api/posts"]?.post?.security).toEqual([{ cookieAuth: [] }]);
    expect(doc.paths["/api/posts/{id}/notes"]?.get?.security).toEqual([{ cookieAuth: [] }]);
    expect(doc.paths["/api/posts/{id}/transitions"]?.get?.security).toEqual([{ cookieAuth: [] }]);
  });

  it("opens the list and detail pages and the home page to visitors", () => {
    const open = chain.ui.routes.filter((r) => !r.requiresAuth).map((r) => r.path);
    expect(open).toEqual(["/", "/sign-in", "/sign-up", "/posts", "/posts/:id", "/comments", "/comments/:id"]);
  });

  it("says so in the database design, the API specification and the frontend architecture", () => {
    const database = renderDatabaseDesign(chain.data, FIXTURE_META);
    expect(database).toMatch(
      /\*\*Public reading\*\*: visitors who have not signed in may list and read the rows whose state is `published`/,
    );
    expect(database.match(/\*\*Public reading\*\*/g)).toHaveLength(2);
    const api = renderApiSpecification(chain.api, FIXTURE_META);
    expect(api).toContain("Public reads: visitors who have not signed in may call `GET` `/api/posts`");
    const frontend = renderFrontendArchitecture(chain.ui, FIXTURE_META);
    expect(frontend).toContain(
      "Visitors who have not signed in see the public pages `/`, `/posts`, `/posts/:id`",
    );
  });
});
