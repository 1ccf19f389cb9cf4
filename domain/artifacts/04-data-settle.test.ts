import { describe, expect, it } from "vitest";
import { dataModelSchema, type DataModel, type Entity, type Field } from "./04-data-model";
import { settleDataModel } from "./04-data-settle";

function field(name: string, type: Field["type"] = "string", extra: Partial<Field> = {}): Field {
  const column = name.replace(/([A-Z])/g, "_$1").toLowerCase();
  return { name, column, label: name, type, required: true, unique: false, ...extra };
}

function entity(name: string, extra: Partial<Entity> = {}): Entity {
  return {
    name,
    plural: `${name}s`,
    table: `${name.toLowerCase()}s`,
    label: name,
    description: `${name} rows`,
    fields: [field("title")],
    relations: [],
    indexes: [],
    seed: [],
    ownedByUser: false,
    serves: [],
    ...extra,
  };
}

const movieApp = (accounts: boolean): DataModel => ({
  accounts,
  entities: [
    entity("User", {
      fields: [
        field("name"),
        field("email", "email", { unique: true }),
        field("password"),
        field("favouriteGenre", "enum", { enumValues: ["drama", "comedy"] }),
      ],
      serves: ["FR-1"],
    }),
    entity("Movie"),
    entity("Review", {
      fields: [field("rating", "integer")],
      relations: [
        {
          name: "author",
          target: "User",
          kind: "many-to-one",
          required: true,
          column: "author_id",
          onDelete: "cascade",
        },
        {
          name: "movie",
          target: "Movie",
          kind: "many-to-one",
          required: true,
          column: "movie_id",
          onDelete: "cascade",
        },
      ],
      indexes: [
        { name: "reviews_author_id_idx", columns: ["author_id"], unique: false },
        { name: "reviews_movie_id_idx", columns: ["movie_id"], unique: false },
      ],
      seed: [{ rating: 4, author: 1, movie: 1 }],
      rules: [{ kind: "once-per-user", target: "author", action: "create" } as never],
    }),
    entity("Watchlist", {
      relations: [
        {
          name: "fans",
          target: "User",
          kind: "many-to-many",
          required: false,
          joinTable: "watchlist_fans",
          onDelete: "cascade",
        },
      ],
    }),
  ],
  reports: [
    {
      name: "reviewsPerAuthor",
      title: "Reviews per author",
      entity: "Review",
      measure: { fn: "count" },
      groupBy: { kind: "relation", relation: "author" },
      chart: "bar",
      serves: [],
    } as never,
    {
      name: "movies",
      title: "Movies",
      entity: "Movie",
      measure: { fn: "count" },
      chart: "number",
      serves: [],
    } as never,
  ],
});

describe("the idea's users are the accounts", () => {
  it("folds a User entity into the account's profile, and what pointed at it points at the account", () => {
    const model = settleDataModel(movieApp(true));
    expect(dataModelSchema.safeParse(model).error?.issues ?? []).toEqual([]);
    expect(model.entities.map((e) => e.name)).toEqual(["Movie", "Review", "Watchlist"]);
    // What every account has (name, password) is not repeated; the rest is the profile, none of it required.
    expect(model.profile?.fields.map((f) => [f.name, f.required, f.unique])).toEqual([
      ["email", false, false],
      ["favouriteGenre", false, false],
    ]);
    expect(model.profile?.serves).toEqual(["FR-1"]);
    const review = model.entities.find((e) => e.name === "Review");
    expect(review?.ownedByUser).toBe(true);
    expect(review?.relations.map((r) => r.name)).toEqual(["movie"]);
    expect(review?.indexes.map((i) => i.name)).toEqual(["reviews_movie_id_idx"]);
    expect(review?.seed).toEqual([{ rating: 4, movie: 1 }]);
    expect(review?.rules ?? []).toEqual([]);
    expect(model.entities.find((e) => e.name === "Watchlist")?.relations).toEqual([]);
    expect(model.reports?.map((r) => r.name)).toEqual(["movies"]);
  });

  it("keeps a User entity of an app without accounts, and a model made only of users", () => {
    expect(settleDataModel(movieApp(false)).entities.map((e) => e.name)).toContain("User");
    const only: DataModel = { accounts: true, entities: [entity("User")] };
    expect(settleDataModel(only).entities.map((e) => e.name)).toEqual(["User"]);
  });

  it("refuses a profile without accounts or with what every account already has", () => {
    const base: DataModel = {
      accounts: false,
      entities: [entity("Movie")],
      profile: { label: "Profile", fields: [field("bio", "text", { required: false })], serves: [] },
    };
    expect(dataModelSchema.safeParse(base).success).toBe(false);
    const own = {
      ...base,
      accounts: true,
      profile: { label: "Profile", fields: [field("username")], serves: [] },
    };
    expect(dataModelSchema.safeParse(own).error?.issues.map((i) => i.message)).toContain(
      'every account already has "username"',
    );
  });
});

describe("later sign-ups", () => {
  it("get an added Member role that reaches only its own rows of per-user data when every role manages accounts", () => {
    const access = { read: "all", create: true, update: "all", delete: "all" } as const;
    const model: DataModel = {
      accounts: true,
      roles: [{ name: "coach", label: "Coach", description: "", manageAccounts: true }],
      signUpRole: "coach",
      entities: [
        entity("Session", { access: { coach: access } }),
        entity("Booking", { ownedByUser: true, access: { coach: access } }),
      ],
    };
    const settled = settleDataModel(model);
    expect(settled.signUpRole).toBe("member");
    expect(settled.entities[0]?.access?.member).toEqual(access);
    expect(settled.entities[1]?.access?.member).toEqual({
      read: "own",
      create: true,
      update: "own",
      delete: "own",
    });
    expect(dataModelSchema.safeParse(settled).success).toBe(true);
  });
});
