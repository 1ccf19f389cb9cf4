// The test files that open a database: those whose imports reach server/testing/harness.ts (openTestDatabase), read
// from the sources' static imports. The PostgreSQL run of .ci/run takes only these; the others never touch a
// database, so running them against PostgreSQL too would repeat the same checks.
import fs from "node:fs";
import path from "node:path";

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^"';]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function resolve(from, specifier) {
  if (!specifier.startsWith(".")) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function testFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "node_modules" || entry.name === "template" ? [] : testFiles(full);
    return entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

/** Test files (relative to `root`) whose static imports reach `target`. */
export function testsReaching(root, target) {
  const goal = path.resolve(root, target);
  const memo = new Map();
  const reaches = (file, seen) => {
    if (file === goal) return true;
    if (memo.has(file)) return memo.get(file);
    if (seen.has(file)) return false;
    seen.add(file);
    const source = fs.readFileSync(file, "utf8");
    let found = false;
    for (const match of source.matchAll(IMPORT)) {
      const next = resolve(file, match[1] ?? match[2]);
      if (next && reaches(next, seen)) {
        found = true;
        break;
      }
    }
    memo.set(file, found);
    return found;
  };
  return testFiles(path.join(root, "server"))
    .filter((file) => reaches(file, new Set()))
    .map((file) => path.relative(root, file))
    .sort();
}
