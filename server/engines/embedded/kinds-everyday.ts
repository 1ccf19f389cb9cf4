import { choice, entity, field, personFields, ref, refs, type AppKind } from "./lexicon-types";

/** App kinds for personal and community use: lending, publishing, cooking, money, fitness, clubs, giving. */
export const EVERYDAY_KINDS: readonly AppKind[] = [
  {
    id: "library",
    label: "Library and lending",
    strong: ["library", "lending", "lend", "borrow", "librarian", "lending library"],
    weak: ["book", "loan", "due date", "isbn", "catalogue", "catalog", "borrower", "overdue"],
    entities: [
      entity("Member", ["borrower", "patron", "reader"], [...personFields(), field("joinedOn", "date")]),
      entity(
        "Book",
        ["volume"],
        [
          field("title", "string", "required"),
          field("author", "string", "required"),
          field("isbn", "string", "unique"),
          field("publishedYear", "integer"),
          field("copies", "integer", "required"),
        ],
      ),
      entity(
        "Loan",
        ["checkout"],
        [
          field("borrowedOn", "date", "required"),
          field("dueOn", "date", "required"),
          field("returnedOn", "date"),
        ],
        [ref("member", "Member", "required"), ref("book", "Book", "required")],
      ),
    ],
  },
  {
    id: "blog",
    label: "Blog and content",
    strong: ["blog", "blogging", "cms", "content management", "publishing", "magazine", "newsletter"],
    weak: ["post", "article", "author", "comment", "tag", "publish", "writer", "editor", "content"],
    entities: [
      entity(
        "Author",
        ["writer", "editor", "blogger", "contributor"],
        [
          field("name", "string", "required"),
          field("email", "email", "required", "unique"),
          field("bio", "text"),
        ],
      ),
      entity(
        "Post",
        ["article", "entry", "story", "blog post"],
        [
          field("title", "string", "required"),
          field("slug", "string", "required", "unique"),
          field("body", "text", "required"),
          choice("status", ["draft", "published"], "required"),
          field("publishedAt", "datetime"),
        ],
        [ref("author", "Author", "required"), refs("tags", "Tag")],
      ),
      entity("Tag", ["category", "topic", "label"], [field("name", "string", "required", "unique")]),
      entity(
        "Comment",
        ["reply", "response"],
        [
          field("authorName", "string", "required"),
          field("body", "text", "required"),
          field("postedAt", "datetime", "required"),
        ],
        [ref("post", "Post", "required")],
      ),
    ],
  },
  {
    id: "recipes",
    label: "Recipes and cooking",
    strong: ["recipe", "cookbook", "cooking", "meal plan", "meal planning"],
    weak: ["ingredient", "meal", "dish", "cook", "cuisine", "kitchen", "baking"],
    entities: [
      entity(
        "Recipe",
        ["dish", "meal"],
        [
          field("title", "string", "required"),
          field("description", "text"),
          field("instructions", "text", "required"),
          field("prepMinutes", "integer"),
          field("cookMinutes", "integer"),
          field("servings", "integer"),
        ],
        [refs("categories", "Category")],
      ),
      entity("Ingredient", [], [field("name", "string", "required", "unique")]),
      entity(
        "RecipeIngredient",
        [],
        [field("quantity", "string", "required")],
        [ref("recipe", "Recipe", "required"), ref("ingredient", "Ingredient", "required")],
      ),
      entity("Category", ["cuisine", "course", "tag"], [field("name", "string", "required", "unique")]),
    ],
  },
  {
    id: "expenses",
    label: "Expenses and budget",
    strong: ["expense", "budget", "budgeting", "spending", "personal finance", "expense tracker"],
    weak: ["income", "receipt", "bill", "saving", "money", "transaction", "category", "wallet"],
    entities: [
      entity(
        "Account",
        ["wallet", "bank account", "card"],
        [
          field("name", "string", "required"),
          field("currency", "string", "required"),
          field("openingBalance", "money"),
        ],
      ),
      entity(
        "Category",
        ["group"],
        [field("name", "string", "required", "unique"), choice("kind", ["expense", "income"], "required")],
      ),
      entity(
        "Expense",
        ["transaction", "purchase", "payment", "cost", "bill", "spending"],
        [
          field("amount", "money", "required"),
          field("spentOn", "date", "required"),
          field("description", "string"),
          field("receiptUrl", "url"),
        ],
        [ref("account", "Account"), ref("category", "Category", "required")],
      ),
      entity(
        "Budget",
        ["limit", "allowance"],
        [
          field("amount", "money", "required"),
          field("periodStart", "date", "required"),
          field("periodEnd", "date", "required"),
        ],
        [ref("category", "Category", "required")],
      ),
    ],
  },
  {
    id: "fitness",
    label: "Fitness and workouts",
    strong: ["fitness", "workout", "exercise", "gym", "training plan", "personal trainer"],
    weak: ["rep", "set", "run", "weight", "athlete", "trainer", "routine", "personal best", "training"],
    entities: [
      entity(
        "Athlete",
        ["user", "trainee", "client", "runner", "member"],
        [
          field("name", "string", "required"),
          field("email", "email", "required", "unique"),
          field("birthDate", "date"),
        ],
      ),
      entity(
        "Exercise",
        ["movement", "activity"],
        [
          field("name", "string", "required", "unique"),
          field("muscleGroup", "string"),
          field("description", "text"),
        ],
      ),
      entity(
        "Workout",
        ["session", "training", "training session"],
        [
          field("performedOn", "date", "required"),
          field("durationMinutes", "integer"),
          field("notes", "text"),
        ],
        [ref("athlete", "Athlete", "required")],
      ),
      entity(
        "WorkoutSet",
        ["set"],
        [field("reps", "integer", "required"), field("weight", "decimal")],
        [ref("workout", "Workout", "required"), ref("exercise", "Exercise", "required")],
      ),
    ],
  },
  {
    id: "membership",
    label: "Membership and clubs",
    strong: ["membership", "club", "society", "association", "members club"],
    weak: ["member", "fee", "dues", "renewal", "committee", "subscription", "meeting"],
    entities: [
      entity(
        "Member",
        ["person", "subscriber"],
        [
          ...personFields(),
          field("joinedOn", "date", "required"),
          choice("status", ["active", "lapsed", "cancelled"], "required"),
        ],
        [ref("plan", "MembershipPlan")],
      ),
      entity(
        "MembershipPlan",
        ["plan", "tier", "level"],
        [
          field("name", "string", "required", "unique"),
          field("annualFee", "money", "required"),
          field("description", "text"),
        ],
      ),
      entity(
        "Payment",
        ["fee", "dues", "subscription"],
        [
          field("amount", "money", "required"),
          field("paidOn", "date", "required"),
          field("validUntil", "date"),
        ],
        [ref("member", "Member", "required")],
      ),
      entity(
        "ClubEvent",
        ["event", "meeting", "gathering"],
        [
          field("title", "string", "required"),
          field("startsAt", "datetime", "required"),
          field("location", "string"),
          field("description", "text"),
        ],
        [refs("attendees", "Member")],
      ),
    ],
  },
  {
    id: "donations",
    label: "Donations and charity",
    strong: [
      "donation",
      "donate",
      "charity",
      "fundraising",
      "fundraiser",
      "nonprofit",
      "non-profit",
      "donor",
    ],
    weak: ["campaign", "cause", "volunteer", "gift", "pledge", "appeal"],
    entities: [
      entity(
        "Donor",
        ["supporter", "giver", "patron", "sponsor"],
        [...personFields(), field("address", "text"), field("consentToContact", "boolean")],
      ),
      entity(
        "Campaign",
        ["cause", "appeal", "fundraiser", "project"],
        [
          field("title", "string", "required"),
          field("description", "text"),
          field("goalAmount", "money"),
          field("startsOn", "date", "required"),
          field("endsOn", "date"),
        ],
      ),
      entity(
        "Donation",
        ["gift", "contribution", "pledge"],
        [
          field("amount", "money", "required"),
          field("donatedOn", "date", "required"),
          choice("method", ["card", "bank transfer", "cash", "cheque"]),
          field("recurring", "boolean", "required"),
        ],
        [ref("donor", "Donor", "required"), ref("campaign", "Campaign")],
      ),
    ],
  },
];
