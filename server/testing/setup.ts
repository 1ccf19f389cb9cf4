import { findExecutable, setUnsandboxedAllowed } from "../runtime/sandbox";

/**
 * Vitest setup for every test file. Without bubblewrap the product refuses to run generated code unless the
 * operator opts in (ALLOW_UNSANDBOXED_CODE). A developer machine without bubblewrap runs the suite opted in, since
 * the apps the tests run are the product's own output; CI installs bubblewrap and keeps the refusal. The refusal
 * itself is tested explicitly (server/runtime/sandbox.test.ts).
 */
if (findExecutable("bwrap") === null && process.env.CI !== "true") setUnsandboxedAllowed(true);
