import { writeAppFiles, type FolderNotice } from "../codegen/write";
import { log } from "../logger";
import { projectAppDir } from "../runtime/dependencies";
import { UnsafeEntryError } from "../runtime/folder-handle";

/**
 * The product's writes into a project's app folder, for the services (saves, generations, previews, QA scripts).
 * Sandboxed runs of the app can change that folder at any time; the writer never follows what they leave
 * (codegen/write.ts) and replaces it. What it replaced is logged here and handed back for the user's log; a folder
 * that a live run keeps changing under the writer fails with a sentence for the user, never an unexplained error.
 */

/** Said when a live run of the app keeps swapping what the product writes (retries exhausted). */
export const APP_FOLDER_BUSY =
  "The app's folder kept changing while Specwright wrote it: a running preview or test run of this app is " +
  "changing it. Stop the preview (or wait for the test run) and try again.";

/** The app folder could not be written for a reason the user can act on (see APP_FOLDER_BUSY). */
export class AppFolderBusyError extends Error {
  constructor() {
    super(APP_FOLDER_BUSY);
  }
}

/** One sentence per replaced entry, for a log the user reads. */
export function describeReplaced(notice: FolderNotice): string {
  return `Specwright replaced a ${notice.kind} that a run had left at ${notice.path} (nothing was written through it)`;
}

/** Writes (and removes) files of the project's app; returns what had to be replaced on the way. */
export function writeProjectFiles(
  dataDir: string,
  projectId: number,
  files: readonly { path: string; content: string }[],
  remove: readonly string[] = [],
): FolderNotice[] {
  return writeInto(projectAppDir(dataDir, projectId), files, remove, projectId);
}

/** The same for an app folder given by path (the model's features, tests). */
export function writeInto(
  appDir: string,
  files: readonly { path: string; content: string }[],
  remove: readonly string[] = [],
  projectId: number | null = null,
): FolderNotice[] {
  try {
    const notices = writeAppFiles(appDir, files, remove);
    for (const notice of notices)
      log.warn("replaced what a run left in an app folder", { projectId, path: notice.path, kind: notice.kind });
    return notices;
  } catch (error) {
    if (error instanceof UnsafeEntryError) {
      log.warn("an app folder kept changing while it was written", { projectId, error: error.message });
      throw new AppFolderBusyError();
    }
    throw error;
  }
}
