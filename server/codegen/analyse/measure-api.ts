import type { AreaCoverage } from "../../../domain/api/code";
import type { ApiModel, Operation } from "../../../domain/artifacts/04-api-model";
import type { AppFacts, ServerRoute, TestRequest } from "./facts";
import { pathShape, requestReaches } from "./paths";
import { AreaTally } from "./tally";

export interface ApiOperationRef {
  resource: string;
  entity: string | null;
  operation: Operation;
}

/** Every operation of the API model with its resource. */
export function apiOperations(api: ApiModel): ApiOperationRef[] {
  return api.resources.flatMap((resource) =>
    resource.operations.map((operation) => ({ resource: resource.name, entity: resource.entity, operation })),
  );
}

/** The route registered for an operation (same method, same path shape), if any. */
export function routeOf(operation: Operation, facts: AppFacts): ServerRoute | undefined {
  const shape = pathShape(operation.path);
  return facts.routes.find((route) => route.method === operation.method && pathShape(route.path) === shape);
}

/** The operation's route is a placeholder (it answers 501 through `notImplemented`). */
export function isPlaceholder(operation: Operation, facts: AppFacts): boolean {
  return routeOf(operation, facts)?.placeholder === true;
}

/** Whether some test requests the operation with its method (a placeholder's route never counts as exercised). */
export function exercised(operation: Operation, facts: AppFacts): boolean {
  if (isPlaceholder(operation, facts)) return false;
  return testRequests(facts).some(
    (r) => r.method === operation.method && requestReaches(r.text, operation.path),
  );
}

/** Requests made by tests and by the test support modules they import. */
export function testRequests(facts: AppFacts): TestRequest[] {
  return [...facts.tests.flatMap((t) => t.requests), ...facts.supportRequests];
}

/** An earlier route of the same file and method whose parameter takes this route's literal path first. */
function shadowedBy(route: ServerRoute, facts: AppFacts): ServerRoute | undefined {
  const index = facts.routes.indexOf(route);
  return facts.routes.find(
    (earlier, i) =>
      i < index &&
      earlier.file === route.file &&
      earlier.method === route.method &&
      pathShape(earlier.path) !== pathShape(route.path) &&
      requestReaches(route.path, earlier.path),
  );
}

const label = (operation: Operation) =>
  `${operation.method.toUpperCase()} ${operation.path} (${operation.id})`;

/**
 * API: one element per operation of the API model. 3/4 when a route with the operation's method and path
 * (`:param` for `{param}`) is registered in a non-test server file; the remaining 1/4 when a test (or a test support
 * module only tests import) calls `.<method>("<path>")` with a path that reaches it (`${…}` standing for a parameter).
 * A route registered after a parameter route of the same file and method that takes its path first (`/:id`
 * before `/totals`) is a gap that does not change the figures. A placeholder route (its handler calls a function
 * named `notImplemented`, the generated 501 answer) implements nothing: the element counts 0 whatever the tests
 * call, with the gap "… is a placeholder".
 */
export function measureApi(api: ApiModel, facts: AppFacts): AreaCoverage {
  const tally = new AreaTally();
  for (const { resource, operation } of apiOperations(api)) {
    const gaps: string[] = [];
    const route = routeOf(operation, facts);
    if (!route) {
      const shape = pathShape(operation.path);
      const other = facts.routes
        .filter((r) => pathShape(r.path) === shape)
        .map((r) => r.method.toUpperCase());
      const where = `src/server/routes/${resource}.ts`;
      gaps.push(
        other.length > 0
          ? `${label(operation)} has no route: the path is registered only for ${[...new Set(other)].join(", ")}`
          : `${label(operation)} has no route in ${where}`,
      );
    }
    if (route?.placeholder) {
      tally.element(0, [
        `${label(operation)} is a placeholder: its behaviour cannot be derived from the models`,
      ]);
      continue;
    }
    const shadow = route && shadowedBy(route, facts);
    if (route && shadow)
      tally.note(
        `${label(operation)} is registered after ${shadow.method.toUpperCase()} ${shadow.path} in ${route.file}, which answers its requests first`,
      );
    const tested = exercised(operation, facts);
    if (!tested) gaps.push(`${label(operation)} is not exercised by any API test`);
    tally.element((route ? 0.75 : 0) + (tested ? 0.25 : 0), gaps);
  }
  return tally.result();
}
