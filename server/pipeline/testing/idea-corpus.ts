import type { CorpusIdea } from "./entity-recall";
import { MUNICIPAL_PERMITS } from "./idea-corpus-permits";
import { PARAGRAPHS } from "./idea-corpus-paragraphs";
import { NON_CRUD, ONE_LINERS } from "./idea-corpus-short";
import { SPECS } from "./idea-corpus-specs";

/**
 * The ideas the Requirements AI's entities are measured on (issue 12): one-liners, paragraphs from unusual trades,
 * pasted specifications up to about 30,000 characters, and games and gadgets that keep few records or none. Each
 * lists the entities a careful analyst would expect. Written for this corpus; none is taken from the fixtures.
 */
export const IDEA_CORPUS: readonly CorpusIdea[] = [
  ...ONE_LINERS,
  ...PARAGRAPHS,
  ...SPECS,
  MUNICIPAL_PERMITS,
  ...NON_CRUD,
];
