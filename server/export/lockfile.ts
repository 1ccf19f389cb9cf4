import { z } from "zod";

/**
 * The app's package-lock.json, made from the product's runtime lockfile (the dependency set every generated app
 * is tested with): the root entry takes the app's name, version and dependency lists, and only the packages
 * those reach are kept, so `npm ci` in the exported project installs exactly the tested versions.
 */
const depsSchema = z.record(z.string(), z.string()).optional();
const entrySchema = z.looseObject({
  dependencies: depsSchema,
  optionalDependencies: depsSchema,
  peerDependencies: depsSchema,
  peerDependenciesMeta: z.record(z.string(), z.looseObject({ optional: z.boolean().optional() })).optional(),
});
const lockfileSchema = z.looseObject({
  name: z.string(),
  version: z.string().optional(),
  packages: z.record(z.string(), entrySchema),
});
const appPackageSchema = z.looseObject({
  name: z.string(),
  version: z.string().optional(),
  dependencies: depsSchema,
  devDependencies: depsSchema,
});

type Entry = z.infer<typeof entrySchema>;

/** Where Node would find `name` when required from `location` (nested node_modules first, then upward). */
function resolve(packages: Record<string, Entry>, location: string, name: string): string | undefined {
  let base = location;
  for (;;) {
    const candidate = base === "" ? `node_modules/${name}` : `${base}/node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (base === "") return undefined;
    const at = base.lastIndexOf("/node_modules/");
    base = at < 0 ? "" : base.slice(0, at);
  }
}

function requiredNames(entry: Entry): string[] {
  const peers = Object.keys(entry.peerDependencies ?? {}).filter(
    (name) => entry.peerDependenciesMeta?.[name]?.optional !== true,
  );
  return [
    ...Object.keys(entry.dependencies ?? {}),
    ...Object.keys(entry.optionalDependencies ?? {}),
    ...peers,
  ];
}

/**
 * The lockfile for an app whose package.json is `appPackageJson`, from the runtime's `runtimeLockJson`.
 * Throws when either is not the expected JSON.
 */
export function appLockfile(runtimeLockJson: string, appPackageJson: string): string {
  const lock = lockfileSchema.parse(JSON.parse(runtimeLockJson));
  const app = appPackageSchema.parse(JSON.parse(appPackageJson));
  const root: Entry = {
    ...lock.packages[""],
    name: app.name,
    version: app.version,
    dependencies: app.dependencies,
    devDependencies: app.devDependencies,
  };
  const packages: Record<string, Entry> = { ...lock.packages, "": root };
  const kept = new Set<string>([""]);
  const queue = [...Object.keys(app.dependencies ?? {}), ...Object.keys(app.devDependencies ?? {})].map(
    (name) => ({ from: "", name }),
  );
  for (let next = queue.shift(); next; next = queue.shift()) {
    const found = resolve(packages, next.from, next.name);
    if (found === undefined || kept.has(found)) continue;
    kept.add(found);
    const entry = packages[found];
    if (entry) for (const name of requiredNames(entry)) queue.push({ from: found, name });
  }
  const pruned = Object.fromEntries(Object.entries(packages).filter(([location]) => kept.has(location)));
  return `${JSON.stringify({ ...lock, name: app.name, version: app.version, packages: pruned }, null, 2)}\n`;
}
