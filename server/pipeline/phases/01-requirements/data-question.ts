import { pickUpAnswers } from "./pickup-answers";
import { changesSentence, readCorrections, renderLines, thingsSentence, type DataLine } from "./data-edits";

/*
 * The data question. The data section is pre-filled with the things the idea names, so instead of asking for the
 * data from scratch the interview puts the list to the user ("I'd keep Pets, Owners and Appointments — anything
 * to add or rename?") and applies the corrections of the reply (data-edits.ts).
 */

/** The data question in words, with the things on the list; undefined when the list is empty. */
export function dataQuestion(lines: readonly DataLine[]): string | undefined {
  const things = thingsSentence(lines);
  return things ? `I'd keep ${things} — anything to add or rename?` : undefined;
}

export interface DataReply {
  /** The new data text, when the reply changed it (or confirmed a list the checklist did not hold yet). */
  text?: string;
  /** The reply's sentence about the list: "Renamed Vet to Veterinarian; I'd keep …". */
  said?: string;
  /** Words that neither confirm nor change the list, nor say anything else the turn uses. */
  unplaced: string[];
  /** Whether the reply dealt with the list at all (confirmed or changed it). */
  understood: boolean;
}

/** Whether a left-over part still answers another question ("it must respond within 2 seconds"). */
function usedElsewhere(words: string): boolean {
  return Object.keys(pickUpAnswers(words)).length > 0;
}

/** The reply to the data question read against the list (`held` says whether the checklist holds the list). */
export function readDataReply(lines: readonly DataLine[], reply: string, held: boolean): DataReply {
  const read = readCorrections(lines, reply);
  const unplaced = read.unplaced.filter((w) => !usedElsewhere(w));
  const things = thingsSentence(read.lines);
  if (read.changes.length > 0) {
    return {
      text: renderLines(read.lines),
      said: things
        ? `${changesSentence(read.changes)}; I'd keep ${things}.`
        : `${changesSentence(read.changes)}.`,
      unplaced,
      understood: true,
    };
  }
  if (read.confirmed) {
    return {
      ...(held ? {} : { text: renderLines(read.lines) }),
      ...(things ? { said: `I'll keep ${things}.` } : {}),
      unplaced,
      understood: true,
    };
  }
  return { unplaced, understood: false };
}
