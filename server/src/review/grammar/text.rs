//! The words of one transcript line, for the Spanish, French and German learner rules: std only,
//! so a language's rules can be compiled and tried on their own (`rustc --test`).

/// One word of a line (or one mark that ends a clause: `,` `.` `?` `!` `;` `:`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tok {
    /// Byte range in the line as given.
    pub start: usize,
    pub end: usize,
    /// Lower case, straight apostrophe. A French elision keeps its apostrophe as its own word's
    /// end: "l'école" is `l'` and `école`, "j'ai" is `j'` and `ai`.
    pub text: String,
}

impl Tok {
    /// Whether this is a clause mark rather than a word.
    pub fn is_break(&self) -> bool {
        matches!(
            self.text.as_str(),
            "," | "." | "?" | "!" | ";" | ":" | "¿" | "¡" | "…"
        )
    }
}

/// The line's words and clause marks, in order. Digits stay words; hyphens and apostrophes
/// inside a word stay in it, except a French elision (a letter and an apostrophe before a
/// vowel or h: "l'", "j'", "qu'", "n'", "d'", "c'", "s'", "m'", "t'", "jusqu'", "lorsqu'").
pub fn tokens(line: &str) -> Vec<Tok> {
    let mut out = Vec::new();
    let mut word: Option<usize> = None;
    let chars: Vec<(usize, char)> = line.char_indices().collect();
    let close = |out: &mut Vec<Tok>, from: usize, to: usize| {
        if from < to {
            out.push(Tok {
                start: from,
                end: to,
                text: line[from..to].to_lowercase().replace('’', "'"),
            });
        }
    };
    for (k, &(i, c)) in chars.iter().enumerate() {
        let next = chars.get(k + 1).map(|&(_, n)| n);
        let inner = |n: Option<char>| n.is_some_and(char::is_alphanumeric);
        if c.is_alphanumeric() {
            word.get_or_insert(i);
        } else if (c == '\'' || c == '’' || c == '-') && word.is_some() && inner(next) {
            if c != '-' && elides(&line[word.unwrap_or(i)..i]) {
                let end = i + c.len_utf8();
                close(&mut out, word.take().unwrap_or(i), end);
            }
        } else {
            if let Some(from) = word.take() {
                close(&mut out, from, i);
            }
            if ",.?!;:¿¡…".contains(c) {
                close(&mut out, i, i + c.len_utf8());
            }
        }
    }
    if let Some(from) = word {
        close(&mut out, from, line.len());
    }
    out
}

/// Whether `before` (the letters before an apostrophe) is a French elided word.
fn elides(before: &str) -> bool {
    matches!(
        before.to_lowercase().as_str(),
        "l" | "j"
            | "qu"
            | "n"
            | "d"
            | "c"
            | "s"
            | "m"
            | "t"
            | "jusqu"
            | "lorsqu"
            | "puisqu"
            | "quoiqu"
    )
}

/// One learner mistake found in a line, in the shape of the English rules' findings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// Byte range of the mistaken words in the line as given.
    pub start: usize,
    pub end: usize,
    /// Exactly `&line[start..end]`.
    pub original: String,
    /// What to say instead of those words.
    pub suggestion: String,
    /// The rule's stable name, e.g. "es-ser-estar".
    pub rule: &'static str,
    /// In English, for a B1 learner, naming the learner's own words.
    pub explanation: String,
}

/// A finding over words `from..=to` of `toks`, to be said as `say`.
pub fn found(
    line: &str,
    toks: &[Tok],
    from: usize,
    to: usize,
    say: impl Into<String>,
    rule: &'static str,
    explanation: impl Into<String>,
) -> Found {
    let (start, end) = (toks[from].start, toks[to].end);
    Found {
        start,
        end,
        original: line[start..end].to_owned(),
        suggestion: say.into(),
        rule,
        explanation: explanation.into(),
    }
}

/// Keeps the first of any two findings whose words overlap, in the order given (most specific
/// rule first), then sorts them by place in the line.
pub fn first_of_overlapping(found: Vec<Found>) -> Vec<Found> {
    let mut kept: Vec<Found> = Vec::new();
    for f in found {
        if kept.iter().all(|k| f.end <= k.start || k.end <= f.start) && f.start < f.end {
            kept.push(f);
        }
    }
    kept.sort_by_key(|f| (f.start, f.end));
    kept
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(line: &str) -> Vec<String> {
        tokens(line).into_iter().map(|t| t.text).collect()
    }

    #[test]
    fn words_marks_and_french_elisions() {
        assert_eq!(
            words("Hola, ¿qué tal?"),
            ["hola", ",", "¿", "qué", "tal", "?"]
        );
        assert_eq!(words("j'ai vu l’école"), ["j'", "ai", "vu", "l'", "école"]);
        assert_eq!(
            words("aujourd'hui, c'est-à-dire"),
            ["aujourd'hui", ",", "c'", "est-à-dire"]
        );
        assert_eq!(
            words("Ich wohne in Köln."),
            ["ich", "wohne", "in", "köln", "."]
        );
        let line = "la problema";
        let t = tokens(line);
        let f = found(line, &t, 0, 1, "el problema", "x", "y");
        assert_eq!(f.original, "la problema");
        assert_eq!((f.start, f.end), (0, 11));
    }
}
