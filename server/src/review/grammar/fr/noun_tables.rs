//! Noun tables: common nouns by gender, nouns for people, words with a silent h, countries and
//! cities, and nouns that keep "en" before a determiner. General word lists a French teacher would
//! give, not words of any one sentence.

/// Common nouns whose gender is not in doubt, masculine then feminine. Nouns that are both (le/la
/// livre, tour, poste, mode, mémoire, professeur, médecin, élève, enfant, collègue…) are left out.
pub(super) const NOUNS_M: &str = "confinement doctorat masque master prêt repassage revenu réchauffement \
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

pub(super) const NOUNS_F: &str = "affiche motivation pension mer actrice addition adresse affaire agence allergie ambiance amie année \
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
pub(super) const PERSONS: &str =
    "ami amie amis amies copain copine copains copines frère frères sœur \
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
pub(super) const H_MUET: &[&str] = &[
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

/// Countries and regions: name, kind. f = feminine ("en France"), m = masculine ("au Japon"),
/// v = masculine before a vowel ("en Iran"), p = plural ("aux États-Unis").
pub(super) const COUNTRIES: &[(&str, char)] = &[
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
pub(super) const CITIES: &str =
    "paris lyon marseille toulouse nice nantes strasbourg montpellier bordeaux \
    lille rennes grenoble dijon nancy metz rouen brest tours lausanne genève bruxelles londres \
    berlin rome madrid barcelone lisbonne tokyo kyoto pékin shanghai séoul montréal \
    new-york moscou athènes vienne prague budapest varsovie amsterdam milan venise florence \
    naples munich hambourg dublin édimbourg istanbul dakar casablanca marrakech tunis alger \
    sydney chicago boston miami toronto vancouver bangkok séville valence";

/// Nouns after "en" + a determiner that keep "en": "en une heure", "en mon nom", "en l'air".
pub(super) const EN_DET_OK: &[&str] = &[
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
