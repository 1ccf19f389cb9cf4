/**
 * Word lists for reading an idea without a dictionary: which words are not entities (stop words, app words,
 * adjectives, attributes, mass nouns), which are actions, which nouns name people and which name events.
 */

// prettier-ignore
/** Function words and pronouns: never part of a noun phrase. */
export const STOP_WORDS = new Set([
  "a", "an", "the", "and", "or", "but", "nor", "so", "yet", "to", "of", "for", "with", "without", "by", "from", "in",
  "into", "on", "onto", "at", "as", "about", "over", "under", "after", "before", "during", "between", "through",
  "per", "via", "where", "when", "while", "which", "who", "whom", "whose", "that", "this", "these", "those", "what",
  "how", "why", "if", "then", "than", "there", "here", "it", "its", "they", "them", "their", "theirs", "we", "us",
  "our", "ours", "i", "me", "my", "mine", "you", "your", "yours", "he", "him", "his", "she", "her", "hers", "one",
  "ones", "is", "are", "was", "were", "be", "been", "being", "am", "do", "does", "did", "done", "have", "has", "had",
  "can", "could", "will", "would", "shall", "should", "may", "might", "must", "need", "needs", "want", "wants",
  "wanted", "like", "let", "lets", "also", "too", "very", "just", "only", "even", "still", "not", "no", "all", "any",
  "each", "every", "some", "both", "either", "neither", "such", "own", "other", "another", "more", "most", "much",
  "many", "few", "lot", "lots", "up", "down", "out", "off", "again", "able", "way", "ways", "so", "please", "etc",
  "e.g", "i.e", "using", "use", "uses", "used", "get", "gets", "got", "make", "makes", "made", "help", "helps",
  "allow", "allows", "enable", "enables", "everyone", "anyone", "someone", "something", "anything", "everything",
  "nothing", "thing", "things", "stuff", "kind", "sort", "type", "types", "yes", "ok", "okay", "well", "really",
  "against", "within", "around", "near", "hello", "hi", "hey", "thanks", "thank", "maybe", "perhaps",
]);

// prettier-ignore
/** Words for the application itself, never one of its entities. */
export const APP_WORDS = new Set([
  "app", "application", "tool", "platform", "system", "website", "site", "web", "software", "program", "portal",
  "dashboard", "place", "solution", "page", "interface", "database", "online", "idea", "project", "mvp", "product",
  "webshop", "webstore", "eshop", "storefront",
  "service", "hub", "tracker", "manager", "planner", "organiser", "organizer", "log", "logger", "list", "record",
]);

// prettier-ignore
/** Describing words that precede nouns. */
export const ADJECTIVES = new Set([
  "new", "old", "small", "large", "big", "little", "simple", "easy", "local", "personal", "private", "public",
  "daily", "weekly", "monthly", "yearly", "annual", "various", "different", "several", "first", "last", "next",
  "best", "good", "great", "free", "paid", "open", "shared", "single", "multiple", "important", "upcoming",
  "recent", "current", "past", "future", "favourite", "favorite", "main", "whole", "entire", "full", "quick",
  "fast", "nice", "cool", "fun", "basic", "modern", "internal", "external", "mobile", "social", "digital",
  "virtual", "real", "live", "average", "due", "available", "specific", "certain", "same", "overdue", "upcoming",
  "active", "family", "friendly", "busy", "regular", "special", "total", "common", "general", "short", "long",
  "high", "low", "safe", "secure", "better", "easier", "faster", "quickly", "easily", "together", "own",
  "handmade", "homemade", "second-hand", "secondhand", "vintage", "organic", "fresh", "online", "offline",
]);

// prettier-ignore
/** Details of a thing rather than things themselves. */
export const ATTRIBUTE_WORDS = new Set([
  "date", "time", "day", "week", "month", "year", "name", "title", "detail", "info", "information", "data",
  "number", "amount", "status", "progress", "history", "total", "count", "note", "notes", "description", "price",
  "cost", "address", "email", "phone", "photo", "picture", "image", "weight", "size", "level", "score", "result",
  "quantity", "location", "comment", "rating", "feedback", "duration", "length", "minute", "hour", "second",
]);

// prettier-ignore
/** Uncountable nouns: a detail of an event ("honey harvests" → a honey amount), not an entity. */
export const MASS_NOUNS = new Set([
  "honey", "water", "milk", "food", "money", "wood", "fuel", "gas", "oil", "wine", "beer", "coffee", "tea", "flour",
  "sugar", "salt", "rice", "grain", "hay", "feed", "soil", "compost", "sand", "stone", "electricity", "energy",
  "power", "rain", "rainfall", "snow", "weather", "traffic", "music", "content", "software", "furniture",
  "equipment", "clothing", "laundry", "garbage", "waste", "trash", "paper", "wool", "cotton", "meat", "fruit",
  "produce", "firewood", "medication", "blood", "sleep", "time", "cash", "revenue", "income", "mail", "homework",
]);

// prettier-ignore
/** Action verbs (base forms) that describe what users do. */
export const ACTION_VERBS = new Set([
  "add", "apply", "approve", "archive", "assign", "attach", "attend", "block", "book", "borrow", "browse", "buy",
  "calculate", "cancel", "change", "chat", "check", "choose", "claim", "close", "collect", "comment", "compare",
  "complete", "configure", "confirm", "contact", "copy", "create", "delete", "deliver", "donate", "download",
  "edit", "email", "enrol", "enroll", "enter", "export", "favourite", "feed", "fill", "filter", "find", "follow",
  "generate", "give", "grade", "harvest", "hire", "import", "inspect", "invite", "invoice", "issue", "prescribe", "write", "join", "keep", "lend",
  "like", "list", "locate", "lock", "log", "login", "manage", "mark", "measure", "message", "monitor", "move",
  "notify", "open", "order", "organise", "organize", "pay", "pick", "plan", "play", "post", "print", "publish",
  "purchase", "rate", "read", "receive", "record", "refund", "register", "reject", "remind", "remove", "rename",
  "renew", "rent", "reorder", "reply", "report", "request", "reschedule", "reserve", "reset", "restock", "return",
  "review", "save", "scan", "schedule", "search", "see", "select", "sell", "send", "set", "share", "ship", "show",
  "sign", "sort", "start", "stock", "stop", "store", "submit", "subscribe", "suggest", "swap", "tag", "take",
  "track", "transfer", "unlock", "update", "upload", "validate", "verify", "view", "visit", "vote", "watch",
  "water", "write", "accept", "access", "answer", "arrange", "bid", "bookmark", "categorise", "categorize",
  "comment", "coordinate", "count", "decline", "design", "discover", "display", "draft", "earn", "estimate",
  "evaluate", "exchange", "explore", "fix", "forward", "hide", "host", "learn", "lease", "link", "listen", "load",
  "maintain", "match", "meet", "merge", "note", "offer", "pause", "photograph", "pin", "practise", "practice",
  "prepare", "preview", "prioritise", "prioritize", "produce", "propose", "rank", "recommend", "redeem", "repair",
  "replace", "reply", "resolve", "respond", "reuse", "run", "sell", "settle", "sketch", "split", "sponsor",
  "submit", "support", "sync", "teach", "test", "tick", "train", "translate", "travel", "undo", "use", "verify",
  "volunteer", "weigh", "withdraw", "leave", "bring", "clean", "cook", "rsvp", "sing", "walk", "drop", "throw",
  "own", "sit", "wear", "fetch", "carry", "hand", "lose", "found", "belong",
]);

// prettier-ignore
/** Nouns that name people (besides words ending in -er, -or, -ist, -ian). */
export const PERSON_NOUNS = new Set([
  "user", "member", "customer", "client", "student", "pupil", "teacher", "parent", "child", "kid", "owner", "staff",
  "employee", "volunteer", "admin", "administrator", "guest", "visitor", "patient", "doctor", "nurse", "coach",
  "player", "athlete", "tutor", "driver", "passenger", "tenant", "landlord", "buyer", "seller", "artist", "author",
  "friend", "family", "neighbour", "neighbor", "person", "team", "colleague", "freelancer", "contractor",
  "consultant", "agent", "candidate", "applicant", "donor", "sponsor", "mentor", "mentee", "fan", "follower",
  "subscriber", "attendee", "participant", "host", "chef", "cook", "guide", "pilot", "vet", "student", "resident",
  "citizen", "homeowner", "household", "couple", "partner", "expert", "specialist", "technician", "crew",
  "suspect", "detective", "witness", "victim", "officer", "judge", "lawyer", "solicitor", "courier", "waiter",
  "waitress", "guard", "carer", "caregiver", "referee", "umpire", "captain", "scout", "recruit", "trainee", "intern",
  "apprentice", "beneficiary", "relative", "spouse", "receptionist", "veterinarian", "surgeon", "therapist",
  "instructor", "trainer", "supervisor", "manager", "staff member", "musician", "singer", "dancer", "walker",
]);

// prettier-ignore
/** Words ending in -er/-or/-ist/-ian that do not name people. */
export const NOT_PERSON = new Set([
  "order", "number", "water", "paper", "letter", "computer", "folder", "filter", "timer", "trailer", "container",
  "layer", "center", "printer", "server", "register", "answer", "character", "chapter", "cover", "corner",
  "border", "danger", "dinner", "flower", "finger", "hammer", "ladder", "laser", "ledger", "liter", "litre",
  "matter", "meter", "metre", "newsletter", "offer", "poster", "powder", "power", "quarter", "river", "rubber",
  "sticker", "summer", "winter", "tower", "tracker", "calendar", "sensor", "monitor", "motor", "color", "colour",
  "error", "floor", "door", "mirror", "tractor", "elevator", "factor", "sector", "list", "playlist", "wishlist",
  "checklist", "twist", "wrist", "mist", "fist", "reminder", "voucher", "burger", "weather", "feather", "leather",
  "butter", "cider", "beer", "timber", "lumber", "planner", "blender", "heater", "charger", "speaker", "binder",
  "banner", "header", "footer", "shelter", "cluster", "parameter", "corridor", "super", "crawler",
]);

// prettier-ignore
/** Nouns that name something happening at a time (an entity with a date). */
export const EVENT_NOUNS = new Set([
  "inspection", "harvest", "visit", "session", "appointment", "meeting", "workout", "trip", "ride", "run", "walk",
  "hike", "race", "match", "game", "shift", "sale", "purchase", "delivery", "payment", "donation", "loan",
  "booking", "reservation", "entry", "reading", "measurement", "feeding", "sighting", "catch", "tasting",
  "treatment", "checkup", "check-up", "exam", "test", "practice", "rehearsal", "performance", "concert", "show",
  "gig", "event", "lesson", "ceremony", "wedding", "party", "journey", "flight", "voyage", "dive", "climb", "swim",
  "shipment", "transfer", "transaction", "repair", "observation", "incident", "accident", "complaint",
  "application", "submission", "vote", "bid", "release", "deployment", "sprint", "interview", "audit", "survey",
  "vaccination", "injection", "dose", "milking", "planting", "sowing", "pruning", "watering", "mowing", "grooming",
  "diagnosis", "surgery", "birth", "arrival", "departure", "check-in", "attendance", "absence", "holiday",
  "vacation", "tour", "excursion", "outing", "expedition", "order", "training", "cleaning", "maintenance",
  "competition", "tournament", "class", "meal", "pickup", "drop-off", "dropoff", "rental",
]);

// prettier-ignore
/** Things usually known by a title rather than a name. */
export const TITLED_NOUNS = new Set([
  "book", "article", "post", "note", "document", "song", "film", "movie", "video", "report", "recipe", "course",
  "task", "story", "lesson", "episode", "podcast", "album", "track", "painting", "photo", "review", "question",
  "idea", "proposal", "issue", "ticket", "job", "poem", "essay", "thesis", "paper", "chapter", "playlist",
]);

// prettier-ignore
/** Words ending in -tion/-sion that name things rather than events. */
export const NOT_EVENT = new Set([
  "location", "station", "question", "option", "section", "position", "portion", "nation", "organisation",
  "organization", "institution", "foundation", "version", "edition", "mission", "description", "solution",
  "suggestion", "collection", "subscription", "notification", "permission", "condition", "function",
  "information", "ingredient", "recipe", "lotion", "potion", "ration", "direction", "connection", "caption",
  "building", "painting", "clothing", "listing", "setting", "thing", "string", "ceiling", "morning", "evening",
  "pudding", "ring", "king", "wing", "spring", "sibling", "earring", "recording", "drawing", "ending", "offering",
  "bedding", "filling", "topping", "seedling", "duckling", "darling", "heading", "wording", "posting",
]);

// prettier-ignore
/** Heads that stand for a collection of the thing before them: "vaccination history" → vaccination. */
export const CONTAINERS = new Set([
  "history", "list", "collection", "set", "database", "catalog", "catalogue", "overview", "detail", "info",
  "information", "data", "tracker", "tracking", "management", "manager", "system", "app", "application", "tool",
  "platform", "software", "website", "site", "page", "screen", "dashboard", "feature", "functionality", "module",
  "section", "portal", "planner", "organiser", "organizer", "library", "archive", "diary", "journal", "box",
  "binder", "notebook", "scrapbook",
  "register", "inventory", "calendar", "schedule", "rota", "roster", "spreadsheet", "sheet",
]);

// prettier-ignore
/** Heads that make one thing with the noun before them: "call log", "time entry", "sick note". */
export const RECORD_HEADS = new Set([
  "log", "entry", "record", "item", "card", "sheet", "slip", "report", "request", "note", "form", "order", "plan",
]);

// prettier-ignore
/** Nouns that are never a thing to keep: the app, its screens and features, documents about it, time and filler. */
export const NEVER = new Set([
  ...APP_WORDS, ...STOP_WORDS,
  "feature", "functionality", "function", "module", "option", "setting", "screen", "view", "button", "link", "tab",
  "menu", "modal", "dialog", "popup", "field", "column", "row", "table", "value", "input", "output", "click",
  "way", "lot", "bit", "part", "end", "side", "top", "bottom", "front", "back", "left", "right", "middle",
  "ability", "support", "access", "need", "goal", "purpose", "scope", "introduction", "summary", "background",
  "context", "glossary", "appendix", "reference", "definition", "term", "assumption", "constraint", "dependency",
  "requirement", "spec", "specification", "document", "documentation", "story", "criterion", "criteria",
  "scenario", "case study", "version", "release", "phase", "step", "stage", "process", "workflow", "flow",
  "day", "week", "month", "year", "time", "today", "tomorrow", "yesterday", "hour", "minute", "second", "moment",
  "morning", "evening", "night", "weekend", "now", "date", "period", "while", "times",
  "people", "everybody", "somebody", "anybody", "nobody", "someone", "everyone", "anyone", "thing", "stuff",
  "kind", "type", "sort", "number", "amount", "total", "level", "percent", "percentage", "per", "etc",
  "reminder", "notification", "alert", "search", "filter", "export", "import", "report", "login", "logout",
  "sign", "signup", "password", "account", "profile", "home", "homepage", "overview", "help", "faq", "mode",
  "light", "dark", "theme", "design", "layout", "style", "colour", "color", "font", "mobile", "desktop", "tablet",
  "accent", "look", "contrast", "neon", "pastel",
  "browser", "device", "phone", "laptop", "computer", "internet", "web", "online", "offline", "cloud", "server",
  "api", "backend", "frontend", "ui", "ux", "database", "storage", "security", "performance", "speed",
  "reliability", "availability", "usability", "accessibility", "privacy", "compliance", "quality", "testing",
  "deployment", "hosting", "maintenance", "cost", "budget", "deadline", "launch", "mvp", "prototype", "demo",
  "idea", "project", "problem", "solution", "error", "fix", "change", "update", "improvement",
  "experience", "interaction", "usage", "use", "user interface", "example", "instance", "purpose", "form",
  "hundred", "thousand", "million", "billion", "dozen", "pair", "half", "quarter", "lot", "couple", "plenty",
  "track", "care", "sure", "hand", "mind", "eye", "touch", "go", "start", "finish", "rest", "fun", "sense",
  "community", "village", "town", "city", "country", "world", "area", "region", "neighbourhood", "neighborhood",
  "season", "term", "semester", "role", "permission", "actor",
  "chart", "graph", "diagram", "statistic", "stats", "analytics", "breakdown",
]);

// prettier-ignore
/** Places or organisations that an idea's first words often name as the app itself ("A vet clinic where …"). */
export const SELF_DESCRIPTIONS = new Set([
  "clinic", "library", "shop", "store", "agency", "studio", "business", "company", "school", "restaurant", "club",
  "practice", "salon", "gym", "office", "organisation", "organization", "charity", "brewery", "bakery", "cafe",
  "café", "hospital", "farm", "hotel", "firm", "startup", "community", "choir", "band", "association", "society",
  "council", "centre", "center", "garage", "workshop", "kitchen", "household", "family", "team", "group",
  "desk", "reception", "department", "branch", "bank", "pantry",
  "blog", "marketplace", "forum", "wiki", "newsletter", "magazine", "portfolio", "directory", "network",
  "calculator", "converter", "timer", "stopwatch", "editor", "generator", "counter", "clock", "tracker",
]);

// prettier-ignore
/** Details a thing has rather than things ("… with caller name, time and outcome"). */
export const FIELD_WORDS = new Set([
  ...ATTRIBUTE_WORDS, "outcome", "reason", "remark", "caption", "label", "age", "gender", "birthday", "url", "code",
  "identifier", "serial", "frequency", "deadline", "capacity", "balance", "margin", "temperature", "mood",
]);

// prettier-ignore
/** Heads of details ("caller name", "due date", "priority"): the field words and a few more. */
export const DETAIL_HEADS = new Set([...FIELD_WORDS, "time", "date", "deadline", "cost", "budget", "priority", "status",
  "type", "colour", "color", "size", "level", "rating", "category", "email", "phone", "address", "weight", "breed"]);

// prettier-ignore
/** Activities and subjects that name no record of their own when they qualify another noun ("chess game"). */
export const ACTIVITIES = new Set([
  "chess", "football", "soccer", "tennis", "golf", "yoga", "poker", "music", "art", "sport", "dance", "math",
  "maths", "english", "science", "history", "cooking", "baking", "gardening", "fitness", "health",
]);

// prettier-ignore
/** -ing words that are things or events (the rest are verbs: "getting", "existing", "logging"). */
export const ING_NOUNS = new Set([
  "booking", "meeting", "building", "painting", "listing", "recording", "wedding", "reading", "feeding",
  "sighting", "tasting", "milking", "planting", "sowing", "pruning", "watering", "mowing", "grooming", "training",
  "cleaning", "clothing", "drawing", "filling", "topping", "seedling", "heading", "posting", "rating", "finding",
  "ring", "string", "thing", "spring", "ceiling", "sibling", "earring", "offering", "bedding", "pudding",
  "saving", "holding", "fitting", "screening", "hearing", "sitting", "parking", "housing", "funding", "billing",
  "logging", "seating", "shopping", "ing",
]);
