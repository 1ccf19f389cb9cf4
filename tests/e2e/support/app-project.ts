import type { Page } from "playwright-core";
import { expect } from "vitest";
import { projectIdByName } from "./checklist";
import { approveAllDocumentsThroughApi, completeChecklistThroughApi, LIBRARY_ANSWERS } from "./documents";
import { generateCodeThroughApi } from "./preview";
import { createProjectThroughUi, signUpThroughUi, toastWith, uniqueName } from "./product";

type Answers = Parameters<typeof completeChecklistThroughApi>[3];

/**
 * A new user, signed up through the form, with one project created through the UI: its checklist answered (the
 * library's answers with `answers` over them), every document approved and the code generated with passes 2 and 3.
 * `beforeApproval` runs once the checklist is complete (e.g. to start answering as the model). Returns its id.
 */
export async function newUserWithApp(
  page: Page,
  baseUrl: string,
  input: {
    user: { name: string; username: string; password: string };
    name: string;
    description: string;
    answers: Partial<Answers>;
    beforeApproval?: () => void;
  },
): Promise<number> {
  await signUpThroughUi(page, baseUrl, { ...input.user, username: uniqueName(input.user.username) });
  await createProjectThroughUi(page, input.name, input.description, "Create Your First Project");
  await toastWith(page, "Project created successfully").waitFor();
  const projectId = await projectIdByName(page, input.name);
  const answers = { ...LIBRARY_ANSWERS, ...input.answers } as Answers;
  expect(await completeChecklistThroughApi(page, baseUrl, projectId, answers)).toBe("completed");
  input.beforeApproval?.();
  await approveAllDocumentsThroughApi(page, baseUrl, projectId);
  await generateCodeThroughApi(page, baseUrl, projectId);
  return projectId;
}
