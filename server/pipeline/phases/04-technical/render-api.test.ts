import SwaggerParser from "@apidevtools/swagger-parser";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import {
  blankSections,
  brokenTableRows,
  fencedBlocks,
  headings,
  rawHtml,
  tableRows,
} from "../../fixtures/document-checks";
import { FIXTURE_META, FIXTURES } from "../../fixtures/index";
import { buildOpenApi } from "./openapi";
import { renderApiSpecification } from "./render-api";

const SECTIONS = [
  "# API Specification",
  "## 1 Overview",
  "## 2 Authentication",
  "## 3 Endpoints",
  "## 4 Errors",
  "## 5 OpenAPI document",
  "## 6 Traceability",
];

describe.each(FIXTURES)("the API specification of $name", (fixture) => {
  const markdown = renderApiSpecification(fixture.api, {
    ...FIXTURE_META,
    productName: fixture.requirements.product.name,
  });
  const blocks = fencedBlocks(markdown);

  it("matches its reviewed rendering", async () => {
    await expect(markdown).toMatchFileSnapshot(`./__snapshots__/${fixture.name}.api-specification.md`);
  });

  it("has its sections in order and none left blank", () => {
    expect(headings(markdown)).toEqual(SECTIONS);
    expect(blankSections(markdown)).toEqual([]);
  });

  it("ends with the complete OpenAPI document in a yaml block, which validates", async () => {
    expect(blocks.map((block) => block.lang)).toEqual(["yaml"]);
    const document = parse(blocks[0]?.code ?? "");
    expect(document).toEqual(buildOpenApi(fixture.api));
    await expect(SwaggerParser.validate(document)).resolves.toBeTruthy();
  });

  it("lists every endpoint with its method, path, auth and requirement ids", () => {
    const rows = tableRows(markdown).filter((cells) =>
      /^`(GET|POST|PUT|PATCH|DELETE)`$/.test(cells[0] ?? ""),
    );
    const operations = fixture.api.resources.flatMap((r) => r.operations);
    expect(rows).toHaveLength(operations.length);
    operations.forEach((o, index) => {
      const row = rows[index] ?? [];
      expect(row[0]).toBe(`\`${o.method.toUpperCase()}\``);
      expect(row[1]).toBe(`\`${o.path}\``);
      expect(row[3]).toBe(o.auth ? "**yes**" : "no");
      for (const id of o.serves) expect(row[4]).toContain(id);
    });
  });

  it("never lets user text produce raw HTML or break a table", () => {
    expect(rawHtml(markdown)).toEqual([]);
    expect(brokenTableRows(markdown)).toEqual([]);
  });
});
