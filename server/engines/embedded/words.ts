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
