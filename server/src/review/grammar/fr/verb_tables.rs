//! Verb tables: irregular verbs and regular -er, -ir and -re verbs, participles that take
//! "être", made-up forms learners build by analogy, and the word each verb takes before an
//! infinitive.

/// Irregular verbs: infinitive; present; subjunctive; past participle; auxiliary (e/a);
/// imperfect stem; future stem. "-" where a form is not used.
pub(super) const VERBS: &str = "\
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
pub(super) const ER_VERBS: &str =
    "accepter acheter adorer aider aimer allumer amuser annuler appeler \
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
pub(super) const IR_VERBS: &str =
    "finir choisir réussir grandir réfléchir remplir obéir agir vieillir \
    maigrir grossir rougir punir guérir nourrir accomplir agrandir applaudir atterrir avertir \
    bâtir définir démolir divertir éblouir élargir embellir enrichir envahir établir fleurir \
    fournir franchir garantir investir mincir noircir pâlir raccourcir rafraîchir ralentir \
    rajeunir réagir réunir rétablir rôtir saisir salir subir trahir unir vomir désobéir \
    approfondir aboutir adoucir durcir éclaircir épaissir jaunir moisir mûrir pourrir rebondir \
    refroidir rétrécir surgir bénir brunir";

pub(super) const RE_VERBS: &str =
    "attendre entendre répondre vendre perdre rendre descendre défendre \
    étendre prétendre suspendre dépendre fondre confondre correspondre mordre tordre tondre \
    répandre revendre détendre";

/// Past participles of the verbs that take "être" in the passé composé. The marked ones can also
/// take an object and "avoir" ("j'ai monté les valises"), so they are judged only before a place.
pub(super) const ETRE_PP: &[(&str, bool)] = &[
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
pub(super) const BAD_FORMS: &[(&str, &str)] = &[
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
pub(super) const BAD_FUTURE: &[(&str, &str)] = &[
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

/// Verbs and what comes before an infinitive after them: 'à' ("commencer à"; a bare infinitive
/// is wrong too), 'a' ("à", but a bare infinitive may be right), 'd' ("décider de"; bare is
/// wrong), 'e' ("de", bare may be right), '0' (a bare infinitive: "aimer faire").
pub(super) const REGIMES: &[(&str, char)] = &[
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

/// Participles learners build by analogy that are real words elsewhere ("les jours ouvrés"):
/// judged only right after "avoir".
pub(super) const AUX_BAD_FORMS: &[(&str, &str)] = &[("ouvré", "ouvert"), ("mouré", "mort")];
