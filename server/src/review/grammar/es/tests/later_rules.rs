//! Cases added as the rules grew: more triggers, patterns and false alarms to keep away.

use super::{corrects, leaves};

#[test]
fn adjective_agreement() {
    corrects(
        "vi una película muy aburrido",
        "es-agreement",
        "aburrido",
        "aburrida",
    );
    corrects(
        "las personas son muy simpático",
        "es-agreement",
        "simpático",
        "simpáticas",
    );
    leaves("la mayoría de mis amigos son simpáticos");
}

#[test]
fn more_comparisons_and_pronouns() {
    corrects(
        "mi hermano es más mejor que yo",
        "es-comparative",
        "más mejor",
        "mejor",
    );
    corrects(
        "ella es tan alta que yo",
        "es-comparative",
        "que yo",
        "como yo",
    );
    corrects("ella es muy alto", "es-agreement", "alto", "alta");
    corrects(
        "no acuerdo de su nombre",
        "es-reflexive",
        "acuerdo",
        "me acuerdo",
    );
    corrects("anoche soñé de ti", "es-preposition", "de ti", "contigo");
    corrects(
        "la comida es muy bien",
        "es-ser-estar",
        "es muy",
        "está muy",
    );
    leaves("estaba tan cansado que me dormí");
    leaves("me parece bien y la comida está muy bien");
}

#[test]
fn determiner_gender_and_number() {
    corrects("es un bueno chico", "es-gender", "bueno", "buen");
    corrects(
        "la problema es grave",
        "es-gender",
        "la problema",
        "el problema",
    );
    corrects("con mis hermano", "es-gender", "mis hermano", "mi hermano");
    corrects("mis amigos de la trabajo", "es-gender", "de la", "del");
    leaves("el agua está fría y el aula es grande");
}

#[test]
fn regular_endings_on_irregular_verbs() {
    corrects(
        "el martes pasado tení una reunión",
        "es-verb-form",
        "tení",
        "tuve",
    );
    corrects(
        "mis primos ponieron la mesa",
        "es-verb-form",
        "ponieron",
        "pusieron",
    );
    corrects("ayer comé demasiado", "es-verb-form", "comé", "comí");
    corrects(
        "ya he escribido la carta",
        "es-verb-form",
        "escribido",
        "escrito",
    );
    corrects(
        "hubieron dos accidentes en la autopista",
        "es-verb-form",
        "hubieron",
        "hubo",
    );
    leaves("el martes pasado tuve una reunión");
    leaves("comé la sopa, che");
    leaves("hubieron terminado antes de las cinco");
}

#[test]
fn coordinated_subjects_and_tu() {
    corrects(
        "mi prima y yo vive en la misma calle",
        "es-subject-verb",
        "vive",
        "vivimos",
    );
    corrects(
        "tú necesita descansar más",
        "es-subject-verb",
        "necesita",
        "necesitas",
    );
    leaves("mi prima y yo vivimos en la misma calle");
    leaves("entre mi prima y yo hay mucha confianza");
    leaves("tú y yo somos vecinos");
}

#[test]
fn accidental_se_agrees_with_the_thing() {
    corrects(
        "se me olvidé las llaves en casa",
        "es-subject-verb",
        "olvidé",
        "olvidaron",
    );
    corrects(
        "se nos rompió los platos",
        "es-subject-verb",
        "rompió",
        "rompieron",
    );
    leaves("se me olvidó llamarte");
    leaves("se le cayeron las gafas al suelo");
}

#[test]
fn verb_prepositions() {
    corrects(
        "a veces pienso de mis abuelos",
        "es-prep-regime",
        "de mis",
        "en mis",
    );
    corrects(
        "mi vecina se casó a un italiano",
        "es-prep-regime",
        "a un",
        "con un",
    );
    corrects(
        "me enamoré con la ciudad",
        "es-prep-regime",
        "con la",
        "de la",
    );
    corrects(
        "siempre trato llegar pronto",
        "es-prep-regime",
        "trato llegar",
        "trato de llegar",
    );
    corrects(
        "vuelvo llamarte mañana",
        "es-prep-regime",
        "vuelvo llamarte",
        "vuelvo a llamarte",
    );
    corrects(
        "hemos decidido de vender el coche",
        "es-prep-regime",
        "decidido de vender",
        "decidido vender",
    );
    corrects(
        "insisto que te quedes",
        "es-prep-regime",
        "que te",
        "en que te",
    );
    leaves("¿qué piensas de mi corte de pelo?");
    leaves("se casaron a los veinte años");
    leaves("siempre trato de llegar pronto");
}

#[test]
fn gerund_after_llevar_and_estar() {
    corrects(
        "llevo seis meses aprender alemán",
        "es-periphrasis",
        "aprender",
        "aprendiendo",
    );
    corrects(
        "mi hermano está duerme",
        "es-periphrasis",
        "duerme",
        "durmiendo",
    );
    leaves("llevo seis meses en Berlín");
    leaves("la tienda está cerca");
}

#[test]
fn borrowed_english_pairs() {
    corrects("eso no hace sentido", "es-lexis", "hace", "tiene");
    corrects("la boda tomó lugar en la playa", "es-lexis", "tomó", "tuvo");
    corrects(
        "te quiero preguntar un favor",
        "es-lexis",
        "preguntar",
        "pedir",
    );
    corrects(
        "estoy muy excitado por las vacaciones",
        "es-lexis",
        "excitado",
        "emocionado",
    );
    corrects("me moví a Lima el año pasado", "es-lexis", "moví", "mudé");
    leaves("tomó el lugar de su padre");
    leaves("le pregunté una cosa");
    leaves("mi hermana está embarazada");
}

#[test]
fn more_por_para() {
    corrects(
        "viviremos aquí por siempre",
        "es-por-para",
        "por siempre",
        "para siempre",
    );
    corrects(
        "hablamos para teléfono cada semana",
        "es-por-para",
        "para",
        "por",
    );
    corrects(
        "tengo que entregar el trabajo por el lunes",
        "es-por-para",
        "por el",
        "para el",
    );
    corrects("llegué tarde para el tráfico", "es-por-para", "para", "por");
    leaves("hablamos por teléfono");
    leaves("lo hice por ti");
    leaves("me multaron por aparcar mal");
}

#[test]
fn subjunctive_triggers_and_indicative_after_creer() {
    corrects(
        "le pedí a la vecina que apaga la música",
        "es-subjunctive",
        "apaga",
        "apagara",
    );
    corrects(
        "el dentista me ha recomendado que uso otro cepillo",
        "es-subjunctive",
        "uso otro",
        "use otro",
    );
    corrects(
        "me alegro mucho de que vienes",
        "es-subjunctive",
        "vienes",
        "vengas",
    );
    corrects(
        "no hay nadie que sabe la respuesta",
        "es-subjunctive",
        "sabe",
        "sepa",
    );
    corrects(
        "te llamaré en cuanto llego",
        "es-subjunctive",
        "llego",
        "llegue",
    );
    corrects(
        "me da igual lo que dicen",
        "es-subjunctive",
        "dicen",
        "digan",
    );
    corrects(
        "creo que sea verdad",
        "es-subjunctive",
        "sea verdad",
        "es verdad",
    );
    corrects(
        "a lo mejor llueva esta tarde",
        "es-subjunctive",
        "llueva",
        "llueve",
    );
    leaves("en cuanto llego a casa, siempre me ducho");
    leaves("no creo que sea verdad");
    leaves("creo que es verdad");
    leaves("estaba tan cansado que me dormí");
}

#[test]
fn negative_commands_take_the_subjunctive() {
    corrects(
        "no pon los pies en la mesa",
        "es-imperative",
        "pon los",
        "pongas los",
    );
    corrects(
        "por favor no me esperas",
        "es-imperative",
        "esperas",
        "esperes",
    );
    leaves("no me esperas nunca");
    leaves("no pongas los pies en la mesa");
}

#[test]
fn travel_and_places() {
    corrects(
        "mi padre va con tren",
        "es-preposition",
        "con tren",
        "en tren",
    );
    corrects("hoy voy en pie", "es-preposition", "en pie", "a pie");
    corrects(
        "mañana vamos a compras",
        "es-preposition",
        "a compras",
        "de compras",
    );
    corrects(
        "cenamos a casa de mi tía",
        "es-preposition",
        "a casa",
        "en casa",
    );
    leaves("voy a casa de mi tía");
    leaves("voy con mi padre en coche");
}

#[test]
fn hay_origin_relative_tampoco() {
    corrects("en la plaza está una fuente", "es-hay-estar", "está", "hay");
    corrects("mi jefa está de chile", "es-ser-estar", "está", "es");
    corrects(
        "el vecino quien vive arriba es pintor",
        "es-relative",
        "quien",
        "que",
    );
    corrects(
        "no me gustan las películas de terror y a ella también",
        "es-negation",
        "también",
        "tampoco",
    );
    corrects(
        "mi hermano no bebe y yo también no",
        "es-negation",
        "también no",
        "tampoco",
    );
    leaves("en la plaza hay una fuente");
    leaves("la fuente está en la plaza");
    leaves("estamos de vacaciones");
    leaves("el vecino con quien hablé es pintor");
    leaves("me gusta el cine y a ella también");
}

#[test]
fn habits_before_now() {
    corrects(
        "antes trabajé mucho, pero ahora descanso",
        "es-pret-imp",
        "trabajé",
        "trabajaba",
    );
    leaves("antes fui al banco y ahora voy a casa");
}

#[test]
fn adjectives_before_nouns_and_much() {
    corrects(
        "vienen de diferente ciudades",
        "es-agreement",
        "diferente",
        "diferentes",
    );
    corrects(
        "tengo dos hermanas mayor",
        "es-agreement",
        "mayor",
        "mayores",
    );
    corrects(
        "me encanta muy bailar",
        "es-muy-mucho",
        "muy bailar",
        "mucho bailar",
    );
    corrects(
        "ahora hago muy ejercicio",
        "es-muy-mucho",
        "muy ejercicio",
        "mucho ejercicio",
    );
    leaves("vienen de diferentes ciudades");
    leaves("mi hermano es dos años mayor que yo");
    leaves("somos muy amigos");
}

#[test]
fn time_words() {
    corrects(
        "desde mucho tiempo que no la veo",
        "es-desde-hace",
        "desde",
        "hace",
    );
    corrects(
        "se fue y volvió después una semana",
        "es-desde-hace",
        "después una semana",
        "una semana después",
    );
    leaves("hace mucho tiempo que no la veo");
    leaves("después de una semana volvió");
}

#[test]
fn fewer_false_alarms() {
    leaves("la clase de baile es en el polideportivo");
    leaves("cuando llegamos al piso la cocina estaba limpia");
    leaves("me gusta la fruta, sobre todo las fresas");
    leaves("la policía lo detuvo por conducir sin carné");
    leaves("ayer se me cayó el móvil y no funciona");
    corrects(
        "el chico me cae muy bueno",
        "es-bien-bueno",
        "bueno",
        "bien",
    );
}

#[test]
fn small_fixed_patterns() {
    corrects(
        "conozco que es difícil",
        "es-saber-conocer",
        "conozco",
        "sé",
    );
    corrects(
        "todavía no sé a tus padres",
        "es-saber-conocer",
        "sé a",
        "conozco a",
    );
    corrects(
        "mi hijo es tan alto que yo",
        "es-comparative",
        "que yo",
        "como yo",
    );
    corrects(
        "hacía tanto frío, estaba tan cansada como me fui a casa",
        "es-comparative",
        "como",
        "que",
    );
    corrects(
        "vinieron más que treinta personas",
        "es-comparative",
        "más que",
        "más de",
    );
    corrects("no tenemos nada dinero", "es-negation", "nada", "nada de");
    corrects(
        "no vi nadie en la calle",
        "es-personal-a",
        "nadie",
        "a nadie",
    );
    corrects(
        "necesito a un ordenador nuevo",
        "es-personal-a",
        "a un",
        "un",
    );
    corrects("ya es las diez", "es-hours", "es las", "son las");
    leaves("este pastel sabe a limón");
    leaves("no tengo más que cinco euros");
    leaves("estaba tan cansada que me fui a casa");
    leaves("busco a una amiga");
}

#[test]
fn pronouns_gustar_and_bounded_past() {
    corrects("¿vienes con mí?", "es-pronoun", "con mí", "conmigo");
    corrects("este regalo es de tú", "es-pronoun", "de tú", "de ti");
    corrects(
        "mi abuela le encanta bailar",
        "es-gustar",
        "mi abuela",
        "a mi abuela",
    );
    corrects(
        "en agosto mi hermano trabajaba allí durante tres semanas",
        "es-pret-imp",
        "trabajaba",
        "trabajó",
    );
    leaves("entre tú y yo no hay secretos");
    leaves("para yo poder ir necesito dinero");
    leaves("a mi abuela le encanta bailar");
    leaves("cada verano trabajaba allí durante tres semanas");
}

#[test]
fn pronoun_places_and_body_parts() {
    corrects(
        "te voy a escribirte mañana",
        "es-clitic",
        "escribirte",
        "escribir",
    );
    corrects("quiero la ver otra vez", "es-clitic", "la ver", "verla");
    corrects(
        "me duele mi espalda",
        "es-possessive",
        "mi espalda",
        "la espalda",
    );
    corrects(
        "mi hija se rompió su brazo",
        "es-possessive",
        "su brazo",
        "el brazo",
    );
    corrects(
        "mis abuelos preocupan demasiado por todo",
        "es-reflexive",
        "preocupan",
        "se preocupan",
    );
    leaves("te voy a escribir mañana");
    leaves("nos ayudó a mudarnos");
    leaves("no me gusta levantarme tarde");
    leaves("me gusta mi pelo");
    leaves("quiero lo mejor para ti");
}

#[test]
fn se_with_plural_things_and_narrative_tenses() {
    corrects(
        "aquí se arregla ordenadores",
        "es-subject-verb",
        "arregla",
        "arreglan",
    );
    corrects(
        "de pronto se apagaban las luces",
        "es-pret-imp",
        "apagaban",
        "apagaron",
    );
    corrects(
        "cuando fui niña vivía en Quito",
        "es-pret-imp",
        "fui niña",
        "era niña",
    );
    corrects(
        "yo estaba en Lisboa durante cuatro días",
        "es-pret-imp",
        "estaba",
        "estuve",
    );
    leaves("mi vecino se compra camisas caras");
    leaves("aquí se habla inglés");
    leaves("mientras leía, de pronto se apagaron las luces");
    leaves("cuando estuve en Roma comí muy bien");
}

#[test]
fn jobs_and_names() {
    corrects("soy una camarera en un bar", "es-article", "soy una", "soy");
    corrects("yo llamo Marta", "es-reflexive", "llamo", "me llamo");
    leaves("soy una camarera muy rápida");
    leaves("llamo a Marta mañana");
    leaves("me voy a duchar ahora");
    leaves("pienso de otra manera");
}
