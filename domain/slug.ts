/** Any text → a lower-case, hyphenated slug of at most 60 characters ("Café Événements!" → "cafe-evenements"). */
export function slug(text: string, fallback: string): string {
  const name = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
  return name === "" ? fallback : name;
}
