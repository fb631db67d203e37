//! The German rules on learner lines: what each rule finds and suggests, and the right
//! lines it leaves alone.

use super::*;

/// The first finding of `rule` in `line`, as (original, suggestion).
fn fix(line: &str, rule: &str) -> Option<(String, String)> {
    check(line)
        .into_iter()
        .find(|f| f.rule == rule)
        .map(|f| (f.original, f.suggestion))
}

fn says(line: &str, rule: &str, original: &str, suggestion: &str) {
    assert_eq!(
        fix(line, rule),
        Some((original.to_owned(), suggestion.to_owned())),
        "{line}"
    );
}

fn quiet(line: &str) {
    assert!(check(line).is_empty(), "{line}: {:?}", check(line));
}

#[test]
fn participle_forms() {
    says(
        "wir sind nach hause gegeht",
        "de-participle-form",
        "gegeht",
        "gegangen",
    );
    says(
        "ich habe dich geanruft",
        "de-participle-form",
        "geanruft",
        "angerufen",
    );
    says(
        "wir haben viel getanzen",
        "de-participle-form",
        "getanzen",
        "getanzt",
    );
    quiet("wir sind nach hause gegangen");
}

#[test]
fn modal_perfect_and_passive() {
    says(
        "ich habe nicht kommen gekonnt",
        "de-modal-perfect",
        "gekonnt",
        "können",
    );
    says(
        "ich habe es nicht gefunden können",
        "de-modal-perfect",
        "gefunden können",
        "finden können",
    );
    quiet("ich habe nicht kommen können");
    says(
        "das haus ist renoviert geworden",
        "de-passive",
        "geworden",
        "worden",
    );
    says(
        "das auto muss noch reparieren werden",
        "de-passive",
        "reparieren",
        "repariert",
    );
    quiet("er ist arzt geworden");
    quiet("die wohnung muss renoviert werden");
}

#[test]
fn perfect_auxiliary() {
    says(
        "ich habe nach hause gegangen",
        "de-perfect-auxiliary",
        "habe",
        "bin",
    );
    says(
        "ich bin viel gegessen",
        "de-perfect-auxiliary",
        "bin",
        "habe",
    );
    says(
        "weil ich spät gekommen habe",
        "de-perfect-auxiliary",
        "habe",
        "bin",
    );
    quiet("ich bin nach hause gegangen");
    quiet("ich habe das auto in die garage gefahren");
}

#[test]
fn zu_infinitive() {
    says(
        "ich habe keine lust zu ausgehen",
        "de-zu-infinitive",
        "zu ausgehen",
        "auszugehen",
    );
    says(
        "ich habe vergessen die tür abschließen",
        "de-zu-infinitive",
        "abschließen",
        "abzuschließen",
    );
    says(
        "er hat versucht das fenster öffnen",
        "de-zu-infinitive",
        "öffnen",
        "zu öffnen",
    );
    quiet("ich habe vergessen dich anzurufen");
    quiet("weil wir keine zeit haben");
}

#[test]
fn haben_phrases() {
    says("ich bin durst", "de-haben-phrase", "bin", "habe");
    says(
        "mein opa hat neunzig jahre",
        "de-haben-phrase",
        "hat neunzig jahre",
        "ist neunzig jahre alt",
    );
    quiet("ich habe zwei jahre in berlin gewohnt");
}

#[test]
fn konjunktiv_and_wenn_als() {
    says(
        "wenn ich zeit habe ich würde kommen",
        "de-konjunktiv",
        "habe",
        "hätte",
    );
    quiet("wenn ich zeit hätte würde ich kommen");
    says(
        "wenn ich jung war habe ich viel gelesen",
        "de-wenn-als",
        "wenn",
        "als",
    );
    says(
        "wann ich müde bin gehe ich schlafen",
        "de-wenn-als",
        "wann",
        "wenn",
    );
    quiet("immer wenn ich nach hause kam war meine mutter da");
    quiet("wann kommst du");
}

#[test]
fn da_compound() {
    says(
        "ich habe über das nachgedacht ob ich komme",
        "de-da-compound",
        "über das",
        "darüber",
    );
    quiet("wir haben über das problem gesprochen");
}

#[test]
fn comparative_and_conjunction() {
    says(
        "mein bruder ist mehr groß als ich",
        "de-comparative",
        "mehr groß",
        "größer",
    );
    says(
        "das ist mehr besser",
        "de-comparative",
        "mehr besser",
        "besser",
    );
    says("sie ist älter wie ich", "de-comparative", "wie", "als");
    quiet("das ist so groß wie ein haus");
    says(
        "er spricht nicht nur deutsch aber auch englisch",
        "de-conjunction",
        "aber",
        "sondern",
    );
    says(
        "ich arbeite von montag zu freitag",
        "de-conjunction",
        "zu",
        "bis",
    );
    quiet("er spricht nicht nur deutsch sondern auch englisch");
}

#[test]
fn pronoun_order() {
    says(
        "ich gebe dir es morgen",
        "de-pronoun-order",
        "dir es",
        "es dir",
    );
    quiet("ich gebe es dir morgen");
}

#[test]
fn case_after_preposition() {
    says(
        "ich fahre mit der bus",
        "de-case-after-preposition",
        "der bus",
        "dem bus",
    );
    says(
        "ich spiele mit meine freunde",
        "de-case-after-preposition",
        "meine freunde",
        "meinen freunden",
    );
    says(
        "das ist für der mann",
        "de-case-after-preposition",
        "der mann",
        "den mann",
    );
    says(
        "ich gehe zu die schule",
        "de-case-after-preposition",
        "zu die schule",
        "zur schule",
    );
    says(
        "ich wohne bei dich",
        "de-case-after-preposition",
        "bei dich",
        "bei dir",
    );
    quiet("ich fahre mit dem bus zur arbeit");
    quiet("wir gehen in den park");
}

#[test]
fn noun_forms() {
    says(
        "ich spiele mit den kinder",
        "de-dative-plural",
        "den kinder",
        "den kindern",
    );
    says(
        "ich spreche mit dem kollege",
        "de-weak-noun",
        "dem kollege",
        "dem kollegen",
    );
    says(
        "das ist das auto meines vater",
        "de-genitive",
        "meines vater",
        "meines vaters",
    );
    quiet("ich spreche mit herrn müller");
    quiet("das auto meines vaters ist alt");
}

#[test]
fn pronoun_case() {
    says("kannst du mich helfen", "de-pronoun-case", "mich", "mir");
    says("es ist mich egal", "de-pronoun-case", "mich", "mir");
    quiet("ich habe dich gestern gesehen");
    quiet("er hat mich nach hause gebracht");
}

#[test]
fn verb_second() {
    says(
        "heute ich gehe ins kino",
        "de-verb-second",
        "ich gehe",
        "gehe ich",
    );
    says(
        "am wochenende wir fahren nach berlin",
        "de-verb-second",
        "wir fahren",
        "fahren wir",
    );
    says(
        "wenn ich müde bin ich gehe schlafen",
        "de-verb-second",
        "ich gehe",
        "gehe ich",
    );
    quiet("heute gehe ich ins kino");
    quiet("also ich gehe heute ins kino");
}

#[test]
fn verb_final() {
    says(
        "weil ich habe keine zeit",
        "de-verb-final",
        "habe keine zeit",
        "keine zeit habe",
    );
    says(
        "ich glaube dass er kommt morgen",
        "de-verb-final",
        "kommt morgen",
        "morgen kommt",
    );
    quiet("weil ich keine zeit habe");
    quiet("ob er kommt weiß ich nicht");
}

#[test]
fn separable_verb() {
    says(
        "ich aufstehe um sieben",
        "de-separable-verb",
        "aufstehe um sieben",
        "stehe um sieben auf",
    );
    quiet("ich stehe um sieben auf");
    quiet("wenn ich aufstehe trinke ich kaffee");
}

#[test]
fn reflexive() {
    says(
        "ich freue auf den urlaub",
        "de-reflexive",
        "freue",
        "freue mich",
    );
    says(
        "wir treffen um acht",
        "de-reflexive",
        "treffen",
        "treffen uns",
    );
    quiet("ich treffe meinen freund um acht");
    quiet("entschuldigen sie bitte");
}

#[test]
fn verb_preposition() {
    says(
        "ich warte für den bus",
        "de-verb-preposition",
        "für den bus",
        "auf den bus",
    );
    says(
        "ich gehe zu hause bei meinem freund",
        "de-verb-preposition",
        "bei meinem freund",
        "zu meinem freund",
    );
    quiet("ich freue mich für meine schwester");
    quiet("ich komme morgen bei dir vorbei");
}

#[test]
fn article_gender_case_and_endings() {
    says(
        "das tisch ist neu",
        "de-article-gender",
        "das tisch",
        "der tisch",
    );
    says("ich habe ein hund", "de-case", "ein hund", "einen hund");
    says(
        "das ist ein schön haus",
        "de-adjective-ending",
        "ein schön haus",
        "ein schönes haus",
    );
    quiet("der tisch ist neu");
    quiet("den schlüssel hat mir meine vermieterin gegeben");
}

#[test]
fn agreement_negation_plural_conjugation() {
    says(
        "die leute in meiner stadt ist nett",
        "de-agreement",
        "ist",
        "sind",
    );
    quiet("die leute in meiner stadt sind nett");
    says(
        "ich trinke nicht kaffee",
        "de-negation",
        "nicht kaffee",
        "keinen kaffee",
    );
    quiet("ich trinke nicht viel kaffee");
    says("ich habe drei katze", "de-plural", "katze", "katzen");
    quiet("ich habe drei katzen");
    says("er esst gern fisch", "de-conjugation", "esst", "isst");
    quiet("ihr esst gern fisch");
}

#[test]
fn two_way_prepositions_by_verb() {
    says(
        "die vase steht auf den schrank",
        "de-case-after-preposition",
        "den schrank",
        "dem schrank",
    );
    says(
        "meine eltern wohnen in eine alte wohnung",
        "de-case-after-preposition",
        "eine alte wohnung",
        "einer alten wohnung",
    );
    says(
        "ich habe die teller in dem schrank gestellt",
        "de-case-after-preposition",
        "dem schrank",
        "den schrank",
    );
    quiet("ich stelle die teller in den schrank");
    quiet("die teller stehen im schrank");
    quiet("wir gehen in der stadt spazieren");
    quiet("sie wartet auf den bus");
    quiet("im winter fahren wir in den bergen ski");
}

#[test]
fn indirect_questions_and_relative_clauses() {
    says(
        "weißt du wann beginnt das konzert",
        "de-verb-final",
        "beginnt das konzert",
        "das konzert beginnt",
    );
    says(
        "ich frage mich ob hat die apotheke heute offen",
        "de-verb-final",
        "hat die apotheke heute offen",
        "die apotheke heute offen hat",
    );
    says(
        "das ist der lehrer der hat mir die grammatik erklärt",
        "de-verb-final",
        "hat mir die grammatik erklärt",
        "mir die grammatik erklärt hat",
    );
    quiet("weißt du wann das konzert beginnt");
    quiet("ich weiß nicht was passiert ist");
    quiet("das ist der lehrer der mir die grammatik erklärt hat");
    says(
        "ich glaube dass der laden heute macht zu",
        "de-verb-final",
        "macht zu",
        "zumacht",
    );
    says(
        "ich hoffe dass der zug heute fährt nicht",
        "de-verb-final",
        "fährt nicht",
        "nicht fährt",
    );
    says(
        "er sagt dass die preise bald werden steigen",
        "de-verb-final",
        "werden steigen",
        "steigen werden",
    );
    quiet("er sagt dass die preise bald steigen werden");
    quiet("während ich lese hört sie musik");
}

#[test]
fn separable_with_noun_subject_and_plural() {
    says(
        "der unterricht anfängt um neun",
        "de-separable-verb",
        "anfängt um neun",
        "fängt um neun an",
    );
    says(
        "wir einkaufen am samstag im supermarkt",
        "de-separable-verb",
        "einkaufen am samstag im supermarkt",
        "kaufen am samstag im supermarkt ein",
    );
    quiet("der unterricht fängt um neun an");
    quiet("wir müssen am samstag einkaufen");
}

#[test]
fn more_reflexives_and_zu() {
    says(
        "mein bruder hat sehr geärgert",
        "de-reflexive",
        "hat",
        "hat sich",
    );
    quiet("das hat meinen bruder sehr geärgert");
    quiet("er hat alles verändert");
    says(
        "du sollst mehr obst zu essen",
        "de-zu-infinitive",
        "zu essen",
        "essen",
    );
    says(
        "ich muss um sechs aufzustehen",
        "de-zu-infinitive",
        "aufzustehen",
        "aufstehen",
    );
    quiet("ich möchte etwas zu trinken");
    quiet("ich will versuchen früher aufzustehen");
    says(
        "wir planen im sommer nach italien fahren",
        "de-zu-infinitive",
        "fahren",
        "zu fahren",
    );
    quiet("wir planen eine reise nach italien");
    quiet("ich plane mein leben");
}

#[test]
fn prepositions_time_home_and_relatives() {
    says(
        "ich arbeite schon für drei jahre hier",
        "de-preposition",
        "für drei jahre",
        "seit drei jahren",
    );
    quiet("ich fahre für drei wochen nach spanien");
    quiet("ich war für ein jahr in paris");
    says(
        "heute bleiben wir nach hause",
        "de-preposition",
        "nach hause",
        "zu hause",
    );
    says(
        "um fünf fahre ich zu hause",
        "de-preposition",
        "zu hause",
        "nach hause",
    );
    quiet("ich bleibe heute zu hause");
    quiet("wenn ich zu hause bin gehe ich schlafen");
    says(
        "das ist die stadt in die ich geboren bin",
        "de-relative-pronoun",
        "in die",
        "in der",
    );
    says(
        "das ist der freund mit die ich spiele",
        "de-relative-pronoun",
        "mit die",
        "mit dem",
    );
    quiet("das ist die stadt in die wir ziehen");
    quiet("das ist der freund mit dem ich spiele");
    says(
        "in herbst regnet es viel",
        "de-case-after-preposition",
        "in herbst",
        "im herbst",
    );
}

#[test]
fn negation_order_and_knowing() {
    says(
        "wir haben heute nicht zeit",
        "de-negation",
        "nicht zeit",
        "keine zeit",
    );
    quiet("wir haben heute nicht fußball gespielt");
    says(
        "das wetter ist schlecht deshalb wir bleiben drinnen",
        "de-verb-second",
        "wir bleiben",
        "bleiben wir",
    );
    quiet("das wetter ist schlecht deshalb bleiben wir drinnen");
    says("kennst du wo er wohnt", "de-word-choice", "kennst", "weißt");
    says(
        "ich weiß nicht wenn sie kommt",
        "de-word-choice",
        "wenn",
        "ob",
    );
    quiet("ich kenne die frau die dort wohnt");
    quiet("ich weiß nicht ob sie kommt");
}

#[test]
fn relative_pronouns_and_reflexive_case() {
    says(
        "der film der wir gesehen haben war lang",
        "de-relative-pronoun",
        "der wir",
        "den wir",
    );
    says(
        "der nachbar die über uns wohnt ist laut",
        "de-relative-pronoun",
        "die",
        "der",
    );
    quiet("der film den wir gesehen haben war lang");
    quiet("die kollegin der ich eine frage gestellt habe ist nett");
    quiet("das ist der mann der ich bin");
    says("ich habe mir sehr gefreut", "de-reflexive", "mir", "mich");
    says(
        "du machst dich zu viele sorgen",
        "de-reflexive",
        "dich",
        "dir",
    );
    quiet("kannst du mir helfen");
    quiet("ich mache mir sorgen um dich");
}

#[test]
fn motion_perfect_person_case_and_time_phrases() {
    says(
        "wir haben mit dem bus nach hamburg gefahren",
        "de-perfect-auxiliary",
        "haben",
        "sind",
    );
    says(
        "sie hat von der leiter gefallen",
        "de-perfect-auxiliary",
        "hat",
        "ist",
    );
    quiet("ich habe meinen vater nach hause gefahren");
    quiet("das konzert hat mir sehr gefallen");
    says("ich rufe ihm morgen an", "de-pronoun-case", "ihm", "ihn");
    says("der lärm stört mir", "de-pronoun-case", "mir", "mich");
    quiet("ich rufe dir ein taxi");
    quiet("ich habe ihm das buch gegeben");
    says(
        "sie hat mich geraten zu warten",
        "de-pronoun-case",
        "mich",
        "mir",
    );
    says(
        "wir fliegen letzte monat nach rom",
        "de-adjective-ending",
        "letzte monat",
        "letzten monat",
    );
    quiet("ab nächster woche habe ich urlaub");
    quiet("nächste woche habe ich urlaub");
}

#[test]
fn equal_comparison_and_bare_nouns() {
    says(
        "meine wohnung ist so klein als deine",
        "de-comparative",
        "als",
        "wie",
    );
    quiet("meine wohnung ist so klein wie deine");
    quiet("ich war so müde als ich nach hause kam");
    quiet("komm so bald als möglich");
    says(
        "ich war heute bei friseur",
        "de-case-after-preposition",
        "bei friseur",
        "beim friseur",
    );
    says(
        "der bus fährt von flughafen ab",
        "de-case-after-preposition",
        "von flughafen",
        "vom flughafen",
    );
    says(
        "an montag habe ich frei",
        "de-case-after-preposition",
        "an montag",
        "am montag",
    );
    quiet("von montag bis freitag arbeite ich");
    quiet("er ist von beruf lehrer");
    quiet("von jahr zu jahr wird es teurer");
    quiet("das geschenk ist von oma");
}

#[test]
fn verb_second_plural_subject_and_linking_adverbs() {
    says(
        "am abend die leute feiern laut",
        "de-verb-second",
        "die leute feiern",
        "feiern die leute",
    );
    quiet("am abend feiern die leute laut");
    says(
        "ich kaufe brot dann ich gehe nach hause",
        "de-verb-second",
        "ich gehe",
        "gehe ich",
    );
    quiet("ich kaufe brot dann gehe ich nach hause");
    quiet("er kommt dann später");
}

#[test]
fn word_order_zu_was_wohin_and_subjunctive() {
    says(
        "sie ruft an aber ich höre nicht dich",
        "de-word-order",
        "nicht dich",
        "dich nicht",
    );
    quiet("ich kenne nicht ihn sondern seinen bruder");
    says(
        "er hofft das problem schnell zu lösen können",
        "de-zu-infinitive",
        "zu lösen können",
        "lösen zu können",
    );
    quiet("er hofft das problem schnell lösen zu können");
    says(
        "er erzählt nichts das mich interessiert",
        "de-relative-pronoun",
        "das",
        "was",
    );
    quiet("ich habe etwas das dir gefällt");
    says(
        "dann würden wir früher gegangen",
        "de-verb-form",
        "würden",
        "wären",
    );
    quiet("das haus würde schnell gebaut");
    says(
        "ich weiß noch nicht wo ich im urlaub fliege",
        "de-word-choice",
        "wo",
        "wohin",
    );
    quiet("ich weiß nicht wo er zur schule geht");
    quiet("ich weiß nicht wo er im urlaub war");
}

#[test]
fn nach_for_places() {
    says(
        "im sommer fliegen wir zu portugal",
        "de-preposition",
        "zu",
        "nach",
    );
    says(
        "morgen fahre ich in österreich",
        "de-preposition",
        "in",
        "nach",
    );
    quiet("im sommer fliegen wir nach portugal");
    quiet("ich wohne seit zwei jahren in österreich");
    quiet("in wien gehen wir oft ins theater");
    quiet("ich bin gestern in wien angekommen");
}
