import { describe, expect, it } from "vitest";
import type { GeneratedFile } from "../types";
import { describePassTasks } from "./tasks";
import { smallApp } from "./testing";

function passOf(path: string): 1 | 2 | 3 {
  if (/\.test\.tsx?$/.test(path) || (!path.startsWith("src/") && path !== "package.json")) return 3;
  if (path.startsWith("src/client/") || path.startsWith("src/server/routes/")) return 2;
  return 1;
}

const files: GeneratedFile[] = Object.entries(smallApp()).map(([path, content]) => ({
  path,
  content,
  language: "typescript",
  pass: passOf(path),
  implements: {
    documents: [],
    requirementIds: [],
    elements: path.endsWith("book-create.tsx") ? ["page:book-create", "form:book-form"] : [],
  },
}));

describe("describePassTasks", () => {
  it("describes the data layer of pass 1", () => {
    expect(describePassTasks(files, 1)).toEqual([
      "Set up the project (package.json, 3 pinned packages)",
      "Created 3 tables and the initial migration (database design)",
      "Wrote data access for 1 entity",
      "Added seed data from the data model's examples",
    ]);
  });

  it("describes the routes and pages of pass 2", () => {
    expect(describePassTasks(files, 2)).toEqual([
      "Wrote 3 API routes for 1 resource",
      "Wrote 2 pages with 1 form",
      "Wrote the client shell: navigation, routes, API client, components and styles (2 files)",
    ]);
  });

  it("describes the tests and delivery files of pass 3", () => {
    expect(describePassTasks(files, 3)).toEqual([
      "Wrote 2 test files with 3 tests naming 3 requirement ids",
      "Added README, Dockerfile, docker-compose.yml and .env.example",
    ]);
  });
});
