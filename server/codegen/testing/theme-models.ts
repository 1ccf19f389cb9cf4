import { NO_AUTHENTICATION_NEEDED } from "../../../domain/rules/checklist";
import { buildChain } from "../../pipeline/testing/build-chain";
import { ideaInput, type IdeaSpec } from "../../pipeline/testing/idea-input";
import type { CodegenInput } from "../types";

/*
 * Test support for the idea's look (issue 17, point 5): ideas whose descriptions ask for a look, built the way the
 * product builds them, so the theme comes from the idea's own words through the requirements.
 */

/** A brand name, a coffee-brown palette with cream accents, a font and rounded corners; no accounts. */
export const brewBuddy: IdeaSpec = {
  slug: "brew-buddy",
  name: "Coffee Club",
  description:
    "A loyalty card app for my coffee shop. Call it BrewBuddy with a coffee-brown palette and cream accents. Font: Georgia, with rounded corners.",
  answers: {
    "business-goals": "Regulars come back",
    "user-types": "Baristas who stamp the cards",
    "user-authentication": NO_AUTHENTICATION_NEEDED,
    "core-features": "Record loyalty cards with the customer's name and stamps\nSearch cards",
  },
  dataEntities: "Card: customer name, stamps (number), last visit (date)",
};

/** A dark look with neon green accents, high contrast and large text; accounts. */
export const nightMarket: IdeaSpec = {
  slug: "night-market",
  name: "Night Market",
  description:
    "A stall booking app for a night market. I want a dark look with neon green accents, high contrast and large text for older traders.",
  answers: {
    "business-goals": "Every stall booked",
    "user-types": "Traders who book stalls",
    "user-authentication": "Username and password accounts",
    "core-features": "Book a stall for a market night\nList my bookings",
  },
  dataEntities: "Booking: stall number (number), night (date), trader name",
};

export function themeInput(spec: IdeaSpec = brewBuddy): CodegenInput {
  return { ...buildChain(ideaInput(spec)), projectName: spec.name };
}
