//! Tests of the rules that look at the sentence around a word: tenses in context, durations,
//! verb regimes, false friends, object and relative pronouns, distant subjects.

use super::{clean, has};

#[test]
fn past_habits_and_markers() {
    has(
        "quand il était jeune il est allé au stade tous les dimanches",
        "il est allé",
        "il allait",
        "fr-tense",
    );
    has(
        "avant je n'ai pas voulu sortir mais maintenant je sors",
        "je n'ai pas voulu",
        "je ne voulais pas",
        "fr-tense",
    );
    clean("quand j'étais petit j'ai eu un accident de vélo");
    clean("quand j'étais jeune j'ai toujours aimé lire");
    has(
        "le week-end dernier nous visitons le château",
        "nous visitons",
        "nous avons visité",
        "fr-tense",
    );
    has(
        "hier elle part à six heures",
        "elle part",
        "elle est partie",
        "fr-tense",
    );
    clean("depuis hier je suis malade");
    clean("le garçon que j'ai vu hier il joue très bien");
}

#[test]
fn pluperfect() {
    has(
        "quand nous sommes arrivés le concert a déjà commencé",
        "a",
        "avait",
        "fr-tense",
    );
    clean("quand nous sommes arrivés le concert avait déjà commencé");
    clean("je suis déjà allé au japon deux fois");
}

#[test]
fn si_clauses() {
    has(
        "si elle pourra venir on ira au lac",
        "pourra",
        "peut",
        "fr-si-conditional",
    );
    clean("je ne sais pas s'il pourra venir");
    has(
        "si on avait une voiture on va visiter la bretagne",
        "va visiter",
        "visiterait",
        "fr-conditional",
    );
    has(
        "si tu m'avais appelé je venais tout de suite",
        "je venais",
        "je serais venu",
        "fr-conditional",
    );
    clean("s'il pleuvait on restait à la maison");
    clean("si tu veux je vais t'aider");
}

#[test]
fn reported_future() {
    has(
        "elle m'a promis qu'elle écrira mais elle n'a jamais écrit",
        "écrira",
        "écrirait",
        "fr-tense",
    );
    clean("il m'a dit qu'il viendra demain");
}

#[test]
fn durations_and_depuis() {
    has(
        "je fais du judo pour trois ans",
        "pour",
        "depuis",
        "fr-duration",
    );
    clean("je pars en voyage pour trois semaines");
    has(
        "ça fait six mois que j'ai travaillé dans ce magasin",
        "j'ai travaillé",
        "je travaille",
        "fr-tense",
    );
    clean("ça fait deux ans que j'ai arrêté de fumer");
    has(
        "j'ai habité à rome depuis trois ans quand j'étais jeune",
        "depuis",
        "pendant",
        "fr-duration",
    );
    clean("je n'ai pas vu mes amis depuis trois mois");
}

#[test]
fn verb_regimes() {
    has(
        "tu as réussi trouver la gare",
        "trouver",
        "à trouver",
        "fr-verb-preposition",
    );
    has(
        "nous avons promis à venir",
        "à",
        "de",
        "fr-verb-preposition",
    );
    has(
        "elle espère de gagner",
        "espère de",
        "espère",
        "fr-verb-preposition",
    );
    clean("je te souhaite de réussir et je me suis décidé à partir");
    clean("il m'arrive de travailler le dimanche");
    clean("mon rêve de partir loin");
}

#[test]
fn prepositions() {
    has(
        "elle est intéressée dans le cinéma",
        "dans",
        "par",
        "fr-verb-preposition",
    );
    has(
        "ils sont fiers pour leur fille",
        "pour",
        "de",
        "fr-verb-preposition",
    );
    has(
        "tu te souviens notre voyage",
        "notre",
        "de notre",
        "fr-verb-preposition",
    );
    has(
        "on se retrouve sur mardi",
        "sur mardi",
        "mardi",
        "fr-preposition",
    );
    has("il dort en le salon", "en le", "dans le", "fr-preposition");
    clean("je lis ce livre en une heure et en ce moment je suis en vacances");
    clean("tu peux compter sur moi et je me souviens que tu étais là");
}

#[test]
fn false_friends() {
    has(
        "elle est vraiment excitée de commencer son stage",
        "elle est vraiment excitée",
        "elle a vraiment hâte",
        "fr-word-choice",
    );
    has(
        "mon frère m'a assisté ma mère",
        "assisté",
        "aidé",
        "fr-word-choice",
    );
    has(
        "je ne connais pas skier",
        "connais",
        "sais",
        "fr-word-choice",
    );
    has("il danse très bon", "bon", "bien", "fr-word-choice");
    has(
        "actuellement le spectacle était génial",
        "actuellement",
        "en fait",
        "fr-word-choice",
    );
    clean("actuellement je travaille dans une banque");
    clean("ce gâteau sent bon et il fait bon dehors");
    clean("il est très sensible et il pleure souvent");
    clean("les invités prennent place autour de la table");
}

#[test]
fn object_pronouns() {
    has("je lui regarde", "lui regarde", "le regarde", "fr-pronoun");
    has(
        "nous les répondons vite",
        "les répondons",
        "leur répondons",
        "fr-pronoun",
    );
    has("oui elle a trois", "elle a", "elle en a", "fr-pronoun");
    clean("je leur parle souvent et je le parle couramment le français");
    clean("j'ai trois enfants");
}

#[test]
fn relatives() {
    has("le film qui tu as vu", "qui", "que", "fr-relative");
    has(
        "c'est un résultat que nous sommes contents",
        "que",
        "dont",
        "fr-relative",
    );
    has("le village que je suis né", "que", "où", "fr-relative");
    clean("la personne qui nous a aidés et le pays que je préfère");
}

#[test]
fn distant_subjects() {
    has("c'est nous qui a gagné", "a", "avons", "fr-agreement");
    has(
        "tout le monde veulent partir",
        "veulent",
        "veut",
        "fr-agreement",
    );
    has(
        "beaucoup de gens vient ici",
        "vient",
        "viennent",
        "fr-agreement",
    );
    clean("tout le monde est content et beaucoup de gens viennent");
}

#[test]
fn articles_of_taste_and_food() {
    has("il adore des chats", "des", "les", "fr-partitive");
    has(
        "tu manges poisson le vendredi",
        "poisson",
        "du poisson",
        "fr-partitive",
    );
    has("il y a de vent", "de", "du", "fr-partitive");
    clean("j'aimerais du café et il n'y a pas de vent");
}

#[test]
fn comparisons() {
    has(
        "il court plus vite comme moi",
        "comme",
        "que",
        "fr-comparative",
    );
    has("c'est plus mieux", "plus mieux", "mieux", "fr-comparative");
    clean("il travaille comme un fou et c'est le plus beau jour");
}

#[test]
fn more_reflexives() {
    has(
        "mes voisins lèvent tôt",
        "lèvent",
        "se lèvent",
        "fr-reflexive",
    );
    has(
        "nous avons rencontré à l'université",
        "nous avons rencontré",
        "nous nous sommes rencontrés",
        "fr-reflexive",
    );
    has(
        "il a coupé son doigt",
        "il a coupé son",
        "il s'est coupé le",
        "fr-reflexive",
    );
    clean("mes parents couchent les enfants et je l'ai rencontré au travail");
}

#[test]
fn misc_rules() {
    has("que vous cherchez", "que", "qu'est-ce que", "fr-question");
    has("elle joue du basket", "du", "au", "fr-verb-preposition");
    has(
        "mes photos je les ai supprimé",
        "supprimé",
        "supprimées",
        "fr-pp-agreement",
    );
    clean("que tu viennes ou non je pars");
    clean("je les ai vus partir");
}

#[test]
fn manquer_and_presenter() {
    has(
        "elle manque beaucoup ses enfants",
        "elle manque beaucoup ses enfants",
        "ses enfants lui manquent beaucoup",
        "fr-word-choice",
    );
    has(
        "il veut m'introduire à son père",
        "m'introduire",
        "me présenter",
        "fr-word-choice",
    );
    clean("je manque de temps et j'ai manqué mon train");
    clean("ils ont introduit une nouvelle règle");
}

#[test]
fn relative_with_quoi_and_adverbs() {
    has(
        "le stylo avec quoi j'écris",
        "quoi",
        "lequel",
        "fr-relative",
    );
    clean("je ne sais pas avec quoi il écrit");
    has(
        "il a travaillé toujours ici",
        "travaillé toujours",
        "toujours travaillé",
        "fr-adverb-position",
    );
    clean("il a toujours travaillé ici");
    has(
        "je voudrais le vous expliquer",
        "le vous",
        "vous le",
        "fr-pronoun-order",
    );
}

#[test]
fn fixed_uses() {
    has("il est plus grand de toi", "de", "que", "fr-comparative");
    clean("il habite plus près de moi");
    has(
        "tu danses meilleur que lui",
        "meilleur",
        "mieux",
        "fr-comparative",
    );
    has("tu étais née à lyon", "tu étais", "tu es", "fr-tense");
    has(
        "je vis à nantes il y a trois ans",
        "il y a",
        "depuis",
        "fr-duration",
    );
    clean("je vis à nantes et il y a trois ans j'habitais à lyon");
    has(
        "nous devons lever tôt demain",
        "lever",
        "nous lever",
        "fr-reflexive",
    );
    clean("il faut se lever tôt");
    has(
        "c'est différent que chez nous",
        "que",
        "de",
        "fr-preposition",
    );
    has(
        "il ne répond pas le message",
        "le",
        "au",
        "fr-verb-preposition",
    );
    has(
        "ils sont entrés la cuisine",
        "la",
        "dans la",
        "fr-verb-preposition",
    );
    clean("il entre le code et répond la même chose");
    has("mon équipe ont gagné", "ont", "a", "fr-agreement");
    clean("mon équipe a gagné et les gens sont contents");
    has(
        "si j'étais toi j'irai voir un médecin",
        "irai",
        "irais",
        "fr-conditional",
    );
}

#[test]
fn tweaks_to_older_rules() {
    has(
        "un nouveau hôtel",
        "un nouveau hôtel",
        "un nouvel hôtel",
        "fr-gender",
    );
    has(
        "ma sœur est vingt ans",
        "sœur est",
        "sœur a",
        "fr-avoir-expression",
    );
    has(
        "tu es passé une bonne journée",
        "tu es passé",
        "tu as passé",
        "fr-auxiliary",
    );
    has(
        "il n'a pas acheté une voiture",
        "une",
        "de",
        "fr-negation-de",
    );
    clean("je ne suis pas du tout d'accord et ça dépend un peu de la météo");
    clean("je suis passé la semaine dernière");
}
