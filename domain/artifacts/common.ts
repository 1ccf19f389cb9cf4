import { z } from "zod";

/** A requirement id as the whole chain uses it: FR-1, NFR-2, US-3. Models keep the ids they serve. */
export const requirementIdSchema = z
  .string()
  .regex(/^(FR|NFR|US)-\d+$/, "must look like FR-1, NFR-2 or US-3");
export const servesSchema = z.array(requirementIdSchema).describe("requirement ids this element serves");

/** PascalCase identifiers for entities and components; camelCase for fields; kebab-case for ids and paths. */
export const pascalNameSchema = z.string().regex(/^[A-Z][A-Za-z0-9]*$/, "must be PascalCase");
export const camelNameSchema = z.string().regex(/^[a-z][A-Za-z0-9]*$/, "must be camelCase");
export const kebabIdSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be kebab-case");
