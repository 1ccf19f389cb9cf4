import SwaggerParser from "@apidevtools/swagger-parser";
import { sql, TransactionRollbackError } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requirementsModelSchema } from "../../../../domain/artifacts/01-requirements";
import { designModelSchema } from "../../../../domain/artifacts/03-system-design";
import { apiModelSchema } from "../../../../domain/artifacts/04-api-model";
import { dataModelSchema } from "../../../../domain/artifacts/04-data-model";
import { uiModelSchema } from "../../../../domain/artifacts/04-ui-model";
import type { Database } from "../../../db/client";
import { openTestDatabase } from "../../../testing/harness";
import { splitSqlStatements } from "../../fixtures/document-checks";
import { buildChain, seedStatements, type Chain } from "../../testing/build-chain";
import type { StoredRequirement } from "../02-srs/build";
import { renderDdl } from "./ddl";
import { buildOpenApi } from "./openapi";

/*
 * Input the ideas in pipeline.test.ts do not have: hostile text, SQL keywords and the API's own names as entity
 * names, names starting with digits, repeated details, self-references, references to things nobody listed,
 * many-to-many on both sides, nothing answered at all. Every model must still be valid, and its DDL and
 * example rows must still go into a real database.
 */

const REQUIREMENTS: StoredRequirement[] = [
  { code: "FR-1", type: "functional", description: "Users must be able to add things.", status: "confirmed", priority: "must", source: "user" },
  { code: "US-1", type: "user-story", description: "As a host, I want to see <b>everything</b>.", status: "unconfirmed", priority: "could", source: "chat" },
  { code: "NFR-1", type: "non-functional", description: "It must be fast | really.", status: "confirmed", priority: "should", source: "chat" },
]; // prettier-ignore

const CASES: [string, Record<string, unknown>][] = [
  ["nothing answered", {}],
  ["hostile text", { "data-entities": "Lieu | Venue: <b>nom</b>, *stars*, `tick`, adresse\n<script>alert(1)</script>: x\nÉvénement: lieu (Lieu | Venue), titre", "user-types": "Organisateur | Host: plans <em>events</em>" }],
  ["keywords and the API's own names", { "data-entities": "User: name, email\nOrder: user (User), total, id, created at\nError: message\nSeries: title, parent (Series)" }],
  ["digits, one letter and unlisted targets", { "data-entities": "2024 Events: 1st prize, 2nd prize (number)\nX: y\nThing: owner (Person), maker (Maker)" }],
  ["repeated details and lines", { "data-entities": "Book: title, title, Title\nBooks: author\nbook: isbn (unique), isbn" }],
  ["many-to-many on both sides", { "data-entities": "Student: name, courses (Course)\nCourse: title, students (Student)", "user-authentication": "No authentication needed" }],
  ["long names", { "data-entities": "Very Long Entity Name: a very long field name that goes on and on and on forever, another extremely long label with many many words" }],
]; // prettier-ignore

const BUILT = CASES.map(([name, answers]): [string, Chain] => [
  name,
  buildChain({
    project: { name: "Weird <app> | x", description: "An app" },
    answers,
    requirements: REQUIREMENTS,
  }),
]);

describe.each(BUILT)("building from %s", (_name, chain) => {
  it("gives models that pass their schemas", () => {
    expect(requirementsModelSchema.parse(chain.requirements)).toEqual(chain.requirements);
    expect(designModelSchema.parse(chain.design)).toEqual(chain.design);
    expect(dataModelSchema.parse(chain.data)).toEqual(chain.data);
    expect(apiModelSchema.parse(chain.api)).toEqual(chain.api);
    expect(uiModelSchema.parse(chain.ui)).toEqual(chain.ui);
  });

  it("gives a valid OpenAPI document and unique ids", async () => {
    await expect(
      SwaggerParser.validate(JSON.parse(JSON.stringify(buildOpenApi(chain.api)))),
    ).resolves.toBeTruthy();
    const operations = chain.api.resources.flatMap((r) => r.operations.map((o) => o.id));
    expect(new Set(operations).size).toBe(operations.length);
    const pages = chain.ui.pages.map((p) => p.id);
    expect(new Set(pages).size).toBe(pages.length);
    expect(chain.ui.routes.every((r) => pages.includes(r.pageId))).toBe(true);
  });
});

describe("unusual input on a real database", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it.each(BUILT.map(([name, chain], index) => ({ name, chain, index })))(
    "takes the DDL and example rows of $name",
    async ({ chain, index }) => {
      await database.db
        .transaction(async (tx) => {
          await tx.execute(sql.raw(`CREATE SCHEMA unusual_${index}`));
          await tx.execute(sql.raw(`SET LOCAL search_path TO unusual_${index}`));
          for (const statement of splitSqlStatements(renderDdl(chain.data)))
            await tx.execute(sql.raw(statement));
          for (const statement of seedStatements(chain.data)) await tx.execute(sql.raw(statement));
          tx.rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof TransactionRollbackError)) throw error;
        });
    },
  );
});
