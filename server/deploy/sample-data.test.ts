import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { createChecklist } from "../db/queries/checklists";
import { createProject } from "../db/queries/projects";
import { createUser } from "../db/queries/users";
import { presentDeployment } from "../presenters/deployment";
import type { DeploymentRow } from "../db/schema";
import { openTestDatabase } from "../testing/harness";
import { previewSampleData } from "./sample-data";

let database: Database;
let ownerId: number;
beforeAll(async () => {
  database = await openTestDatabase();
  const user = await createUser({
    db: database.db,
    username: "sample_owner",
    name: "Owner",
    passwordHash: "x",
  });
  if (!user) throw new Error("user not created");
  ownerId = user.id;
});
afterAll(async () => {
  await database.close();
});

async function projectAnswering(answers: Record<string, unknown>): Promise<number> {
  const project = await createProject({ db: database.db, ownerId, name: "Vet clinic", description: "Pets" });
  await createChecklist({ db: database.db, projectId: project.id, answers });
  return project.id;
}

const WITH_ACCOUNTS = [{ path: "src/server/auth.ts" }, { path: "src/server/app.ts" }];
const WITHOUT_ACCOUNTS = [{ path: "src/server/app.ts" }];

describe("the preview's sample data", () => {
  it("offers the demo account's sign-in when the checklist asked for sample data and the app has accounts", async () => {
    const projectId = await projectAnswering({ "sample-data": true });
    expect(await previewSampleData({ db: database.db, projectId, files: WITH_ACCOUNTS })).toEqual({
      signIn: { username: "demo", password: "demo-password" },
    });
  });

  it("seeds without a sign-in in an app without accounts", async () => {
    const projectId = await projectAnswering({ "sample-data": true });
    expect(await previewSampleData({ db: database.db, projectId, files: WITHOUT_ACCOUNTS })).toEqual({
      signIn: null,
    });
  });

  it("starts an empty app when the checklist said no or was never answered", async () => {
    const no = await projectAnswering({ "sample-data": false });
    expect(await previewSampleData({ db: database.db, projectId: no, files: WITH_ACCOUNTS })).toBeNull();
    const project = await createProject({ db: database.db, ownerId, name: "Bare", description: "" });
    expect(
      await previewSampleData({ db: database.db, projectId: project.id, files: WITH_ACCOUNTS }),
    ).toBeNull();
  });

  it("is shown only with a running preview's url", () => {
    const sample = { signIn: { username: "demo", password: "demo-password" } };
    const row: DeploymentRow = { projectId: 1, appName: "vet", displayName: "Vet", purpose: "preview", status: "running", desiredState: "running", port: 5101, url: "http://127.0.0.1:5101/", buildLogs: [], error: null, startedAt: new Date(), createdAt: new Date(), updatedAt: new Date() }; // prettier-ignore
    expect(presentDeployment(row, null, sample).sampleData).toEqual(sample);
    expect(presentDeployment(row, "Previews share this host name", sample).sampleData).toBeNull();
    expect(presentDeployment({ ...row, status: "building" }, null, sample).sampleData).toBeNull();
  });
});
