import winkNLP, { type ItemSentence } from "wink-nlp";
import model from "wink-eng-lite-web-model";

/**
 * Part-of-speech tags and lemmas for the embedded engine, from wink-nlp with its English light model (shipped in
 * its npm package, offline, deterministic; docs/decisions/007-language-toolkit.md). The model is loaded once, on
 * first use (about 50 ms). Input is read line by line, so a pasted specification's headings and bullets stay
 * apart and time grows linearly with its length.
 */

/** Universal POS tags as wink-nlp gives them (NOUN, PROPN, VERB, AUX, ADJ, ADP, DET, NUM, PRON, PUNCT, …). */
export interface TaggedToken {
  /** As written. */
  text: string;
  lower: string;
  pos: string;
  /** Base form, lower case ("appointments" → "appointment", "won" → "win"). */
  lemma: string;
}

type Nlp = ReturnType<typeof winkNLP>;
let nlp: Nlp | null = null;

function instance(): Nlp {
  nlp ??= winkNLP(model, ["sbd", "pos"]);
  return nlp;
}

/** A line's sentences as tagged tokens (an empty line gives none). */
export function tagLine(line: string): TaggedToken[][] {
  if (line.trim() === "") return [];
  const engine = instance();
  const its = engine.its;
  const doc = engine.readDoc(line);
  const sentences: TaggedToken[][] = [];
  doc.sentences().each((sentence: ItemSentence) => {
    const tokens = sentence.tokens();
    const texts: string[] = tokens.out(its.value);
    const tags: string[] = tokens.out(its.pos);
    // its.lemma works like its.value, but its declared type does not fit out()'s parameter (wink-nlp 2.4 types).
    const lemmas: string[] = tokens.out(its.lemma as unknown as typeof its.value);
    sentences.push(
      texts.map((text, i) => ({
        text,
        lower: text.toLowerCase(),
        pos: String(tags[i] ?? "X"),
        lemma: String(lemmas[i] ?? text).toLowerCase(),
      })),
    );
  });
  return sentences;
}
