//! Each rule on lines it must correct and lines it must leave alone.

mod later_rules;

use super::check;
use super::conjugation::T;
use super::lexicon::{inflect, plural, verb, vidx};

/// The findings of `rule` in `line`, as (original, suggestion).
fn fixes(line: &str, rule: &str) -> Vec<(String, String)> {
    check(line)
        .into_iter()
        .filter(|f| f.rule == rule)
        .map(|f| (f.original, f.suggestion))
        .collect()
}

fn corrects(line: &str, rule: &str, original: &str, suggestion: &str) {
    let got = fixes(line, rule);
    assert!(
        got.contains(&(original.to_owned(), suggestion.to_owned())),
        "{line}: wanted {original} -> {suggestion} ({rule}), got {got:?}"
    );
}

fn leaves(line: &str) {
    let got = check(line);
    assert!(got.is_empty(), "{line}: {got:?}");
}

#[test]
fn de_el_joins() {
    let f = check("vengo de el mercado");
    assert_eq!(f.len(), 1);
    assert_eq!(
        (f[0].original.as_str(), f[0].suggestion.as_str()),
        ("de el", "del")
    );
    assert!(check("vengo del mercado").is_empty());
}

#[test]
fn forms_are_built() {
    let v = verb(vidx("tener").unwrap());
    assert_eq!(v.form(T::Pres, 1), "tienes");
    assert_eq!(v.form(T::Subj, 3), "tengamos");
    assert_eq!(v.form(T::ImpSubj, 0), "tuviera");
    let v = verb(vidx("dormir").unwrap());
    assert_eq!(v.form(T::Pret, 2), "durmió");
    assert_eq!(v.form(T::Subj, 3), "durmamos");
    let v = verb(vidx("practicar").unwrap());
    assert_eq!(v.form(T::Subj, 3), "practiquemos");
    assert_eq!(v.form(T::Pret, 0), "practiqué");
    assert_eq!(verb(vidx("leer").unwrap()).form(T::Pret, 2), "leyó");
    assert_eq!(plural("canción"), "canciones");
    assert_eq!(inflect("inglés", true, true), "inglesas");
}

#[test]
fn verb_forms() {
    corrects("no podo ir a la fiesta", "es-verb-form", "podo", "puedo");
    corrects(
        "mi abuelo morió hace dos años",
        "es-verb-form",
        "morió",
        "murió",
    );
    leaves("no puedo ir a la fiesta");
}

#[test]
fn si_clauses() {
    corrects(
        "si tendría tiempo iría contigo",
        "es-si-clause",
        "tendría",
        "tuviera",
    );
    leaves("si tuviera tiempo iría contigo");
    leaves("me preguntó si vendría a la cena");
}

#[test]
fn subjunctive_after_triggers() {
    corrects(
        "quiero que vienes a mi fiesta",
        "es-subjunctive",
        "vienes",
        "vengas",
    );
    corrects(
        "me gustaría que vienes conmigo",
        "es-subjunctive",
        "vienes",
        "vinieras",
    );
    corrects(
        "cuando llegaré a casa te llamo",
        "es-subjunctive",
        "llegaré",
        "llegue",
    );
    leaves("creo que viene mañana");
    leaves("quiero que vengas a mi fiesta");
}

#[test]
fn tener_idioms() {
    corrects(
        "estoy hambre",
        "es-tener-idiom",
        "estoy hambre",
        "tengo hambre",
    );
    corrects(
        "mi padre es cincuenta años",
        "es-tener-idiom",
        "es cincuenta",
        "tiene cincuenta",
    );
    leaves("mi hermano es dos años mayor que yo");
    leaves("tengo mucha hambre");
}

#[test]
fn ser_and_estar() {
    corrects("mi ciudad es en el sur", "es-ser-estar", "es en", "está en");
    corrects(
        "hoy soy cansado",
        "es-ser-estar",
        "soy cansado",
        "estoy cansado",
    );
    corrects("mi padre está ingeniero", "es-ser-estar", "está", "es");
    corrects(
        "en londres siempre es lloviendo",
        "es-ser-estar",
        "es lloviendo",
        "está lloviendo",
    );
    leaves("la fiesta es en mi casa el sábado");
    leaves("el libro es en español");
    leaves("el libro es muy aburrido");
    leaves("mi trabajo es muy cansado pero me gusta");
}

#[test]
fn weather_takes_hacer() {
    corrects("hoy es frío", "es-weather", "es frío", "hace frío");
    leaves("el invierno aquí es muy frío");
}

#[test]
fn gustar_agrees() {
    corrects("me gusta los perros", "es-gustar", "gusta", "gustan");
    corrects("yo gusto el chocolate", "es-gustar", "yo gusto", "me gusta");
    corrects(
        "a mi hermano gusta el fútbol",
        "es-gustar",
        "gusta",
        "le gusta",
    );
    leaves("me gustan el fútbol y el tenis");
    leaves("me gusta los domingos ir al parque");
}

#[test]
fn preterite_with_finished_time() {
    corrects("ayer voy al médico", "es-preterite", "voy al", "fui al");
    corrects(
        "el año pasado he viajado a perú",
        "es-preterite",
        "he viajado",
        "viajé",
    );
    leaves("ayer fui al médico porque me dolía el estómago");
    leaves("ayer conocí a una chica que vive en mi barrio");
}

#[test]
fn imperfect_for_background() {
    corrects(
        "mientras volví a casa empezó a llover",
        "es-pret-imp",
        "volví",
        "volvía",
    );
    corrects(
        "cuando fui pequeño vivía en madrid",
        "es-pret-imp",
        "fui pequeño",
        "era pequeño",
    );
    leaves("cuando era niño me rompí la pierna");
}

#[test]
fn saber_and_conocer() {
    corrects("no conozco cocinar", "es-saber-conocer", "conozco", "sé");
    corrects(
        "sé muchos restaurantes",
        "es-saber-conocer",
        "sé muchos",
        "conozco muchos",
    );
    leaves("no sé cocinar pero conozco muchos restaurantes");
}

#[test]
fn desde_hace() {
    corrects(
        "trabajo aquí desde tres años",
        "es-desde-hace",
        "desde",
        "desde hace",
    );
    leaves("vivo aquí desde hace diez años");
}

#[test]
fn por_and_para() {
    corrects("gracias para tu ayuda", "es-por-para", "para", "por");
    corrects(
        "estudio por ser médico",
        "es-por-para",
        "por ser",
        "para ser",
    );
    leaves("gracias por venir");
    leaves("me castigaron por llegar tarde");
}

#[test]
fn comparisons_use_que() {
    corrects(
        "mi pueblo es más tranquilo de la ciudad",
        "es-comparative",
        "de la",
        "que la",
    );
    leaves("es el pueblo más tranquilo de la región");
    leaves("tengo más de cien libros");
}

#[test]
fn muy_and_mucho() {
    corrects("hace muy calor", "es-muy-mucho", "muy calor", "mucho calor");
    corrects("grita mucho fuerte", "es-muy-mucho", "mucho", "muy");
    leaves("hace mucho calor y estoy muy cansado");
}

#[test]
fn bien_not_bueno() {
    corrects("no hablo muy bueno", "es-bien-bueno", "bueno", "bien");
    leaves("la comida es muy buena");
}

#[test]
fn personal_a() {
    corrects("ayer vi tu hermano", "es-personal-a", "vi tu", "vi a tu");
    corrects(
        "escucho a la música",
        "es-personal-a",
        "escucho a",
        "escucho",
    );
    leaves("ayer vi a tu hermano");
    leaves("ayer llamó mi madre");
}

#[test]
fn prepositions() {
    corrects("ceno en las nueve", "es-preposition", "en las", "a las");
    corrects(
        "quiero ir en españa",
        "es-preposition",
        "en españa",
        "a españa",
    );
    corrects(
        "vivo a londres",
        "es-preposition",
        "a londres",
        "en londres",
    );
    leaves("ceno a las nueve y voy en tren al trabajo");
}

#[test]
fn periphrasis() {
    corrects(
        "voy visitar a mi abuela",
        "es-periphrasis",
        "voy visitar",
        "voy a visitar",
    );
    corrects("sigue jugar al tenis", "es-periphrasis", "jugar", "jugando");
    leaves("voy a visitar a mi abuela");
}

#[test]
fn reflexive_verbs() {
    corrects(
        "todos los días despierto a las siete",
        "es-reflexive",
        "despierto",
        "me despierto",
    );
    corrects(
        "tuve que quedar en casa",
        "es-reflexive",
        "quedar",
        "quedarme",
    );
    leaves("despierto a mi hijo a las siete");
    leaves("quedamos en casa de ana");
}

#[test]
fn subject_and_verb() {
    corrects(
        "ellos tiene dos hijos",
        "es-subject-verb",
        "tiene",
        "tienen",
    );
    corrects(
        "el sistema de transporte funcionan bien",
        "es-subject-verb",
        "funcionan",
        "funciona",
    );
    leaves("ellos tienen dos hijos");
    leaves("el problema son los precios");
}

#[test]
fn negative_commands() {
    corrects(
        "no te preocupas, ya lo hago yo",
        "es-imperative",
        "preocupas",
        "preocupes",
    );
    leaves("¿no te preocupas?");
}

#[test]
fn collocations() {
    corrects(
        "siempre hacemos un paseo",
        "es-collocation",
        "hacemos",
        "damos",
    );
    leaves("siempre damos un paseo");
}

#[test]
fn relative_donde() {
    corrects(
        "la ciudad que nací es pequeña",
        "es-relative",
        "que nací",
        "donde nací",
    );
    leaves("la ciudad donde nací es pequeña");
}

#[test]
fn false_friends() {
    corrects(
        "mi jefe realizó que era tarde",
        "es-false-friend",
        "realizó",
        "se dio cuenta de",
    );
    leaves("mi jefe realizó un buen trabajo");
}

#[test]
fn clitic_position() {
    corrects(
        "ahorro para comprar me una moto",
        "es-clitic",
        "comprar me",
        "comprarme",
    );
    leaves("al salir me encontré con tu hermano");
}

#[test]
fn neuter_lo() {
    corrects(
        "el bueno de vivir aquí es el clima",
        "es-lo-neuter",
        "el bueno",
        "lo bueno",
    );
    leaves("lo bueno de vivir aquí es el clima");
}

#[test]
fn hours_are_feminine() {
    corrects(
        "me levanto a los siete y media",
        "es-hours",
        "los siete",
        "las siete",
    );
    leaves("a los dos nos gusta viajar");
}

#[test]
fn hay_with_indefinite() {
    corrects("hay el supermercado cerca", "es-hay", "hay el", "hay un");
    leaves("hay un supermercado cerca");
}

#[test]
fn double_negation() {
    corrects("nunca no como carne", "es-negation", "nunca no", "nunca");
    leaves("no como carne nunca");
}

#[test]
fn articles() {
    corrects("me encanta fútbol", "es-article", "fútbol", "el fútbol");
    corrects(
        "trabaja como un camarero",
        "es-article",
        "como un camarero",
        "como camarero",
    );
    leaves("me encanta el fútbol");
}
