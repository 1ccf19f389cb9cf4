import type { Resource } from "i18next";

/** Every catalogue under ./locales/<language>/<area>.json, bundled; the area is the i18next namespace. */
const files = import.meta.glob<{ default: Record<string, unknown> }>("./locales/*/*.json", { eager: true });

function collect(): Resource {
  const out: Resource = {};
  for (const [path, module] of Object.entries(files)) {
    const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, area] = match as unknown as [string, string, string];
    (out[language] ??= {})[area] = module.default;
  }
  return out;
}

export const resources: Resource = collect();
