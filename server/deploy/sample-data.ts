import type { PreviewSampleData } from "../../domain/api/deployments";
import type { Db } from "../db/client";
import { getChecklistByProject } from "../db/queries/checklists";
import { DEMO_ACCOUNT } from "../export/seed";

/** The generated app's auth module: present exactly when the app has accounts (and so seeds the demo account). */
const AUTH_MODULE = "src/server/auth.ts";

/**
 * Whether the project's app starts with its example rows, and how to reach them. The checklist's "Should the app
 * come with sample data to try it out?" decides; the app then seeds an empty database at start (SEED=1), and an
 * app with accounts gives every seeded row to its demo account, the first account, so that is the sign-in the
 * preview offers. Null when the user did not ask for sample data.
 */
export async function previewSampleData(deps: {
  db: Db;
  projectId: number;
  files: readonly { path: string }[];
}): Promise<PreviewSampleData | null> {
  const checklist = await getChecklistByProject({ db: deps.db, projectId: deps.projectId });
  if (checklist?.answers["sample-data"] !== true) return null;
  const accounts = deps.files.some((file) => file.path === AUTH_MODULE);
  return {
    signIn: accounts ? { username: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password } : null,
  };
}
