import type { RequirementsModel } from "../../../../domain/artifacts/01-requirements";
import type { Access, AccessScope, Role } from "../../../../domain/artifacts/04-data-model";
import { capitalise, decapitalise, singular, stem, tokenize } from "../../../engines/embedded/text";
import type { DraftEntity } from "../02-srs/data-entities";
import { TRANSACTIONS } from "../../../engines/embedded/idea-nouns";
import { snakeIdentifier } from "../02-srs/names";
import { isPersonEntity, isReferenceList } from "./data-fields";

/*
 * Roles and permissions of an app whose users sign in with roles: which role may read, add, change and delete
 * which entity's rows, and which rows are shared (a clinic's appointments, seen by all staff) versus owned (an
 * owner's own pets, seen by that owner and by staff).
 *
 * Roles come from the requirements model in the user's words. Each is one of
 * - the administrator: named admin, administrator, superuser or manager (else the first staff role). It does
 *   everything and manages accounts; the first account of the app gets this role;
 * - a public role: the people the app serves and who sign themselves up (customers, members, pet owners): named
 *   after a person entity of the data model or a customer word. New accounts get the last public role;
 * - staff: every other role.
 *
 * What each role may do is read from the sentences that name it, in requirements, user classes and their
 * permissions ("Owners must be able to book appointments", "Owners see only their own pets", "Vets record
 * vaccinations", "All staff see every appointment"): the verbs say the actions, "own" says the scope. What no
 * sentence says falls back by kind: the administrator does everything; staff read, add and change every row and
 * delete none; a public role reaches the rows it creates (entities it is said to add) and what it is said to see,
 * and nothing else (never the records of other people).
 */

export interface AccessPlan {
  roles: Role[];
  signUpRole: string;
  /** Entity name → role name → access. */
  access: Map<string, Record<string, Access>>;
  /** Entities whose rows belong to the account that created them. */
  owned: Set<string>;
}

type Kind = "admin" | "staff" | "public";

interface PlannedRole {
  role: Role;
  kind: Kind;
  /** Stems a sentence's subject may use for this role ("owners", "pet owner" → "owner"). */
  keys: Set<string>;
}

const ADMIN_WORDS = new Set(["admin", "administrator", "superuser", "manager", "sysadmin"]);
const PUBLIC_WORDS = new Set(
  [
    "customer",
    "client",
    "member",
    "patient",
    "student",
    "guest",
    "player",
    "parent",
    "tenant",
    "resident",
    "citizen",
    "applicant",
    "buyer",
    "visitor",
    "attendee",
    "participant",
    "learner",
    "subscriber",
    "reader",
    "shopper",
    "donor",
    "volunteer",
    "user",
  ].map(stem),
);
/** People who work at the place the app is for, even when the app keeps a record of each. */
const STAFF_WORDS = new Set(
  [
    "doctor",
    "nurse",
    "vet",
    "veterinarian",
    "receptionist",
    "librarian",
    "teacher",
    "tutor",
    "coach",
    "instructor",
    "trainer",
    "technician",
    "mechanic",
    "driver",
    "courier",
    "cleaner",
    "clerk",
    "agent",
    "officer",
    "inspector",
    "therapist",
    "dentist",
    "surgeon",
    "pharmacist",
    "stylist",
    "barber",
    "chef",
    "cook",
    "waiter",
    "server",
    "cashier",
    "accountant",
    "lawyer",
    "solicitor",
    "advisor",
    "adviser",
    "consultant",
    "engineer",
    "developer",
    "designer",
    "editor",
    "writer",
    "moderator",
    "organiser",
    "organizer",
    "coordinator",
    "supervisor",
    "lead",
    "steward",
    "warden",
    "caretaker",
    "guide",
    "artist",
    "fixer",
    "walker",
    "groomer",
    "keeper",
    "dispatcher",
    "operator",
    "director",
    "secretary",
    "treasurer",
  ].map(stem),
);

/** Subjects that speak of every staff role, or of everyone. */
const STAFF_SUBJECTS = new Set(["staff", "employee", "team", "colleague", "worker"].map(stem));
const MODALS = new Set(["must", "can", "could", "should", "shall", "will", "may", "might", "need", "needs"]);
const EVERYONE_SUBJECTS = new Set(["everyone", "everybody", "anyone", "all"]);

const VERBS: Readonly<Record<"read" | "create" | "update" | "delete", readonly string[]>> = {
  read: [
    "see",
    "view",
    "list",
    "browse",
    "read",
    "check",
    "show",
    "find",
    "search",
    "filter",
    "look",
    "access",
    "review",
    "track",
    "follow",
    "monitor",
    "get",
    "download",
    "export",
    "print",
  ],
  create: [
    "add",
    "create",
    "record",
    "register",
    "log",
    "book",
    "submit",
    "enter",
    "upload",
    "post",
    "publish",
    "write",
    "schedule",
    "reserve",
    "order",
    "request",
    "make",
    "place",
    "file",
    "raise",
    "open",
    "report",
    "apply",
    "borrow",
    "rent",
    "buy",
  ],
  update: [
    "edit",
    "update",
    "change",
    "confirm",
    "approve",
    "reject",
    "assign",
    "complete",
    "close",
    "cancel",
    "reschedule",
    "mark",
    "resolve",
    "accept",
    "decline",
    "renew",
    "return",
    "move",
    "rename",
  ],
  delete: ["delete", "remove", "erase", "purge"],
};
const MANAGE = new Set(["manage", "maintain", "administer", "run", "control", "handle", "keep"]);

function lastWord(label: string): string {
  return label.split(/\s+/).pop() ?? label;
}

function wordStem(word: string): string {
  return stem(singular(word.toLowerCase()));
}

/** The role's key words: every word of its name, singular ("pet owners" → pet, owner). */
function roleKeys(name: string): Set<string> {
  return new Set(tokenize(name).map(wordStem));
}

function kindOf(name: string, drafts: readonly DraftEntity[]): Kind {
  const words = tokenize(name).map(wordStem);
  const last = words.at(-1) ?? "";
  if (words.some((w) => ADMIN_WORDS.has(w))) return "admin";
  if (PUBLIC_WORDS.has(last)) return "public";
  // Pet owners kept as Owner records sign themselves up; doctors kept as Doctor records are staff.
  return ownPersonEntity(last, drafts) !== undefined && !STAFF_WORDS.has(last) ? "public" : "staff";
}

/** The person entity a role is named after ("owner" → Owner), if the data model keeps one. */
function ownPersonEntity(roleStem: string, drafts: readonly DraftEntity[]): DraftEntity | undefined {
  return drafts.find((d) => isPersonEntity(d) && wordStem(lastWord(d.names.label)) === roleStem);
}

function plannedRoles(names: readonly string[], drafts: readonly DraftEntity[]): PlannedRole[] {
  const seen = new Set<string>();
  const planned: PlannedRole[] = [];
  for (const raw of names) {
    const words = tokenize(raw);
    if (words.length === 0) continue;
    const label = capitalise([...words.slice(0, -1), singular(words.at(-1) ?? "")].join(" "));
    const key = snakeIdentifier(label);
    if (key === "" || !/^[a-z]/.test(key) || seen.has(key)) continue;
    seen.add(key);
    planned.push({
      role: { name: key, label, description: "", manageAccounts: false },
      kind: kindOf(raw, drafts),
      keys: roleKeys(raw),
    });
  }
  return planned;
}

/** One clause that names roles and what they may do with some entities. */
interface Grant {
  roles: PlannedRole[];
  verbs: Set<"read" | "create" | "update" | "delete">;
  entities: string[];
  own: boolean;
  every: boolean;
  denied: boolean;
}

function entityMentions(words: readonly string[], drafts: readonly DraftEntity[]): string[] {
  const stems = words.map(wordStem);
  const found: string[] = [];
  for (const draft of drafts) {
    const label = tokenize(draft.names.label).map(wordStem);
    const at = stems.findIndex((_, i) => label.every((w, j) => stems[i + j] === w));
    if (at >= 0) found.push(draft.names.name);
  }
  return found;
}

/** The roles a clause's first words name ("Owners", "All staff", "Vets and receptionists", "As a vet, I …"). */
function subjectRoles(words: readonly string[], roles: readonly PlannedRole[]): PlannedRole[] {
  const head = words.slice(0, 6).map(wordStem);
  const named = roles.filter((r) =>
    head.some(
      (w, i) => i < 5 && r.keys.has(w) && (i === 0 || !/^(their|his|her|the)$/.test(words[i - 1] ?? "")),
    ),
  );
  // The subject ends at the first modal or verb: only roles named before it count.
  const firstVerb = head.findIndex(
    (w, i) =>
      MODALS.has((words[i] ?? "").toLowerCase()) ||
      Object.values(VERBS).some((v) => v.includes(w)) ||
      MANAGE.has(w),
  );
  const before = named.filter((r) => {
    const at = head.findIndex((w) => r.keys.has(w));
    return firstVerb < 0 || at < firstVerb;
  });
  if (before.length > 0) return before;
  const subject = firstVerb < 0 ? head.slice(0, 2) : head.slice(0, Math.max(firstVerb, 1));
  if (subject.some((w) => STAFF_SUBJECTS.has(w))) return roles.filter((r) => r.kind !== "public");
  if (subject.some((w) => EVERYONE_SUBJECTS.has(w))) return [...roles];
  return [];
}

function grantsOf(text: string, roles: readonly PlannedRole[], drafts: readonly DraftEntity[]): Grant[] {
  const clauses = text
    .replace(/^as (?:an?|the) /i, "")
    .split(/[;.!?\n]+|,\s*(?:and|but|while|whereas)\s+|\s+(?:but|while|whereas)\s+/i)
    .map((c) => c.trim())
    .filter((c) => c !== "");
  const grants: Grant[] = [];
  let last: PlannedRole[] = [];
  let lastEntities: string[] = [];
  for (const clause of clauses) {
    const words = tokenize(clause.replace(/^as (?:an?|the) /i, ""));
    const named = subjectRoles(words, roles);
    const who = named.length > 0 ? named : last;
    if (who.length === 0) continue;
    last = who;
    const bases = words.map((w) =>
      w
        .toLowerCase()
        .replace(/(?:ies)$/, "y")
        .replace(/(?:es|s|ed|ing)$/, ""),
    );
    const verbs = new Set<"read" | "create" | "update" | "delete">();
    for (const [action, list] of Object.entries(VERBS) as [
      "read" | "create" | "update" | "delete",
      readonly string[],
    ][])
      if (words.some((w, i) => list.includes(w.toLowerCase()) || list.includes(bases[i] ?? "")))
        verbs.add(action);
    if (words.some((w, i) => MANAGE.has(w.toLowerCase()) || MANAGE.has(bases[i] ?? "")))
      for (const action of ["read", "create", "update", "delete"] as const) verbs.add(action);
    const verbAt = words.findIndex(
      (w, i) =>
        Object.values(VERBS).some((v) => v.includes(w.toLowerCase()) || v.includes(bases[i] ?? "")) ||
        MANAGE.has(w.toLowerCase()),
    );
    const mentioned = entityMentions(words.slice(Math.max(verbAt, 0)), drafts);
    // "Librarians manage books; members borrow them": "them" is what the clause before named.
    const pronoun = words.some((w) => /^(?:them|it|these|those)$/i.test(w));
    const entities = mentioned.length === 0 && pronoun ? lastEntities : mentioned;
    if (mentioned.length > 0) lastEntities = mentioned;
    if (verbs.size === 0 || entities.length === 0) continue;
    // "borrow books" with a Loan entity: the loan is what is added, the book is only read.
    const acts = words.flatMap((w, i) => {
      const act = TRANSACTIONS[w.toLowerCase()] ?? TRANSACTIONS[bases[i] ?? ""];
      const target =
        act === undefined
          ? undefined
          : drafts.find((d) => wordStem(lastWord(d.names.label)) === wordStem(act));
      // "books" is the noun, not the verb "book" (a booking).
      const noun = target !== undefined && wordStem(w) === wordStem(lastWord(target.names.label));
      return target === undefined || noun ? [] : [target.names.name];
    });
    if (acts.length > 0) {
      const otherCreate = words.some(
        (w, i) =>
          VERBS.create.includes(w.toLowerCase()) &&
          TRANSACTIONS[w.toLowerCase()] === undefined &&
          TRANSACTIONS[bases[i] ?? ""] === undefined,
      );
      const objects = entities.filter((e) => !acts.includes(e));
      const lowerWords = words.map((w) => w.toLowerCase());
      const flags = {
        own: lowerWords.includes("own"),
        every: lowerWords.some((w) => /^(?:every|all|any|each)$/.test(w)),
        denied: lowerWords.some((w) => /^(?:not|never|cannot|can't|no)$/.test(w)),
      };
      grants.push({
        roles: who,
        verbs: new Set(["create", "read"]),
        entities: [...new Set(acts)],
        ...flags,
        own: true,
      });
      if (objects.length > 0) {
        const rest = new Set(verbs);
        if (!otherCreate) rest.delete("create");
        rest.add("read");
        grants.push({ roles: who, verbs: rest, entities: objects, ...flags, every: true });
      }
      continue;
    }
    const lower = words.map((w) => w.toLowerCase());
    grants.push({
      roles: who,
      verbs,
      entities,
      own: lower.includes("own") || /\b(?:their|his|her|my) (?!own)\w+/.test(clause.toLowerCase()),
      every: lower.some((w) => /^(?:every|all|any|each|everything|everyone's)$/.test(w)),
      denied: lower.some((w) => /^(?:not|never|cannot|can't|no)$/.test(w)),
    });
  }
  return grants;
}

const NONE: Access = { read: "none", create: false, update: "none", delete: "none" };
const ALL: Access = { read: "all", create: true, update: "all", delete: "all" };

function widen(a: AccessScope, b: AccessScope): AccessScope {
  const order: AccessScope[] = ["none", "own", "all"];
  return order[Math.max(order.indexOf(a), order.indexOf(b))] ?? a;
}

/** The texts whose sentences say what roles may do. */
function sayings(req: RequirementsModel): string[] {
  return [
    ...req.requirements.filter((r) => r.type !== "non-functional").map((r) => r.description),
    ...req.userClasses.flatMap((c) => [
      ...(c.description === "" ? [] : [c.description]),
      ...c.permissions.map((p) => (/^[A-Z]/.test(p) && !/^(?:As|The)\b/.test(p) ? `${c.name} ${p}` : p)),
    ]),
  ];
}

/**
 * The roles and their access for the entities (drafts) of a requirements model whose users sign in with roles;
 * null when it names no roles. `owned` starts from the entities already per user (the ownership rule of
 * build-data.ts) and adds those a role reaches only its own rows of.
 */
export function accessPlan(
  req: RequirementsModel,
  drafts: readonly DraftEntity[],
  perUser: ReadonlySet<string>,
): AccessPlan | null {
  if (!req.authentication.required) return null;
  const planned = plannedRoles(req.authentication.roles, drafts);
  if (planned.length === 0) return null;
  const admin =
    planned.find((r) => r.kind === "admin") ?? planned.find((r) => r.kind === "staff") ?? planned[0];
  if (admin === undefined) return null;
  admin.role.manageAccounts = true;
  admin.kind = "admin";
  const ordered = [
    admin,
    ...planned.filter((r) => r !== admin && r.kind !== "public"),
    ...planned.filter((r) => r !== admin && r.kind === "public"),
  ];
  const signUp = ordered.filter((r) => r.kind === "public").at(-1) ?? ordered.at(-1) ?? admin;

  const grants = sayings(req).flatMap((text) => grantsOf(text, ordered, drafts));
  const said = new Map<string, Access>();
  const keyOf = (role: string, entity: string) => `${role} ${entity}`;
  for (const grant of grants) {
    for (const role of grant.roles) {
      if (role.kind === "admin") continue;
      for (const entity of grant.entities) {
        const key = keyOf(role.role.name, entity);
        const was = said.get(key) ?? NONE;
        if (grant.denied) {
          said.set(key, was);
          continue;
        }
        const draft = drafts.find((d) => d.names.name === entity);
        const person = draft !== undefined && isPersonEntity(draft);
        // A public role reaches only its own rows unless the sentence says every row; never other people.
        const ownOnly =
          grant.own || (role.kind === "public" && !grant.every && (grant.verbs.has("create") || person));
        const scope: AccessScope = ownOnly ? (person ? "none" : "own") : "all";
        said.set(key, {
          read: widen(was.read, scope),
          create: was.create || (grant.verbs.has("create") && !(person && role.kind === "public")),
          update: widen(was.update, grant.verbs.has("update") || grant.verbs.has("create") ? scope : "none"),
          delete: widen(
            was.delete,
            grant.verbs.has("delete")
              ? scope
              : role.kind === "public" && grant.verbs.has("create")
                ? scope
                : "none",
          ),
        });
      }
    }
  }

  // Rows are a role's own when its account added them: a role that reads only its own rows must add them.
  for (const [key, a] of said)
    if (a.read === "own" && !a.create) said.set(key, { ...a, create: true, update: widen(a.update, "own") });

  // A public role that adds a row must be able to pick what it points at: its own person record ("a pet's
  // owner" → the owner's own Owner row), its own rows, or a shared list (the doctors to book with).
  // Records of staff (the doctors of a clinic) are a directory anyone who books may read.
  const staffRecord = (d: DraftEntity) =>
    ordered.some((r) => r.kind !== "public" && r.keys.has(wordStem(lastWord(d.names.label))));
  for (const role of ordered.filter((r) => r.kind === "public")) {
    const own = ownPersonEntity([...role.keys].at(-1) ?? "", drafts);
    for (let pass = 0; pass < 2; pass += 1) {
      for (const draft of drafts) {
        if (!said.get(keyOf(role.role.name, draft.names.name))?.create) continue;
        for (const field of draft.fields) {
          if (field.cardinality !== "many-to-one" || field.relationTo === undefined) continue;
          const target = drafts.find((d) => d.names.name === field.relationTo);
          if (target === undefined || target === draft) continue;
          const key = keyOf(role.role.name, target.names.name);
          const was = said.get(key);
          if (was !== undefined && was.read !== "none") continue;
          if (target === own) said.set(key, { read: "own", create: true, update: "own", delete: "none" });
          else if (isPersonEntity(target) && !staffRecord(target)) continue;
          else if (perUser.has(target.names.name))
            said.set(key, { read: "own", create: true, update: "own", delete: "own" });
          else said.set(key, { ...NONE, read: "all" });
        }
      }
    }
  }

  // Rows staff are said to add ("Vets record vaccinations") are theirs to keep, not each user's own data.
  const staffAdds = (entity: string) =>
    ordered.some((r) => r.kind === "staff" && said.get(keyOf(r.role.name, entity))?.create === true);
  const access = new Map<string, Record<string, Access>>();
  for (const draft of drafts) {
    const entity = draft.names.name;
    const byRole: Record<string, Access> = {};
    for (const role of ordered) {
      const key = keyOf(role.role.name, entity);
      const fallback =
        role.kind === "admin"
          ? ALL
          : role.kind === "staff"
            ? ({ read: "all", create: true, update: "all", delete: "none" } satisfies Access)
            : perUser.has(entity) && !staffAdds(entity)
              ? ({ read: "own", create: true, update: "own", delete: "own" } satisfies Access)
              : isReferenceList(draft)
                ? ({ ...NONE, read: "all" } satisfies Access)
                : NONE;
      const found = said.get(key);
      byRole[role.role.name] =
        role.kind === "admin"
          ? ALL
          : found === undefined
            ? fallback
            : role.kind === "staff"
              ? {
                  read: widen(found.read, "all"),
                  create: true,
                  update: widen(found.update, "all"),
                  delete: found.delete,
                }
              : found;
    }
    access.set(entity, byRole);
  }
  // "own" needs rows that carry their creator.
  const owned = new Set(perUser);
  for (const [entity, byRole] of access)
    if (Object.values(byRole).some((a) => a.read === "own" || a.update === "own" || a.delete === "own"))
      owned.add(entity);

  for (const r of ordered) r.role.description = roleDescription(r, req);
  return { roles: ordered.map((r) => r.role), signUpRole: signUp.role.name, access, owned };
}

function roleDescription(role: PlannedRole, req: RequirementsModel): string {
  const cls = req.userClasses.find((c) =>
    tokenize(c.name)
      .map(wordStem)
      .some((w) => role.keys.has(w)),
  );
  const said = cls?.description.trim() ?? "";
  // A description that only repeats the name ("Pet owners.") says nothing.
  if (said !== "" && tokenize(said).length > 3 && !/^(?:each|a|an|the)\b/i.test(said)) return said;
  if (role.kind === "admin") return "Does everything and manages accounts and their roles.";
  const does = (cls?.permissions ?? []).map((p) => p.trim().replace(/[.;]+$/, "")).filter((p) => p !== "");
  if (does.length > 0)
    return `${capitalise(
      does
        .slice(0, 3)
        .map((d, i) => (i === 0 ? d : decapitalise(d)))
        .join("; "),
    )}.`;
  if (role.kind === "public") return "Signs up on their own and reaches their own records.";
  return "Reads, adds and changes the shared records.";
}
