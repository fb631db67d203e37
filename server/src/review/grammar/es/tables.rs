//! Word tables for the Spanish rules: general Spanish vocabulary, one word per entry,
//! written as a learner's dictionary would list it.

/// Masculine nouns (singular), including the masculine words in -a learners get wrong.
pub(super) const MASC_NOUNS: &str = "
problema tema sistema programa idioma clima mapa día planeta sofá drama dilema poema esquema
museo restaurante trabajo baño examen coche libro parque supermercado hospital hotel colegio
instituto cine teatro barrio pueblo país mundo río lago puente edificio piso apartamento
dinero tiempo año mes verano invierno otoño fin cumpleaños viaje vuelo tren autobús avión metro
taxi barco móvil ordenador teléfono correo mensaje regalo vestido zapato pantalón abrigo
desayuno almuerzo helado pescado pollo arroz pan queso vino café té postre plato vaso
perro gato caballo pájaro animal árbol jardín campo norte sur oeste centro mercado banco bar
hermano padre abuelo hijo tío primo amigo novio vecino compañero jefe jefe profesor médico
ingeniero abogado camarero cocinero enfermero alumno chico hombre niño señor marido
fútbol tenis baloncesto deporte partido concierto curso equipo ruido calor frío miedo sueño
ejercicio error tráfico horario precio alquiler sueldo momento minuto lunes martes miércoles
jueves viernes sábado domingo ascensor salón dormitorio cuarto techo suelo informe proyecto
negocio gimnasio aeropuerto extranjero estadio festival billete papel lápiz bolígrafo idioma
juego juguete cuaderno periódico estómago pie brazo ojo pelo corazón dedo diente cuello
accidente ambiente tiempo viento sol cielo fuego aire invierno examen barrio apellido nombre
consejo cambio paseo piano ordenador capítulo éxito miedo chocolate sobrino nieto cuñado
suegro director abrazo beso cuchillo tenedor plato pueblo barrio ayuntamiento castillo palacio
monumento paisaje viaje equipaje garaje mensaje traje idioma camino semáforo coche cuadro
espejo armario baño pasillo jardín balcón tejado reloj bolso monedero regalo cumpleaños
invierno verano otoño fin domingo sábado color olor sabor dolor amor humor valor tamaño
cerebro cuerpo hombro pecho estómago labio deporte gimnasio entrenamiento torneo campeonato
gol premio billete asiento andén puerto aeropuerto vuelo pasaporte hotel hostal alojamiento
camping desayuno bocadillo filete huevo tomate limón plátano melón ajo aceite vinagre
jamón chorizo marisco pastel caramelo zumo refresco
vaso menú pedido recibo cajero euro dólar descuento precio mercado centro
almacén ruido silencio tráfico atasco accidente semestre trimestre examen título máster
grado bachillerato instituto colegio recreo horario calendario cumpleaños aniversario
festival concierto museo teatro cine espectáculo estreno anuncio periódico artículo
programa canal documental videojuego juego móvil portátil teclado ratón cargador enchufe
sueño insomnio resfriado catarro medicamento jarabe tratamiento hospital centro ambulatorio
trabajo empleo paro sueldo contrato jefe puesto despacho edificio piso ascensor
vecino alquiler dueño casero hogar sofá sillón colchón cojín techo suelo muro
río lago árbol bosque campo desierto volcán valle cielo sol viento rayo
norte sur oeste mundo planeta universo país continente gobierno presidente
ministro partido voto problema tema sistema drama dilema clima diploma síntoma esquema
portal patio sótano ático timbre buzón grifo lavabo inodoro váter fregadero horno microondas
frigorífico congelador lavaplatos lavavajillas secador radiador ventilador interruptor cable
mueble estante cajón escritorio florero jarrón cubo cepillo peine jabón champú gel
desodorante perfume maquillaje pañuelo calcetín cinturón guante sombrero gorro bañador
uniforme anillo collar paraguas bolsillo botón tacón vaquero chaleco cazo bol mantel frasco
bote paquete tarro abrelatas alimento ingrediente yogur cerdo cordero pavo atún salmón
bacalao calamar mejillón pulpo cangrejo pimiento pepino champiñón guisante garbanzo maíz
melocotón albaricoque mango aguacate coco higo bombón chicle bizcocho flan jugo batido licor
hielo churro gazpacho cocido guiso cereal trigo aperitivo kilo gramo litro trozo pedazo
salchichón embutido lomo caldo puré bisabuelo yerno esposo muchacho chaval caballero
ciudadano anfitrión socio rey príncipe héroe ladrón enemigo papá salario turno descanso
documento archivo comercio producto servicio presupuesto beneficio ingreso gasto impuesto
crédito préstamo ahorro trámite formulario requisito permiso carné visado sello envío
cartero funcionario tribunal juicio delito crimen robo bombero incendio peligro riesgo daño
susto apunte diccionario rotulador estuche folio sacapuntas pegamento texto párrafo resumen
ensayo vocabulario significado diálogo verbo adjetivo sustantivo acento fallo conocimiento
doctorado laboratorio comedor intercambio nivel método rascacielos túnel aparcamiento
cementerio polideportivo quiosco estanco albergue tranvía helicóptero camión vehículo
transporte abono vagón destino retraso trayecto kilómetro plano callejón sendero vecindario
océano monte prado granizo trueno relámpago huracán terremoto charco barro polvo humo
oxígeno residuo plástico vidrio cartón metal hierro oro acero petróleo gas carbón recurso
espacio burro toro conejo oso lobo zorro león tigre elefante mono delfín tiburón pato gallo
insecto mosquito gusano loro búho  camello ciervo pino roble cactus césped arbusto
girasol clavel tulipán codo vientre ombligo pulgar puño tobillo talón muslo hueso músculo
pulmón riñón hígado párpado oído cabello bigote sudor virus cáncer embarazo parto análisis
termómetro vendaje instante rato siglo plazo principio comienzo mediodía telediario episodio
vídeo altavoz auricular micrófono sitio enlace usuario perfil comentario icono disco álbum
escenario aplauso fracaso cariño odio enfado enojo orgullo asco aburrimiento cansancio
sentimiento deseo placer ánimo interés entusiasmo respeto alivio agobio nervio voleibol
balonmano ciclismo atletismo boxeo esquí yoga ajedrez jugador entrenador árbitro campeón
balón canto instrumento violín tambor coro pasatiempo crucigrama rompecabezas muñeco cuento
chiste autor escritor lector céntimo carro carrito probador escaparate estilo consulado
registro derecho turismo crucero itinerario folleto mostrador control embarque objeto asunto
motivo caso ejemplo detalle dato aspecto sentido resultado efecto plan propósito esfuerzo
conflicto acuerdo desacuerdo favor perdón lujo desorden grito secreto misterio rumor
lenguaje discurso debate argumento punto lado fondo borde rincón lugar hueco agujero modo
proceso paso desarrollo crecimiento nacimiento matrimonio divorcio bautizo homenaje sorteo
concurso golpe choque ataque castigo uso consumo pago coste pronóstico resto pez
padrino taller faro muelle velero yate cohete satélite dinosaurio zoo zoológico acuario
circo columpio tobogán ladrillo cemento tornillo martillo clavo destornillador pincel lienzo
marco retrato dibujo mural sonido volumen ritmo tono baile tango villancico adorno carnaval
desfile disfraz petardo globo banquete pincho cubito cuenco fogón mechero cigarro tabaco
alcohol masaje tatuaje dentífrico peinado flequillo rizo despertador peatón viajero pasajero
revisor ejército alcalde senador asesino conductor maestro empresario agricultor granjero
pescador jardinero carpintero camionero repartidor traductor investigador músico bailarín
fotógrafo diseñador pastelero panadero carnicero vendedor reportero presentador locutor
escultor notario banquero asesor doctor cirujano sacerdote obrero marinero ganadero
mensajero portero
";

/// Feminine nouns (singular). Those that start with a stressed "a" take "el"/"un" in the
/// singular: see `EL_FEMININE`.
pub(super) const FEM_NOUNS: &str = "
casa ciudad calle mano foto moto mesa silla cama cocina ventana puerta habitación oficina
empresa tienda escuela universidad clase playa montaña sierra isla costa plaza iglesia
biblioteca farmacia estación comida cena fruta carne leche cerveza paella tortilla sopa
compra ventaja desventaja ensalada pizza película música canción novela noticia revista televisión tele familia madre
hermana abuela hija tía prima amiga novia vecina compañera jefa profesora chica mujer niña
señora esposa semana hora noche vez persona gente verdad idea razón opinión pregunta
respuesta fiesta boda reunión cita entrevista excursión lluvia nieve luz agua hambre sed nariz
cabeza espalda pierna boca cara piel camisa falda chaqueta carta llave cuenta factura entrada
mochila maleta bicicleta bici carrera salud vida muerte suerte región zona naturaleza
computadora huelga tarea cosa forma manera historia lengua piscina terraza sala cola aula
clase calefacción ropa receta asignatura nota madrugada primavera tortuga vaca oveja
lavadora nevera cafetería panadería frutería estrella tormenta temperatura contaminación
basura botella taza cuchara llamada fábrica hambre red empresa sobrina nieta cuñada suegra
directora pareja ropa camiseta chaqueta bufanda corbata gorra bota sandalia joya pulsera
lámpara alfombra estantería cortina almohada manta sábana escalera pared azotea cocina
ducha bañera nevera lavadora secadora tostadora cafetera olla
comida bebida merienda cena carne fruta verdura lechuga cebolla patata zanahoria
manzana fresa uva sandía galleta tarta mermelada mantequilla harina sal pimienta miel
hamburguesa salchicha
factura cuenta propina tarjeta moneda tienda farmacia librería papelería panadería
carnicería pescadería peluquería gasolinera parada estación línea ruta carretera autopista
avenida esquina plaza fuente plaza frontera aduana maleta mochila reserva habitación
llave recepción piscina playa arena ola costa isla montaña colina selva cueva nube
lluvia tormenta niebla nieve ola temperatura primavera estación noche
madrugada semana quincena década época fecha hora cita agenda reunión entrevista oferta
carrera asignatura matrícula beca nota clase lección tarea pizarra mesa silla biblioteca
universidad facultad escuela guardería academia película serie novela obra canción banda
orquesta exposición entrada taquilla cola noticia revista televisión pantalla
aplicación contraseña página red
salud enfermedad gripe fiebre tos herida receta pastilla cita consulta clínica
espalda cabeza cara boca nariz oreja mano pierna rodilla piel uña muela
vida muerte suerte paz guerra política economía crisis ley libertad verdad mentira
amistad relación familia boda fiesta celebración sorpresa navidad costumbre tradición
cultura historia lengua idea opinión pregunta respuesta razón duda solución
decisión elección ayuda culpa vergüenza alegría tristeza pena preocupación paciencia
calle ciudad región provincia zona  naturaleza contaminación basura
energía luz electricidad calefacción temperatura
vivienda salida chimenea bombilla persiana toalla batidora aspiradora escoba fregona
papelera cerradura caja bolsa lata copa jarra tapa servilleta despensa planta hortaliza
legumbre lenteja judía alubia espinaca berenjena calabaza coliflor col seta aceituna pera
 cereza piña ciruela mandarina frambuesa almendra avellana nuez magdalena tostada
margarina nata crema salsa mayonesa mostaza canela pasta chuleta ternera costilla gamba
sardina merluza trucha langosta almeja sidra limonada infusión manzanilla ración dieta
alimentación vitamina proteína grasa caloría bisabuela nuera muchacha dama dueña socia reina
princesa heroína madrina mamá compañía sociedad industria demanda nómina jornada jubilación
pensión experiencia formación profesión deuda hipoteca inversión ganancia pérdida venta
norma regla reclamación sede sucursal ventanilla fotocopia impresora fotocopiadora tecla
carpeta herramienta máquina conexión tiza goma hoja frase palabra oración gramática
ortografía pronunciación lectura escritura redacción licenciatura biología química geografía
filosofía literatura educación enseñanza ciencia traducción evaluación calificación práctica
teoría investigación acera rotonda glorieta comisaría catedral mezquita ermita torre estatua
zapatería joyería ferretería tintorería lavandería floristería pastelería heladería
discoteca llanura orilla roca piedra tierra hierba flor rama raíz semilla granja huerta
finca aldea urbanización comunidad embajada furgoneta ambulancia camioneta caravana llegada
vía dirección gasolina rueda avería velocidad señal ceja pestaña mejilla barbilla garganta
muñeca cadera cintura barriga tripa sangre vena cicatriz alergia infección diarrea píldora
vacuna inyección operación cirugía urgencia muleta tirita pomada blusa cazadora sudadera
manga talla moda cadena cremallera lana seda tela humedad sequía inundación brisa 
nevada tempestad previsión temporada medianoche víspera edad etapa infancia niñez juventud
adolescencia vejez prensa emisora  fotografía pieza butaca galería escultura pintura
publicidad encuesta crítica portada columna sección felicidad rabia ira ilusión esperanza
emoción ansiedad angustia soledad nostalgia confianza calma tranquilidad prisa risa sonrisa
lágrima locura simpatía pasión curiosidad afición pelota raqueta portería competición liga
medalla victoria derrota natación gimnasia equitación escalada caminata acampada jardinería
artesanía guitarra flauta baraja rebaja garantía devolución mensajería postal causa
consecuencia diferencia situación condición posibilidad oportunidad necesidad realidad
cantidad calidad actividad capacidad aventura seguridad atención información explicación
instrucción propuesta petición opción meta obligación promesa excusa molestia fuerza altura
longitud distancia figura punta superficie mitad mayoría minoría población religión fe
democracia pobreza riqueza violencia broma alma arma área águila ave
mascota cárcel azafata conductora alcaldesa doctora médica ingeniera abogada camarera
cocinera enfermera arquitecta peluquera secretaria funcionaria veterinaria psicóloga
fontanera pintora escritora programadora cajera panadera carnicera dependienta bombera
actriz maestra empresaria agricultora traductora bailarina fotógrafa diseñadora vendedora
presentadora cirujana monja niñera ladrona
";

/// Feminine nouns that take "el" and "un" in the singular (stressed first "a").
pub(super) const EL_FEMININE: &[&str] = &[
    "agua", "hambre", "aula", "área", "alma", "arma", "águila", "ave",
];

/// Nouns only used in the plural, with their gender.
pub(super) const PLURAL_ONLY: &[(&str, bool)] = &[
    ("vacaciones", true),
    ("gafas", true),
    ("deberes", false),
    ("afueras", true),
    ("compras", true),
    ("matemáticas", true),
    ("tijeras", true),
    ("alrededores", false),
    ("modales", false),
    ("celos", false),
];

/// Irregular plurals.
pub(super) const PLURALS: &[(&str, &str)] = &[
    ("examen", "exámenes"),
    ("joven", "jóvenes"),
    ("imagen", "imágenes"),
    ("lunes", "lunes"),
    ("martes", "martes"),
    ("miércoles", "miércoles"),
    ("jueves", "jueves"),
    ("viernes", "viernes"),
    ("cumpleaños", "cumpleaños"),
    ("crisis", "crisis"),
    ("vez", "veces"),
    ("luz", "luces"),
    ("lápiz", "lápices"),
    ("nariz", "narices"),
    ("crimen", "crímenes"),
    ("resumen", "resúmenes"),
    ("origen", "orígenes"),
    ("volumen", "volúmenes"),
    ("desorden", "desórdenes"),
    ("carácter", "caracteres"),
    ("virus", "virus"),
    ("análisis", "análisis"),
    ("cactus", "cactus"),
    ("tesis", "tesis"),
    ("dosis", "dosis"),
    ("champú", "champús"),
    ("esquí", "esquís"),
    ("menú", "menús"),
    ("microondas", "microondas"),
    ("lavaplatos", "lavaplatos"),
    ("lavavajillas", "lavavajillas"),
    ("paraguas", "paraguas"),
    ("abrelatas", "abrelatas"),
    ("sacapuntas", "sacapuntas"),
    ("rascacielos", "rascacielos"),
    ("rompecabezas", "rompecabezas"),
];

/// People (and pets), who take the personal "a" as objects.
pub(super) const PERSON_NOUNS: &str = "
hermano hermana padre madre padres abuelo abuela abuelos hijo hija hijos tío tía tíos primo
prima primos amigo amiga amigos novio novia vecino vecina vecinos compañero compañera
compañeros jefe jefa profesor profesora médico chico chica chicos hombre mujer niño niña
niños señor señora marido esposa familia perro gato gente persona personas abogado camarero
alumno alumnos
padrino padrinos madrina madrinas nieto nieta nietos nietas sobrino sobrina sobrinos
sobrinas cuñado cuñada cuñados suegro suegra suegros yerno nuera esposo esposos mamá papá
papás bebé bebés muchacho muchacha muchachos chicas niñas mujeres hombres señores señoras
novios novias amigas vecinas compañeras hermanas hijas abuelas tías primas jefes jefas
profesores profesoras alumna alumnas médicos médica doctor doctora doctores enfermero
enfermera enfermeros dentista cliente clientes estudiante estudiantes turista turistas
policía policías bombero bomberos cartero camarera camareros abogada abogados ingeniero
ingeniera arquitecto cocinero cocinera director directora presidente presidenta ministro
ministra alcalde alcaldesa rey reina reyes príncipe princesa actor actriz actores cantante
cantantes artista artistas periodista periodistas jugador jugadores entrenador entrenadora
árbitro invitado invitados invitada huésped socio socia dueño dueña dueños pareja maridos
esposas bisabuelo bisabuela bisabuelos  paciente pacientes mascota ladrón ladrones
traductor conductor conductora pasajero pasajeros viajero niñera 
";

/// Places one goes to ("ir a"), lives in ("vivir en") or that are somewhere ("estar en").
pub(super) const PLACE_NOUNS: &str = "
casa playa montaña sierra ciudad centro parque museo restaurante cine teatro supermercado
mercado hospital hotel colegio escuela universidad oficina biblioteca farmacia estación
aeropuerto banco bar pueblo país campo barrio gimnasio iglesia plaza tienda piscina isla costa
extranjero norte sur oeste calle edificio piso apartamento trabajo
españa francia italia alemania inglaterra portugal méxico argentina perú chile colombia cuba
japón china rusia grecia marruecos europa américa áfrica asia londres parís madrid barcelona
sevilla valencia roma berlín lisboa granada málaga bilbao toledo salamanca córdoba
panadería carnicería pescadería frutería librería papelería peluquería zapatería joyería
ferretería tintorería lavandería floristería pastelería cafetería heladería gasolinera
discoteca comisaría ayuntamiento catedral mezquita ermita castillo palacio zoo zoológico
acuario circo estadio polideportivo cementerio consulado embajada puerto parada lago río
bosque selva desierto valle granja finca aldea urbanización vecindario avenida esquina
jardín patio cocina salón dormitorio baño habitación terraza balcón garaje sótano despacho
fábrica empresa taller almacén hostal albergue clínica ambulatorio facultad instituto
guardería academia laboratorio galería provincia región irlanda escocia suiza austria
bélgica holanda suecia noruega dinamarca polonia turquía egipto corea canadá brasil
venezuela ecuador bolivia paraguay uruguay guatemala honduras nicaragua panamá australia
latinoamérica sudamérica andalucía cataluña galicia canarias mallorca ibiza tenerife
valladolid zaragoza murcia alicante cádiz pamplona santander bogotá caracas quito montevideo
tokio pekín moscú atenas ámsterdam bruselas viena praga dublín edimburgo venecia milán
nápoles oporto
";

/// Events, which "are" (ser) somewhere: "la fiesta es en mi casa".
pub(super) const EVENT_NOUNS: &str = "
concierto fiesta reunión boda partido clase examen cena comida cumpleaños conferencia
exposición espectáculo festival cita entrevista ceremonia curso función presentación
celebración inauguración graduación misa obra charla competición torneo feria evento acto
funeral entierro actuación estreno mercadillo
excursión campeonato concurso sorteo desfile procesión carnaval manifestación huelga
protesta bautizo comunión despedida consulta lección taller seminario operación verbena
banquete recital carrera visita viaje vuelo paseo película canción serie programa
";

/// Countries and big cities, lower case: "soy de Colombia".
pub(super) const PLACE_NAMES: &str = "
españa méxico colombia argentina perú chile venezuela ecuador bolivia uruguay paraguay cuba
guatemala honduras nicaragua panamá brasil francia alemania italia inglaterra portugal irlanda
escocia holanda bélgica suiza austria suecia noruega dinamarca polonia rusia ucrania grecia
turquía marruecos egipto china japón corea india australia canadá filipinas estados
madrid barcelona valencia sevilla bilbao málaga granada salamanca zaragoza lisboa parís londres
roma berlín lima bogotá caracas quito santiago montevideo asunción
";

/// Ways of travelling: "ir en tren" is right.
pub(super) const TRANSPORT: &[&str] = &[
    "coche",
    "tren",
    "autobús",
    "avión",
    "metro",
    "taxi",
    "barco",
    "bici",
    "bicicleta",
    "moto",
    "caballo",
    "grupo",
    "serio",
    "persona",
    "contra",
    "busca",
];

/// Adjectives, masculine singular. Those in -o change for gender; the rest only for number.
pub(super) const ADJECTIVES: &str = "
mayor menor propio cierto bonito feo bueno malo nuevo viejo pequeño largo corto guapo simpático antipático divertido
aburrido cansado contento nervioso enfadado preocupado ocupado tranquilo rico caro barato
lleno vacío abierto cerrado sucio limpio frío cálido blanco negro rojo amarillo morado rubio
moreno delgado gordo serio listo tonto famoso precioso maravilloso perfecto moderno antiguo
típico cómodo incómodo peligroso delicioso sabroso ruidoso raro extraño complicado agotado
emocionado enamorado casado soltero embarazado roto crudo húmedo seco mojado oscuro estrecho
ancho cercano público privado tímido generoso educado sano enfermo italiano mexicano chino
americano estupendo fantástico horroroso asqueroso buenísimo malísimo pesado lento
increíble horrible terrible agradable amable inteligente interesante importante grande
verde alegre triste fácil difícil feliz azul gris joven popular especial normal genial
original útil responsable trabajador hablador encantador español inglés francés alemán
alto bajo rápido claro ordenado desordenado organizado gracioso curioso orgulloso
cariñoso celoso valiente pobre tradicional cultural natural internacional nacional local social
político económico histórico turístico animado entretenido emocionante impresionante
espectacular enorme profundo redondo blando duro suave dulce salado amargo fresco maduro
templado helado soleado lluvioso brillante pelirrojo calvo débil maleducado extrovertido
callado vago perezoso sensato honesto sincero mentiroso egoísta optimista pesimista
puntual paciente impaciente relajado libre disponible conocido desconocido sencillo simple
gratuito contaminado lindo hermoso diferente parecido similar distinto divorciado separado
asustado avergonzado decepcionado interesado encendido apagado vivo
japonés caliente picante excelente fuerte preparado nublado enojado sentado despierto dormido resfriado sorprendido estresado equivocado satisfecho mareado borracho harto muerto
amplio anciano ansioso artístico atento atractivo atrevido auténtico básico bello breve
caluroso caótico céntrico científico clásico completo concreto correcto incorrecto creativo
cuadrado culto decidido delicado deportivo desagradable despistado directo distraído
eléctrico electrónico elegante emocional entero estricto eterno exacto exigente extranjero
extraordinario falso familiar fatal favorito fenomenal fiel infiel fijo flaco flexible
frecuente general grave grosero habitual honrado humilde ideal idéntico ilegal legal
imaginativo imposible posible independiente infantil infeliz ingenuo inmaduro inquieto
integral introvertido inútil juvenil justo laboral lejano leve ligero liso lujoso magnífico
miedoso mimado modesto mudo musculoso necesario negativo positivo obvio evidente oficial
opuesto contrario ajeno parcial particular pasado personal práctico presumido principal
probable profesional próximo real realista idealista reciente regional mundial urbano rural
rencoroso respetuoso rizado romántico saludable sabio sedentario semanal mensual anual
diario sensible sereno siguiente silencioso sociable solidario sordo ciego tacaño terco
testarudo tierno tibio tolerante transparente último único universitario sanitario urgente
vanidoso verdadero vegetariano viudo zurdo envidioso ecológico climático digital técnico
escolar actual común castaño dorado plateado marrón celeste despejado nevado ventoso áspero
ácido soso podrido congelado casero agradecido comprometido activo pasivo irresponsable
ambicioso amistoso cobarde prudente ignorante leal seguro portugués holandés irlandés
escocés danés finlandés polaco ruso griego turco sueco noruego suizo belga austriaco europeo
africano asiático argentino colombiano peruano chileno venezolano cubano ecuatoriano
uruguayo boliviano brasileño canadiense estadounidense marroquí egipcio coreano australiano
latinoamericano catalán gallego vasco madrileño herido perdido tumbado acostado agobiado
deprimido ilusionado desanimado angustiado asombrado averiado estropeado
";

/// Adjectives that also work as adverbs or describe the subject ("llegó a casa cansado"),
/// so they are not judged right after a noun.
pub(super) const NOT_AFTER_NOUN: &[&str] = &[
    "alto",
    "bajo",
    "rápido",
    "claro",
    "libre",
    "vivo",
    "asustado",
    "avergonzado",
    "decepcionado",
    "interesado",
    "relajado",
    "lento",
    "fuerte",
    "cansado",
    "contento",
    "nervioso",
    "enfadado",
    "preocupado",
    "enfermo",
    "triste",
    "feliz",
    "tranquilo",
    "listo",
    "serio",
    "mojado",
    "solo",
    "emocionado",
    "agotado",
    "ocupado",
    "casado",
    "enamorado",
    "herido",
    "perdido",
    "tumbado",
    "acostado",
    "agobiado",
    "deprimido",
    "ilusionado",
    "desanimado",
    "angustiado",
    "asombrado",
    "sorprendido",
    "satisfecho",
    "mareado",
    "borracho",
    "harto",
    "dormido",
    "despierto",
    "sentado",
    "enojado",
    "estresado",
    "seguro",
    "directo",
    "justo",
    "fijo",
    "ligero",
];

/// Adjectives for states, said with "estar": "estoy cansado", "el museo está cerrado".
pub(super) const STATE_ADJECTIVES: &[&str] = &[
    "cansado",
    "contento",
    "enfadado",
    "enojado",
    "preocupado",
    "abierto",
    "cerrado",
    "lleno",
    "vacío",
    "roto",
    "sentado",
    "embarazado",
    "muerto",
    "nublado",
    "despierto",
    "dormido",
    "ocupado",
    "enamorado",
    "harto",
    "agotado",
    "resfriado",
    "mojado",
    "sorprendido",
    "emocionado",
    "estresado",
    "enfermo",
    "nervioso",
    "equivocado",
    "satisfecho",
    "mareado",
    "borracho",
    "herido",
    "perdido",
    "tumbado",
    "acostado",
    "agobiado",
    "deprimido",
    "ilusionado",
    "desanimado",
    "angustiado",
    "asombrado",
    "averiado",
    "estropeado",
    "despejado",
];

/// Professions: "es ingeniero", not "está ingeniero"; "trabaja como camarero".
pub(super) const PROFESSIONS: &str = "
médico médica ingeniero ingeniera profesor profesora abogado abogada camarero camarera
cocinero cocinera enfermero enfermera arquitecto arquitecta periodista estudiante
dentista policía bombero bombera peluquero peluquera programador programadora
secretario secretaria funcionario funcionaria veterinario veterinaria psicólogo psicóloga
fontanero fontanera electricista conductor conductora actor actriz cantante pintor pintora
doctor doctora cirujano cirujana carpintero carpintera jardinero jardinera agricultor
agricultora granjero granjera pescador pescadora camionero camionera repartidor repartidora
traductor traductora intérprete investigador investigadora músico bailarín bailarina
fotógrafo fotógrafa diseñador diseñadora panadero panadera carnicero carnicera pastelero
pastelera vendedor vendedora dependiente dependienta reportero reportera presentador
presentadora locutor locutora escritor escritora escultor escultora notario notaria banquero
banquera asesor asesora empresario empresaria azafata marinero cartero  mensajero
mensajera taxista recepcionista farmacéutico farmacéutica fisioterapeuta economista contable
informático informática mecánico mecánica albañil obrero obrera niñera sacerdote monja
socorrista astronauta científico científica revisor revisora
";

/// Months, said without article: "en junio".
pub(super) const MONTHS: &[&str] = &[
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
];

/// Days of the week, singular and plural.
pub(super) const DAYS: &[&str] = &[
    "lunes",
    "martes",
    "miércoles",
    "jueves",
    "viernes",
    "sábado",
    "sábados",
    "domingo",
    "domingos",
];

/// Number words for hours and ages.
pub(super) const NUMBERS: &[&str] = &[
    "una",
    "uno",
    "dos",
    "tres",
    "cuatro",
    "cinco",
    "seis",
    "siete",
    "ocho",
    "nueve",
    "diez",
    "once",
    "doce",
    "trece",
    "catorce",
    "quince",
    "dieciséis",
    "diecisiete",
    "dieciocho",
    "diecinueve",
    "veinte",
    "veintiuno",
    "veintidós",
    "veintitrés",
    "veinticuatro",
    "veinticinco",
    "veintiséis",
    "veintisiete",
    "veintiocho",
    "veintinueve",
    "treinta",
    "cuarenta",
    "cincuenta",
    "sesenta",
    "setenta",
    "ochenta",
    "noventa",
    "cien",
    "ciento",
];
