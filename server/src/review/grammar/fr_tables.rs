// French vocabulary for the learner rules in `fr.rs` (pulled in with `include!`): general
// word lists a French teacher would give, not words of any one sentence.

/// Common nouns whose gender is not in doubt, masculine then feminine. Nouns that are both (le/la
/// livre, tour, poste, mode, mémoire, professeur, médecin, élève, enfant, collègue…) are left out.
const NOUNS_M: &str = "confinement doctorat masque master prêt repassage revenu réchauffement \
    stationnement télétravail père français anglais espagnol allemand italien chinois japonais arabe \
    russe portugais livre accident acteur aéroport agenda ail album alcool ami animal \
    anniversaire appartement arbre argent arrêt ascenseur atelier automne avenir avion avis bac \
    bain balcon banc bar basket bateau bâtiment bébé besoin beurre billet bisou bois bonheur \
    bord boulot bouquet bout bras bruit budget bureau bus cadeau café camion camping canapé \
    cancer carnaval centre champ champagne chapeau chat château chemin cheval chien chiffre \
    chocolat choix chômage ciel cinéma citron client climat cochon cœur coiffeur coin colis \
    collège commerce compte concert concours conseil contrat copain corps costume cou couloir \
    courage côté courrier cours cousin couteau crayon cuir danger début degré déjeuner départ \
    désert dessert dessin détail devoir dialogue dimanche dîner diplôme docteur doigt dos \
    dossier drapeau droit échange écran effort emploi employé endroit entraînement entretien \
    environnement épisode escalier esprit été étage état étudiant événement examen exemple \
    exercice exposé fauteuil festival feu fichier film fils fleuve foot football four frère \
    frigo fromage fruit gant garage garçon gâteau gaz genou genre gilet golf goût gouvernement \
    groupe guichet hasard hiver homme hôpital hôtel humour immeuble incendie internet jambon \
    jardin jean jeu jeudi jouet jour journal jus kilo lac lait lapin légume lieu linge lit \
    logement logiciel loisir loyer lundi lycée magasin magazine maillot manteau marché mardi \
    mari mariage match matin médicament membre menu mercredi message métier métro meuble midi \
    miel mois monde monsieur morceau mot moteur moment mouchoir mouton mur musée musicien neveu \
    nez niveau nom nombre nord numéro objet océan œil œuf oignon oiseau oncle orage ordinateur \
    oreiller ouest pain palais pantalon papa papier parapluie parc parent parfum parking \
    passeport patron pays paysage permis petit-déjeuner piano pied pique-nique placard plafond \
    plaisir plan plat pneu poème poids point poisson poivre pont port portable portefeuille pot \
    poulet pourboire prénom printemps prix problème produit programme progrès projet pull \
    pyjama quai quartier rapport rayon regard rendez-vous repas repos réseau restaurant \
    résultat retard rêve réveil rhume rideau risque riz robinet rôle roman rythme sac salaire \
    salon samedi sandwich saumon savon séjour sel sentiment sens service short siècle silence \
    singe site ski smartphone soir soleil sommeil sommet souci sourire souvenir spectacle sport \
    stade stage studio style stylo sucre sud sujet supermarché système tableau tapis tarif taxi \
    téléphone temps terrain test texte thé théâtre ticket timbre titre toit train trajet tram \
    travail trimestre trottoir uniforme vaccin vélo vendeur vendredi vent ventre verre vêtement \
    village vin violon visa visage voisin vol voyage week-end yaourt zoo sol plancher grenier \
    sous-sol miroir tiroir lavabo évier réfrigérateur congélateur micro-ondes lave-linge \
    lave-vaisselle aspirateur radiateur chauffage interrupteur coussin drap matelas volet \
    portail ménage voisinage déménagement bricolage outil marteau clou tournevis bol plateau \
    torchon seau balai carrelage rez-de-chaussée palier interphone digicode compteur tabouret \
    coffre lampadaire climatiseur apéritif bœuf porc veau agneau steak rôti thon crabe homard \
    croissant biscuit bonbon cidre sirop soda coca haricot concombre poivron champignon chou \
    épinard radis melon ananas abricot raisin kiwi pamplemousse avocat persil basilic poireau \
    navet blé hamburger croque-monsieur couscous sorbet vinaigre ketchup serveur cuisinier \
    boulanger pâtissier épicier marchand barbecue buffet bistrot saladier tire-bouchon tablier \
    potage bouillon ragoût gratin beignet pâté grand-père époux petit-fils beau-père beau-frère \
    gendre parrain jumeau couple divorce fiancé adolescent habitant citoyen directeur ouvrier \
    acheteur commerçant facteur policier pompier écrivain informaticien agriculteur paysan \
    chauffeur mécanicien électricien plombier menuisier fermier lycéen collégien écolier \
    instituteur président roi prince spectateur voyageur passager conducteur piéton gagnant \
    joueur champion animateur présentateur lecteur chercheur invité voleur salarié candidat \
    gérant pharmacien chanteur danseur cerveau cheveu sourcil front menton orteil ongle poignet \
    coude talon mollet estomac foie poumon rein os muscle sang squelette crâne poing pouce \
    symptôme traitement pansement comprimé cachet cabinet diagnostic régime stress virus \
    microbe plâtre thermomètre bouton soin remède blouson t-shirt tee-shirt sweat chemisier \
    slip caleçon soutien-gorge bonnet foulard bijou collier bracelet tissu coton imperméable \
    anorak lacet nuage brouillard arc-en-ciel éclair tonnerre verglas gel flocon minuit an \
    janvier février avril mai juin juillet août septembre octobre novembre décembre instant \
    congé réveillon délai âge lendemain cahier bulletin baccalauréat cartable feutre classeur \
    dictionnaire manuel vocabulaire amphithéâtre semestre apprentissage échec thème chapitre \
    paragraphe récit conte résumé campus syndicat cv document courriel mail e-mail clavier \
    objectif bilan secteur achat chèque euro dollar centime coût impôt crédit virement \
    distributeur déplacement recrutement licenciement bagage autobus wagon ferry itinéraire \
    accueil circuit appareil péage embouteillage bouchon carrefour panneau volant frein phare \
    siège hublot carnet abonnement contrôleur aller-retour retour décollage atterrissage \
    steward équipage enregistrement boulevard gymnase commissariat hypermarché centre-ville \
    monument passage rond-point kiosque cimetière aquarium consulat tribunal documentaire \
    reportage article blog podcast texto appel paquet disque personnage navigateur forum \
    commentaire espoir ennui amour désir regret respect enthousiasme câlin cri passe-temps \
    tennis rugby volley handball hockey cyclisme marathon jogging yoga judo karaté surf skate \
    ballon but score championnat tournoi record chant instrument puzzle jardinage tricot club \
    bénévolat coq canard rat serpent lion tigre ours loup renard éléphant zèbre dauphin requin \
    insecte moustique papillon escargot hamster perroquet pigeon âne taureau cerf écureuil \
    hérisson chameau crocodile kangourou panda pingouin hibou sable rocher caillou univers air \
    déchet recyclage pétrole charbon volcan étang sentier chêne sapin tournesol gazon panier \
    chariot emballage paiement remboursement nettoyage pressing formulaire certificat \
    justificatif code vote débat département soldat gendarme crime secours renseignement truc \
    type cas avantage inconvénient succès changement développement total quart tiers reste \
    milieu fond kilomètre mètre centimètre litre gramme cercle carton métal fer mensonge secret \
    accord désaccord conflit cauchemar caractère comportement défaut principe usage effet essai \
    discours langage accent individu peuple matériel doute shampoing dentifrice rasoir \
    maquillage grille-pain mixeur câble chargeur";

const NOUNS_F: &str = "affiche motivation pension mer actrice addition adresse affaire agence allergie ambiance amie année \
    annonce armoire arrivée assiette assurance attente avenue baguette baignoire balle banque \
    barbe batterie bibliothèque bière bise blague boisson boîte bouche bougie boulangerie \
    bouteille boutique brosse cabane caisse campagne cantine capitale carotte carte casquette \
    cathédrale cave ceinture cerise chaise chaleur chambre chance chanson chaussette chaussure \
    chemise cheminée chose cigarette cité clé clinique colère colline comédie commande \
    conférence confiture connaissance copine côte couleur cour course cousine cravate crème \
    crise cuillère cuisine culture dame danse date décision demande dent destination difficulté \
    discussion dispute distance douche douleur durée eau école économie écharpe église élection \
    émission enfance enquête entreprise entrée enveloppe envie épaule épicerie équipe erreur \
    étagère étape étoile étude expérience explication exposition façon faim famille farine \
    fatigue faute femme fenêtre ferme fête feuille fièvre fille fin fleur fois forêt formation \
    fourchette fraise frontière galerie gare glace gorge grand-mère grève grippe guerre guitare \
    habitude heure histoire horloge huile humeur idée île image infirmière inscription \
    invitation jambe joie journée jupe justice lampe langue leçon lecture lessive lettre \
    liberté librairie ligne liste livraison location loi lumière lune machine main mairie \
    maison maladie manière marque matinée maîtresse marche mère météo méthode minute moitié \
    monnaie montagne montre moto moutarde musique natation nature neige nièce note nourriture \
    nouvelle nuit occasion odeur offre omelette opinion orange oreille origine paire panne \
    patience pause peau peine pensée personne pharmacie photo phrase pièce piscine pizza place \
    plage planète plante pluie poche poire police pollution pomme population porte poubelle \
    poule présentation prison promenade publicité purée question queue raison recette réduction \
    région règle relation rentrée réparation réponse réservation retraite réunion réussite \
    rivière robe roue route rue saison salade salle santé sauce sécurité semaine série \
    serviette sieste société sœur soif soirée solution sortie soupe souris station suite \
    surprise table taille tante tarte tasse télé télévision température tempête tente terrasse \
    terre tête toilette tomate toux tradition tranche tristesse université vache vague \
    vaisselle valeur valise vallée veille vendeuse vente veste viande victoire vidéo vie ville \
    visite vitesse voisine voiture voix vue zone serrure sonnette ampoule pile télécommande \
    couverture nappe bouilloire cafetière théière casserole poussière climatisation électricité \
    pelouse haie barrière cuisinière banane prune framboise myrtille pastèque noix noisette \
    amande olive courgette aubergine laitue citrouille lentille pâte tartine confiserie \
    boucherie pâtisserie charcuterie brasserie madame mademoiselle épouse petite-fille \
    belle-sœur belle-mère marraine jumelle fiancée adolescente habitante citoyenne directrice \
    ouvrière acheteuse commerçante factrice policière pharmacienne informaticienne agricultrice \
    paysanne mécanicienne lycéenne collégienne écolière institutrice présidente reine princesse \
    spectatrice voyageuse passagère conductrice gagnante joueuse championne animatrice \
    présentatrice lectrice chercheuse invitée voleuse salariée candidate gérante chanteuse \
    danseuse serveuse boulangère bouchère épicière marchande étudiante cliente employée \
    patronne coiffeuse musicienne fermière hôtesse lèvre cheville hanche poitrine cuisse nuque \
    paupière narine moustache colonne articulation ordonnance piqûre blessure cicatrice \
    opération urgence ambulance infirmerie infection fracture dépression migraine angine nausée \
    bronchite chute entorse brûlure guérison mutuelle botte sandale pantoufle tenue pointure \
    laine soie capuche doudoune blouse salopette bague boucle grêle humidité sécheresse \
    canicule inondation averse seconde période époque décennie aube fac classe gomme trousse \
    craie matière chimie biologie géographie philosophie grammaire orthographe conjugaison \
    prononciation traduction dictée rédaction dissertation récréation bourse recherche thèse \
    usine candidature imprimante photocopieuse carrière compétence responsabilité tâche mission \
    industrie agriculture facture taxe dette épargne promotion augmentation démission voie \
    correspondance auberge réception douane excursion randonnée autoroute croisière escale \
    gendarmerie préfecture ambassade statue fontaine banlieue circulation revue presse radio \
    chaîne actualité information info tablette application appli caméra scène émotion peur \
    angoisse inquiétude amitié haine jalousie honte fierté confiance déception nostalgie \
    solitude timidité nervosité passion admiration gratitude tendresse larme gymnastique boxe \
    équitation escalade pêche plongée compétition défaite médaille peinture photographie flûte \
    couture collection association girafe baleine tortue grenouille mouche abeille fourmi \
    araignée biche herbe racine prairie énergie écologie espèce cascade grotte source falaise \
    tulipe étiquette cabine garantie réclamation laverie attestation signature photocopie file \
    nationalité naissance administration démarche procédure paix armée manifestation nation \
    province commune amende plainte sorte partie différence possibilité qualité quantité \
    direction hauteur longueur largeur profondeur forme vérité proposition promesse intention \
    coutume religion cérémonie jeunesse vieillesse adolescence génération foule communauté \
    conversation expression signification définition description tentative conséquence cause \
    fonction utilisation technique personnalité attitude politesse gentillesse honnêteté \
    intelligence beauté faiblesse ombre obscurité saveur";

/// Nouns for people (for "téléphoner à", "chez", "visiter" → "rendre visite à").
const PERSONS: &str = "ami amie amis amies copain copine copains copines frère frères sœur \
    sœurs père mère parents femme mari fils fille filles enfants enfant oncle tante cousin \
    cousine cousins cousines grand-mère grand-père grands-parents voisin voisine voisins \
    voisines chef patron patronne collègue collègues prof professeur médecin dentiste coiffeur \
    famille copains neveu nièce beau-père belle-mère époux épouse épouses petite-fille \
    beau-frère belle-sœur gendre gendres parrain parrains marraine marraines fiancé fiancés \
    fiancée fiancées adolescent adolescents adolescente adolescentes directeur directeurs \
    directrice directrices serveur serveurs serveuse serveuses cuisinier cuisiniers boulanger \
    boulangers boulangère boulangères pharmacien pharmaciens pharmacienne pharmaciennes \
    étudiant étudiants étudiante étudiantes client clients cliente clientes employé employés \
    employée employées invité invités invitée invitées chanteur chanteurs chanteuse chanteuses \
    acteur acteurs actrice actrices musicien musiciens musicienne musiciennes facteur facteurs \
    policier policiers pompier pompiers avocat avocats avocate avocates mécanicien mécaniciens \
    plombier plombiers électricien électriciens président présidents présidente présidentes roi \
    rois reine reines prince princes princesse princesses joueur joueurs joueuse joueuses \
    lycéen lycéens lycéenne lycéennes instituteur instituteurs institutrice institutrices \
    patronnes coiffeuse coiffeuses vendeur vendeurs vendeuse vendeuses docteur docteurs \
    infirmière infirmières infirmier infirmiers madame monsieur dame dames homme hommes garçon \
    garçons bébé bébés jumeau jumeaux jumelle jumelles petits-fils petites-filles beaux-frères \
    belles-sœurs messieurs mesdames";

/// Words starting with a silent h (they elide: "l'hôpital", "j'habite").
const H_MUET: &[&str] = &[
    "habit",
    "habill",
    "hab",
    "hôpital",
    "hopital",
    "hôtel",
    "hotel",
    "homme",
    "heure",
    "histoire",
    "hiver",
    "herbe",
    "huile",
    "hésit",
    "hesit",
    "horaire",
    "horrible",
    "horizon",
    "hypoth",
    "honneur",
    "honnête",
    "honnete",
    "humeur",
    "humain",
    "humour",
    "héberg",
    "heberg",
    "hérit",
    "herit",
    "hôte",
    "hote",
    "hygiène",
    "hier",
    "hebdo",
    "hélicoptère",
    "hippo",
    "humid",
    "hospital",
    "hormone",
    "horloge",
    "hypermarché",
    "humanité",
    "huître",
];

/// Adjectives: masculine, feminine, masculine before a vowel (or "" when the same).
const ADJS: &[(&str, &str, &str)] = &[
    ("petit", "petite", ""),
    ("grand", "grande", ""),
    ("gros", "grosse", ""),
    ("bon", "bonne", ""),
    ("mauvais", "mauvaise", ""),
    ("beau", "belle", "bel"),
    ("nouveau", "nouvelle", "nouvel"),
    ("vieux", "vieille", "vieil"),
    ("joli", "jolie", ""),
    ("long", "longue", ""),
    ("haut", "haute", ""),
    ("premier", "première", ""),
    ("dernier", "dernière", ""),
    ("meilleur", "meilleure", ""),
    ("vrai", "vraie", ""),
    ("faux", "fausse", ""),
    ("ancien", "ancienne", ""),
    ("prochain", "prochaine", ""),
    ("seul", "seule", ""),
    ("cher", "chère", ""),
    ("gentil", "gentille", ""),
    ("intelligent", "intelligente", ""),
    ("intéressant", "intéressante", ""),
    ("émouvant", "émouvante", ""),
    ("amusant", "amusante", ""),
    ("content", "contente", ""),
    ("heureux", "heureuse", ""),
    ("fatigué", "fatiguée", ""),
    ("froid", "froide", ""),
    ("chaud", "chaude", ""),
    ("blanc", "blanche", ""),
    ("noir", "noire", ""),
    ("vert", "verte", ""),
    ("bleu", "bleue", ""),
    ("gris", "grise", ""),
    ("blond", "blonde", ""),
    ("brun", "brune", ""),
    ("frais", "fraîche", ""),
    ("doux", "douce", ""),
    ("fou", "folle", "fol"),
    ("sérieux", "sérieuse", ""),
    ("délicieux", "délicieuse", ""),
    ("ennuyeux", "ennuyeuse", ""),
    ("dangereux", "dangereuse", ""),
    ("nerveux", "nerveuse", ""),
    ("jaloux", "jalouse", ""),
    ("curieux", "curieuse", ""),
    ("généreux", "généreuse", ""),
    ("paresseux", "paresseuse", ""),
    ("courageux", "courageuse", ""),
    ("joyeux", "joyeuse", ""),
    ("malheureux", "malheureuse", ""),
    ("amoureux", "amoureuse", ""),
    ("prêt", "prête", ""),
    ("plein", "pleine", ""),
    ("lourd", "lourde", ""),
    ("court", "courte", ""),
    ("fort", "forte", ""),
    ("lent", "lente", ""),
    ("français", "française", ""),
    ("anglais", "anglaise", ""),
    ("américain", "américaine", ""),
    ("espagnol", "espagnole", ""),
    ("italien", "italienne", ""),
    ("allemand", "allemande", ""),
    ("japonais", "japonaise", ""),
    ("chinois", "chinoise", ""),
    ("canadien", "canadienne", ""),
    ("mexicain", "mexicaine", ""),
    ("marocain", "marocaine", ""),
    ("parisien", "parisienne", ""),
    ("moyen", "moyenne", ""),
    ("occupé", "occupée", ""),
    ("marié", "mariée", ""),
    ("fatigant", "fatigante", ""),
    ("charmant", "charmante", ""),
    ("méchant", "méchante", ""),
    ("surpris", "surprise", ""),
    ("déçu", "déçue", ""),
    ("important", "importante", ""),
    ("différent", "différente", ""),
    ("parfait", "parfaite", ""),
    ("sportif", "sportive", ""),
    ("neuf", "neuve", ""),
    ("naturel", "naturelle", ""),
    ("cruel", "cruelle", ""),
    ("complet", "complète", ""),
    ("inquiet", "inquiète", ""),
    ("léger", "légère", ""),
    ("étranger", "étrangère", ""),
    ("bruyant", "bruyante", ""),
    ("élégant", "élégante", ""),
    ("excellent", "excellente", ""),
    ("patient", "patiente", ""),
    ("gourmand", "gourmande", ""),
    ("ouvert", "ouverte", ""),
    ("fermé", "fermée", ""),
    ("connu", "connue", ""),
    ("génial", "géniale", ""),
    ("normal", "normale", ""),
    ("spécial", "spéciale", ""),
    ("ravi", "ravie", ""),
    ("désolé", "désolée", ""),
    ("blessé", "blessée", ""),
    ("énervé", "énervée", ""),
    ("stressé", "stressée", ""),
    ("épuisé", "épuisée", ""),
    ("crevé", "crevée", ""),
    ("déprimé", "déprimée", ""),
    ("pressé", "pressée", ""),
    ("passionné", "passionnée", ""),
    ("compliqué", "compliquée", ""),
    ("mignon", "mignonne", ""),
    ("allé", "allée", ""),
    ("venu", "venue", ""),
    ("arrivé", "arrivée", ""),
    ("parti", "partie", ""),
    ("resté", "restée", ""),
    ("né", "née", ""),
    ("mort", "morte", ""),
    ("tombé", "tombée", ""),
    ("devenu", "devenue", ""),
    ("revenu", "revenue", ""),
    ("sorti", "sortie", ""),
    ("entré", "entrée", ""),
    ("rentré", "rentrée", ""),
    ("retourné", "retournée", ""),
    ("monté", "montée", ""),
    ("descendu", "descendue", ""),
    ("levé", "levée", ""),
    ("couché", "couchée", ""),
    ("réveillé", "réveillée", ""),
    ("habillé", "habillée", ""),
    ("perdu", "perdue", ""),
    ("assis", "assise", ""),
    ("situé", "située", ""),
    ("construit", "construite", ""),
    ("invité", "invitée", ""),
    ("agressif", "agressive", ""),
    ("attentif", "attentive", ""),
    ("créatif", "créative", ""),
    ("négatif", "négative", ""),
    ("positif", "positive", ""),
    ("naïf", "naïve", ""),
    ("impulsif", "impulsive", ""),
    ("compréhensif", "compréhensive", ""),
    ("facultatif", "facultative", ""),
    ("affreux", "affreuse", ""),
    ("ambitieux", "ambitieuse", ""),
    ("anxieux", "anxieuse", ""),
    ("chanceux", "chanceuse", ""),
    ("fameux", "fameuse", ""),
    ("furieux", "furieuse", ""),
    ("honteux", "honteuse", ""),
    ("mystérieux", "mystérieuse", ""),
    ("merveilleux", "merveilleuse", ""),
    ("nombreux", "nombreuse", ""),
    ("peureux", "peureuse", ""),
    ("précieux", "précieuse", ""),
    ("religieux", "religieuse", ""),
    ("respectueux", "respectueuse", ""),
    ("silencieux", "silencieuse", ""),
    ("soigneux", "soigneuse", ""),
    ("spacieux", "spacieuse", ""),
    ("talentueux", "talentueuse", ""),
    ("prétentieux", "prétentieuse", ""),
    ("luxueux", "luxueuse", ""),
    ("lumineux", "lumineuse", ""),
    ("nuageux", "nuageuse", ""),
    ("pluvieux", "pluvieuse", ""),
    ("orageux", "orageuse", ""),
    ("savoureux", "savoureuse", ""),
    ("copieux", "copieuse", ""),
    ("coûteux", "coûteuse", ""),
    ("travailleur", "travailleuse", ""),
    ("menteur", "menteuse", ""),
    ("rêveur", "rêveuse", ""),
    ("moqueur", "moqueuse", ""),
    ("prometteur", "prometteuse", ""),
    ("poli", "polie", ""),
    ("impoli", "impolie", ""),
    ("prudent", "prudente", ""),
    ("indépendant", "indépendante", ""),
    ("marrant", "marrante", ""),
    ("puissant", "puissante", ""),
    ("brillant", "brillante", ""),
    ("compétent", "compétente", ""),
    ("mécontent", "mécontente", ""),
    ("évident", "évidente", ""),
    ("récent", "récente", ""),
    ("urgent", "urgente", ""),
    ("suffisant", "suffisante", ""),
    ("passionnant", "passionnante", ""),
    ("étonnant", "étonnante", ""),
    ("surprenant", "surprenante", ""),
    ("inquiétant", "inquiétante", ""),
    ("effrayant", "effrayante", ""),
    ("énervant", "énervante", ""),
    ("dégoûtant", "dégoûtante", ""),
    ("décevant", "décevante", ""),
    ("épuisant", "épuisante", ""),
    ("stressant", "stressante", ""),
    ("relaxant", "relaxante", ""),
    ("reposant", "reposante", ""),
    ("rassurant", "rassurante", ""),
    ("enrichissant", "enrichissante", ""),
    ("fascinant", "fascinante", ""),
    ("impressionnant", "impressionnante", ""),
    ("gênant", "gênante", ""),
    ("suivant", "suivante", ""),
    ("précédent", "précédente", ""),
    ("absent", "absente", ""),
    ("innocent", "innocente", ""),
    ("violent", "violente", ""),
    ("impatient", "impatiente", ""),
    ("exigeant", "exigeante", ""),
    ("payant", "payante", ""),
    ("piquant", "piquante", ""),
    ("élevé", "élevée", ""),
    ("cultivé", "cultivée", ""),
    ("doué", "douée", ""),
    ("motivé", "motivée", ""),
    ("organisé", "organisée", ""),
    ("préféré", "préférée", ""),
    ("détendu", "détendue", ""),
    ("inconnu", "inconnue", ""),
    ("équilibré", "équilibrée", ""),
    ("sucré", "sucrée", ""),
    ("salé", "salée", ""),
    ("épicé", "épicée", ""),
    ("grillé", "grillée", ""),
    ("doré", "dorée", ""),
    ("bronzé", "bronzée", ""),
    ("fâché", "fâchée", ""),
    ("vexé", "vexée", ""),
    ("étonné", "étonnée", ""),
    ("choqué", "choquée", ""),
    ("effrayé", "effrayée", ""),
    ("intéressé", "intéressée", ""),
    ("préoccupé", "préoccupée", ""),
    ("soulagé", "soulagée", ""),
    ("gêné", "gênée", ""),
    ("ému", "émue", ""),
    ("concentré", "concentrée", ""),
    ("décidé", "décidée", ""),
    ("fiancé", "fiancée", ""),
    ("divorcé", "divorcée", ""),
    ("séparé", "séparée", ""),
    ("guéri", "guérie", ""),
    ("enrhumé", "enrhumée", ""),
    ("cassé", "cassée", ""),
    ("abîmé", "abîmée", ""),
    ("meublé", "meublée", ""),
    ("équipé", "équipée", ""),
    ("décoré", "décorée", ""),
    ("éclairé", "éclairée", ""),
    ("climatisé", "climatisée", ""),
    ("bondé", "bondée", ""),
    ("réservé", "réservée", ""),
    ("annulé", "annulée", ""),
    ("prévu", "prévue", ""),
    ("autorisé", "autorisée", ""),
    ("obligé", "obligée", ""),
    ("gratuit", "gratuite", ""),
    ("usé", "usée", ""),
    ("démodé", "démodée", ""),
    ("musclé", "musclée", ""),
    ("frisé", "frisée", ""),
    ("bouclé", "bouclée", ""),
    ("ensoleillé", "ensoleillée", ""),
    ("glacé", "glacée", ""),
    ("affamé", "affamée", ""),
    ("mouillé", "mouillée", ""),
    ("trempé", "trempée", ""),
    ("volé", "volée", ""),
    ("argenté", "argentée", ""),
    ("foncé", "foncée", ""),
    ("opposé", "opposée", ""),
    ("privé", "privée", ""),
    ("passé", "passée", ""),
    ("fini", "finie", ""),
    ("terminé", "terminée", ""),
    ("installé", "installée", ""),
    ("risqué", "risquée", ""),
    ("laid", "laide", ""),
    ("rond", "ronde", ""),
    ("profond", "profonde", ""),
    ("sourd", "sourde", ""),
    ("idiot", "idiote", ""),
    ("étroit", "étroite", ""),
    ("maladroit", "maladroite", ""),
    ("couvert", "couverte", ""),
    ("expert", "experte", ""),
    ("certain", "certaine", ""),
    ("humain", "humaine", ""),
    ("lointain", "lointaine", ""),
    ("sain", "saine", ""),
    ("urbain", "urbaine", ""),
    ("commun", "commune", ""),
    ("africain", "africaine", ""),
    ("cubain", "cubaine", ""),
    ("roumain", "roumaine", ""),
    ("musulman", "musulmane", ""),
    ("exact", "exacte", ""),
    ("correct", "correcte", ""),
    ("strict", "stricte", ""),
    ("têtu", "têtue", ""),
    ("barbu", "barbue", ""),
    ("absolu", "absolue", ""),
    ("endormi", "endormie", ""),
    ("épanoui", "épanouie", ""),
    ("réussi", "réussie", ""),
    ("rempli", "remplie", ""),
    ("favori", "favorite", ""),
    ("actuel", "actuelle", ""),
    ("annuel", "annuelle", ""),
    ("mensuel", "mensuelle", ""),
    ("habituel", "habituelle", ""),
    ("exceptionnel", "exceptionnelle", ""),
    ("traditionnel", "traditionnelle", ""),
    ("professionnel", "professionnelle", ""),
    ("personnel", "personnelle", ""),
    ("réel", "réelle", ""),
    ("officiel", "officielle", ""),
    ("culturel", "culturelle", ""),
    ("essentiel", "essentielle", ""),
    ("manuel", "manuelle", ""),
    ("pareil", "pareille", ""),
    ("quotidien", "quotidienne", ""),
    ("européen", "européenne", ""),
    ("coréen", "coréenne", ""),
    ("brésilien", "brésilienne", ""),
    ("indien", "indienne", ""),
    ("égyptien", "égyptienne", ""),
    ("tunisien", "tunisienne", ""),
    ("algérien", "algérienne", ""),
    ("vietnamien", "vietnamienne", ""),
    ("ukrainien", "ukrainienne", ""),
    ("iranien", "iranienne", ""),
    ("colombien", "colombienne", ""),
    ("péruvien", "péruvienne", ""),
    ("norvégien", "norvégienne", ""),
    ("chilien", "chilienne", ""),
    ("australien", "australienne", ""),
    ("autrichien", "autrichienne", ""),
    ("végétarien", "végétarienne", ""),
    ("breton", "bretonne", ""),
    ("portugais", "portugaise", ""),
    ("polonais", "polonaise", ""),
    ("irlandais", "irlandaise", ""),
    ("écossais", "écossaise", ""),
    ("hollandais", "hollandaise", ""),
    ("danois", "danoise", ""),
    ("suédois", "suédoise", ""),
    ("finlandais", "finlandaise", ""),
    ("libanais", "libanaise", ""),
    ("sénégalais", "sénégalaise", ""),
    ("congolais", "congolaise", ""),
    ("camerounais", "camerounaise", ""),
    ("québécois", "québécoise", ""),
    ("thaïlandais", "thaïlandaise", ""),
    ("turc", "turque", ""),
    ("grec", "grecque", ""),
    ("entier", "entière", ""),
    ("familier", "familière", ""),
    ("régulier", "régulière", ""),
    ("particulier", "particulière", ""),
    ("grossier", "grossière", ""),
    ("financier", "financière", ""),
    ("fier", "fière", ""),
    ("amer", "amère", ""),
    ("secret", "secrète", ""),
    ("discret", "discrète", ""),
    ("concret", "concrète", ""),
    ("incomplet", "incomplète", ""),
    ("muet", "muette", ""),
    ("violet", "violette", ""),
    ("public", "publique", ""),
    ("franc", "franche", ""),
    ("roux", "rousse", ""),
    ("gras", "grasse", ""),
    ("épais", "épaisse", ""),
    ("mou", "molle", ""),
    ("inférieur", "inférieure", ""),
    ("supérieur", "supérieure", ""),
    ("extérieur", "extérieure", ""),
    ("intérieur", "intérieure", ""),
    ("majeur", "majeure", ""),
    ("mineur", "mineure", ""),
    ("futur", "future", ""),
    ("facile", "facile", ""),
    ("difficile", "difficile", ""),
    ("rapide", "rapide", ""),
    ("utile", "utile", ""),
    ("inutile", "inutile", ""),
    ("triste", "triste", ""),
    ("simple", "simple", ""),
    ("moderne", "moderne", ""),
    ("riche", "riche", ""),
    ("pauvre", "pauvre", ""),
    ("sympathique", "sympathique", ""),
    ("agréable", "agréable", ""),
    ("désagréable", "désagréable", ""),
    ("confortable", "confortable", ""),
    ("magnifique", "magnifique", ""),
    ("formidable", "formidable", ""),
    ("terrible", "terrible", ""),
    ("horrible", "horrible", ""),
    ("incroyable", "incroyable", ""),
    ("possible", "possible", ""),
    ("impossible", "impossible", ""),
    ("nécessaire", "nécessaire", ""),
    ("sage", "sage", ""),
    ("honnête", "honnête", ""),
    ("timide", "timide", ""),
    ("drôle", "drôle", ""),
    ("énorme", "énorme", ""),
    ("étrange", "étrange", ""),
    ("bizarre", "bizarre", ""),
    ("tranquille", "tranquille", ""),
    ("solide", "solide", ""),
    ("fragile", "fragile", ""),
    ("fidèle", "fidèle", ""),
    ("libre", "libre", ""),
    ("propre", "propre", ""),
    ("large", "large", ""),
    ("mince", "mince", ""),
    ("maigre", "maigre", ""),
    ("chauve", "chauve", ""),
    ("jaune", "jaune", ""),
    ("rouge", "rouge", ""),
    ("beige", "beige", ""),
    ("stupide", "stupide", ""),
    ("populaire", "populaire", ""),
    ("ordinaire", "ordinaire", ""),
    ("extraordinaire", "extraordinaire", ""),
    ("unique", "unique", ""),
    ("typique", "typique", ""),
    ("classique", "classique", ""),
    ("économique", "économique", ""),
    ("écologique", "écologique", ""),
    ("touristique", "touristique", ""),
    ("historique", "historique", ""),
    ("fantastique", "fantastique", ""),
    ("dynamique", "dynamique", ""),
    ("romantique", "romantique", ""),
    ("logique", "logique", ""),
    ("magique", "magique", ""),
    ("authentique", "authentique", ""),
    ("humide", "humide", ""),
    ("aimable", "aimable", ""),
    ("raisonnable", "raisonnable", ""),
    ("capable", "capable", ""),
    ("disponible", "disponible", ""),
    ("indispensable", "indispensable", ""),
    ("remarquable", "remarquable", ""),
    ("sensible", "sensible", ""),
    ("malade", "malade", ""),
    ("grave", "grave", ""),
    ("rare", "rare", ""),
    ("sombre", "sombre", ""),
    ("immense", "immense", ""),
    ("minuscule", "minuscule", ""),
    ("tiède", "tiède", ""),
    ("pâle", "pâle", ""),
    ("efficace", "efficace", ""),
    ("fiable", "fiable", ""),
    ("obligatoire", "obligatoire", ""),
    ("scolaire", "scolaire", ""),
    ("numérique", "numérique", ""),
    ("électrique", "électrique", ""),
    ("automatique", "automatique", ""),
    ("sévère", "sévère", ""),
    ("sincère", "sincère", ""),
    ("sociable", "sociable", ""),
    ("faible", "faible", ""),
    ("moche", "moche", ""),
    ("identique", "identique", ""),
];

/// Adjectives that go before the noun (beauté, âge, bonté, taille).
const BAGS: &[&str] = &[
    "petit",
    "petite",
    "grand",
    "grande",
    "gros",
    "grosse",
    "bon",
    "bonne",
    "mauvais",
    "mauvaise",
    "beau",
    "belle",
    "bel",
    "nouveau",
    "nouvelle",
    "nouvel",
    "vieux",
    "vieille",
    "vieil",
    "joli",
    "jolie",
    "jeune",
    "meilleur",
    "meilleure",
];

/// Adjectives that go after the noun: colours, nationalities, shapes and the like.
const AFTER_ADJS: &[&str] = &[
    "rouge",
    "bleu",
    "bleue",
    "vert",
    "verte",
    "noir",
    "noire",
    "blanc",
    "blanche",
    "jaune",
    "gris",
    "grise",
    "rose",
    "orange",
    "violet",
    "violette",
    "marron",
    "français",
    "française",
    "anglais",
    "anglaise",
    "américain",
    "américaine",
    "italien",
    "italienne",
    "espagnol",
    "espagnole",
    "allemand",
    "allemande",
    "japonais",
    "japonaise",
    "chinois",
    "chinoise",
    "intéressant",
    "intéressante",
    "délicieux",
    "délicieuse",
    "rapide",
    "moderne",
    "confortable",
    "célèbre",
    "difficile",
    "facile",
    "sympa",
    "magnifique",
];

/// Irregular verbs: infinitive; present; subjunctive; past participle; auxiliary (e/a);
/// imperfect stem; future stem. "-" where a form is not used.
const VERBS: &str = "\
être;suis es est sommes êtes sont;sois sois soit soyons soyez soient;été;a;ét;ser
avoir;ai as a avons avez ont;aie aies ait ayons ayez aient;eu;a;av;aur
aller;vais vas va allons allez vont;aille ailles aille allions alliez aillent;allé;e;all;ir
faire;fais fais fait faisons faites font;fasse fasses fasse fassions fassiez fassent;fait;a;fais;fer
pouvoir;peux peux peut pouvons pouvez peuvent;puisse puisses puisse puissions puissiez puissent;pu;a;pouv;pourr
vouloir;veux veux veut voulons voulez veulent;veuille veuilles veuille voulions vouliez veuillent;voulu;a;voul;voudr
savoir;sais sais sait savons savez savent;sache saches sache sachions sachiez sachent;su;a;sav;saur
devoir;dois dois doit devons devez doivent;doive doives doive devions deviez doivent;dû;a;dev;devr
venir;viens viens vient venons venez viennent;vienne viennes vienne venions veniez viennent;venu;e;ven;viendr
revenir;reviens reviens revient revenons revenez reviennent;revienne reviennes revienne revenions reveniez reviennent;revenu;e;reven;reviendr
devenir;deviens deviens devient devenons devenez deviennent;devienne deviennes devienne devenions deveniez deviennent;devenu;e;deven;deviendr
tenir;tiens tiens tient tenons tenez tiennent;tienne tiennes tienne tenions teniez tiennent;tenu;a;ten;tiendr
prendre;prends prends prend prenons prenez prennent;prenne prennes prenne prenions preniez prennent;pris;a;pren;prendr
apprendre;apprends apprends apprend apprenons apprenez apprennent;apprenne apprennes apprenne apprenions appreniez apprennent;appris;a;appren;apprendr
comprendre;comprends comprends comprend comprenons comprenez comprennent;comprenne comprennes comprenne comprenions compreniez comprennent;compris;a;compren;comprendr
mettre;mets mets met mettons mettez mettent;mette mettes mette mettions mettiez mettent;mis;a;mett;mettr
dire;dis dis dit disons dites disent;dise dises dise disions disiez disent;dit;a;dis;dir
lire;lis lis lit lisons lisez lisent;lise lises lise lisions lisiez lisent;lu;a;lis;lir
écrire;écris écris écrit écrivons écrivez écrivent;écrive écrives écrive écrivions écriviez écrivent;écrit;a;écriv;écrir
voir;vois vois voit voyons voyez voient;voie voies voie voyions voyiez voient;vu;a;voy;verr
croire;crois crois croit croyons croyez croient;croie croies croie croyions croyiez croient;cru;a;croy;croir
boire;bois bois boit buvons buvez boivent;boive boives boive buvions buviez boivent;bu;a;buv;boir
partir;pars pars part partons partez partent;parte partes parte partions partiez partent;parti;e;part;partir
sortir;sors sors sort sortons sortez sortent;sorte sortes sorte sortions sortiez sortent;sorti;e;sort;sortir
dormir;dors dors dort dormons dormez dorment;dorme dormes dorme dormions dormiez dorment;dormi;a;dorm;dormir
connaître;connais connais connaît connaissons connaissez connaissent;connaisse connaisses connaisse connaissions connaissiez connaissent;connu;a;connaiss;connaîtr
vivre;vis vis vit vivons vivez vivent;vive vives vive vivions viviez vivent;vécu;a;viv;vivr
suivre;suis suis suit suivons suivez suivent;suive suives suive suivions suiviez suivent;suivi;a;suiv;suivr
recevoir;reçois reçois reçoit recevons recevez reçoivent;reçoive reçoives reçoive recevions receviez reçoivent;reçu;a;recev;recevr
ouvrir;ouvre ouvres ouvre ouvrons ouvrez ouvrent;ouvre ouvres ouvre ouvrions ouvriez ouvrent;ouvert;a;ouvr;ouvrir
offrir;offre offres offre offrons offrez offrent;offre offres offre offrions offriez offrent;offert;a;offr;offrir
courir;cours cours court courons courez courent;coure coures coure courions couriez courent;couru;a;cour;courr
mourir;meurs meurs meurt mourons mourez meurent;meure meures meure mourions mouriez meurent;mort;e;mour;mourr
naître;nais nais naît naissons naissez naissent;naisse naisses naisse naissions naissiez naissent;né;e;naiss;naîtr
plaire;plais plais plaît plaisons plaisez plaisent;plaise plaises plaise plaisions plaisiez plaisent;plu;a;plais;plair
conduire;conduis conduis conduit conduisons conduisez conduisent;conduise conduises conduise conduisions conduisiez conduisent;conduit;a;conduis;conduir
envoyer;envoie envoies envoie envoyons envoyez envoient;envoie envoies envoie envoyions envoyiez envoient;envoyé;a;envoy;enverr
pleuvoir;- - pleut - - -;- - pleuve - - -;plu;a;pleuv;pleuvr
servir;sers sers sert servons servez servent;serve serves serve servions serviez servent;servi;a;serv;servir
sentir;sens sens sent sentons sentez sentent;sente sentes sente sentions sentiez sentent;senti;a;sent;sentir
mentir;mens mens ment mentons mentez mentent;mente mentes mente mentions mentiez mentent;menti;a;ment;mentir
ressentir;ressens ressens ressent ressentons ressentez ressentent;ressente ressentes ressente ressentions ressentiez ressentent;ressenti;a;ressent;ressentir
endormir;endors endors endort endormons endormez endorment;endorme endormes endorme endormions endormiez endorment;endormi;a;endorm;endormir
repartir;repars repars repart repartons repartez repartent;reparte repartes reparte repartions repartiez repartent;reparti;e;repart;repartir
découvrir;découvre découvres découvre découvrons découvrez découvrent;découvre découvres découvre découvrions découvriez découvrent;découvert;a;découvr;découvrir
couvrir;couvre couvres couvre couvrons couvrez couvrent;couvre couvres couvre couvrions couvriez couvrent;couvert;a;couvr;couvrir
souffrir;souffre souffres souffre souffrons souffrez souffrent;souffre souffres souffre souffrions souffriez souffrent;souffert;a;souffr;souffrir
accueillir;accueille accueilles accueille accueillons accueillez accueillent;accueille accueilles accueille accueillions accueilliez accueillent;accueilli;a;accueill;accueiller
cueillir;cueille cueilles cueille cueillons cueillez cueillent;cueille cueilles cueille cueillions cueilliez cueillent;cueilli;a;cueill;cueiller
battre;bats bats bat battons battez battent;batte battes batte battions battiez battent;battu;a;batt;battr
combattre;combats combats combat combattons combattez combattent;combatte combattes combatte combattions combattiez combattent;combattu;a;combatt;combattr
permettre;permets permets permet permettons permettez permettent;permette permettes permette permettions permettiez permettent;permis;a;permett;permettr
promettre;promets promets promet promettons promettez promettent;promette promettes promette promettions promettiez promettent;promis;a;promett;promettr
admettre;admets admets admet admettons admettez admettent;admette admettes admette admettions admettiez admettent;admis;a;admett;admettr
remettre;remets remets remet remettons remettez remettent;remette remettes remette remettions remettiez remettent;remis;a;remett;remettr
transmettre;transmets transmets transmet transmettons transmettez transmettent;transmette transmettes transmette transmettions transmettiez transmettent;transmis;a;transmett;transmettr
reprendre;reprends reprends reprend reprenons reprenez reprennent;reprenne reprennes reprenne reprenions repreniez reprennent;repris;a;repren;reprendr
surprendre;surprends surprends surprend surprenons surprenez surprennent;surprenne surprennes surprenne surprenions surpreniez surprennent;surpris;a;surpren;surprendr
obtenir;obtiens obtiens obtient obtenons obtenez obtiennent;obtienne obtiennes obtienne obtenions obteniez obtiennent;obtenu;a;obten;obtiendr
retenir;retiens retiens retient retenons retenez retiennent;retienne retiennes retienne retenions reteniez retiennent;retenu;a;reten;retiendr
appartenir;appartiens appartiens appartient appartenons appartenez appartiennent;appartienne appartiennes appartienne appartenions apparteniez appartiennent;appartenu;a;apparten;appartiendr
contenir;contiens contiens contient contenons contenez contiennent;contienne contiennes contienne contenions conteniez contiennent;contenu;a;conten;contiendr
maintenir;maintiens maintiens maintient maintenons maintenez maintiennent;maintienne maintiennes maintienne maintenions mainteniez maintiennent;maintenu;a;mainten;maintiendr
soutenir;soutiens soutiens soutient soutenons soutenez soutiennent;soutienne soutiennes soutienne soutenions souteniez soutiennent;soutenu;a;souten;soutiendr
souvenir;souviens souviens souvient souvenons souvenez souviennent;souvienne souviennes souvienne souvenions souveniez souviennent;souvenu;e;souven;souviendr
prévenir;préviens préviens prévient prévenons prévenez préviennent;prévienne préviennes prévienne prévenions préveniez préviennent;prévenu;a;préven;préviendr
décrire;décris décris décrit décrivons décrivez décrivent;décrive décrives décrive décrivions décriviez décrivent;décrit;a;décriv;décrir
inscrire;inscris inscris inscrit inscrivons inscrivez inscrivent;inscrive inscrives inscrive inscrivions inscriviez inscrivent;inscrit;a;inscriv;inscrir
relire;relis relis relit relisons relisez relisent;relise relises relise relisions relisiez relisent;relu;a;relis;relir
rire;ris ris rit rions riez rient;rie ries rie riions riiez rient;ri;a;ri;rir
sourire;souris souris sourit sourions souriez sourient;sourie souries sourie souriions souriiez sourient;souri;a;souri;sourir
produire;produis produis produit produisons produisez produisent;produise produises produise produisions produisiez produisent;produit;a;produis;produir
traduire;traduis traduis traduit traduisons traduisez traduisent;traduise traduises traduise traduisions traduisiez traduisent;traduit;a;traduis;traduir
construire;construis construis construit construisons construisez construisent;construise construises construise construisions construisiez construisent;construit;a;construis;construir
détruire;détruis détruis détruit détruisons détruisez détruisent;détruise détruises détruise détruisions détruisiez détruisent;détruit;a;détruis;détruir
réduire;réduis réduis réduit réduisons réduisez réduisent;réduise réduises réduise réduisions réduisiez réduisent;réduit;a;réduis;réduir
cuire;cuis cuis cuit cuisons cuisez cuisent;cuise cuises cuise cuisions cuisiez cuisent;cuit;a;cuis;cuir
peindre;peins peins peint peignons peignez peignent;peigne peignes peigne peignions peigniez peignent;peint;a;peign;peindr
éteindre;éteins éteins éteint éteignons éteignez éteignent;éteigne éteignes éteigne éteignions éteigniez éteignent;éteint;a;éteign;éteindr
craindre;crains crains craint craignons craignez craignent;craigne craignes craigne craignions craigniez craignent;craint;a;craign;craindr
plaindre;plains plains plaint plaignons plaignez plaignent;plaigne plaignes plaigne plaignions plaigniez plaignent;plaint;a;plaign;plaindr
joindre;joins joins joint joignons joignez joignent;joigne joignes joigne joignions joigniez joignent;joint;a;joign;joindr
rejoindre;rejoins rejoins rejoint rejoignons rejoignez rejoignent;rejoigne rejoignes rejoigne rejoignions rejoigniez rejoignent;rejoint;a;rejoign;rejoindr
atteindre;atteins atteins atteint atteignons atteignez atteignent;atteigne atteignes atteigne atteignions atteigniez atteignent;atteint;a;atteign;atteindr
apercevoir;aperçois aperçois aperçoit apercevons apercevez aperçoivent;aperçoive aperçoives aperçoive apercevions aperceviez aperçoivent;aperçu;a;apercev;apercevr
décevoir;déçois déçois déçoit décevons décevez déçoivent;déçoive déçoives déçoive décevions déceviez déçoivent;déçu;a;décev;décevr
revoir;revois revois revoit revoyons revoyez revoient;revoie revoies revoie revoyions revoyiez revoient;revu;a;revoy;reverr
prévoir;prévois prévois prévoit prévoyons prévoyez prévoient;prévoie prévoies prévoie prévoyions prévoyiez prévoient;prévu;a;prévoy;prévoir
falloir;- - faut - - -;- - faille - - -;fallu;a;fall;faudr
valoir;vaux vaux vaut valons valez valent;vaille vailles vaille valions valiez vaillent;valu;a;val;vaudr
interrompre;interromps interromps interrompt interrompons interrompez interrompent;interrompe interrompes interrompe interrompions interrompiez interrompent;interrompu;a;interromp;interrompr
paraître;parais parais paraît paraissons paraissez paraissent;paraisse paraisses paraisse paraissions paraissiez paraissent;paru;a;paraiss;paraîtr
disparaître;disparais disparais disparaît disparaissons disparaissez disparaissent;disparaisse disparaisses disparaisse disparaissions disparaissiez disparaissent;disparu;a;disparaiss;disparaîtr
reconnaître;reconnais reconnais reconnaît reconnaissons reconnaissez reconnaissent;reconnaisse reconnaisses reconnaisse reconnaissions reconnaissiez reconnaissent;reconnu;a;reconnaiss;reconnaîtr
suffire;suffis suffis suffit suffisons suffisez suffisent;suffise suffises suffise suffisions suffisiez suffisent;suffi;a;suffis;suffir
conclure;conclus conclus conclut concluons concluez concluent;conclue conclues conclue concluions concluiez concluent;conclu;a;conclu;conclur
résoudre;résous résous résout résolvons résolvez résolvent;résolve résolves résolve résolvions résolviez résolvent;résolu;a;résolv;résoudr
fuir;fuis fuis fuit fuyons fuyez fuient;fuie fuies fuie fuyions fuyiez fuient;fui;a;fuy;fuir
survivre;survis survis survit survivons survivez survivent;survive survives survive survivions surviviez survivent;survécu;a;surviv;survivr
poursuivre;poursuis poursuis poursuit poursuivons poursuivez poursuivent;poursuive poursuives poursuive poursuivions poursuiviez poursuivent;poursuivi;a;poursuiv;poursuivr
interdire;interdis interdis interdit interdisons interdisez interdisent;interdise interdises interdise interdisions interdisiez interdisent;interdit;a;interdis;interdir
refaire;refais refais refait refaisons refaites refont;refasse refasses refasse refassions refassiez refassent;refait;a;refais;refer
jeter;jette jettes jette jetons jetez jettent;jette jettes jette jetions jetiez jettent;jeté;a;jet;jetter
rappeler;rappelle rappelles rappelle rappelons rappelez rappellent;rappelle rappelles rappelle rappelions rappeliez rappellent;rappelé;a;rappel;rappeller
enlever;enlève enlèves enlève enlevons enlevez enlèvent;enlève enlèves enlève enlevions enleviez enlèvent;enlevé;a;enlev;enlèver
amener;amène amènes amène amenons amenez amènent;amène amènes amène amenions ameniez amènent;amené;a;amen;amèner
mener;mène mènes mène menons menez mènent;mène mènes mène menions meniez mènent;mené;a;men;mèner
ramener;ramène ramènes ramène ramenons ramenez ramènent;ramène ramènes ramène ramenions rameniez ramènent;ramené;a;ramen;ramèner
peser;pèse pèses pèse pesons pesez pèsent;pèse pèses pèse pesions pesiez pèsent;pesé;a;pes;pèser
compléter;complète complètes complète complétons complétez complètent;complète complètes complète complétions complétiez complètent;complété;a;complét;compléter
posséder;possède possèdes possède possédons possédez possèdent;possède possèdes possède possédions possédiez possèdent;possédé;a;posséd;posséder
considérer;considère considères considère considérons considérez considèrent;considère considères considère considérions considériez considèrent;considéré;a;considér;considérer
suggérer;suggère suggères suggère suggérons suggérez suggèrent;suggère suggères suggère suggérions suggériez suggèrent;suggéré;a;suggér;suggérer
gérer;gère gères gère gérons gérez gèrent;gère gères gère gérions gériez gèrent;géré;a;gér;gérer
récupérer;récupère récupères récupère récupérons récupérez récupèrent;récupère récupères récupère récupérions récupériez récupèrent;récupéré;a;récupér;récupérer
sécher;sèche sèches sèche séchons séchez sèchent;sèche sèches sèche séchions séchiez sèchent;séché;a;séch;sécher
protéger;protège protèges protège protégeons protégez protègent;protège protèges protège protégions protégiez protègent;protégé;a;protége;protéger
régler;règle règles règle réglons réglez règlent;règle règles règle réglions régliez règlent;réglé;a;régl;régler
employer;emploie emploies emploie employons employez emploient;emploie emploies emploie employions employiez emploient;employé;a;employ;emploier
ennuyer;ennuie ennuies ennuie ennuyons ennuyez ennuient;ennuie ennuies ennuie ennuyions ennuyiez ennuient;ennuyé;a;ennuy;ennuier
essuyer;essuie essuies essuie essuyons essuyez essuient;essuie essuies essuie essuyions essuyiez essuient;essuyé;a;essuy;essuier
appuyer;appuie appuies appuie appuyons appuyez appuient;appuie appuies appuie appuyions appuyiez appuient;appuyé;a;appuy;appuier
tutoyer;tutoie tutoies tutoie tutoyons tutoyez tutoient;tutoie tutoies tutoie tutoyions tutoyiez tutoient;tutoyé;a;tutoy;tutoier
vouvoyer;vouvoie vouvoies vouvoie vouvoyons vouvoyez vouvoient;vouvoie vouvoies vouvoie vouvoyions vouvoyiez vouvoient;vouvoyé;a;vouvoy;vouvoier";

/// Regular -er verbs (present "je parle", subjunctive "que nous parlions").
const ER_VERBS: &str = "accepter acheter adorer aider aimer allumer amuser annuler appeler \
    apporter arrêter arriver assister attraper baisser bavarder bouger brûler cacher calmer \
    casser célébrer changer chanter chercher commander commencer compter confier consommer \
    contacter continuer coucher couper coûter créer crier critiquer cuisiner danser décider \
    décorer déjeuner demander déménager dépêcher dépenser déranger dessiner détester deviner \
    dîner discuter donner doucher durer écouter embrasser emmener empêcher emporter emprunter \
    encourager énerver enregistrer enseigner entrer envoyer espérer essayer étudier éviter \
    exagérer expliquer fêter fermer fumer gagner garder garer goûter habiller habiter hésiter \
    imaginer inquiéter installer inviter jouer laisser laver lever livrer louer manger manquer \
    marcher marier mériter monter montrer nager neiger nettoyer noter organiser oser oublier \
    parler partager participer passer payer penser pleurer porter poser pousser pratiquer \
    préférer préparer présenter prêter profiter promener proposer quitter raconter ranger rater \
    regarder regretter remarquer remercier rencontrer rentrer réparer répéter reposer réserver \
    respecter rester retourner retrouver réveiller réviser rêver sauter sembler signer skier \
    sonner souhaiter stresser supporter téléphoner terminer tomber toucher tourner travailler \
    traverser tromper trouver utiliser vérifier visiter voler voyager abandonner accompagner \
    accrocher accuser adapter admirer adopter affirmer ajouter améliorer analyser animer \
    approcher arroser assurer attacher augmenter avancer baigner bloquer bosser briller bronzer \
    brosser camper causer chauffer choquer circuler classer cliquer coller comparer composer \
    concerner confirmer conseiller conserver consulter contrôler copier corriger débarrasser \
    déclarer décoller découper décrocher déguster déposer désirer diriger distribuer divorcer \
    doubler douter économiser effacer embaucher emménager entraîner entourer épouser équiper \
    étonner évaluer exister exprimer fabriquer fâcher filmer fixer fonctionner former frapper \
    gâcher grimper griller guider habituer ignorer imprimer indiquer informer insister inventer \
    jurer lancer licencier limiter loger maquiller marquer mélanger menacer mentionner mesurer \
    modifier moquer motiver multiplier négocier observer occuper pardonner parier patienter \
    persuader photographier piquer placer plaisanter planter plier plonger polluer presser \
    prier programmer progresser prononcer prouver publier raccrocher rajouter ramasser rassurer \
    réaliser recommander recycler redoubler réclamer refuser remplacer renseigner renverser \
    repasser représenter résister résumer retirer risquer rouler saluer sauver séparer serrer \
    signaler simplifier soigner souffler souligner stationner supposer supprimer surveiller \
    taper télécharger tenter tirer tousser traîner traiter transformer transporter trembler \
    tricher vider voter zapper grignoter réchauffer emballer poster surfer naviguer sauvegarder \
    charger recharger brancher débrancher reporter rembourser échanger déshabiller raser \
    coiffer jardiner bricoler vacciner saigner blesser respirer avaler patiner pêcher explorer \
    ronfler rigoler questionner interroger féliciter excuser fréquenter consoler paniquer \
    intéresser passionner déprimer apprécier mémoriser tester échouer colorier calculer \
    planifier éplucher verser gaspiller démissionner postuler collaborer manifester protester \
    râler lutter trier dépasser démarrer piloter embarquer débarquer valider rapporter glisser \
    briser déchirer siffler dévorer cracher";

/// Regular -ir verbs of the "finir" kind and -re verbs of the "attendre" kind.
const IR_VERBS: &str = "finir choisir réussir grandir réfléchir remplir obéir agir vieillir \
    maigrir grossir rougir punir guérir nourrir accomplir agrandir applaudir atterrir avertir \
    bâtir définir démolir divertir éblouir élargir embellir enrichir envahir établir fleurir \
    fournir franchir garantir investir mincir noircir pâlir raccourcir rafraîchir ralentir \
    rajeunir réagir réunir rétablir rôtir saisir salir subir trahir unir vomir désobéir \
    approfondir aboutir adoucir durcir éclaircir épaissir jaunir moisir mûrir pourrir rebondir \
    refroidir rétrécir surgir bénir brunir";
const RE_VERBS: &str = "attendre entendre répondre vendre perdre rendre descendre défendre \
    étendre prétendre suspendre dépendre fondre confondre correspondre mordre tordre tondre \
    répandre revendre détendre";

/// Past participles of the verbs that take "être" in the passé composé. The marked ones can also
/// take an object and "avoir" ("j'ai monté les valises"), so they are judged only before a place.
const ETRE_PP: &[(&str, bool)] = &[
    ("allé", false),
    ("venu", false),
    ("arrivé", false),
    ("parti", false),
    ("resté", false),
    ("né", false),
    ("tombé", false),
    ("devenu", false),
    ("revenu", false),
    ("décédé", false),
    ("parvenu", false),
    ("entré", true),
    ("sorti", true),
    ("monté", true),
    ("descendu", true),
    ("rentré", true),
    ("retourné", true),
];

/// Made-up verb forms learners build by analogy, and the real form.
const BAD_FORMS: &[(&str, &str)] = &[
    ("offré", "offert"),
    ("découvré", "découvert"),
    ("couvré", "couvert"),
    ("souffré", "souffert"),
    ("croivent", "croient"),
    ("voivent", "voient"),
    ("recevent", "reçoivent"),
    ("tiendu", "tenu"),
    ("prendu", "pris"),
    ("apprendu", "appris"),
    ("comprendu", "compris"),
    ("surprendu", "surpris"),
    ("prené", "pris"),
    ("mettu", "mis"),
    ("metté", "mis"),
    ("promettu", "promis"),
    ("permettu", "permis"),
    ("lisé", "lu"),
    ("lisu", "lu"),
    ("disé", "dit"),
    ("écrivé", "écrit"),
    ("écrivu", "écrit"),
    ("faisé", "fait"),
    ("fairé", "fait"),
    ("voyé", "vu"),
    ("voiré", "vu"),
    ("boivé", "bu"),
    ("buvé", "bu"),
    ("buvu", "bu"),
    ("croyé", "cru"),
    ("ouvri", "ouvert"),
    ("offri", "offert"),
    ("couvri", "couvert"),
    ("découvri", "découvert"),
    ("souffri", "souffert"),
    ("mouru", "mort"),
    ("mouri", "mort"),
    ("naissé", "né"),
    ("vivé", "vécu"),
    ("vivu", "vécu"),
    ("recevé", "reçu"),
    ("recevu", "reçu"),
    ("pouvé", "pu"),
    ("pouvu", "pu"),
    ("voulé", "voulu"),
    ("savé", "su"),
    ("savu", "su"),
    ("connaissé", "connu"),
    ("courru", "couru"),
    ("éteindu", "éteint"),
    ("peindu", "peint"),
    ("conduisé", "conduit"),
    ("sorté", "sorti"),
    ("parté", "parti"),
    ("dormé", "dormi"),
    ("suivé", "suivi"),
    ("répondi", "répondu"),
    ("attendi", "attendu"),
    ("vendi", "vendu"),
    ("perdi", "perdu"),
    ("entendi", "entendu"),
    ("descendi", "descendu"),
    ("rendi", "rendu"),
    ("finé", "fini"),
    ("choisé", "choisi"),
    ("réussé", "réussi"),
    ("étu", "été"),
    ("avu", "eu"),
    ("faisez", "faites"),
    ("disez", "dites"),
    ("faisent", "font"),
    ("allent", "vont"),
    ("prendent", "prennent"),
    ("comprendent", "comprennent"),
    ("apprendent", "apprennent"),
    ("venent", "viennent"),
    ("devent", "doivent"),
    ("pouvent", "peuvent"),
    ("voulent", "veulent"),
    ("croyent", "croient"),
    ("voyent", "voient"),
    ("connaisent", "connaissent"),
    ("finent", "finissent"),
    ("choisent", "choisissent"),
    ("boivais", "buvais"),
    ("boivait", "buvait"),
    ("prendais", "prenais"),
    ("prendait", "prenait"),
    ("prendaient", "prenaient"),
    ("comprendais", "comprenais"),
    ("comprendait", "comprenait"),
    ("apprendais", "apprenais"),
    ("apprendait", "apprenait"),
    ("connaisais", "connaissais"),
    ("connaisait", "connaissait"),
    ("servu", "servi"),
    ("sentu", "senti"),
    ("mentu", "menti"),
    ("construisé", "construit"),
    ("construisu", "construit"),
    ("produisé", "produit"),
    ("traduisé", "traduit"),
    ("traduisu", "traduit"),
    ("détruisé", "détruit"),
    ("réduisé", "réduit"),
    ("cuisé", "cuit"),
    ("peindé", "peint"),
    ("craindu", "craint"),
    ("craindé", "craint"),
    ("joindu", "joint"),
    ("rejoindu", "rejoint"),
    ("atteindu", "atteint"),
    ("plaindu", "plaint"),
    ("éteindé", "éteint"),
    ("permetté", "permis"),
    ("prometté", "promis"),
    ("remettu", "remis"),
    ("remetté", "remis"),
    ("admettu", "admis"),
    ("battré", "battu"),
    ("reprendu", "repris"),
    ("obtené", "obtenu"),
    ("obteni", "obtenu"),
    ("reteni", "retenu"),
    ("décrivé", "décrit"),
    ("inscrivé", "inscrit"),
    ("décevé", "déçu"),
    ("décevu", "déçu"),
    ("apercevu", "aperçu"),
    ("rié", "ri"),
    ("suffisé", "suffi"),
    ("concluré", "conclu"),
    ("résoudu", "résolu"),
    ("résolvé", "résolu"),
    ("disparaissé", "disparu"),
    ("reconnaissé", "reconnu"),
    ("paraissé", "paru"),
    ("valoiru", "valu"),
    ("obtenent", "obtiennent"),
    ("retenent", "retiennent"),
    ("tenent", "tiennent"),
    ("revenent", "reviennent"),
    ("devenent", "deviennent"),
    ("reprendent", "reprennent"),
    ("surprendent", "surprennent"),
    ("peindent", "peignent"),
    ("éteindent", "éteignent"),
    ("craindent", "craignent"),
    ("rejoindent", "rejoignent"),
    ("recevent", "reçoivent"),
];

/// Future stems learners build from the infinitive, and the real stem.
const BAD_FUTURE: &[(&str, &str)] = &[
    ("pouvr", "pourr"),
    ("pouvoir", "pourr"),
    ("fair", "fer"),
    ("faire", "fer"),
    ("aller", "ir"),
    ("venir", "viendr"),
    ("voir", "verr"),
    ("avoir", "aur"),
    ("savoir", "saur"),
    ("vouloir", "voudr"),
    ("voulr", "voudr"),
    ("devoir", "devr"),
    ("tenir", "tiendr"),
    ("envoyer", "enverr"),
    ("courir", "courr"),
    ("mourir", "mourr"),
    ("recevoir", "recevr"),
    ("revenir", "reviendr"),
    ("devenir", "deviendr"),
    ("obtenir", "obtiendr"),
    ("obtenr", "obtiendr"),
    ("retenir", "retiendr"),
    ("appartenir", "appartiendr"),
    ("prévenir", "préviendr"),
    ("souvenir", "souviendr"),
    ("apercevoir", "apercevr"),
    ("décevoir", "décevr"),
    ("revoir", "reverr"),
    ("valoir", "vaudr"),
    ("falloir", "faudr"),
    ("maintenir", "maintiendr"),
    ("soutenir", "soutiendr"),
    ("contenir", "contiendr"),
];

/// Countries and regions: name, kind. f = feminine ("en France"), m = masculine ("au Japon"),
/// v = masculine before a vowel ("en Iran"), p = plural ("aux États-Unis").
const COUNTRIES: &[(&str, char)] = &[
    ("france", 'f'),
    ("espagne", 'f'),
    ("italie", 'f'),
    ("allemagne", 'f'),
    ("angleterre", 'f'),
    ("chine", 'f'),
    ("corée", 'f'),
    ("grèce", 'f'),
    ("suisse", 'f'),
    ("belgique", 'f'),
    ("russie", 'f'),
    ("australie", 'f'),
    ("amérique", 'f'),
    ("afrique", 'f'),
    ("europe", 'f'),
    ("asie", 'f'),
    ("inde", 'f'),
    ("turquie", 'f'),
    ("pologne", 'f'),
    ("suède", 'f'),
    ("norvège", 'f'),
    ("irlande", 'f'),
    ("écosse", 'f'),
    ("argentine", 'f'),
    ("colombie", 'f'),
    ("tunisie", 'f'),
    ("algérie", 'f'),
    ("égypte", 'f'),
    ("autriche", 'f'),
    ("hongrie", 'f'),
    ("roumanie", 'f'),
    ("croatie", 'f'),
    ("thaïlande", 'f'),
    ("indonésie", 'f'),
    ("malaisie", 'f'),
    ("bretagne", 'f'),
    ("normandie", 'f'),
    ("provence", 'f'),
    ("californie", 'f'),
    ("floride", 'f'),
    ("finlande", 'f'),
    ("ukraine", 'f'),
    ("bulgarie", 'f'),
    ("syrie", 'f'),
    ("corse", 'f'),
    ("jamaïque", 'f'),
    ("guyane", 'f'),
    ("japon", 'm'),
    ("portugal", 'm'),
    ("canada", 'm'),
    ("brésil", 'm'),
    ("mexique", 'm'),
    ("maroc", 'm'),
    ("sénégal", 'm'),
    ("danemark", 'm'),
    ("chili", 'm'),
    ("pérou", 'm'),
    ("vietnam", 'm'),
    ("liban", 'm'),
    ("cameroun", 'm'),
    ("pakistan", 'm'),
    ("royaume-uni", 'm'),
    ("luxembourg", 'm'),
    ("venezuela", 'm'),
    ("kenya", 'm'),
    ("nigeria", 'm'),
    ("cambodge", 'm'),
    ("congo", 'm'),
    ("mali", 'm'),
    ("québec", 'm'),
    ("iran", 'v'),
    ("irak", 'v'),
    ("israël", 'v'),
    ("équateur", 'v'),
    ("ouzbékistan", 'v'),
    ("afghanistan", 'v'),
    ("états-unis", 'p'),
    ("pays-bas", 'p'),
    ("philippines", 'p'),
];

/// Cities ("à Paris", never "en Paris" or "au Paris").
const CITIES: &str = "paris lyon marseille toulouse nice nantes strasbourg montpellier bordeaux \
    lille rennes grenoble dijon nancy metz rouen brest tours lausanne genève bruxelles londres \
    berlin rome madrid barcelone lisbonne tokyo kyoto pékin shanghai séoul montréal \
    new-york moscou athènes vienne prague budapest varsovie amsterdam milan venise florence \
    naples munich hambourg dublin édimbourg istanbul dakar casablanca marrakech tunis alger \
    sydney chicago boston miami toronto vancouver bangkok séville valence";

/// Verbs and what comes before an infinitive after them: 'à' ("commencer à"; a bare infinitive
/// is wrong too), 'a' ("à", but a bare infinitive may be right), 'd' ("décider de"; bare is
/// wrong), 'e' ("de", bare may be right), '0' (a bare infinitive: "aimer faire").
const REGIMES: &[(&str, char)] = &[
    ("commencer", 'à'),
    ("apprendre", 'à'),
    ("réussir", 'à'),
    ("hésiter", 'à'),
    ("arriver", 'à'),
    ("habituer", 'à'),
    ("inviter", 'à'),
    ("encourager", 'à'),
    ("aider", 'a'),
    ("chercher", 'a'),
    ("décider", 'd'),
    ("arrêter", 'd'),
    ("oublier", 'd'),
    ("essayer", 'd'),
    ("refuser", 'd'),
    ("accepter", 'd'),
    ("éviter", 'd'),
    ("choisir", 'd'),
    ("rêver", 'd'),
    ("promettre", 'd'),
    ("mériter", 'd'),
    ("finir", 'd'),
    ("regretter", 'e'),
    ("souvenir", 'e'),
    ("proposer", 'e'),
    ("dépêcher", 'e'),
    ("aimer", '0'),
    ("adorer", '0'),
    ("détester", '0'),
    ("préférer", '0'),
    ("vouloir", '0'),
    ("pouvoir", '0'),
    ("devoir", '0'),
    ("savoir", '0'),
    ("espérer", '0'),
    ("oser", '0'),
];

/// Nouns after "en" + a determiner that keep "en": "en une heure", "en mon nom", "en l'air".
const EN_DET_OK: &[&str] = &[
    "air",
    "honneur",
    "absence",
    "occurrence",
    "matière",
    "fait",
    "temps",
    "moment",
    "même",
    "tout",
    "fin",
    "heure",
    "heures",
    "an",
    "ans",
    "semaine",
    "semaines",
    "mois",
    "minute",
    "minutes",
    "jour",
    "jours",
    "année",
    "années",
    "seconde",
    "secondes",
    "instant",
    "fois",
    "mot",
    "rien",
    "coup",
    "faveur",
    "nom",
    "compagnie",
    "présence",
    "mémoire",
    "personne",
    "hommage",
    "cas",
    "sens",
    "place",
    "soirée",
    "journée",
    "nuit",
    "après-midi",
];

/// Participles learners build by analogy that are real words elsewhere ("les jours ouvrés"):
/// judged only right after "avoir".
const AUX_BAD_FORMS: &[(&str, &str)] = &[("ouvré", "ouvert"), ("mouré", "mort")];
