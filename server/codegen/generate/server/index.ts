import type { PassNumber } from "../../../../domain/api/code";
import type { CodegenInput, GeneratedFile } from "../../types";
import { chatFiles } from "./chat-files";
import { dataFiles } from "./data-files";
import { dbFiles } from "./db-files";
import { deliveryFiles } from "./delivery-files";
import { serverModel } from "./model";
import { profilePlan, profileRouteFile } from "./profile";
import { profileTestFile } from "./profile-tests";
import { projectFiles } from "./project-files";
import { reportDataFile } from "./report-data";
import { accessFile, adminRouteFile } from "./roles";
import { routeFiles } from "./route-files";
import { registerName, serverFiles } from "./server-files";
import { sharedSchemaFile } from "./shared-schema";
import { testFiles } from "./test-files";

/**
 * Project files, the shared schemas, the server, its tests and the delivery files (see ../index.ts). Pass 1 is
 * the data layer and the server skeleton (it type-checks and answers /api/health), pass 2 adds a route module
 * per API resource, pass 3 the API tests, README, .env.example, Docker and editor files.
 */
export function generateServerFiles(input: CodegenInput, throughPass: PassNumber): GeneratedFile[] {
  const model = serverModel(input);
  const files = [
    ...projectFiles(model),
    sharedSchemaFile(model),
    ...dbFiles(model),
    ...dataFiles(model),
    ...serverFiles(model, throughPass),
    ...chatFiles(model, throughPass),
  ];
  const roles = model.accounts?.rolePlan;
  if (roles) files.push(accessFile(model, roles));
  if (throughPass >= 2) files.push(...routeFiles(model));
  const reports = throughPass >= 2 ? reportDataFile(model) : null;
  if (reports) files.push(reports);
  if (roles && throughPass >= 2) files.push(adminRouteFile(model, roles, registerName(roles.module)));
  const profile = profilePlan(model);
  if (profile && throughPass >= 2) files.push(profileRouteFile(model, profile, registerName(profile.module)));
  if (throughPass >= 3) files.push(...testFiles(model), ...deliveryFiles(model));
  const profileTests = throughPass >= 3 ? profileTestFile(model) : null;
  if (profileTests) files.push(profileTests);
  return files;
}
