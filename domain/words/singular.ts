/*
 * The singular of an English noun, shared by the embedded engine (reading ideas) and the data model's names (what a
 * many-to-many relation is sent as: `tagIds` for `tags`). English only; the exception lists are the whole knowledge.
 */

/** Plurals that the suffix rules get wrong. */
// prettier-ignore
const IRREGULAR_PLURALS: Record<string, string> = {
  people: "person", children: "child", men: "man", women: "woman", feet: "foot", teeth: "tooth", mice: "mouse",
  geese: "goose", criteria: "criterion", indices: "index", analyses: "analysis", diagnoses: "diagnosis",
  leaves: "leaf", knives: "knife", wives: "wife", lives: "life", shelves: "shelf", halves: "half", wolves: "wolf",
  loaves: "loaf", calves: "calf", heroes: "hero", potatoes: "potato", tomatoes: "tomato", echoes: "echo",
  buses: "bus", statuses: "status", campuses: "campus", viruses: "virus", bonuses: "bonus", gases: "gas",
  lenses: "lens", quizzes: "quiz", movies: "movie", cookies: "cookie", calories: "calorie", selfies: "selfie",
  pies: "pie", ties: "tie", lies: "lie", brownies: "brownie", smoothies: "smoothie", zombies: "zombie",
  hoodies: "hoodie", goalies: "goalie", rookies: "rookie", freebies: "freebie",
};

/** Words ending in -s that are not plurals. */
// prettier-ignore
const INVARIANT = new Set([
  "series", "species", "news", "sheep", "fish", "deer", "equipment", "information", "software", "staff", "aircraft",
  "physics", "mathematics", "analytics", "logistics", "economics", "athletics", "gymnastics", "politics", "ethics",
  "canvas", "atlas", "alias", "christmas", "always", "perhaps", "across", "towards", "afterwards", "whereas",
  "unless", "yes", "this", "thus", "its", "his", "has", "was", "does", "is", "us", "as", "plus", "tennis", "diabetes",
  "data", "media", "sms", "gps", "https", "ios", "aws", "kudos", "means", "premises", "headquarters", "mumps", "lots",
]);

/** The singular of an English noun (best effort): "books" → "book", "properties" → "property", "classes" → "class". */
export function singular(word: string): string {
  const w = word.toLowerCase();
  const irregular = IRREGULAR_PLURALS[w];
  if (irregular !== undefined) return irregular;
  if (w.length <= 3 || INVARIANT.has(w) || !w.endsWith("s")) return w;
  if (/(ss|us|is)$/.test(w)) return w;
  if (w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  if (/(sses|ches|shes|xes|zzes)$/.test(w)) return w.slice(0, -2);
  return w.slice(0, -1);
}
