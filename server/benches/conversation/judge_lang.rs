//! The judging rules of `judge.rs` for Spanish (`es`), French (`fr`) and German (`de`).
//!
//! Std only, no IO. Written from `judge.rs` and its tests alone, without reading the partner's
//! engine, its phrasebooks or the held-out scripts, so that the judge is independent of what
//! it measures. The learner's turn is what speech-to-text heard (lowercase, little
//! punctuation, accents sometimes missing); the reply is the partner's text.
//!
//! All comparisons are made on normalised words: lowercased, accents folded (`é` → `e`,
//! `ñ` → `n`, `ä` → `a`, `ß` → `ss`), French elisions expanded (`j'ai` → `je ai`, `qu'il` →
//! `que il`), French hyphens split (`as-tu` → `as tu`), German `'s` expanded (`geht's` →
//! `geht es`). Word lists below are written in that normalised form, or (for phrases) in
//! natural spelling that is normalised when matched.
//!
//! As in `judge.rs`, the rules are word rules, not understanding. The part of a reply that can
//! answer is every sentence before its first question (in Spanish `¿` and `¡` also start a
//! sentence); a reply that opens with a question answers nothing. That part answers when it
//! shares a content word with the turn (stemmed, stop words left out; question frame words
//! such as "hora", "heure", "Uhr", "significa", "gusta", "penses" are stop words, so echoing
//! the frame is not an answer), or when its form answers the kind of question (see
//! [`answers`]).

use crate::judge::Kind;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Lang {
    Es,
    Fr,
    De,
}

fn lang_of(code: &str) -> Option<Lang> {
    match code.trim().to_ascii_lowercase().as_str() {
        "es" | "spa" | "spanish" | "español" => Some(Lang::Es),
        "fr" | "fra" | "fre" | "french" | "français" => Some(Lang::Fr),
        "de" | "deu" | "ger" | "german" | "deutsch" => Some(Lang::De),
        _ => None,
    }
}

// ---------------------------------------------------------------------------------------------
// Words.

fn fold_into(c: char, out: &mut String) {
    match c {
        'á' | 'à' | 'â' | 'ä' | 'ã' | 'å' => out.push('a'),
        'é' | 'è' | 'ê' | 'ë' => out.push('e'),
        'í' | 'ì' | 'î' | 'ï' => out.push('i'),
        'ó' | 'ò' | 'ô' | 'ö' | 'õ' => out.push('o'),
        'ú' | 'ù' | 'û' | 'ü' => out.push('u'),
        'ñ' => out.push('n'),
        'ç' => out.push('c'),
        'ÿ' => out.push('y'),
        'ß' => out.push_str("ss"),
        'œ' => out.push_str("oe"),
        'æ' => out.push_str("ae"),
        _ => out.push(c),
    }
}

fn fold(word: &str) -> String {
    let mut out = String::new();
    for c in word.chars() {
        fold_into(c, &mut out);
    }
    out
}

/// A `.` or `:` between two digits belongs to a number or a time ("7.30", "6:45").
fn inside_number(chars: &[char], i: usize) -> bool {
    i > 0 && i + 1 < chars.len() && chars[i - 1].is_ascii_digit() && chars[i + 1].is_ascii_digit()
}

/// The full form of a French elided word ("j" → "je").
fn french_elision(head: &str) -> Option<&'static str> {
    Some(match head {
        "j" => "je",
        "l" => "le",
        "d" => "de",
        "qu" => "que",
        "n" => "ne",
        "c" => "ce",
        "s" => "se",
        "m" => "me",
        "t" => "te",
        "jusqu" => "jusque",
        "lorsqu" => "lorsque",
        "puisqu" => "puisque",
        "quelqu" => "quelque",
        "presqu" => "presque",
        _ => return None,
    })
}

/// Lowercased words of `text` in `lang`, normalised as the module doc says; accents folded
/// when `folded`.
fn tokens(lang: Lang, text: &str, folded: bool) -> Vec<String> {
    let mut text: String = text
        .chars()
        .map(|c| match c {
            '\u{2019}' | '\u{2018}' | '`' | '\u{b4}' | '\u{2bc}' => '\'',
            '\u{2010}' | '\u{2011}' => '-',
            _ => c,
        })
        .collect::<String>()
        .to_lowercase();
    if lang == Lang::Fr {
        // The euphonic t of "a-t-il", "va-t-on".
        text = text.replace("-t-", " ");
    }
    let chars: Vec<char> = text.chars().collect();
    let mut raw = Vec::new();
    let mut cur = String::new();
    for (i, &c) in chars.iter().enumerate() {
        if c.is_alphanumeric()
            || c == '\''
            || c == '-'
            || ((c == '.' || c == ':') && inside_number(&chars, i))
        {
            cur.push(c);
        } else if !cur.is_empty() {
            raw.push(std::mem::take(&mut cur));
        }
    }
    if !cur.is_empty() {
        raw.push(cur);
    }
    let mut out = Vec::new();
    for token in raw {
        for piece in token.split('-') {
            let piece = piece.trim_matches('\'');
            if piece.is_empty() {
                continue;
            }
            match lang {
                Lang::Fr => {
                    if piece == "aujourd'hui" {
                        out.push("aujourdhui".to_string());
                        continue;
                    }
                    let parts: Vec<&str> = piece.split('\'').filter(|p| !p.is_empty()).collect();
                    for (k, p) in parts.iter().enumerate() {
                        let last = k + 1 == parts.len();
                        match french_elision(p) {
                            Some(full) if !last => out.push(full.to_string()),
                            _ => out.push(p.to_string()),
                        }
                    }
                }
                Lang::De => {
                    if let Some((head, tail)) = piece.split_once('\'') {
                        if tail == "s" {
                            out.push(head.to_string());
                            out.push("es".to_string());
                        } else {
                            out.push(format!("{head}{tail}"));
                        }
                    } else {
                        out.push(piece.to_string());
                    }
                }
                Lang::Es => out.push(piece.replace('\'', "")),
            }
        }
    }
    out.into_iter()
        .map(|w| {
            let w = if folded { fold(&w) } else { w };
            if lang == Lang::Fr {
                // Speech-to-text writes "j ai", "c est", "qu il" for "j'ai", "c'est", "qu'il".
                if let Some(full) = french_elision(&w) {
                    return full.to_string();
                }
            }
            w
        })
        .collect()
}

/// Normalised (folded) words.
fn words(lang: Lang, text: &str) -> Vec<String> {
    tokens(lang, text, true)
}

/// A sentence of a reply: its words (folded and not) and whether it is a question.
struct Sentence {
    words: Vec<String>,
    raw: Vec<String>,
    question: bool,
}

/// Sentences of a reply, split at `.`, `!`, `?`, `…`, and in Spanish also before `¿` and `¡`.
/// A sentence is a question when it ends with `?` or (Spanish) opens with `¿`.
fn sentences(lang: Lang, text: &str) -> Vec<Sentence> {
    let chars: Vec<char> = text.chars().collect();
    let mut pieces: Vec<(String, bool)> = Vec::new();
    let mut cur = String::new();
    let mut opened_q = false;
    for (i, &c) in chars.iter().enumerate() {
        let end = matches!(c, '.' | '!' | '?' | '…') && !inside_number(&chars, i);
        let opener = lang == Lang::Es && matches!(c, '¿' | '¡');
        if end {
            if !cur.trim().is_empty() {
                pieces.push((std::mem::take(&mut cur), c == '?' || opened_q));
            } else if c == '?' {
                if let Some(last) = pieces.last_mut() {
                    last.1 = true;
                }
            }
            cur.clear();
            opened_q = false;
        } else if opener {
            if !cur.trim().is_empty() {
                pieces.push((std::mem::take(&mut cur), opened_q));
            }
            cur.clear();
            opened_q = c == '¿';
        } else {
            cur.push(c);
        }
    }
    if !cur.trim().is_empty() {
        pieces.push((cur, opened_q));
    }
    pieces
        .into_iter()
        .map(|(p, question)| Sentence {
            words: tokens(lang, &p, true),
            raw: tokens(lang, &p, false),
            question,
        })
        .filter(|s| !s.words.is_empty())
        .collect()
}

fn is_in(list: &[&str], word: &str) -> bool {
    list.contains(&word)
}

/// `phrase` (natural spelling, normalised here) occurs in `w` as whole words.
fn has_phrase(lang: Lang, w: &[String], phrase: &str) -> bool {
    let p = words(lang, phrase);
    !p.is_empty() && w.windows(p.len()).any(|win| win == p.as_slice())
}

fn has_any(lang: Lang, w: &[String], phrases: &[&str]) -> bool {
    phrases.iter().any(|p| has_phrase(lang, w, p))
}

/// Index of the first word after any interjections ("Oh, sí…", "Ah bon, …", "Na ja, …").
fn after_interjections(lang: Lang, w: &[String]) -> usize {
    let t = tables(lang);
    let mut i = 0;
    while i < w.len() && is_in(t.interjections, &w[i]) {
        i += 1;
    }
    i
}

/// `w` begins with one of `phrases` after any interjections, or (with `within` > 0) has one
/// starting at most `within` words later ("El sábado voy…", "Am Wochenende fahre ich…").
fn opens_within(lang: Lang, w: &[String], phrases: &[&str], within: usize) -> bool {
    let s = after_interjections(lang, w);
    phrases.iter().any(|ph| {
        let p = words(lang, ph);
        !p.is_empty()
            && (s..=s + within).any(|i| w.len() >= i + p.len() && w[i..i + p.len()] == p[..])
    })
}

fn opens(lang: Lang, w: &[String], phrases: &[&str]) -> bool {
    opens_within(lang, w, phrases, 0)
}

// ---------------------------------------------------------------------------------------------
// Stemming and content words.

fn strip_one(w: &str, suffixes: &[&str], min: usize) -> String {
    for s in suffixes {
        if let Some(base) = w.strip_suffix(s) {
            if base.chars().count() >= min {
                return base.to_string();
            }
        }
    }
    w.to_string()
}

/// A light stemmer on a folded word, just enough for a learner's word and the partner's to
/// meet: Spanish plurals and verb endings ("ciudades" → "ciudad", "vivo"/"vives"/"vivir" →
/// "viv", "veces" → "vez"); French plurals and verb endings ("habites"/"habiter"/"habitez" →
/// "habit", "enfants" → "enf"); German endings ("wohnst"/"wohne"/"wohnen" → "wohn",
/// "Kinder" → "kind", "gemacht" → "mach"). Stems keep at least three letters; numbers and
/// words under four letters are kept.
fn stem(lang: Lang, word: &str) -> String {
    let w = fold(&word.to_lowercase());
    if w.chars().any(|c| c.is_ascii_digit()) || w.chars().count() < 4 {
        return w;
    }
    match lang {
        Lang::Es => {
            if let Some(base) = w.strip_suffix("ces") {
                if base.chars().count() >= 2 {
                    return format!("{base}z");
                }
            }
            strip_one(
                &w,
                &[
                    "iendo", "ieron", "ando", "aron", "amos", "emos", "imos", "aste", "iste",
                    "ados", "adas", "idos", "idas", "ado", "ada", "ido", "ida", "io", "es", "as",
                    "os", "an", "en", "ar", "er", "ir", "a", "e", "o", "i", "s",
                ],
                3,
            )
        }
        Lang::Fr => {
            let s = strip_one(
                &w,
                &[
                    "issaient", "issons", "issez", "aient", "erais", "erait", "ions", "iez",
                    "ants", "ons", "ent", "ant", "ais", "ait", "ees", "ee", "es", "er", "ez", "ir",
                    "is", "it", "e", "s", "x",
                ],
                3,
            );
            match s.strip_suffix("ll") {
                Some(base) => format!("{base}l"),
                None => s,
            }
        }
        Lang::De => {
            let mut w = w;
            // Participles "gemacht", "gekocht", "gearbeitet": drop ge- and the -t / -et.
            if w.starts_with("ge") && w.ends_with('t') && w.chars().count() >= 6 {
                let inner = &w[2..w.len() - 1];
                let inner = inner.strip_suffix('e').unwrap_or(inner);
                if inner.chars().count() >= 3 {
                    return inner.to_string();
                }
            }
            w = strip_one(
                &w,
                &[
                    "innen", "sten", "ern", "est", "en", "em", "er", "es", "st", "et", "e", "n",
                    "s",
                ],
                3,
            );
            w
        }
    }
}

fn content_words(lang: Lang, text: &str) -> Vec<String> {
    let t = tables(lang);
    words(lang, text)
        .into_iter()
        .filter(|w| !is_in(t.stop, w))
        .map(|w| stem(lang, &w))
        .collect()
}

fn shares_content(a: &[String], b: &[String]) -> bool {
    a.iter().any(|w| b.contains(w))
}

// ---------------------------------------------------------------------------------------------
// Tables.

/// Everything that differs between languages. Single words are folded; phrases are written
/// naturally and normalised when matched.
struct Tables {
    /// Function words, pronouns, auxiliaries, frequency adverbs, fillers, politeness words and
    /// the frame words of questions: never content words.
    stop: &'static [&'static str],
    /// Sounds and small words a reply may open with before its real first words.
    interjections: &'static [&'static str],
    /// Words a turn opens with before its real first words.
    fillers: &'static [&'static str],
    /// Openings that answer a yes/no question.
    yes_no: &'static [&'static str],
    /// Further answers to an experience question (openings).
    ever_open: &'static [&'static str],
    /// Phrases anywhere in the answer that answer an experience question.
    ever_any: &'static [&'static str],
    /// A useful answer to a request ("te recomiendo", "está al lado de", "il faut", "am
    /// besten") or a polite inability ("lo siento", "no sé", "désolé", "leider").
    help_useful: &'static [&'static str],
    /// Agreements: enough for "can you help me", or before four more words of an answer.
    help_agree: &'static [&'static str],
    /// Words of a turn that asks for help itself ("ayúdame", "aide-moi", "hilf mir").
    help_me: &'static [&'static str],
    /// Reactions to the learner rather than statements about the partner ("me alegro",
    /// "je comprends", "ich auch", "contigo", "avec toi", "mit dir").
    reactions: &'static [&'static str],
    /// Taste verbs of a yes/no question ("te gusta", "tu aimes", "magst du") and the
    /// openings that answer them ("me gusta", "j'adore", "ich mag").
    taste_asks: &'static [&'static str],
    taste_answers: &'static [&'static str],
    /// Agreements and apologies that acknowledge a request to slow down.
    slower_ack: &'static [&'static str],
    /// Words that say the partner slows down or says it again.
    slower_repeat: &'static [&'static str],
    meaning_ok: &'static [&'static str],
    /// Words of a meaning question that introduce the word asked about.
    meaning_frames: &'static [&'static str],
    opinion_ok: &'static [&'static str],
    like_ok: &'static [&'static str],
    /// First-person words: a sentence about the partner has one near its start.
    first_person: &'static [&'static str],
    mood_asks: &'static [&'static str],
    mood_ok: &'static [&'static str],
    describe_asks: &'static [&'static str],
    describe_ok: &'static [&'static str],
    copulas: &'static [&'static str],
    count_asks: &'static [&'static str],
    numbers: &'static [&'static str],
    where_asks: &'static [&'static str],
    place_words: &'static [&'static str],
    job_asks: &'static [&'static str],
    job_ok: &'static [&'static str],
    prefer_ok: &'static [&'static str],
    prefer_verbs: &'static [&'static str],
    or_word: &'static str,
    /// Words after the "or" word that make it no choice ("o sea", "ou pas", "oder nicht").
    or_not: &'static [&'static str],
    /// Phrases of a routine question that ask for a time rather than a frequency.
    time_asks: &'static [&'static str],
    time_phrases: &'static [&'static str],
    time_words: &'static [&'static str],
    /// Words before a number that make it a time ("a las", "vers", "um").
    time_preps: &'static [&'static str],
    /// Words after a number that make it a time ("heures", "Uhr").
    time_after: &'static [&'static str],
    small_numbers: &'static [&'static str],
    frequency: &'static [&'static str],
    /// Personal pronouns: swapping one for another is not a correction.
    pronouns: &'static [&'static str],
    /// Second-person words and their first-person counterparts ("tu" → "mi"): a swap between
    /// them is an echo, not a correction.
    person_map: &'static [(&'static str, &'static str)],
    /// Endings of one verb in the first person and in the second: (first, second).
    person_suffixes: &'static [(&'static str, &'static str)],
    /// Irregular first-person and second-person forms of one verb.
    person_pairs: &'static [(&'static str, &'static str)],
    /// Forms of one verb (irregular verbs).
    verbs: &'static [&'static [&'static str]],
    /// Verbs learners confuse (ser/estar, être/avoir, haben/sein): index pairs into `verbs`.
    confusable_verbs: &'static [(usize, usize)],
    /// Small words learners confuse.
    confusable: &'static [&'static [&'static str]],
    /// Small words a correction may add or drop.
    small_edit: &'static [&'static str],
    /// What a teacher says when they correct.
    teacher: &'static [&'static str],
    /// "you mean" phrases, and the words before them that make them a question instead.
    you_mean: &'static [&'static str],
    you_mean_not_after: &'static [&'static str],
    /// "not X but Y": the negation and the "but".
    not_but: (&'static str, &'static str),
    // Reading the turn (for `on_thread`, which has no label).
    wh: &'static [&'static str],
    hand_back: &'static [&'static str],
    meaning_asks: &'static [&'static str],
    slower_asks: &'static [&'static str],
    help_asks: &'static [&'static str],
    prefer_asks: &'static [&'static str],
    ever_asks: &'static [&'static str],
    routine_asks: &'static [&'static str],
    opinion_asks: &'static [&'static str],
    like_asks: &'static [&'static str],
    /// Second-person verb forms or pronouns that open a yes/no question without a question
    /// mark ("tienes hermanos", "hast du", "as tu").
    you_open: &'static [&'static str],
}

fn tables(lang: Lang) -> &'static Tables {
    match lang {
        Lang::Es => &ES,
        Lang::Fr => &FR,
        Lang::De => &DE,
    }
}

#[rustfmt::skip]
static ES: Tables = Tables {
    stop: &[
        // articles, prepositions
        "el", "la", "los", "las", "lo", "un", "una", "unos", "unas", "al", "del", "de", "a",
        "en", "con", "por", "para", "sin", "sobre", "entre", "hasta", "desde", "hacia",
        "contra", "segun", "tras", "durante", "ante", "bajo",
        // pronouns, possessives, demonstratives
        "yo", "tu", "usted", "ella", "ello", "nosotros", "nosotras", "vosotros", "vosotras",
        "ellos", "ellas", "ustedes", "me", "te", "se", "nos", "os", "le", "les", "mi", "mis",
        "tus", "su", "sus", "nuestro", "nuestra", "nuestros", "nuestras", "vuestro", "vuestra",
        "vuestros", "vuestras", "mio", "mia", "mios", "mias", "tuyo", "tuya", "tuyos", "tuyas",
        "suyo", "suya", "conmigo", "contigo", "ti", "si", "este", "esta", "estos", "estas",
        "ese", "esa", "esos", "esas", "aquel", "aquella", "aquello", "esto", "eso", "vos",
        // question words, conjunctions, adverbs
        "que", "quien", "quienes", "cual", "cuales", "cuanto", "cuanta", "cuantos", "cuantas",
        "como", "donde", "cuando", "adonde", "porque", "y", "e", "o", "u", "ni", "pero",
        "sino", "aunque", "pues", "entonces", "tambien", "tampoco", "ademas", "mas", "menos",
        "muy", "mucho", "mucha", "muchos", "muchas", "poco", "poca", "pocos", "pocas", "todo",
        "toda", "todos", "todas", "nada", "algo", "alguien", "nadie", "alguno", "alguna",
        "algunos", "algunas", "ningun", "ninguno", "ninguna", "otro", "otra", "otros",
        "otras", "mismo", "misma", "tan", "tanto", "tanta", "bastante", "demasiado", "solo",
        "sola", "ya", "aun", "todavia", "siempre", "nunca", "jamas", "casi", "bien", "mal",
        "asi", "aqui", "alli", "ahi", "alla", "aca", "hoy", "ahora", "luego", "despues",
        "antes", "normalmente", "generalmente", "realmente", "quizas", "quiza", "tal",
        "verdad", "cosa", "cosas",
        // auxiliaries and common verbs
        "ser", "soy", "eres", "es", "somos", "sois", "son", "era", "eras", "eramos", "eran",
        "fui", "fuiste", "fue", "fuimos", "fueron", "sido", "siendo", "sea", "estar", "estoy",
        "estamos", "estais", "estan", "estaba", "estabas", "estaban", "estuve", "estuviste",
        "estuvo", "estado", "haber", "he", "has", "ha", "hemos", "habeis", "han", "habia",
        "habias", "hay", "hubo", "habido", "tener", "tengo", "tienes", "tiene", "tenemos",
        "tienen", "tenia", "tenias", "tuve", "tuviste", "tenido", "hacer", "hago", "haces",
        "hace", "hacemos", "hacen", "hacia", "hice", "hiciste", "hizo", "hecho", "poder",
        "puedo", "puedes", "puede", "podemos", "pueden", "podria", "podrias", "suelo",
        "sueles", "suele", "solemos", "suelen", "soler", "ir", "voy", "vas", "va", "vamos",
        "van",
        // question frames
        "gusta", "gustan", "gusto", "gustaria", "gustar", "hora", "horas", "vez", "veces",
        "decir", "dice", "dices", "digo", "dicho", "significa", "significan", "significado",
        "palabra", "sabes", "sabe", "saber", "piensas", "pienso", "piensa", "pensar", "crees",
        "creo", "cree", "creer", "opinas", "opino", "opinion", "parece", "prefieres",
        "prefiero", "prefiere", "preferir", "preferirias", "frecuencia", "alguna",
        // fillers and politeness
        "eh", "em", "mm", "mmm", "hmm", "ah", "oh", "uh", "bueno", "vale", "ok", "okay", "no",
        "hola", "adios", "gracias", "favor", "perdon", "perdona", "perdone", "disculpa",
        "disculpe", "oye", "mira", "vaya", "claro", "jaja", "jajaja", "buenos", "buenas",
        "dias", "tardes", "noches", "venga", "hombre",
    ],
    interjections: &[
        "ah", "oh", "eh", "uh", "mmm", "mm", "hmm", "bueno", "pues", "vaya", "uy", "ay", "jaja",
        "jajaja", "oye", "mira", "hombre", "bah", "uf", "gracias", "ja",
    ],
    fillers: &[
        "eh", "em", "mm", "mmm", "hmm", "ah", "oh", "bueno", "pues", "y", "pero", "o", "vale",
        "ok", "okay", "si", "no", "hola", "oye", "perdon", "perdona", "disculpa", "entonces",
        "mira", "gracias", "buenos", "buenas", "dias", "tardes", "noches", "oiga", "ahora",
    ],
    yes_no: &[
        "sí", "no", "claro", "claro que sí", "claro que no", "por supuesto", "desde luego",
        "para nada", "todavía no", "aún no", "un poco", "a veces", "nunca", "jamás",
        "no mucho", "absolutamente", "totalmente", "qué va", "ni hablar", "creo que sí",
        "creo que no", "supongo que sí", "supongo que no", "muchísimo", "sin duda",
    ],
    ever_open: &[
        "una vez", "dos veces", "varias veces", "muchas veces", "un par de veces",
        "he estado", "he ido", "fui", "estuve", "visité", "he visto", "vi", "probé",
        "he probado", "he hecho", "hice", "he viajado", "viajé",
    ],
    ever_any: &[
        "nunca", "jamás", "todavía no", "aún no", "una vez", "dos veces", "varias veces",
        "muchas veces", "he estado", "he ido", "he probado", "he visto", "he hecho",
    ],
    help_useful: &[
        "puedes", "podrías", "tienes que", "hay que", "debes", "deberías", "prueba", "intenta",
        "te recomiendo", "recomiendo", "te aconsejo", "primero", "ve a", "ve al", "toma",
        "coge", "busca", "lo mejor", "está en", "está al", "está a", "está cerca", "está junto",
        "está enfrente", "está detrás", "está delante", "hay un", "hay una", "se llama",
        "usa", "te ayudo", "te puedo ayudar", "por ejemplo", "a la derecha", "a la izquierda",
        "todo recto", "sigue", "gira", "yo que tú", "yo iría", "yo probaría",
        // a polite inability
        "lo siento", "no sé", "no lo sé", "no tengo ni idea", "ni idea", "no estoy seguro",
        "no estoy segura", "me temo que", "no conozco", "no puedo",
    ],
    help_agree: &[
        "sí", "claro", "por supuesto", "con gusto", "desde luego", "cómo no", "vale",
        "de acuerdo", "encantado", "encantada",
    ],
    help_me: &["ayuda", "ayudar", "ayudarme", "ayúdame", "me ayudas", "echar una mano"],
    reactions: &[
        "me alegro", "entiendo", "comprendo", "no sé", "no lo sé", "yo también", "yo tampoco",
        "a mí también", "a mí tampoco", "me parece bien", "estoy de acuerdo", "lo siento",
        "contigo", "te entiendo", "me imagino", "ya veo", "qué bien", "qué interesante",
    ],
    taste_asks: &["te gusta", "te gustan", "te encanta", "te encantan", "te interesa",
                  "te interesan", "te apetece"],
    taste_answers: &[
        "me gusta", "me gustan", "me encanta", "me encantan", "no me gusta", "no me gustan",
        "me interesa", "me interesan", "me apetece", "odio", "no mucho", "me chifla",
    ],
    slower_ack: &[
        "claro", "por supuesto", "perdón", "perdona", "perdone", "disculpa", "disculpe",
        "lo siento", "vale", "de acuerdo", "sin problema", "ningún problema", "cómo no", "ok",
        "okay", "sí", "con gusto", "despacio", "más despacio", "lento", "más lento", "otra vez",
        "de nuevo", "repito", "te lo repito", "te repito", "lo repito",
    ],
    slower_repeat: &[
        "despacio", "lento", "lentamente", "otra vez", "de nuevo", "repito", "repetir",
        "repetirlo", "repetírtelo", "digo otra vez",
    ],
    meaning_ok: &[
        "significa", "quiere decir", "es cuando", "es como", "es lo mismo que", "o sea",
        "es decir", "se usa", "se dice cuando", "es una palabra", "es otra forma", "sinónimo",
        "se refiere a", "cuando alguien", "cuando una persona",
    ],
    meaning_frames: &[
        "significa", "significado", "decir", "palabra", "expresión", "es",
    ],
    opinion_ok: &[
        "creo que", "creo", "pienso que", "me parece", "opino que", "en mi opinión", "para mí",
        "a mi juicio", "yo diría", "diría que", "estoy de acuerdo", "no estoy de acuerdo",
        "no estoy seguro", "no estoy segura", "supongo que", "personalmente",
        "desde mi punto de vista", "no creo", "a mí me parece", "yo creo", "yo pienso",
        "tengo dudas",
    ],
    like_ok: &[
        "me gusta", "me gustan", "me encanta", "me encantan", "mi favorito", "mi favorita",
        "mis favoritos", "mis favoritas", "prefiero", "escucho", "veo", "leo", "juego",
        "soy fan", "no me gusta", "no me gustan", "sobre todo", "me interesa", "me interesan",
        "lo que más me gusta", "me chifla", "me flipa", "me apasiona", "adoro",
    ],
    first_person: &[
        "yo", "mi", "mis", "me", "nosotros", "nosotras", "nuestro", "nuestra", "nuestros",
        "nuestras", "soy", "estoy", "vivo", "trabajo", "estudio", "vengo", "naci", "creci",
        "tengo", "he", "enseno", "somos", "vivimos", "voy", "quiero", "pienso", "suelo",
        "hago", "fui", "estuve", "llevo", "acabo", "tuve", "hice", "trabaje", "estudie",
        "vivi", "nos", "conmigo", "salgo", "juego", "leo", "veo", "paso", "doy",
    ],
    mood_asks: &[
        "cómo estás", "cómo está", "qué tal", "cómo te va", "cómo va", "cómo te ha ido",
        "cómo ha ido", "cómo fue", "cómo andas", "cómo te encuentras", "cómo lo llevas",
        "cómo te fue", "cómo va todo", "cómo vas",
    ],
    mood_ok: &[
        "bien", "muy bien", "genial", "estupendo", "estupenda", "fenomenal", "regular", "mal",
        "no muy bien", "no tan bien", "cansado", "cansada", "bastante bien", "todo bien",
        "estoy", "ha sido", "fue", "ocupado", "ocupada", "tranquilo", "tranquila",
        "de maravilla", "perfecto", "más o menos", "así así", "me va", "nada mal",
        "no me quejo", "agotado", "agotada", "feliz", "contento", "contenta", "liado", "liada",
        "súper bien", "todo tranquilo", "un poco", "va bien", "pues bien", "mejor",
    ],
    describe_asks: &[
        "cómo es", "cómo son", "cómo era", "qué tiempo", "qué tal es", "cómo está el",
        "cómo está la",
    ],
    describe_ok: &[
        "es", "está", "son", "están", "era", "fue", "hay", "hace", "llueve", "depende", "muy",
        "bastante", "un poco", "tiene", "mi", "nuestro", "nuestra", "pequeño", "pequeña",
        "grande",
    ],
    copulas: &["es", "son", "esta", "estan", "era", "fue", "hay", "hace", "tiene", "tienen"],
    count_asks: &[
        "cuántos", "cuántas", "cuánto", "cuánta", "qué edad", "desde cuándo",
    ],
    numbers: &[
        "cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve",
        "diez", "once", "doce", "trece", "catorce", "quince", "dieciseis", "diecisiete",
        "dieciocho", "diecinueve", "veinte", "treinta", "cuarenta", "cincuenta", "sesenta",
        "setenta", "ochenta", "noventa", "cien", "ciento", "mil", "medio", "media", "par",
        "varios", "varias", "pocos", "pocas", "muchos", "muchas", "ninguno", "ninguna",
        "ningun", "desde", "unos", "unas", "algunos", "algunas", "docena",
    ],
    where_asks: &[
        "dónde", "de dónde", "adónde", "en qué ciudad", "en qué parte", "en qué país",
        "en qué barrio", "qué ciudad",
    ],
    place_words: &[
        "en", "de", "cerca", "al lado", "a", "desde", "vivo", "naci", "soy de", "vengo",
        "afueras", "centro", "norte", "sur", "este", "oeste", "pueblo", "ciudad", "barrio",
    ],
    job_asks: &[
        "a qué te dedicas", "a qué se dedica", "en qué trabajas", "de qué trabajas",
        "tu trabajo", "trabajas", "estudias", "tu profesión", "qué haces en la vida",
        "qué estudias", "cuál es tu trabajo", "trabajo", "profesión", "dedicas",
    ],
    job_ok: &[
        "soy", "trabajo", "estudio", "me dedico", "estoy jubilado", "estoy jubilada",
        "mi trabajo", "enseño", "doy clases", "trabajé", "llevo", "estoy estudiando",
        "estoy trabajando",
    ],
    prefer_ok: &[
        "los dos", "las dos", "ambos", "ambas", "ninguno", "ninguna", "ni uno ni otro",
        "depende", "el primero", "la primera", "el segundo", "la segunda", "me da igual",
        "da igual", "lo primero", "lo segundo",
    ],
    prefer_verbs: &[
        "prefiero", "me quedo con", "me gusta más", "me gustan más", "mejor", "preferiría",
        "elijo", "elegiría",
    ],
    or_word: "o",
    or_not: &["no", "sea", "algo", "así"],
    time_asks: &["qué hora", "a qué hora", "cuándo"],
    time_phrases: &[
        "y media", "y cuarto", "menos cuarto", "en punto", "por la mañana", "por la tarde",
        "por la noche", "de la mañana", "de la tarde", "de la noche", "al mediodía",
        "a mediodía", "de madrugada", "los fines de semana", "el fin de semana",
        "cada fin de semana", "después del trabajo", "antes del trabajo", "después de cenar",
        "después de comer", "antes de desayunar", "después de clase", "por las mañanas",
        "por las tardes", "por las noches", "a la una", "sobre la una",
    ],
    time_words: &[
        "mediodia", "medianoche", "temprano", "tarde", "madrugada", "lunes", "martes",
        "miercoles", "jueves", "viernes", "sabado", "sabados", "domingo", "domingos",
        "manana", "mananas", "noche", "noches", "tardes",
    ],
    time_preps: &["las", "la", "sobre", "hacia", "desde", "hasta", "entre"],
    time_after: &["horas", "hora", "h", "y", "menos", "de"],
    small_numbers: &[
        "una", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve",
        "diez", "once", "doce",
    ],
    frequency: &[
        "cada", "todos los días", "todas las semanas", "todos los", "todas las", "veces",
        "una vez", "a veces", "siempre", "nunca", "normalmente", "casi nunca", "a menudo",
        "frecuentemente", "de vez en cuando", "diario", "diariamente", "semanalmente",
        "al día", "a la semana", "al mes", "al año", "por semana", "rara vez", "casi siempre",
        "jamás", "suelo", "generalmente", "por lo general", "habitualmente", "cada día",
        "a diario",
    ],
    pronouns: &[
        "yo", "tu", "usted", "ella", "ellos", "ellas", "nosotros", "nosotras", "vosotros",
        "vosotras", "ustedes", "me", "te", "se", "nos", "os", "le", "les", "lo", "ti",
        "conmigo", "contigo", "mi", "mis", "tus", "su", "sus",
    ],
    person_map: &[
        // "tu" (your) and "tú" (you) fold alike: both, and "yo", go to "mi".
        ("tu", "mi"), ("yo", "mi"), ("tus", "mis"), ("ti", "mi"), ("te", "me"),
        ("contigo", "conmigo"),
        ("tuyo", "mio"), ("tuya", "mia"), ("tuyos", "mios"), ("tuyas", "mias"),
        ("vosotros", "nosotros"), ("vosotras", "nosotras"), ("os", "nos"),
        ("vuestro", "nuestro"), ("vuestra", "nuestra"), ("vuestros", "nuestros"),
        ("vuestras", "nuestras"),
    ],
    person_suffixes: &[
        ("o", "as"), ("o", "es"), ("e", "aste"), ("i", "iste"), ("e", "iste"), ("aba", "abas"),
        ("ia", "ias"), ("e", "as"), ("amos", "ais"), ("emos", "eis"), ("imos", "is"),
        ("o", "s"), ("aste", "e"),
    ],
    person_pairs: &[
        ("soy", "eres"), ("estoy", "estas"), ("tengo", "tienes"), ("voy", "vas"), ("he", "has"),
        ("hemos", "habeis"), ("se", "sabes"), ("conozco", "conoces"), ("salgo", "sales"),
        ("vengo", "vienes"), ("digo", "dices"), ("pongo", "pones"), ("doy", "das"),
        ("veo", "ves"), ("oigo", "oyes"), ("traigo", "traes"), ("hago", "haces"),
        ("fui", "fuiste"), ("somos", "sois"), ("vamos", "vais"), ("era", "eras"),
    ],
    verbs: &[
        &["ser", "soy", "eres", "es", "somos", "sois", "son", "era", "eras", "eramos", "eran",
          "fui", "fuiste", "fue", "fuimos", "fueron", "sido", "sea"],
        &["estar", "estoy", "estas", "esta", "estamos", "estais", "estan", "estaba",
          "estabas", "estaban", "estuve", "estuviste", "estuvo", "estado"],
        &["tener", "tengo", "tienes", "tiene", "tenemos", "teneis", "tienen", "tenia",
          "tenias", "tuve", "tuviste", "tuvo", "tenido"],
        &["ir", "voy", "vas", "va", "vamos", "vais", "van", "iba", "ibas", "ido", "yendo",
          "fui", "fuiste", "fue", "fuimos", "fueron"],
        &["haber", "he", "has", "ha", "hemos", "habeis", "han", "habia", "habias", "hay"],
        &["hacer", "hago", "haces", "hace", "hacemos", "hacen", "hice", "hiciste", "hizo",
          "hecho"],
        &["saber", "se", "sabes", "sabe", "sabemos", "saben", "supe", "sabia"],
        &["conocer", "conozco", "conoces", "conoce", "conocemos", "conocen", "conoci"],
        &["decir", "digo", "dices", "dice", "dije", "dijiste", "dijo", "dicho"],
        &["ver", "veo", "ves", "ve", "vemos", "ven", "vi", "viste", "vio", "visto"],
        &["poder", "puedo", "puedes", "puede", "podemos", "pueden", "pude", "pudiste"],
        &["querer", "quiero", "quieres", "quiere", "queremos", "quieren", "quise"],
        &["venir", "vengo", "vienes", "viene", "venimos", "vienen", "vine", "viniste"],
        &["salir", "salgo", "sales", "sale", "salimos", "salen", "sali", "saliste"],
        &["poner", "pongo", "pones", "pone", "ponemos", "ponen", "puse", "pusiste", "puesto"],
    ],
    confusable_verbs: &[(0, 1), (0, 2), (1, 2), (2, 5), (6, 7)],
    confusable: &[
        &["el", "la"], &["los", "las"], &["un", "una"], &["unos", "unas"], &["del", "de la"],
        &["al", "a la"], &["en", "a", "de"], &["por", "para"], &["muy", "mucho"],
        &["bueno", "bien"], &["malo", "mal"], &["mucho", "mucha", "muchos", "muchas"],
        &["este", "esta"], &["ese", "esa"], &["hay", "esta", "es"], &["pedir", "preguntar"],
    ],
    small_edit: &[
        "el", "la", "los", "las", "un", "una", "a", "al", "de", "del", "en", "con", "por",
        "para", "que", "se", "mas", "muy", "es", "soy", "estoy", "esta",
    ],
    teacher: &[
        "se dice", "no se dice", "lo correcto", "la forma correcta", "es mejor decir",
        "mejor decir", "deberías decir", "debes decir", "decimos", "no decimos",
        "correcto es", "la palabra correcta", "lo correcto es", "se escribe", "más correcto",
        "sería más natural", "es más natural decir", "forma correcta",
    ],
    you_mean: &["quieres decir", "querías decir", "quisiste decir", "querrás decir",
                "quiere decir usted"],
    you_mean_not_after: &["que", "lo", "significa"],
    not_but: ("no", "sino"),
    wh: &[
        "que", "como", "donde", "cuando", "cuanto", "cuanta", "cuantos", "cuantas", "cual",
        "cuales", "quien", "quienes", "adonde", "por que", "a que", "de que", "en que",
        "de donde", "para que", "con quien", "desde cuando", "a quien",
    ],
    hand_back: &["y tú", "y usted", "y a ti", "y vos", "y tu", "y a usted", "y en tu caso"],
    meaning_asks: &["significa", "significado", "quiere decir", "qué es la palabra",
                    "qué es eso de"],
    slower_asks: &[
        "despacio", "lento", "lentamente", "repetir", "repite", "repítelo", "repetirlo",
        "otra vez", "de nuevo", "no entiendo", "no entendí", "no te entiendo", "muy rápido",
        "demasiado rápido", "más lento", "no te he entendido", "no he entendido",
    ],
    help_asks: &[
        "ayuda", "ayudar", "ayudarme", "me ayudas", "recomiendas", "recomendar",
        "recomendarme", "puedes decirme", "podrías decirme", "sabes dónde", "sabes si",
        "sabes cómo", "sabes cuánto", "cómo puedo", "dónde puedo", "qué puedo",
        "me explicas", "explicarme", "mejor manera", "cómo se", "qué me recomiendas",
    ],
    prefer_asks: &["prefieres", "preferirías", "prefiere", "qué te gusta más",
                   "te gusta más", "elegirías"],
    ever_asks: &[
        "alguna vez", "has estado", "has ido", "has probado", "has visto", "has visitado",
        "has viajado", "has comido", "has hecho", "has leído", "has tenido", "has vivido",
        "has trabajado", "has jugado",
    ],
    routine_asks: &[
        "qué hora", "cuándo", "con qué frecuencia", "cada cuánto", "cuántas veces", "sueles",
        "normalmente", "todos los días", "por la mañana", "por la noche", "los fines de semana",
        "cada día", "cada semana", "cuánto tardas", "cuánto tiempo tardas", "por la tarde",
    ],
    opinion_asks: &["piensas", "crees", "opinas", "opinión", "te parece", "qué piensas"],
    like_asks: &[
        "gusta", "gustan", "favorito", "favorita", "favoritos", "tipo de", "clase de",
        "encanta", "qué música", "qué comida", "qué deporte",
    ],
    you_open: &[
        "te", "tienes", "eres", "estas", "vives", "trabajas", "haces", "puedes", "sabes",
        "conoces", "quieres", "has", "vas", "hablas", "prefieres", "piensas", "crees",
        "juegas", "sueles", "usted", "tu", "cocinas", "estudias", "sales", "lees", "ves",
    ],
};

#[rustfmt::skip]
static FR: Tables = Tables {
    stop: &[
        // articles, prepositions
        "le", "la", "les", "un", "une", "des", "du", "de", "au", "aux", "a", "en", "dans",
        "sur", "sous", "avec", "pour", "par", "sans", "chez", "vers", "entre", "depuis",
        "pendant", "avant", "apres", "contre", "selon",
        // pronouns, possessives, demonstratives
        "je", "tu", "il", "elle", "on", "nous", "vous", "ils", "elles", "me", "te", "se",
        "moi", "toi", "lui", "leur", "leurs", "eux", "mon", "ma", "mes", "ton", "ta", "tes",
        "son", "sa", "ses", "notre", "nos", "votre", "vos", "y", "ce", "cet", "cette", "ces",
        "ca", "cela", "ceci", "celui", "celle", "ceux", "celles",
        // question words, conjunctions, adverbs
        "que", "qui", "quoi", "quel", "quelle", "quels", "quelles", "lequel", "laquelle",
        "ou", "quand", "comment", "pourquoi", "combien", "et", "mais", "donc", "ni", "car",
        "si", "alors", "aussi", "tres", "trop", "plus", "moins", "bien", "mal", "tout",
        "toute", "tous", "toutes", "rien", "quelque", "quelques", "chaque", "autre", "autres",
        "meme", "deja", "encore", "toujours", "jamais", "souvent", "parfois", "vraiment",
        "juste", "seulement", "peut", "etre", "ici", "maintenant", "beaucoup", "peu", "assez",
        "plutot", "normalement", "habitude", "chose", "choses", "truc", "aujourdhui",
        // auxiliaries and common verbs
        "ne", "pas", "non", "oui", "ouais", "suis", "es", "est", "sommes", "etes", "sont",
        "etais", "etait", "etaient", "serai", "sera", "serais", "serait", "avoir", "ai", "as",
        "avons", "avez", "ont", "avais", "avait", "eu", "aurai", "aura", "faire", "fais",
        "fait", "faisons", "faites", "font", "faisais", "pouvoir", "peux", "pouvons",
        "pouvez", "peuvent", "pourrais", "pourrait", "vouloir", "veux", "voulez", "voulons",
        "veulent", "voudrais", "devoir", "dois", "doit", "aime", "aimes", "aimez", "aimons",
        "aiment", "aimer", "aimais", "vais", "vas", "va", "allez", "allons", "vont",
        // question frames
        "heure", "heures", "fois", "dire", "dit", "dis", "veut", "signifie", "signifient",
        "signifier", "signification", "sens", "mot", "expression", "sais", "sait", "savoir",
        "penses", "pense", "pensez", "penser", "trouves", "trouve", "trouvez", "trouver",
        "crois", "croyez", "croire", "avis", "preferes", "prefere", "preferez", "preferer",
        "prefererais",
        // fillers and politeness
        "euh", "heu", "hein", "ben", "bah", "bon", "ah", "oh", "eh", "hmm", "mmm", "ok",
        "okay", "accord", "merci", "salut", "bonjour", "bonsoir", "pardon", "desole",
        "desolee", "voila", "enfin", "bref", "tiens", "haha", "coucou", "stp", "svp", "plait",
    ],
    interjections: &[
        "ah", "oh", "eh", "ben", "bah", "bon", "euh", "heu", "hmm", "mmm", "haha", "tiens",
        "alors", "beh", "ouh", "merci", "ha", "ouf", "mais", "et",
    ],
    fillers: &[
        "euh", "heu", "ben", "bah", "bon", "ah", "oh", "eh", "hmm", "alors", "et", "mais", "ou",
        "ok", "okay", "oui", "non", "salut", "bonjour", "pardon", "merci", "donc", "dis",
        "dites", "au", "fait", "sinon", "coucou", "bonsoir", "moi",
    ],
    yes_no: &[
        "oui", "ouais", "non", "si", "bien sûr", "évidemment", "carrément", "absolument",
        "pas vraiment", "pas du tout", "pas encore", "pas trop", "pas beaucoup", "un peu",
        "parfois", "jamais", "tout à fait", "exactement", "certainement",
        "je crois que oui", "je crois que non", "je pense que oui", "je pense que non", "bof",
        "pas souvent", "sans doute",
    ],
    ever_open: &[
        "une fois", "deux fois", "plusieurs fois", "souvent", "déjà", "j'y suis allé",
        "j'y suis allée", "je suis allé", "je suis allée", "j'ai visité", "j'ai vu",
        "j'ai essayé", "j'ai goûté", "j'y suis déjà", "j'ai déjà", "je suis déjà",
    ],
    ever_any: &[
        "jamais", "pas encore", "une fois", "deux fois", "plusieurs fois", "déjà",
        "j'y suis allé", "j'y suis allée", "je suis allé", "je suis allée",
    ],
    help_useful: &[
        "tu peux", "vous pouvez", "tu pourrais", "vous pourriez", "il faut", "tu dois",
        "vous devez", "essaie", "essaye", "essayez", "je te conseille", "je vous conseille",
        "je recommande", "je te recommande", "je vous recommande", "d'abord", "va à", "va au",
        "allez à", "prends", "prenez", "c'est à", "c'est au", "c'est près", "c'est juste",
        "c'est en face", "c'est derrière", "c'est devant", "il y a un", "il y a une",
        "ça s'appelle", "le mieux", "par exemple", "à droite", "à gauche", "tout droit",
        "je peux t'aider", "je t'aide", "regarde", "utilise", "tourne", "continue",
        // a polite inability
        "désolé", "désolée", "je ne sais pas", "je sais pas", "aucune idée",
        "je ne suis pas sûr", "je ne suis pas sûre", "malheureusement", "je crains",
        "je ne connais pas", "je ne peux pas",
    ],
    help_agree: &[
        "oui", "bien sûr", "volontiers", "avec plaisir", "pas de problème", "d'accord",
        "évidemment", "aucun problème", "bien entendu",
    ],
    help_me: &["aide", "aider", "m'aider", "aide-moi", "aides", "un coup de main"],
    reactions: &[
        "je comprends", "je ne sais pas", "je sais pas", "moi aussi", "moi non plus",
        "je suis content", "je suis contente", "je suis ravi", "je suis ravie",
        "je suis d'accord", "je vois", "avec toi", "avec vous", "je t'écoute", "je te comprends",
        "je suis désolé", "je suis désolée",
    ],
    taste_asks: &["aimes", "aimez", "adores", "plaît", "intéresse", "tu kiffes"],
    taste_answers: &[
        "j'aime", "j'adore", "je n'aime pas", "je déteste", "je préfère", "ça me plaît",
        "ça ne me plaît pas", "j'aime bien", "je kiffe", "ça m'intéresse", "pas trop",
    ],
    slower_ack: &[
        "bien sûr", "pardon", "désolé", "désolée", "excuse-moi", "excusez-moi", "d'accord",
        "pas de problème", "aucun problème", "ok", "oui", "lentement", "plus lentement",
        "doucement", "moins vite", "encore une fois", "je répète", "je reprends",
        "je recommence", "volontiers", "bien entendu", "pas de souci", "avec plaisir",
    ],
    slower_repeat: &[
        "lentement", "doucement", "moins vite", "encore une fois", "je répète", "répète",
        "je reprends", "je recommence", "je redis", "reformule",
    ],
    meaning_ok: &[
        "ça veut dire", "veut dire", "signifie", "c'est quand", "c'est comme", "c'est un mot",
        "c'est-à-dire", "autrement dit", "synonyme", "on utilise", "on dit ça",
        "c'est une façon", "quand on", "quelqu'un qui", "le sens", "ça désigne", "désigne",
        "c'est le fait de",
    ],
    meaning_frames: &[
        "dire", "signifie", "signification", "sens", "mot", "expression", "quoi",
    ],
    opinion_ok: &[
        "je pense", "je trouve", "à mon avis", "je crois", "pour moi", "personnellement",
        "selon moi", "d'après moi", "je dirais", "je suis d'accord", "je ne suis pas d'accord",
        "je ne suis pas sûr", "je ne suis pas sûre",
        "il me semble", "j'ai l'impression", "franchement", "honnêtement", "je ne pense pas",
        "je ne crois pas", "je suppose", "je trouve que", "à mon sens", "j'estime",
    ],
    like_ok: &[
        "j'aime", "j'adore", "je préfère", "mon préféré", "ma préférée", "mes préférés",
        "mes préférées", "j'écoute", "je regarde", "je lis", "je joue", "je suis fan",
        "je n'aime pas", "surtout", "je kiffe", "ce que j'aime", "mon genre", "je suis plutôt",
        "je suis fan de", "j'apprécie", "ma passion", "je suis passionné", "je suis passionnée",
    ],
    first_person: &[
        "je", "moi", "mon", "ma", "mes", "nous", "notre", "nos", "on", "me",
    ],
    mood_asks: &[
        "ça va", "comment vas", "comment tu vas", "comment allez", "comment ça va",
        "comment va", "comment s'est passé", "comment s'est passée", "comment c'était",
        "comment se passe", "comment tu te sens", "comment ça se passe", "la forme",
        "comment était ta", "comment était ton", "comment était votre",
    ],
    mood_ok: &[
        "ça va", "bien", "très bien", "pas mal", "super", "génial", "fatigué", "fatiguée",
        "je vais", "je suis", "c'était", "ça s'est", "bof", "comme ci", "tranquille",
        "nickel", "impeccable", "plutôt bien", "pas terrible", "tout va bien", "bonne",
        "excellent", "excellente", "débordé", "débordée", "crevé", "crevée", "on fait aller",
        "ça roule", "en forme", "assez bien", "moyen", "chargé", "chargée",
    ],
    describe_asks: &[
        "comment est", "c'est comment", "comment sont", "quel temps", "ça ressemble",
        "comment c'est", "il fait quel temps", "comment était", "à quoi ressemble",
    ],
    describe_ok: &[
        "c'est", "il est", "elle est", "il fait", "il y a", "il pleut", "ça dépend", "très",
        "assez", "plutôt", "ils sont", "elles sont", "on a", "c'était", "il était",
        "elle était", "mon", "ma", "mes", "notre",
    ],
    copulas: &["est", "sont", "etait", "etaient", "fait", "a"],
    count_asks: &["combien", "quel âge", "depuis quand", "depuis combien"],
    numbers: &[
        "zero", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix",
        "onze", "douze", "treize", "quatorze", "quinze", "seize", "vingt", "trente",
        "quarante", "cinquante", "soixante", "cent", "mille", "demi", "demie", "quelques",
        "plusieurs", "beaucoup", "aucun", "aucune", "depuis", "dizaine", "seul", "seule",
    ],
    where_asks: &[
        "où", "d'où", "quelle ville", "quel pays", "quel quartier", "quelle région",
    ],
    place_words: &[
        "a", "en", "de", "pres", "dans", "habite", "je suis ne", "je suis nee", "au", "aux",
        "chez", "viens",
        "banlieue", "centre", "nord", "sud", "est", "ouest", "village", "ville", "quartier",
    ],
    job_asks: &[
        "dans la vie", "ton métier", "ton travail", "ton boulot", "tu travailles",
        "comme travail", "ta profession", "tu étudies", "votre métier", "votre travail",
        "vous travaillez", "travail", "métier", "boulot", "profession",
    ],
    job_ok: &[
        "je suis", "je travaille", "j'étudie", "je fais", "je bosse", "mon travail",
        "mon métier", "j'enseigne", "je donne des cours", "je suis à la retraite", "moi je",
    ],
    prefer_ok: &[
        "les deux", "aucun", "aucune", "ni l'un ni l'autre", "ça dépend", "le premier",
        "la première", "le second", "la seconde", "le deuxième", "la deuxième", "peu importe",
        "l'un ou l'autre",
    ],
    prefer_verbs: &[
        "je préfère", "je préférerais", "j'aime mieux", "je choisis", "je choisirais",
        "plutôt", "je prends",
    ],
    or_word: "ou",
    or_not: &["pas", "non", "quoi", "bien"],
    time_asks: &["quelle heure", "quand"],
    time_phrases: &[
        "et demie", "et quart", "moins le quart", "le matin", "le soir", "l'après-midi",
        "la nuit", "le week-end", "les week-ends", "le weekend", "les weekends",
        "en semaine", "après le travail", "avant le travail", "après le dîner",
        "après le déjeuner", "avant le petit-déjeuner", "après les cours", "de bonne heure",
        "tous les matins", "tous les soirs",
    ],
    time_words: &[
        "midi", "minuit", "tot", "tard", "lundi", "mardi", "mercredi", "jeudi", "vendredi",
        "samedi", "dimanche", "lundis", "mardis", "mercredis", "jeudis", "vendredis",
        "samedis", "dimanches", "matin", "soir", "matins", "soirs", "nuit",
    ],
    time_preps: &["a", "vers", "jusque", "avant", "apres", "depuis", "entre", "des"],
    time_after: &["heure", "heures", "h", "et", "moins"],
    small_numbers: &[
        "une", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze",
        "douze",
    ],
    frequency: &[
        "chaque", "tous les", "toutes les", "fois", "parfois", "toujours", "jamais", "souvent",
        "rarement", "d'habitude", "normalement", "en général", "généralement", "quotidien",
        "par jour", "par semaine", "par mois", "par an", "de temps en temps", "tout le temps",
        "la plupart du temps", "quelquefois", "tous les jours", "régulièrement",
        "habituellement",
    ],
    pronouns: &[
        "je", "tu", "il", "elle", "on", "nous", "vous", "ils", "elles", "me", "te", "se",
        "moi", "toi", "lui", "leur", "eux", "y",
    ],
    person_map: &[
        ("tu", "je"), ("toi", "moi"), ("te", "me"), ("ton", "mon"), ("ta", "ma"),
        ("tes", "mes"), ("vous", "nous"), ("votre", "notre"), ("vos", "nos"),
        ("tien", "mien"), ("tienne", "mienne"),
    ],
    person_suffixes: &[
        ("e", "es"), ("e", "ez"), ("ons", "ez"), ("ai", "as"), ("ai", "ez"), ("ais", "iez"),
        ("s", "ez"), ("x", "ez"),
    ],
    person_pairs: &[
        ("suis", "es"), ("suis", "etes"), ("ai", "as"), ("ai", "avez"), ("vais", "vas"),
        ("vais", "allez"), ("fais", "faites"), ("dis", "dites"), ("peux", "pouvez"),
        ("veux", "voulez"), ("sais", "savez"), ("dois", "devez"), ("viens", "venez"),
        ("prends", "prenez"), ("bois", "buvez"), ("vois", "voyez"), ("sors", "sortez"),
        ("pars", "partez"), ("dors", "dormez"), ("lis", "lisez"), ("ecris", "ecrivez"),
        ("connais", "connaissez"), ("finis", "finissez"), ("mets", "mettez"),
        ("crois", "croyez"), ("sommes", "etes"), ("avons", "avez"), ("allons", "allez"),
        ("faisons", "faites"), ("etais", "etiez"), ("avais", "aviez"), ("irai", "iras"),
        ("serai", "seras"), ("aurai", "auras"), ("ferai", "feras"),
    ],
    verbs: &[
        &["etre", "suis", "es", "est", "sommes", "etes", "sont", "etais", "etait", "etions",
          "etiez", "etaient", "ete", "serai", "seras", "sera"],
        &["avoir", "ai", "as", "a", "avons", "avez", "ont", "avais", "avait", "aviez", "eu",
          "aurai", "auras", "aura"],
        &["aller", "vais", "vas", "va", "allons", "allez", "vont", "allais", "alle", "allee",
          "alles", "allees", "irai", "iras", "ira"],
        &["faire", "fais", "fait", "faisons", "faites", "font", "faisais", "ferai"],
        &["savoir", "sais", "sait", "savons", "savez", "savent", "su", "savais"],
        &["connaitre", "connais", "connait", "connaissons", "connaissez", "connaissent",
          "connu"],
        &["pouvoir", "peux", "peut", "pouvons", "pouvez", "peuvent", "pu", "pouvais"],
        &["vouloir", "veux", "veut", "voulons", "voulez", "veulent", "voulu", "voulais"],
        &["venir", "viens", "vient", "venons", "venez", "viennent", "venu", "venue"],
        &["prendre", "prends", "prend", "prenons", "prenez", "prennent", "pris"],
        &["dire", "dis", "dit", "disons", "dites", "disent"],
        &["voir", "vois", "voit", "voyons", "voyez", "voient", "vu"],
    ],
    confusable_verbs: &[(0, 1), (3, 2), (4, 5)],
    confusable: &[
        &["le", "la"], &["un", "une"], &["mon", "ma"], &["ton", "ta"], &["son", "sa"],
        &["du", "de la"], &["au", "a la"], &["a", "en", "dans", "au"], &["de", "du", "des"],
        &["bon", "bien"], &["mauvais", "mal"], &["ce", "cette"], &["pour", "depuis", "pendant"],
        &["beaucoup", "tres"], &["qui", "que"],
    ],
    small_edit: &[
        "le", "la", "les", "un", "une", "des", "de", "du", "a", "au", "aux", "en", "dans",
        "pour", "avec", "que", "est", "suis", "ai", "plus", "tres", "se", "me", "y",
    ],
    teacher: &[
        "on ne dit pas", "il faut dire", "la forme correcte", "c'est mieux de dire",
        "mieux vaut dire", "il vaut mieux dire", "le mot juste", "le bon mot", "on dirait plutôt",
        "il faudrait dire", "la bonne forme", "la forme juste", "plus correct", "c'est correct de dire",
        "on dit plutôt", "on dit pas", "tu devrais dire", "vous devriez dire", "correct, c'est",
    ],
    you_mean: &["tu veux dire", "vous voulez dire", "tu voulais dire", "vous vouliez dire"],
    you_mean_not_after: &["que", "ce", "est"],
    not_but: ("pas", "mais"),
    wh: &[
        "que", "quoi", "quel", "quelle", "quels", "quelles", "ou", "quand", "comment",
        "pourquoi", "combien", "qui", "est ce que",
    ],
    hand_back: &["et toi", "et vous", "et chez toi", "et chez vous", "et de ton côté",
                 "et pour toi", "et toi alors"],
    meaning_asks: &["veut dire", "signifie", "signification", "le sens de", "ça veut dire"],
    slower_asks: &[
        "lentement", "doucement", "moins vite", "trop vite", "répéter", "répète", "répétez",
        "encore une fois", "pas compris", "comprends pas", "pas bien compris", "redire",
        "plus lentement", "pas entendu",
    ],
    help_asks: &[
        "aide", "aider", "aides", "conseilles", "conseiller", "conseil", "recommandes",
        "recommander", "peux tu me dire", "pourrais tu me dire", "tu peux me dire",
        "sais tu où", "tu sais où", "tu sais si", "comment je peux", "où est-ce que je peux",
        "comment on", "que dois-je", "qu'est-ce que je dois", "m'expliquer", "tu connais un",
        "tu connais une", "tu connais des",
    ],
    prefer_asks: &["préfères", "préférez", "préférerais", "préféreriez", "plutôt",
                   "aimes mieux"],
    ever_asks: &["déjà", "jamais"],
    routine_asks: &[
        "quelle heure", "quand", "combien de fois", "souvent", "d'habitude", "normalement",
        "chaque", "tous les", "le matin", "le soir", "le week-end", "en général",
    ],
    opinion_asks: &["penses", "pensez", "trouves", "trouvez", "crois", "croyez", "avis",
                    "ton opinion", "votre opinion"],
    like_asks: &["aimes", "aimez", "préféré", "préférée", "favori", "favorite", "genre de",
                 "type de", "quel genre", "adores", "style de"],
    you_open: &["tu", "vous", "est ce que", "as tu", "es tu"],
};

#[rustfmt::skip]
static DE: Tables = Tables {
    stop: &[
        // articles, prepositions
        "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer",
        "eines", "kein", "keine", "keinen", "keinem", "keiner", "in", "im", "an", "am", "auf",
        "aus", "bei", "mit", "nach", "von", "vom", "zu", "zum", "zur", "fur", "uber", "unter",
        "vor", "hinter", "neben", "zwischen", "durch", "gegen", "ohne", "um", "bis", "seit",
        "wahrend", "ab", "ins", "beim",
        // pronouns, possessives, demonstratives
        "ich", "du", "er", "sie", "es", "wir", "ihr", "mich", "dich", "sich", "uns", "euch",
        "mir", "dir", "ihm", "ihn", "ihnen", "mein", "meine", "meinen", "meinem", "meiner",
        "meines", "dein", "deine", "deinen", "deinem", "deiner", "deines", "sein", "seine",
        "seinen", "seinem", "seiner", "ihre", "ihren", "ihrem", "ihrer", "unser", "unsere",
        "unseren", "unserem", "unserer", "euer", "eure", "euren", "eurem", "dies", "diese",
        "dieser", "dieses", "diesen", "diesem", "man", "etwas", "nichts", "alles", "alle",
        "jeder", "jede", "jedes", "jeden", "viel", "viele", "wenig", "mehr",
        // question words, conjunctions, adverbs
        "und", "oder", "aber", "denn", "sondern", "weil", "dass", "ob", "wenn", "als", "wie",
        "wo", "was", "wer", "wen", "wem", "wann", "warum", "wieso", "weshalb", "woher",
        "wohin", "welche", "welcher", "welches", "welchen", "welchem", "auch", "sehr", "so",
        "ganz", "nur", "noch", "schon", "immer", "nie", "oft", "manchmal", "meistens",
        "normalerweise", "vielleicht", "wirklich", "eigentlich", "dann", "da", "hier", "dort",
        "jetzt", "heute", "ja", "nein", "doch", "nicht", "gar", "mal", "einmal", "jemals",
        "ziemlich", "echt", "eben", "halt", "denn", "zu", "sache", "ding",
        // auxiliaries and common verbs
        "bin", "bist", "ist", "sind", "seid", "war", "warst", "waren", "gewesen", "haben",
        "habe", "hab", "hast", "hat", "habt", "hatte", "hattest", "hatten", "gehabt", "werden",
        "werde", "wirst", "wird", "wurde", "kann", "kannst", "konnen", "konnte", "will",
        "willst", "wollen", "muss", "musst", "mussen", "soll", "sollst", "darf", "mochte",
        "mochtest", "mag", "magst", "mogen", "gern", "gerne", "gefallt", "machen", "mache",
        "machst", "macht", "gemacht",
        // question frames
        "uhr", "uhrzeit", "sagen", "sagt", "sag", "bedeutet", "bedeuten", "bedeutung",
        "heisst", "heisse", "heissen", "wort", "ausdruck", "weisst", "weiss", "wissen",
        "denkst", "denke", "denken", "findest", "finde", "finden", "glaubst", "glaube",
        "glauben", "meinung", "meinst", "lieber", "bevorzugst", "liebsten",
        // fillers and politeness
        "ah", "oh", "ahm", "hm", "hmm", "na", "naja", "also", "okay", "ok", "danke", "bitte",
        "hallo", "hi", "tschuss", "entschuldigung", "sorry", "tja", "haha", "ach", "guten",
        "tag", "morgen", "abend", "servus", "moin",
    ],
    interjections: &[
        "ah", "oh", "ahm", "hm", "hmm", "na", "naja", "also", "ach", "haha", "tja", "nun",
        "mensch", "oje", "danke", "aha",
    ],
    fillers: &[
        "ah", "oh", "ahm", "hm", "hmm", "na", "naja", "also", "und", "aber", "oder", "okay",
        "ok", "ja", "nein", "hallo", "hi", "sorry", "entschuldigung", "danke", "bitte", "ach",
        "gut", "so", "sag", "mal", "ubrigens", "dann", "guten", "morgen", "tag", "abend",
    ],
    yes_no: &[
        "ja", "nein", "doch", "klar", "natürlich", "sicher", "nicht wirklich", "gar nicht",
        "überhaupt nicht", "noch nicht", "ein bisschen", "ein wenig", "manchmal", "nie",
        "niemals", "selten", "eigentlich schon", "eigentlich nicht", "auf jeden fall",
        "leider nicht", "kaum", "absolut", "jein", "nee", "ich glaube schon", "ich glaube nicht", "ich denke schon",
        "ich denke nicht", "bestimmt", "durchaus", "nicht so", "nicht besonders",
    ],
    ever_open: &[
        "einmal", "zweimal", "dreimal", "mehrmals", "oft", "schon mal", "schon einmal",
        "schon oft", "ich war", "war ich", "noch nie", "nie",
    ],
    ever_any: &[
        "noch nie", "noch nicht", "niemals", "schon mal", "schon einmal", "schon oft",
        "einmal", "zweimal", "dreimal", "mehrmals", "ich war schon", "ich bin schon",
        "ich habe schon", "war ich schon", "bin ich schon", "habe ich schon",
    ],
    help_useful: &[
        "du kannst", "sie können", "du könntest", "sie könnten", "du musst", "du solltest",
        "versuch", "versuche", "probier", "ich empfehle", "empfehle ich", "ich würde",
        "am besten", "zuerst", "geh", "nimm", "ist in der", "ist im", "ist am", "ist an der",
        "ist neben", "ist gleich", "ist direkt", "gegenüber", "es gibt", "heißt", "rechts",
        "links", "geradeaus", "zum beispiel", "ich helfe", "schau", "du findest",
        "findest du", "bieg", "nutze",
        // a polite inability
        "tut mir leid", "leider", "ich weiß nicht", "ich weiß es nicht", "keine ahnung",
        "ich bin nicht sicher", "ich bin mir nicht sicher", "ich kenne mich", "ich kann nicht",
    ],
    help_agree: &[
        "ja", "klar", "natürlich", "gern", "gerne", "sicher", "kein problem", "okay",
        "selbstverständlich", "aber sicher", "na klar",
    ],
    help_me: &["hilf", "hilfst", "helfen", "hilfe"],
    reactions: &[
        "ich verstehe", "ich weiß nicht", "ich weiß es nicht", "ich auch", "ich auch nicht",
        "freut mich", "ich freue mich", "ich bin einverstanden", "mit dir", "mit ihnen",
        "ich sehe", "verstehe ich", "tut mir leid", "ich rede gern", "ich spreche gern",
    ],
    taste_asks: &["magst", "mögen sie", "gern", "gerne", "liebst", "gefällt", "interessierst"],
    taste_answers: &[
        "ich mag", "mag ich", "ich liebe", "liebe ich", "ich hasse", "gern", "gerne",
        "mir gefällt", "nicht so gern", "nicht gern", "ich interessiere",
    ],
    slower_ack: &[
        "klar", "natürlich", "entschuldigung", "entschuldige", "sorry", "tut mir leid",
        "okay", "ok", "gern", "gerne", "kein problem", "langsam", "langsamer", "noch einmal",
        "nochmal", "noch mal", "ich wiederhole", "ja", "sicher", "in ordnung", "alles klar",
        "verzeihung", "pardon",
    ],
    slower_repeat: &[
        "langsam", "langsamer", "noch einmal", "nochmal", "noch mal", "wiederhole",
        "wiederholen", "sag es", "sage es",
    ],
    meaning_ok: &[
        "bedeutet", "heißt", "das ist, wenn", "ist, wenn", "so viel wie", "dasselbe wie",
        "das gleiche wie", "man sagt das", "man benutzt", "also wenn", "gemeint ist",
        "damit meint man", "meint", "wenn man", "bezeichnet", "jemand, der", "synonym",
    ],
    meaning_frames: &[
        "bedeutet", "bedeutung", "heißt", "wort", "ausdruck", "meinst", "mit", "ist",
    ],
    opinion_ok: &[
        "ich finde", "ich denke", "meiner meinung nach", "ich glaube", "ich meine",
        "für mich", "persönlich", "ich würde sagen", "ich bin der meinung",
        "ich bin mir nicht sicher", "ich bin nicht sicher", "ich stimme", "mir scheint",
        "meines erachtens", "finde ich", "denke ich", "glaube ich", "ehrlich gesagt",
        "ich halte", "halte ich", "meine ich",
    ],
    like_ok: &[
        "ich mag", "ich liebe", "ich höre", "ich sehe", "ich schaue", "ich lese", "ich spiele",
        "am liebsten", "gern", "gerne", "ich bin fan", "ich stehe auf", "vor allem",
        "mir gefällt", "mir gefallen", "ich mag keine", "besonders", "mag ich", "liebe ich",
        "höre ich", "schaue ich", "lese ich", "spiele ich", "mein favorit",
    ],
    first_person: &[
        "ich", "mein", "meine", "meinen", "meinem", "meiner", "meines", "mir", "mich", "wir",
        "unser", "unsere", "unseren", "unserem", "uns",
    ],
    mood_asks: &[
        "wie geht", "wie gehts", "wie läuft", "wie war dein", "wie war deine",
        "wie war ihr", "wie ist dein tag", "alles gut", "wie fühlst du", "wie geht's",
        "wie war's", "wie war es",
    ],
    mood_ok: &[
        "gut", "sehr gut", "super", "prima", "toll", "ganz gut", "nicht schlecht", "es geht",
        "müde", "mir geht", "es war", "es läuft", "alles gut", "bestens", "ausgezeichnet",
        "wunderbar", "schlecht", "naja", "ich bin", "so lala", "geht so", "stressig",
        "ziemlich", "anstrengend", "entspannt", "danke gut", "mir gehts", "läuft", "klasse",
        "ruhig", "viel los",
    ],
    describe_asks: &[
        "wie ist", "wie sind", "wie war", "wie sieht", "wie ist das wetter", "was für ein",
        "was für eine",
    ],
    describe_ok: &[
        "es ist", "sie ist", "er ist", "das ist", "es war", "es gibt", "es regnet",
        "es kommt", "sehr", "ziemlich", "eher", "ganz", "sie sind", "es hängt", "mein",
        "meine", "unser", "unsere", "hier", "bei uns",
    ],
    copulas: &["ist", "sind", "war", "waren", "gibt", "hat", "haben"],
    count_asks: &["wie viele", "wie viel", "wie alt", "wie lange", "seit wann", "wieviel",
                  "wieviele"],
    numbers: &[
        "null", "eins", "zwei", "drei", "vier", "funf", "sechs", "sieben", "acht", "neun",
        "zehn", "elf", "zwolf", "zwanzig", "dreissig", "vierzig", "funfzig", "sechzig",
        "siebzig", "achtzig", "neunzig", "hundert", "tausend", "halb", "halbe", "halbes",
        "paar", "einige", "mehrere", "viele", "wenige", "keine", "keinen", "seit", "dutzend",
        "einen", "einer",
    ],
    where_asks: &[
        "wo", "woher", "wohin", "in welcher stadt", "aus welchem land", "welche stadt",
        "welcher stadt", "welchem land",
    ],
    place_words: &[
        "in", "im", "aus", "bei", "nahe", "wohne", "geboren", "nach", "am", "an", "komme",
        "neben", "zentrum", "norden", "suden", "osten", "westen", "dorf", "stadt", "land",
        "vorort", "stadtrand",
    ],
    job_asks: &[
        "beruflich", "von beruf", "dein beruf", "deine arbeit", "arbeitest du",
        "was arbeitest", "studierst du", "dein job", "ihr beruf", "arbeiten sie", "beruf",
        "arbeit", "job", "arbeitest",
    ],
    job_ok: &[
        "ich bin", "bin ich", "ich arbeite", "arbeite ich", "ich studiere", "ich mache",
        "mein beruf", "meine arbeit", "ich unterrichte", "von beruf", "ich bin rentner",
        "ich bin rentnerin", "studiere ich", "unterrichte ich",
    ],
    prefer_ok: &[
        "beide", "beides", "keins", "keines", "keiner", "weder", "kommt darauf an",
        "kommt drauf an", "je nachdem", "das erste", "das zweite", "der erste", "die erste",
        "egal",
    ],
    prefer_verbs: &[
        "lieber", "am liebsten", "ich bevorzuge", "ich nehme", "ich würde", "ich wähle",
        "mir ist",
    ],
    or_word: "oder",
    or_not: &["nicht", "so"],
    time_asks: &["uhr", "uhrzeit", "wann"],
    time_phrases: &[
        "viertel nach", "viertel vor", "am wochenende", "am morgen", "am abend",
        "am nachmittag", "am vormittag", "in der nacht", "nach der arbeit", "vor der arbeit",
        "nach dem essen", "nach dem abendessen", "nach dem mittagessen", "vor dem frühstück",
        "nach der schule", "nach der uni", "am wochenende", "an wochenenden",
    ],
    time_words: &[
        "mittags", "mittag", "mitternacht", "morgens", "abends", "nachts", "fruh", "spat",
        "vormittags", "nachmittags", "montag", "dienstag", "mittwoch", "donnerstag", "freitag",
        "samstag", "sonntag", "sonnabend", "montags", "dienstags", "mittwochs", "donnerstags",
        "freitags", "samstags", "sonntags", "wochenende", "wochenendes", "feierabend",
    ],
    time_preps: &["um", "gegen", "ab", "bis", "halb", "vor", "nach", "zwischen", "so"],
    time_after: &["uhr", "h"],
    small_numbers: &[
        "eins", "ein", "zwei", "drei", "vier", "funf", "sechs", "sieben", "acht", "neun",
        "zehn", "elf", "zwolf",
    ],
    frequency: &[
        "jeden", "jede", "jedes", "taglich", "wochentlich", "monatlich", "einmal", "zweimal",
        "dreimal", "viermal", "funfmal", "mehrmals", "manchmal", "immer", "nie", "niemals",
        "oft", "selten", "meistens", "normalerweise", "gewohnlich", "ab und zu", "pro woche",
        "pro tag", "pro monat", "in der woche", "am tag", "im monat", "im jahr", "fast nie",
        "fast immer", "regelmassig", "jeden tag", "mal pro", "mal in der woche",
        "mal die woche", "oftmals", "ab und an", "hin und wieder",
    ],
    pronouns: &[
        "ich", "du", "er", "sie", "es", "wir", "ihr", "mich", "dich", "sich", "uns", "euch",
        "mir", "dir", "ihm", "ihn", "ihnen",
    ],
    person_map: &[
        ("du", "ich"), ("dich", "mich"), ("dir", "mir"), ("dein", "mein"), ("deine", "meine"),
        ("deinen", "meinen"), ("deinem", "meinem"), ("deiner", "meiner"),
        ("deines", "meines"), ("euch", "uns"), ("euer", "unser"), ("eure", "unsere"),
        ("euren", "unseren"), ("eurem", "unserem"), ("eurer", "unserer"), ("ihr", "wir"),
    ],
    person_suffixes: &[
        ("e", "st"), ("e", "est"), ("e", "en"), ("en", "t"), ("en", "et"), ("", "st"),
        ("e", "t"),
    ],
    person_pairs: &[
        ("bin", "bist"), ("bin", "sind"), ("habe", "hast"), ("hab", "hast"), ("habe", "haben"),
        ("hab", "haben"), ("kann", "kannst"), ("kann", "konnen"), ("will", "willst"),
        ("will", "wollen"), ("muss", "musst"), ("muss", "mussen"), ("mag", "magst"),
        ("mag", "mogen"), ("darf", "darfst"), ("soll", "sollst"), ("weiss", "weisst"),
        ("weiss", "wissen"), ("war", "warst"), ("war", "waren"), ("sind", "seid"),
        ("haben", "habt"), ("lese", "liest"), ("esse", "isst"), ("spreche", "sprichst"),
        ("sehe", "siehst"), ("nehme", "nimmst"), ("gebe", "gibst"), ("treffe", "triffst"),
        ("helfe", "hilfst"), ("werde", "wirst"), ("tue", "tust"),
    ],
    verbs: &[
        &["sein", "bin", "bist", "ist", "sind", "seid", "war", "warst", "waren", "gewesen"],
        &["haben", "habe", "hab", "hast", "hat", "habt", "hatte", "hattest", "hatten",
          "gehabt"],
        &["gehen", "gehe", "gehst", "geht", "ging", "gingst", "gegangen"],
        &["werden", "werde", "wirst", "wird", "wurde", "wurdest", "geworden"],
        &["konnen", "kann", "kannst", "konnt", "konnte", "konntest"],
        &["wissen", "weiss", "weisst", "wisst", "wusste", "gewusst"],
        &["kennen", "kenne", "kennst", "kennt", "kannte", "gekannt"],
        &["fahren", "fahre", "fahrst", "fahrt", "fuhr", "gefahren"],
        &["essen", "esse", "isst", "esst", "ass", "gegessen"],
        &["sehen", "sehe", "siehst", "sieht", "seht", "sah", "gesehen"],
        &["lesen", "lese", "liest", "lest", "las", "gelesen"],
        &["sprechen", "spreche", "sprichst", "spricht", "sprecht", "sprach", "gesprochen"],
        &["nehmen", "nehme", "nimmst", "nimmt", "nahm", "genommen"],
        &["sagen", "sage", "sagst", "sagt", "sagte", "gesagt"],
        &["machen", "mache", "machst", "macht", "machte", "gemacht"],
    ],
    confusable_verbs: &[(0, 1), (5, 6), (13, 14)],
    confusable: &[
        &["der", "die", "das"], &["den", "dem", "der", "des"], &["ein", "eine", "einen", "einem", "einer"],
        &["mein", "meine", "meinen", "meinem", "meiner"], &["dein", "deine", "deinen", "deinem", "deiner"],
        &["kein", "keine", "keinen", "keinem", "keiner"], &["in", "im", "nach", "zu", "zum", "zur", "an", "am", "auf"],
        &["mich", "mir"], &["dich", "dir"], &["wenn", "als", "wann"], &["seit", "fur", "vor"],
        &["gut", "gute", "guten", "gutes", "guter"], &["viel", "viele", "sehr"],
    ],
    small_edit: &[
        "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer",
        "zu", "zum", "zur", "in", "im", "am", "an", "auf", "mit", "von", "vom", "bei", "nach",
        "ist", "bin", "habe", "hat", "sehr", "mehr", "es", "sich", "mich", "mir",
    ],
    teacher: &[
        "man sagt", "sagt man", "man sagt nicht", "richtig ist", "richtig heißt es",
        "heißt es richtig", "es heißt richtig", "besser sagt man", "die richtige form",
        "das richtige wort", "korrekt ist", "korrekt heißt es", "besser wäre", "du solltest sagen",
        "sie sollten sagen", "man würde sagen", "sagt man eher", "man sagt eher",
        "richtiger wäre",
    ],
    you_mean: &["du meinst", "sie meinen", "wolltest du sagen", "wollten sie sagen",
                "meintest du", "meinten sie"],
    you_mean_not_after: &["was", "wie", "wen", "womit"],
    not_but: ("nicht", "sondern"),
    wh: &[
        "was", "wo", "wie", "wann", "warum", "wer", "wen", "wem", "welche", "welcher",
        "welches", "welchen", "woher", "wohin", "wieso", "weshalb", "womit", "woruber",
        "wieviel",
    ],
    hand_back: &["und du", "und dir", "und sie", "und bei dir", "und ihnen", "und selbst",
                 "und bei ihnen", "was ist mit dir", "und was ist mit dir"],
    meaning_asks: &["bedeutet", "bedeutung", "was heißt", "was meinst du mit", "heißt das"],
    slower_asks: &[
        "langsam", "langsamer", "wiederholen", "wiederhole", "noch einmal", "nochmal",
        "noch mal", "zu schnell", "nicht verstanden", "verstehe nicht", "versteh nicht",
        "verstehe ich nicht", "nicht mitbekommen",
    ],
    help_asks: &[
        "hilf", "hilfst", "helfen", "hilfe", "empfehlen", "empfiehlst", "kannst du mir sagen",
        "könntest du mir sagen", "weißt du wo", "weißt du ob", "weißt du wie", "wie kann ich",
        "wo kann ich", "was kann ich", "was soll ich", "erklären", "erklärst", "tipp", "tipps",
        "kennst du ein", "kennst du eine", "kennst du gute",
    ],
    prefer_asks: &["lieber", "bevorzugst", "bevorzugen", "am liebsten"],
    ever_asks: &["schon mal", "schon einmal", "jemals", "warst du schon", "bist du schon",
                 "hast du schon", "je"],
    routine_asks: &[
        "wann", "uhr", "wie oft", "normalerweise", "meistens", "gewöhnlich", "jeden",
        "morgens", "abends", "am wochenende", "wie lange brauchst", "um wie viel uhr",
    ],
    opinion_asks: &["findest", "denkst", "glaubst", "meinung", "meinst du", "hältst du",
                    "finden sie", "denken sie"],
    like_asks: &["magst", "gefällt", "was für", "welche art", "gern", "gerne", "mögen sie",
                 "lieblings"],
    you_open: &[],
};

// ---------------------------------------------------------------------------------------------
// Answers.

/// A time of day or a day: "a las siete", "sobre las 8", "7:30", "à sept heures", "vers 8h",
/// "7h30", "midi", "um sieben", "7 Uhr", "halb acht", "por la mañana", "le soir", "morgens".
fn has_time(lang: Lang, w: &[String]) -> bool {
    let t = tables(lang);
    if has_any(lang, w, t.time_phrases) {
        return true;
    }
    w.iter().enumerate().any(|(i, x)| {
        if is_in(t.time_words, x) {
            return true;
        }
        let prev_prep = i > 0 && is_in(t.time_preps, &w[i - 1]);
        let next_time = w.get(i + 1).is_some_and(|n| is_in(t.time_after, n));
        if x.starts_with(|c: char| c.is_ascii_digit()) {
            if x.contains(':') || x.contains('.') || x.contains('h') {
                return true;
            }
            let small = x.parse::<u32>().map(|n| n <= 24).unwrap_or(false);
            return small && (prev_prep || next_time);
        }
        is_in(t.small_numbers, x) && (prev_prep || next_time)
    })
}

/// A number or an amount: digits, number words, "unos", "quelques", "ein paar", "desde",
/// "depuis", "seit".
fn has_number(lang: Lang, w: &[String]) -> bool {
    let t = tables(lang);
    w.iter().any(|x| {
        x.starts_with(|c: char| c.is_ascii_digit())
            || is_in(t.numbers, x)
            || (lang == Lang::Es && (x.starts_with("veinti") || x.starts_with("dieci")))
            || (lang == Lang::Fr && (x.starts_with("vingt") || x.starts_with("soixante")))
            || (lang == Lang::De
                && (x.ends_with("zig") || x.ends_with("zehn") || x.ends_with("hundert")))
    }) || match lang {
        Lang::Es => has_any(lang, w, &["solo uno", "solo una", "sólo uno", "sólo una"]),
        Lang::Fr => has_any(lang, w, &["un seul", "une seule", "juste un", "juste une"]),
        Lang::De => has_any(lang, w, &["nur ein", "nur eine", "nur einen", "ein paar"]),
    }
}

/// Articles, prepositions and fillers around the options of a choice.
#[rustfmt::skip]
const OPTION_SKIP: &[&str] = &[
    "el", "la", "los", "las", "un", "una", "en", "de", "a", "al", "del", "con", "por", "para",
    "le", "les", "une", "des", "du", "au", "aux", "dans", "avec", "pour", "der", "die", "das",
    "den", "dem", "ein", "eine", "einen", "einem", "im", "in", "am", "an", "zum", "zur", "mit",
    "auf", "bei", "nach", "eh", "euh", "ahm", "bien", "lieber", "plutot", "mejor", "mas",
];

/// Options of an "A or B" question: the last word before each "or" word and the first after
/// it (articles and prepositions skipped), stemmed.
fn options(lang: Lang, w: &[String]) -> Vec<String> {
    let t = tables(lang);
    let mut out = Vec::new();
    for (i, x) in w.iter().enumerate() {
        let is_or = x == t.or_word || (lang == Lang::Es && x == "u");
        if !is_or {
            continue;
        }
        match w.get(i + 1) {
            None => continue,
            Some(n) if is_in(t.or_not, n) => continue,
            _ => {}
        }
        if let Some(a) = w[..i].iter().rev().find(|v| !is_in(OPTION_SKIP, v)) {
            out.push(stem(lang, a));
        }
        if let Some(b) = w[i + 1..].iter().find(|v| !is_in(OPTION_SKIP, v)) {
            out.push(stem(lang, b));
        }
    }
    out
}

/// The word asked about in a meaning question, stemmed: the words after a frame word
/// ("significa X", "la palabra X", "veut dire X", "le mot X", "bedeutet X", "das Wort X"),
/// or the word before it ("X, ¿qué significa?", "X ça veut dire quoi", "X, was heißt das").
fn meaning_target(lang: Lang, turn: &str) -> Vec<String> {
    let t = tables(lang);
    let w = words(lang, turn);
    let frames: Vec<String> = t.meaning_frames.iter().map(|f| fold(f)).collect();
    let skip = |x: &str| {
        is_in(
            &[
                "el",
                "la",
                "los",
                "las",
                "un",
                "una",
                "le",
                "les",
                "une",
                "der",
                "die",
                "das",
                "ein",
                "eine",
                "que",
                "quoi",
                "was",
                "exactamente",
                "exactement",
                "genau",
                "de",
                "ce",
                "ca",
                "es",
                "est",
                "ist",
                "mit",
                "du",
                "meinst",
            ],
            x,
        )
    };
    let mut out = Vec::new();
    for (i, x) in w.iter().enumerate() {
        if frames.contains(x) {
            if let Some(n) = w[i + 1..].iter().find(|v| !skip(v) && !frames.contains(v)) {
                out.push(stem(lang, n));
            }
            if let Some(p) = w[..i]
                .iter()
                .rev()
                .find(|v| !skip(v) && !frames.contains(v))
            {
                if !is_in(t.stop, p) && !is_in(t.wh, p) {
                    out.push(stem(lang, p));
                }
            }
        }
    }
    out
}

/// A sentence about the partner: at least three words, with a first-person word among its
/// first four (after interjections).
fn about_self(lang: Lang, s: &Sentence) -> bool {
    about_self_within(lang, s, 3)
}

fn about_self_within(lang: Lang, s: &Sentence, within: usize) -> bool {
    s.words.len() >= 3
        && opens_within(lang, &s.words, tables(lang).first_person, within)
        && !reaction(lang, s)
}

/// Words that make a mood or a description stronger: "muy", "très", "sehr".
#[rustfmt::skip]
const INTENSIFIERS: &[&str] = &[
    "muy", "bastante", "super", "tan", "tres", "assez", "plutot", "vraiment", "sehr",
    "ziemlich", "ganz", "echt", "richtig", "total", "un", "poco", "peu", "ein", "bisschen",
];

/// Comments on a question rather than answers to it.
#[rustfmt::skip]
const GENERIC: &[&str] = &[
    "pregunta", "buena", "bueno", "genial", "interesante", "dificil", "facil", "idea",
    "question", "bonne", "super", "interessant", "difficile", "idee", "frage", "gute", "gut",
    "toll", "schwer", "schwierig", "schon", "cool", "vale", "verdad", "vrai", "stimmt",
];

/// A "favourite" question: "tu comida favorita", "ton plat préféré", "dein Lieblingsessen".
fn asks_favourite(w: &[String]) -> bool {
    w.iter().any(|x| {
        matches!(
            x.as_str(),
            "favorito"
                | "favorita"
                | "favoritos"
                | "favoritas"
                | "preferido"
                | "preferida"
                | "prefere"
                | "preferee"
                | "favori"
                | "favorite"
                | "favoris"
                | "favorites"
        ) || x.starts_with("lieblings")
    })
}

/// A short naming answer: the first sentence, at most six words, not a reaction nor an
/// exclamation ("¡Qué pregunta!", "Quelle question !", "Was für eine Frage!"), with a
/// content word that is not a comment on the question ("La paella, sin duda", "Pizza!").
fn names_something(lang: Lang, s: &Sentence) -> bool {
    let t = tables(lang);
    let i = after_interjections(lang, &s.words);
    let exclaims = s.words.get(i).is_some_and(|x| {
        matches!(
            x.as_str(),
            "que" | "vaya" | "quelle" | "quel" | "comme" | "was" | "wie" | "wow"
        )
    });
    s.words.len() <= 6
        && !exclaims
        && !reaction(lang, s)
        && s.words
            .iter()
            .any(|x| !is_in(t.stop, x) && !is_in(GENERIC, x))
}

/// A mood opening, also after an intensifier ("Muy tranquilo", "Ziemlich entspannt").
fn opens_mood(lang: Lang, s: &Sentence) -> bool {
    let t = tables(lang);
    if opens(lang, &s.words, t.mood_ok) {
        return true;
    }
    let mut i = after_interjections(lang, &s.words);
    let start = i;
    while i < s.words.len() && is_in(INTENSIFIERS, &s.words[i]) {
        i += 1;
    }
    i > start && opens(lang, &s.words[i..], t.mood_ok)
}

/// A reaction to the learner rather than a statement ("Me alegro mucho", "D'accord, je
/// comprends", "Ich rede gern mit dir").
fn reaction(lang: Lang, s: &Sentence) -> bool {
    has_any(lang, &s.words, tables(lang).reactions)
}

/// A yes/no opening; in Spanish a written "si" without accent is "if", not "yes".
fn opens_yes_no(lang: Lang, s: &Sentence) -> bool {
    let t = tables(lang);
    if lang == Lang::Es {
        let i = after_interjections(lang, &s.words);
        if s.words.get(i).map(String::as_str) == Some("si")
            && s.raw.get(i).map(String::as_str) == Some("si")
        {
            return false;
        }
        // "No sé", "no lo sé": not knowing is no yes or no.
        if s.words.get(i).map(String::as_str) == Some("no")
            && (s.words.get(i + 1).map(String::as_str) == Some("se")
                || (s.words.get(i + 1).map(String::as_str) == Some("lo")
                    && s.words.get(i + 2).map(String::as_str) == Some("se")))
        {
            return false;
        }
    }
    opens(lang, &s.words, t.yes_no)
}

/// One person's form of a verb and another's, by their endings or an irregular pair:
/// "vivo"/"vives", "trabajé"/"trabajaste", "habite"/"habites", "wohne"/"wohnst",
/// "tengo"/"tienes", "suis"/"es", "habe"/"hast". Symmetric.
fn person_shift(lang: Lang, a: &str, b: &str) -> bool {
    if a == b {
        return false;
    }
    let t = tables(lang);
    if t.person_pairs
        .iter()
        .any(|&(x, y)| (a == x && b == y) || (a == y && b == x))
    {
        return true;
    }
    let fits = |first: &str, second: &str| {
        t.person_suffixes.iter().any(|&(s1, s2)| {
            match (first.strip_suffix(s1), second.strip_suffix(s2)) {
                (Some(r1), Some(r2)) => r1 == r2 && r1.chars().count() >= 2,
                _ => false,
            }
        })
    };
    fits(a, b) || fits(b, a)
}

/// The reply's answering part has, near the start of a sentence, a form of a verb of the turn
/// in another person ("¿tienes perro?" → "Tengo un gato"; "tu habites où" → "J'habite à
/// Lyon"; "hast du Zeit" → "Ich habe…"): a statement with the question's verb.
fn restates_verb(lang: Lang, turn_words: &[String], part: &[&Sentence]) -> bool {
    let t = tables(lang);
    let taste = has_any(lang, turn_words, t.taste_asks)
        && part
            .iter()
            .any(|s| !reaction(lang, s) && opens_within(lang, &s.words, t.taste_answers, 2));
    taste
        || part.iter().any(|s| {
            let i = after_interjections(lang, &s.words);
            s.words
                .iter()
                .skip(i)
                .take(4)
                .any(|r| turn_words.iter().any(|t| person_shift(lang, t, r)))
        })
}

/// Whether `reply` answers the learner's `turn`, a question of `kind` (from the script's
/// label), in `language` ("es", "fr" or "de"). False for an unknown language and for
/// [`Kind::Statement`].
///
/// The reply is split into sentences; the first must not be a question, and the answering
/// part is every sentence before the first question. It answers when it shares a content word
/// with the turn (stemmed, stop and frame words left out), or when its form answers the kind:
/// - routine: a time ("a las siete", "sobre las 8", "à sept heures", "vers 7h30", "um sieben
///   Uhr", "halb acht", "por la mañana", "le soir", "morgens", a weekday); unless the turn
///   asks for a time ("qué hora", "cuándo", "quelle heure", "quand", "Uhr", "wann"), a
///   frequency also answers ("dos veces por semana", "cada día", "tous les jours",
///   "souvent", "jeden Tag", "zweimal pro Woche", "normalerweise");
/// - yes/no: a sentence opens with a yes/no word ("sí", "no", "claro", "un poco", "oui",
///   "non", "pas vraiment", "ja", "nein", "doch", "noch nicht"…) or a first-person statement
///   ("me gusta", "j'aime", "ich habe"…), or restates the turn's verb in the first person
///   ("¿vives cerca?" → "Vivo a diez minutos");
/// - ever: the same, or "una vez", "nunca", "he estado", "déjà", "jamais", "j'y suis allé",
///   "schon mal", "noch nie", "einmal"…;
/// - prefer: one of the options around "o"/"ou"/"oder", or "los dos", "depende", "les deux",
///   "ça dépend", "beide", "kommt darauf an"; when the turn names no options, a preference
///   ("prefiero", "je préfère", "lieber");
/// - slower: an acknowledgement ("claro", "perdona", "bien sûr", "désolé", "klar",
///   "Entschuldigung") or a slowing word ("más despacio", "lentement", "langsamer") before
///   any question, and then a repeat: a slowing or repeating word ("despacio", "otra vez",
///   "encore une fois", "noch einmal") or a further sentence after the acknowledgement;
/// - meaning: the word asked about, or "significa", "quiere decir", "es cuando", "ça veut
///   dire", "c'est quand", "bedeutet", "heißt", "das ist, wenn"…;
/// - help: a sentence opens with a yes/no word or a useful or polite opening ("puedes",
///   "tienes que", "te recomiendo", "lo siento", "no sé", "está…", "tu peux", "il faut",
///   "je te conseille", "désolé", "c'est…", "du kannst", "am besten", "leider", "es gibt"…);
/// - opinion: "creo que", "pienso que", "me parece", "para mí", "je pense", "je trouve",
///   "à mon avis", "ich finde", "ich denke", "meiner Meinung nach", "finde ich"…;
/// - taste: "me gusta", "me encanta", "mi favorito", "prefiero", "escucho", "j'aime",
///   "j'adore", "je préfère", "ich mag", "ich höre", "am liebsten", "Lieblings…"…;
/// - life: to "¿cómo estás?", "ça va ?", "wie geht's?": an opening such as "bien", "genial",
///   "cansado", "très bien", "pas mal", "gut", "müde", or a description; to "¿cómo es…?",
///   "c'est comment", "wie ist…": a description (a sentence with "es", "hay", "c'est", "il
///   y a", "ist", "es gibt"…); to "cuántos", "combien", "wie viele/lange/alt": a number or
///   an amount; to "dónde", "où", "wo/woher": a sentence about the partner with a place word
///   ("en", "à", "in", "aus", "cerca"…); to the partner's job: "soy", "trabajo", "je suis",
///   "je travaille", "ich bin", "ich arbeite"…; to any other: a sentence of three or more
///   words about the partner (a first-person word among its first four).
pub fn answers(language: &str, kind: Kind, turn: &str, reply: &str) -> bool {
    let Some(lang) = lang_of(language) else {
        return false;
    };
    if kind == Kind::Statement {
        return false;
    }
    let t = tables(lang);
    let sents = sentences(lang, reply);
    match sents.first() {
        None => return false,
        Some(s) if s.question => return false,
        Some(_) => {}
    }
    let part: Vec<&Sentence> = sents.iter().take_while(|s| !s.question).collect();
    let part_words: Vec<String> = part.iter().flat_map(|s| s.words.iter().cloned()).collect();
    let part_content: Vec<String> = part_words
        .iter()
        .filter(|w| !is_in(t.stop, w))
        .map(|w| stem(lang, w))
        .collect();
    // Sharing "repetir", "comprendre" or "verstehen" with a request to slow down says nothing.
    if kind != Kind::Slower && shares_content(&content_words(lang, turn), &part_content) {
        return true;
    }
    let tw = words(lang, turn);
    let opens_l = |list: &[&str]| part.iter().any(|s| opens(lang, &s.words, list));
    let contains = |list: &[&str]| has_any(lang, &part_words, list);
    match kind {
        Kind::Statement => false,
        Kind::WhRoutine => {
            let times = has_time(lang, &part_words);
            let often = has_any(lang, &part_words, t.frequency)
                || (lang == Lang::De
                    && part_words
                        .iter()
                        .any(|x| x.ends_with("mal") && x.len() > 3 && x != "normal"));
            if asks_time(lang, &tw) {
                times
            } else if has_any(lang, &tw, FREQUENCY_ASKS) {
                times || often
            } else {
                // "What do you usually do on Sundays": also a habit of the partner's
                // ("Desayuno café y voy a trabajar", "Ich koche und lese").
                times || often || part.iter().any(|s| about_self_within(lang, s, 8))
            }
        }
        Kind::YesNo => {
            part.iter().any(|s| opens_yes_no(lang, s)) || restates_verb(lang, &tw, &part)
        }
        Kind::Ever => {
            part.iter().any(|s| opens_yes_no(lang, s))
                || opens_l(t.ever_open)
                || contains(t.ever_any)
                || restates_verb(lang, &tw, &part)
        }
        Kind::Prefer => {
            let opts = options(lang, &tw);
            part_words.iter().any(|c| opts.contains(&stem(lang, c)))
                || contains(t.prefer_ok)
                || (opts.is_empty() && contains(t.prefer_verbs))
        }
        Kind::Slower => {
            let Some(k) = part
                .iter()
                .position(|s| has_any(lang, &s.words, t.slower_ack))
            else {
                return false;
            };
            let all: Vec<String> = sents.iter().flat_map(|s| s.words.iter().cloned()).collect();
            // The repeat: a slowing or repeating word, or three more words after the
            // acknowledgement ("¿Y tú?" or "¿Qué decías?" repeats nothing).
            let rest: usize = sents[k + 1..].iter().map(|s| s.words.len()).sum();
            has_any(lang, &all, t.slower_repeat) || rest >= 3
        }
        Kind::Meaning => {
            let target = meaning_target(lang, turn);
            part_words.iter().any(|w| target.contains(&stem(lang, w))) || contains(t.meaning_ok)
        }
        Kind::Help => {
            // Something useful, or a polite "I can't"; a bare "sure" only when the learner asked
            // for help itself; otherwise "sure" with four more words ("Claro, der Lindenhof
            // am Markt ist gut").
            let useful = part.iter().any(|s| has_any(lang, &s.words, t.help_useful));
            let agree = |s: &&Sentence| opens(lang, &s.words, t.help_agree) && !reaction(lang, s);
            let agreed_words: usize = match part.iter().position(agree) {
                Some(k) => part[k..].iter().map(|s| s.words.len()).sum(),
                None => 0,
            };
            useful || (agreed_words > 0 && has_any(lang, &tw, t.help_me)) || agreed_words >= 5
        }
        // An opinion phrase, or a taste ("Me encanta", "J'adore", "Ich liebe es").
        Kind::Opinion => {
            contains(t.opinion_ok)
                || part
                    .iter()
                    .any(|s| !reaction(lang, s) && opens_within(lang, &s.words, t.taste_answers, 1))
        }
        Kind::WhLike => {
            part.iter().any(|s| {
                !reaction(lang, s)
                    && (has_any(lang, &s.words, t.like_ok)
                        || (lang == Lang::De && s.words.iter().any(|x| x.starts_with("lieblings"))))
            }) || (asks_favourite(&tw) && names_something(lang, part[0]))
        }
        Kind::WhLife => {
            let describes = || {
                opens_l(t.describe_ok)
                    || part
                        .iter()
                        .any(|s| s.words.iter().any(|x| is_in(t.copulas, x)))
            };
            if has_any(lang, &tw, t.mood_asks) {
                // "Muy bien", "Je suis crevée", "Ich bin müde", "Ha sido una semana larga".
                part.iter().any(|s| opens_mood(lang, s))
            } else if has_any(lang, &tw, t.describe_asks) {
                describes()
            } else if has_any(lang, &tw, t.count_asks) {
                has_number(lang, &part_words)
            } else if has_any(lang, &tw, t.where_asks) {
                part.iter().any(|s| {
                    (about_self(lang, s) && has_any(lang, &s.words, t.place_words))
                        || opens(
                            lang,
                            &s.words,
                            &[
                                "en", "cerca de", "à", "près de", "dans", "in", "im", "bei", "aus",
                                "nahe",
                            ],
                        )
                })
            } else if has_any(lang, &tw, t.job_asks) {
                part.iter()
                    .any(|s| opens_within(lang, &s.words, t.job_ok, 2))
            } else {
                part.iter().any(|s| about_self(lang, s))
            }
        }
    }
}

/// Phrases of a routine question that ask how often.
#[rustfmt::skip]
const FREQUENCY_ASKS: &[&str] = &[
    "con qué frecuencia", "cada cuánto", "cuántas veces", "combien de fois", "souvent",
    "à quelle fréquence", "wie oft", "wie häufig", "wie viele mal", "wie viel mal",
];

/// A routine question that asks for a time rather than a frequency.
fn asks_time(lang: Lang, tw: &[String]) -> bool {
    let t = tables(lang);
    match lang {
        // "cuando" without its accent is also "when" in a statement: only a leading one asks.
        Lang::Es => {
            has_any(lang, tw, &["qué hora"]) || {
                let s = skip_fillers(lang, tw);
                tw.get(s).map(String::as_str) == Some("cuando")
            }
        }
        Lang::Fr => {
            has_any(lang, tw, &["quelle heure"]) || {
                let s = skip_fillers(lang, tw);
                tw.get(s).map(String::as_str) == Some("quand")
                    || tw.last().map(String::as_str) == Some("quand")
                    || has_any(lang, tw, &["quand est-ce"])
            }
        }
        Lang::De => has_any(lang, tw, t.time_asks),
    }
}

fn skip_fillers(lang: Lang, w: &[String]) -> usize {
    let t = tables(lang);
    let mut i = 0;
    while i < w.len() && is_in(t.fillers, &w[i]) {
        i += 1;
    }
    i
}

// ---------------------------------------------------------------------------------------------
// On the thread.

/// Whether the learner's turn asks the partner something, read from its words (the bench's
/// `on_thread` has no label): a question mark; a clause opening (after fillers) with a
/// question word; a hand-back tag ("y tú", "et toi", "und du"); a request to slow down or a
/// meaning question; French "est-ce que" or an inversion ("as-tu"); German verb + "du"/"ihr"
/// ("hast du", "wohnst du"); Spanish opening with a second-person form ("tienes hermanos",
/// "te gusta").
fn is_question(lang: Lang, turn: &str) -> bool {
    if turn.contains('?') || turn.contains('¿') {
        return true;
    }
    let t = tables(lang);
    let w = words(lang, turn);
    if w.is_empty() {
        return false;
    }
    if has_any(lang, &w, t.slower_asks) || has_any(lang, &w, t.meaning_asks) {
        return true;
    }
    let n = w.len();
    if t.hand_back.iter().any(|h| {
        let p = words(lang, h);
        n >= p.len() && w[n - p.len()..] == p[..]
    }) {
        return true;
    }
    for clause in turn.split([',', '.', ';', ':', '!']) {
        let c = words(lang, clause);
        let s = skip_fillers(lang, &c);
        if opens_phrase(lang, &c[s.min(c.len())..], t.wh) {
            return true;
        }
        if lang == Lang::Es && c.get(s).is_some_and(|x| is_in(t.you_open, x)) {
            return true;
        }
        if lang == Lang::Fr && opens_phrase(lang, &c[s.min(c.len())..], &["est ce que"]) {
            return true;
        }
        if lang == Lang::De
            && c.get(s + 1).is_some_and(|x| x == "du" || x == "ihr")
            && c.get(s)
                .is_some_and(|x| !is_in(&["und", "weil", "wenn", "dass", "als", "ob"], x))
        {
            return true;
        }
    }
    match lang {
        // Inversion: "aimes-tu", "as-tu", "pouvez-vous".
        Lang::Fr => turn.contains("-tu") || turn.contains("-vous"),
        // "… wohnst du …": a second-person verb right before "du".
        Lang::De => w.windows(2).any(|p| p[1] == "du" && p[0].ends_with("st")),
        Lang::Es => false,
    }
}

fn opens_phrase(lang: Lang, w: &[String], phrases: &[&str]) -> bool {
    phrases.iter().any(|ph| {
        let p = words(lang, ph);
        !p.is_empty() && w.len() >= p.len() && w[..p.len()] == p[..]
    })
}

/// The kind of a learner's question read from its words, in the order of `judge.rs`:
/// meaning, slower, help, prefer, ever, routine, opinion, taste, life (led by a question word
/// or handed back), yes/no. [`Kind::Statement`] when [`is_question`] is false.
fn guess_kind(lang: Lang, turn: &str) -> Kind {
    if !is_question(lang, turn) {
        return Kind::Statement;
    }
    let t = tables(lang);
    let w = words(lang, turn);
    let has = |list: &[&str]| has_any(lang, &w, list);
    if has(t.meaning_asks) {
        return Kind::Meaning;
    }
    if has(t.slower_asks) {
        return Kind::Slower;
    }
    if has(t.help_asks) {
        return Kind::Help;
    }
    if has(t.prefer_asks) || !options(lang, &w).is_empty() {
        return Kind::Prefer;
    }
    let ever = has(t.ever_asks)
        || (lang == Lang::Es
            && w.windows(2)
                .any(|p| p[0] == "has" && (p[1].ends_with("ado") || p[1].ends_with("ido"))));
    if ever {
        return Kind::Ever;
    }
    if has(t.routine_asks) {
        return Kind::WhRoutine;
    }
    if has(t.opinion_asks) {
        return Kind::Opinion;
    }
    if has(t.like_asks) || (lang == Lang::De && w.iter().any(|x| x.starts_with("lieblings"))) {
        return Kind::WhLike;
    }
    let s = skip_fillers(lang, &w);
    let wh_led = turn.split([',', '.', ';', ':', '!', '?', '¿']).any(|c| {
        let c = words(lang, c);
        let s = skip_fillers(lang, &c);
        opens_phrase(lang, &c[s.min(c.len())..], t.wh)
    });
    let tag = t.hand_back.iter().any(|h| has_phrase(lang, &w, h));
    let tell = has(&[
        "cuéntame",
        "háblame",
        "dime",
        "parle-moi",
        "raconte",
        "raconte-moi",
        "dis-moi",
        "erzähl",
        "erzähle",
        "erzählen sie",
    ]);
    if wh_led || tag || tell || w.get(s).is_some_and(|x| is_in(t.wh, x)) {
        Kind::WhLife
    } else {
        Kind::YesNo
    }
}

/// Whether `reply` stays on the learner's thread: it shares a content word with the turn
/// (stemmed, stop words and question frame words left out: "cocino" meets "cocinar",
/// "habite" meets "habites", "wohne" meets "wohnst"), or the turn is a question and the reply
/// answers it as [`answers`] does for the kind read from the turn's words.
pub fn on_thread(language: &str, turn: &str, reply: &str) -> bool {
    let Some(lang) = lang_of(language) else {
        return false;
    };
    if shares_content(&content_words(lang, turn), &content_words(lang, reply)) {
        return true;
    }
    let kind = guess_kind(lang, turn);
    kind != Kind::Statement && answers(language, kind, turn, reply)
}

// ---------------------------------------------------------------------------------------------
// Corrections.

/// The first-person counterpart of a second-person pronoun or possessive ("tus" → "mis",
/// "ton" → "mon", "deinem" → "meinem"); any other word unchanged.
fn to_first_person(lang: Lang, w: &str) -> &str {
    tables(lang)
        .person_map
        .iter()
        .find(|(you, _)| *you == w)
        .map(|(_, me)| *me)
        .unwrap_or(w)
}

/// Both are forms of one irregular verb.
fn same_verb(lang: Lang, a: &str, b: &str) -> bool {
    tables(lang)
        .verbs
        .iter()
        .any(|g| g.contains(&a) && g.contains(&b))
}

/// Forms of two verbs learners confuse.
fn confused_verbs(lang: Lang, a: &str, b: &str) -> bool {
    let t = tables(lang);
    t.confusable_verbs.iter().any(|&(p, q)| {
        let (gp, gq) = (t.verbs[p], t.verbs[q]);
        (gp.contains(&a) && gq.contains(&b)) || (gp.contains(&b) && gq.contains(&a))
    })
}

/// Two forms of one word, not merely the learner's person turned into the partner's: the same
/// stem or forms of one irregular verb ("es"/"está" is not; "va"/"voy" after "yo", "fui"/
/// "voy" are), but not "vivo"/"vives", "habite"/"habites", "wohne"/"wohnst", "mi"/"tu",
/// "mein"/"dein" (an echo in the other person). A possessive that changes person and ending
/// ("mein" → "deinem") does count.
fn same_word(lang: Lang, a: &str, b: &str) -> bool {
    if a == b || person_shift(lang, a, b) {
        return false;
    }
    let (na, nb) = (to_first_person(lang, a), to_first_person(lang, b));
    if na == nb {
        return false;
    }
    let t = tables(lang);
    if is_in(t.pronouns, na) || is_in(t.pronouns, nb) {
        return false;
    }
    same_verb(lang, na, nb) || stem(lang, na) == stem(lang, nb)
}

/// Two different words a correction could swap: forms of one word (`same_word`), verbs
/// learners confuse (ser/estar/tener, être/avoir, sein/haben), or small words they confuse
/// (el/la, le/la, der/die/das, en/a, por/para, mich/mir…).
fn related(lang: Lang, a: &str, b: &str) -> bool {
    if same_word(lang, a, b) {
        return true;
    }
    if a == b {
        return false;
    }
    let t = tables(lang);
    let (na, nb) = (to_first_person(lang, a), to_first_person(lang, b));
    if !same_verb(lang, na, nb) && confused_verbs(lang, na, nb) {
        return true;
    }
    na != nb
        && !is_in(t.pronouns, na)
        && !is_in(t.pronouns, nb)
        && t.confusable
            .iter()
            .any(|g| g.contains(&na) && g.contains(&nb))
}

/// Words without hesitation sounds, for comparing runs of words.
fn plain_words(lang: Lang, text: &str) -> Vec<String> {
    words(lang, text)
        .into_iter()
        .filter(|w| {
            !matches!(
                w.as_str(),
                "eh" | "em" | "mm" | "mmm" | "hmm" | "euh" | "heu" | "ahm" | "hm" | "um" | "uh"
            )
        })
        .collect()
}

/// The reply repeats a run of the turn with one small edit, as in `judge.rs`: three words
/// with the middle one swapped for a related word ("yo es estudiante" → "yo soy estudiante",
/// "je suis 20 ans" → "tu as 20 ans"), or an outer one for another form of the same word;
/// four words with a small word dropped inside; three words with a small word added inside.
fn recast(lang: Lang, t: &[String], r: &[String]) -> bool {
    let tb = tables(lang);
    for tw in t.windows(3) {
        for rw in r.windows(3) {
            let diffs: Vec<usize> = (0..3)
                .filter(|&k| to_first_person(lang, &tw[k]) != to_first_person(lang, &rw[k]))
                .collect();
            let [k] = diffs[..] else { continue };
            let (a, b) = (tw[k].as_str(), rw[k].as_str());
            // Middle and first word: any related word (the first word only when the two
            // words after it stay the same, as in "la problema es" → "el problema es"); the
            // last word: only another form of it, since what follows may differ.
            let swap = if k < 2 {
                related(lang, a, b)
            } else {
                same_word(lang, a, b)
            };
            if swap {
                return true;
            }
        }
    }
    let eq = |x: &String, y: &String| to_first_person(lang, x) == to_first_person(lang, y);
    for tw in t.windows(4) {
        for k in 1..=2 {
            if !is_in(tb.small_edit, &tw[k]) {
                continue;
            }
            let cut: Vec<&String> = tw
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != k)
                .map(|(_, x)| x)
                .collect();
            if r.windows(3)
                .any(|rw| rw.iter().zip(&cut).all(|(a, b)| eq(a, b)))
            {
                return true;
            }
        }
    }
    for rw in r.windows(4) {
        for k in 1..=2 {
            if !is_in(tb.small_edit, &rw[k]) {
                continue;
            }
            let cut: Vec<&String> = rw
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != k)
                .map(|(_, x)| x)
                .collect();
            if t.windows(3)
                .any(|tw| tw.iter().zip(&cut).all(|(a, b)| eq(a, b)))
            {
                return true;
            }
        }
    }
    false
}

/// Whether `reply` corrects the learner, in `language`.
///
/// True when the reply:
/// - uses a teacher phrase: "se dice", "no se dice", "lo correcto es", "es mejor decir",
///   "on ne dit pas", "il faut dire", "on dit plutôt", "man sagt", "richtig ist", "besser
///   wäre"… (not "comme on dit", "wie man sagt": a saying, not a correction);
/// - says "you mean": "quieres decir", "tu veux dire", "du meinst", "wolltest du sagen"
///   (not "¿qué quieres decir?", "qu'est-ce que tu veux dire", "was meinst du");
/// - says "not X but Y" ("no X sino Y", "pas X mais Y", "nicht X, sondern Y") with X from
///   the turn and Y a related word;
/// - or repeats three or more consecutive words of the turn with one word changed for a
///   related one, or one small word dropped or added inside the run.
///
/// Turning the learner's person into the partner's is an echo, not a fix: "vivo en madrid"
/// → "¿Vives en Madrid?", "j'habite à lyon" → "Tu habites à Lyon ?", "ich wohne in berlin" →
/// "Du wohnst in Berlin?", "mi hermano" → "tu hermano", "mon frère" → "ton frère". A swap of
/// unrelated words and an exact repeat are not corrections either.
pub fn corrects(language: &str, turn: &str, reply: &str) -> bool {
    let Some(lang) = lang_of(language) else {
        return false;
    };
    let tb = tables(lang);
    let t = plain_words(lang, turn);
    let r = plain_words(lang, reply);
    for phrase in tb.teacher {
        let p = words(lang, phrase);
        for i in 0..r.len() {
            if r.len() >= i + p.len() && r[i..i + p.len()] == p[..] {
                // "comme on dit", "wie man sagt", "como se dice": a saying.
                let prev = if i > 0 { r[i - 1].as_str() } else { "" };
                if !matches!(prev, "comme" | "wie" | "como" | "que" | "was") {
                    return true;
                }
            }
        }
    }
    for phrase in tb.you_mean {
        let p = words(lang, phrase);
        for i in 0..r.len() {
            if r.len() >= i + p.len() && r[i..i + p.len()] == p[..] {
                let prev = if i > 0 { r[i - 1].as_str() } else { "" };
                let next = r.get(i + p.len()).map(String::as_str).unwrap_or("");
                if !is_in(tb.you_mean_not_after, prev) && next != "quoi" && next != "con" {
                    return true;
                }
            }
        }
    }
    let (neg, but) = tb.not_but;
    for i in 0..r.len() {
        if r[i] != neg {
            continue;
        }
        for j in i + 2..=(i + 4).min(r.len().saturating_sub(2)) {
            if r[j] == but {
                let x = &r[i + 1..j];
                let y = &r[j + 1];
                if x.iter().all(|v| t.contains(v))
                    && !t.contains(y)
                    && related(lang, &x[x.len() - 1], y)
                {
                    return true;
                }
            }
        }
    }
    recast(lang, &t, &r)
}

// ---------------------------------------------------------------------------------------------

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::Kind::*;

    /// Runs every case and reports all that fail at once.
    fn check_answers(lang: &str, cases: &[(Kind, &str, &str, bool)]) {
        let wrong: Vec<String> = cases
            .iter()
            .filter(|(kind, turn, reply, want)| answers(lang, *kind, turn, reply) != *want)
            .map(|(kind, turn, reply, want)| {
                format!("{lang} {:?} {turn:?} / {reply:?}: expected {want}", kind)
            })
            .collect();
        assert!(wrong.is_empty(), "\n{}", wrong.join("\n"));
    }

    fn check(
        lang: &str,
        f: fn(&str, &str, &str) -> bool,
        name: &str,
        cases: &[(&str, &str, bool)],
    ) {
        let wrong: Vec<String> = cases
            .iter()
            .filter(|(turn, reply, want)| f(lang, turn, reply) != *want)
            .map(|(turn, reply, want)| {
                format!("{lang} {name} {turn:?} / {reply:?}: expected {want}")
            })
            .collect();
        assert!(wrong.is_empty(), "\n{}", wrong.join("\n"));
    }

    #[test]
    fn spanish_answers() {
        check_answers(
            "es",
            &[
                // wh-life
                (WhLife, "de donde eres", "Soy de Sevilla, en el sur.", true),
                (
                    WhLife,
                    "de donde eres",
                    "¡Qué bien! ¿Y tú qué haces el fin de semana?",
                    false,
                ),
                (WhLife, "de donde eres", "Estoy bien, gracias.", false),
                (WhLife, "hola como estas", "Muy bien, gracias. ¿Y tú?", true),
                (WhLife, "hola como estas", "¿Y tú?", false),
                (
                    WhLife,
                    "a que te dedicas",
                    "Soy profesora en un instituto.",
                    true,
                ),
                (WhLife, "a que te dedicas", "Me encanta el verano.", false),
                (WhLife, "cuantos hermanos tienes", "Solo dos. ¿Y tú?", true),
                (
                    WhLife,
                    "cuantos hermanos tienes",
                    "¡Qué bonito! La familia es importante.",
                    false,
                ),
                (
                    WhLife,
                    "como es tu ciudad",
                    "Es pequeña pero muy bonita.",
                    true,
                ),
                (
                    WhLife,
                    "como es tu ciudad",
                    "¡Qué interesante! ¿Dónde vives tú?",
                    false,
                ),
                (
                    WhLife,
                    "que planes tienes para el verano",
                    "Pues este año voy a ir a Galicia con mi hermana.",
                    true,
                ),
                (
                    WhLife,
                    "que planes tienes para el verano",
                    "¡Qué bien! ¿Y tú?",
                    false,
                ),
                // wh-routine
                (
                    WhRoutine,
                    "a que hora te levantas",
                    "Normalmente a las siete.",
                    true,
                ),
                (
                    WhRoutine,
                    "a que hora te levantas",
                    "Sobre las 6:30, ¡muy temprano!",
                    true,
                ),
                (
                    WhRoutine,
                    "a que hora te levantas",
                    "¡Uf, qué pregunta! ¿Y tú?",
                    false,
                ),
                (
                    WhRoutine,
                    "a que hora te levantas",
                    "Todos los días, claro.",
                    false,
                ),
                (
                    WhRoutine,
                    "a que hora te levantas",
                    "¿Y tú? Yo a las siete.",
                    false,
                ),
                (
                    WhRoutine,
                    "con que frecuencia vas al gimnasio",
                    "Dos veces por semana.",
                    true,
                ),
                (
                    WhRoutine,
                    "con que frecuencia vas al gimnasio",
                    "¡El deporte es genial! ¿Qué deporte haces?",
                    false,
                ),
                // wh-like
                (
                    WhLike,
                    "que tipo de musica te gusta",
                    "Me encanta el jazz.",
                    true,
                ),
                (
                    WhLike,
                    "que tipo de musica te gusta",
                    "¡Qué bien! ¿Y tú qué haces el fin de semana?",
                    false,
                ),
                // opinion
                (
                    Opinion,
                    "que piensas del teletrabajo",
                    "Creo que es práctico, pero a veces aburrido.",
                    true,
                ),
                (
                    Opinion,
                    "que piensas del teletrabajo",
                    "Trabajo en una oficina. ¿Y tú?",
                    false,
                ),
                // ever
                (
                    Ever,
                    "has estado alguna vez en mexico",
                    "No, nunca. ¿Y tú?",
                    true,
                ),
                (
                    Ever,
                    "has estado alguna vez en mexico",
                    "Sí, una vez, hace años.",
                    true,
                ),
                (
                    Ever,
                    "has estado alguna vez en mexico",
                    "¡Qué bien! ¿Te gusta viajar?",
                    false,
                ),
                // yes-no
                (YesNo, "tienes mascotas", "Sí, tengo un gato.", true),
                (YesNo, "tienes mascotas", "Tengo un perro pequeño.", true),
                (
                    YesNo,
                    "vives cerca del centro",
                    "Vivo a diez minutos andando.",
                    true,
                ),
                (YesNo, "tienes mascotas", "¿Tú tienes mascotas?", false),
                (
                    YesNo,
                    "tienes mascotas",
                    "¡Qué bien! Los animales son geniales.",
                    false,
                ),
                (
                    YesNo,
                    "tienes mascotas",
                    "Si quieres, hablamos de animales.",
                    false,
                ),
                // prefer
                (
                    Prefer,
                    "prefieres la playa o la montaña",
                    "La montaña, sin duda.",
                    true,
                ),
                (Prefer, "que prefieres cafe o te", "Prefiero el té.", true),
                (
                    Prefer,
                    "prefieres la playa o la montaña",
                    "Las dos, depende del día.",
                    true,
                ),
                (
                    Prefer,
                    "prefieres la playa o la montaña",
                    "Me gusta mucho viajar.",
                    false,
                ),
                // help
                (
                    Help,
                    "puedes recomendarme un restaurante",
                    "Claro, te recomiendo La Tasca, en el centro.",
                    true,
                ),
                (
                    Help,
                    "puedes recomendarme un restaurante",
                    "Lo siento, no conozco ninguno por aquí.",
                    true,
                ),
                (
                    Help,
                    "puedes recomendarme un restaurante",
                    "¡Me encanta comer fuera! ¿Qué comida te gusta?",
                    false,
                ),
                // slower
                (
                    Slower,
                    "mas despacio por favor",
                    "¡Claro, perdona! Te lo digo más despacio: ¿de dónde eres?",
                    true,
                ),
                (Slower, "mas despacio por favor", "¿De dónde eres?", false),
                (Slower, "mas despacio por favor", "Claro.", false),
                // meaning
                (
                    Meaning,
                    "que significa madrugar",
                    "Madrugar es levantarse muy temprano.",
                    true,
                ),
                (
                    Meaning,
                    "que quiere decir agobiado",
                    "Quiere decir muy estresado.",
                    true,
                ),
                (
                    Meaning,
                    "que significa madrugar",
                    "¡Qué bien! ¿A qué hora te levantas?",
                    false,
                ),
                // a statement is not answered
                (Statement, "vivo en madrid", "Madrid es precioso.", false),
            ],
        );
    }

    #[test]
    fn french_answers() {
        check_answers(
            "fr",
            &[
                (WhLife, "tu viens d'où", "Je suis de Marseille.", true),
                (
                    WhLife,
                    "tu viens d'où",
                    "Super ! Et toi, tu fais quoi ce week-end ?",
                    false,
                ),
                (WhLife, "comment ça va", "Très bien, merci !", true),
                (WhLife, "comment ça va", "Et toi ?", false),
                (
                    WhLife,
                    "tu fais quoi dans la vie",
                    "Je suis infirmière dans un hôpital.",
                    true,
                ),
                (
                    WhLife,
                    "tu fais quoi dans la vie",
                    "J'adore le cinéma !",
                    false,
                ),
                (WhLife, "tu as quel âge", "J'ai trente-cinq ans.", true),
                (
                    WhLife,
                    "tu as quel âge",
                    "Ah, c'est une bonne question !",
                    false,
                ),
                (
                    WhLife,
                    "c'est comment chez toi",
                    "C'est calme, il y a beaucoup d'arbres.",
                    true,
                ),
                (
                    WhLife,
                    "c'est comment chez toi",
                    "Et toi, tu habites où ?",
                    false,
                ),
                (
                    WhRoutine,
                    "tu te lèves à quelle heure",
                    "Vers sept heures, en général.",
                    true,
                ),
                (
                    WhRoutine,
                    "tu te lèves à quelle heure",
                    "À 6h30, malheureusement.",
                    true,
                ),
                (
                    WhRoutine,
                    "tu te lèves à quelle heure",
                    "Tous les jours, bien sûr.",
                    false,
                ),
                (
                    WhRoutine,
                    "tu te lèves à quelle heure",
                    "Ah bon ? Et toi ?",
                    false,
                ),
                (
                    WhRoutine,
                    "tu vas souvent au cinéma",
                    "Une fois par mois.",
                    true,
                ),
                (
                    WhRoutine,
                    "tu vas souvent au cinéma",
                    "J'adore les films d'action !",
                    false,
                ),
                (
                    WhLike,
                    "quel genre de musique tu aimes",
                    "J'adore le jazz.",
                    true,
                ),
                (
                    WhLike,
                    "quel genre de musique tu aimes",
                    "Super ! Tu joues d'un instrument ?",
                    false,
                ),
                (
                    Opinion,
                    "qu'est-ce que tu penses du télétravail",
                    "Je trouve que c'est pratique.",
                    true,
                ),
                (
                    Opinion,
                    "qu'est-ce que tu penses du télétravail",
                    "À mon avis, c'est l'avenir.",
                    true,
                ),
                (
                    Opinion,
                    "qu'est-ce que tu penses du télétravail",
                    "Moi, je travaille dans un bureau.",
                    false,
                ),
                (
                    Ever,
                    "tu es déjà allé au japon",
                    "Oui, une fois, en 2019.",
                    true,
                ),
                (Ever, "tu es déjà allé au japon", "Non, jamais.", true),
                (
                    Ever,
                    "tu es déjà allé au japon",
                    "Ah bon ? Tu aimes voyager ?",
                    false,
                ),
                (YesNo, "tu as des animaux", "Oui, j'ai un chat.", true),
                (YesNo, "tu as des animaux", "J'ai un chien.", true),
                (
                    YesNo,
                    "tu habites en ville",
                    "J'habite à la campagne.",
                    true,
                ),
                (YesNo, "tu as des animaux", "Super ! Et toi ?", false),
                (
                    Prefer,
                    "tu préfères la mer ou la montagne",
                    "La montagne, sans hésiter.",
                    true,
                ),
                (
                    Prefer,
                    "tu préfères la mer ou la montagne",
                    "Les deux !",
                    true,
                ),
                (
                    Prefer,
                    "tu préfères la mer ou la montagne",
                    "J'aime bien voyager.",
                    false,
                ),
                (
                    Help,
                    "tu peux me conseiller un bon restaurant",
                    "Bien sûr, je te conseille Chez Marcel, près de la gare.",
                    true,
                ),
                (
                    Help,
                    "tu peux me conseiller un bon restaurant",
                    "Désolé, je ne connais pas le quartier.",
                    true,
                ),
                (
                    Help,
                    "tu peux me conseiller un bon restaurant",
                    "J'adore manger ! Et toi, tu cuisines ?",
                    false,
                ),
                (
                    Slower,
                    "tu peux parler plus lentement",
                    "Bien sûr, pardon ! Je répète : tu viens d'où ?",
                    true,
                ),
                (
                    Slower,
                    "tu peux parler plus lentement",
                    "Tu viens d'où ?",
                    false,
                ),
                (Slower, "tu peux parler plus lentement", "D'accord.", false),
                (
                    Meaning,
                    "ça veut dire quoi flâner",
                    "Flâner, c'est se promener sans but.",
                    true,
                ),
                (
                    Meaning,
                    "ça veut dire quoi flâner",
                    "Ça veut dire se promener.",
                    true,
                ),
                (
                    Meaning,
                    "ça veut dire quoi flâner",
                    "Ah, Paris est super pour ça ! Tu aimes Paris ?",
                    false,
                ),
                (
                    Statement,
                    "j'habite à lyon",
                    "Lyon est une belle ville.",
                    false,
                ),
            ],
        );
    }

    #[test]
    fn german_answers() {
        check_answers(
            "de",
            &[
                (WhLife, "woher kommst du", "Ich bin aus Wien.", true),
                (
                    WhLife,
                    "woher kommst du",
                    "Schön! Was machst du am Wochenende?",
                    false,
                ),
                (WhLife, "wie geht's", "Gut, danke! Und dir?", true),
                (WhLife, "wie geht's", "Und dir?", false),
                (
                    WhLife,
                    "was machst du beruflich",
                    "Ich bin Lehrerin an einer Grundschule.",
                    true,
                ),
                (
                    WhLife,
                    "was machst du beruflich",
                    "Das ist spannend! Was machst du?",
                    false,
                ),
                (
                    WhLife,
                    "wie viele geschwister hast du",
                    "Zwei Brüder.",
                    true,
                ),
                (
                    WhLife,
                    "wie viele geschwister hast du",
                    "Familie ist wichtig.",
                    false,
                ),
                (
                    WhLife,
                    "wie ist das wetter bei dir",
                    "Es regnet seit Tagen.",
                    true,
                ),
                (
                    WhLife,
                    "wie ist das wetter bei dir",
                    "Was machst du heute?",
                    false,
                ),
                (
                    WhRoutine,
                    "wann stehst du auf",
                    "Um sieben Uhr, meistens.",
                    true,
                ),
                (
                    WhRoutine,
                    "wann stehst du auf",
                    "Meistens um halb sieben.",
                    true,
                ),
                (WhRoutine, "wann stehst du auf", "Jeden Tag, leider.", false),
                (WhRoutine, "wann stehst du auf", "Und du?", false),
                (
                    WhRoutine,
                    "wie oft gehst du ins kino",
                    "Zweimal im Monat.",
                    true,
                ),
                (
                    WhRoutine,
                    "wie oft gehst du ins kino",
                    "Ich liebe Filme! Und du?",
                    false,
                ),
                (
                    WhLike,
                    "was für musik magst du",
                    "Ich höre gern Jazz.",
                    true,
                ),
                (
                    WhLike,
                    "was für musik magst du",
                    "Meine Lieblingsband ist Queen.",
                    true,
                ),
                (
                    WhLike,
                    "was für musik magst du",
                    "Super! Spielst du ein Instrument?",
                    false,
                ),
                (
                    Opinion,
                    "was denkst du über homeoffice",
                    "Ich finde es praktisch.",
                    true,
                ),
                (
                    Opinion,
                    "was denkst du über homeoffice",
                    "Praktisch, finde ich.",
                    true,
                ),
                (
                    Opinion,
                    "was denkst du über homeoffice",
                    "Ich arbeite im Büro.",
                    false,
                ),
                (Ever, "warst du schon mal in japan", "Nein, noch nie.", true),
                (
                    Ever,
                    "warst du schon mal in japan",
                    "Ja, einmal, 2019.",
                    true,
                ),
                (Ever, "warst du schon mal in japan", "Reist du gern?", false),
                (YesNo, "hast du haustiere", "Ja, eine Katze.", true),
                (YesNo, "hast du haustiere", "Ich habe einen Hund.", true),
                (
                    YesNo,
                    "spielst du tennis",
                    "Ich spiele lieber Fußball.",
                    true,
                ),
                (
                    YesNo,
                    "hast du haustiere",
                    "Tiere sind toll! Und du?",
                    false,
                ),
                (
                    Prefer,
                    "magst du lieber kaffee oder tee",
                    "Lieber Tee.",
                    true,
                ),
                (Prefer, "magst du lieber kaffee oder tee", "Beides!", true),
                (
                    Prefer,
                    "magst du lieber kaffee oder tee",
                    "Ich trinke gern Wasser.",
                    false,
                ),
                (
                    Help,
                    "kannst du mir ein gutes restaurant empfehlen",
                    "Klar, der Lindenhof am Markt ist sehr gut.",
                    true,
                ),
                (
                    Help,
                    "kannst du mir ein gutes restaurant empfehlen",
                    "Leider kenne ich mich hier nicht aus.",
                    true,
                ),
                (
                    Help,
                    "kannst du mir ein gutes restaurant empfehlen",
                    "Ich esse gern italienisch. Und du?",
                    false,
                ),
                (
                    Slower,
                    "kannst du bitte langsamer sprechen",
                    "Klar, entschuldige! Ich sage es noch einmal: Woher kommst du?",
                    true,
                ),
                (
                    Slower,
                    "kannst du bitte langsamer sprechen",
                    "Woher kommst du?",
                    false,
                ),
                (Slower, "kannst du bitte langsamer sprechen", "Okay.", false),
                (
                    Meaning,
                    "was bedeutet feierabend",
                    "Feierabend ist die Zeit nach der Arbeit.",
                    true,
                ),
                (
                    Meaning,
                    "was bedeutet feierabend",
                    "Das bedeutet, dass die Arbeit vorbei ist.",
                    true,
                ),
                (
                    Meaning,
                    "was bedeutet feierabend",
                    "Schön! Was machst du heute Abend?",
                    false,
                ),
                (Statement, "ich wohne in berlin", "Berlin ist toll.", false),
            ],
        );
    }

    #[test]
    fn unknown_language_judges_nothing() {
        assert!(!answers("it", YesNo, "hai un cane", "Sì, ho un gatto."));
        assert!(!on_thread("it", "ho un cane", "Un cane!"));
        assert!(!corrects("it", "io ha un cane", "Tu hai un cane?"));
    }

    #[test]
    fn on_the_thread() {
        check(
            "es",
            on_thread,
            "on_thread",
            &[
                (
                    "me gusta cocinar paella",
                    "¡Qué rico! ¿Cocinas a menudo?",
                    true,
                ),
                (
                    "me gusta cocinar paella",
                    "¡Qué bien! ¿Y tú qué haces el fin de semana?",
                    false,
                ),
                ("a que te dedicas", "Soy profesora.", true),
                ("a que te dedicas", "¡Qué bien! ¿Te gusta el cine?", false),
                (
                    "fui a la playa con mis amigos",
                    "¡Qué bien! A mí me encanta la playa.",
                    true,
                ),
                (
                    "mis hijos tienen diez años",
                    "¿Y qué les gusta hacer a tus hijos?",
                    true,
                ),
                (
                    "mis hijos tienen diez años",
                    "¿Y qué te gusta hacer a ti?",
                    false,
                ),
            ],
        );
        check(
            "fr",
            on_thread,
            "on_thread",
            &[
                (
                    "je travaille dans un hôpital à lyon",
                    "Lyon est une belle ville !",
                    true,
                ),
                (
                    "je travaille dans un hôpital à lyon",
                    "J'aime le chocolat.",
                    false,
                ),
                ("comment ça va", "Bien, merci !", true),
                ("comment ça va", "J'aime le chocolat. Et toi ?", false),
                ("j'adore les chats", "Moi aussi, j'ai un chat !", true),
            ],
        );
        check(
            "de",
            on_thread,
            "on_thread",
            &[
                ("ich koche gern italienisch", "Kochst du auch Pasta?", true),
                (
                    "ich koche gern italienisch",
                    "Das Wetter ist schön heute.",
                    false,
                ),
                ("wie geht's dir", "Gut, danke!", true),
                ("wie geht's dir", "Was machst du am Wochenende?", false),
                (
                    "meine kinder spielen fußball",
                    "Spielt dein Kind im Verein?",
                    true,
                ),
            ],
        );
    }

    #[test]
    fn corrections() {
        check(
            "es",
            corrects,
            "corrects",
            &[
                (
                    "yo es estudiante de medicina",
                    "Ah, eres estudiante de medicina.",
                    true,
                ),
                (
                    "ayer voy al cine con mi hermana",
                    "¿Ayer fuiste al cine con tu hermana?",
                    true,
                ),
                ("hoy soy muy cansado", "¿Hoy estás muy cansado?", true),
                ("la problema es grande", "El problema es grande, sí.", true),
                (
                    "pienso de mudarme a madrid",
                    "Se dice «pienso en mudarme».",
                    true,
                ),
                (
                    "pienso de mudarme a madrid",
                    "No de, sino en: pienso en mudarme.",
                    true,
                ),
                (
                    "yo vivo madrid",
                    "¿Quieres decir que vives en Madrid?",
                    true,
                ),
                // echoes, not corrections
                (
                    "vivo en madrid con mi novia",
                    "¿Vives en Madrid con tu novia? ¡Qué bien!",
                    false,
                ),
                (
                    "me gusta mucho la musica",
                    "A mí también me gusta mucho la música.",
                    false,
                ),
                (
                    "trabajo en un banco",
                    "¿Trabajas en un banco? ¿Te gusta?",
                    false,
                ),
                ("que quieres decir", "¿Qué quieres decir?", false),
                ("me levanto a las siete", "Yo me levanto a las ocho.", false),
                (
                    "fui a la playa el sabado",
                    "¡Yo también fui a la playa!",
                    false,
                ),
                (
                    "tengo dos hermanos",
                    "¿Tienes dos hermanos? ¡Qué bien!",
                    false,
                ),
                ("yo tengo un perro", "Yo tengo una gata.", false),
                (
                    "llegue tarde",
                    "Como se dice, más vale tarde que nunca.",
                    false,
                ),
                (
                    "soy profesor de ingles",
                    "¿Eres profesor de inglés? ¡Qué interesante!",
                    false,
                ),
            ],
        );
        check(
            "fr",
            corrects,
            "corrects",
            &[
                ("je suis 25 ans", "Ah, tu as 25 ans !", true),
                (
                    "hier je vais au cinéma",
                    "Hier, tu es allé au cinéma ?",
                    true,
                ),
                ("j'ai allé à paris", "Tu es allé à Paris ?", true),
                ("le maison est grande", "La maison est grande ?", true),
                ("je suis allé en paris", "Pas en, mais à : à Paris.", true),
                ("je suis allé en paris", "Tu veux dire « à Paris » ?", true),
                ("je suis 25 ans", "On dit plutôt « j'ai 25 ans ».", true),
                // echoes, not corrections
                (
                    "j'habite à lyon avec mon copain",
                    "Tu habites à Lyon avec ton copain ? Super !",
                    false,
                ),
                ("je ne sais pas", "Qu'est-ce que tu veux dire ?", false),
                ("j'aime le cinéma", "Moi aussi, j'aime le cinéma !", false),
                ("c'est la vie", "Comme on dit, c'est la vie !", false),
                ("je suis fatigué", "Tu es fatigué ? Repose-toi !", false),
                (
                    "nous habitons à nantes",
                    "Vous habitez à Nantes ? C'est joli.",
                    false,
                ),
                (
                    "je fais du vélo le dimanche",
                    "Tu fais du vélo le dimanche ? Moi aussi !",
                    false,
                ),
            ],
        );
        check(
            "de",
            corrects,
            "corrects",
            &[
                (
                    "ich habe nach berlin gegangen",
                    "Du bist nach Berlin gegangen?",
                    true,
                ),
                (
                    "ich fahre mit mein auto",
                    "Du fährst mit deinem Auto?",
                    true,
                ),
                ("der katze ist süß", "Die Katze ist süß!", true),
                (
                    "ich bin gegangen nicht",
                    "Man sagt: „Ich bin nicht gegangen.“",
                    true,
                ),
                (
                    "ich fahre in berlin",
                    "Nicht in, sondern nach: nach Berlin.",
                    true,
                ),
                (
                    "ich fahre in berlin",
                    "Du meinst, du fährst nach Berlin?",
                    true,
                ),
                // echoes, not corrections
                (
                    "ich wohne in berlin mit meiner freundin",
                    "Du wohnst in Berlin mit deiner Freundin? Schön!",
                    false,
                ),
                ("was meinst du", "Was meinst du?", false),
                (
                    "ich spiele gern tennis",
                    "Ich spiele auch gern Tennis!",
                    false,
                ),
                ("ich habe zwei kinder", "Du hast zwei Kinder? Toll!", false),
                (
                    "übung macht den meister",
                    "Wie man sagt: Übung macht den Meister.",
                    false,
                ),
                (
                    "ich arbeite als koch in einem restaurant",
                    "Du arbeitest als Koch in einem Restaurant? Toll!",
                    false,
                ),
                ("wir wohnen in köln", "Ihr wohnt in Köln? Schön!", false),
            ],
        );
    }

    /// Fair answers in other words than the turn's are credited.
    #[test]
    fn fair_answers_are_credited() {
        let wrong: Vec<String> = [
            ("es", WhLife, "donde trabajas", "En un hospital del centro."),
            ("es", WhLife, "como te llamas", "Me llamo Lucía."),
            (
                "es",
                WhLife,
                "cuanto tiempo llevas en madrid",
                "Cinco años ya.",
            ),
            (
                "es",
                WhLife,
                "que tal tu fin de semana",
                "Muy tranquilo, gracias.",
            ),
            (
                "es",
                WhLife,
                "que vas a hacer este verano",
                "Voy a ir a la playa con mi familia.",
            ),
            (
                "es",
                WhLife,
                "que hiciste ayer",
                "Ayer fui al cine con una amiga.",
            ),
            (
                "es",
                WhLife,
                "como es tu trabajo",
                "Es muy interesante pero cansado.",
            ),
            ("es", WhLife, "con quien vives", "Con mi pareja y un gato."),
            (
                "es",
                WhRoutine,
                "que haces normalmente por la mañana",
                "Desayuno café con tostadas y voy a trabajar.",
            ),
            (
                "es",
                WhRoutine,
                "cuando sueles ir al supermercado",
                "Los sábados por la mañana.",
            ),
            (
                "es",
                WhRoutine,
                "a que hora te acuestas",
                "Sobre las once y media.",
            ),
            (
                "es",
                WhRoutine,
                "a que hora te acuestas",
                "A eso de las diez.",
            ),
            (
                "es",
                WhRoutine,
                "a que hora comes",
                "A las dos, como casi todos aquí.",
            ),
            (
                "es",
                WhLike,
                "cual es tu comida favorita",
                "La paella, sin duda.",
            ),
            (
                "es",
                WhLike,
                "que te gusta hacer en tu tiempo libre",
                "Me encanta leer y salir a correr.",
            ),
            (
                "es",
                Opinion,
                "que te parece madrid",
                "Me encanta, es una ciudad muy viva.",
            ),
            (
                "es",
                Opinion,
                "crees que es dificil aprender español",
                "Creo que no tanto, con práctica se aprende.",
            ),
            ("es", Ever, "has visitado barcelona", "Sí, el año pasado."),
            (
                "es",
                Ever,
                "has visitado barcelona",
                "Todavía no, pero quiero ir.",
            ),
            ("es", Ever, "has visitado barcelona", "Fui hace dos años."),
            ("es", YesNo, "hablas ingles", "Un poco."),
            ("es", YesNo, "estas casada", "No, pero tengo pareja."),
            (
                "es",
                YesNo,
                "te gusta el futbol",
                "Me encanta, sobre todo el Betis.",
            ),
            (
                "es",
                YesNo,
                "trabajas los fines de semana",
                "A veces, cuando hay mucho trabajo.",
            ),
            (
                "es",
                Prefer,
                "te gusta mas el verano o el invierno",
                "El verano, claro.",
            ),
            (
                "es",
                Prefer,
                "prefieres viajar en tren o en avion",
                "En tren, es más cómodo.",
            ),
            (
                "es",
                Help,
                "como puedo llegar al museo",
                "Coge el metro, línea 2, y bájate en Sol.",
            ),
            (
                "es",
                Help,
                "como puedo llegar al museo",
                "Lo mejor es ir andando.",
            ),
            (
                "es",
                Help,
                "me puedes ayudar con los deberes",
                "¡Claro! ¿Qué necesitas?",
            ),
            (
                "es",
                Help,
                "sabes donde hay una farmacia",
                "Hay una en la calle Mayor, al lado del banco.",
            ),
            (
                "es",
                Meaning,
                "que significa guay",
                "Guay significa genial o chulo.",
            ),
            (
                "es",
                Slower,
                "habla mas despacio por favor",
                "Vale, perdona. Más despacio: ¿qué te gusta hacer?",
            ),
            (
                "es",
                Slower,
                "no te entiendo",
                "Perdona, lo digo otra vez: ¿de dónde eres?",
            ),
            (
                "fr",
                WhLife,
                "tu t'appelles comment",
                "Je m'appelle Claire.",
            ),
            (
                "fr",
                WhLife,
                "qu'est-ce que tu as fait hier",
                "Hier, je suis allée au marché.",
            ),
            ("fr", WhLife, "tu habites où", "À Bordeaux, dans le centre."),
            (
                "fr",
                WhLife,
                "comment s'est passée ta journée",
                "Plutôt bien, merci !",
            ),
            (
                "fr",
                WhLife,
                "depuis combien de temps tu habites là",
                "Depuis dix ans.",
            ),
            (
                "fr",
                WhRoutine,
                "tu te couches à quelle heure",
                "Vers onze heures.",
            ),
            (
                "fr",
                WhRoutine,
                "tu te couches à quelle heure",
                "Vers minuit.",
            ),
            (
                "fr",
                WhRoutine,
                "tu te couches à quelle heure",
                "À 23h, en général.",
            ),
            (
                "fr",
                WhRoutine,
                "qu'est-ce que tu fais d'habitude le dimanche",
                "Je fais une balade et je lis.",
            ),
            ("fr", WhLike, "quel est ton plat préféré", "La raclette !"),
            (
                "fr",
                WhLike,
                "qu'est-ce que tu aimes faire le week-end",
                "J'aime marcher en forêt.",
            ),
            (
                "fr",
                Opinion,
                "tu penses quoi de paris",
                "J'adore, c'est une ville magnifique.",
            ),
            ("fr", YesNo, "tu parles anglais", "Un peu."),
            ("fr", YesNo, "tu as des frères et soeurs", "J'ai un frère."),
            (
                "fr",
                Ever,
                "tu es déjà allée en italie",
                "Pas encore, mais j'aimerais bien.",
            ),
            (
                "fr",
                Prefer,
                "tu préfères le thé ou le café",
                "Le café, sans hésiter.",
            ),
            (
                "fr",
                Help,
                "comment je peux aller à la gare",
                "Prends le bus 12, c'est direct.",
            ),
            (
                "fr",
                Help,
                "tu peux m'aider",
                "Bien sûr ! Qu'est-ce qu'il y a ?",
            ),
            (
                "fr",
                Meaning,
                "qu'est-ce que ça veut dire bouquin",
                "Un bouquin, c'est un livre.",
            ),
            (
                "fr",
                Slower,
                "tu parles trop vite",
                "Pardon ! Je répète plus lentement.",
            ),
            ("de", WhLife, "wie heißt du", "Ich heiße Anna."),
            (
                "de",
                WhLife,
                "was hast du gestern gemacht",
                "Gestern war ich im Kino.",
            ),
            (
                "de",
                WhLife,
                "wo arbeitest du",
                "In einer Bank in Frankfurt.",
            ),
            (
                "de",
                WhLife,
                "wie war dein wochenende",
                "Ziemlich entspannt, danke.",
            ),
            (
                "de",
                WhLife,
                "wie lange lernst du schon deutsch",
                "Seit drei Jahren.",
            ),
            (
                "de",
                WhRoutine,
                "wann gehst du ins bett",
                "Meistens gegen elf.",
            ),
            (
                "de",
                WhRoutine,
                "was machst du normalerweise am abend",
                "Ich koche und lese ein bisschen.",
            ),
            ("de", WhLike, "was ist dein lieblingsessen", "Pizza!"),
            (
                "de",
                WhLike,
                "was machst du gern in deiner freizeit",
                "Ich wandere gern.",
            ),
            (
                "de",
                Opinion,
                "was hältst du von berlin",
                "Ich finde es super.",
            ),
            ("de", YesNo, "sprichst du englisch", "Ein bisschen."),
            ("de", YesNo, "hast du kinder", "Nein, noch nicht."),
            ("de", Ever, "warst du schon mal in paris", "Ja, zweimal."),
            ("de", Prefer, "lieber berge oder meer", "Berge, ganz klar."),
            (
                "de",
                Help,
                "wie komme ich zum bahnhof",
                "Geh einfach geradeaus und dann links.",
            ),
            ("de", Help, "kannst du mir helfen", "Klar! Was brauchst du?"),
            (
                "de",
                Meaning,
                "was heißt gemütlich",
                "Gemütlich heißt, dass es warm und angenehm ist.",
            ),
            (
                "de",
                Slower,
                "du sprichst zu schnell",
                "Entschuldigung! Ich spreche jetzt langsamer.",
            ),
        ]
        .iter()
        .filter(|(l, k, t, r)| !answers(l, *k, t, r))
        .map(|(l, k, t, r)| format!("{l} {k:?} {t:?} / {r:?}"))
        .collect();
        assert!(wrong.is_empty(), "not credited:\n{}", wrong.join("\n"));
    }

    /// Generic replies (reactions, hand-backs, comments on the question) answer no kind of
    /// question, in any language.
    #[test]
    fn generic_replies_answer_nothing() {
        let mut wrong = Vec::new();
        /// A language, its turns (kind, text), and generic replies.
        type Generic<'a> = (&'a str, &'a [(Kind, &'a str)], &'a [&'a str]);
        let turns: &[Generic] = &[
            (
                "es",
                &[
                    (WhLife, "donde vives"),
                    (WhLife, "que haces el fin de semana"),
                    (WhRoutine, "a que hora cenas normalmente"),
                    (WhLike, "que comida te gusta"),
                    (Opinion, "que opinas de las redes sociales"),
                    (Ever, "has probado la comida japonesa"),
                    (YesNo, "te gusta bailar"),
                    (Help, "sabes donde esta la estacion"),
                    (Slower, "perdona no entiendo puedes repetir"),
                    (Meaning, "que significa sobremesa"),
                ],
                &[
                    "¡Qué bien! ¿Y tú qué haces el fin de semana?",
                    "¡Qué interesante! Cuéntame más.",
                    "Ah, vale. ¿Y tú?",
                    "¡Genial! Me alegro mucho.",
                    "Es verdad.",
                    "Yo también.",
                    "Me encanta hablar contigo.",
                    "Vale, entiendo.",
                    "Perdona, ¿qué decías?",
                    "Es una buena pregunta.",
                ],
            ),
            (
                "fr",
                &[
                    (WhLife, "tu habites où"),
                    (WhLife, "qu'est-ce que tu fais ce week-end"),
                    (WhRoutine, "tu dînes à quelle heure"),
                    (WhLike, "qu'est-ce que tu aimes manger"),
                    (Opinion, "tu penses quoi des réseaux sociaux"),
                    (Ever, "tu as déjà goûté la cuisine japonaise"),
                    (YesNo, "tu aimes danser"),
                    (Help, "tu sais où est la gare"),
                    (Slower, "pardon je comprends pas tu peux répéter"),
                    (Meaning, "ça veut dire quoi flemme"),
                ],
                &[
                    "Super ! Et toi, tu fais quoi ce week-end ?",
                    "C'est intéressant ! Raconte-moi.",
                    "Ah d'accord. Et toi ?",
                    "C'est vrai.",
                    "Moi aussi.",
                    "J'adore parler avec toi.",
                    "D'accord, je comprends.",
                    "Pardon, tu disais ?",
                    "C'est une bonne question.",
                ],
            ),
            (
                "de",
                &[
                    (WhLife, "wo wohnst du"),
                    (WhLife, "was machst du am wochenende"),
                    (WhRoutine, "wann isst du zu abend"),
                    (WhLike, "was isst du gern"),
                    (Opinion, "was hältst du von sozialen medien"),
                    (Ever, "hast du schon mal japanisch gegessen"),
                    (YesNo, "tanzt du gern"),
                    (Help, "weißt du wo der bahnhof ist"),
                    (
                        Slower,
                        "entschuldigung ich verstehe nicht kannst du das wiederholen",
                    ),
                    (Meaning, "was bedeutet feierabend"),
                ],
                &[
                    "Interessant! Erzähl mehr.",
                    "Ah, okay. Und du?",
                    "Das stimmt.",
                    "Ich auch.",
                    "Ich rede gern mit dir.",
                    "Okay, verstehe.",
                    "Entschuldigung, was hast du gesagt?",
                    "Das ist eine gute Frage.",
                ],
            ),
        ];
        for (lang, kinds, replies) in turns {
            for (kind, turn) in kinds.iter() {
                for reply in replies.iter() {
                    if answers(lang, *kind, turn, reply) {
                        wrong.push(format!("{lang} {kind:?} {turn:?} / {reply:?}"));
                    }
                }
            }
        }
        assert!(wrong.is_empty(), "credited:\n{}", wrong.join("\n"));
    }

    /// The partner's echo of the learner's words in its own person is never a correction.
    #[test]
    fn echoes_in_the_other_person_are_not_corrections() {
        let wrong: Vec<String> = [
            (
                "es",
                "estudio ingenieria en la universidad",
                "¿Estudias ingeniería en la universidad? ¡Qué difícil!",
            ),
            (
                "es",
                "ayer comi paella con mis padres",
                "¿Comiste paella con tus padres? ¡Qué rico!",
            ),
            (
                "es",
                "me levanto a las seis todos los dias",
                "¿Te levantas a las seis todos los días? ¡Qué temprano!",
            ),
            (
                "es",
                "tengo un perro que se llama toby",
                "¿Tienes un perro que se llama Toby? ¡Qué nombre tan bonito!",
            ),
            (
                "es",
                "mi hermana vive en londres",
                "¿Tu hermana vive en Londres? ¡Qué interesante!",
            ),
            (
                "es",
                "fuimos a la playa el sabado",
                "¿Fuisteis a la playa el sábado? ¡Qué bien!",
            ),
            (
                "es",
                "soy enfermera en un hospital",
                "¿Eres enfermera en un hospital? Debe de ser duro.",
            ),
            (
                "es",
                "estoy cansada hoy",
                "¿Estás cansada hoy? Descansa un poco.",
            ),
            (
                "es",
                "voy al gimnasio tres veces por semana",
                "¿Vas al gimnasio tres veces por semana? ¡Qué disciplina!",
            ),
            (
                "es",
                "hice una tarta de chocolate",
                "¿Hiciste una tarta de chocolate? ¡Qué rico!",
            ),
            (
                "es",
                "me gustan los perros",
                "A mí también me gustan los perros.",
            ),
            (
                "es",
                "juego al tenis los domingos",
                "¿Juegas al tenis los domingos? Yo juego al pádel.",
            ),
            (
                "es",
                "quiero viajar a japon",
                "¿Quieres viajar a Japón? ¡Qué bien!",
            ),
            (
                "es",
                "puedo hablar un poco de ingles",
                "¿Puedes hablar un poco de inglés? Genial.",
            ),
            (
                "fr",
                "je travaille dans une banque",
                "Tu travailles dans une banque ? C'est intéressant.",
            ),
            (
                "fr",
                "hier j'ai mangé une pizza",
                "Hier, tu as mangé une pizza ? Miam !",
            ),
            (
                "fr",
                "je me lève à six heures",
                "Tu te lèves à six heures ? C'est tôt !",
            ),
            (
                "fr",
                "je vais au cinéma ce soir",
                "Tu vas au cinéma ce soir ? Super !",
            ),
            (
                "fr",
                "je suis allée à rome",
                "Tu es allée à Rome ? Génial !",
            ),
            (
                "fr",
                "j'ai deux enfants",
                "Tu as deux enfants ? C'est bien.",
            ),
            (
                "fr",
                "je fais du yoga le matin",
                "Tu fais du yoga le matin ? Moi aussi.",
            ),
            (
                "fr",
                "nous sommes allés à la plage",
                "Vous êtes allés à la plage ? Super.",
            ),
            (
                "fr",
                "je peux venir demain",
                "Tu peux venir demain ? Parfait.",
            ),
            (
                "fr",
                "je veux apprendre le piano",
                "Tu veux apprendre le piano ? Bonne idée !",
            ),
            (
                "fr",
                "je connais un bon restaurant",
                "Tu connais un bon restaurant ? Lequel ?",
            ),
            (
                "de",
                "ich arbeite in einer bank",
                "Du arbeitest in einer Bank? Interessant.",
            ),
            (
                "de",
                "gestern habe ich pizza gegessen",
                "Gestern hast du Pizza gegessen? Lecker!",
            ),
            (
                "de",
                "ich stehe um sechs uhr auf",
                "Du stehst um sechs Uhr auf? Das ist früh!",
            ),
            (
                "de",
                "ich gehe heute ins kino",
                "Du gehst heute ins Kino? Toll!",
            ),
            (
                "de",
                "ich bin nach rom gefahren",
                "Du bist nach Rom gefahren? Super!",
            ),
            ("de", "ich habe zwei kinder", "Du hast zwei Kinder? Schön."),
            (
                "de",
                "ich kann ein bisschen spanisch",
                "Du kannst ein bisschen Spanisch? Toll!",
            ),
            (
                "de",
                "ich lese gern krimis",
                "Du liest gern Krimis? Ich auch!",
            ),
            (
                "de",
                "ich esse kein fleisch",
                "Du isst kein Fleisch? Interessant.",
            ),
            (
                "de",
                "ich fahre jeden tag mit dem fahrrad",
                "Du fährst jeden Tag mit dem Fahrrad? Super!",
            ),
            (
                "de",
                "meine mutter wohnt in hamburg",
                "Deine Mutter wohnt in Hamburg? Schöne Stadt.",
            ),
            (
                "de",
                "wir waren im urlaub in spanien",
                "Ihr wart im Urlaub in Spanien? Schön!",
            ),
            (
                "de",
                "ich weiß es nicht",
                "Du weißt es nicht? Kein Problem.",
            ),
        ]
        .iter()
        .filter(|(l, t, r)| corrects(l, t, r))
        .map(|(l, t, r)| format!("{l} {t:?} / {r:?}"))
        .collect();
        assert!(
            wrong.is_empty(),
            "read as corrections:\n{}",
            wrong.join("\n")
        );
    }

    #[test]
    fn stems_meet() {
        use Lang::*;
        for (lang, a, b) in [
            (Es, "ciudades", "ciudad"),
            (Es, "vivo", "vives"),
            (Es, "vivir", "viviendo"),
            (Es, "cocinar", "cocino"),
            (Es, "peliculas", "película"),
            (Es, "veces", "vez"),
            (Es, "trabajé", "trabajo"),
            (Fr, "habites", "habiter"),
            (Fr, "habitez", "habité"),
            (Fr, "enfants", "enfant"),
            (Fr, "villes", "ville"),
            (Fr, "gâteaux", "gateau"),
            (De, "wohnst", "wohne"),
            (De, "wohnen", "wohne"),
            (De, "Kinder", "Kind"),
            (De, "gemacht", "machen"),
            (De, "arbeitet", "Arbeit"),
            (De, "Städte", "Stadt"),
        ] {
            assert_eq!(stem(lang, a), stem(lang, b), "{lang:?} {a} / {b}");
        }
        assert_ne!(stem(Es, "casa"), stem(Es, "cosa"));
        assert_eq!(stem(De, "7:30"), "7:30");
    }

    #[test]
    fn words_are_normalised() {
        use Lang::*;
        assert_eq!(
            words(Fr, "J’ai vu qu'il est là-bas"),
            ["je", "ai", "vu", "que", "il", "est", "la", "bas"]
        );
        assert_eq!(words(Fr, "j ai"), ["je", "ai"]);
        assert_eq!(
            words(Fr, "Y a-t-il un café ?"),
            ["y", "a", "il", "un", "cafe"]
        );
        assert_eq!(
            words(De, "Wie geht's? Straße, Größe"),
            ["wie", "geht", "es", "strasse", "grosse"]
        );
        assert_eq!(
            words(Es, "¿Qué tal? Mañana, 7:30."),
            ["que", "tal", "manana", "7:30"]
        );
        let s = sentences(Es, "Claro, ¿de dónde eres? ¡Qué bien!");
        assert_eq!(s.len(), 3);
        assert!(!s[0].question && s[1].question && !s[2].question);
    }

    /// Every single-word list is written in normalised form, so it can match.
    #[test]
    fn word_lists_are_normalised() {
        let mut wrong = Vec::new();
        for lang in [Lang::Es, Lang::Fr, Lang::De] {
            let t = tables(lang);
            let mut lists: Vec<&[&str]> = vec![
                t.stop,
                t.interjections,
                t.fillers,
                t.first_person,
                t.copulas,
                t.numbers,
                t.time_words,
                t.time_preps,
                t.time_after,
                t.small_numbers,
                t.pronouns,
                t.small_edit,
                t.you_mean_not_after,
            ];
            lists.extend(t.verbs.iter().copied());
            for (a, b) in t.person_pairs.iter().chain(t.person_map) {
                lists.push(std::slice::from_ref(a));
                lists.push(std::slice::from_ref(b));
            }
            for list in lists {
                for w in list {
                    if words(lang, w) != [w.to_string()] {
                        wrong.push(format!("{lang:?}: {w} -> {:?}", words(lang, w)));
                    }
                }
            }
        }
        assert!(wrong.is_empty(), "\n{}", wrong.join("\n"));
    }
}
