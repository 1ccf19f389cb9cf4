import type { PassNumber } from "../../../../domain/api/code";
import type { CodegenInput, GeneratedFile } from "../../types";
import { accountsPageModule, accountsPageOf } from "./accounts-page";
import { profilePageModule, profilePageOf } from "./profile-page";
import { detailPage } from "./detail-page";
import { entityFormModule, formPage } from "./form";
import { listPage } from "./list-page";
import { ClientModel, sortIds, type UiPage } from "./model";
import { authPage, homePage, plainPage } from "./other-pages";
import { appTsx, apiTs, authTsx, indexHtml, labelsTs, mainTsx } from "./shell";
import { STYLES_CSS, WORKFLOW_CSS } from "./styles";
import { themeCss } from "./theme";
import { CSV_TS, FIELD_TSX, FORMAT_TS, LOAD_STATE_TSX, OPTION_TS, PAGER_TSX, PLURAL_TS } from "./support";
import { REPORT_CARD_TSX, REPORTS_CSS, reportsPage, reportViews } from "./reports";
import { clientTests } from "./tests";
import { hasTools, TOOLS_CSS, toolFiles, toolPageModule, toolTests } from "./tool-pages";
import { TALLY_CSS, TALLY_TSX, tallyPlans } from "./rule-tally";
import { cartFiles, cartPlan } from "./cart";
import { cartPageModule } from "./cart-page";
import { CART_CSS } from "./cart-support";
import { WORKFLOW_TSX } from "./workflow";

const STACK = ["stack:React", "stack:Vite", "stack:TanStack Query"];

/**
 * index.html, the React client and its tests (see ../index.ts). Pass 2 writes the whole client from the UI
 * model (one module per page, one per entity form); pass 3 adds the UI tests that render the pages' views.
 */
export function generateClientFiles(input: CodegenInput, throughPass: PassNumber): GeneratedFile[] {
  if (throughPass < 2) return [];
  const model = new ClientModel(input);
  const files: GeneratedFile[] = [];
  const add = (
    path: string,
    content: string,
    pass: PassNumber,
    requirementIds: string[],
    elements: string[],
  ) => {
    const language = path.endsWith(".tsx")
      ? "tsx"
      : path.endsWith(".ts")
        ? "typescript"
        : path.endsWith(".css")
          ? "css"
          : "html";
    files.push({
      path,
      content,
      language,
      pass,
      implements: { documents: ["frontend_architecture"], requirementIds: sortIds(requirementIds), elements },
    });
  };

  const allIds = model.uiRequirementIds();
  // Account pages the UI model lacks (see ClientModel) are not its elements: they implement "accounts".
  const allPages = input.ui.pages.map((p) => `page:${p.id}`);
  add("index.html", indexHtml(model), 2, [], ["stack:Vite"]);
  add("src/client/main.tsx", mainTsx(), 2, [], STACK);
  // Workflows (issue 17): their states and actions, the shared pieces and styles, only in apps that have them.
  const workflows = model.workflowEntities();
  // Reports (issue 17): the card every report shares and its styles, only in apps that have reports.
  const reports = reportViews(model);
  // Actions with rules (issue 17): the live tally's view and styles, only in apps that have one.
  const tallies = tallyPlans(model).length > 0;
  add(
    "src/client/styles.css",
    (workflows.length > 0 ? STYLES_CSS + WORKFLOW_CSS : STYLES_CSS) +
      (hasTools(model) ? TOOLS_CSS : "") +
      (reports.length > 0 ? REPORTS_CSS : "") +
      (tallies ? TALLY_CSS : "") +
      (cartPlan(model) ? CART_CSS : "") +
      themeCss(input.ui.theme),
    2,
    input.ui.theme?.serves ?? [],
    ["stack:React"],
  );
  add("src/client/api.ts", apiTs(model), 2, [], ["stack:React", ...(model.accounts ? ["accounts"] : [])]);
  add("src/client/labels.ts", labelsTs(model), 2, [], ["stack:TanStack Query"]);
  add("src/client/app.tsx", appTsx(model), 2, allIds, [
    ...STACK.slice(0, 1),
    ...allPages,
    ...(model.accounts ? ["accounts"] : []),
  ]);
  if (model.accounts) add("src/client/auth.tsx", authTsx(model), 2, [], ["accounts", "stack:TanStack Query"]);
  add("src/client/components/load-state.tsx", LOAD_STATE_TSX, 2, [], ["stack:React", "stack:TanStack Query"]);
  // Counts in the UI ("1 pet", "12 pets", "No pets yet") all go through one pluralisation helper.
  add("src/client/components/plural.ts", PLURAL_TS, 2, [], ["stack:React"]);
  add("src/client/components/pager.tsx", PAGER_TSX, 2, [], ["stack:React"]);
  add("src/client/components/field.tsx", FIELD_TSX, 2, [], ["stack:React"]);
  add("src/client/components/format.ts", FORMAT_TS, 2, [], ["stack:React"]);
  add("src/client/components/option.ts", OPTION_TS, 2, [], ["stack:React"]);
  // Lists export as CSV in the browser (list pages' Export CSV button), so the API does not change.
  add("src/client/components/csv.ts", CSV_TS, 2, [], ["stack:React"]);
  if (workflows.length > 0) add("src/client/components/workflow.tsx", WORKFLOW_TSX, 2, [], ["stack:React"]);
  // Tool pages (issue 17 point 6): calculators and quizzes, with the modules they share, only in apps with them.
  for (const file of toolFiles(model)) add(file.path, file.content, 2, file.requirementIds, file.elements);
  if (reports.length > 0)
    add("src/client/components/report-card.tsx", REPORT_CARD_TSX, 2, [], ["stack:React"]);
  if (tallies) add("src/client/components/tally.tsx", TALLY_TSX, 2, [], ["stack:React"]);
  // A shop's cart (issue 17): the cart kept in the browser and a product's Add to cart, only in apps with a stock rule.
  for (const file of cartFiles(model)) add(file.path, file.content, 2, file.requirementIds, file.elements);

  // Entity forms: one module per form used by a create or edit page.
  const formsDone = new Set<string>();
  for (const page of model.ui.pages) {
    if (page.kind !== "create" && page.kind !== "edit") continue;
    const form = model.form(page.formId);
    const entity = model.entity(form?.entity ?? page.entity);
    if (!form || !entity || formsDone.has(form.id)) continue;
    formsDone.add(form.id);
    const users = model.ui.pages.filter((p) => p.formId === form.id);
    add(
      `src/client/components/${form.id}.tsx`,
      entityFormModule(model, form, entity),
      2,
      users.flatMap((p) => p.serves),
      [`form:${form.id}`, `entity:${entity.name}`, "stack:React"],
    );
  }

  for (const page of model.ui.pages) {
    const elements = [
      ...(model.addedPages.has(page.id) ? [] : [`page:${page.id}`]),
      ...(page.formId && model.form(page.formId) ? [`form:${page.formId}`] : []),
      "stack:React",
    ];
    if (page.kind === "sign-in" || page.kind === "sign-up") elements.push("accounts");
    // A detail page offers its entity's workflow actions: it implements what the workflow serves too.
    const entity = page.kind === "detail" ? model.entity(page.entity) : undefined;
    const workflow = entity ? model.workflow(entity)?.workflow : undefined;
    const serves = workflow
      ? [...page.serves, ...workflow.serves, ...workflow.transitions.flatMap((t) => t.serves)]
      : page.serves;
    add(`src/client/pages/${page.id}.tsx`, pageModule(model, page), 2, serves, elements);
  }

  const accountsPage = accountsPageOf(model);
  if (accountsPage)
    add(
      `src/client/pages/${accountsPage.id}.tsx`,
      accountsPageModule(model),
      2,
      [],
      ["accounts", "roles", "stack:React"],
    );

  const profilePage = profilePageOf(model);
  if (profilePage)
    add(
      `src/client/pages/${profilePage.id}.tsx`,
      profilePageModule(model),
      2,
      model.input.data.profile?.serves ?? [],
      ["accounts", "profile", "stack:React"],
    );

  if (throughPass >= 3) {
    for (const test of clientTests(model))
      add(test.path, test.content, 3, test.requirementIds, test.elements);
    for (const test of toolTests(model)) add(test.path, test.content, 3, test.requirementIds, test.elements);
  }
  return files;
}

function pageModule(model: ClientModel, page: UiPage): string {
  const entity = model.entity(page.entity);
  switch (page.kind) {
    case "home":
      return homePage(model, page);
    case "sign-in":
    case "sign-up":
      return model.accounts
        ? authPage(model, { ...page, kind: page.kind })
        : plainPage(page, "The data model has no accounts, so this page only shows its title.");
    case "list":
      return entity
        ? listPage(model, page, entity)
        : plainPage(page, "The UI model names no entity for this list.");
    case "detail":
      return entity
        ? detailPage(model, page, entity)
        : plainPage(page, "The UI model names no entity for this page.");
    case "tool":
      return toolPageModule(model, page);
    case "reports":
      return reportsPage(model, page);
    case "cart": {
      const cart = cartPlan(model);
      return cart && cart.page === page
        ? cartPageModule(model, cart)
        : plainPage(page, "The API checks no cart out, so this page only shows its title.");
    }
    case "create":
    case "edit": {
      const form = model.form(page.formId);
      const formEntity = model.entity(form?.entity ?? page.entity);
      return form && formEntity
        ? formPage(model, page, formEntity, form)
        : plainPage(page, "The UI model gives this page no form.");
    }
  }
}
