import SwaggerParser from "@apidevtools/swagger-parser";
import { sql, TransactionRollbackError } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requirementsModelSchema } from "../../../../domain/artifacts/01-requirements";
import { designModelSchema } from "../../../../domain/artifacts/03-system-design";
import { apiModelSchema } from "../../../../domain/artifacts/04-api-model";
import { dataModelSchema } from "../../../../domain/artifacts/04-data-model";
import { uiModelSchema } from "../../../../domain/artifacts/04-ui-model";
import type { Database } from "../../../db/client";
import { APP_KINDS } from "../../../engines/embedded/lexicon";
import { humanise } from "../../../engines/embedded/text";
import { openTestDatabase } from "../../../testing/harness";
import {
  blankSections,
  brokenTableRows,
  fencedBlocks,
  mermaidProblems,
  rawHtml,
  splitSqlStatements,
} from "../../fixtures/document-checks";
import { FIXTURE_META } from "../../fixtures/index";
import { buildChain, seedStatements, servedIds, type Chain } from "../../testing/build-chain";
import { ideaInput } from "../../testing/idea-input";
import { IDEAS, ideaNamed } from "../../testing/ideas";
import { renderSrs } from "../02-srs/render";
import { renderSystemDesign } from "../03-system-design/render";
import { renderDdl } from "./ddl";
import { buildOpenApi } from "./openapi";
import { renderApiSpecification } from "./render-api";
import { renderDatabaseDesign } from "./render-database";
import { renderFrontendArchitecture } from "./render-frontend";

/*
 * The embedded engine end to end: six ideas of different kinds, each from a realistic checklist answered through
 * the real Requirements AI, built into all five models and rendered into every document.
 */

const BUILT = IDEAS.map((idea) => ({ slug: idea.slug, chain: buildChain(ideaInput(idea)) }));

function chainOf(slug: string): Chain {
  const found = BUILT.find((b) => b.slug === slug);
  if (!found) throw new Error(`no idea ${slug}`);
  return found.chain;
}

function documents(chain: Chain): Record<string, string> {
  const meta = { ...FIXTURE_META, productName: chain.requirements.product.name };
  return {
    srs: renderSrs(chain.requirements, meta),
    design: renderSystemDesign(chain.design, meta),
    database: renderDatabaseDesign(chain.data, meta),
    api: renderApiSpecification(chain.api, meta),
    frontend: renderFrontendArchitecture(chain.ui, meta),
  };
}

/** What the API and the UI serve: the functional requirements and stories a user reaches through pages. */
function reachedByApiOrUi(chain: Chain): Set<string> {
  return new Set([
    ...chain.api.resources.flatMap((r) => r.operations.flatMap((o) => o.serves)),
    ...chain.ui.pages.flatMap((p) => p.serves),
  ]);
}

/** Functional requirements and stories that no endpoint or page serves: each idea's, as reviewed. */
const NOT_REACHED_BY_PAGES: Readonly<Record<string, readonly string[]>> = {
  // Password reset, notifications and e-mail delivery are the server's and the mail service's work.
  "lending-library": ["FR-4", "FR-11", "FR-12"],
  "clinic-booking": ["FR-3", "FR-4", "US-1", "FR-11", "FR-12", "FR-13"],
  "recipe-box": ["FR-2", "FR-9"],
  "expense-tracker": [],
  "hive-log": ["FR-6"],
  "cafe-evenements": ["FR-5"],
};

describe.each(BUILT)("the $slug idea through the whole chain", ({ slug, chain }) => {
  it("gives models that pass their schemas unchanged", () => {
    expect(requirementsModelSchema.parse(chain.requirements)).toEqual(chain.requirements);
    expect(designModelSchema.parse(chain.design)).toEqual(chain.design);
    expect(dataModelSchema.parse(chain.data)).toEqual(chain.data);
    expect(apiModelSchema.parse(chain.api)).toEqual(chain.api);
    expect(uiModelSchema.parse(chain.ui)).toEqual(chain.ui);
  });

  it("gives exactly the reviewed models", async () => {
    for (const [model, value] of Object.entries(chain)) {
      await expect(`${JSON.stringify(value, null, 2)}\n`).toMatchFileSnapshot(
        `./__snapshots__/${slug}.${model}.json`,
      );
    }
  });

  it("gives an OpenAPI document a real validator accepts", async () => {
    const doc = JSON.parse(JSON.stringify(buildOpenApi(chain.api)));
    await expect(SwaggerParser.validate(doc)).resolves.toBeTruthy();
  });

  it("serves every requirement somewhere, and every functional one through pages unless it is a service's work", () => {
    const served = servedIds(chain);
    expect(chain.requirements.requirements.filter((r) => !served.has(r.id)).map((r) => r.id)).toEqual([]);
    const reached = reachedByApiOrUi(chain);
    const notReached = chain.requirements.requirements
      .filter((r) => r.type !== "non-functional" && !reached.has(r.id))
      .map((r) => r.id);
    expect(notReached).toEqual(NOT_REACHED_BY_PAGES[slug]);
  });

  it("renders documents that name its own entities and operations, with sound tables and diagrams", () => {
    const docs = documents(chain);
    for (const entity of chain.data.entities) {
      expect(docs.srs).toContain(entity.label);
      expect(docs.database).toContain(`\`${entity.table}\``);
      expect(docs.api).toContain(`/api/${entity.table.replace(/_/g, "-")}`);
      expect(docs.frontend).toContain(`/${entity.table.replace(/_/g, "-")}/new`);
    }
    expect(docs.design).toContain(`Key flow: ${chain.design.keyFlow.name}`);
    for (const markdown of Object.values(docs)) {
      const diagrams = fencedBlocks(markdown).filter((b) => b.lang === "mermaid");
      expect([...brokenTableRows(markdown), ...rawHtml(markdown), ...blankSections(markdown)]).toEqual([]);
      expect(diagrams.flatMap((d) => mermaidProblems(d.code))).toEqual([]);
    }
  });

  it("is deterministic: the same input builds the same models", () => {
    const again = buildChain(ideaInput(ideaNamed(slug)));
    expect(JSON.stringify(again)).toBe(JSON.stringify(chain));
  });
});

describe("what each idea yields", () => {
  const names = (slug: string) => chainOf(slug).data.entities.map((e) => e.name);

  it("gives a lending library members, books and loans, each loan due on a date", () => {
    const { data } = chainOf("lending-library");
    expect(names("lending-library")).toEqual(["Member", "Book", "Loan"]);
    const loan = data.entities.find((e) => e.name === "Loan");
    expect(loan?.relations.map((r) => [r.name, r.target, r.kind, r.column])).toEqual([
      ["member", "Member", "many-to-one", "member_id"],
      ["book", "Book", "many-to-one", "book_id"],
    ]);
    expect(loan?.fields.find((f) => f.name === "dueOn")).toMatchObject({ type: "date", required: true });
    expect(data.entities.find((e) => e.name === "Book")?.fields.find((f) => f.name === "isbn")).toMatchObject(
      {
        type: "string",
        unique: true,
      },
    );
    expect(
      chainOf("lending-library").requirements.features.find((f) => f.name === "Loans")?.requirementIds,
    ).toEqual(["FR-1", "FR-6", "FR-7", "FR-9", "US-1"]);
  });

  it("gives a clinic patients, doctors and appointments between them", () => {
    // Only what the idea names: no clinical notes or prescriptions because the word "clinic" matched.
    expect(names("clinic-booking")).toEqual(["Patient", "Appointment", "Doctor"]);
    expect(chainOf("clinic-booking").design.keyFlow.steps.map((s) => s.message)).toContain(
      "POST /api/appointments with the appointment as JSON",
    );
  });

  it("gives a recipe box a many-to-many relation between recipes and tags, with a join table", () => {
    const recipe = chainOf("recipe-box").data.entities.find((e) => e.name === "Recipe");
    expect(recipe?.relations).toContainEqual(
      expect.objectContaining({
        name: "tags",
        target: "Tag",
        kind: "many-to-many",
        joinTable: "recipe_tags",
      }),
    );
    expect(renderDdl(chainOf("recipe-box").data)).toContain("CREATE TABLE recipe_tags (");
  });

  it("gives an expense tracker accounts and one entity whose rows belong to their user", () => {
    const { data, api, ui } = chainOf("expense-tracker");
    expect(data.accounts).toBe(true);
    expect(data.entities.map((e) => [e.name, e.ownedByUser])).toEqual([["Expense", true]]);
    expect(api.resources[0]?.operations.map((o) => o.id)).toEqual(["register", "login", "logout", "me"]);
    expect(ui.routes.filter((r) => !r.requiresAuth).map((r) => r.path)).toEqual(["/sign-in", "/sign-up"]);
  });

  it("gives an unfamiliar idea the things its nouns name: beekeepers, hives, inspections, harvests", () => {
    const { data } = chainOf("hive-log");
    expect(names("hive-log")).toEqual(["Beekeeper", "Hive", "Inspection", "Harvest"]);
    expect(
      data.entities.find((e) => e.name === "Harvest")?.fields.map((f) => [f.name, f.type]),
    ).toContainEqual(["honeyAmount", "decimal"]);
    expect(data.accounts).toBe(false);
  });

  it("turns names with accents and spaces into identifiers and keeps the user's words as labels", () => {
    const { data, api } = chainOf("cafe-evenements");
    const event = data.entities.find((e) => e.name === "CafeEvenement");
    expect(event).toMatchObject({
      plural: "CafeEvenements",
      table: "cafe_evenements",
      label: "Café Événement",
    });
    expect(event?.fields.find((f) => f.name === "capacite")).toMatchObject({
      label: "Capacité",
      type: "integer",
    });
    expect(api.resources.map((r) => r.name)).toEqual(["cafe-evenements", "inscriptions"]);
  });
});

describe("the DDL of every idea on a real database", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it.each(BUILT)("of $slug creates every table and takes its example rows", async ({ slug, chain }) => {
    const schema = `built_${slug.replace(/-/g, "_")}`;
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql.raw(`CREATE SCHEMA ${schema}`));
        await tx.execute(sql.raw(`SET LOCAL search_path TO ${schema}`));
        for (const statement of splitSqlStatements(renderDdl(chain.data)))
          await tx.execute(sql.raw(statement));
        for (const statement of seedStatements(chain.data)) await tx.execute(sql.raw(statement));
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
  });
});

describe("a large model", () => {
  /** Thirty things from the lexicon, written the way the checklist shows them. */
  function thirtyThings(): string {
    const seen = new Set<string>();
    const lines: string[] = [];
    for (const entity of APP_KINDS.flatMap((k) => k.entities)) {
      if (seen.has(entity.name) || lines.length === 30) continue;
      seen.add(entity.name);
      const refs = entity.relations.map((r) => `${humanise(r.name)} (${r.to})`);
      lines.push(`${entity.name}: ${[...refs, ...entity.fields.map((f) => humanise(f.name))].join(", ")}`);
    }
    return lines.join("\n");
  }

  // Its speed is measured by `npm run bench` (bench/pipeline.ts), not here.
  it("builds a valid 30-entity model", () => {
    const input = ideaInput({ ...ideaNamed("lending-library"), slug: "large", dataEntities: thirtyThings() });
    const chain = buildChain(input);
    expect(chain.data.entities.length).toBeGreaterThanOrEqual(30);
    expect(dataModelSchema.parse(chain.data)).toEqual(chain.data);
  });
});
