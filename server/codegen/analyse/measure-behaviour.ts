import type { Operation } from "../../../domain/artifacts/04-api-model";
import type { CodegenModels } from "../types";
import type { Entity } from "../../../domain/artifacts/04-data-model";
import type { AppFacts, TestCaseFacts } from "./facts";
import { isServerSource } from "./facts";
import { dataModule } from "./measure-advanced";
import { apiOperations, routeOf } from "./measure-api";
import { pathShape, requestReaches } from "./paths";
import type { AreaTally } from "./tally";

/*
 * Behaviour as model elements (issue 17): what an app must DO beyond keeping records, read from the models and
 * checked against the code and its tests: each move of a workflow, each report, each rule of an entity and each
 * interactive page.
 *
 * - A transition is built when its POST …/{id}/transitions route is registered (not a placeholder) and some server
 *   module keys the transition's states by its name (`approve: { from: ["submitted"], to: "approved" }`: the table
 *   of moves the server checks).
 * - It is tested when a test case named for it (its name or label in the title) requests that route with the
 *   transition's name in its body.
 * - A report is built when its GET /api/reports/<name> route is registered (not a placeholder), and tested when a
 *   test case requests it.
 * - A rule is built when the entity's data module refuses with its code (`conflict:once`, `conflict:overlap`,
 *   `conflict:full`, `conflict:stock`) and, once per user, its tally route is registered (a stock rule: the order's
 *   checkout route); tested when a test case expects that code.
 * - An interactive page (calculator, quiz, editor, chat room) or a shop's cart is built when
 *   src/client/pages/<page>.tsx exists and a client route serves its path, and tested when a test file imports the
 *   page module.
 *
 * The elements count in the "advanced" area (1 when built and tested, 1/2 when built, 0 when not built), and a
 * requirement an element serves is served only when the element is built (measure-requirements.ts), so a missing
 * rule lowers both figures.
 */

export interface BehaviourElement {
  /** How gaps name it: "Workflow of Claim: approve (submitted → approved)". */
  label: string;
  /** Requirement ids it serves. */
  serves: readonly string[];
  /** What the code lacks of it: empty when the code builds it. */
  missing: (facts: AppFacts) => string[];
  /** Whether a test case exercises it. */
  testedBy: (test: TestCaseFacts, facts: AppFacts) => boolean;
}

/** Whether a server module keys an object literal by `key` with every one of `values` among its strings. */
const keyedInServer = (facts: AppFacts, key: string, values: readonly string[]): boolean =>
  [...facts.sources].some(([file, source]) => {
    const strings = isServerSource(file) ? source.keyedStrings.get(key) : undefined;
    return strings !== undefined && values.every((v) => strings.has(v));
  });

/** Whether a text names a word (any case, whole word). */
const names = (text: string, word: string) =>
  new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i").test(text);

const routed = (op: Operation, facts: AppFacts): string[] => {
  const route = routeOf(op, facts);
  const where = `${op.method.toUpperCase()} ${op.path}`;
  if (!route) return [`no route ${where}`];
  return route.placeholder ? [`${where} is a placeholder`] : [];
};

const requests = (test: TestCaseFacts, op: Operation) =>
  test.requests.some((r) => r.method === op.method && requestReaches(r.text, op.path));

function workflowElements(models: CodegenModels): BehaviourElement[] {
  const operations = apiOperations(models.api);
  return models.data.entities.flatMap((entity) => {
    const workflow = entity.workflow;
    if (!workflow) return [];
    const perform = operations.find(
      (r) => r.entity === entity.name && r.operation.kind === "transition" && r.operation.method === "post",
    )?.operation;
    return workflow.transitions.map((t): BehaviourElement => {
      const label = `Workflow of ${entity.name}: ${t.name} (${t.from.join(", ")} → ${t.to})`;
      return {
        label,
        serves: t.serves,
        missing: (facts) => {
          if (!perform) return ["the API model has no transition operation"];
          const checked = keyedInServer(facts, t.name, [t.to, ...t.from]);
          return [
            ...routed(perform, facts),
            ...(checked ? [] : [`no server module checks ${t.name} from ${t.from.join(", ")} to ${t.to}`]),
          ];
        },
        testedBy: (test) =>
          perform !== undefined &&
          requests(test, perform) &&
          test.strings.has(t.name) &&
          (names(test.title, t.name) || names(test.title, t.label)),
      };
    });
  });
}

function reportElements(models: CodegenModels): BehaviourElement[] {
  return apiOperations(models.api)
    .filter((r) => r.operation.kind === "report")
    .map(({ operation: op }) => ({
      label: `Report ${op.path}`,
      serves: op.serves,
      missing: (facts) => routed(op, facts),
      testedBy: (test) => requests(test, op),
    }));
}

const RULE_CODES = {
  "once-per-user": "conflict:once",
  "no-overlap": "conflict:overlap",
  capacity: "conflict:full",
  stock: "conflict:stock",
};

function ruleElements(models: CodegenModels): BehaviourElement[] {
  const operations = apiOperations(models.api);
  return models.data.entities.flatMap((entity: Entity) =>
    (entity.rules ?? []).map((rule): BehaviourElement => {
      const code = RULE_CODES[rule.kind];
      // Once per user: the target's tally (GET …/{id}/tally on the target's resource); stock: the order's checkout.
      const via = rule.kind === "stock" ? rule.order : rule.target;
      const target = entity.relations.find((r) => r.name === via)?.target;
      const kind = rule.kind === "once-per-user" ? "tally" : rule.kind === "stock" ? "checkout" : null;
      const tally = operations.find((r) => r.operation.kind === kind && r.entity === target)?.operation;
      return {
        label: `Rule of ${entity.name}: ${rule.kind} (${code})`,
        serves: rule.serves,
        missing: (facts) => {
          const module = dataModule(entity.name);
          const refuses = facts.sources.get(module)?.strings.has(code) === true;
          return [
            ...(refuses ? [] : [`${module} does not refuse with ${code}`]),
            ...(tally ? routed(tally, facts) : []),
          ];
        },
        testedBy: (test) => test.strings.has(code),
      };
    }),
  );
}

function pageElements(models: CodegenModels): BehaviourElement[] {
  return (
    models.ui.pages
      // Interactive pages (calculators, quizzes, editors, chat rooms) and a shop's cart (issue 17).
      .filter((page) => page.kind === "tool" || page.kind === "cart")
      .map((page): BehaviourElement => {
        const module = `src/client/pages/${page.id}.tsx`;
        const paths = models.ui.routes.filter((r) => r.pageId === page.id).map((r) => pathShape(r.path));
        return {
          label: `Page ${page.id} (${page.title})`,
          serves: page.serves,
          missing: (facts) => {
            const registered = new Set(facts.clientRoutes.map((route) => pathShape(route.path)));
            return [
              ...(facts.paths.has(module) ? [] : [`${module} is missing`]),
              ...paths.filter((p) => !registered.has(p)).map((p) => `no client route ${p}`),
            ];
          },
          testedBy: (test, facts) =>
            facts.tests.some((file) => file.file === test.file && file.imports.includes(module)),
        };
      })
  );
}

/** Every behaviour element of the models. */
export function behaviourElements(models: CodegenModels): BehaviourElement[] {
  return [
    ...workflowElements(models),
    ...reportElements(models),
    ...ruleElements(models),
    ...pageElements(models),
  ];
}

/** Counts each behaviour element into the tally (1 built and tested, 1/2 built, 0 missing). */
export function measureBehaviour(
  elements: readonly BehaviourElement[],
  facts: AppFacts,
  tally: AreaTally,
): void {
  const cases = facts.tests.flatMap((t) => t.caseFacts);
  for (const element of elements) {
    const missing = element.missing(facts);
    if (missing.length > 0) {
      tally.element(0, [`${element.label}: not built — ${missing.join(", ")}`]);
      continue;
    }
    const tested = cases.some((test) => element.testedBy(test, facts));
    tally.element(tested ? 1 : 0.5, tested ? [] : [`${element.label}: untested — no test performs it`]);
  }
}

/** What the code lacks of the behaviour elements serving a requirement, one phrase per element. */
export function missingBehaviour(
  elements: readonly BehaviourElement[],
  id: string,
  facts: AppFacts,
): string[] {
  return elements
    .filter((element) => element.serves.includes(id))
    .flatMap((element) => {
      const missing = element.missing(facts);
      return missing.length > 0 ? [`${element.label} (${missing.join(", ")})`] : [];
    });
}
