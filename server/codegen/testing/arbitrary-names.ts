/*
 * The names the generator's property test draws from (arbitrary-model.ts): ordinary ones, and the ones most likely
 * to collide with what the generator itself declares, with the languages the app is written in (TypeScript, SQL,
 * the DOM and Node's globals) and with each other. Data, in one place.
 */

/** Entity names that are also names of the generated app's own types, components, globals or libraries. */
export const COLLIDING_ENTITY_NAMES = [
  "User", "Account", "Session", "Role", "Report", "Order", "Item", "File", "Test", "Type", "Date", "Object",
  "Error", "Event", "Query", "Page", "Component", "App", "Index", "Config", "Promise", "Map", "Set", "Record",
  "Request", "Response", "Router", "Database", "Schema", "Api", "Auth", "Label", "Labels", "Sample", "Agent",
  "Credentials", "Register", "Message", "Cart", "Checkout", "Tally", "Transition", "State", "Status", "Home",
  "Layout", "Form", "List", "Detail", "Field", "Table", "Column", "Key", "Value", "Default", "Class", "Function",
  "Module", "Export", "Import", "Delete", "New", "Null", "Window", "Document", "Location", "Node", "Element",
  "Text", "Image", "Option", "Range", "Blob", "Url", "Headers", "Body", "Console", "Process", "Buffer", "Symbol",
  "Number", "String", "Boolean", "Array", "Math", "Json", "Reflect", "Proxy", "Intl", "React", "Express", "Zod",
  "Drizzle", "Vite", "Theme", "Reports", "Accounts", "Sessions", "Users", "Chat", "Room", "Feature", "Features",
  "Group", "Select", "Where", "From", "Check", "Limit", "Offset", "Primary", "Reference", "Constraint",
] as const; // prettier-ignore

export const ORDINARY_ENTITY_NAMES = [
  "Book", "Member", "Loan", "Pet", "Owner", "Visit", "Task", "Project", "Note", "Recipe", "Ingredient", "Plot",
  "Crop", "Team", "Player", "Match", "Course", "Lesson", "Invoice", "Customer", "Product", "Supplier", "Booking",
  "Car", "Poll", "Vote", "Choice", "Claim", "Receipt", "Ticket", "Shift", "Volunteer", "Person", "Sheep", "News",
  "Series", "Species", "Child", "Datum",
] as const; // prettier-ignore

/** Field names the generator also uses for columns, parameters, variables or object members. */
export const COLLIDING_FIELD_NAMES = [
  "id", "createdAt", "updatedAt", "ownerId", "owner", "userId", "user", "password", "passwordHash", "role",
  "status", "state", "name", "username", "email", "total", "page", "pageSize", "q", "sort", "order", "limit",
  "offset", "items", "constructor", "prototype", "toString", "valueOf", "hasOwnProperty", "class", "function",
  "default", "delete", "new", "import", "export", "enum", "await", "yield", "let", "static", "public", "type",
  "interface", "key", "value", "label", "data", "body", "query", "params", "error", "message", "date", "time",
  "select", "from", "where", "group", "check", "column", "table", "references", "start", "end", "transition",
  "transitions", "tally", "history", "notes", "length", "size", "count", "index",
] as const; // prettier-ignore

export const ORDINARY_FIELD_NAMES = [
  "title", "description", "price", "quantity", "stock", "dueOn", "startsAt", "endsAt", "rating", "amount",
  "phone", "website", "capacity", "joinedOn", "paid", "level", "unitPrice", "isbn", "weight", "colour",
] as const; // prettier-ignore

/** Role names (snake_case) that are also words the generator and SQL use. */
export const ROLE_NAMES = [
  "admin", "user", "owner", "member", "role", "default", "public", "guest", "account", "session", "manager",
  "staff", "select", "order", "group", "constructor", "front_desk", "x",
] as const; // prettier-ignore

/** Enum values with quotes, backslashes, spaces, unicode, keywords and values alike but for case. */
export const ENUM_VALUES = [
  "open", "closed", "Open", "draft", "in progress", "done ✅", "it's", 'say "hi"', "back\\slash", "${x}", "`tick`",
  "*/", "</script>", "constructor", "__proto__", "toString", "default", "null", "true", "1", "0", "-", "élève",
  "日本", "a".repeat(60),
] as const; // prettier-ignore

/** Labels and project names: any text a user types. */
export const LABELS = [
  "Élève", "Café \"Événements\" & Co", "it's mine", "<b>bold</b>", "${injected}", "`code`", "*/ end", "日本語",
  "Ünïcödé", "a/b\\c", "   spaced   ", "Line\nbreak", "😀 Emoji",
] as const; // prettier-ignore

/** Transition names (camelCase verbs), some of them words the code itself uses. */
export const TRANSITION_NAMES = [
  "approve", "reject", "close", "reopen", "delete", "new", "default", "constructor", "submit", "update",
  "create", "list", "get", "toString", "start", "finish",
] as const; // prettier-ignore
