import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Runtime } from "../runtime/dependencies";
import { testRuntime } from "../testing/runtime";
import { generateApp } from "./generate";
import { build, writeApp } from "./testing/check-app";
import { serveSeeded } from "./testing/check-seed";
import { codegenCase } from "./testing/models";

/**
 * The preview's sample data, for real: the vet clinic (roles, per-owner pets and appointments) generated, built
 * and started with SEED=1 the way the preview starts it when the checklist asked for sample data. About two
 * minutes; SPECWRIGHT_SKIP_RUNTIME=1 skips it (like generated-apps.test.ts).
 */
const skip = process.env.SPECWRIGHT_SKIP_RUNTIME === "1";

let tmp: string | undefined;
let runtime: Runtime;

beforeAll(async () => {
  if (skip) return;
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "specwright-seeded-"));
  runtime = await testRuntime(path.join(tmp, "data"));
}, 15 * 60_000);

afterAll(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe.skipIf(skip)("a generated app started with its sample data", () => {
  it(
    "shows the demo account every sample row, and a new owner only their own",
    { timeout: 12 * 60_000 },
    async () => {
      const { input } = codegenCase("vet-clinic");
      const app = writeApp(runtime, "vet-clinic-seeded", generateApp(input, 3));
      const built = await build(app);
      expect(built.code, built.output).toBe(0);

      const { demo, newcomer } = await serveSeeded(input, app);
      expect(demo.signIn).toBe(200);
      for (const entity of ["Client", "Pet", "Appointment", "Vaccination"])
        expect(demo.lists[entity], entity).toMatchObject({ status: 200, total: 3 });
      expect(demo.lists.Pet?.items.map((p) => p.name).sort()).toEqual(["Bella", "Luna", "Milo"]);
      expect(demo.lists.Vaccination?.items.map((v) => v.vaccine)).toContain("Rabies vaccine");
      expect(demo.lists.Client?.items.map((c) => c.email)).toContain("olivia.bennett@example.com");

      // The sign-up role (owner) reads its own pets only, and no clients: the sample rows are the demo account's.
      expect(newcomer?.signIn).toBe(201);
      expect(newcomer?.lists.Pet).toMatchObject({ status: 200, total: 0 });
      expect(newcomer?.lists.Client?.status).toBe(403);
    },
  );
});
