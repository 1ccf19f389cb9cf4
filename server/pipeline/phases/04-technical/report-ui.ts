import type { ApiModel } from "../../../../domain/artifacts/04-api-model";
import type { DataModel } from "../../../../domain/artifacts/04-data-model";
import type { UiModel } from "../../../../domain/artifacts/04-ui-model";
import { kebabIdentifier } from "../02-srs/names";

/*
 * The Reports page of the UI model (issue 17): when the data model has reports, one page (kind "reports") at
 * /reports, or /dashboard when an entity's pages already take /reports, with a card per report (its figure, its
 * chart, its rows), a route and a navigation entry. It serves what the report operations serve.
 */

type Page = UiModel["pages"][number];

export interface ReportsUi {
  page: Page;
  route: UiModel["routes"][number];
  navigation: UiModel["navigation"][number];
}

/** The Reports page, its route and navigation entry; null without reports. */
export function reportsUi(data: DataModel, api: ApiModel): ReportsUi | null {
  if ((data.reports ?? []).length === 0) return null;
  const taken = new Set(data.entities.map((e) => kebabIdentifier(e.plural)));
  const slug = ["reports", "dashboard", "report-figures"].find((s) => !taken.has(s)) ?? "figures";
  const serves = api.resources
    .flatMap((r) => r.operations)
    .filter((o) => o.kind === "report")
    .flatMap((o) => o.serves);
  return {
    page: {
      id: slug,
      kind: "reports",
      title: "Reports",
      entity: null,
      components: ["ReportCard", "ReportChart", "ReportTable"],
      columns: [],
      searchable: false,
      formId: null,
      serves: [...new Set(serves)],
    },
    route: { path: `/${slug}`, pageId: slug, requiresAuth: data.accounts },
    navigation: { label: "Reports", path: `/${slug}` },
  };
}
