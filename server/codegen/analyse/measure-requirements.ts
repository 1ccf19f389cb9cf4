import type { AreaCoverage, RequirementCheck } from "../../../domain/api/code";
import type { Operation } from "../../../domain/artifacts/04-api-model";
import type { CodegenModels } from "../types";
import {
  ACTION_OPERATION_KIND,
  capabilityWords,
  statedRequirements,
  type Behaviour,
  type StatedRequirement,
} from "./behaviour";
import { missingAccountParts, missingParts } from "./capability-code";
import type { AppFacts, TestCaseFacts } from "./facts";
import { apiOperations, routeOf } from "./measure-api";
import { behaviourElements, missingBehaviour, type BehaviourElement } from "./measure-behaviour";
import { pageModule } from "./measure-frontend";
import { requestReaches } from "./paths";
import { AreaTally } from "./tally";

const REQUIREMENT_ID = /\b(?:FR|NFR|US)-\d+\b/g;

export interface RequirementsMeasure {
  coverage: AreaCoverage;
  checks: RequirementCheck[];
  /** Tests that name a requirement whose behaviour they do not drive, as sentences. */
  misnamed: string[];
}

const implemented = (op: Operation, facts: AppFacts) => {
  const route = routeOf(op, facts);
  return route !== undefined && !route.placeholder;
};

/** A requirement's title and statement, as the SRS gives them. */
function requirementText(requirement: StatedRequirement, models: CodegenModels): string {
  const stated = models.requirements.requirements.find((r) => r.id === requirement.id);
  return `${requirement.title}. ${stated?.description ?? ""}`;
}

/** The operations on a requirement's records: those of its entities' resources and those that serve it. */
function recordOperations(models: CodegenModels, id: string, entities: readonly string[]): Operation[] {
  return apiOperations(models.api)
    .filter(
      (r) =>
        r.operation.kind !== "auth" &&
        ((r.entity !== null && entities.includes(r.entity)) || r.operation.serves.includes(id)),
    )
    .map((r) => r.operation);
}

/** What the code lacks of a requirement's behaviour: empty when the code serves it. */
function missingFor(
  behaviour: Behaviour,
  requirement: StatedRequirement,
  models: CodegenModels,
  facts: AppFacts,
): string[] {
  const operations = apiOperations(models.api);
  switch (behaviour.kind) {
    case "capability":
      return missingParts(behaviour.capability, facts);
    case "accounts": {
      const auth = operations.filter((r) => r.operation.kind === "auth" && r.operation.method === "post");
      const missing =
        auth.length > 0
          ? auth.filter((r) => !implemented(r.operation, facts)).map((r) => `no route for ${r.operation.id}`)
          : facts.routes.some((r) => r.method === "post" && /login|sign-?in|session/i.test(r.path))
            ? []
            : ["no sign-in route"];
      const text = requirementText(requirement, models);
      if (/\bpasswords?\b.*\bhash|\bhash\w*\b.*\bpasswords?\b/i.test(text) && !facts.passwordHashing)
        missing.push("no password hashing");
      return [...missing, ...missingAccountParts(text, facts)];
    }
    case "records": {
      const missing: string[] = [];
      const entities = models.data.entities.filter((e) => behaviour.entities.includes(e.name));
      for (const entity of entities)
        if (!facts.tables.some((t) => t.name === entity.table)) missing.push(`no table ${entity.table}`);
      const ops = recordOperations(models, requirement.id, behaviour.entities);
      const names = entities.map((e) => e.label.trim() || e.name).join(" or ");
      for (const action of behaviour.actions) {
        const kind = ACTION_OPERATION_KIND[action];
        // A nested create, a link or a children list is the action done through a parent.
        const doing = ops.filter((op) => op.kind === kind || (op.kind === "relation" && action !== "read"));
        if (!doing.some((op) => implemented(op, facts))) missing.push(`no ${kind} route for ${names}`);
      }
      return missing;
    }
    case "quality": {
      const { design } = models;
      const addressed =
        design.components.some((c) => c.serves.includes(requirement.id)) ||
        design.security.some((s) => s.serves.includes(requirement.id)) ||
        design.nonFunctional.some((n) => n.requirementId === requirement.id) ||
        design.keyFlow.serves.includes(requirement.id);
      return addressed ? [] : ["no element of the system design addresses it"];
    }
  }
}

/**
 * Whether a test case drives the behaviour a requirement states (not merely an entity it mentions, never a title
 * alone): a test of a behaviour element built for it (a move of a workflow, a rule, a report, an interactive page);
 * for records, a request doing what it asks with them (creating, changing… not just listing), a sample made through
 * the API when it asks to create them, or a test of a page that does it which imports the page; a capability by a
 * call of its code (or a test of its page or feature); accounts by a request to the account operations or a sign-up.
 */
function exercises(
  test: TestCaseFacts,
  requirement: StatedRequirement,
  models: CodegenModels,
  facts: AppFacts,
  elements: readonly BehaviourElement[],
): boolean {
  const { behaviour } = requirement;
  const operations = apiOperations(models.api);
  const reaches = (ops: Operation[]) =>
    test.requests.some((r) => ops.some((op) => r.method === op.method && requestReaches(r.text, op.path)));
  const imports = facts.tests.find((t) => t.file === test.file)?.imports ?? [];
  // A test of a behaviour element built for the requirement (its move, rule, report or page) exercises it.
  if (elements.some((e) => e.serves.includes(requirement.id) && e.testedBy(test, facts))) return true;
  switch (behaviour.kind) {
    case "capability": {
      const words = capabilityWords(behaviour.capability);
      return (
        [...test.calls].some((c) => words.test(c)) ||
        // A test of the capability's page or feature, named for it, that imports it.
        (words.test(test.title) && imports.some((file) => words.test(file))) ||
        // A test in a model-written feature's own folder, named for the capability (features/bmi-calculator/…).
        (/^src\/(?:client|server)\/features\//.test(test.file) && words.test(test.file)) ||
        // A search or a filter asked for (?q=…, ?status=…), or a list page's search box checked in a test of it.
        (behaviour.capability === "search" &&
          ([...test.queryKeys].some((key) => key !== "page" && key !== "pageSize") ||
            test.strings.has('type="search"')))
      );
    }
    case "accounts":
      return (
        reaches(operations.filter((r) => r.operation.kind === "auth").map((r) => r.operation)) ||
        [...test.calls].some((c) => /^sign(?:Up|In)/.test(c)) ||
        // A test of the sign-in or sign-up page that imports it.
        (test.file.startsWith("src/client/") &&
          imports.some((file) => /^src\/client\/.*(?:sign-?(?:in|up)|log-?in|register|account)/i.test(file)))
      );
    case "records": {
      // What the requirement asks done with its records: a test that only lists them does not mark one done.
      const kinds = new Set<string>(behaviour.actions.map((a) => ACTION_OPERATION_KIND[a]));
      // A requirement whose every change is a workflow's move is exercised only by tests of the moves.
      if (behaviour.byMoves) return false;
      // A relation's operation on another resource that answers these records (a member's loans) lists them too.
      const related = apiOperations(models.api)
        .map((r) => r.operation)
        .filter(
          (op) =>
            op.kind === "relation" &&
            behaviour.entities.some((e) => (op.responseSchema ?? "").replace(/List$/, "") === e),
        );
      const ops = [
        ...recordOperations(models, requirement.id, behaviour.entities).filter(
          (op) => kinds.has(op.kind) || op.kind === "relation",
        ),
        ...(kinds.has("list") || kinds.has("get") ? related : []),
      ];
      const types = behaviour.entities.map((e) => e.replace(/[^A-Za-z0-9]/g, ""));
      const pageDoes: Record<string, string[]> = {
        list: ["list", "get"],
        detail: ["get"],
        create: ["create"],
        edit: ["update"],
      };
      const pages = models.ui.pages.filter(
        (p) =>
          p.entity !== null &&
          behaviour.entities.includes(p.entity) &&
          (pageDoes[p.kind] ?? []).some((kind) => kinds.has(kind)),
      );
      return (
        reaches(ops) ||
        [...test.calls].some((c) => types.some((t) => c === `make${t}` && kinds.has("create"))) ||
        pages.some(
          (p) =>
            test.title.includes(p.id) &&
            test.file.startsWith("src/client/") &&
            imports.some((file) => file === pageModule(p.id)),
        )
      );
    }
    case "quality":
      return false;
  }
}

const quoted = (text: string) => `"${text.length > 80 ? `${text.slice(0, 77)}…` : text}"`;

function describeBehaviour(behaviour: Behaviour): string {
  switch (behaviour.kind) {
    case "capability":
      return behaviour.name.toLowerCase();
    case "accounts":
      return "accounts";
    case "records":
      return `${behaviour.actions.join(", ")} of ${behaviour.entities.join(", ")}`;
    case "quality":
      return "a quality of the system";
  }
}

/**
 * Measures the app against the SRS, requirement by requirement. Each requirement is one element: 1 when the code
 * serves its behaviour and a test that names it exercises it, 3/4 when served but no test exercises it, 0 when
 * the code does not serve it (the gap names what is missing: "no scheduled job, no mail sender"). A capability is
 * served only by code that builds it (capability-code.ts); records by their entities' tables and, for each action
 * the requirement asks for, a route of one of those entities that does it (a nested create, link or children list
 * counts); accounts by the sign-up and sign-in routes (and password hashing when the
 * requirement is about passwords). Whatever it states, a requirement a behaviour element serves (a move of a
 * workflow, …: measure-behaviour.ts) is served only when the code builds that element. Qualities of the whole system (performance, availability…) that the design
 * addresses are checked outside the code and left out of the figure; one the design does not address counts 0.
 */
export function measureRequirements(models: CodegenModels, facts: AppFacts): RequirementsMeasure {
  const stated = statedRequirements(models);
  const known = new Map(stated.map((s) => [s.id, s]));
  const cases = facts.tests.flatMap((t) => t.caseFacts);
  const elements = behaviourElements(models);
  const exercisedBy = new Map<string, string[]>();
  const misnamed: string[] = [];
  for (const test of cases) {
    for (const id of new Set(test.title.match(REQUIREMENT_ID) ?? [])) {
      const requirement = known.get(id);
      if (!requirement) continue;
      if (exercises(test, requirement, models, facts, elements))
        exercisedBy.set(id, [...(exercisedBy.get(id) ?? []), test.title]);
      else if (requirement.behaviour.kind !== "quality")
        misnamed.push(
          `Test ${quoted(test.title)} (${test.file}) names ${id} but does not exercise it (${describeBehaviour(requirement.behaviour)})`,
        );
    }
  }
  const tally = new AreaTally();
  const checks = stated.map((requirement): RequirementCheck => {
    const { id, title, type, behaviour } = requirement;
    const missing = [
      ...missingFor(behaviour, requirement, models, facts),
      ...missingBehaviour(elements, id, facts),
    ];
    const tests = exercisedBy.get(id) ?? [];
    const base = { id, title, type, tests };
    if (behaviour.kind === "quality" && missing.length === 0)
      return {
        ...base,
        status: "design",
        reason: "addressed by the system design; no generated test measures it",
      };
    if (missing.length > 0) {
      const reason = `not implemented — ${missing.join(", ")}`;
      tally.element(0, [`${id} ${title}: ${reason}`]);
      return { ...base, status: "not-served", reason };
    }
    if (tests.length === 0) {
      const reason = "untested — no test exercises it";
      tally.element(0.75, [`${id} ${title}: ${reason}`]);
      return { ...base, status: "untested", reason };
    }
    tally.element(1);
    return { ...base, status: "tested", reason: null };
  });
  for (const sentence of misnamed) tally.note(sentence);
  return { coverage: tally.result(), checks, misnamed };
}
