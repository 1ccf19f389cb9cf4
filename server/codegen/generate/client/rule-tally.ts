import type { Operation } from "../../../../domain/artifacts/04-api-model";
import type { Entity, OncePerUserRule } from "../../../../domain/artifacts/04-data-model";
import { relationProperty, schemaBase } from "../../../pipeline/phases/04-technical/api-schemas";
import { commentText, lowerFirst, tsString } from "../names";
import { pastParticiple } from "../server/workflow-plan";
import { typeNames, type ClientModel } from "./model";
import { apiPathExpr } from "./shell";

/*
 * The live tally of actions with rules in the client (issue 17 point 3). A target's detail page (a Poll) shows, per
 * entity once-per-user for it (its Votes), the rows counted per choice from GET …/{id}/tally, refreshed every five
 * seconds (react-query's refetchInterval) so it is live. Until the user has one, it offers a button per choice
 * when a row needs nothing but the target and the choice (else a link to the create page); afterwards it says
 * "You voted: Pizza". The server refuses a second row (409) and the page shows its message. The view is
 * src/client/components/tally.tsx (TALLY_TSX), written only in apps with a tally.
 */

export interface TallyPlan {
  row: Entity;
  target: Entity;
  rule: OncePerUserRule;
  op: Operation;
  /** src/shared/schema.ts type of the answer: `VoteTally`. */
  type: string;
  /** The create body's property of the target and of the choice (`pollId`, `optionId`). */
  targetProp: string;
  choiceProp: string | undefined;
  /** Whether a row can be made from the tally with only the target and the choice. */
  quick: boolean;
  /** Whether users join the target up to a limit (a capacity rule): Join and Leave instead of choices. */
  joins: boolean;
}

/** The tallies of the app, one per once-per-user entity whose target's API has the tally operation. */
export function tallyPlans(model: ClientModel): TallyPlan[] {
  return model.input.data.entities.flatMap((row) => {
    const rule = row.rules?.find((r) => r.kind === "once-per-user");
    const relation = row.relations.find((r) => r.name === rule?.target);
    const target = model.entity(relation?.target);
    const op = model.operations().find((o) => o.kind === "tally" && o.responseSchema === `${schemaBase(row)}Tally`);
    if (!rule || !relation || !target || !op) return [];
    const choiceRelation = row.relations.find((r) => r.name === rule.choice && r.kind === "many-to-one");
    const choiceField = row.fields.find((f) => f.name === rule.choice);
    const enumerable = choiceRelation !== undefined || choiceField?.type === "enum" || choiceField?.type === "boolean";
    const quick =
      enumerable &&
      row.fields.every((f) => f === choiceField || !f.required || f.name === row.workflow?.field) &&
      row.relations.every((r) => r === relation || r === choiceRelation || r.kind !== "many-to-one" || !r.required) &&
      model.operation(row.name, "create") !== undefined;
    const choiceProp = choiceRelation ? relationProperty(choiceRelation) : choiceField?.name;
    const joins = (row.rules?.some((r) => r.kind === "capacity") ?? false) && !rule.choice &&
      row.fields.every((f) => !f.required) && row.relations.every((r) => r === relation || r.kind !== "many-to-one" || !r.required) &&
      model.operation(row.name, "create") !== undefined && model.operation(row.name, "delete") !== undefined;
    return [{ row, target, rule, op, type: `${typeNames(row).type}Tally`, targetProp: relationProperty(relation), choiceProp, quick, joins }];
  }); // prettier-ignore
}

/** The api.ts method of a tally operation (typed with the shared schema); undefined for any other operation. */
export function tallyApiMethod(model: ClientModel, op: Operation): string | undefined {
  if (op.kind !== "tally") return undefined;
  const plan = tallyPlans(model).find((p) => p.op === op);
  if (!plan) return undefined;
  return `  ${op.id}: (id: number) => request<schema.${plan.type}>("GET", ${apiPathExpr(op.path)}),`;
}

function sectionName(plan: TallyPlan): string {
  return `${plan.target.name}${plan.row.plural}Tally`;
}

/** The tally sections of a target's detail page: the imports, the JSX lines and the components' code. */
export function tallySections(model: ClientModel, target: Entity): { imports: string[]; jsx: string; code: string } {
  const plans = tallyPlans(model).filter((p) => p.target === target);
  if (plans.length === 0) return { imports: [], jsx: "", code: "" };
  return {
    imports: [`import { TallyView } from "../components/tally";`],
    jsx: plans.map((p) => `      <${sectionName(p)} id={props.id} />\n`).join(""),
    code: plans.map((p) => tallyComponent(model, p)).join(""),
  };
} // prettier-ignore

function tallyComponent(model: ClientModel, plan: TallyPlan): string {
  const create = model.operation(plan.row.name, "create");
  const createPath = model.entityRoute(plan.row.name, "create");
  const verb = plan.rule.verb.trim() || (plan.row.label || plan.row.name).toLowerCase();
  const title = (model.noun(plan.row).many || plan.row.plural).replace(/^./, (c) => c.toUpperCase());
  const key = model.input.api.resources.find((r) => r.entity === plan.target.name)?.name ?? lowerFirst(plan.target.name);
  const chooser = plan.quick && create && plan.choiceProp
    ? `
  async function choose(choice: string | number | boolean | null) {
    setChoosing(true);
    setError(undefined);
    try {
      await api.${create.id}({ ${plan.targetProp}: props.id, ${plan.choiceProp}: choice as schema.${typeNames(plan.row).createType}[${tsString(plan.choiceProp)}] });
      await queryClient.invalidateQueries();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setChoosing(false);
    }
  }
`
    : "";
  const remove = model.operation(plan.row.name, "delete");
  const joiner = plan.joins && create && remove
    ? `
  async function act(action: () => Promise<unknown>) {
    setChoosing(true);
    setError(undefined);
    try {
      await action();
      await queryClient.invalidateQueries();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setChoosing(false);
    }
  }
`
    : "";
  const joinProps = joiner
    ? `\n      onJoin={() => void act(() => api.${create?.id}({ ${plan.targetProp}: props.id }))}\n      onLeave={(id) => void act(() => api.${remove?.id}(id))}\n      choosing={choosing}\n      error={error}`
    : "";
  const state = chooser || joiner ? `  const queryClient = useQueryClient();\n  const [choosing, setChoosing] = useState(false);\n  const [error, setError] = useState<string>();\n${chooser}${joiner}` : "";
  return `
/**
 * The live tally of this ${commentText((plan.target.label || plan.target.name).toLowerCase())}'s ${commentText(model.noun(plan.row).many)}: counted by the server, refreshed every 5 seconds. One per
 * user (the server refuses a second with its message).
 */
function ${sectionName(plan)}(props: { id: number }) {
  const query = useQuery({
    queryKey: [${tsString(key)}, props.id, "tally"],
    queryFn: () => api.${plan.op.id}(props.id),
    refetchInterval: 5000,
  });
${state}  return (
    <TallyView
      title={${tsString(title)}}
      verb={${tsString(verb.charAt(0).toUpperCase() + verb.slice(1))}}
      done={${tsString(`You ${pastParticiple(verb)}`)}}
      state={toLoadState(query)}
      onRetry={() => void query.refetch()}${chooser ? "\n      onChoose={(choice) => void choose(choice)}\n      choosing={choosing}\n      error={error}" : ""}${joinProps}${createPath && !chooser && !joiner ? `\n      createHref={${tsString(createPath)}}` : ""}
    />
  );
}
`;
} // prettier-ignore

/** src/client/components/tally.tsx: the view of a tally (pure: a function of its props). */
export const TALLY_TSX = `import { Link } from "wouter";
import { ErrorNotice, LoadingNotice, type LoadState } from "./load-state";

type Choice = string | number | boolean | null;

/** A target's rows counted per choice, and the signed-in user's own (GET …/{id}/tally). */
export type Tally = {
  total: number;
  counts: { choice: Choice; label: string; count: number }[];
  mine: { id: number; choice: Choice } | null;
  /** How many rows the target takes at most (targets users join); null: no limit. */
  limit?: number | null;
};

/** Whether a target users join has no place left. */
export function isFull(tally: Tally): boolean {
  return tally.limit !== undefined && tally.limit !== null && tally.total >= tally.limit;
}

/** The share of a count in the total, as a whole percentage (0 when nothing is counted yet). */
export function share(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count / total) * 100);
}

/** What the user chose, in words: the label of their choice ("" when the tally counts rows only). */
export function mineLabel(tally: Tally): string {
  if (!tally.mine) return "";
  const mine = tally.mine.choice;
  return tally.counts.find((c) => c.choice === mine)?.label ?? "";
}

/**
 * A tally as a pure view: each choice with its count and share. Before the user has acted: a button per choice
 * (\`onChoose\`) or a link to the create page (\`createHref\`); afterwards what they chose ("You voted: Pizza").
 */
export function TallyView(props: {
  title: string;
  /** The act, capitalised: "Vote". */
  verb: string;
  /** The act done: "You voted". */
  done: string;
  state: LoadState<Tally>;
  onRetry: () => void;
  onChoose?: (choice: Choice) => void;
  choosing?: boolean;
  error?: string;
  createHref?: string;
  /** Targets users join up to a limit: Join until they have, then Leave (their row's id). */
  onJoin?: () => void;
  onLeave?: (id: number) => void;
}) {
  const { state } = props;
  return (
    <section className="related tally" aria-live="polite">
      <h2>{props.title}</h2>
      {state.status === "loading" && <LoadingNotice />}
      {state.status === "error" && <ErrorNotice message={"Could not load the tally: " + state.message} onRetry={props.onRetry} />}
      {state.status === "ready" && (
        <>
          <p className="muted">
            {state.data.limit !== undefined && state.data.limit !== null
              ? \`\${state.data.total} of \${state.data.limit} places taken\`
              : state.data.total === 1
                ? "1 in all"
                : \`\${state.data.total} in all\`}
          </p>
          {props.onJoin && !state.data.mine && (
            <button type="button" className="button" disabled={props.choosing || isFull(state.data)} onClick={props.onJoin}>
              {isFull(state.data) ? "Full" : "Join"}
            </button>
          )}
          {props.onLeave && state.data.mine && (
            <button type="button" className="button danger" disabled={props.choosing} onClick={() => state.data.mine && props.onLeave?.(state.data.mine.id)}>
              Leave
            </button>
          )}
          {state.data.counts.length > 0 && (
            <ul className="tally-list">
              {state.data.counts.map((c) => (
                <li key={String(c.choice)}>
                  <span className="tally-label">{c.label}</span>
                  <meter min={0} max={100} value={share(c.count, state.data.total)} aria-label={c.label} />
                  <span className="tally-count">{c.count}</span>
                  {!state.data.mine && props.onChoose && (
                    <button type="button" className="button" disabled={props.choosing} onClick={() => props.onChoose?.(c.choice)}>
                      {props.verb + " for " + c.label}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {state.data.mine ? (
            <p className="notice success" role="status">
              {mineLabel(state.data) ? props.done + ": " + mineLabel(state.data) : props.done}
            </p>
          ) : (
            !props.onChoose && props.createHref && (
              <Link href={props.createHref} className="button">
                {props.verb}
              </Link>
            )
          )}
          {props.error && (
            <p className="notice error" role="alert">
              {props.error}
            </p>
          )}
        </>
      )}
    </section>
  );
}
`;

/** The client test of the tally view: counts and shares, the buttons before acting, what the user chose after. */
export function tallyTestFile(model: ClientModel): { path: string; content: string; requirementIds: string[]; elements: string[] } | undefined {
  const plan = tallyPlans(model)[0];
  if (!plan) return undefined;
  const ids = [...new Set(tallyPlans(model).flatMap((p) => p.rule.serves))].sort();
  const prefix = ids.length > 0 ? `${ids.join(", ")}: ` : "";
  const joinTest = tallyPlans(model).some((p) => p.joins)
    ? `  it(${tsString(`${prefix}offers Join until the places are taken, and Leave to whoever joined`)}, () => {
    const open: Tally = { total: 1, counts: [], mine: null, limit: 2 };
    const out = render(<TallyView title="Places" verb="Join" done="You joined" state={{ status: "ready", data: open }} onRetry={noop} onJoin={noop} onLeave={noop} />);
    expect(out).toContain(html("1 of 2 places taken"));
    expect(out).toContain(">Join</button>");
    expect(out).not.toContain(">Leave</button>");
    const full: Tally = { ...open, total: 2 };
    expect(isFull(full)).toBe(true);
    expect(render(<TallyView title="Places" verb="Join" done="You joined" state={{ status: "ready", data: full }} onRetry={noop} onJoin={noop} onLeave={noop} />)).toContain(">Full</button>");
    const joined: Tally = { ...open, mine: { id: 4, choice: null } };
    const mine = render(<TallyView title="Places" verb="Join" done="You joined" state={{ status: "ready", data: joined }} onRetry={noop} onJoin={noop} onLeave={noop} />);
    expect(mine).toContain(">Leave</button>");
    expect(mine).toContain(html("You joined"));
  });
`
    : "";
  return {
    path: "src/client/tests/tally.test.tsx",
    content: `import { describe, expect, it } from "vitest";
import { isFull, mineLabel, share, TallyView, type Tally } from "../components/tally";
import { html, noop, render } from "./render";

const tally: Tally = { total: 3, counts: [{ choice: 1, label: "First choice", count: 2 }, { choice: 2, label: "Second choice", count: 1 }, { choice: 3, label: "Third choice", count: 0 }], mine: null };

describe("tally", () => {
  it(${tsString(`${prefix}shows each choice with its count and offers a button per choice before the user has acted`)}, () => {
    const out = render(<TallyView title="Counted" verb="Choose" done="You chose" state={{ status: "ready", data: tally }} onRetry={noop} onChoose={noop} />);
    expect(out).toContain(html("3 in all"));
    expect(out).toContain(html("Choose for First choice"));
    expect(out).toContain(html("Choose for Third choice"));
    expect(out).not.toContain(html("You chose"));
    expect(share(2, 3)).toBe(67);
    expect(share(0, 0)).toBe(0);
  });

  it(${tsString(`${prefix}says what the user chose and offers no more buttons afterwards`)}, () => {
    const mine: Tally = { ...tally, mine: { id: 7, choice: 2 } };
    expect(mineLabel(mine)).toBe("Second choice");
    const out = render(<TallyView title="Counted" verb="Choose" done="You chose" state={{ status: "ready", data: mine }} onRetry={noop} onChoose={noop} />);
    expect(out).toContain(html("You chose: Second choice"));
    expect(out).not.toContain(html("Choose for"));
  });

${joinTest}
  it("shows the server's refusal and a link to the form when choices cannot be offered", () => {
    const out = render(<TallyView title="Counted" verb="Choose" done="You chose" state={{ status: "ready", data: tally }} onRetry={noop} createHref="/new" error="One per user" />);
    expect(out).toContain(html("One per user"));
    expect(out).toContain('href="/new"');
    expect(out).not.toContain(html("Choose for"));
  });
});
`,
    requirementIds: ids,
    elements: ["stack:React"],
  };
} // prettier-ignore

/** The tally's styles, added to styles.css only in apps with a tally. */
export const TALLY_CSS = `
.tally-list {
  list-style: none;
  margin: 0.75rem 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
}

.tally-list li {
  display: grid;
  grid-template-columns: minmax(8rem, 1fr) 2fr 3rem auto;
  align-items: center;
  gap: 0.75rem;
}

.tally-list meter {
  width: 100%;
}

.tally-count {
  font-variant-numeric: tabular-nums;
  text-align: right;
}
`;
