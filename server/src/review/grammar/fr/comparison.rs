//! Comparatives and superlatives: "plus bon" → "meilleur", "plus cher comme" → "plus cher que",
//! "le plus meilleur" → "le meilleur".

use super::words::{adj, before, cap, clause_has, is_in, is_number, like, person, src, tx};
use super::{found, Found, Tok};

/// "plus bon" → "meilleur", "plus bien" → "mieux", "plus que deux" → "plus de deux".
pub(super) fn comparative(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(1) {
        let (a, b) = (tx(toks, i), tx(toks, i + 1));
        if a != "plus" && a != "moins" {
            continue;
        }
        if clause_has(toks, i, &["ne", "n'"]) {
            continue; // "ce n'est plus bon": no longer good
        }
        let right = match (a, b) {
            ("plus", "bon") if tx(toks, i + 2) != "marché" && tx(toks, i + 2) != "marche" => {
                "meilleur"
            }
            ("plus", "bonne") => "meilleure",
            ("plus", "bons") => "meilleurs",
            ("plus", "bonnes") => "meilleures",
            ("plus", "bien") => "mieux",
            (_, "que") if is_number(tx(toks, i + 2)) => {
                let r = format!("{a} de");
                out.push(found(
                    line,
                    toks,
                    i,
                    i + 1,
                    r.clone(),
                    "fr-comparative",
                    format!(
                        "Before a number, \"more than\" is \"{r}\": \"{r} {}\", not \"{a} que\".",
                        tx(toks, i + 2)
                    ),
                ));
                continue;
            }
            _ => continue,
        };
        out.push(found(
            line,
            toks,
            i,
            i + 1,
            right,
            "fr-comparative",
            format!("\"Plus {b}\" is not used: the comparative is \"{right}\"."),
        ));
    }
    out
}

/// "plus cher comme" → "plus cher que", "le plus meilleur" → "le meilleur", "le plus je lis le
/// plus je comprends" → "plus je lis, plus je comprends".
pub(super) fn comparative2(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let (w, b) = (tx(toks, i), tx(toks, i + 1));
        if is_in(w, &["plus", "moins", "aussi", "autant"]) {
            // "plus cher comme", "aussi grand comme"
            let mut j = i + 1;
            if adj(tx(toks, j)).is_some()
                || is_in(
                    tx(toks, j),
                    &[
                        "vite",
                        "souvent",
                        "bien",
                        "mal",
                        "tard",
                        "tôt",
                        "longtemps",
                        "cher",
                    ],
                )
            {
                j += 1;
                if tx(toks, j) == "comme"
                    && !is_in(
                        tx(toks, j + 1),
                        &[
                            "ça",
                            "cela",
                            "ceci",
                            "d'habitude",
                            "prévu",
                            "toujours",
                            "avant",
                            "souvent",
                            "d'hab",
                        ],
                    )
                {
                    out.push(found(
                        line,
                        toks,
                        j,
                        j,
                        "que",
                        "fr-comparative",
                        format!(
                            "A comparison with \"{w}\" is \"{w} {} que\", not \"{w} {} comme\".",
                            tx(toks, i + 1),
                            tx(toks, i + 1)
                        ),
                    ));
                    continue;
                }
            }
        }
        if w == "plus"
            && is_in(
                b,
                &[
                    "meilleur",
                    "meilleure",
                    "meilleurs",
                    "meilleures",
                    "mieux",
                    "pire",
                    "pires",
                ],
            )
        {
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                b,
                "fr-comparative",
                format!(
                    "\"{}\" is already a comparative: say \"{b}\", not \"plus {b}\".",
                    cap(b)
                ),
            ));
            continue;
        }
        if w == "le"
            && b == "plus"
            && (i == 0
                || toks[i - 1].is_break()
                || person(before(toks, i)).is_none() && before(toks, i) != "est")
            && (person(tx(toks, i + 2)).is_some() || tx(toks, i + 2) == "j'")
        {
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                like(src(line, toks, i), "plus"),
                "fr-comparative",
                "\"The more …, the more …\" is \"plus …, plus …\" in French, without \"le\"."
                    .to_string(),
            ));
        }
    }
    out
}
