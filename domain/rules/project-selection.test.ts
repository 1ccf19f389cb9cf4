import { describe, expect, it } from "vitest";
import { recentProjects, welcomeDefaultProjectId, workflowDefaultProjectId } from "./project-selection";

const projects = [{ id: 4 }, { id: 15 }, { id: 9 }];

// prettier-ignore
const welcomeCases: { when: string; list: { id: number }[]; storedId: number | null; id: number | null }[] = [
  { when: "the welcome screen opens the stored project", list: projects, storedId: 9, id: 9 },
  { when: "the welcome screen falls back to the first project without a stored id", list: projects, storedId: null, id: 4 },
  { when: "the welcome screen ignores a stored id that no longer exists", list: projects, storedId: 77, id: 4 },
  { when: "the welcome screen gives project 15 no preference", list: projects, storedId: null, id: 4 },
  { when: "the welcome screen has no default without projects", list: [], storedId: 9, id: null },
];

// prettier-ignore
const workflowCases: { when: string; list: { id: number }[]; storedId: number | null; id: number | null }[] = [
  { when: "the workflow screen opens the stored project", list: projects, storedId: 4, id: 4 },
  { when: "the workflow screen falls back to the highest id without a stored id", list: projects, storedId: null, id: 15 },
  { when: "the workflow screen ignores a stored id that no longer exists", list: projects, storedId: 77, id: 15 },
  { when: "the workflow screen has no default without projects", list: [], storedId: null, id: null },
];

describe("welcomeDefaultProjectId", () => {
  for (const { when, list, storedId, id } of welcomeCases) {
    it(when, () => {
      expect(welcomeDefaultProjectId(list, storedId)).toBe(id);
    });
  }
});

describe("workflowDefaultProjectId", () => {
  for (const { when, list, storedId, id } of workflowCases) {
    it(when, () => {
      expect(workflowDefaultProjectId(list, storedId)).toBe(id);
    });
  }
});

describe("recentProjects", () => {
  it("shows the first three projects", () => {
    expect(recentProjects([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }])).toEqual([
      { id: 1 },
      { id: 2 },
      { id: 3 },
    ]);
  });
});
