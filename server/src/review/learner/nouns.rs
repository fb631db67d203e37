//! Noun tables: common countable nouns and their plurals, uncountable nouns, jobs and roles,
//! and whether a word starts with a vowel sound (for a/an).

/// Common countable nouns, singular. A plural rule only judges nouns in this list.
#[rustfmt::skip]
const COUNTABLE: &[&str] = &[
    "second", "minute", "hour", "day", "week", "month", "year", "decade", "century", "dollar",
    "euro", "cent", "peso", "rupee", "buck", "kilo", "kilometre", "kilometer", "mile", "meter",
    "metre", "litre", "liter", "gram", "inch", "friend", "brother", "sister", "child", "kid",
    "son", "daughter", "cousin", "person", "man", "woman", "boy", "girl", "student", "teacher",
    "colleague", "parent", "uncle", "aunt", "guest", "neighbor", "neighbour", "player", "member",
    "baby", "classmate", "customer", "employee", "worker", "doctor", "nurse", "apple", "banana",
    "orange", "egg", "book", "car", "house", "room", "bedroom", "dog", "cat", "bird", "horse",
    "animal", "language", "country", "city", "town", "bag", "box", "bottle", "cup", "glass",
    "ticket", "picture", "photo", "movie", "film", "song", "game", "lesson", "course", "exam",
    "test", "question", "problem", "idea", "place", "job", "shop", "store", "restaurant", "hotel",
    "school", "bus", "train", "flight", "trip", "holiday", "page", "word", "sentence", "letter",
    "email", "message", "phone", "computer", "window", "door", "chair", "table", "bed", "shirt",
    "shoe", "dress", "jacket", "key", "pen", "pencil", "pizza", "sandwich", "cake", "cookie",
    "tomato", "potato", "flower", "tree", "plant", "street", "floor", "time", "brother-in-law",
    "toy", "chapter", "episode", "series", "season", "match", "goal", "point", "subject", "class",
    "party", "gift", "wife", "husband", "knife", "life", "leaf", "tooth", "mouse", "kilogram",
    "step", "mistake",
];

/// Plurals that do not follow the spelling rules.
#[rustfmt::skip]
const IRREGULAR_PLURALS: &[(&str, &str)] = &[
    ("child", "children"), ("person", "people"), ("man", "men"), ("woman", "women"),
    ("tooth", "teeth"), ("mouse", "mice"), ("wife", "wives"), ("knife", "knives"),
    ("life", "lives"), ("leaf", "leaves"), ("series", "series"), ("tomato", "tomatoes"),
    ("potato", "potatoes"), ("brother-in-law", "brothers-in-law"),
];

/// Whether `w` is a countable noun in the singular that the rules know.
pub(super) fn is_countable_singular(w: &str) -> bool {
    COUNTABLE.contains(&w) && plural(w) != w
}

/// Whether `w` is the singular or plural of a countable noun in the list.
pub(super) fn is_known_noun(w: &str) -> bool {
    COUNTABLE.contains(&w)
        || IRREGULAR_PLURALS.iter().any(|&(_, p)| p == w)
        || w.strip_suffix('s').is_some_and(|s| {
            let singulars = [
                s.to_string(),
                s.strip_suffix('e').unwrap_or(s).to_string(),
                s.strip_suffix("ie")
                    .map_or_else(String::new, |t| format!("{t}y")),
            ];
            singulars
                .iter()
                .any(|n| COUNTABLE.contains(&n.as_str()) && plural(n) == w)
        })
}

/// The plural of a noun: "apple" → "apples", "city" → "cities", "box" → "boxes".
pub(super) fn plural(noun: &str) -> String {
    if let Some(&(_, p)) = IRREGULAR_PLURALS.iter().find(|&&(s, _)| s == noun) {
        return p.to_string();
    }
    if let Some(stem) = noun.strip_suffix('y') {
        if !stem.ends_with(['a', 'e', 'i', 'o', 'u']) {
            return format!("{stem}ies");
        }
    }
    if ["s", "x", "z", "ch", "sh"]
        .iter()
        .any(|e| noun.ends_with(e))
    {
        return format!("{noun}es");
    }
    format!("{noun}s")
}

/// The other number of a noun-looking word, for the model layer's edits: "park" → "parks",
/// "cities" → "city", "childrens" → "children". Guesses for any word (the model judges them).
pub(super) fn other_numbers(w: &str) -> Vec<String> {
    let mut out = Vec::new();
    for &(one, many) in IRREGULAR_PLURALS {
        if w == one {
            out.push(many.to_owned());
        } else if w == many {
            out.push(one.to_owned());
        } else if w.strip_suffix('s') == Some(many) {
            out.push(many.to_owned());
        }
    }
    if w.len() < 3 || !w.chars().all(|c| c.is_ascii_alphabetic()) {
        return out;
    }
    match w.strip_suffix('s').filter(|_| !w.ends_with("ss")) {
        Some(stem) => {
            out.push(stem.to_owned());
            out.extend(w.strip_suffix("ies").map(|y| format!("{y}y")));
            out.extend(w.strip_suffix("es").map(str::to_owned));
        }
        None => out.push(plural(w)),
    }
    out
}

/// An irregular plural with an -s too many: "peoples" → "people", "childrens" → "children".
pub(super) fn doubled_plural(w: &str) -> Option<&'static str> {
    IRREGULAR_PLURALS
        .iter()
        .find(|&&(one, many)| one != many && w.strip_suffix('s') == Some(many))
        .map(|&(_, many)| many)
}

/// Nouns that are uncountable in English though often countable in learners' languages.
#[rustfmt::skip]
pub(super) const UNCOUNTABLE: &[&str] = &[
    "information", "advice", "furniture", "equipment", "homework", "housework", "luggage",
    "baggage", "knowledge", "evidence", "feedback", "software", "news", "music", "traffic",
    "stuff", "jewellery", "jewelry", "vocabulary", "garbage", "rubbish", "scenery", "weather",
    "money", "bread", "research",
];

/// The uncountable noun a wrong plural comes from: "informations" → "information".
/// "researches", "breads", "moneys", "vocabularies" and "weathers" are real forms and left
/// alone; "news" is already right.
pub(super) fn uncountable_of_plural(w: &str) -> Option<&'static str> {
    const REAL_FORMS: &[&str] = &[
        "research",
        "bread",
        "money",
        "vocabulary",
        "weather",
        "news",
    ];
    UNCOUNTABLE
        .iter()
        .copied()
        .filter(|n| !REAL_FORMS.contains(n))
        .find(|n| plural(n) == w || format!("{n}s") == w)
}

/// Uncountable nouns that never take "a"/"an" in the sense a learner means.
#[rustfmt::skip]
pub(super) const NO_ARTICLE: &[&str] = &[
    "advice", "information", "furniture", "equipment", "homework", "luggage", "baggage", "news",
    "feedback", "software", "evidence", "traffic",
];

/// Jobs and roles that need "a"/"an" after "be" ("i am a student").
#[rustfmt::skip]
pub(super) const ROLES: &[&str] = &[
    "student", "teacher", "doctor", "nurse", "engineer", "lawyer", "waiter", "waitress", "driver",
    "pilot", "farmer", "dentist", "programmer", "developer", "designer", "accountant", "architect",
    "scientist", "writer", "artist", "musician", "singer", "actor", "actress", "chef", "baker",
    "policeman", "policewoman", "firefighter", "soldier", "journalist", "photographer", "mechanic",
    "electrician", "plumber", "cashier", "secretary", "receptionist", "salesman", "cleaner",
    "housewife", "pharmacist", "vet", "translator", "tutor", "researcher", "consultant",
    "freelancer", "businessman", "businesswoman", "entrepreneur", "carpenter", "hairdresser",
    "barber", "tailor", "babysitter", "nanny", "intern", "beginner", "child", "kid", "teenager",
    "baby", "employee", "housekeeper", "psychologist", "surgeon", "scientist", "volunteer", "fan",
    "tourist", "foreigner",
];

/// Whether a word starts with a vowel sound: Some(true) for "apple", "hour", "honest";
/// Some(false) for "book", "university", "one", "european"; None when the spelling does not
/// tell (letters said one by one, like "mba", or words not made of letters).
pub(super) fn vowel_sound(w: &str) -> Option<bool> {
    const SILENT_H: &[&str] = &[
        "hour", "hours", "honest", "honestly", "honour", "honor", "heir",
    ];
    const YOU_SOUND: &[&str] = &["uni", "use", "usu", "uti", "ura", "uk", "ufo", "eu", "ewe"];
    const W_SOUND: &[&str] = &["one", "once"];
    const SPELLED_OUT: &[&str] = &[
        "fbi", "mba", "mri", "sms", "nhs", "nba", "mp3", "lcd", "hr", "ngo", "suv", "x-ray",
        "xray", "fm", "led", "mc", "nfl", "hiv", "rpg", "std", "sat", "ma", "ms", "mr", "url",
    ];
    if w.len() < 2 || !w.chars().all(|c| c.is_ascii_alphabetic() || c == '-') {
        return None;
    }
    const UNSURE: &[&str] = &["herb", "histor", "unin", "unim", "unid", "one-"];
    if SPELLED_OUT.contains(&w)
        || !w.contains(['a', 'e', 'i', 'o', 'u', 'y'])
        || UNSURE.iter().any(|p| w.starts_with(p))
    {
        return None;
    }
    if SILENT_H.iter().any(|h| w.starts_with(h)) {
        return Some(true);
    }
    if YOU_SOUND.iter().any(|p| w.starts_with(p)) || W_SOUND.iter().any(|p| w.starts_with(p)) {
        return Some(false);
    }
    if letters_said_one_by_one(w) {
        return None;
    }
    if w.starts_with('u') {
        if w.starts_with("un") && w[2..].starts_with(['a', 'e', 'i', 'o', 'u']) {
            return None; // "unary", "unanimous" start with "you"
        }
        // "un-" (not "uni-"), "um", "ug", "up", "ul" are said with the vowel of "up".
        return ["un", "um", "ug", "up", "ul"]
            .iter()
            .any(|p| w.starts_with(p))
            .then_some(true);
    }
    Some(w.starts_with(['a', 'e', 'i', 'o']))
}

/// Words whose first two letters cannot start an English word and whose first letter's name
/// starts with a vowel ("nvidia", "mba", "n-ary"): said letter by letter, so "an" fits.
fn letters_said_one_by_one(w: &str) -> bool {
    let mut chars = w.chars();
    let (Some(first), Some(second)) = (chars.next(), chars.next()) else {
        return false;
    };
    let onsets = match first {
        'f' => "lrj",
        's' => "chklmnpqtw",
        'r' | 'h' => "h",
        'l' | 'm' | 'n' | 'x' => "",
        _ => return false,
    };
    second == '-' || (!"aeiouy".contains(second) && !onsets.contains(second))
}
