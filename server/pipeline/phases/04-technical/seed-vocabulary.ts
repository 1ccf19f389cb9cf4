/*
 * The words example rows are made of (see seed.ts). A kind of thing is recognised by a word of the entity's
 * label; its lists are aligned by row, so one row reads as one thing ("Bella", a dog, a Labrador retriever born
 * 2021-04-02). Field patterns match the field's name; their values must have the field's type to be used.
 */

export type SeedValue = string | number | boolean | null;
export type FieldValues = readonly [RegExp, readonly SeedValue[]];

/** A kind of thing an entity can be, recognised by a word of its label. */
export interface Kind {
  words: readonly string[];
  /** The value of the identifying field (name or title), one per row. */
  names?: readonly string[];
  /** Its rows are people: the identifying field gets a person's name. */
  person?: boolean;
  /** Its rows are businesses: the identifying field gets a company's name. */
  company?: boolean;
  /** Put before a person's name ("Dr"). */
  honorific?: string;
  /** Values of this kind's own fields, by field name; tried before the general ones. */
  fields?: readonly FieldValues[];
}

/** People's names; each entity of people starts at its own place in the list, so owners and vets differ. */
// prettier-ignore
export const PEOPLE = [
  "Olivia Bennett", "James Carter", "Sofia Martinez", "Liam O'Connor", "Amara Okafor", "Noah Fischer",
  "Emma Lindqvist", "Ravi Patel", "Chloe Dubois", "Daniel Kim", "Hannah Schmidt", "Marcus Reed",
  "Isabel Costa", "Tom Walsh", "Yuki Tanaka", "Grace Mensah", "Lucas Moreau", "Priya Sharma",
  "Ben Hughes", "Elena Rossi", "Samuel Adeyemi", "Mia Novak", "Oscar Jensen", "Leila Haddad",
];

// prettier-ignore
export const COMPANIES = ["Greenleaf Supplies", "Northwind Trading", "Harbour & Co.", "Bluebell Wholesale", "Oakridge Partners", "Summit Goods"];

/** The identifying name of a thing nothing here knows: "Main hive", "North hive", "West hive". */
export const QUALIFIERS = ["Main", "North", "West"];

// prettier-ignore
export const KINDS: readonly Kind[] = [
  { words: ["pet", "animal", "dog", "cat"], names: ["Bella", "Milo", "Luna"], fields: [
    [/species|type|kind/i, ["Dog", "Cat", "Rabbit"]], [/breed/i, ["Labrador retriever", "Siamese", "Holland Lop"]],
    [/birth|born/i, ["2021-04-02", "2019-08-15", "2023-01-10"]], [/sex|gender/i, ["Female", "Male", "Female"]],
    [/weight/i, [28.5, 4.2, 1.8]], [/colou?r/i, ["Golden", "Seal point", "Brown"]], [/\bage\b|^age/i, [4, 6, 2]],
    [/microchip|chip/i, ["985112004123456", "985112004654321", "985112004777812"]],
    [/notes?|comment/i, ["Friendly, a little nervous at the vet.", "Indoor cat on a sensitive-stomach diet.", "Needs a nail trim at each visit."]],
  ] },
  { words: ["vaccine", "vaccination", "immunisation", "immunization", "jab", "shot"], names: ["Rabies vaccine", "DHPP booster", "Leptospirosis vaccine"], fields: [
    [/vaccine|vaccination/i, ["Rabies vaccine", "DHPP booster", "Leptospirosis vaccine"]],
    [/due|next|expir|valid|until|booster/i, ["2026-03-01", "2026-01-14", "2025-11-20"]],
    [/date|given|administered|on$|at$/i, ["2025-03-01", "2025-01-14", "2024-11-20"]],
    [/interval|months|frequency|validity/i, [12, 36, 12]], [/batch|lot/i, ["RB-2291", "DH-1187", "LP-3304"]], [/manufacturer|brand/i, ["Zoetis", "MSD Animal Health", "Boehringer Ingelheim"]],
    [/notes?|comment/i, ["No reaction.", "Slightly drowsy for a day.", "Given in the left shoulder."]],
  ] },
  { words: ["appointment", "visit", "consultation", "checkup"], fields: [
    [/reason|purpose|subject/i, ["Annual check-up", "Vaccination", "Limping on the front leg"]],
    [/notes?|comment/i, ["Bring the vaccination card.", "Follow-up in two weeks.", "Fasting from midnight."]],
  ] },
  { words: ["book", "novel"], names: ["The Hobbit", "Dune", "Middlemarch"], fields: [
    [/author|writer/i, ["J. R. R. Tolkien", "Frank Herbert", "George Eliot"]], [/isbn/i, ["9780261103344", "9780441172719", "9780141439549"]],
    [/year/i, [1937, 1965, 1871]], [/genre|category/i, ["Fantasy", "Science fiction", "Classic"]],
    [/publisher/i, ["HarperCollins", "Chilton Books", "Penguin Classics"]], [/pages/i, [310, 412, 880]],
    [/description|summary/i, ["Bilbo Baggins leaves the Shire on an unexpected journey.", "A desert planet, a noble family and the spice.", "Lives in a provincial English town, 1829–32."]],
  ] },
  { words: ["author", "writer"], names: ["J. R. R. Tolkien", "Frank Herbert", "George Eliot"], fields: [
    [/birth|born/i, ["1892-01-03", "1920-10-08", "1819-11-22"]], [/country|nationality/i, ["United Kingdom", "United States", "United Kingdom"]],
  ] },
  { words: ["doctor", "vet", "veterinarian", "dentist", "physician", "surgeon"], person: true, honorific: "Dr", fields: [
    [/specialty|speciality|field/i, ["General practice", "Surgery", "Dermatology"]],
  ] },
  { words: ["trainer", "instructor", "coach", "teacher", "tutor"], person: true, fields: [
    [/specialty|speciality|skill|discipline|subject/i, ["Yoga", "Strength training", "Indoor cycling"]],
  ] },
  { words: ["class", "session", "lesson", "workout"], names: ["Morning yoga", "Spin class", "HIIT circuit"], fields: [
    [/capacit|spots|places|seats|size/i, [20, 15, 12]], [/minutes|duration/i, [60, 45, 30]], [/level|difficulty/i, ["All levels", "Intermediate", "Advanced"]],
    [/room|location|studio|venue/i, ["Studio 1", "Spin room", "Main floor"]], [/code/i, ["YOG-101", "SPN-201", "HIT-301"]],
    [/description|summary|details/i, ["Gentle flow to start the day.", "45 minutes of hills and sprints on the bike.", "Short, hard intervals with bodyweight moves."]],
  ] },
  { words: ["course", "module", "workshop", "training"], names: ["Getting started", "Weekend intensive", "Advanced techniques"], fields: [
    [/code/i, ["GS-101", "WI-201", "AT-301"]], [/credits/i, [5, 5, 10]], [/price|fee|cost/i, [45, 120, 180]],
    [/description|summary/i, ["The basics in two relaxed evenings.", "Two full days of hands-on practice.", "For those who know the basics and want more."]],
  ] },
  { words: ["tool", "equipment", "device", "machine"], names: ["Cordless drill", "Laser cutter", "3D printer"], fields: [
    [/serial|code|number/i, ["DRL-20931", "LSR-11872", "PRT-30455"]], [/brand|manufacturer|make/i, ["Makita", "Trotec", "Prusa"]],
  ] },
  { words: ["material", "supply", "part", "component"], names: ["Plywood sheet", "PLA filament", "Wood screws"], fields: [
    [/unit/i, ["sheet", "kg", "box"]], [/price|cost/i, [18.5, 22, 6.75]], [/stock|quantity/i, [40, 12, 75]],
  ] },
  { words: ["review", "feedback", "rating", "testimonial"], fields: [
    [/rating|score|stars/i, [5, 4, 3]], [/comment|text|body|review|feedback/i, ["Clear and well paced.", "Great fun, would book again.", "Good, but a bit rushed at the end."]],
  ] },
  { words: ["recipe", "dish", "meal"], names: ["Leek and potato soup", "Buttermilk pancakes", "Red lentil curry"], fields: [
    [/instructions|method|steps/i, ["Sweat the leeks, add potato and stock, simmer for 20 minutes and blend.", "Whisk the batter, rest it for 10 minutes, then fry in a hot pan.", "Simmer the lentils with onion, garlic and spices for 30 minutes."]],
    [/description|summary/i, ["A warming soup for cold evenings.", "Fluffy pancakes for a weekend breakfast.", "A mild, creamy curry that keeps well."]],
    [/cuisine/i, ["British", "American", "Indian"]], [/prep/i, [15, 10, 10]], [/cook|bake/i, [30, 15, 35]],
  ] },
  { words: ["ingredient"], names: ["Leek", "Flour", "Red lentils"], fields: [[/unit/i, ["piece", "g", "g"]]] },
  { words: ["tag", "label"], names: ["popular", "quick", "beginner friendly"] },
  { words: ["genre"], names: ["Fantasy", "Science fiction", "Classic"] },
  { words: ["product", "item", "article", "goods"], names: ["Oak desk lamp", "A5 dotted notebook", "Stoneware coffee mug"], fields: [
    [/sku|code|barcode/i, ["LAMP-OAK-01", "NOTE-A5-DOT", "MUG-STN-350"]], [/price|cost/i, [39.9, 6.5, 12]],
    [/stock|quantity|on ?hand|available/i, [24, 120, 48]], [/reorder|minimum|threshold/i, [5, 30, 12]],
    [/category/i, ["Lighting", "Stationery", "Kitchen"]], [/unit/i, ["piece", "piece", "piece"]], [/level|status/i, ["In stock", "Low", "In stock"]],
    [/description|summary/i, ["Solid oak base, warm white LED.", "160 pages of dotted paper.", "Holds 350 ml; dishwasher safe."]],
  ] },
  { words: ["supplier", "vendor", "manufacturer", "company", "brand", "shop", "store", "business", "organisation", "organization", "publisher"], company: true },
  { words: ["order", "purchase", "invoice", "sale", "quote"], fields: [
    [/total|amount|price|cost/i, [249.5, 96, 1280]], [/number|reference|code|ref$/i, ["PO-2025-0141", "PO-2025-0142", "PO-2025-0143"]],
  ] },
  { words: ["event", "party", "concert", "meetup", "evenement", "soiree"], names: ["Jazz night", "Quiz evening", "Wine tasting"], fields: [
    [/capacit|seats|places/i, [80, 40, 24]], [/venue|location|place/i, ["Main hall", "The back room", "Garden terrace"]],
  ] },
  { words: ["task", "todo", "chore"], names: ["Write the quarterly report", "Book the venue", "Order office supplies"] },
  { words: ["project"], names: ["Website relaunch", "Spring campaign", "Office move"] },
  { words: ["post", "article", "story", "news"], names: ["Welcome to our new site", "Spring opening hours", "Ten tips for beginners"] },
  { words: ["category", "group", "section"], names: ["General", "Seasonal", "Specials"] },
  { words: ["room", "hall", "studio"], names: ["Room A", "Room B", "Garden room"], fields: [[/capacit|seats/i, [12, 8, 30]], [/floor/i, [1, 1, 0]]] },
  { words: ["exercise"], names: ["Squat", "Bench press", "Deadlift"], fields: [[/muscle/i, ["Legs", "Chest", "Back"]], [/reps/i, [10, 8, 5]], [/sets/i, [3, 4, 3]]] },
  { words: ["campaign"], names: ["Winter appeal", "School roof fund", "Summer fair"] },
  { words: ["ticket", "issue", "request"], names: ["Cannot sign in", "Invoice shows the wrong amount", "Please add dark mode"] },
  { words: ["property", "apartment", "flat", "house"], names: ["12 Elm Road", "3 Harbour View", "Flat 7, Mill Lane"], fields: [[/bedrooms/i, [3, 2, 1]], [/rent|price/i, [1450, 1200, 850]]] },
  { words: ["service", "treatment"], names: ["Haircut", "Colour and cut", "Consultation"], fields: [[/price|cost|fee/i, [35, 85, 0]], [/minutes|duration/i, [30, 90, 15]]] },
  { words: ["plan", "membership", "subscription", "tier"], names: ["Basic", "Standard", "Premium"], fields: [[/price|fee|cost/i, [19, 35, 59]]] },
  { words: ["team", "squad"], names: ["Red team", "Blue team", "Green team"] },
  { words: ["hive", "colony", "apiary"], names: ["Orchard hive", "Meadow hive", "Hilltop hive"] },
  { words: ["warehouse", "location", "branch", "site", "depot"], names: ["Main warehouse", "North depot", "City shop"] },
  { words: ["department"], names: ["Sales", "Finance", "Operations"] },
  { words: ["expense", "payment", "transaction"], fields: [[/amount|total|cost/i, [42.8, 12.5, 950]], [/description|notes?|memo/i, ["Weekly groceries", "Bus pass top-up", "Rent share for March"]]] },
];

/** Values of fields whatever the entity, by field name. */
// prettier-ignore
export const BY_FIELD: readonly FieldValues[] = [
  [/isbn/i, ["9780261103344", "9780441172719", "9780141439549"]],
  [/specialty|speciality/i, ["General practice", "Paediatrics", "Dermatology"]],
  [/medication|medicine|drug/i, ["Amoxicillin", "Ibuprofen", "Cetirizine"]],
  [/dosage|dose/i, ["500 mg three times a day", "200 mg when needed", "10 mg once a day"]],
  [/^currency$/i, ["EUR"]], [/postcode|zip/i, ["OX1 2JD", "LS1 4AP", "BS1 5TR"]],
  [/city|town/i, ["Oxford", "Leeds", "Bristol"]], [/country/i, ["United Kingdom", "Ireland", "France"]],
  [/address/i, ["1 High Street, Oxford", "22 Park Row, Leeds", "5 Canal Street, Bristol"]],
  [/reason/i, ["Check-up", "Follow-up visit", "Vaccination"]], [/quantity|amount/i, ["200 g", "2 tbsp", "1 cup"]],
  [/bio|about/i, ["Writes about food and travel.", "Retired teacher.", "Keeps bees at weekends."]],
  [/notes?|comment|feedback|remarks/i, ["All in order.", "Check again next week.", "Nothing to add."]],
  [/description|summary|details|body|content|text/i, ["Popular with regulars.", "New this season.", "Needs a second look."]],
  [/location|place|venue/i, ["Main hall", "Garden", "Room 2"]], [/colou?r/i, ["Red", "Blue", "Green"]],
  [/muscle/i, ["Legs", "Chest", "Back"]], [/unit/i, ["g", "ml", "piece"]], [/breed/i, ["Labrador retriever", "Siamese", "Beagle"]],
  [/species/i, ["Dog", "Cat", "Dog"]], [/gender|sex/i, ["Female", "Male", "Female"]], [/language/i, ["English", "French", "Spanish"]],
  [/author/i, ["J. R. R. Tolkien", "Frank Herbert", "George Eliot"]], [/genre/i, ["Fantasy", "Science fiction", "Classic"]],
  [/job|position|occupation/i, ["Office manager", "Nurse", "Carpenter"]], [/vaccine/i, ["Rabies vaccine", "DHPP booster", "Leptospirosis vaccine"]],
  [/level|grade|difficulty/i, ["Beginner", "Intermediate", "Advanced"]], [/size/i, ["Small", "Medium", "Large"]],
  [/room/i, ["Room 1", "Room 2", "Room 3"]], [/category|type|kind/i, ["General", "Seasonal", "Special"]],
  [/subject|topic/i, ["Opening hours", "A question about my booking", "Thank you"]],
];

/** Numbers by field name; the last entries are the fallbacks of money, decimals and integers. */
// prettier-ignore
export const NUMBERS: readonly FieldValues[] = [
  [/year/i, [2019, 2021, 2024]], [/copies/i, [2, 1, 3]], [/stock|on ?hand|in ?stock/i, [24, 120, 48]], [/reorder/i, [5, 30, 12]],
  [/minutes|duration/i, [15, 30, 45]], [/servings|portions/i, [4, 2, 6]], [/capacit/i, [40, 25, 60]],
  [/seats|places|spaces|guests|spots|party ?size/i, [2, 1, 4]], [/rating|score|stars/i, [4, 5, 3]], [/\bage\b|^age/i, [34, 27, 45]],
  [/reps/i, [10, 8, 12]], [/sets/i, [3, 4, 3]], [/price|cost|fee|rate/i, [12.5, 8.99, 24]], [/balance|budget/i, [1500, 250, 0]],
  [/salary|income/i, [42000, 38500, 51000]], [/honey|yield|harvest/i, [18.5, 12, 22.5]], [/total|amount|sum/i, [64.5, 18.2, 120]], [/weight|kg/i, [12.5, 8.25, 15]],
  [/percent|discount/i, [10, 15, 5]], [/floor|level/i, [1, 2, 0]], [/quantity|qty|count|number/i, [2, 5, 1]],
];
export const MONEY = [24.99, 12.5, 89];
export const DECIMALS = [12.5, 8.25, 15.75];
export const INTEGERS = [3, 5, 2];

/** Days of ordinary dates and datetimes; the rest by what the field's name says. */
export const DAYS = ["2025-03-03", "2025-03-10", "2025-03-17"];
// prettier-ignore
export const DATES: readonly FieldValues[] = [
  [/\bbirth|\bborn\b|\bdob\b/, ["1984-05-12", "1991-11-03", "1978-02-27"]],
  [/\b(?:joined|since|opened|registered|hired|started|enrolled)\b/, ["2024-09-01", "2024-10-15", "2025-01-20"]],
  [/\b(?:due|until|expir\w*|valid|ends?|deadline|next)\b/, ["2025-03-24", "2025-03-31", "2025-04-07"]],
  [/\b(?:return\w*|complet\w*|closed|finish\w*|paid|done|delivered)\b/, ["2025-03-20", "2025-03-22", "2025-03-28"]],
];
export const TIMES = ["09:30:00Z", "14:00:00Z", "18:00:00Z"];
/** Ends of datetimes on the same day: an hour after TIMES. */
export const END_TIMES = ["10:30:00Z", "15:00:00Z", "19:00:00Z"];
