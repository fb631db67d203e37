//! Verb tables: common irregular verbs, common regular verbs, and the spelling rules that make
//! their forms (goes, studied, stopped, swimming). Only verbs in these tables are ever judged.

/// Common irregular verbs: base, past, past participle.
#[rustfmt::skip]
pub(super) const IRREGULAR: &[(&str, &str, &str)] = &[
    ("arise", "arose", "arisen"), ("awake", "awoke", "awoken"), ("beat", "beat", "beaten"),
    ("become", "became", "become"), ("begin", "began", "begun"), ("bend", "bent", "bent"),
    ("bet", "bet", "bet"), ("bite", "bit", "bitten"), ("bleed", "bled", "bled"),
    ("blow", "blew", "blown"), ("break", "broke", "broken"), ("bring", "brought", "brought"),
    ("build", "built", "built"), ("buy", "bought", "bought"), ("catch", "caught", "caught"),
    ("choose", "chose", "chosen"), ("come", "came", "come"), ("cost", "cost", "cost"),
    ("cut", "cut", "cut"), ("deal", "dealt", "dealt"), ("dig", "dug", "dug"),
    ("do", "did", "done"), ("draw", "drew", "drawn"), ("drink", "drank", "drunk"),
    ("drive", "drove", "driven"), ("eat", "ate", "eaten"), ("fall", "fell", "fallen"),
    ("feed", "fed", "fed"), ("feel", "felt", "felt"), ("fight", "fought", "fought"),
    ("find", "found", "found"), ("fly", "flew", "flown"), ("forget", "forgot", "forgotten"),
    ("forgive", "forgave", "forgiven"), ("freeze", "froze", "frozen"), ("get", "got", "got"),
    ("give", "gave", "given"), ("go", "went", "gone"), ("grow", "grew", "grown"),
    ("hang", "hung", "hung"), ("have", "had", "had"), ("hear", "heard", "heard"),
    ("hide", "hid", "hidden"), ("hit", "hit", "hit"), ("hold", "held", "held"),
    ("hurt", "hurt", "hurt"), ("keep", "kept", "kept"), ("know", "knew", "known"),
    ("lay", "laid", "laid"), ("lead", "led", "led"), ("leave", "left", "left"),
    ("lend", "lent", "lent"), ("let", "let", "let"), ("light", "lit", "lit"),
    ("lose", "lost", "lost"), ("make", "made", "made"), ("mean", "meant", "meant"),
    ("meet", "met", "met"), ("pay", "paid", "paid"), ("put", "put", "put"),
    ("quit", "quit", "quit"), ("read", "read", "read"), ("ride", "rode", "ridden"),
    ("ring", "rang", "rung"), ("rise", "rose", "risen"), ("run", "ran", "run"),
    ("say", "said", "said"), ("see", "saw", "seen"), ("sell", "sold", "sold"),
    ("send", "sent", "sent"), ("set", "set", "set"), ("shake", "shook", "shaken"),
    ("shine", "shone", "shone"), ("shoot", "shot", "shot"), ("show", "showed", "shown"),
    ("shut", "shut", "shut"), ("sing", "sang", "sung"), ("sink", "sank", "sunk"),
    ("sit", "sat", "sat"), ("sleep", "slept", "slept"), ("slide", "slid", "slid"),
    ("speak", "spoke", "spoken"), ("spend", "spent", "spent"), ("spread", "spread", "spread"),
    ("stand", "stood", "stood"), ("steal", "stole", "stolen"), ("stick", "stuck", "stuck"),
    ("swim", "swam", "swum"), ("take", "took", "taken"), ("teach", "taught", "taught"),
    ("tear", "tore", "torn"), ("tell", "told", "told"), ("think", "thought", "thought"),
    ("throw", "threw", "thrown"), ("understand", "understood", "understood"),
    ("wake", "woke", "woken"), ("wear", "wore", "worn"), ("win", "won", "won"),
    ("write", "wrote", "written"),
];

/// Common regular verbs (past in -ed).
#[rustfmt::skip]
const REGULAR: &[&str] = &[
    "accept", "add", "agree", "allow", "answer", "arrive", "ask", "attend", "bake", "believe",
    "belong", "book", "borrow", "call", "carry", "celebrate", "change", "chat", "check", "clean",
    "climb", "close", "complain", "complete", "cook", "count", "cover", "cry", "cycle", "dance",
    "decide", "deliver", "depend", "describe", "design", "die", "disagree", "discover", "discuss",
    "dream", "dress", "drop", "earn", "enjoy", "enter", "explain", "fail", "fill", "finish", "fix",
    "follow", "graduate", "guess", "happen", "hate", "help", "hope", "hug", "hurry", "improve",
    "invite", "join", "joke", "jump", "kiss", "kill", "laugh", "learn", "like", "listen", "live",
    "look", "love", "marry", "miss", "move", "need", "notice", "offer", "open", "order", "paint",
    "park", "pass", "pick", "plan", "play", "practice", "practise", "pray", "prefer", "prepare",
    "promise", "pull", "push", "rain", "reach", "receive", "relax", "remember", "rent", "repair",
    "reply", "rest", "return", "save", "search", "share", "shop", "shout", "smile", "snow",
    "start", "stay", "stop", "study", "suggest", "talk", "taste", "text", "thank", "touch",
    "train", "travel", "try", "turn", "type", "use", "visit", "wait", "walk", "want", "wash",
    "watch", "work", "worry",
];

/// Verbs whose past is the same word as the base: a tense rule cannot tell them apart.
pub(super) fn past_is_base(base: &str) -> bool {
    IRREGULAR.iter().any(|&(b, p, _)| b == base && p == base)
}

/// Whether `w` is the base form of a verb in the tables ("go", "visit").
pub(super) fn is_base(w: &str) -> bool {
    REGULAR.contains(&w) || IRREGULAR.iter().any(|&(b, _, _)| b == w)
}

fn irregular(base: &str) -> Option<(&'static str, &'static str)> {
    IRREGULAR
        .iter()
        .find(|&&(b, _, _)| b == base)
        .map(|&(_, p, pp)| (p, pp))
}

/// The past of a base verb: "go" → "went", "stop" → "stopped", "study" → "studied".
pub(super) fn past(base: &str) -> String {
    match (base, irregular(base)) {
        ("be", _) => "was".to_string(),
        (_, Some((p, _))) => p.to_string(),
        _ => regular_past(base),
    }
}

/// The past participle: "go" → "gone", "visit" → "visited".
pub(super) fn participle(base: &str) -> String {
    match (base, irregular(base)) {
        ("be", _) => "been".to_string(),
        (_, Some((_, pp))) => pp.to_string(),
        _ => regular_past(base),
    }
}

/// The -ed form by the regular spelling rules, whether or not the verb is regular
/// ("buy" → "buyed"): learners make these forms for irregular verbs too.
pub(super) fn regular_past(base: &str) -> String {
    if base.ends_with('e') {
        format!("{base}d")
    } else if let Some(stem) = consonant_y_stem(base) {
        format!("{stem}ied")
    } else if doubles_last(base) {
        format!("{base}{}ed", &base[base.len() - 1..])
    } else {
        format!("{base}ed")
    }
}

/// The -s form: "go" → "goes", "watch" → "watches", "study" → "studies", "have" → "has".
pub(super) fn third_person(base: &str) -> String {
    match base {
        "have" => "has".to_string(),
        "be" => "is".to_string(),
        _ => {
            if let Some(stem) = consonant_y_stem(base) {
                format!("{stem}ies")
            } else if ["s", "x", "z", "ch", "sh", "o"]
                .iter()
                .any(|e| base.ends_with(e))
            {
                format!("{base}es")
            } else {
                format!("{base}s")
            }
        }
    }
}

/// The -ing form: "swim" → "swimming", "make" → "making", "see" → "seeing".
pub(super) fn ing(base: &str) -> String {
    if let Some(stem) = base.strip_suffix("ie") {
        format!("{stem}ying")
    } else if let (Some(stem), false) =
        (base.strip_suffix('e'), base.ends_with("ee") || base == "be")
    {
        format!("{stem}ing")
    } else if doubles_last(base) {
        format!("{base}{}ing", &base[base.len() - 1..])
    } else {
        format!("{base}ing")
    }
}

fn consonant_y_stem(base: &str) -> Option<&str> {
    let stem = base.strip_suffix('y')?;
    (!stem.is_empty() && !stem.ends_with(is_vowel)).then_some(stem)
}

fn is_vowel(c: char) -> bool {
    matches!(c, 'a' | 'e' | 'i' | 'o' | 'u')
}

/// Whether the last consonant doubles before -ed/-ing: one-syllable words ending in
/// consonant–vowel–consonant (stop, plan, run), and a few stressed-last longer verbs.
fn doubles_last(base: &str) -> bool {
    const LONGER: &[&str] = &[
        "prefer", "admit", "regret", "begin", "forget", "occur", "refer",
    ];
    if LONGER.contains(&base) {
        return true;
    }
    let b = base.as_bytes();
    let n = b.len();
    if n < 3 || !base.is_ascii() {
        return false;
    }
    let (c1, v, c2) = (b[n - 3] as char, b[n - 2] as char, b[n - 1] as char);
    let vowel_groups = base
        .char_indices()
        .filter(|&(i, c)| is_vowel(c) && (i == 0 || !is_vowel(b[i - 1] as char)))
        .count();
    vowel_groups == 1 && !is_vowel(c1) && is_vowel(v) && !is_vowel(c2) && !"wxy".contains(c2)
}

/// The base of an -s form in the tables: "goes" → "go", "studies" → "study", "has" → "have".
pub(super) fn base_of_third(w: &str) -> Option<String> {
    if w == "has" {
        return Some("have".to_string());
    }
    let candidates = [
        w.strip_suffix("ies").map(|s| format!("{s}y")),
        w.strip_suffix("es").map(str::to_string),
        w.strip_suffix('s').map(str::to_string),
    ];
    candidates
        .into_iter()
        .flatten()
        .find(|b| is_base(b) && third_person(b) == w)
}

/// The base of a past form in the tables: "went" → "go", "stopped" → "stop". Pasts that are
/// also the base ("put") are not returned.
pub(super) fn base_of_past(w: &str) -> Option<&'static str> {
    if let Some(&(b, _, _)) = IRREGULAR.iter().find(|&&(b, p, _)| p == w && b != w) {
        return Some(b);
    }
    regular_base(w)
}

/// The regular verb whose -ed form is `w`: "liked" → "like", "stopped" → "stop".
fn regular_base(w: &str) -> Option<&'static str> {
    let stem = w.strip_suffix("ed")?;
    let candidates = [
        stem.to_string(),
        format!("{stem}e"),
        stem.strip_suffix('i')
            .map_or_else(String::new, |s| format!("{s}y")),
        stem.get(..stem.len().saturating_sub(1))
            .unwrap_or("")
            .to_string(),
    ];
    candidates.iter().find_map(|c| {
        let base = REGULAR.iter().copied().find(|b| b == c)?;
        (regular_past(base) == w).then_some(base)
    })
}

/// The base of a past participle in the tables: "seen" → "see", "visited" → "visit".
pub(super) fn base_of_participle(w: &str) -> Option<&'static str> {
    if w == "been" {
        return Some("be");
    }
    if let Some(&(b, _, _)) = IRREGULAR.iter().find(|&&(b, _, pp)| pp == w && b != w) {
        return Some(b);
    }
    regular_base(w)
}

/// Whether `w` is any form of a verb in the tables, or a form of be/have/do or a modal.
pub(super) fn is_verb_form(w: &str) -> bool {
    is_base(w)
        || base_of_third(w).is_some()
        || base_of_past(w).is_some()
        || base_of_participle(w).is_some()
        || is_ing(w)
        || super::words::is(w, super::words::AUXILIARIES)
        || super::words::is(w, super::words::MODALS)
}

/// Whether `w` looks like an -ing verb form ("going", "making"), not a noun in -ing.
pub(super) fn is_ing(w: &str) -> bool {
    #[rustfmt::skip]
    const NOUNS: &[&str] = &[
        "morning", "evening", "during", "king", "ring", "spring", "string", "ceiling", "wedding",
        "building", "meeting", "thing", "nothing", "something", "anything", "everything",
        "pudding", "darling", "sibling", "ping", "wing", "sing", "bring", "sting", "swing",
        "thanksgiving", "feeling", "painting", "clothing",
    ];
    w.strip_suffix("ing").is_some_and(|s| s.len() > 1) && !NOUNS.contains(&w)
}

/// A word in -ed that is probably a past verb though not in the tables ("kidnapped").
pub(super) fn looks_past(w: &str) -> bool {
    const NOT: &[&str] = &[
        "speed", "hundred", "indeed", "breed", "greed", "creed", "sacred",
    ];
    w.len() >= 5 && w.ends_with("ed") && !NOT.contains(&w)
}

/// Overregularized pasts: the regular -ed form of an irregular verb ("buyed") and its
/// real past ("bought"). Verbs whose -ed form is a real word are left out (hanged, lighted,
/// shined, leaded, ringed, singed, teared, waked, betted, costed, quitted, seed, putted).
pub(super) fn overregularized(w: &str) -> Option<(&'static str, &'static str, &'static str)> {
    const REAL_WORDS: &[&str] = &[
        "hang", "light", "shine", "lead", "ring", "sing", "tear", "wake", "bet", "cost", "quit",
        "see", "put", "lay", "show", "fly", "bend",
    ];
    #[rustfmt::skip]
    const EXTRA: &[(&str, &str)] = &[
        ("beginned", "begin"), ("begined", "begin"), ("forgetted", "forget"), ("runed", "run"),
        ("swimed", "swim"), ("brang", "bring"), ("brung", "bring"), ("flied", "fly"),
        ("layed", "lay"), ("drawed", "draw"),
    ];
    let base = EXTRA
        .iter()
        .find(|&&(wrong, _)| wrong == w)
        .map(|&(_, b)| b)
        .or_else(|| {
            if !w.ends_with("ed") {
                return None;
            }
            IRREGULAR
                .iter()
                .filter(|&&(b, p, _)| p != b && !REAL_WORDS.contains(&b))
                .find(|&&(b, p, _)| w.starts_with(&b[..1]) && regular_past(b) == w && p != w)
                .map(|&(b, _, _)| b)
        })?;
    let &(b, p, pp) = IRREGULAR.iter().find(|&&(b, _, _)| b == base)?;
    Some((b, p, pp))
}

/// Every other form of the verb `w` is a form of ("went" → go, gone, goes, going), including
/// the real forms of an overregularized past ("buyed" → buy, bought…); none for other words.
pub(super) fn other_forms(w: &str) -> Vec<String> {
    let base = if is_base(w) {
        Some(w.to_owned())
    } else {
        base_of_past(w)
            .or_else(|| base_of_participle(w))
            .map(str::to_owned)
            .or_else(|| base_of_third(w))
            .or_else(|| overregularized(w).map(|(b, _, _)| b.to_owned()))
    };
    let Some(b) = base else {
        return Vec::new();
    };
    let mut forms = vec![
        b.clone(),
        past(&b),
        participle(&b),
        third_person(&b),
        ing(&b),
    ];
    forms.sort();
    forms.dedup();
    forms.retain(|f| f != w);
    forms
}
