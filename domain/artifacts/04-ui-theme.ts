import { z } from "zod";
import { servesSchema } from "./common";

/**
 * The idea's look (issue 17, point 5): the theme of the generated app, derived from the requirements that speak
 * of colours, a light or dark look, a font, a brand name, corners, contrast or text size. The client's
 * styles.css sets its CSS variables from it; without a theme the app keeps its default look.
 */
const hexSchema = z.string().regex(/^#[0-9a-f]{6}$/);

export const THEME_ROLES = ["primary", "accent", "background", "text"] as const;

export const uiThemeSchema = z.object({
  /** A fixed light or dark look; absent when the idea asks for no colours (the app follows the device). */
  mode: z.enum(["light", "dark"]).optional(),
  /** The palette (absent with `mode`): every text colour readable on the colours behind it (`minContrast`). */
  colors: z
    .object({
      background: hexSchema,
      surface: hexSchema,
      text: hexSchema,
      muted: hexSchema,
      border: hexSchema,
      /** The primary colour as text: links, secondary buttons, the active navigation link. */
      primary: hexSchema,
      primaryText: hexSchema,
      primarySoft: hexSchema,
      /** The primary colour as the fill of primary buttons, as asked when readable text fits on it. */
      button: hexSchema,
      buttonText: hexSchema,
      buttonEdge: hexSchema,
      danger: hexSchema,
      dangerSoft: hexSchema,
      /**
       * The second colour asked for. When text reads on it, it fills the header (`header`, with `headerText`);
       * otherwise it underlines the header (`accent`) and colours the brand name (`accentText`, made readable).
       */
      header: hexSchema.optional(),
      headerText: hexSchema.optional(),
      accent: hexSchema.optional(),
      accentText: hexSchema.optional(),
    })
    .optional(),
  /** The colours asked for in the user's words, and the colour used for each. */
  requested: z.array(
    z.object({ words: z.string().min(1), hex: hexSchema, role: z.enum(THEME_ROLES), applied: hexSchema }),
  ),
  /** The contrast every text keeps with what is behind it: 4.5 (WCAG AA) or 7 (AAA, "high contrast"). */
  minContrast: z.number().min(4.5).max(21),
  /** The font asked for and the CSS stack that uses it when installed (no web font is downloaded). */
  font: z.object({ requested: z.string().min(1), stack: z.string().min(1) }).optional(),
  /** The brand name or logo text: the app's header title. */
  brand: z.string().min(1).optional(),
  /** Corner radius of cards, inputs and buttons ("rounded", "square corners"). */
  radius: z
    .string()
    .regex(/^\d+px$/)
    .optional(),
  /** The root font size as a factor of the browser's ("large text"). */
  textScale: z.number().min(1).max(1.5).optional(),
  serves: servesSchema,
});
export type UiTheme = z.infer<typeof uiThemeSchema>;
