import runtimePackage from "../../template/runtime/package.json";
import type { GeneratedFile } from "../../types";
import { packageName } from "../names";
import { chatPlan } from "./chat-files";
import { generatedFile } from "./code";
import type { ServerModel } from "./model";
import { TEST_DATABASE } from "./test-harness";

/*
 * The project files of pass 1: package.json with the exact versions of the shared runtime (the set the product
 * installs once and tests with), tsconfig.json, vite.config.ts (also the Vitest config) and .gitignore.
 */

const BUILD =
  "vite build --configLoader runner && esbuild src/server/index.ts --bundle --platform=node --format=esm " +
  "--target=node20 --packages=external --outfile=dist/server/index.js --log-level=warning && " +
  "node -e \"fs.cpSync('src/server/db/migrations','dist/server/migrations',{recursive:true})\"";

function packageJson(model: ServerModel): string {
  const pkg = {
    name: packageName(model.input.projectName),
    version: "0.1.0",
    private: true,
    type: "module",
    engines: runtimePackage.engines,
    scripts: {
      dev: "vite --configLoader runner",
      "dev:server": "tsx watch src/server/index.ts",
      typecheck: "tsc --noEmit",
      build: BUILD,
      test: "vitest run --configLoader runner",
      start: "node dist/server/index.js",
      seed: "tsx src/server/db/seed-cli.ts",
    },
    allowScripts: { esbuild: false },
    dependencies: runtimePackage.dependencies,
    devDependencies: runtimePackage.devDependencies,
  };
  return JSON.stringify(pkg, null, 2);
}

const TSCONFIG = {
  compilerOptions: {
    target: "ES2022",
    module: "ESNext",
    moduleResolution: "Bundler",
    lib: ["ES2023", "DOM", "DOM.Iterable"],
    jsx: "react-jsx",
    strict: true,
    noUncheckedIndexedAccess: true,
    noFallthroughCasesInSwitch: true,
    verbatimModuleSyntax: true,
    isolatedModules: true,
    skipLibCheck: true,
    noEmit: true,
    types: ["node", "vite/client"],
  },
  include: ["src", "vite.config.ts"],
};

/** The API server in development; a chat room's WebSocket (chat-files.ts) is proxied too. */
const API_TARGET = '`http://127.0.0.1:${process.env.API_PORT ?? "3000"}`';

const VITE_CONFIG = (chat: boolean) => `/// <reference types="vitest/config" />
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// Packages come from a shared, read-only folder above this app, so every cache stays inside the app.
export default defineConfig({
  plugins: [react()],
  cacheDir: ".vite-cache",
  build: { outDir: "dist/client", emptyOutDir: true },
  server: {
    host: "127.0.0.1",
    proxy: { "/api": ${chat ? `{ target: ${API_TARGET}, ws: true }` : API_TARGET} },
  },
  test: {
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "node",
    // A worker keeps its modules between test files, so its in-memory database (PGlite, a few hundred MB) is opened
    // once, from a saved copy (src/server/test-database.ts), and emptied before each test. Two workers at most.
    pool: "forks",
    isolate: false,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
`;

const GITIGNORE = ["node_modules", "dist", "data", ".vite-cache", ".tmp", ".env", "coverage"].join("\n");

/** package.json, tsconfig.json, vite.config.ts (also the Vitest config), the tests' database and .gitignore (pass 1). */
export function projectFiles(model: ServerModel): GeneratedFile[] {
  const stack = ["stack:React", "stack:Vite", "stack:Express", "stack:TypeScript", "stack:Vitest"];
  return [
    generatedFile("package.json", packageJson(model), "json", 1, {
      documents: ["system_design"],
      elements: [...stack, "stack:Drizzle", "stack:PostgreSQL", "stack:zod"],
    }),
    generatedFile("tsconfig.json", JSON.stringify(TSCONFIG, null, 2), "json", 1, {
      documents: ["system_design"],
      elements: ["stack:TypeScript"],
    }),
    generatedFile("vite.config.ts", VITE_CONFIG(chatPlan(model) !== null), "typescript", 1, {
      documents: ["system_design", "frontend_architecture"],
      elements: ["stack:Vite", "stack:Vitest", "stack:React"],
    }),
    generatedFile(".gitignore", GITIGNORE, "text", 1, { documents: ["system_design"] }),
    generatedFile("src/server/test-database.ts", TEST_DATABASE, "typescript", 1, {
      documents: ["system_design"],
      elements: ["stack:Vitest", "stack:PGlite"],
    }),
  ];
}
