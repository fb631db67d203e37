//! Verb forms built from the verb table: the endings of each tense, stem changes, and
//! the spelling changes before "e".

/// A tense (or non-finite form) of a verb.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum T {
    Pres,
    Pret,
    Imp,
    Fut,
    Cond,
    Subj,
    ImpSubj,
    Inf,
    Part,
    Ger,
}

pub(super) const FINITE: [T; 7] = [
    T::Pres,
    T::Pret,
    T::Imp,
    T::Fut,
    T::Cond,
    T::Subj,
    T::ImpSubj,
];

/// One verb's forms: the seven finite tenses (six persons each), infinitive, participle,
/// gerund.
pub(super) struct Verb {
    pub(super) inf: String,
    pub(super) tenses: Vec<[String; 6]>,
    pub(super) part: String,
    pub(super) ger: String,
}

impl Verb {
    pub(super) fn form(&self, t: T, p: usize) -> &str {
        match t {
            T::Inf => &self.inf,
            T::Part => &self.part,
            T::Ger => &self.ger,
            _ => &self.tenses[FINITE.iter().position(|&x| x == t).unwrap_or(0)][p],
        }
    }
}

pub(super) const ENDS: [[&str; 6]; 14] = [
    ["o", "as", "a", "amos", "áis", "an"],
    ["o", "es", "e", "emos", "éis", "en"],
    ["o", "es", "e", "imos", "ís", "en"],
    ["é", "aste", "ó", "amos", "asteis", "aron"],
    ["í", "iste", "ió", "imos", "isteis", "ieron"],
    ["aba", "abas", "aba", "ábamos", "abais", "aban"],
    ["ía", "ías", "ía", "íamos", "íais", "ían"],
    ["é", "ás", "á", "emos", "éis", "án"],
    ["e", "es", "e", "emos", "éis", "en"],
    ["a", "as", "a", "amos", "áis", "an"],
    ["e", "iste", "o", "imos", "isteis", "ieron"],
    ["í", "íste", "yó", "ímos", "ísteis", "yeron"],
    ["ra", "ras", "ra", "ramos", "rais", "ran"],
    ["i", "iste", "io", "imos", "isteis", "ieron"],
];

pub(super) fn six(stem: &[String; 6], ends: &[&str; 6]) -> [String; 6] {
    std::array::from_fn(|p| format!("{}{}", stem[p], ends[p]))
}

fn list6(s: &str) -> [String; 6] {
    let w: Vec<&str> = s.split(' ').collect();
    std::array::from_fn(|p| w.get(p).copied().unwrap_or("").to_owned())
}

/// Replaces the last `from` vowel of `stem` with `to`.
fn change_last(stem: &str, from: char, to: &str) -> String {
    match stem.rfind(from) {
        Some(i) => format!("{}{}{}", &stem[..i], to, &stem[i + 1..]),
        None => stem.to_owned(),
    }
}

pub(super) fn conjugate(
    inf: &str,
    ch: char,
    yo: Option<String>,
    strong: Option<String>,
    fut: Option<String>,
    part: Option<String>,
) -> Verb {
    let class = if inf.ends_with("ar") {
        0
    } else if inf.ends_with("er") {
        1
    } else {
        2
    };
    let stem = &inf[..inf.len() - 2];
    let strong_stem = match ch {
        'e' => change_last(stem, 'e', "ie"),
        'o' => change_last(stem, 'o', "ue"),
        'u' => change_last(stem, 'u', "ue"),
        'i' => change_last(stem, 'e', "i"),
        _ => stem.to_owned(),
    };
    // The -ir verbs' stem for "nosotros" subjunctive, 3rd person preterite and gerund.
    let weak = if class == 2 {
        match ch {
            'e' | 'i' => change_last(stem, 'e', "i"),
            'o' => change_last(stem, 'o', "u"),
            _ => stem.to_owned(),
        }
    } else {
        stem.to_owned()
    };
    let stems: [String; 6] = std::array::from_fn(|p| {
        if p == 3 || p == 4 {
            stem.to_owned()
        } else {
            strong_stem.clone()
        }
    });
    let mut pres = six(&stems, &ENDS[class]);
    if let Some(y) = &yo {
        pres[0] = y.clone();
    }
    // Present subjunctive: from the "yo" form when it is irregular.
    let subj_ends = if class == 0 { &ENDS[8] } else { &ENDS[9] };
    let mut subj = match yo.as_deref().and_then(|y| y.strip_suffix('o')) {
        Some(s) => six(&std::array::from_fn(|_| s.to_owned()), subj_ends),
        None => {
            let mut st = stems.clone();
            st[3] = weak.clone();
            st[4] = weak.clone();
            if class == 0 {
                for s in st.iter_mut() {
                    *s = spell_before_e(s);
                }
            }
            six(&st, subj_ends)
        }
    };
    let mut pret = match &strong {
        Some(s) => {
            let mut f = six(&std::array::from_fn(|_| s.clone()), &ENDS[10]);
            if s.ends_with('j') {
                f[5] = format!("{s}eron");
            }
            if s == "hic" {
                f[2] = "hizo".to_owned();
            }
            f
        }
        None if class == 0 => {
            let mut f = six(&std::array::from_fn(|_| stem.to_owned()), &ENDS[3]);
            f[0] = format!("{}é", spell_before_e(stem));
            f
        }
        None if stem.ends_with(['a', 'e', 'o']) => {
            six(&std::array::from_fn(|_| stem.to_owned()), &ENDS[11])
        }
        None => {
            let mut st: [String; 6] = std::array::from_fn(|_| stem.to_owned());
            st[2] = weak.clone();
            st[5] = weak.clone();
            six(&st, &ENDS[4])
        }
    };
    let mut imp = six(
        &std::array::from_fn(|_| stem.to_owned()),
        &ENDS[if class == 0 { 5 } else { 6 }],
    );
    let fstem = fut.unwrap_or_else(|| inf.to_owned());
    let fut6 = six(&std::array::from_fn(|_| fstem.clone()), &ENDS[7]);
    let cond = six(&std::array::from_fn(|_| fstem.clone()), &ENDS[6]);
    let mut part = part.unwrap_or_else(|| match class {
        0 => format!("{stem}ado"),
        _ if stem.ends_with(['a', 'e', 'o']) => format!("{stem}ído"),
        _ => format!("{stem}ido"),
    });
    let mut ger = match class {
        0 => format!("{stem}ando"),
        _ if stem.ends_with(['a', 'e', 'o']) => format!("{stem}yendo"),
        _ => format!("{weak}iendo"),
    };
    match inf {
        "ser" => {
            pres = list6("soy eres es somos sois son");
            pret = list6("fui fuiste fue fuimos fuisteis fueron");
            imp = list6("era eras era éramos erais eran");
            subj = list6("sea seas sea seamos seáis sean");
            ger = "siendo".to_owned();
        }
        "ir" => {
            pres = list6("voy vas va vamos vais van");
            pret = list6("fui fuiste fue fuimos fuisteis fueron");
            imp = list6("iba ibas iba íbamos ibais iban");
            subj = list6("vaya vayas vaya vayamos vayáis vayan");
            part = "ido".to_owned();
            ger = "yendo".to_owned();
        }
        "estar" => {
            pres = list6("estoy estás está estamos estáis están");
            subj = list6("esté estés esté estemos estéis estén");
        }
        "haber" => {
            pres = list6("he has ha hemos habéis han");
            subj = list6("haya hayas haya hayamos hayáis hayan");
        }
        "dar" => {
            pres = list6("doy das da damos dais dan");
            pret = list6("di diste dio dimos disteis dieron");
            subj = list6("dé des dé demos deis den");
        }
        "ver" => {
            pret = list6("vi viste vio vimos visteis vieron");
            imp = list6("veía veías veía veíamos veíais veían");
        }
        "saber" => subj = list6("sepa sepas sepa sepamos sepáis sepan"),
        "poder" => ger = "pudiendo".to_owned(),
        _ => {}
    }
    // Imperfect subjunctive from the 3rd person plural preterite.
    let base = pret[5].strip_suffix("ron").unwrap_or(&pret[5]).to_owned();
    let mut impsubj = six(&std::array::from_fn(|_| base.clone()), &ENDS[12]);
    impsubj[3] = format!("{}ramos", accent_last(&base));
    Verb {
        inf: inf.to_owned(),
        tenses: vec![pres, pret, imp, fut6, cond, subj, impsubj],
        part,
        ger,
    }
}

/// "busc" → "busqu", "lleg" → "llegu", "empiez" → "empiec": an -ar stem before "e".
fn spell_before_e(stem: &str) -> String {
    if let Some(s) = stem.strip_suffix('c') {
        format!("{s}qu")
    } else if let Some(s) = stem.strip_suffix('g') {
        format!("{s}gu")
    } else if let Some(s) = stem.strip_suffix('z') {
        format!("{s}c")
    } else {
        stem.to_owned()
    }
}

pub(super) fn accent_last(s: &str) -> String {
    let mut c: Vec<char> = s.chars().collect();
    if let Some(last) = c.last_mut() {
        *last = match *last {
            'a' => 'á',
            'e' => 'é',
            'i' => 'í',
            'o' => 'ó',
            x => x,
        };
    }
    c.into_iter().collect()
}

pub(super) fn strip_accent(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            'á' => 'a',
            'é' => 'e',
            'í' => 'i',
            'ó' => 'o',
            'ú' => 'u',
            x => x,
        })
        .collect()
}
