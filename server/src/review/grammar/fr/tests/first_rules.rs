//! Tests of the rules on single words and phrases: verb forms, articles, gender, agreement,
//! auxiliaries, the subjunctive, prepositions, pronouns and word order.

use super::{check, clean, has};

#[test]
fn an_imperfect_spelt_like_a_subjunctive_is_left_alone() {
    assert!(check("je pense que nous partions demain").is_empty());
    assert!(check("nous nous souvenons de ce jour").is_empty());
    assert!(check("mon frère le porte tous les jours").is_empty());
    let f = check("si nous mangerions ensemble ce serait sympa");
    assert!(f.iter().all(|f| !f.suggestion.contains("manions")), "{f:?}");
}

#[test]
fn verb_form() {
    has("j'ai prendu le bus", "prendu", "pris", "fr-verb-form");
    has(
        "je pouvrai venir demain",
        "pouvrai",
        "pourrai",
        "fr-verb-form",
    );
    clean("j'ai pris le bus et je pourrai venir");
}

#[test]
fn chez() {
    has(
        "je dîne à mes grands-parents ce soir",
        "à",
        "chez",
        "fr-chez",
    );
    clean("je parle à mes parents tous les jours");
}

#[test]
fn place() {
    has(
        "je vais à espagne cet été",
        "à espagne",
        "en espagne",
        "fr-place",
    );
    has(
        "mes parents habitent en portugal",
        "en portugal",
        "au portugal",
        "fr-place",
    );
    has(
        "si tu viens en barcelone",
        "en barcelone",
        "à barcelone",
        "fr-place",
    );
    clean("je pense à la france tous les jours");
    clean("j'habite au japon depuis trois ans");
}

#[test]
fn transport() {
    has(
        "je vais au travail avec le vélo",
        "avec le vélo",
        "à vélo",
        "fr-transport",
    );
    clean("j'ai envoyé la lettre par avion");
}

#[test]
fn contraction() {
    has("on va à le parc", "à le", "au", "fr-contraction");
    has(
        "il parle de les vacances",
        "de les",
        "des",
        "fr-contraction",
    );
    clean("j'ai décidé de le vendre");
}

#[test]
fn stressed_pronoun() {
    has("tu veux venir avec je", "je", "moi", "fr-stressed-pronoun");
    clean("après il est parti");
}

#[test]
fn auxiliary() {
    has("j'ai allé au marché", "j'ai", "je suis", "fr-auxiliary");
    has(
        "elle a allé au marché",
        "a allé",
        "est allée",
        "fr-auxiliary",
    );
    has(
        "mes parents ont né au maroc",
        "ont né",
        "sont nés",
        "fr-auxiliary",
    );
    has("je m'ai levé à midi", "m'ai", "me suis", "fr-auxiliary");
    has(
        "je suis mangé trop de gâteau",
        "je suis mangé",
        "j'ai mangé",
        "fr-auxiliary",
    );
    clean("j'ai monté les valises au troisième étage");
    clean("je suis descendu du train à lyon");
}

#[test]
fn elision() {
    has("je aime le chocolat", "je aime", "j'aime", "fr-elision");
    has("le hôtel est loin", "le hôtel", "l'hôtel", "fr-elision");
    has("je doute que il vienne", "que il", "qu'il", "fr-elision");
    clean("le héros du film et le onze novembre");
}

#[test]
fn possessive() {
    has("ma amie habite ici", "ma", "mon", "fr-possessive");
    clean("mon amie habite ici");
}

#[test]
fn tout() {
    has("j'ai travaillé tout la journée", "tout", "toute", "fr-tout");
    clean("toutes les semaines et tous les jours");
}

#[test]
fn negation_de() {
    has("je n'ai pas du pain", "du", "de", "fr-negation-de");
    has(
        "il n'a pas des amis",
        "des amis",
        "d'amis",
        "fr-negation-de",
    );
    clean("ce n'est pas du pain c'est du gâteau");
    clean("je ne parle pas des problèmes au travail");
}

#[test]
fn quantity() {
    has("j'ai pris beaucoup des photos", "des", "de", "fr-quantity");
    clean("beaucoup des gens que je connais habitent ici");
}

#[test]
fn comparative() {
    has(
        "le café est plus bon ici",
        "plus bon",
        "meilleur",
        "fr-comparative",
    );
    has(
        "il y avait plus que deux cents personnes",
        "plus que",
        "plus de",
        "fr-comparative",
    );
    clean("le lait n'est plus bon");
}

#[test]
fn reflexive() {
    has("je lève à sept heures", "lève", "me lève", "fr-reflexive");
    has(
        "je ne souviens pas",
        "souviens",
        "me souviens",
        "fr-reflexive",
    );
    clean("je lève la main");
}

#[test]
fn avoir_expression() {
    has(
        "je suis très faim",
        "je suis",
        "j'ai",
        "fr-avoir-expression",
    );
    clean("je suis froid avec les gens que je ne connais pas");
}

#[test]
fn gender() {
    has(
        "je prends le voiture",
        "le voiture",
        "la voiture",
        "fr-gender",
    );
    has(
        "il habite dans un maison",
        "un maison",
        "une maison",
        "fr-gender",
    );
    has(
        "ma femme travaille dans une grande hôpital",
        "une grande hôpital",
        "un grand hôpital",
        "fr-gender",
    );
    has(
        "une maison à la bord de la mer",
        "à la bord",
        "au bord",
        "fr-gender",
    );
    clean("mon amie habite dans une grande maison");
    clean("je la porte tous les jours");
}

#[test]
fn agreement() {
    has(
        "ma mère est très gentil",
        "gentil",
        "gentille",
        "fr-agreement",
    );
    has("elle est allé à paris", "allé", "allée", "fr-agreement");
    has(
        "c'était très intéressante",
        "intéressante",
        "intéressant",
        "fr-agreement",
    );
    has("une plage très beau", "beau", "belle", "fr-agreement");
    clean("l'eau du robinet est très bonne ici");
    clean("une fois arrivé je t'appelle");
}

#[test]
fn pp_agreement() {
    has(
        "la décision que j'ai pris",
        "pris",
        "prise",
        "fr-pp-agreement",
    );
    clean("la fois que j'ai mangé des sushis");
}

#[test]
fn subjunctive() {
    has(
        "il faut que je finis mon travail",
        "finis",
        "finisse",
        "fr-subjunctive",
    );
    has(
        "je ne pense pas que c'est vrai",
        "c'est",
        "ce soit",
        "fr-subjunctive",
    );
    has(
        "je crois qu'il soit malade",
        "soit",
        "est",
        "fr-subjunctive",
    );
    clean("il faut que tu fasses tes devoirs");
    clean("je pense qu'il va pleuvoir");
}

#[test]
fn si_conditional() {
    has(
        "si j'aurais le temps je viendrais",
        "j'aurais",
        "j'avais",
        "fr-si-conditional",
    );
    clean("je me demande si je pourrais venir");
}

#[test]
fn c_est() {
    has(
        "il est une comédie très drôle",
        "il est",
        "c'est",
        "fr-c-est",
    );
    clean("il est une heure du matin");
}

#[test]
fn profession() {
    has(
        "mon père est un médecin",
        "un médecin",
        "médecin",
        "fr-profession",
    );
    clean("c'est un médecin très connu");
}

#[test]
fn article() {
    has("on va à plage", "à plage", "à la plage", "fr-article");
    has("j'ai visité italie", "italie", "l'italie", "fr-article");
    clean("on va à la plage");
}

#[test]
fn negation() {
    has(
        "je ne peux venir pas",
        "peux venir pas",
        "peux pas venir",
        "fr-negation",
    );
    has(
        "je ne mange jamais pas de viande",
        "jamais pas",
        "jamais",
        "fr-negation",
    );
    clean("je ne peux pas venir");
}

#[test]
fn que() {
    has("je crois il va pleuvoir", "il", "qu'il", "fr-que");
    has(
        "à cause de il neigeait",
        "à cause de il",
        "parce qu'il",
        "fr-que",
    );
    clean("ma mère m'a dit tu devrais appeler ta grand-mère");
}

#[test]
fn question() {
    has(
        "qu'est-ce tu fais",
        "qu'est-ce",
        "qu'est-ce que",
        "fr-question",
    );
    has(
        "je ne sais pas qu'est-ce que je veux",
        "qu'est-ce que",
        "ce que",
        "fr-question",
    );
    clean("qu'est-ce que tu fais ce soir");
}

#[test]
fn infinitive() {
    has(
        "je vais à visiter le musée",
        "vais à",
        "vais",
        "fr-infinitive",
    );
    has(
        "j'ai oublié fermer la porte",
        "fermer",
        "de fermer",
        "fr-infinitive",
    );
    clean("j'ai décidé d'arrêter de fumer");
}

#[test]
fn verb_preposition() {
    has(
        "je joue le piano",
        "le piano",
        "du piano",
        "fr-verb-preposition",
    );
    has(
        "il faut profiter le beau temps",
        "le",
        "du",
        "fr-verb-preposition",
    );
    has("je fais le ski", "le ski", "du ski", "fr-verb-preposition");
    clean("je joue au tennis et je fais la cuisine");
}

#[test]
fn relative() {
    has(
        "une collègue que parle six langues",
        "que",
        "qui",
        "fr-relative",
    );
    has(
        "ce que j'ai besoin c'est de dormir",
        "que",
        "dont",
        "fr-relative",
    );
    has(
        "c'est la raison pourquoi je pars",
        "pourquoi",
        "pour laquelle",
        "fr-relative",
    );
    clean("le livre dont je t'ai parlé est là");
}

#[test]
fn tense() {
    has(
        "quand j'ai été petit j'habitais à lyon",
        "j'ai été",
        "j'étais",
        "fr-tense",
    );
    has(
        "je devrais avoir réservé",
        "je devrais avoir réservé",
        "j'aurais dû réserver",
        "fr-tense",
    );
    has(
        "quand je finis mes études je voyagerai",
        "finis",
        "finirai",
        "fr-tense",
    );
    clean("quand j'étais petit j'habitais à lyon");
    clean("quand je rentre je prends une douche");
}

#[test]
fn pronoun_order() {
    has(
        "je lui l'ai prêté",
        "lui l'ai",
        "le lui ai",
        "fr-pronoun-order",
    );
    has(
        "tu peux expliquer moi",
        "expliquer moi",
        "m'expliquer",
        "fr-pronoun-order",
    );
    clean("je le lui ai prêté");
}

#[test]
fn word_choice() {
    has("trois temps par semaine", "temps", "fois", "fr-word-choice");
    has("ça me fait triste", "fait", "rend", "fr-word-choice");
    has(
        "le film était beaucoup intéressant",
        "beaucoup",
        "très",
        "fr-word-choice",
    );
    clean("je fais du sport trois fois par semaine");
}

#[test]
fn adj_position() {
    has(
        "il y a un restaurant bon",
        "restaurant bon",
        "bon restaurant",
        "fr-adj-position",
    );
    has(
        "une rouge voiture",
        "rouge voiture",
        "voiture rouge",
        "fr-adj-position",
    );
    clean("un homme grand et mince");
}

#[test]
fn adverb_position() {
    has(
        "j'ai travaillé déjà",
        "travaillé déjà",
        "déjà travaillé",
        "fr-adverb-position",
    );
    clean("j'ai déjà mangé");
}

#[test]
fn pronoun() {
    has("je l'ai téléphoné", "l'ai", "lui ai", "fr-pronoun");
    clean("je l'ai vu hier");
}

#[test]
fn duration() {
    has(
        "j'ai commencé depuis trois ans",
        "depuis",
        "il y a",
        "fr-duration",
    );
    has(
        "j'ai vécu à montréal pour six mois",
        "pour",
        "pendant",
        "fr-duration",
    );
    clean("je pars pour six mois");
}

#[test]
fn conjugation() {
    has("nous allez au cinéma", "allez", "allons", "fr-conjugation");
    clean("ma tante nous a dit vous êtes les bienvenus");
}
