//! German vocabulary for the learner rules, read into the lexicon once.
//! General, everyday words: nouns with gender and plural, verbs with their forms and Perfekt
//! auxiliary, separable verbs, adjectives.

/// Nouns: gender (`m` `f` `n`; `m*` a weak masculine noun, `p` plural only), singular,
/// plural (`-` when the plural is the singular).
pub(super) const NOUN_TABLE: &str = "
m tisch tische|m stuhl stühle|m mann männer|m vater väter|m bruder brüder|m sohn söhne
m onkel -|m opa opas|m freund freunde|m hund hunde|m bus busse|m zug züge|m tag tage
m monat monate|m abend abende|m mittag mittage|m nachmittag nachmittage|m sommer -
m winter -|m frühling frühlinge|m herbst herbste|m urlaub urlaube|m garten gärten
m balkon balkone|m park parks|m zoo zoos|m bahnhof bahnhöfe|m flughafen flughäfen
m supermarkt supermärkte|m markt märkte|m laden läden|m arzt ärzte|m lehrer -|m schüler -
m chef chefs|m job jobs|m beruf berufe|m kuchen -|m kaffee kaffees|m tee tees|m wein weine
m saft säfte|m käse -|m fisch fische|m salat salate|m apfel äpfel|m film filme
m computer -|m laptop laptops|m fernseher -|m kühlschrank kühlschränke|m schrank schränke
m schlüssel -|m koffer -|m brief briefe|m termin termine|m kurs kurse|m platz plätze
m weg wege|m see seen|m berg berge|m fluss flüsse|m strand strände|m wald wälder
m regen -|m schnee -|m baum bäume|m geburtstag geburtstage|m verkäufer -|m preis preise
m fehler -|m unterricht -|m sport -|m spaß -|m hunger -|m durst -|m stress -|m traum träume
m wunsch wünsche|m plan pläne|m pass pässe|m besuch besuche|m gast gäste
m stadtrand stadtränder|m keller -|m boden böden|m raum räume|m lärm -|m bäcker -
m friseur friseure|m kellner -|m ingenieur ingenieure|m anwalt anwälte
m kindergarten kindergärten|m schultag schultage|m zucker -|m reis -|m honig -
m pullover -|m mantel mäntel|m schuh schuhe|m vertrag verträge|m kopf köpfe|m fuß füße
m zahn zähne|m rücken -|m fußball fußbälle|m verein vereine|m ort orte|m vogel vögel
m satz sätze|m text texte|m artikel -|m roman romane|m krimi krimis|m unfall unfälle
m stau staus|m verkehr -|m flug flüge|m montag montage|m dienstag dienstage
m mittwoch mittwoche|m donnerstag donnerstage|m freitag freitage|m samstag samstage
m sonntag sonntage|m feierabend feierabende|m erfolg erfolge|m grund gründe|m tipp tipps
m vorschlag vorschläge|m teller -|m topf töpfe|m herd herde|m ofen öfen|m hof höfe
m turm türme|m mitbewohner -|m partner -|m ehemann ehemänner|m enkel -|m cousin cousins
m großvater großväter|m zahnarzt zahnärzte|m mitarbeiter -|m vermieter -|m mieter -
m drucker -|m bildschirm bildschirme|m alltag -|m anfang anfänge|m moment momente
m wagen -|m arbeitsplatz arbeitsplätze|m kollegenkreis -|m fahrer -|m nachbarort nachbarorte
m lieblingsfilm lieblingsfilme|m schrank schränke|m teppich teppiche|m spiegel -
m kiosk kiosks|m stadtteil stadtteile|m bezirk bezirke|m wohnort wohnorte|m sprachkurs sprachkurse
m deutschkurs deutschkurse|m ausflug ausflüge|m spaziergang spaziergänge|m umzug umzüge
m einkauf einkäufe|m dom dome|m palast paläste|m hafen häfen|m fluss flüsse
m streit -|m rat -|m wecker -|m regenschirm regenschirme|m rock röcke|m hut hüte|m ring ringe
m hals hälse|m mund münder|m arm arme|m körper -|m himmel -|m wind winde|m flur flure
m* kunde kunden|m* kollege kollegen|m* nachbar nachbarn|m* herr herren|m* junge jungen
m* student studenten|m* mensch menschen|m* name namen|m* praktikant praktikanten
m* polizist polizisten|m* tourist touristen|m* präsident präsidenten|m* journalist journalisten
m* affe affen|m* löwe löwen|m* bär bären|m* neffe neffen|m* franzose franzosen|m* russe russen
m* pole polen|m* türke türken|m* experte experten|m* architekt architekten|m* fotograf fotografen
m* soldat soldaten|m* held helden|m* patient patienten|m* kunde kunden|m* bauer bauern
m* assistent assistenten|m* doktorand doktoranden|m* lieferant lieferanten|m* automat automaten
f frau frauen|f mutter mütter|f schwester schwestern|f tochter töchter|f tante tanten
f oma omas|f freundin freundinnen|f familie familien|f katze katzen|f stadt städte
f straße straßen|f wohnung wohnungen|f küche küchen|f tür türen|f schule schulen
f universität universitäten|f uni unis|f arbeit arbeiten|f firma firmen|f zeit zeiten
f woche wochen|f stunde stunden|f minute minuten|f uhr uhren|f nacht nächte|f karte karten
f prüfung prüfungen|f grammatik -|f sprache sprachen|f lasagne lasagnen|f pizza pizzas
f suppe suppen|f milch -|f butter -|f wurst würste|f schokolade -|f zitrone zitronen
f banane bananen|f tomate tomaten|f kartoffel kartoffeln|f party partys|f reise reisen
f fahrt fahrten|f bahn bahnen|f straßenbahn straßenbahnen|f haltestelle haltestellen
f brücke brücken|f kirche kirchen|f post -|f bibliothek bibliotheken|f apotheke apotheken
f bäckerei bäckereien|f kneipe kneipen|f bar bars|f praxis praxen|f klinik kliniken|f kita kitas
f ecke ecken|f mitte -|f nähe -|f hand hände|f nase nasen|f brille brillen|f jacke jacken
f hose hosen|f tasche taschen|f flasche flaschen|f tasse tassen|f zeitung zeitungen
f nachricht nachrichten|f frage fragen|f antwort antworten|f idee ideen|f meinung meinungen
f lösung lösungen|f entscheidung entscheidungen|f aufgabe aufgaben|f übung übungen
f stelle stellen|f miete mieten|f rechnung rechnungen|f gesundheit -|f krankheit krankheiten
f erkältung erkältungen|f angst ängste|f lust -|f ahnung -|f geschichte geschichten|f politik -
f musik -|f kunst künste|f kultur kulturen|f natur -|f umwelt -|f welt welten|f region regionen
f heimat -|f insel inseln|f küste küsten|f gegend gegenden|f farbe farben|f blume blumen
f pflanze pflanzen|f sonne -|f luft -|f wand wände|f lampe lampen|f treppe treppen
f kiste kisten|f regierung regierungen|f polizei -|f behörde behörden|f abteilung abteilungen
f gruppe gruppen|f klasse klassen|f mannschaft mannschaften|f kollegin kolleginnen
f nachbarin nachbarinnen|f lehrerin lehrerinnen|f ärztin ärztinnen|f chefin chefinnen
f großmutter großmütter|f person personen|f hochzeit hochzeiten|f feier feiern
f verspätung verspätungen|f pause pausen|f ruhe -|f sache sachen|f möglichkeit möglichkeiten
f erfahrung erfahrungen|f ausbildung ausbildungen|f arbeitslosigkeit -|f wirtschaft -
f gesellschaft gesellschaften|f beziehung beziehungen|f freundschaft freundschaften|f liebe -
f hilfe -|f zukunft -|f vergangenheit -|f ausstellung ausstellungen|f serie serien|f seite seiten
f nummer nummern|f adresse adressen|f kasse kassen|f rolle rollen|f regel regeln
f tablette tabletten|f toilette toiletten|f dusche duschen|f heizung heizungen|f garage garagen
f terrasse terrassen|f einladung einladungen|f torte torten|f richtung richtungen
f grenze grenzen|f autobahn autobahnen|f ampel ampeln|f werkstatt werkstätten|f fabrik fabriken
f kantine kantinen|f mensa mensen|f hälfte hälften|f zahl zahlen|f gitarre gitarren
f wissenschaft wissenschaften|f verwandte verwandten|f enkelin enkelinnen|f cousine cousinen
f studentin studentinnen|f verkäuferin verkäuferinnen|f kundin kundinnen|f mutter mütter
f lehre lehren|f reparatur reparaturen|f wahl wahlen|f sprachschule sprachschulen
f buchhaltung -|f geburt geburten|f kindheit -|f jugend -|f freizeit -|f arbeitszeit arbeitszeiten
f pünktlichkeit -|f zeitschrift zeitschriften|f sendung sendungen|f werbung -|f wäsche -
f rente renten|f steuer steuern|f versicherung versicherungen|f bewerbung bewerbungen
f wohnungssuche -|f landschaft landschaften|f tür türen|f decke decken|f tüte tüten|f kette ketten
f mütze mützen|f bluse blusen|f nachspeise nachspeisen|f speisekarte speisekarten
f türkei -|f schweiz -|f ukraine -|f slowakei -|f mongolei -
n haus häuser|n kind kinder|n auto autos|n buch bücher|n handy handys|n zimmer -|n bett betten
n bad bäder|n fenster -|n bild bilder|n foto fotos|n geschenk geschenke|n essen -|n brot brote
n brötchen -|n ei eier|n fleisch -|n gemüse -|n obst -|n wasser -|n bier biere|n glas gläser
n problem probleme|n restaurant restaurants|n café cafés|n kino kinos|n theater -
n museum museen|n konzert konzerte|n hotel hotels|n krankenhaus krankenhäuser|n büro büros
n geschäft geschäfte|n land länder|n dorf dörfer|n meer meere|n wetter -|n jahr jahre
n wochenende wochenenden|n mädchen -|n baby babys|n fahrrad fahrräder|n ticket tickets
n spiel spiele|n lied lieder|n gespräch gespräche|n praktikum praktika|n studium studien
n semester -|n fach fächer|n thema themen|n wort wörter|n beispiel beispiele|n geld -
n leben -|n gefühl gefühle|n ziel ziele|n ergebnis ergebnisse|n angebot angebote
n fitnessstudio fitnessstudios|n schwimmbad schwimmbäder|n stadion stadien
n rathaus rathäuser|n gebäude -|n zentrum zentren|n ausland -|n tier tiere|n pferd pferde
n hemd hemden|n kleid kleider|n messer -|n paket pakete|n papier -|n heft hefte
n wörterbuch wörterbücher|n lieblingsessen -|n frühstück frühstücke|n mittagessen -
n abendessen -|n getränk getränke|n salz -|n stück stücke|n programm programme
n internet -|n radio radios|n telefon telefone|n video videos|n team teams
n unternehmen -|n amt ämter|n fest feste|n projekt projekte|n formular formulare
n konto konten|n verständnis -|n interesse interessen|n glück -|n fieber -|n herz herzen
n bein beine|n auge augen|n ohr ohren|n gesicht gesichter|n haar haare|n sofa sofas
n regal regale|n licht lichter|n dach dächer|n schloss schlösser|n schiff schiffe|n boot boote
n flugzeug flugzeuge|n taxi taxis|n motorrad motorräder|n verkehrsmittel -|n gepäck -
n jahrhundert jahrhunderte|n ende enden|n klima -|n gewitter -|n feuer -|n einkaufszentrum einkaufszentren
n fahrrad fahrräder|n kochbuch kochbücher|n zelt zelte|n mittel -|n schwein schweine
n huhn hühner|n ufer -|n feld felder|n tor tore|n zeugnis zeugnisse|n visum visa
n dokument dokumente|n medikament medikamente|n rezept rezepte|n instrument instrumente
n klavier klaviere|n hobby hobbys|n fernsehen -|n training trainings|n studio studios
n wohnzimmer -|n schlafzimmer -|n badezimmer -|n kinderzimmer -|n arbeitszimmer -
f e-mail e-mails|n telefonat telefonate|n treffen -|n abitur -|n semesterticket semestertickets
n dach dächer|n kissen -|n ohr ohren|n knie -|n gericht gerichte|n hähnchen -|n eis -
n spielzeug -|n hochhaus hochhäuser|n wohnheim wohnheime|n büro büros|n labor labore
p leute|p eltern|p geschwister|p ferien|p großeltern|p kosten|p lebensmittel|p möbel
m sessel -|m esstisch esstische|m schreibtisch schreibtische|m nachttisch nachttische
m kleiderschrank kleiderschränke|m vorhang vorhänge|m fußboden fußböden|m eingang eingänge
m ausgang ausgänge|m aufzug aufzüge|m fahrstuhl fahrstühle|m dachboden dachböden|m hausmeister -
m müll -|m abfall abfälle|m mülleimer -|m eimer -|m besen -|m staubsauger -|m backofen backöfen
m geschirrspüler -|m toaster -|m wasserkocher -|m löffel -|m teelöffel -|m becher -|m krug krüge
m deckel -|m kamin kamine|m zaun zäune|m rasen -|m briefkasten briefkästen|m schalter -|m stecker -
m strom -|m mietvertrag mietverträge|m kleiderbügel -|m haken -|m nagel nägel|m hammer hämmer
m sack säcke|m korb körbe|m karton kartons|m hocker -|m neubau neubauten|m altbau altbauten
p nebenkosten|f kaution kautionen|f wohngemeinschaft wohngemeinschaften|f etage etagen
f stufe stufen|f steckdose steckdosen|f spülmaschine spülmaschinen|f waschmaschine waschmaschinen
f mikrowelle mikrowellen|f kaffeemaschine kaffeemaschinen|f pfanne pfannen|f gabel gabeln
f schüssel schüsseln|f schale schalen|f kanne kannen|f badewanne badewannen|f seife seifen
f zahnbürste zahnbürsten|f mülltonne mülltonnen|f glühbirne glühbirnen|f kerze kerzen|f vase vasen
f hausordnung hausordnungen|f hausnummer hausnummern|f postleitzahl postleitzahlen
f einrichtung einrichtungen|f schublade schubladen|f matratze matratzen|f kommode kommoden
f putzfrau putzfrauen|f reinigung reinigungen|f unterkunft unterkünfte
f ferienwohnung ferienwohnungen|f jugendherberge jugendherbergen|f pension pensionen
f rezeption rezeptionen|f hausaufgabe hausaufgaben|n erdgeschoss erdgeschosse|n stockwerk stockwerke
n treppenhaus treppenhäuser|n gästezimmer -|n esszimmer -|n möbelstück möbelstücke
n handtuch handtücher|n geschirr -|n besteck -|n waschbecken -|n klo klos|n werkzeug werkzeuge
n grundstück grundstücke|n einfamilienhaus einfamilienhäuser|n reihenhaus reihenhäuser
n apartment apartments|n kopfkissen -|n poster -|n gemälde -|m schinken -|m speck -|m quark -
m senf -|m pfeffer -|m essig -|m knoblauch -|m kohl -|m spinat -|m kürbis kürbisse|m pilz pilze
m blumenkohl -|m spargel -|m mais -|m pfirsich pfirsiche|m apfelsaft apfelsäfte
m orangensaft orangensäfte|m sekt sekte|m schnaps schnäpse|m kakao kakaos|m espresso espressos
m nachtisch nachtische|m imbiss imbisse|m snack snacks|m keks kekse|m döner -|m toast toasts
m eintopf eintöpfe|m auflauf aufläufe|m teig teige|m lachs lachse|m thunfisch thunfische
m hering heringe|m zimt -|m geschmack geschmäcker|m appetit -|m koch köche|m rotwein rotweine
m weißwein weißweine|m grill grills|m einkaufswagen -|m einkaufszettel -|m kassenbon kassenbons
m rabatt rabatte|m geldbeutel -|f nudel nudeln|f gurke gurken|f zwiebel zwiebeln|f karotte karotten
f möhre möhren|f erdbeere erdbeeren|f kirsche kirschen|f birne birnen|f traube trauben
f orange orangen|f pflaume pflaumen|f melone melonen|f aprikose aprikosen|f himbeere himbeeren
f nuss nüsse|f mandel mandeln|f bohne bohnen|f erbse erbsen|f linse linsen|f sahne -
f marmelade marmeladen|f soße soßen|f brezel brezeln|f semmel semmeln|f scheibe scheiben
f portion portionen|f mahlzeit mahlzeiten|f vorspeise vorspeisen|f hauptspeise hauptspeisen
f beilage beilagen|f bratwurst bratwürste|f currywurst currywürste|f limonade limonaden|f dose dosen
f packung packungen|f tafel tafeln|f bestellung bestellungen|f getränkekarte getränkekarten
f diät diäten|f ernährung -|f zutat zutaten|f hefe -|f salami salamis|f olive oliven
f metzgerei metzgereien|f konditorei konditoreien|f theke theken|f frucht früchte|f praline pralinen
f besprechung besprechungen|f sitzung sitzungen|f konferenz konferenzen|f veranstaltung veranstaltungen
f einkaufstasche einkaufstaschen|f vorlesung vorlesungen|f führung führungen|m stock stockwerke|f fahrkarte fahrkarten|n vorstellungsgespräch vorstellungsgespräche|n auslandssemester -|f pandemie pandemien
f vermieterin vermieterinnen|f grundschule grundschulen|n gymnasium gymnasien|n stadtzentrum stadtzentren
f innenstadt innenstädte|f altstadt altstädte|f fußgängerzone fußgängerzonen|f sparkasse sparkassen
n gehalt gehälter|f hauptstadt hauptstädte|f mittagspause mittagspausen|m betrieb betriebe
f sporthalle sporthallen|f kreuzung kreuzungen|n ferienhaus ferienhäuser|f warteschlange warteschlangen
f arbeitsstelle arbeitsstellen|f sprachprüfung sprachprüfungen|f führerscheinprüfung führerscheinprüfungen
m sportverein sportvereine|f bushaltestelle bushaltestellen|f u-bahn u-bahnen|f s-bahn s-bahnen|f kalorie kalorien|n mehl -|n öl öle|n müsli müslis|n rindfleisch -|n schweinefleisch -
n steak steaks|n schnitzel -|n würstchen -|n kotelett koteletts|n menü menüs|n dessert desserts
n mineralwasser -|n trinkgeld trinkgelder|n kraut kräuter|n vitamin vitamine|n gewürz gewürze
n abendbrot -|n picknick picknicks|n buffet buffets|n croissant croissants|n gasthaus gasthäuser
n bistro bistros|n sonderangebot sonderangebote|p pommes|m schwager schwäger
m schwiegervater schwiegerväter|m stiefvater stiefväter|m zwilling zwillinge|m säugling säuglinge
m teenager -|m single singles|m witwer -|m freundeskreis freundeskreise|m bürger -|m einwohner -
m ausländer -|m flüchtling flüchtlinge|m rentner -|m senior senioren|m bewohner -|m besucher -
m zuschauer -|m hörer -|m leser -|m fan fans|m zuhörer -|m gegner -|m sieger -|m verlierer -
m spieler -|m trainer -|m sportler -|m läufer -|m schwimmer -|m fußballspieler -|m künstler -
m maler -|m musiker -|m sänger -|m schauspieler -|m schriftsteller -|m autor autoren
m regisseur regisseure|m moderator moderatoren|m direktor direktoren|m professor professoren
m doktor doktoren|m lehrling lehrlinge|m azubi azubis|m arbeiter -|m arbeitgeber -|m arbeitnehmer -
m unternehmer -|m geschäftsmann geschäftsleute|m kaufmann kaufleute|m handwerker -|m elektriker -
m klempner -|m tischler -|m schreiner -|m mechaniker -|m metzger -|m fleischer -
m konditor konditoren|m briefträger -|m busfahrer -|m taxifahrer -|m richter -|m politiker -
m bürgermeister -|m minister -|m kanzler -|m könig könige|m kaiser -|m pfarrer -|m priester -
m krankenpfleger -|m pfleger -|m apotheker -|m tierarzt tierärzte|m hausarzt hausärzte
m augenarzt augenärzte|m kinderarzt kinderärzte|m berater -|m programmierer -|m informatiker -
m techniker -|m wissenschaftler -|m forscher -|m übersetzer -|m dolmetscher -|m reiseleiter -
m gärtner -|m fischer -|m hausmann hausmänner|m manager -|m mitschüler -|m schulfreund schulfreunde|m kumpel -|m liebling lieblinge
m bräutigam bräutigame|m gastgeber -|m vetter vettern|m schwiegersohn schwiegersöhne|m papa papas
m fahrgast fahrgäste|m passagier passagiere|m fußgänger -|m radfahrer -|m autofahrer -|m täter -
m dieb diebe|m verbrecher -|m mörder -|m star stars|m promi promis|m österreicher -|m italiener -
m spanier -|m engländer -|m amerikaner -|m afrikaner -|m europäer -|m japaner -|m iraner -|m syrer -
m araber -|m kanadier -|m brasilianer -|m mexikaner -|m ukrainer -|m niederländer -|m belgier -
m norweger -|m* postbote postboten|m* pilot piloten|m* prinz prinzen|m* psychologe psychologen
m* gymnasiast gymnasiasten|m* kommilitone kommilitonen|m* klassenkamerad klassenkameraden
m* zeuge zeugen|m* idiot idioten|m* asiate asiaten|m* portugiese portugiesen|m* grieche griechen
m* schwede schweden|m* däne dänen|m* finne finnen|m* chinese chinesen|m* brite briten|m* ire iren
m* schotte schotten|m* kroate kroaten|m* serbe serben|m* bulgare bulgaren|m* rumäne rumänen
m* ungar ungarn|f schwiegermutter schwiegermütter|f stiefmutter stiefmütter
f schwägerin schwägerinnen|f nichte nichten|f mama mamas|f witwe witwen|f braut bräute
f ehefrau ehefrauen|f partnerin partnerinnen|f mitbewohnerin mitbewohnerinnen|f dame damen
f hausfrau hausfrauen|f generation generationen|f verwandtschaft -|f nachbarschaft nachbarschaften
f ehe ehen|f trennung trennungen|f scheidung scheidungen|f taufe taufen|f beerdigung beerdigungen
f erziehung -|f schwangerschaft schwangerschaften|f krankenschwester krankenschwestern
f pflegerin pflegerinnen|f sekretärin sekretärinnen|f journalistin journalistinnen
f polizistin polizistinnen|f anwältin anwältinnen|f ingenieurin ingenieurinnen|f köchin köchinnen
f kellnerin kellnerinnen|f friseurin friseurinnen|f schülerin schülerinnen
f professorin professorinnen|f künstlerin künstlerinnen|f sängerin sängerinnen
f schauspielerin schauspielerinnen|f schriftstellerin schriftstellerinnen|f autorin autorinnen
f malerin malerinnen|f mitarbeiterin mitarbeiterinnen|f ausländerin ausländerinnen
f touristin touristinnen|f fahrerin fahrerinnen|f spielerin spielerinnen|f trainerin trainerinnen
f sportlerin sportlerinnen|f leserin leserinnen|f bäckerin bäckerinnen
f praktikantin praktikantinnen|f patientin patientinnen|f architektin architektinnen
f fotografin fotografinnen|f psychologin psychologinnen|f königin königinnen
f prinzessin prinzessinnen|f präsidentin präsidentinnen|f politikerin politikerinnen
f bürgermeisterin bürgermeisterinnen|f kanzlerin kanzlerinnen|f ministerin ministerinnen
f persönlichkeit persönlichkeiten|f bevölkerung -|f menge mengen|f menschheit -
f mehrheit mehrheiten|f minderheit minderheiten|n enkelkind enkelkinder|n einzelkind einzelkinder
n ehepaar ehepaare|n elternteil elternteile|n familienmitglied familienmitglieder
n mitglied mitglieder|n publikum -|n volk völker|n personal -|n opfer -|n vorbild vorbilder
n genie genies|n kleinkind kleinkinder|n schulkind schulkinder|m lohn löhne|m auftrag aufträge
m bericht berichte|m antrag anträge|m ausweis ausweise|m personalausweis personalausweise
m reisepass reisepässe|m führerschein führerscheine|m lebenslauf lebensläufe|m stempel -|m zettel -
m umschlag umschläge|m stift stifte|m kuli kulis|m bleistift bleistifte|m kugelschreiber -
m ordner -|m kalender -|m kopierer -|m urlaubstag urlaubstage|m arbeitstag arbeitstage
m dienst dienste|m nebenjob nebenjobs|m minijob minijobs|m betriebsrat betriebsräte|m streik streiks
m arbeitsvertrag arbeitsverträge|m verlust verluste|m umsatz umsätze|m export exporte
m import importe|m konzern konzerne|m hersteller -|m standort standorte|m bereich bereiche
m fortschritt fortschritte|m zweck zwecke|m vorteil vorteile|m nachteil nachteile
m unterschied unterschiede|m zusammenhang zusammenhänge|m inhalt inhalte|m titel -|m absatz absätze
m begriff begriffe|m ausdruck ausdrücke|m dialog dialoge|m vortrag vorträge|m test tests
m lehrplan lehrpläne|m stundenplan stundenpläne|m schulhof schulhöfe|m hörsaal hörsäle
m abschluss abschlüsse|m schulabschluss schulabschlüsse|m studiengang studiengänge
m studienplatz studienplätze|m bachelor bachelors|m master -|m stoff stoffe|m rucksack rucksäcke
m radiergummi radiergummis|m taschenrechner -|m füller -|m schulweg schulwege|m bahnsteig bahnsteige
m fahrplan fahrpläne|m fahrschein fahrscheine|m anschluss anschlüsse|m regionalzug regionalzüge
m zugführer -|m schaffner -|m sitzplatz sitzplätze|m reiseführer -|m stadtplan stadtpläne
m aufenthalt aufenthalte|m tourismus -|m reisebus reisebusse|m campingplatz campingplätze
m parkplatz parkplätze|m parkschein parkscheine|m lkw lkws|m pkw pkws|m motor motoren|m reifen -
m kofferraum kofferräume|m sicherheitsgurt sicherheitsgurte|m helm helme|m hubschrauber -|m roller -
m transport transporte|m stadtrundgang stadtrundgänge|m marktplatz marktplätze|m brunnen -
m friedhof friedhöfe|m tunnel -|m kreisverkehr kreisverkehre|m bürgersteig bürgersteige
m gehweg gehwege|m radweg radwege|m zebrastreifen -|m spielplatz spielplätze
m friseursalon friseursalons|m waschsalon waschsalons|m dorfplatz dorfplätze|m vorort vororte
m arzttermin arzttermine|m schmerz schmerzen|m kopfschmerz kopfschmerzen|m bauch bäuche
m magen mägen|m finger -|m daumen -|m nacken -|m knochen -|m muskel muskeln|m ellbogen -
m oberkörper -|m husten -|m schnupfen -|m durchfall -|m blutdruck -|m herzinfarkt herzinfarkte
m krebs -|m gips -|m notarzt notärzte|m notfall notfälle|m krankenwagen -|m rettungswagen -
m arztbesuch arztbesuche|m tropfen -|m schlaf -|m atem -|m puls pulse|m alkohol -|m raucher -
m nichtraucher -|f sprechstunde sprechstunden|f arzthelferin arzthelferinnen
f krankenkasse krankenkassen|f krankmeldung krankmeldungen|f versichertenkarte versichertenkarten
f überweisung überweisungen|f spritze spritzen|f impfung impfungen|f salbe salben|f pille pillen
f allergie allergien|f grippe grippen|f verletzung verletzungen|f wunde wunden
f operation operationen|f untersuchung untersuchungen|f behandlung behandlungen|f therapie therapien
f diagnose diagnosen|f notaufnahme notaufnahmen|f schmerztablette schmerztabletten|f brust brüste
f schulter schultern|f lippe lippen|f zunge zungen|f stirn stirnen|f wange wangen|f haut häute
f stimme stimmen|f ferse fersen|f hüfte hüften|f leber lebern|f lunge lungen|f niere nieren
f figur figuren|f größe größen|f gewohnheit gewohnheiten|f fitness -|f bewegung bewegungen
f erholung -|f entspannung -|f müdigkeit -|f schwäche schwächen|n blut -|n gehirn gehirne
n kinn kinne|n gelenk gelenke|n handgelenk handgelenke|n organ organe|n pflaster -|n wartezimmer -
n attest atteste|n gewicht gewichte|n übergewicht -|n symptom symptome|n bakterium bakterien
n immunsystem immunsysteme|n risiko risiken|f tankstelle tankstellen
f sprechstundenhilfe sprechstundenhilfen|m* fahrkartenautomat fahrkartenautomaten|m anzug anzüge
m schal schals|m handschuh handschuhe|m gürtel -|m stiefel -|m turnschuh turnschuhe
m hausschuh hausschuhe|m sportschuh sportschuhe|m strumpf strümpfe|m knopf knöpfe|m ärmel -
m kragen -|m schmuck -|m ohrring ohrringe|m badeanzug badeanzüge|m schlafanzug schlafanzüge
m bikini bikinis|m regenmantel regenmäntel|m wintermantel wintermäntel|m sonnenbrand sonnenbrände
m stil stile|m reißverschluss reißverschlüsse|f kleidung -|f mode moden|f krawatte krawatten
f unterhose unterhosen|f strumpfhose strumpfhosen|f jeans -|f sonnenbrille sonnenbrillen
f armbanduhr armbanduhren|f handtasche handtaschen|f geldbörse geldbörsen|f kappe kappen
f weste westen|f tracht trachten|f umkleidekabine umkleidekabinen|f anprobe anproben
n t-shirt t-shirts|n kostüm kostüme|n armband armbänder|n portemonnaie portemonnaies
n unterhemd unterhemden|n outfit outfits|m nebel -|m sturm stürme|m blitz blitze|m donner -
m hagel -|m frost fröste|m sonnenschein -|m schatten -|m wetterbericht wetterberichte
m klimawandel -|m regenbogen regenbögen|m mond monde|m stern sterne|m weltraum -|m ozean ozeane
m bach bäche|m teich teiche|m hügel -|m gipfel -|m felsen -|m stein steine|m sand -|m busch büsche
m strauch sträucher|m ast äste|m zweig zweige|m stamm stämme|m urwald urwälder|m dschungel -
m nationalpark nationalparks|m wasserfall wasserfälle|m vulkan vulkane
m sonnenaufgang sonnenaufgänge|m sonnenuntergang sonnenuntergänge|m naturschutz -|m umweltschutz -
m kater -|m fuchs füchse|m wolf wölfe|m hirsch hirsche|m igel -|m käfer -
m schmetterling schmetterlinge|m wurm würmer|m frosch frösche|m delfin delfine|m hai haie|m wal wale
m papagei papageien|m adler -|m hahn hähne|m esel -|m stier stiere|m tiger -|m hamster -
m goldfisch goldfische|m bauernhof bauernhöfe|m stall ställe|m käfig käfige|f wolke wolken|f hitze -
f kälte -|f temperatur temperaturen|f jahreszeit jahreszeiten|f feuchtigkeit -
f überschwemmung überschwemmungen|f dürre dürren|f katastrophe katastrophen|f erde -
f atmosphäre atmosphären|f wiese wiesen|f blüte blüten|f rose rosen|f tulpe tulpen
f sonnenblume sonnenblumen|f tanne tannen|f eiche eichen|f palme palmen|f wüste wüsten
f höhle höhlen|f quelle quellen|f welle wellen|f halbinsel halbinseln|f ebene ebenen
f umgebung umgebungen|f umweltverschmutzung -|f energie energien|f sonnenenergie -|f windenergie -
f verschmutzung -|f mülltrennung -|f kuh kühe|f ziege ziegen|f ente enten|f gans gänse
f taube tauben|f maus mäuse|f ratte ratten|f schlange schlangen|f spinne spinnen|f mücke mücken
f biene bienen|f ameise ameisen|f schildkröte schildkröten|f giraffe giraffen|f robbe robben
f möwe möwen|f eule eulen|n tal täler|n gebirge -|n haustier haustiere|n schaf schafe|n kaninchen -
n meerschweinchen -|n kalb kälber|n lamm lämmer|n insekt insekten|n krokodil krokodile|n nest nester
n gras gräser|n moos moose|n holz hölzer|n unwetter -|n erdbeben -|n hochwasser -|n glatteis -
n weltall -|n universum -|n ökosystem ökosysteme|n abgas abgase|n recycling -
n naturschutzgebiet naturschutzgebiete|n gebüsch gebüsche|m* planet planeten|m* hase hasen
m* ochse ochsen|m* elefant elefanten|p alpen|m januar januare|m februar februare|m märz märze
m april aprile|m mai -|m juni junis|m juli julis|m august auguste|m september -|m oktober -|m november -
m dezember -|m feiertag feiertage|m werktag werktage|m vormittag vormittage|m zeitpunkt zeitpunkte
m augenblick augenblicke|m zeitraum zeiträume|m rhythmus rhythmen|m jahrestag jahrestage
m hochzeitstag hochzeitstage|f sekunde sekunden|f viertelstunde viertelstunden|f weile -
f epoche epochen|f frist fristen|f uhrzeit uhrzeiten|f gegenwart -|f dämmerung -|f mitternacht -
n jahrzehnt jahrzehnte|n datum daten|n mittelalter -|n quartal quartale|n halbjahr halbjahre
m lautsprecher -|m kopfhörer -|m akku akkus|m router -|m zugang zugänge|m kommentar kommentare
m beitrag beiträge|m sender -|m kanal kanäle|m rundfunk -|m journalismus -|m zeitungsartikel -
m bestseller -|m comic comics|m dokumentarfilm dokumentarfilme|m spielfilm spielfilme
m zeichentrickfilm zeichentrickfilme|m anhang anhänge|m anrufbeantworter -|f meldung meldungen
f schlagzeile schlagzeilen|f reportage reportagen|f talkshow talkshows|f webseite webseiten
f website websites|f homepage homepages|f datei dateien|f tastatur tastaturen|f software -
f festplatte festplatten|f verbindung verbindungen|f technik techniken|f kamera kameras
f batterie batterien|f fernbedienung fernbedienungen|f suchmaschine suchmaschinen
f plattform plattformen|f mailbox mailboxen|f telefonnummer telefonnummern
f handynummer handynummern|f vorwahl vorwahlen|f information informationen|f kommunikation -
f digitalisierung -|n netz netze|n smartphone smartphones|n tablet tablets|n passwort passwörter
n gerät geräte|n ladegerät ladegeräte|n kabel -|n mikrofon mikrofone|n netzwerk netzwerke
n profil profile|n update updates|n computerspiel computerspiele|n videospiel videospiele
n magazin magazine|n interview interviews|n fernsehprogramm fernsehprogramme|n hörbuch hörbücher
n kapitel -|n gedicht gedichte|n märchen -|n drehbuch drehbücher|n plakat plakate|n album alben
p medien|m mut -|m neid -|m zorn -|m humor -|m charakter charaktere|m eindruck eindrücke|m zweifel -
m respekt -|m konflikt konflikte|m kompromiss kompromisse|m sinn -|m unsinn -|m blödsinn -
m charme -|m optimismus -|m pessimismus -|m schock schocks|m schreck -|m witz witze|m trost -
m verdacht -|f freude freuden|f trauer -|f wut -|f sorge sorgen|f hoffnung hoffnungen
f enttäuschung enttäuschungen|f überraschung überraschungen|f eifersucht -|f einsamkeit -
f sehnsucht sehnsüchte|f begeisterung -|f laune launen|f stimmung stimmungen|f geduld -|f ungeduld -
f aufregung aufregungen|f nervosität -|f scham -|f dankbarkeit -|f zufriedenheit -
f unzufriedenheit -|f langeweile -|f panik -|f sympathie sympathien|f leidenschaft leidenschaften
f emotion emotionen|f erinnerung erinnerungen|f vorstellung vorstellungen|f absicht absichten
f einstellung einstellungen|f ansicht ansichten|f auffassung auffassungen
f überzeugung überzeugungen|f kritik kritiken|f beschwerde beschwerden
f entschuldigung entschuldigungen|f erlaubnis erlaubnisse|f verantwortung -|f freiheit freiheiten
f gerechtigkeit -|f gleichberechtigung -|f toleranz -|f höflichkeit -|f ehrlichkeit -
f wahrheit wahrheiten|f tatsache tatsachen|f wirklichkeit -|f realität realitäten|f ursache ursachen
f wirkung wirkungen|f bedeutung bedeutungen|f voraussetzung voraussetzungen|f bedingung bedingungen
f herausforderung herausforderungen|f schwierigkeit schwierigkeiten|f sicherheit -
f unsicherheit unsicherheiten|f chance chancen|f gelegenheit gelegenheiten
f alternative alternativen|f rücksicht -|f sorgfalt -|f mühe mühen|f anstrengung anstrengungen
f leistung leistungen|f fähigkeit fähigkeiten|f eigenschaft eigenschaften|f stärke stärken
f qualität qualitäten|f anzahl -|f mehrzahl -|n verhalten -|n verhältnis verhältnisse
n vorurteil vorurteile|n gewissen -|n schicksal schicksale|n pech -|n geheimnis geheimnisse
n missverständnis missverständnisse|n kompliment komplimente|n gerücht gerüchte|n argument argumente
n prinzip prinzipien|n ideal ideale|n merkmal merkmale|n niveau niveaus|n detail details
n motiv motive|n konzept konzepte|n system systeme|n symbol symbole|n zeichen -|n signal signale
n ereignis ereignisse|n erlebnis erlebnisse|n abenteuer -|n vergnügen -
n erfolgserlebnis erfolgserlebnisse|n selbstbewusstsein -
";

/// Verbs with irregular forms: infinitive, er-form, past (er), participle, Perfekt with
/// `h` (haben) or `s` (sein). A `+` marks a separable particle: `an+fangen`.
pub(super) const STRONG_VERBS: &str = "
sein ist war gewesen s|haben hat hatte gehabt h|werden wird wurde geworden s
gehen geht ging gegangen s|kommen kommt kam gekommen s|fahren fährt fuhr gefahren s
fliegen fliegt flog geflogen s|laufen läuft lief gelaufen s|bleiben bleibt blieb geblieben s
steigen steigt stieg gestiegen s|sterben stirbt starb gestorben s|wachsen wächst wuchs gewachsen s
fallen fällt fiel gefallen s|schwimmen schwimmt schwamm geschwommen s|springen springt sprang gesprungen s
essen isst aß gegessen h|trinken trinkt trank getrunken h|sehen sieht sah gesehen h
lesen liest las gelesen h|sprechen spricht sprach gesprochen h|nehmen nimmt nahm genommen h
geben gibt gab gegeben h|helfen hilft half geholfen h|treffen trifft traf getroffen h
vergessen vergisst vergaß vergessen h|schlafen schläft schlief geschlafen h|tragen trägt trug getragen h
waschen wäscht wusch gewaschen h|finden findet fand gefunden h|singen singt sang gesungen h
schreiben schreibt schrieb geschrieben h|rufen ruft rief gerufen h|stehen steht stand gestanden h
sitzen sitzt saß gesessen h|liegen liegt lag gelegen h|bringen bringt brachte gebracht h
denken denkt dachte gedacht h|kennen kennt kannte gekannt h|wissen weiß wusste gewusst h
tun tut tat getan h|backen backt backte gebacken h|beginnen beginnt begann begonnen h
gewinnen gewinnt gewann gewonnen h|verlieren verliert verlor verloren h
verstehen versteht verstand verstanden h|bekommen bekommt bekam bekommen h
schließen schließt schloss geschlossen h|ziehen zieht zog gezogen h|halten hält hielt gehalten h
lassen lässt ließ gelassen h|heißen heißt hieß geheißen h|laden lädt lud geladen h
bitten bittet bat gebeten h|scheinen scheint schien geschienen h|verbringen verbringt verbrachte verbracht h
entscheiden entscheidet entschied entschieden h|empfehlen empfiehlt empfahl empfohlen h
werfen wirft warf geworfen h|brechen bricht brach gebrochen h|fangen fängt fing gefangen h
schlagen schlägt schlug geschlagen h|bestehen besteht bestand bestanden h|bieten bietet bot geboten h
genießen genießt genoss genossen h|frieren friert fror gefroren h|gefallen gefällt gefiel gefallen h
entschließen entschließt entschloss entschlossen h|beschreiben beschreibt beschrieb beschrieben h
erfahren erfährt erfuhr erfahren h|vergleichen vergleicht verglich verglichen h
streiten streitet stritt gestritten h|leiden leidet litt gelitten h|schneiden schneidet schnitt geschnitten h
verbieten verbietet verbot verboten h|gießen gießt goss gegossen h|stehlen stiehlt stahl gestohlen h
an+fangen fängt fing gefangen h|an+rufen ruft rief gerufen h|auf+stehen steht stand gestanden s
an+kommen kommt kam gekommen s|mit+kommen kommt kam gekommen s|zurück+kommen kommt kam gekommen s
aus+gehen geht ging gegangen s|los+gehen geht ging gegangen s|weg+gehen geht ging gegangen s
ab+fahren fährt fuhr gefahren s|los+fahren fährt fuhr gefahren s|weg+fahren fährt fuhr gefahren s
ein+steigen steigt stieg gestiegen s|aus+steigen steigt stieg gestiegen s|um+steigen steigt stieg gestiegen s
auf+wachsen wächst wuchs gewachsen s|ein+schlafen schläft schlief geschlafen s|um+ziehen zieht zog gezogen s
ein+ziehen zieht zog gezogen s|aus+ziehen zieht zog gezogen s|an+ziehen zieht zog gezogen h
fern+sehen sieht sah gesehen h|aus+sehen sieht sah gesehen h|an+sehen sieht sah gesehen h
ein+laden lädt lud geladen h|vor+schlagen schlägt schlug geschlagen h|ab+schließen schließt schloss geschlossen h
aus+geben gibt gab gegeben h|zurück+geben gibt gab gegeben h|an+geben gibt gab gegeben h|auf+geben gibt gab gegeben h
mit+nehmen nimmt nahm genommen h|teil+nehmen nimmt nahm genommen h|an+nehmen nimmt nahm genommen h
vor+nehmen nimmt nahm genommen h|zu+nehmen nimmt nahm genommen h|ab+nehmen nimmt nahm genommen h
aus+schlafen schläft schlief geschlafen h|statt+finden findet fand gefunden h|mit+bringen bringt brachte gebracht h
nach+denken denkt dachte gedacht h|kennen+lernen lernt lernte gelernt h|groß+ziehen zieht zog gezogen h
an+bieten bietet bot geboten h|fest+halten hält hielt gehalten h|ein+werfen wirft warf geworfen h
rennen rennt rannte gerannt s|fliehen flieht floh geflohen s|kriechen kriecht kroch gekrochen s
sinken sinkt sank gesunken s|verschwinden verschwindet verschwand verschwunden s
erscheinen erscheint erschien erschienen s|entstehen entsteht entstand entstanden s
geschehen geschieht geschah geschehen s|gelingen gelingt gelang gelungen s
misslingen misslingt misslang misslungen s|schmelzen schmilzt schmolz geschmolzen h
ertrinken ertrinkt ertrank ertrunken s|vergehen vergeht verging vergangen s
verschlafen verschläft verschlief verschlafen h|schreien schreit schrie geschrien h
schweigen schweigt schwieg geschwiegen h|lügen lügt log gelogen h|riechen riecht roch gerochen h
beißen beißt biss gebissen h|greifen greift griff gegriffen h|pfeifen pfeift pfiff gepfiffen h
reiten reitet ritt geritten h|leihen leiht lieh geliehen h|meiden meidet mied gemieden h
schieben schiebt schob geschoben h|wiegen wiegt wog gewogen h|heben hebt hob gehoben h
messen misst maß gemessen h|treten tritt trat getreten h|betrügen betrügt betrog betrogen h
raten rät riet geraten h|braten brät briet gebraten h|nennen nennt nannte genannt h
brennen brennt brannte gebrannt h|binden bindet band gebunden h|zwingen zwingt zwang gezwungen h
stinken stinkt stank gestunken h|gelten gilt galt gegolten h|befehlen befiehlt befahl befohlen h
verzeihen verzeiht verzieh verziehen h|beweisen beweist bewies bewiesen h
vermeiden vermeidet vermied vermieden h|unterschreiben unterschreibt unterschrieb unterschrieben h
unterbrechen unterbricht unterbrach unterbrochen h|unterhalten unterhält unterhielt unterhalten h
übernehmen übernimmt übernahm übernommen h|übertreiben übertreibt übertrieb übertrieben h
überweisen überweist überwies überwiesen h|übersetzen übersetzt übersetzte übersetzt h
überstehen übersteht überstand überstanden h|überziehen überzieht überzog überzogen h
widersprechen widerspricht widersprach widersprochen h|besitzen besitzt besaß besessen h
betreten betritt betrat betreten h|bewerben bewirbt bewarb beworben h
beschließen beschließt beschloss beschlossen h|behalten behält behielt behalten h
benehmen benimmt benahm benommen h|besprechen bespricht besprach besprochen h
betragen beträgt betrug betragen h|beziehen bezieht bezog bezogen h
empfangen empfängt empfing empfangen h|enthalten enthält enthielt enthalten h
entnehmen entnimmt entnahm entnommen h|erfinden erfindet erfand erfunden h
erhalten erhält erhielt erhalten h|erkennen erkennt erkannte erkannt h
ergreifen ergreift ergriff ergriffen h|ertragen erträgt ertrug ertragen h
erwerben erwirbt erwarb erworben h|vergeben vergibt vergab vergeben h
verbinden verbindet verband verbunden h|verlassen verlässt verließ verlassen h
verleihen verleiht verlieh verliehen h|verraten verrät verriet verraten h
verschieben verschiebt verschob verschoben h|versprechen verspricht versprach versprochen h
verwenden verwendet verwendete verwendet h|vertreten vertritt vertrat vertreten h
zerbrechen zerbricht zerbrach zerbrochen h|überraschen überrascht überraschte überrascht h
überlegen überlegt überlegte überlegt h|übernachten übernachtet übernachtete übernachtet h
unterrichten unterrichtet unterrichtete unterrichtet h
unterstützen unterstützt unterstützte unterstützt h|überprüfen überprüft überprüfte überprüft h
überzeugen überzeugt überzeugte überzeugt h|wiederholen wiederholt wiederholte wiederholt h
überqueren überquert überquerte überquert h|überholen überholt überholte überholt h
vorbei+kommen kommt kam gekommen s|herein+kommen kommt kam gekommen s
weiter+kommen kommt kam gekommen s|nach+kommen kommt kam gekommen s
zusammen+kommen kommt kam gekommen s|heim+kommen kommt kam gekommen s|mit+gehen geht ging gegangen s
kaputt+gehen geht ging gegangen s|zurück+gehen geht ging gegangen s
vorbei+gehen geht ging gegangen s|weiter+gehen geht ging gegangen s|unter+gehen geht ging gegangen s
schief+gehen geht ging gegangen s|mit+fahren fährt fuhr gefahren s
zurück+fahren fährt fuhr gefahren s|weiter+fahren fährt fuhr gefahren s
vorbei+fahren fährt fuhr gefahren s|heim+fahren fährt fuhr gefahren s
ab+fliegen fliegt flog geflogen s|zurück+fliegen fliegt flog geflogen s
weg+laufen läuft lief gelaufen s|hin+fallen fällt fiel gefallen s|um+fallen fällt fiel gefallen s
aus+fallen fällt fiel gefallen s|ein+fallen fällt fiel gefallen s|auf+fallen fällt fiel gefallen s
ab+biegen biegt bog gebogen s|ein+treten tritt trat getreten s|auf+steigen steigt stieg gestiegen s
zurück+bleiben bleibt blieb geblieben s|aus+sterben stirbt starb gestorben s
ein+brechen bricht brach gebrochen h|fest+stehen steht stand gestanden h
aus+schneiden schneidet schnitt geschnitten h|an+schreiben schreibt schrieb geschrieben h
auf+schreiben schreibt schrieb geschrieben h|ab+schreiben schreibt schrieb geschrieben h
vor+lesen liest las gelesen h|durch+lesen liest las gelesen h|nach+sehen sieht sah gesehen h
zu+sehen sieht sah gesehen h|wieder+sehen sieht sah gesehen h|vor+haben hat hatte gehabt h
heraus+finden findet fand gefunden h|zurück+rufen ruft rief gerufen h|aus+rufen ruft rief gerufen h
ab+geben gibt gab gegeben h|zu+geben gibt gab gegeben h|weiter+geben gibt gab gegeben h
her+geben gibt gab gegeben h|auf+nehmen nimmt nahm genommen h|weg+nehmen nimmt nahm genommen h
fest+nehmen nimmt nahm genommen h|frei+nehmen nimmt nahm genommen h|ein+nehmen nimmt nahm genommen h
an+sprechen spricht sprach gesprochen h|aus+sprechen spricht sprach gesprochen h
ab+sprechen spricht sprach gesprochen h|nach+schlagen schlägt schlug geschlagen h
aus+leihen leiht lieh geliehen h|ab+waschen wäscht wusch gewaschen h
herunter+laden lädt lud geladen h|runter+laden lädt lud geladen h|hoch+laden lädt lud geladen h
auf+laden lädt lud geladen h|ab+brechen bricht brach gebrochen h|auf+halten hält hielt gehalten h
an+halten hält hielt gehalten h|aus+halten hält hielt gehalten h|ein+halten hält hielt gehalten h
zurück+halten hält hielt gehalten h|los+lassen lässt ließ gelassen h
rein+lassen lässt ließ gelassen h|zu+lassen lässt ließ gelassen h|weg+werfen wirft warf geworfen h
bei+bringen bringt brachte gebracht h|um+bringen bringt brachte gebracht h
zurück+bringen bringt brachte gebracht h|aus+denken denkt dachte gedacht h
auf+schließen schließt schloss geschlossen h|zu+schließen schließt schloss geschlossen h
an+schließen schließt schloss geschlossen h|vor+ziehen zieht zog gezogen h
zu+treffen trifft traf getroffen h|ein+treffen trifft traf getroffen s|ab+heben hebt hob gehoben h
auf+heben hebt hob gehoben h|an+greifen greift griff gegriffen h
ein+greifen greift griff gegriffen h|beraten berät beriet beraten h
entlassen entlässt entließ entlassen h|entsprechen entspricht entsprach entsprochen h
erziehen erzieht erzog erzogen h|hinterlassen hinterlässt hinterließ hinterlassen h
streichen streicht strich gestrichen h|werben wirbt warb geworben h
rechnen rechnet rechnete gerechnet h|aus+rechnen rechnet rechnete gerechnet h
ab+rechnen rechnet rechnete gerechnet h|bezeichnen bezeichnet bezeichnete bezeichnet h
zeichnen zeichnet zeichnete gezeichnet h|weg+ziehen zieht zog gezogen s
";

/// Modal verbs: infinitive, ich/er form, past, participle.
pub(super) const MODALS: &str =
    "können kann konnte gekonnt|müssen muss musste gemusst|wollen will wollte gewollt
|dürfen darf durfte gedurft|sollen soll sollte gesollt|mögen mag mochte gemocht";

/// Regular verbs (`+` a separable particle; `!` Perfekt with sein).
pub(super) const WEAK_VERBS: &str = "
machen spielen lernen kaufen kochen wohnen arbeiten tanzen lachen weinen fragen sagen hören
brauchen suchen zeigen schenken glauben leben lieben hoffen warten zahlen bezahlen besuchen
erzählen erklären reparieren studieren telefonieren renovieren investieren fotografieren feiern
putzen wünschen schmecken kosten dauern regnen schneien packen öffnen antworten baden duschen
benutzen danken stellen legen setzen holen führen gehören fehlen passen probieren üben malen
 klettern surfen joggen frühstücken grillen zelten parken lächeln heiraten rauchen
mieten verkaufen versuchen verdienen bestellen entschuldigen erinnern interessieren freuen
beeilen gewöhnen beschweren kümmern lohnen verlieben erholen bedanken ärgern fühlen
konzentrieren verpassen vermissen gratulieren schicken bauen träumen ändern wechseln merken
lösen informieren diskutieren einigen meinen zuhören reden erleben teilen stören schaffen
brauchen drucken tippen kriegen sparen füllen folgen lernen vermieten kochen weinen
wandern! reisen! landen! passieren! klingeln aufwachen! auf+räumen ein+kaufen ab+holen
an+machen aus+machen auf+hören zu+machen auf+machen aus+ruhen vor+stellen ab+schicken
vor+bereiten ein+packen aus+packen an+melden ab+melden zu+hören mit+machen auf+passen
fest+stellen her+stellen ein+richten ab+sagen zu+sagen auf+wachen! ein+kaufen
atmen beachten bedeuten bedienen befreien begleiten begründen behandeln behaupten beantragen
beantworten bearbeiten bedauern beenden befürchten begrüßen beklagen belegen beleidigen beneiden
benötigen beobachten beruhigen berücksichtigen berühren beschäftigen beschädigen beschränken
besichtigen besorgen bestätigen bestimmen bestrafen beteiligen betonen betreuen beurteilen bewegen
bewerten bewundern bilden blühen bremsen buchen büffeln dienen drehen drohen drücken duften dulden
ekeln entdecken entfernen entspannen entwickeln erfüllen ergänzen erhöhen erkälten erkundigen
erlauben erledigen ermöglichen ernähren erreichen erwähnen erwarten fassen faulenzen flirten fordern
fördern formulieren fürchten füttern garantieren gähnen glänzen grüßen gucken handeln hassen heizen
heilen impfen jammern jobben kämmen kämpfen kassieren klagen kleben klopfen knipsen kontrollieren
korrigieren kratzen kritisieren küssen leiten lenken leuchten liefern loben löschen markieren melden
mischen motivieren nutzen nützen ordnen organisieren pflegen planen plaudern prüfen pumpen quatschen
rasieren rauben reservieren retten richten riskieren rudern rühren sammeln schalten schätzen schauen
scheitern! schimpfen schminken schützen schwitzen segeln senken seufzen siegen spannen speichern
spenden sperren spüren starten staunen stecken stoppen strahlen streicheln stützen tanken tauschen
testen töten trainieren transportieren trauen trennen trocknen turnen urteilen verabreden
verabschieden verändern verbessern verbrauchen vereinbaren verhaften verheiraten verletzen
verlängern vermuten vernichten veröffentlichen verreisen! verringern versorgen verspäten verstecken
verteidigen verteilen vertrauen verursachen verwechseln verzichten wählen wärmen warnen wecken
wehren widmen winken wirken wischen wundern zählen zittern zögern begegnen! stolpern! rutschen!
stürzen! erkranken! spazieren! zurück+kehren! um+kehren! aus+wandern! ein+wandern! ab+stürzen!
auf+tauchen! ab+reisen! an+reisen! ein+reisen! ab+bauen ab+lehnen ab+schalten ab+stellen ab+trocknen
ab+warten ab+wischen an+klicken an+kreuzen an+legen an+passen an+schauen an+stellen an+zünden
auf+bauen auf+füllen auf+hängen auf+wärmen aus+drucken aus+füllen aus+probieren aus+schalten
aus+suchen aus+tauschen aus+wählen aus+zahlen ein+checken ein+loggen ein+schalten ein+stellen
ein+zahlen fest+legen hin+legen hin+setzen hin+stellen mit+teilen nach+fragen nach+holen nach+machen
vor+führen weg+räumen weg+schicken weg+stellen weiter+arbeiten weiter+machen zu+ordnen zurück+zahlen
zurück+schicken zusammen+arbeiten an+hören um+tauschen um+buchen aus+loggen kaputt+machen
sauber+machen fertig+machen ab+hängen nerven kontaktieren enttäuschen funktionieren klappen
";

/// Adjectives: inflection stem, `=base` when the bare form differs (`teur=teuer`), `-` when
/// there is no bare form.
pub(super) const ADJ_TABLE: &str = "
groß klein neu alt jung gut schön schlecht lang kurz hoch=hoch hoh=hoch warm kalt heiß
billig teur=teuer interessant langweilig wichtig schwer leicht einfach schwierig lecker
frisch deutsch englisch spanisch italienisch französisch türkisch russisch polnisch
öffentlich laut leis=leise schnell langsam freundlich nett klug dumm müd=müde krank- gesund
glücklich traurig lustig ruhig voll leer sauber schmutzig modern bequem gemütlich
günstig salzig süß scharf- saur- fett bitter stark schwach weit nah rot blau grün gelb schwarz- weiß braun grau hell dunkl=dunkel
letzt- nächst- ander- best- meist- größt- ältest- jüngst- erst- zweit- dritt-
älter- jünger- größer- kleiner- neuer- besser- schöner- höher-
eigen sinnvoll wunderbar toll herrlich spannend furchtbar- schrecklich-
ständig negativ positiv alltäglich ganz- halb privat persönlich technisch kaputt
lieb arm reich fremd bekannt beliebt berühmt typisch normal wirklich- echt- richtig- falsch
frei offen geschlossen fertig sicher gefährlich bunt hübsch hässlich breit eng tief
lokal regional international national
angenehm unangenehm anstrengend aktiv aktuell allgemein ängstlich arbeitslos ärgerlich aufmerksam
aufgeregt ausgezeichnet ausländisch ausreichend automatisch bereit berufstätig bescheiden besonder-
betrunken beschäftigt bewölkt biologisch blind blöd bös=böse brav brutal charmant chaotisch dankbar
deutlich dicht dick digital direkt doof dreckig dringend dünn durstig ehrlich eifersüchtig eilig
einsam elegant elektrisch elektronisch empfindlich entfernt enttäuscht entspannt erfolgreich
erforderlich erkältet erlaubt ernst erschöpft erwachsen ewig exakt fair fantastisch farbig faul fein
feucht flach fleißig flüssig frech freiwillig fröhlich früh gemeinsam gemischt genervt gerecht
gesamt- gespannt gestresst gewöhnlich giftig glatt gleich- gleichzeitig golden grob- gründlich
gültig hart- häufig heftig heilig heimlich hektisch hervorragend herzlich hilfreich hilfsbereit
historisch höflich hungrig individuell intelligent intensiv interessiert jährlich kühl kompliziert
konkret kostenlos kräftig kreativ kriminell kritisch künstlich langfristig lebendig ledig legal
locker logisch männlich medizinisch merkwürdig mild mobil modisch möglich monatlich mündlich
musikalisch mutig nachhaltig nackt nass natürlich neblig nervös neugierig niedrig nötig notwendig
nützlich offiziell ökologisch ordentlich originell peinlich perfekt politisch populär praktisch
preiswert professionell pünktlich realistisch rechtzeitig regelmäßig regnerisch riesig romantisch
rund sachlich sanft satt schädlich schlank schlau schmal schriftlich schüchtern schwanger
selbstständig selten seltsam sensibl- sonnig sorgfältig sozial sparsam spät speziell spontan
sportlich stabil städtisch steil still stolz streng stumm sympathisch täglich tapfer tödlich tot
traditionell treu trocken überflüssig überzeugt üblich umweltfreundlich unabhängig unbekannt
ungesund unglücklich unhöflich unmöglich unpünktlich unruhig unsicher unterschiedlich unzufrieden
verantwortlich verboten verheiratet verliebt verletzt verrückt verschieden verständlich vertraut
vegetarisch vegan vollständig vorsichtig wach wahr wahrscheinlich weiblich weich weltweit wertvoll
wild windig wirtschaftlich witzig wöchentlich wütend zahlreich zart zufällig zufrieden zuverlässig
zentral extrem- unglaublich- unheimlich- erstaunlich- außergewöhnlich- link- recht- vorig- heutig-
gestrig- morgig- damalig- jetzig- bisherig- ehemalig- zukünftig folgend- einzig- viert- fünft-
sechst- siebt- acht- neunt- zehnt- elft- zwölft- österreichisch schweizerisch amerikanisch
chinesisch japanisch arabisch griechisch portugiesisch niederländisch holländisch schwedisch dänisch
norwegisch finnisch ungarisch tschechisch ukrainisch rumänisch kroatisch serbisch bulgarisch indisch
koreanisch vietnamesisch afrikanisch asiatisch europäisch kanadisch mexikanisch brasilianisch
britisch irisch schottisch belgisch kurdisch syrisch afghanisch iranisch albanisch violett hellblau
dunkelblau hellgrün dunkelgrün silbern geschieden verlobt mager munter heiter flexibl- komfortabl-
miserabl- ungefährlich ungerecht unnötig unwichtig unfreundlich ungeduldig geduldig gesundheitlich
körperlich geistig psychisch finanziell beruflich kulturell sprachlich staatlich kirchlich religiös
katholisch evangelisch jüdisch muslimisch
";
