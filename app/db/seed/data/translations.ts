// The English and Arabic of every French text the seed ships (ADR 025), keyed by the French as it
// stands in the seed's modules: a list (a service's points, an SEO row's keywords) is translated
// item by item. seedTranslations() (seed.server.ts) writes them as content translations; the seed's
// test checks that every seeded text has both. Edited for clients to read: English for an
// international audience, Modern Standard Arabic; brand and package names stay as they are.

export type SeedTranslation = { en: string; ar: string };

export const SEED_TRANSLATIONS: Readonly<Record<string, SeedTranslation>> = {
  // Heroes
  "Imagine : We Make It Real": {
    en: "Imagine: We Make It Real",
    ar: "Imagine: We Make It Real",
  },
  "Excellence événementielle": {
    en: "Event excellence",
    ar: "التميّز في تنظيم الفعاليات",
  },
  "Congrès médicaux, séminaires, mariages et événements digitaux : depuis 2009, nous concevons et orchestrons en Tunisie des événements qui marquent les esprits, du premier croquis au dernier invité.": {
    en: "Medical congresses, seminars, weddings and digital events: since 2009 we have been designing and running memorable events across Tunisia, from the first sketch to the last guest.",
    ar: "مؤتمرات طبية وندوات وحفلات زفاف وفعاليات رقمية: منذ عام 2009 نصمّم وننظّم في تونس فعاليات تبقى في الذاكرة، من الرسم الأول إلى آخر ضيف.",
  },
  "Agence événementielle depuis 2009": {
    en: "Event agency since 2009",
    ar: "وكالة لتنظيم الفعاليات منذ 2009",
  },
  "Démarrer un Projet": {
    en: "Start a Project",
    ar: "ابدأ مشروعك",
  },
  "Découvrir nos services": {
    en: "Explore our services",
    ar: "اكتشف خدماتنا",
  },
  "Parlons de votre prochain événement": {
    en: "Let's talk about your next event",
    ar: "لنتحدّث عن فعاليتك القادمة",
  },
  "Réponse sous 24h": {
    en: "Reply within 24 hours",
    ar: "ردّ خلال 24 ساعة",
  },
  "Décrivez-nous votre projet : date, nombre d'invités, lieu envisagé. Un chef de projet vous rappelle sous 24h avec une première proposition.": {
    en: "Tell us about your project: the date, the number of guests, the venue you have in mind. A project manager will call you back within 24 hours with a first proposal.",
    ar: "حدّثنا عن مشروعك: التاريخ وعدد الضيوف والمكان الذي تفكّر فيه. يتصل بك مدير مشروع خلال 24 ساعة بعرض أوّلي.",
  },
  "Devis gratuit": {
    en: "Free quote",
    ar: "عرض سعر مجاني",
  },
  "Écrire à l'équipe": {
    en: "Write to the team",
    ar: "راسل الفريق",
  },
  "Voir nos réalisations": {
    en: "See our work",
    ar: "شاهد أعمالنا",
  },
  "Nos réalisations": {
    en: "Our work",
    ar: "أعمالنا",
  },
  "Plus de 500 événements depuis 2009": {
    en: "More than 500 events since 2009",
    ar: "أكثر من 500 فعالية منذ 2009",
  },
  "Congrès internationaux, galas, salons, mariages et événements hybrides : parcourez quelques projets que nous avons eu la fierté de mener.": {
    en: "International congresses, galas, trade fairs, weddings and hybrid events: browse a few of the projects we have been proud to deliver.",
    ar: "مؤتمرات دولية وحفلات رسمية ومعارض وحفلات زفاف وفعاليات هجينة: تصفّح بعض المشاريع التي نفخر بإنجازها.",
  },
  "Portfolio": {
    en: "Portfolio",
    ar: "معرض الأعمال",
  },
  "Nos services": {
    en: "Our services",
    ar: "خدماتنا",
  },
  "Location de matériel événementiel": {
    en: "Event equipment rental",
    ar: "تأجير معدات الفعاليات",
  },
  "Un dépôt de 2000 m², plus de 5000 articles": {
    en: "A 2,000 m² depot with more than 5,000 items",
    ar: "مستودع بمساحة 2000 م² وأكثر من 5000 قطعة",
  },
  "Sonorisation, éclairage, vidéo, mobilier et scènes : louez le matériel que nos équipes utilisent sur nos propres événements, livré, installé et testé.": {
    en: "Sound, lighting, video, furniture and stages: rent the equipment our own crews use on our events, delivered, installed and tested.",
    ar: "الصوت والإضاءة والفيديو والأثاث والمنصّات: استأجر المعدات التي يستخدمها فريقنا في فعالياتنا، مع التوصيل والتركيب والاختبار.",
  },
  "Nouveau : réservation en ligne": {
    en: "New: book online",
    ar: "جديد: الحجز عبر الإنترنت",
  },
  "Voir le catalogue": {
    en: "View the catalogue",
    ar: "تصفّح الكتالوج",
  },
  "Demander un devis": {
    en: "Request a quote",
    ar: "اطلب عرض سعر",
  },
  "Louez le matériel de vos événements": {
    en: "Rent the equipment for your events",
    ar: "استأجر معدات فعالياتك",
  },
  "Prix par jour, stock en temps réel": {
    en: "Daily prices, live stock levels",
    ar: "أسعار يومية ومخزون محدَّث لحظيًا",
  },
  "Choisissez vos articles, vos dates et vos quantités : l'estimation est immédiate et notre équipe confirme la disponibilité sous 24h.": {
    en: "Choose your items, dates and quantities: you get an estimate at once, and our team confirms availability within 24 hours.",
    ar: "اختر القطع والتواريخ والكميات: تحصل على تقدير فوري، ويؤكّد فريقنا التوفّر خلال 24 ساعة.",
  },
  "Location en ligne": {
    en: "Online rental",
    ar: "التأجير عبر الإنترنت",
  },
  "Parcourir les produits": {
    en: "Browse the products",
    ar: "تصفّح المنتجات",
  },
  "Découvrir le dépôt": {
    en: "Discover the depot",
    ar: "اكتشف المستودع",
  },
  "Votre panier de location": {
    en: "Your rental cart",
    ar: "سلة التأجير",
  },
  "Vérifiez vos articles et vos dates": {
    en: "Check your items and dates",
    ar: "تحقّق من القطع والتواريخ",
  },
  "Ajustez les quantités, contrôlez les dates de location puis lancez la commande : un conseiller vous recontacte pour la livraison et l'installation.": {
    en: "Adjust the quantities, check the rental dates, then place your order: an adviser will get back to you about delivery and installation.",
    ar: "عدّل الكميات وتحقّق من تواريخ التأجير ثم أرسل طلبك: يتواصل معك أحد مستشارينا بشأن التوصيل والتركيب.",
  },
  "Commande de location": {
    en: "Rental order",
    ar: "طلب تأجير",
  },
  "Continuer mes achats": {
    en: "Continue shopping",
    ar: "متابعة التسوّق",
  },
  "Une question ?": {
    en: "Any questions?",
    ar: "هل لديك سؤال؟",
  },
  "Imagine Events, l'agence": {
    en: "Imagine Events, the agency",
    ar: "Imagine Events، الوكالة",
  },
  "Excellence événementielle depuis 2009": {
    en: "Event excellence since 2009",
    ar: "التميّز في تنظيم الفعاليات منذ 2009",
  },
  "Née à Tunis en 2009, Imagine réunit plus de 50 passionnés — chefs de projet, scénographes, techniciens et développeurs — au service des congrès, des entreprises et des familles.": {
    en: "Founded in Tunis in 2009, Imagine brings together more than 50 enthusiasts — project managers, set designers, technicians and developers — serving congresses, companies and families.",
    ar: "تأسست Imagine في تونس العاصمة عام 2009، وتضمّ أكثر من 50 شغوفًا بالمهنة، من مديري مشاريع ومصمّمي ديكور وتقنيين ومطوّرين، في خدمة المؤتمرات والشركات والعائلات.",
  },
  "Qui sommes-nous": {
    en: "About us",
    ar: "من نحن",
  },
  "Rencontrer l'équipe": {
    en: "Meet the team",
    ar: "تعرّف على الفريق",
  },
  "Notre plateforme d'inscription": {
    en: "Our registration platform",
    ar: "منصّتنا للتسجيل",
  },
  "Vos participants inscrits en quelques clics": {
    en: "Your participants registered in a few clicks",
    ar: "تسجيل المشاركين ببضع نقرات",
  },
  "Formulaires sur mesure, tarifs par catégorie, paiement en ligne et badges automatiques : la plateforme Imagine gère vos inscriptions de l'ouverture au jour J.": {
    en: "Tailored forms, prices by category, online payment and automatic badges: the Imagine platform handles your registrations from opening day to the big day.",
    ar: "نماذج مصمّمة حسب الطلب، وأسعار حسب الفئة، ودفع إلكتروني، وشارات تُنشأ تلقائيًا: منصّة Imagine تدير تسجيلاتك من يوم فتحها حتى يوم الفعالية.",
  },
  "Plateforme propriétaire": {
    en: "Proprietary platform",
    ar: "منصّة خاصة بنا",
  },
  "Demander une démonstration": {
    en: "Request a demo",
    ar: "اطلب عرضًا توضيحيًا",
  },
  "Paiement sécurisé": {
    en: "Secure payment",
    ar: "دفع آمن",
  },
  "Imagine4Digital": {
    en: "Imagine4Digital",
    ar: "Imagine4Digital",
  },
  "Des événements hybrides sans frontières": {
    en: "Hybrid events without borders",
    ar: "فعاليات هجينة بلا حدود",
  },
  "Studio de diffusion, plateforme virtuelle et interaction en direct : nous réunissons votre public en salle et en ligne dans une même expérience.": {
    en: "Broadcast studio, virtual platform and live interaction: we bring your audience together, in the room and online, in one shared experience.",
    ar: "استوديو بثّ ومنصّة افتراضية وتفاعل مباشر: نجمع جمهورك في القاعة وعبر الإنترنت في تجربة واحدة.",
  },
  "Événements hybrides": {
    en: "Hybrid events",
    ar: "الفعاليات الهجينة",
  },
  "Imaginer mon événement hybride": {
    en: "Plan my hybrid event",
    ar: "خطّط لفعاليتي الهجينة",
  },
  "Inscription digitale": {
    en: "Digital registration",
    ar: "التسجيل الرقمي",
  },
  "We Make It Real": {
    en: "We Make It Real",
    ar: "We Make It Real",
  },
  "Notre méthode en cinq étapes": {
    en: "Our five-step method",
    ar: "منهجيتنا في خمس مراحل",
  },
  "De l'écoute au bilan, une méthode éprouvée sur plus de 500 événements pour transformer une idée en un moment réel, maîtrisé et mémorable.": {
    en: "From listening to the final review, a method proven over more than 500 events to turn an idea into a real, well-run and memorable moment.",
    ar: "من الإصغاء إلى التقييم الختامي، منهجية أثبتت جدارتها في أكثر من 500 فعالية لتحويل الفكرة إلى لحظة حقيقية ومتقنة لا تُنسى.",
  },
  "La méthode Imagine": {
    en: "The Imagine method",
    ar: "منهجية Imagine",
  },
  "YourDay, vos mariages d'exception": {
    en: "YourDay, exceptional weddings",
    ar: "YourDay، حفلات زفاف استثنائية",
  },
  "Le plus beau jour, sans aucun souci": {
    en: "The most beautiful day, without a worry",
    ar: "أجمل يوم، بلا أي قلق",
  },
  "Décoration, lumière, son, traiteur et coordination : YourDay orchestre votre mariage pour que vous n'ayez qu'à vivre chaque instant avec vos proches.": {
    en: "Decoration, lighting, sound, catering and coordination: YourDay orchestrates your wedding so that all you have to do is enjoy every moment with your loved ones.",
    ar: "الديكور والإضاءة والصوت والضيافة والتنسيق: تتولّى YourDay تنظيم حفل زفافك لتعيش كل لحظة مع أحبّائك دون أي عناء.",
  },
  "Mariages et célébrations": {
    en: "Weddings and celebrations",
    ar: "الأعراس والاحتفالات",
  },
  "Réserver un rendez-vous": {
    en: "Book an appointment",
    ar: "احجز موعدًا",
  },
  "Voir les formules": {
    en: "See the packages",
    ar: "اطّلع على الباقات",
  },
  "Planification premium": {
    en: "Premium planning",
    ar: "تخطيط متميّز",
  },
  "Chaque détail pensé, chaque minute maîtrisée": {
    en: "Every detail considered, every minute under control",
    ar: "كل تفصيل مدروس، وكل دقيقة تحت السيطرة",
  },
  "Rétroplanning, repérages, prestataires, logistique et régie : nous pilotons votre congrès ou votre convention avec la rigueur d'une production de spectacle.": {
    en: "Reverse schedule, site visits, suppliers, logistics and show control: we run your congress or convention with the rigour of a stage production.",
    ar: "جدولة عكسية ومعاينة للمواقع وإدارة للمزوّدين والخدمات اللوجستية والإدارة التقنية: ندير مؤتمرك أو ملتقاك بدقّة إنتاج العروض الفنية.",
  },
  "Organisation clé en main": {
    en: "Turnkey organisation",
    ar: "تنظيم متكامل من الألف إلى الياء",
  },
  "Planifier mon événement": {
    en: "Plan my event",
    ar: "خطّط لفعاليتي",
  },
  "Voir la galerie": {
    en: "See the gallery",
    ar: "شاهد معرض الصور",
  },
  "Gestion des inscriptions": {
    en: "Registration management",
    ar: "إدارة التسجيلات",
  },
  "De la première inscription au dernier badge": {
    en: "From the first registration to the last badge",
    ar: "من أول تسجيل إلى آخر شارة",
  },
  "Campagne d'inscription, suivi des paiements, prises en charge des laboratoires et accueil sur place : notre équipe gère vos participants pour vous.": {
    en: "Registration campaign, payment tracking, laboratory sponsorships and on-site welcome: our team manages your participants for you.",
    ar: "حملة التسجيل ومتابعة المدفوعات وتكفّل المختبرات بالمشاركين والاستقبال في الموقع: يدير فريقنا المشاركين نيابة عنك.",
  },
  "Service participants": {
    en: "Participant services",
    ar: "خدمة المشاركين",
  },
  "Confier mes inscriptions": {
    en: "Hand over my registrations",
    ar: "أوكِل إلينا تسجيلاتي",
  },
  "La plateforme": {
    en: "The platform",
    ar: "المنصّة",
  },
  "Modélisation 3D des stands": {
    en: "3D stand design",
    ar: "تصميم الأجنحة بتقنية ثلاثية الأبعاد",
  },
  "Voyez votre stand avant qu'il n'existe": {
    en: "See your stand before it exists",
    ar: "شاهد جناحك قبل أن يُبنى",
  },
  "Nos designers modélisent votre stand et vos espaces en 3D : vous validez les volumes, les matières et la signalétique avant la fabrication.": {
    en: "Our designers model your stand and spaces in 3D: you approve the volumes, materials and signage before anything is built.",
    ar: "يصمّم مصمّمونا جناحك ومساحاتك بتقنية ثلاثية الأبعاد: تصادق على الأحجام والمواد واللافتات قبل التصنيع.",
  },
  "Design de stands": {
    en: "Stand design",
    ar: "تصميم الأجنحة",
  },
  "Concevoir mon stand": {
    en: "Design my stand",
    ar: "صمّم جناحي",
  },
  "Hébergement et restauration": {
    en: "Accommodation and catering",
    ar: "الإقامة والإطعام",
  },
  "Vos invités reçus comme des hôtes de marque": {
    en: "Your guests welcomed like VIPs",
    ar: "ضيوفك يُستقبَلون كضيوف شرف",
  },
  "Chambres négociées dans les meilleurs hôtels, transferts, pauses café et déjeuners : nous prenons soin de vos participants du check-in au dernier repas.": {
    en: "Negotiated rooms in the best hotels, transfers, coffee breaks and lunches: we look after your participants from check-in to the last meal.",
    ar: "غرف بأسعار تفاضلية في أفضل الفنادق، وتنقّلات، واستراحات قهوة، ووجبات غداء: نعتني بالمشاركين من لحظة الوصول حتى الوجبة الأخيرة.",
  },
  "Accueil des participants": {
    en: "Participant welcome",
    ar: "استقبال المشاركين",
  },
  "Organiser l'accueil": {
    en: "Organise the welcome",
    ar: "نظّم الاستقبال",
  },
  "Dîners et activités": {
    en: "Dinners and activities",
    ar: "العشاء والأنشطة",
  },
  "Les moments qui font la réputation d'un événement": {
    en: "The moments that make an event's reputation",
    ar: "اللحظات التي تصنع سمعة الفعالية",
  },
  "Dîner de gala dans un palais, soirée dans la médina, excursion dans le désert ou team building en bord de mer : nous créons les temps forts dont vos invités se souviendront.": {
    en: "A gala dinner in a palace, an evening in the medina, a desert excursion or team building by the sea: we create the highlights your guests will remember.",
    ar: "عشاء رسمي في قصر، أو سهرة في المدينة العتيقة، أو رحلة إلى الصحراء، أو نشاط لبناء روح الفريق على شاطئ البحر: نصنع اللحظات المميّزة التي سيتذكّرها ضيوفك.",
  },
  "Soirées et programmes sociaux": {
    en: "Evenings and social programmes",
    ar: "السهرات والبرامج الاجتماعية",
  },
  "Imaginer ma soirée": {
    en: "Plan my evening",
    ar: "خطّط لسهرتي",
  },
  "Inscription digitale intelligente": {
    en: "Smart digital registration",
    ar: "تسجيل رقمي ذكي",
  },
  "Un parcours fluide, des données fiables": {
    en: "A smooth journey, reliable data",
    ar: "مسار سلس وبيانات موثوقة",
  },
  "Formulaires adaptatifs, reconnaissance des participants déjà inscrits et badge QR envoyé dès la validation : l'inscription devient une expérience, pas une corvée.": {
    en: "Adaptive forms, recognition of returning participants and a QR badge sent as soon as registration is confirmed: registering becomes an experience, not a chore.",
    ar: "نماذج تتكيّف مع كل مشارك، وتعرّف تلقائي على المسجَّلين سابقًا، وشارة برمز QR تُرسَل فور التأكيد: يصبح التسجيل تجربة ممتعة لا عبئًا.",
  },
  "Digital Events": {
    en: "Digital Events",
    ar: "الفعاليات الرقمية",
  },
  "Voir une démonstration": {
    en: "See a demo",
    ar: "شاهد عرضًا توضيحيًا",
  },
  "Paiement en ligne": {
    en: "Online payment",
    ar: "الدفع الإلكتروني",
  },
  "Paiement en ligne sécurisé": {
    en: "Secure online payment",
    ar: "دفع إلكتروني آمن",
  },
  "Encaissez vos inscriptions en toute confiance": {
    en: "Collect your registration fees with complete confidence",
    ar: "حصّل رسوم التسجيل بكل ثقة",
  },
  "Carte bancaire tunisienne ou internationale, virement ou bon de commande : vos participants paient comme ils le souhaitent, et vous suivez chaque dinar.": {
    en: "Tunisian or international bank card, bank transfer or purchase order: your participants pay the way they prefer, and you keep track of every dinar.",
    ar: "بطاقة بنكية تونسية أو دولية، أو تحويل بنكي، أو سند طلب: يدفع المشاركون بالطريقة التي تناسبهم، وتتابع أنت كل دينار.",
  },
  "Transactions sécurisées": {
    en: "Secure transactions",
    ar: "معاملات آمنة",
  },
  "Activer le paiement en ligne": {
    en: "Turn on online payment",
    ar: "فعّل الدفع الإلكتروني",
  },
  "Dashboard professionnel": {
    en: "Professional dashboard",
    ar: "لوحة متابعة احترافية",
  },
  "Votre événement en temps réel": {
    en: "Your event in real time",
    ar: "فعاليتك في الوقت الفعلي",
  },
  "Inscriptions, paiements, présences, sessions et satisfaction : un tableau de bord unique pour piloter votre événement et décider au bon moment.": {
    en: "Registrations, payments, attendance, sessions and satisfaction: one dashboard to steer your event and make decisions at the right moment.",
    ar: "التسجيلات والمدفوعات والحضور والجلسات ورضا المشاركين: لوحة متابعة واحدة لإدارة فعاليتك واتخاذ القرار في الوقت المناسب.",
  },
  "Pilotage en direct": {
    en: "Live steering",
    ar: "إدارة مباشرة",
  },
  "Découvrir le dashboard": {
    en: "Discover the dashboard",
    ar: "اكتشف لوحة المتابعة",
  },
  "Gestion des abstracts et correction IA": {
    en: "Abstract management and AI proofreading",
    ar: "إدارة الملخّصات والتدقيق بالذكاء الاصطناعي",
  },
  "Du dépôt à la publication, sans tableur": {
    en: "From submission to publication, no spreadsheets",
    ar: "من الإيداع إلى النشر، دون جداول بيانات",
  },
  "Soumission en ligne, relecture par les pairs, notation et programme : gérez vos abstracts de bout en bout, avec une correction linguistique assistée par intelligence artificielle.": {
    en: "Online submission, peer review, scoring and programme building: manage your abstracts end to end, with language proofreading assisted by artificial intelligence.",
    ar: "الإيداع عبر الإنترنت والتحكيم من قِبل الأقران والتقييم وإعداد البرنامج: أدِر ملخّصاتك من البداية إلى النهاية، مع تدقيق لغوي بمساعدة الذكاء الاصطناعي.",
  },
  "Comité scientifique": {
    en: "Scientific committee",
    ar: "اللجنة العلمية",
  },
  "Ouvrir mon appel à communications": {
    en: "Open my call for papers",
    ar: "افتح باب تقديم المشاركات",
  },
  "E-posters": {
    en: "E-posters",
    ar: "الملصقات الإلكترونية",
  },
  "La recherche mise en lumière": {
    en: "Research in the spotlight",
    ar: "البحث العلمي في دائرة الضوء",
  },
  "Bornes tactiles, écrans haute définition et galerie en ligne : vos posters scientifiques deviennent interactifs, consultables pendant et après le congrès.": {
    en: "Touch-screen kiosks, high-definition displays and an online gallery: your scientific posters become interactive, available during and after the congress.",
    ar: "أكشاك تعمل باللمس وشاشات عالية الدقة ومعرض على الإنترنت: تتحوّل ملصقاتك العلمية إلى محتوى تفاعلي يمكن الاطلاع عليه أثناء المؤتمر وبعده.",
  },
  "Posters numériques": {
    en: "Digital posters",
    ar: "ملصقات رقمية",
  },
  "Équiper mon congrès": {
    en: "Equip my congress",
    ar: "جهّز مؤتمري",
  },
  "Gestion des abstracts": {
    en: "Abstract management",
    ar: "إدارة الملخّصات",
  },
  "Certification digitale": {
    en: "Digital certification",
    ar: "الشهادات الرقمية",
  },
  "Des attestations fiables, délivrées en un clic": {
    en: "Reliable certificates, issued in one click",
    ar: "شهادات موثوقة تصدر بنقرة واحدة",
  },
  "Attestations de présence, crédits de formation continue et certificats d'orateur : générés automatiquement à partir des présences réelles et vérifiables par QR code.": {
    en: "Certificates of attendance, continuing education credits and speaker certificates: generated automatically from actual attendance and verifiable by QR code.",
    ar: "شهادات الحضور وساعات التكوين المستمر وشهادات المحاضرين: تُنشأ تلقائيًا انطلاقًا من الحضور الفعلي ويمكن التحقق منها برمز QR.",
  },
  "Attestations et crédits": {
    en: "Certificates and credits",
    ar: "الشهادات وساعات التكوين",
  },
  "Digitaliser mes attestations": {
    en: "Digitise my certificates",
    ar: "رقمِن شهاداتي",
  },
  "Campagnes e-mailing": {
    en: "E-mail campaigns",
    ar: "حملات البريد الإلكتروني",
  },
  "Le bon message, au bon public, au bon moment": {
    en: "The right message, to the right audience, at the right time",
    ar: "الرسالة المناسبة، للجمهور المناسب، في الوقت المناسب",
  },
  "Annonce, ouverture des inscriptions, rappels, programme et remerciements : nous concevons et envoyons les campagnes qui remplissent vos salles.": {
    en: "Announcement, registration opening, reminders, programme and thank-yous: we design and send the campaigns that fill your rooms.",
    ar: "الإعلان وافتتاح التسجيل والتذكيرات والبرنامج ورسائل الشكر: نصمّم الحملات التي تملأ قاعاتك ونتولّى إرسالها.",
  },
  "Communication ciblée": {
    en: "Targeted communication",
    ar: "تواصل موجَّه",
  },
  "Lancer ma campagne": {
    en: "Launch my campaign",
    ar: "أطلق حملتي",
  },
  // Services
  "Événements médicaux": {
    en: "Medical events",
    ar: "الفعاليات الطبية",
  },
  "Congrès, symposiums et journées scientifiques organisés dans le respect des exigences des sociétés savantes et des laboratoires.": {
    en: "Congresses, symposiums and scientific days organised to the standards of learned societies and pharmaceutical laboratories.",
    ar: "مؤتمرات وندوات علمية وأيام دراسية تُنظَّم وفق متطلبات الجمعيات العلمية والمختبرات.",
  },
  "Congrès nationaux et internationaux": {
    en: "National and international congresses",
    ar: "مؤتمرات وطنية ودولية",
  },
  "Symposiums satellites": {
    en: "Satellite symposiums",
    ar: "ندوات موازية",
  },
  "Gestion des abstracts et e-posters": {
    en: "Abstract and e-poster management",
    ar: "إدارة الملخّصات والملصقات الإلكترونية",
  },
  "Attestations de formation continue": {
    en: "Continuing education certificates",
    ar: "شهادات التكوين المستمر",
  },
  "Événements corporate": {
    en: "Corporate events",
    ar: "فعاليات الشركات",
  },
  "Séminaires, conventions, lancements de produits et soirées d'entreprise qui fédèrent vos équipes et marquent vos clients.": {
    en: "Seminars, conventions, product launches and company parties that bring your teams together and leave a mark on your clients.",
    ar: "ندوات وملتقيات وإطلاق منتجات وسهرات للشركات توحّد فرقك وتترك أثرًا لدى عملائك.",
  },
  "Séminaires et conventions": {
    en: "Seminars and conventions",
    ar: "الندوات والملتقيات",
  },
  "Lancements de produits": {
    en: "Product launches",
    ar: "إطلاق المنتجات",
  },
  "Team building": {
    en: "Team building",
    ar: "بناء روح الفريق",
  },
  "Soirées d'entreprise": {
    en: "Company parties",
    ar: "سهرات الشركات",
  },
  "Avec YourDay, nous orchestrons mariages, fiançailles et anniversaires avec élégance et sens du détail.": {
    en: "With YourDay, we orchestrate weddings, engagements and birthdays with elegance and an eye for detail.",
    ar: "مع YourDay، ننظّم حفلات الزفاف والخطوبة وأعياد الميلاد بأناقة واهتمام بأدقّ التفاصيل.",
  },
  "Formules de 50 à plus de 200 invités": {
    en: "Packages from 50 to more than 200 guests",
    ar: "باقات من 50 إلى أكثر من 200 ضيف",
  },
  "Coordination le jour J": {
    en: "On-the-day coordination",
    ar: "التنسيق يوم الحفل",
  },
  "Décoration et fleurs": {
    en: "Decoration and flowers",
    ar: "الديكور والزهور",
  },
  "DJ et animation": {
    en: "DJ and entertainment",
    ar: "منسّق أغانٍ وتنشيط",
  },
  "Scénographie et décoration": {
    en: "Set design and decoration",
    ar: "السينوغرافيا والديكور",
  },
  "Scènes, stands et décors conçus en 3D puis fabriqués et montés par nos équipes.": {
    en: "Stages, stands and sets designed in 3D, then built and installed by our own teams.",
    ar: "منصّات وأجنحة وديكورات تُصمَّم بتقنية ثلاثية الأبعاد، ثم تصنعها فرقنا وتركّبها.",
  },
  "Modélisation 3D": {
    en: "3D modelling",
    ar: "النمذجة ثلاثية الأبعاد",
  },
  "Stands d'exposition": {
    en: "Exhibition stands",
    ar: "أجنحة المعارض",
  },
  "Habillage de salles": {
    en: "Venue dressing",
    ar: "تجهيز القاعات وتزيينها",
  },
  "Mise en lumière": {
    en: "Lighting design",
    ar: "تصميم الإضاءة",
  },
  "Gestion premium": {
    en: "Premium management",
    ar: "إدارة متميّزة",
  },
  "Un chef de projet dédié, une planification rigoureuse et une régie qui tient le rythme, du brief au bilan.": {
    en: "A dedicated project manager, rigorous planning and a control room that keeps the pace, from brief to final review.",
    ar: "مدير مشروع مخصّص، وتخطيط دقيق، وإدارة تقنية تواكب الإيقاع، من الموجز الأول إلى التقييم الختامي.",
  },
  "Chef de projet unique": {
    en: "One single project manager",
    ar: "مدير مشروع واحد",
  },
  "Rétroplanning partagé": {
    en: "Shared reverse schedule",
    ar: "جدولة عكسية مشتركة",
  },
  "Hébergement et transport": {
    en: "Accommodation and transport",
    ar: "الإقامة والنقل",
  },
  "Bilan chiffré": {
    en: "Figures-based final report",
    ar: "تقييم ختامي بالأرقام",
  },
  "Événements digitaux": {
    en: "Digital events",
    ar: "الفعاليات الرقمية",
  },
  "Inscriptions, paiement, diffusion hybride et certificats : les outils digitaux qui simplifient vos congrès.": {
    en: "Registration, payment, hybrid broadcasting and certificates: the digital tools that make your congresses simpler.",
    ar: "التسجيل والدفع والبثّ الهجين والشهادات: أدوات رقمية تبسّط تنظيم مؤتمراتك.",
  },
  "Plateforme d'inscription": {
    en: "Registration platform",
    ar: "منصّة التسجيل",
  },
  "Diffusion hybride": {
    en: "Hybrid broadcasting",
    ar: "البثّ الهجين",
  },
  "Dashboard en temps réel": {
    en: "Real-time dashboard",
    ar: "لوحة متابعة في الوقت الفعلي",
  },
  // Page services
  "Conseil et conception": {
    en: "Consulting and design",
    ar: "الاستشارة والتصميم",
  },
  "Nous traduisons vos objectifs en un concept clair : format, lieu, budget et expérience participant.": {
    en: "We turn your objectives into a clear concept: format, venue, budget and participant experience.",
    ar: "نحوّل أهدافك إلى مفهوم واضح: الصيغة والمكان والميزانية وتجربة المشاركين.",
  },
  "Note d'intention et moodboard": {
    en: "Concept note and moodboard",
    ar: "مذكّرة المفهوم ولوحة الإلهام",
  },
  "Recherche de lieux": {
    en: "Venue search",
    ar: "البحث عن مكان الفعالية",
  },
  "Budget prévisionnel détaillé": {
    en: "Detailed budget forecast",
    ar: "ميزانية تقديرية مفصّلة",
  },
  "Production technique": {
    en: "Technical production",
    ar: "الإنتاج التقني",
  },
  "Son, lumière, vidéo et scène opérés par nos propres équipes, avec notre propre matériel.": {
    en: "Sound, lighting, video and staging run by our own crews, with our own equipment.",
    ar: "الصوت والإضاءة والفيديو والمنصّة تديرها فرقنا بمعداتنا الخاصة.",
  },
  "Plus de 5000 articles en stock": {
    en: "More than 5,000 items in stock",
    ar: "أكثر من 5000 قطعة في المخزون",
  },
  "Techniciens certifiés": {
    en: "Certified technicians",
    ar: "تقنيون معتمَدون",
  },
  "Répétitions générales": {
    en: "Full dress rehearsals",
    ar: "تمارين عامة شاملة",
  },
  "Un chef de projet unique et une équipe terrain qui anticipent chaque minute de votre événement.": {
    en: "One single project manager and an on-site team who anticipate every minute of your event.",
    ar: "مدير مشروع واحد وفريق ميداني يستبقان كل دقيقة من فعاليتك.",
  },
  "Conducteur minute par minute": {
    en: "Minute-by-minute running order",
    ar: "برنامج سير دقيقة بدقيقة",
  },
  "Régie centralisée": {
    en: "Centralised control room",
    ar: "إدارة تقنية مركزية",
  },
  "Gestion des imprévus": {
    en: "Handling the unexpected",
    ar: "التعامل مع الطوارئ",
  },
  "Formulaires sur mesure": {
    en: "Tailored forms",
    ar: "نماذج مصمّمة حسب الطلب",
  },
  "Chaque congrès a ses catégories, ses ateliers et ses questions : vos formulaires suivent votre règlement.": {
    en: "Every congress has its own categories, workshops and questions: your forms follow your rules.",
    ar: "لكل مؤتمر فئاته وورشه وأسئلته: تتبع نماذجك قواعدك أنت.",
  },
  "Champs conditionnels": {
    en: "Conditional fields",
    ar: "حقول شرطية",
  },
  "Tarifs par profil (médecin, résident, industrie)": {
    en: "Prices by profile (doctor, resident, industry)",
    ar: "أسعار حسب الصفة (طبيب، مقيم، قطاع صناعي)",
  },
  "Français, anglais et arabe": {
    en: "French, English and Arabic",
    ar: "الفرنسية والإنجليزية والعربية",
  },
  "Badges et accueil": {
    en: "Badges and welcome",
    ar: "الشارات والاستقبال",
  },
  "Badges imprimés ou digitaux avec QR code, contrôle d'accès rapide aux salles et aux ateliers.": {
    en: "Printed or digital badges with a QR code, fast access control to rooms and workshops.",
    ar: "شارات مطبوعة أو رقمية برمز QR، ومراقبة سريعة للدخول إلى القاعات والورش.",
  },
  "Impression sur place en 10 secondes": {
    en: "On-site printing in 10 seconds",
    ar: "طباعة في الموقع خلال 10 ثوانٍ",
  },
  "Scan des présences par salle": {
    en: "Attendance scanning by room",
    ar: "تسجيل الحضور بالمسح في كل قاعة",
  },
  "Listes d'émargement exportables": {
    en: "Exportable sign-in sheets",
    ar: "قوائم حضور قابلة للتصدير",
  },
  "Prises en charge laboratoires": {
    en: "Laboratory sponsorships",
    ar: "تكفّل المختبرات",
  },
  "Les partenaires inscrivent leurs invités en lot et suivent leurs quotas en temps réel.": {
    en: "Partners register their guests in bulk and follow their quotas in real time.",
    ar: "يسجّل الشركاء ضيوفهم دفعة واحدة ويتابعون حصصهم في الوقت الفعلي.",
  },
  "Espace partenaire dédié": {
    en: "Dedicated partner area",
    ar: "فضاء مخصّص للشركاء",
  },
  "Import de listes Excel": {
    en: "Excel list import",
    ar: "استيراد القوائم من Excel",
  },
  "Facturation groupée": {
    en: "Grouped invoicing",
    ar: "فوترة مجمّعة",
  },
  "Communication automatisée": {
    en: "Automated communication",
    ar: "تواصل آلي",
  },
  "Confirmations, rappels et convocations partent au bon moment, sans intervention manuelle.": {
    en: "Confirmations, reminders and notices go out at the right time, with no manual work.",
    ar: "تُرسَل التأكيدات والتذكيرات والاستدعاءات في الوقت المناسب دون أي تدخّل يدوي.",
  },
  "Modèles aux couleurs du congrès": {
    en: "Templates in the congress's colours",
    ar: "قوالب بألوان المؤتمر",
  },
  "Relances des inscriptions incomplètes": {
    en: "Reminders for incomplete registrations",
    ar: "تذكيرات للتسجيلات غير المكتملة",
  },
  "Envoi des attestations": {
    en: "Sending certificates",
    ar: "إرسال الشهادات",
  },
  "Studio de diffusion": {
    en: "Broadcast studio",
    ar: "استوديو البثّ",
  },
  "Un plateau équipé dans nos locaux ou installé sur votre lieu, avec régie multicaméra.": {
    en: "A fully equipped set at our premises or installed at your venue, with a multi-camera control room.",
    ar: "بلاتوه مجهّز في مقرّنا أو يُركَّب في مكان فعاليتك، مع غرفة تحكّم متعددة الكاميرات.",
  },
  "Captation 4K multicaméra": {
    en: "Multi-camera 4K capture",
    ar: "تصوير متعدد الكاميرات بدقة 4K",
  },
  "Incrustation des supports": {
    en: "On-screen slides and graphics",
    ar: "إدراج العروض والمواد على الشاشة",
  },
  "Diffusion sur plusieurs canaux": {
    en: "Multi-channel broadcasting",
    ar: "بثّ على عدة قنوات",
  },
  "Plateforme virtuelle": {
    en: "Virtual platform",
    ar: "المنصّة الافتراضية",
  },
  "Salles en ligne, stands virtuels et replay : vos contenus restent accessibles après l'événement.": {
    en: "Online rooms, virtual stands and replays: your content stays available after the event.",
    ar: "قاعات افتراضية وأجنحة افتراضية وإعادة المشاهدة: يبقى محتواك متاحًا بعد الفعالية.",
  },
  "Sessions en direct et en replay": {
    en: "Live and on-demand sessions",
    ar: "جلسات مباشرة وعند الطلب",
  },
  "Stands partenaires virtuels": {
    en: "Virtual partner stands",
    ar: "أجنحة افتراضية للشركاء",
  },
  "Statistiques de connexion": {
    en: "Connection statistics",
    ar: "إحصاءات الاتصال",
  },
  "Interaction en direct": {
    en: "Live interaction",
    ar: "التفاعل المباشر",
  },
  "Questions, sondages et nuages de mots relient les intervenants au public distant.": {
    en: "Questions, polls and word clouds connect speakers with the remote audience.",
    ar: "الأسئلة واستطلاعات الرأي وسحب الكلمات تربط المتحدثين بالجمهور عن بُعد.",
  },
  "Questions modérées": {
    en: "Moderated questions",
    ar: "أسئلة تخضع للإشراف",
  },
  "Votes en temps réel": {
    en: "Real-time voting",
    ar: "تصويت في الوقت الفعلي",
  },
  "Traduction simultanée": {
    en: "Simultaneous interpreting",
    ar: "ترجمة فورية",
  },
  "Atelier de cadrage": {
    en: "Scoping workshop",
    ar: "ورشة تحديد الإطار",
  },
  "Une demi-journée avec vos équipes pour fixer les objectifs et les indicateurs de réussite.": {
    en: "Half a day with your teams to set the objectives and the measures of success.",
    ar: "نصف يوم مع فرقك لتحديد الأهداف ومؤشرات النجاح.",
  },
  "Objectifs et public cible": {
    en: "Objectives and target audience",
    ar: "الأهداف والجمهور المستهدف",
  },
  "Contraintes et budget": {
    en: "Constraints and budget",
    ar: "القيود والميزانية",
  },
  "Indicateurs de réussite": {
    en: "Success indicators",
    ar: "مؤشرات النجاح",
  },
  "Proposition créative": {
    en: "Creative proposal",
    ar: "المقترح الإبداعي",
  },
  "Un concept illustré, des plans en 3D et un budget détaillé pour décider en confiance.": {
    en: "An illustrated concept, 3D plans and a detailed budget so you can decide with confidence.",
    ar: "مفهوم مصوَّر ومخططات ثلاثية الأبعاد وميزانية مفصّلة لتتّخذ قرارك بثقة.",
  },
  "Moodboard et scénographie": {
    en: "Moodboard and set design",
    ar: "لوحة الإلهام والسينوغرافيا",
  },
  "Plans 3D des espaces": {
    en: "3D plans of the spaces",
    ar: "مخططات ثلاثية الأبعاد للفضاءات",
  },
  "Budget poste par poste": {
    en: "Item-by-item budget",
    ar: "ميزانية مفصّلة بندًا بندًا",
  },
  "Pilotage transparent": {
    en: "Transparent management",
    ar: "إدارة شفافة",
  },
  "Un tableau de bord partagé et un point hebdomadaire jusqu'au jour J.": {
    en: "A shared dashboard and a weekly check-in until the big day.",
    ar: "لوحة متابعة مشتركة واجتماع أسبوعي حتى يوم الفعالية.",
  },
  "Point d'avancement chaque semaine": {
    en: "Weekly progress meeting",
    ar: "اجتماع أسبوعي لمتابعة التقدّم",
  },
  "Validation à chaque étape": {
    en: "Approval at every stage",
    ar: "مصادقة في كل مرحلة",
  },
  "Une décoration à votre image, de l'arche de cérémonie aux centres de table.": {
    en: "Decoration that reflects who you are, from the ceremony arch to the centrepieces.",
    ar: "ديكور يشبهك، من قوس المراسم إلى زينة الطاولات.",
  },
  "Planche d'inspiration personnalisée": {
    en: "Personalised inspiration board",
    ar: "لوحة إلهام مخصّصة",
  },
  "Compositions florales fraîches": {
    en: "Fresh floral arrangements",
    ar: "تنسيقات من الزهور الطبيعية",
  },
  "Arche et allée de cérémonie": {
    en: "Ceremony arch and aisle",
    ar: "قوس المراسم والممرّ",
  },
  "Son et lumière": {
    en: "Sound and lighting",
    ar: "الصوت والإضاءة",
  },
  "Une ambiance qui évolue au fil de la soirée, de la cérémonie à la piste de danse.": {
    en: "An atmosphere that changes as the evening unfolds, from the ceremony to the dance floor.",
    ar: "أجواء تتطوّر مع تقدّم السهرة، من المراسم إلى حلبة الرقص.",
  },
  "DJ et sonorisation": {
    en: "DJ and sound system",
    ar: "منسّق أغانٍ ونظام صوت",
  },
  "Mise en lumière de la salle": {
    en: "Venue lighting",
    ar: "إضاءة القاعة",
  },
  "Piste de danse LED": {
    en: "LED dance floor",
    ar: "حلبة رقص بإضاءة LED",
  },
  "Coordination du jour J": {
    en: "On-the-day coordination",
    ar: "التنسيق يوم الحفل",
  },
  "Une coordinatrice dirige prestataires et timing pour que vous profitiez de chaque minute.": {
    en: "A coordinator directs suppliers and timing so that you can enjoy every minute.",
    ar: "منسّقة تدير المزوّدين والتوقيت لتستمتع بكل دقيقة.",
  },
  "Conducteur de la journée": {
    en: "Running order for the day",
    ar: "برنامج سير اليوم",
  },
  "Accueil des prestataires": {
    en: "Welcoming the suppliers",
    ar: "استقبال المزوّدين",
  },
  "Traiteur et pièce montée": {
    en: "Catering and wedding cake",
    ar: "الضيافة وكعكة الزفاف",
  },
  "Une sélection de traiteurs partenaires et une dégustation avant de choisir votre menu.": {
    en: "A selection of partner caterers and a tasting before you choose your menu.",
    ar: "مجموعة مختارة من متعهّدي الضيافة الشركاء وجلسة تذوّق قبل اختيار قائمة الطعام.",
  },
  "Dégustation offerte": {
    en: "Complimentary tasting",
    ar: "جلسة تذوّق مجانية",
  },
  "Menus tunisiens et internationaux": {
    en: "Tunisian and international menus",
    ar: "قوائم طعام تونسية وعالمية",
  },
  "Gâteau et pièce montée": {
    en: "Cake and tiered wedding cake",
    ar: "الحلويات وكعكة الزفاف متعددة الطبقات",
  },
  "Rétroplanning détaillé": {
    en: "Detailed reverse schedule",
    ar: "جدولة عكسية مفصّلة",
  },
  "Toutes les tâches, tous les jalons et tous les responsables dans un planning partagé.": {
    en: "Every task, every milestone and every person in charge in one shared schedule.",
    ar: "كل المهام والمراحل الأساسية والمسؤولين في جدول زمني مشترك.",
  },
  "Jalons validés avec vous": {
    en: "Milestones approved with you",
    ar: "مراحل أساسية نصادق عليها معك",
  },
  "Suivi hebdomadaire": {
    en: "Weekly follow-up",
    ar: "متابعة أسبوعية",
  },
  "Alertes en cas de retard": {
    en: "Alerts in case of delay",
    ar: "تنبيهات عند أي تأخير",
  },
  "Repérage et choix du lieu": {
    en: "Site visits and venue selection",
    ar: "معاينة المواقع واختيار المكان",
  },
  "Hôtels, palais des congrès ou lieux atypiques : nous visitons, comparons et négocions pour vous.": {
    en: "Hotels, convention centres or unusual venues: we visit, compare and negotiate for you.",
    ar: "فنادق أو قصور مؤتمرات أو أماكن غير مألوفة: نزورها ونقارن بينها ونتفاوض نيابة عنك.",
  },
  "Sélection de trois lieux": {
    en: "A shortlist of three venues",
    ar: "قائمة مختصرة من ثلاثة أماكن",
  },
  "Visites techniques": {
    en: "Technical visits",
    ar: "زيارات تقنية",
  },
  "Négociation des contrats": {
    en: "Contract negotiation",
    ar: "التفاوض على العقود",
  },
  "Gestion des prestataires": {
    en: "Supplier management",
    ar: "إدارة المزوّدين",
  },
  "Traiteurs, transport, sécurité et hôtesses : un seul contrat, une seule facture.": {
    en: "Caterers, transport, security and hostesses: one contract, one invoice.",
    ar: "متعهّدو الضيافة والنقل والأمن والمضيفات: عقد واحد وفاتورة واحدة.",
  },
  "Prestataires référencés": {
    en: "Approved suppliers",
    ar: "مزوّدون معتمَدون",
  },
  "Contrôle qualité sur place": {
    en: "On-site quality control",
    ar: "مراقبة الجودة في الموقع",
  },
  "Facturation consolidée": {
    en: "Consolidated invoicing",
    ar: "فوترة موحّدة",
  },
  "Régie du jour J": {
    en: "On-the-day control room",
    ar: "الإدارة التقنية يوم الفعالية",
  },
  "Une régie centrale, des radios, un conducteur : l'événement suit le rythme prévu.": {
    en: "A central control room, radios and a running order: the event keeps to the planned pace.",
    ar: "غرفة تحكّم مركزية وأجهزة اتصال لاسلكي وبرنامج سير: تسير الفعالية وفق الإيقاع المخطَّط له.",
  },
  "Équipe terrain coordonnée": {
    en: "Coordinated on-site team",
    ar: "فريق ميداني منسَّق",
  },
  "Débriefing à chaud": {
    en: "Immediate debriefing",
    ar: "تقييم فوري بعد الفعالية",
  },
  "Secrétariat des participants": {
    en: "Participant secretariat",
    ar: "أمانة المشاركين",
  },
  "Une équipe dédiée répond aux questions, corrige les inscriptions et relance les retardataires.": {
    en: "A dedicated team answers questions, corrects registrations and follows up with latecomers.",
    ar: "فريق مخصّص يجيب عن الأسئلة ويصحّح التسجيلات ويذكّر المتأخرين.",
  },
  "Adresse e-mail dédiée": {
    en: "Dedicated e-mail address",
    ar: "عنوان بريد إلكتروني مخصّص",
  },
  "Permanence téléphonique": {
    en: "Telephone helpline",
    ar: "خط هاتفي للمساعدة",
  },
  "Relances personnalisées": {
    en: "Personalised reminders",
    ar: "تذكيرات مخصّصة",
  },
  "Suivi financier": {
    en: "Financial tracking",
    ar: "المتابعة المالية",
  },
  "Paiements, factures et remboursements suivis ligne par ligne, rapprochés chaque semaine.": {
    en: "Payments, invoices and refunds tracked line by line and reconciled every week.",
    ar: "المدفوعات والفواتير والمبالغ المستردّة تُتابَع سطرًا بسطر وتُطابَق كل أسبوع.",
  },
  "Factures automatiques": {
    en: "Automatic invoices",
    ar: "فواتير آلية",
  },
  "Rapprochement bancaire": {
    en: "Bank reconciliation",
    ar: "المطابقة البنكية",
  },
  "Export comptable": {
    en: "Accounting export",
    ar: "تصدير محاسبي",
  },
  "Accueil sur place": {
    en: "On-site welcome",
    ar: "الاستقبال في الموقع",
  },
  "Hôtesses formées, bornes d'impression de badges et contrôle des accès aux salles.": {
    en: "Trained hostesses, badge printing kiosks and access control to the rooms.",
    ar: "مضيفات مدرَّبات وأكشاك لطباعة الشارات ومراقبة الدخول إلى القاعات.",
  },
  "Badges imprimés en 10 secondes": {
    en: "Badges printed in 10 seconds",
    ar: "شارات تُطبع في 10 ثوانٍ",
  },
  "Comptoirs par catégorie": {
    en: "Desks by category",
    ar: "مكاتب استقبال حسب الفئة",
  },
  "Contrôle d'accès par QR code": {
    en: "QR code access control",
    ar: "مراقبة الدخول برمز QR",
  },
  "Conception du stand": {
    en: "Stand design",
    ar: "تصميم الجناح",
  },
  "Un stand pensé pour vos produits, vos visiteurs et les règles du salon.": {
    en: "A stand designed for your products, your visitors and the exhibition's rules.",
    ar: "جناح مصمَّم لمنتجاتك وزوّارك ولقواعد المعرض.",
  },
  "Plan d'implantation": {
    en: "Layout plan",
    ar: "مخطط التوزيع",
  },
  "Choix des matières": {
    en: "Choice of materials",
    ar: "اختيار المواد",
  },
  "Respect du cahier des charges du salon": {
    en: "Compliance with the exhibition's specifications",
    ar: "احترام كرّاس شروط المعرض",
  },
  "Rendus 3D réalistes": {
    en: "Realistic 3D renderings",
    ar: "عروض ثلاثية الأبعاد واقعية",
  },
  "Vues photoréalistes et visite à 360° pour décider en équipe et convaincre votre direction.": {
    en: "Photorealistic views and a 360° tour to decide as a team and win over your management.",
    ar: "مشاهد واقعية وجولة بزاوية 360° لتتّخذ القرار مع فريقك وتقنع إدارتك.",
  },
  "Trois vues rendues": {
    en: "Three rendered views",
    ar: "ثلاث مشاهد معروضة",
  },
  "Visite virtuelle à 360°": {
    en: "360° virtual tour",
    ar: "جولة افتراضية بزاوية 360°",
  },
  "Deux séries de modifications incluses": {
    en: "Two rounds of changes included",
    ar: "جولتان من التعديلات مشمولتان",
  },
  "Fabrication et montage": {
    en: "Construction and installation",
    ar: "التصنيع والتركيب",
  },
  "Nos ateliers fabriquent, livrent et montent le stand conforme au rendu validé.": {
    en: "Our workshops build, deliver and install the stand exactly as in the approved rendering.",
    ar: "تصنع ورشاتنا الجناح وتسلّمه وتركّبه مطابقًا للعرض المصادَق عليه.",
  },
  "Fabrication en atelier": {
    en: "Workshop construction",
    ar: "التصنيع في الورشة",
  },
  "Montage la veille": {
    en: "Installation the day before",
    ar: "التركيب في اليوم السابق",
  },
  "Démontage et stockage": {
    en: "Dismantling and storage",
    ar: "التفكيك والتخزين",
  },
  "Hébergement négocié": {
    en: "Negotiated accommodation",
    ar: "إقامة بأسعار تفاضلية",
  },
  "Des blocs de chambres à tarif préférentiel, à Tunis, Hammamet, Sousse ou Djerba.": {
    en: "Blocks of rooms at preferential rates in Tunis, Hammamet, Sousse or Djerba.",
    ar: "حجز مجموعات من الغرف بأسعار تفضيلية في تونس العاصمة أو الحمامات أو سوسة أو جربة.",
  },
  "Tarifs de groupe négociés": {
    en: "Negotiated group rates",
    ar: "أسعار جماعية متفاوَض عليها",
  },
  "Gestion des listes de chambres": {
    en: "Rooming list management",
    ar: "إدارة قوائم الغرف",
  },
  "Libération des chambres non utilisées": {
    en: "Release of unused rooms",
    ar: "إلغاء حجز الغرف غير المستعملة",
  },
  "Transferts et transport": {
    en: "Transfers and transport",
    ar: "التنقّلات والنقل",
  },
  "Accueil à l'aéroport, navettes entre l'hôtel et le lieu, véhicules VIP pour les intervenants.": {
    en: "Airport welcome, shuttles between hotel and venue, VIP vehicles for speakers.",
    ar: "استقبال في المطار، وحافلات مكوكية بين الفندق ومكان الفعالية، وسيارات فاخرة للمحاضرين.",
  },
  "Accueil aéroport personnalisé": {
    en: "Personalised airport welcome",
    ar: "استقبال شخصي في المطار",
  },
  "Navettes cadencées": {
    en: "Scheduled shuttles",
    ar: "حافلات مكوكية منتظمة",
  },
  "Chauffeurs pour les orateurs": {
    en: "Drivers for the speakers",
    ar: "سائقون للمحاضرين",
  },
  "Restauration": {
    en: "Catering",
    ar: "الإطعام",
  },
  "Pauses café, déjeuners et cocktails adaptés à votre programme et aux régimes de chacun.": {
    en: "Coffee breaks, lunches and cocktails tailored to your programme and to everyone's dietary needs.",
    ar: "استراحات قهوة ووجبات غداء وحفلات استقبال تتلاءم مع برنامجك ومع النظام الغذائي لكل مشارك.",
  },
  "Menus validés en dégustation": {
    en: "Menus approved at a tasting",
    ar: "قوائم طعام يُصادَق عليها بعد التذوّق",
  },
  "Options végétariennes et sans gluten": {
    en: "Vegetarian and gluten-free options",
    ar: "خيارات نباتية وخالية من الغلوتين",
  },
  "Service synchronisé avec le programme": {
    en: "Service timed with the programme",
    ar: "خدمة متزامنة مع البرنامج",
  },
  "Dîners de gala": {
    en: "Gala dinners",
    ar: "عشاءات رسمية",
  },
  "Des lieux d'exception, une scénographie sur mesure et un service irréprochable.": {
    en: "Exceptional venues, bespoke set design and impeccable service.",
    ar: "أماكن استثنائية وسينوغرافيا حسب الطلب وخدمة لا تشوبها شائبة.",
  },
  "Palais, villas et lieux privatisés": {
    en: "Palaces, villas and private-hire venues",
    ar: "قصور وفيلات وأماكن مخصّصة حصريًا لفعاليتك",
  },
  "Scénographie et lumière": {
    en: "Set design and lighting",
    ar: "السينوغرافيا والإضاءة",
  },
  "Menus gastronomiques": {
    en: "Gourmet menus",
    ar: "قوائم طعام راقية",
  },
  "Soirées à thème": {
    en: "Themed evenings",
    ar: "سهرات ذات طابع خاص",
  },
  "Nuit orientale, soirée blanche ou ambiance méditerranéenne : une expérience immersive.": {
    en: "Oriental night, white party or Mediterranean atmosphere: an immersive experience.",
    ar: "ليلة شرقية أو سهرة بيضاء أو أجواء متوسطية: تجربة غامرة.",
  },
  "Décor thématique complet": {
    en: "Complete themed decor",
    ar: "ديكور متكامل حسب الطابع",
  },
  "Artistes et musiciens": {
    en: "Artists and musicians",
    ar: "فنانون وموسيقيون",
  },
  "DJ et piste de danse": {
    en: "DJ and dance floor",
    ar: "منسّق أغانٍ وحلبة رقص",
  },
  "Excursions et visites": {
    en: "Excursions and visits",
    ar: "الرحلات والزيارات",
  },
  "Carthage, Sidi Bou Saïd, Dougga ou le Sahara : la Tunisie racontée par des guides passionnés.": {
    en: "Carthage, Sidi Bou Saïd, Dougga or the Sahara: Tunisia brought to life by passionate guides.",
    ar: "قرطاج وسيدي بوسعيد ودقة والصحراء: تونس يرويها مرشدون شغوفون.",
  },
  "Guides conférenciers": {
    en: "Expert guides",
    ar: "مرشدون سياحيون محاضرون",
  },
  "Transport en autocar grand confort": {
    en: "Luxury coach transport",
    ar: "نقل بحافلات مريحة فاخرة",
  },
  "Déjeuners typiques": {
    en: "Traditional lunches",
    ar: "وجبات غداء تقليدية",
  },
  "Des activités qui rapprochent les équipes : défis culinaires, régates, rallyes ou ateliers créatifs.": {
    en: "Activities that bring teams closer: cooking challenges, regattas, rallies or creative workshops.",
    ar: "أنشطة تقرّب بين أفراد الفريق: تحدّيات الطهي، وسباقات القوارب الشراعية، والرالي، والورش الإبداعية.",
  },
  "Programmes de 2 heures à 2 jours": {
    en: "Programmes from 2 hours to 2 days",
    ar: "برامج من ساعتين إلى يومين",
  },
  "Animateurs certifiés": {
    en: "Certified facilitators",
    ar: "منشّطون معتمَدون",
  },
  "Remise de prix": {
    en: "Award ceremony",
    ar: "حفل توزيع الجوائز",
  },
  "Formulaires adaptatifs": {
    en: "Adaptive forms",
    ar: "نماذج تكيّفية",
  },
  "Les questions s'adaptent au profil du participant : plus court, plus juste, plus rapide.": {
    en: "Questions adapt to each participant's profile: shorter, more relevant, faster.",
    ar: "تتكيّف الأسئلة مع صفة كل مشارك: أقصر وأدقّ وأسرع.",
  },
  "Logique conditionnelle": {
    en: "Conditional logic",
    ar: "منطق شرطي",
  },
  "Pré-remplissage des habitués": {
    en: "Pre-filled details for returning participants",
    ar: "تعبئة مسبقة للمشاركين الدائمين",
  },
  "Validation en temps réel": {
    en: "Real-time validation",
    ar: "تحقّق فوري من البيانات",
  },
  "Badge QR instantané": {
    en: "Instant QR badge",
    ar: "شارة QR فورية",
  },
  "Dès l'inscription validée, le participant reçoit son badge dans son téléphone.": {
    en: "As soon as registration is confirmed, the participant receives their badge on their phone.",
    ar: "فور تأكيد التسجيل، يتلقّى المشارك شارته على هاتفه.",
  },
  "Envoi par e-mail et SMS": {
    en: "Sent by e-mail and text message",
    ar: "إرسال بالبريد الإلكتروني والرسائل القصيرة",
  },
  "Ajout au portefeuille mobile": {
    en: "Added to the mobile wallet",
    ar: "إضافة إلى المحفظة الرقمية على الهاتف",
  },
  "Scan à l'entrée en une seconde": {
    en: "One-second scan at the entrance",
    ar: "مسح عند المدخل في ثانية واحدة",
  },
  "Tableau de suivi": {
    en: "Tracking board",
    ar: "لوحة المتابعة",
  },
  "Vous suivez les inscriptions par jour, par catégorie et par partenaire, en direct.": {
    en: "Follow registrations by day, by category and by partner, live.",
    ar: "تابع التسجيلات حسب اليوم والفئة والشريك، مباشرةً.",
  },
  "Courbe des inscriptions": {
    en: "Registration curve",
    ar: "منحنى التسجيلات",
  },
  "Répartition par profil": {
    en: "Breakdown by profile",
    ar: "التوزيع حسب الصفة",
  },
  "Exports Excel": {
    en: "Excel exports",
    ar: "تصدير إلى Excel",
  },
  "Cartes bancaires": {
    en: "Bank cards",
    ar: "البطاقات البنكية",
  },
  "Paiement par carte tunisienne ou internationale avec authentification 3-D Secure.": {
    en: "Payment by Tunisian or international card with 3-D Secure authentication.",
    ar: "الدفع ببطاقة تونسية أو دولية مع المصادقة عبر 3-D Secure.",
  },
  "Cartes nationales et internationales": {
    en: "Domestic and international cards",
    ar: "بطاقات وطنية ودولية",
  },
  "Authentification forte": {
    en: "Strong authentication",
    ar: "مصادقة قوية",
  },
  "Reçu immédiat": {
    en: "Instant receipt",
    ar: "إيصال فوري",
  },
  "Virements et bons de commande": {
    en: "Bank transfers and purchase orders",
    ar: "التحويلات البنكية وسندات الطلب",
  },
  "Pour les institutions et les laboratoires, un règlement sur facture suivi par notre équipe.": {
    en: "For institutions and laboratories, payment on invoice followed up by our team.",
    ar: "للمؤسسات والمختبرات، دفع بموجب فاتورة يتابعه فريقنا.",
  },
  "Facture proforma automatique": {
    en: "Automatic pro forma invoice",
    ar: "فاتورة أولية آلية",
  },
  "Suivi des règlements": {
    en: "Payment tracking",
    ar: "متابعة المدفوعات",
  },
  "Relances programmées": {
    en: "Scheduled reminders",
    ar: "تذكيرات مبرمجة",
  },
  "Facturation automatique": {
    en: "Automatic invoicing",
    ar: "الفوترة الآلية",
  },
  "Chaque paiement génère une facture conforme, envoyée au participant et archivée.": {
    en: "Every payment generates a compliant invoice, sent to the participant and archived.",
    ar: "كل عملية دفع تُصدر فاتورة مطابقة للقانون تُرسَل إلى المشارك وتُؤرشَف.",
  },
  "Numérotation continue": {
    en: "Sequential numbering",
    ar: "ترقيم متسلسل",
  },
  "Mentions légales tunisiennes": {
    en: "Tunisian legal mentions",
    ar: "البيانات القانونية التونسية",
  },
  "Indicateurs en direct": {
    en: "Live indicators",
    ar: "مؤشرات مباشرة",
  },
  "Inscrits, présents, encaissements et quotas partenaires, mis à jour à chaque scan.": {
    en: "Registered participants, attendees, payments received and partner quotas, updated with every scan.",
    ar: "المسجَّلون والحاضرون والمبالغ المحصَّلة وحصص الشركاء، تُحدَّث مع كل عملية مسح.",
  },
  "Compteurs par catégorie": {
    en: "Counters by category",
    ar: "عدّادات حسب الفئة",
  },
  "Présence par session": {
    en: "Attendance by session",
    ar: "الحضور حسب الجلسة",
  },
  "Alertes de capacité": {
    en: "Capacity alerts",
    ar: "تنبيهات السعة",
  },
  "Rapports sur mesure": {
    en: "Tailored reports",
    ar: "تقارير حسب الطلب",
  },
  "Des rapports prêts pour votre comité, vos partenaires et vos financeurs.": {
    en: "Reports ready for your committee, your partners and your funders.",
    ar: "تقارير جاهزة للجنتك وشركائك وممولّيك.",
  },
  "Rapport partenaires": {
    en: "Partner report",
    ar: "تقرير الشركاء",
  },
  "Bilan financier": {
    en: "Financial summary",
    ar: "الحصيلة المالية",
  },
  "Exports PDF et Excel": {
    en: "PDF and Excel exports",
    ar: "تصدير بصيغتي PDF وExcel",
  },
  "Accès par rôle": {
    en: "Role-based access",
    ar: "صلاحيات حسب الدور",
  },
  "Comité, trésorier, partenaires : chacun voit les chiffres qui le concernent.": {
    en: "Committee, treasurer, partners: each sees the figures that concern them.",
    ar: "اللجنة وأمين المال والشركاء: يرى كلٌّ منهم الأرقام التي تعنيه.",
  },
  "Droits par profil": {
    en: "Permissions by profile",
    ar: "صلاحيات حسب الصفة",
  },
  "Accès sécurisé": {
    en: "Secure access",
    ar: "دخول آمن",
  },
  "Historique des consultations": {
    en: "Access history",
    ar: "سجلّ الاطلاع",
  },
  "Soumission en ligne": {
    en: "Online submission",
    ar: "الإيداع عبر الإنترنت",
  },
  "Les auteurs déposent leurs travaux selon vos consignes : thèmes, longueur, co-auteurs et conflits d'intérêts.": {
    en: "Authors submit their work according to your guidelines: topics, length, co-authors and conflicts of interest.",
    ar: "يودع المؤلفون أعمالهم وفق توجيهاتك: المحاور والطول والمؤلفون المشاركون وتضارب المصالح.",
  },
  "Gabarits par type de communication": {
    en: "Templates by type of presentation",
    ar: "قوالب حسب نوع المداخلة",
  },
  "Limite de mots contrôlée": {
    en: "Word limit enforced",
    ar: "حدّ أقصى لعدد الكلمات يُراقَب تلقائيًا",
  },
  "Accusé de réception automatique": {
    en: "Automatic acknowledgement of receipt",
    ar: "إشعار آلي بالاستلام",
  },
  "Relecture et notation": {
    en: "Review and scoring",
    ar: "التحكيم والتقييم",
  },
  "Les relecteurs notent en aveugle selon votre grille ; le comité décide sur des moyennes fiables.": {
    en: "Reviewers score blind using your grid; the committee decides on reliable averages.",
    ar: "يقيّم المحكّمون دون معرفة المؤلفين وفق شبكتك، وتتّخذ اللجنة قرارها بناءً على معدّلات موثوقة.",
  },
  "Attribution par thématique": {
    en: "Assignment by topic",
    ar: "توزيع حسب المحور",
  },
  "Relecture en double aveugle": {
    en: "Double-blind review",
    ar: "تحكيم مزدوج التعمية",
  },
  "Grille de notation personnalisée": {
    en: "Custom scoring grid",
    ar: "شبكة تقييم مخصّصة",
  },
  "Correction assistée par IA": {
    en: "AI-assisted proofreading",
    ar: "تدقيق بمساعدة الذكاء الاصطناعي",
  },
  "Orthographe, grammaire et style scientifique corrigés en français et en anglais, l'auteur validant chaque suggestion.": {
    en: "Spelling, grammar and scientific style corrected in French and English, with the author approving every suggestion.",
    ar: "تصحيح الإملاء والنحو والأسلوب العلمي بالفرنسية والإنجليزية، مع مصادقة المؤلف على كل اقتراح.",
  },
  "Suggestions validées par l'auteur": {
    en: "Suggestions approved by the author",
    ar: "اقتراحات يصادق عليها المؤلف",
  },
  "Respect du vocabulaire médical": {
    en: "Medical terminology respected",
    ar: "احترام المصطلحات الطبية",
  },
  "Aucune donnée réutilisée pour l'entraînement": {
    en: "No data reused for training",
    ar: "لا تُستخدم أي بيانات لتدريب النماذج",
  },
  "Programme et livre des résumés": {
    en: "Programme and abstract book",
    ar: "البرنامج وكتاب الملخّصات",
  },
  "Les abstracts acceptés alimentent le programme, l'application et le livre des résumés.": {
    en: "Accepted abstracts feed the programme, the app and the abstract book.",
    ar: "تُدرَج الملخّصات المقبولة في البرنامج والتطبيق وكتاب الملخّصات.",
  },
  "Programme par session": {
    en: "Programme by session",
    ar: "البرنامج حسب الجلسة",
  },
  "Livre des résumés en PDF": {
    en: "Abstract book in PDF",
    ar: "كتاب الملخّصات بصيغة PDF",
  },
  "Notification des auteurs": {
    en: "Author notifications",
    ar: "إشعار المؤلفين",
  },
  "Bornes tactiles HD": {
    en: "HD touch-screen kiosks",
    ar: "أكشاك لمس عالية الدقة",
  },
  "Des écrans de 55 pouces pour zoomer sur chaque figure et chaque tableau.": {
    en: "55-inch screens to zoom in on every figure and every table.",
    ar: "شاشات بقياس 55 بوصة لتكبير كل رسم بياني وكل جدول.",
  },
  "Écrans 4K de 55 pouces": {
    en: "55-inch 4K screens",
    ar: "شاشات 4K بقياس 55 بوصة",
  },
  "Recherche par auteur ou thème": {
    en: "Search by author or topic",
    ar: "البحث حسب المؤلف أو المحور",
  },
  "Zoom et navigation tactile": {
    en: "Zoom and touch navigation",
    ar: "تكبير وتصفّح باللمس",
  },
  "Sessions de présentation": {
    en: "Presentation sessions",
    ar: "جلسات العرض",
  },
  "Présentations orales minutées devant l'écran, avec modérateur et chronomètre.": {
    en: "Timed oral presentations in front of the screen, with a moderator and a timer.",
    ar: "عروض شفوية محدّدة الوقت أمام الشاشة، مع مسيّر جلسة وميقاتية.",
  },
  "Planning des présentations": {
    en: "Presentation schedule",
    ar: "جدول العروض",
  },
  "Chronomètre affiché": {
    en: "Timer on screen",
    ar: "ميقاتية معروضة على الشاشة",
  },
  "Votes du meilleur poster": {
    en: "Best poster vote",
    ar: "التصويت لأفضل ملصق",
  },
  "Galerie en ligne": {
    en: "Online gallery",
    ar: "معرض على الإنترنت",
  },
  "Tous les posters restent consultables en ligne après le congrès.": {
    en: "All posters remain available online after the congress.",
    ar: "تبقى جميع الملصقات متاحة على الإنترنت بعد المؤتمر.",
  },
  "Accès réservé aux participants": {
    en: "Access reserved for participants",
    ar: "دخول مخصّص للمشاركين",
  },
  "Téléchargement selon l'auteur": {
    en: "Download if the author allows",
    ar: "التحميل حسب إذن المؤلف",
  },
  "Statistiques de consultation": {
    en: "Viewing statistics",
    ar: "إحصاءات المشاهدة",
  },
  "Attestations de présence": {
    en: "Certificates of attendance",
    ar: "شهادات الحضور",
  },
  "Calculées à partir des scans de badge, session par session.": {
    en: "Calculated from badge scans, session by session.",
    ar: "تُحتسَب انطلاقًا من مسح الشارات، جلسةً بجلسة.",
  },
  "Temps de présence réel": {
    en: "Actual attendance time",
    ar: "مدّة الحضور الفعلية",
  },
  "Modèle à vos couleurs": {
    en: "Template in your colours",
    ar: "قالب بألوانك",
  },
  "Envoi automatique par e-mail": {
    en: "Sent automatically by e-mail",
    ar: "إرسال آلي بالبريد الإلكتروني",
  },
  "Crédits de formation continue": {
    en: "Continuing education credits",
    ar: "ساعات التكوين المستمر",
  },
  "Les crédits sont attribués selon les règles de votre organisme accréditeur.": {
    en: "Credits are awarded according to the rules of your accrediting body.",
    ar: "تُمنَح الساعات وفق قواعد الهيئة المانحة للاعتماد.",
  },
  "Règles d'attribution configurables": {
    en: "Configurable award rules",
    ar: "قواعد منح قابلة للضبط",
  },
  "Questionnaire d'évaluation préalable": {
    en: "Prior evaluation questionnaire",
    ar: "استبيان تقييم مسبق",
  },
  "Registre exportable": {
    en: "Exportable register",
    ar: "سجلّ قابل للتصدير",
  },
  "Vérification par QR code": {
    en: "QR code verification",
    ar: "التحقق برمز QR",
  },
  "Chaque certificat porte un QR code qui confirme son authenticité en ligne.": {
    en: "Every certificate carries a QR code that confirms its authenticity online.",
    ar: "تحمل كل شهادة رمز QR يؤكّد صحّتها عبر الإنترنت.",
  },
  "Page de vérification publique": {
    en: "Public verification page",
    ar: "صفحة تحقّق عمومية",
  },
  "Protection contre la falsification": {
    en: "Protection against forgery",
    ar: "حماية من التزوير",
  },
  "Archivage pendant dix ans": {
    en: "Archived for ten years",
    ar: "أرشفة لمدة عشر سنوات",
  },
  "Conception des messages": {
    en: "Message design",
    ar: "تصميم الرسائل",
  },
  "Des e-mails élégants, lisibles sur mobile, rédigés pour donner envie de s'inscrire.": {
    en: "Elegant e-mails, easy to read on mobile, written to make people want to register.",
    ar: "رسائل إلكترونية أنيقة وسهلة القراءة على الهاتف، مكتوبة لتحفيز التسجيل.",
  },
  "Maquettes aux couleurs de l'événement": {
    en: "Layouts in the event's colours",
    ar: "تصاميم بألوان الفعالية",
  },
  "Rédaction en français, anglais et arabe": {
    en: "Copywriting in French, English and Arabic",
    ar: "تحرير بالفرنسية والإنجليزية والعربية",
  },
  "Tests sur les principales messageries": {
    en: "Tested on the main e-mail clients",
    ar: "اختبار على أهم برامج البريد الإلكتروني",
  },
  "Ciblage et segmentation": {
    en: "Targeting and segmentation",
    ar: "الاستهداف والتقسيم",
  },
  "Spécialité, région, édition précédente : chaque public reçoit le message qui le concerne.": {
    en: "Speciality, region, previous edition: each audience receives the message that concerns it.",
    ar: "التخصّص والجهة والدورة السابقة: يتلقّى كل جمهور الرسالة التي تعنيه.",
  },
  "Segments dynamiques": {
    en: "Dynamic segments",
    ar: "شرائح ديناميكية",
  },
  "Gestion des désinscriptions": {
    en: "Unsubscribe management",
    ar: "إدارة إلغاء الاشتراك",
  },
  "Listes nettoyées et conformes": {
    en: "Clean, compliant lists",
    ar: "قوائم منقّحة ومطابقة للقوانين",
  },
  "Mesure et relances": {
    en: "Measurement and follow-ups",
    ar: "القياس والتذكير",
  },
  "Ouvertures, clics et inscriptions suivis pour relancer au bon moment.": {
    en: "Opens, clicks and registrations tracked so that you follow up at the right moment.",
    ar: "متابعة نسب الفتح والنقرات والتسجيلات للتذكير في الوقت المناسب.",
  },
  "Rapports après chaque envoi": {
    en: "Reports after every send",
    ar: "تقارير بعد كل إرسال",
  },
  "Relances des non-ouvreurs": {
    en: "Follow-ups to non-openers",
    ar: "تذكير من لم يفتحوا الرسالة",
  },
  "Tests A/B des objets": {
    en: "A/B testing of subject lines",
    ar: "اختبارات A/B لعناوين الرسائل",
  },
  // Features (atouts and étapes)
  "Une équipe intégrée": {
    en: "One integrated team",
    ar: "فريق متكامل",
  },
  "Conception, technique et digital sous un même toit : moins d'intermédiaires, plus de réactivité.": {
    en: "Design, technical production and digital under one roof: fewer intermediaries, faster responses.",
    ar: "التصميم والتقنية والرقمنة تحت سقف واحد: وسطاء أقل واستجابة أسرع.",
  },
  "Notre propre dépôt": {
    en: "Our own depot",
    ar: "مستودعنا الخاص",
  },
  "2000 m² de matériel entretenu par nos soins, disponible même au dernier moment.": {
    en: "2,000 m² of equipment maintained by us, available even at the last minute.",
    ar: "2000 م² من المعدات نتولّى صيانتها بأنفسنا، متاحة حتى في اللحظة الأخيرة.",
  },
  "L'expertise médicale": {
    en: "Medical expertise",
    ar: "الخبرة في المجال الطبي",
  },
  "Plus de quinze ans au service des sociétés savantes et des laboratoires, dans le respect des règles de conformité.": {
    en: "More than fifteen years serving learned societies and laboratories, in line with compliance rules.",
    ar: "أكثر من خمسة عشر عامًا في خدمة الجمعيات العلمية والمختبرات، مع احترام قواعد المطابقة.",
  },
  "Un interlocuteur unique": {
    en: "A single point of contact",
    ar: "محاور واحد",
  },
  "Votre chef de projet vous accompagne du brief au bilan, sans relais ni perte d'information.": {
    en: "Your project manager is with you from brief to final review, with no hand-offs and no lost information.",
    ar: "يرافقك مدير مشروعك من الموجز الأول إلى التقييم الختامي، دون وسطاء ودون ضياع للمعلومات.",
  },
  "Hébergée en sécurité": {
    en: "Securely hosted",
    ar: "استضافة آمنة",
  },
  "Données chiffrées, sauvegardes quotidiennes et accès par rôle.": {
    en: "Encrypted data, daily backups and role-based access.",
    ar: "بيانات مشفّرة ونسخ احتياطية يومية وصلاحيات حسب الدور.",
  },
  "Adaptée au mobile": {
    en: "Mobile-friendly",
    ar: "متوافقة مع الهاتف المحمول",
  },
  "Plus de 70 % des participants s'inscrivent depuis leur téléphone : tout est pensé pour eux.": {
    en: "More than 70% of participants register from their phone: everything is designed for them.",
    ar: "أكثر من 70% من المشاركين يسجّلون من هواتفهم: كل شيء مصمَّم من أجلهم.",
  },
  "Support réactif": {
    en: "Responsive support",
    ar: "دعم سريع الاستجابة",
  },
  "Une équipe répond aux participants par e-mail et téléphone pendant toute la campagne.": {
    en: "A team answers participants by e-mail and phone throughout the campaign.",
    ar: "فريق يجيب المشاركين بالبريد الإلكتروني والهاتف طوال الحملة.",
  },
  "Audience élargie": {
    en: "A wider audience",
    ar: "جمهور أوسع",
  },
  "Touchez les participants qui ne peuvent pas se déplacer, partout dans le monde.": {
    en: "Reach participants who cannot travel, anywhere in the world.",
    ar: "الوصول إلى المشاركين الذين يتعذّر عليهم التنقّل، في أي مكان من العالم.",
  },
  "Contenus valorisés": {
    en: "Content that lasts",
    ar: "محتوى يدوم",
  },
  "Chaque session devient une vidéo réutilisable pour votre communication.": {
    en: "Every session becomes a video you can reuse in your communication.",
    ar: "تتحوّل كل جلسة إلى فيديو يمكنك إعادة استخدامه في اتصالاتك.",
  },
  "Mesure précise": {
    en: "Precise measurement",
    ar: "قياس دقيق",
  },
  "Temps de connexion, questions et votes : vous savez ce qui a fonctionné.": {
    en: "Connection time, questions and votes: you know what worked.",
    ar: "مدّة الاتصال والأسئلة والتصويت: تعرف ما الذي نجح.",
  },
  "Fiabilité": {
    en: "Reliability",
    ar: "الموثوقية",
  },
  "Double connexion internet et régie de secours sur chaque diffusion.": {
    en: "Dual internet connection and a backup control room for every broadcast.",
    ar: "اتصال مزدوج بالإنترنت وغرفة تحكّم احتياطية لكل بثّ.",
  },
  "Aucune surprise": {
    en: "No surprises",
    ar: "بلا مفاجآت",
  },
  "Le budget validé est le budget facturé, sauf ajout décidé par vous.": {
    en: "The budget you approve is the budget you are invoiced, unless you decide to add something.",
    ar: "الميزانية التي تصادق عليها هي الميزانية التي تُفوتَر، إلا إذا قرّرت إضافة شيء.",
  },
  "Des délais tenus": {
    en: "Deadlines met",
    ar: "مواعيد تُحترَم",
  },
  "Un rétroplanning suivi chaque semaine, des jalons clairs et respectés.": {
    en: "A reverse schedule reviewed every week, with clear milestones that are kept.",
    ar: "جدولة عكسية تُراجَع كل أسبوع، ومراحل أساسية واضحة ومحترمة.",
  },
  "Une amélioration continue": {
    en: "Continuous improvement",
    ar: "تحسين مستمر",
  },
  "Chaque bilan nourrit l'édition suivante de votre événement.": {
    en: "Every final review feeds into the next edition of your event.",
    ar: "كل تقييم ختامي يُثري الدورة القادمة من فعاليتك.",
  },
  "Écouter": {
    en: "Listen",
    ar: "الإصغاء",
  },
  "Un atelier de cadrage pour comprendre vos objectifs, votre public, vos contraintes et votre budget.": {
    en: "A scoping workshop to understand your objectives, your audience, your constraints and your budget.",
    ar: "ورشة لتحديد الإطار نفهم فيها أهدافك وجمهورك وقيودك وميزانيتك.",
  },
  "Imaginer": {
    en: "Imagine",
    ar: "التصوّر",
  },
  "Concept, scénographie et parcours participant : nous vous présentons une proposition visuelle et chiffrée.": {
    en: "Concept, set design and participant journey: we present a visual, fully costed proposal.",
    ar: "المفهوم والسينوغرافيا ومسار المشارك: نقدّم لك مقترحًا مصوَّرًا ومحدَّد التكلفة.",
  },
  "Planifier": {
    en: "Plan",
    ar: "التخطيط",
  },
  "Rétroplanning, prestataires, logistique et inscriptions : chaque détail est calé et partagé avec vous.": {
    en: "Reverse schedule, suppliers, logistics and registrations: every detail is locked in and shared with you.",
    ar: "الجدولة العكسية والمزوّدون والخدمات اللوجستية والتسجيلات: كل تفصيل مضبوط ومشترك معك.",
  },
  "Réaliser": {
    en: "Deliver",
    ar: "التنفيذ",
  },
  "Montage, répétitions et régie le jour J : nos équipes orchestrent l'événement minute par minute.": {
    en: "Set-up, rehearsals and show control on the day: our teams orchestrate the event minute by minute.",
    ar: "التركيب والتمارين والإدارة التقنية يوم الفعالية: تدير فرقنا الفعالية دقيقة بدقيقة.",
  },
  "Mesurer": {
    en: "Measure",
    ar: "القياس",
  },
  "Bilan chiffré, retours des participants et recommandations pour votre prochaine édition.": {
    en: "A figures-based review, participant feedback and recommendations for your next edition.",
    ar: "تقييم بالأرقام وآراء المشاركين وتوصيات لدورتك القادمة.",
  },
  "Un budget maîtrisé": {
    en: "A budget under control",
    ar: "ميزانية مضبوطة",
  },
  "Des formules claires et un devis détaillé, sans frais cachés.": {
    en: "Clear packages and a detailed quote, with no hidden costs.",
    ar: "باقات واضحة وعرض سعر مفصّل دون تكاليف خفية.",
  },
  "Des prestataires choisis": {
    en: "Hand-picked suppliers",
    ar: "مزوّدون مختارون بعناية",
  },
  "Traiteurs, fleuristes et photographes sélectionnés après des dizaines de mariages.": {
    en: "Caterers, florists and photographers selected over dozens of weddings.",
    ar: "متعهّدو ضيافة ومنسّقو زهور ومصوّرون اخترناهم عبر عشرات حفلات الزفاف.",
  },
  "Votre histoire au centre": {
    en: "Your story at the heart of it",
    ar: "قصتكما في قلب الحفل",
  },
  "Chaque détail raconte votre couple, vos familles et vos traditions.": {
    en: "Every detail tells the story of you as a couple, your families and your traditions.",
    ar: "كل تفصيل يروي قصتكما وقصة عائلتيكما وتقاليدكما.",
  },
  "La sérénité": {
    en: "Peace of mind",
    ar: "راحة البال",
  },
  "Vous profitez, nous gérons : une seule personne à appeler le jour J.": {
    en: "You enjoy, we manage: just one person to call on the day.",
    ar: "استمتعوا ونحن نتولّى الباقي: شخص واحد فقط تتصلون به يوم الحفل.",
  },
  "Un chef de projet dédié": {
    en: "A dedicated project manager",
    ar: "مدير مشروع مخصّص",
  },
  "Votre interlocuteur unique, joignable du premier appel au bilan.": {
    en: "Your single point of contact, reachable from the first call to the final review.",
    ar: "محاورك الوحيد، متاح من الاتصال الأول حتى التقييم الختامي.",
  },
  "Des plans validés en amont": {
    en: "Plans approved upfront",
    ar: "مخططات يُصادَق عليها مسبقًا",
  },
  "Implantations et flux visualisés en 3D avant la signature.": {
    en: "Layouts and flows visualised in 3D before signing.",
    ar: "توزيع الفضاءات وحركة المشاركين معروضة بتقنية ثلاثية الأبعاد قبل التوقيع.",
  },
  "Des risques anticipés": {
    en: "Risks anticipated",
    ar: "مخاطر مستبَقة",
  },
  "Plan de secours pour la météo, la technique et les intervenants.": {
    en: "Contingency plans for the weather, the technical side and the speakers.",
    ar: "خطط بديلة لأحوال الطقس وللجانب التقني وللمتدخّلين.",
  },
  "Un bilan chiffré": {
    en: "A figures-based review",
    ar: "تقييم بالأرقام",
  },
  "Fréquentation, satisfaction et budget consommé, poste par poste.": {
    en: "Attendance, satisfaction and budget spent, item by item.",
    ar: "نسبة الحضور والرضا والميزانية المستهلكة، بندًا بندًا.",
  },
  "Des données fiables": {
    en: "Reliable data",
    ar: "بيانات موثوقة",
  },
  "Une seule base de participants, à jour en temps réel pour toute l'équipe.": {
    en: "One participant database, updated in real time for the whole team.",
    ar: "قاعدة بيانات واحدة للمشاركين، محدَّثة في الوقت الفعلي لكامل الفريق.",
  },
  "Des rapports quotidiens": {
    en: "Daily reports",
    ar: "تقارير يومية",
  },
  "Inscriptions, paiements et quotas partenaires envoyés chaque matin.": {
    en: "Registrations, payments and partner quotas sent every morning.",
    ar: "التسجيلات والمدفوعات وحصص الشركاء تُرسَل كل صباح.",
  },
  "Conformité": {
    en: "Compliance",
    ar: "المطابقة للقوانين",
  },
  "Données personnelles traitées selon la loi tunisienne et le RGPD.": {
    en: "Personal data processed in accordance with Tunisian law and the GDPR.",
    ar: "تُعالَج البيانات الشخصية وفق القانون التونسي واللائحة الأوروبية لحماية البيانات.",
  },
  "Aucune mauvaise surprise": {
    en: "No unpleasant surprises",
    ar: "بلا مفاجآت غير سارّة",
  },
  "Le stand livré est celui que vous avez validé en 3D.": {
    en: "The stand delivered is the one you approved in 3D.",
    ar: "الجناح الذي تتسلّمه هو نفسه الذي صادقت عليه بتقنية ثلاثية الأبعاد.",
  },
  "Des modules réutilisables": {
    en: "Reusable modules",
    ar: "وحدات قابلة لإعادة الاستخدام",
  },
  "Structures conçues pour resservir sur vos prochains salons.": {
    en: "Structures designed to be used again at your next trade fairs.",
    ar: "هياكل مصمَّمة لتُستعمَل مجددًا في معارضك القادمة.",
  },
  "Des délais courts": {
    en: "Short lead times",
    ar: "آجال قصيرة",
  },
  "Premier rendu sous cinq jours ouvrés après le brief.": {
    en: "First rendering within five working days of the brief.",
    ar: "أول عرض خلال خمسة أيام عمل من تسلّم الموجز.",
  },
  "Une signalétique cohérente": {
    en: "Consistent signage",
    ar: "لافتات متناسقة",
  },
  "Vos couleurs et vos messages déclinés du stand aux écrans.": {
    en: "Your colours and messages carried through from the stand to the screens.",
    ar: "ألوانك ورسائلك حاضرة من الجناح إلى الشاشات.",
  },
  "Un réseau d'hôtels fidèles": {
    en: "A network of loyal hotels",
    ar: "شبكة من الفنادق الوفية",
  },
  "Quinze ans de partenariats pour obtenir les meilleures conditions.": {
    en: "Fifteen years of partnerships to secure the best terms.",
    ar: "خمسة عشر عامًا من الشراكات للحصول على أفضل الشروط.",
  },
  "Une équipe d'accueil": {
    en: "A welcome team",
    ar: "فريق استقبال",
  },
  "Des hôtesses présentes à l'hôtel pour répondre à vos invités.": {
    en: "Hostesses on hand at the hotel to look after your guests.",
    ar: "مضيفات حاضرات في الفندق للإجابة عن أسئلة ضيوفك.",
  },
  "Des repas à l'heure": {
    en: "Meals on time",
    ar: "وجبات في موعدها",
  },
  "Pauses et déjeuners calés sur le programme scientifique, sans retard.": {
    en: "Breaks and lunches timed to the scientific programme, with no delays.",
    ar: "استراحات ووجبات غداء متناسقة مع البرنامج العلمي، دون تأخير.",
  },
  "Des lieux exclusifs": {
    en: "Exclusive venues",
    ar: "أماكن حصرية",
  },
  "Accès à des demeures et sites habituellement fermés au public.": {
    en: "Access to residences and sites usually closed to the public.",
    ar: "دخول إلى قصور ومواقع مغلقة عادةً أمام العموم.",
  },
  "Une touche tunisienne": {
    en: "A Tunisian touch",
    ar: "لمسة تونسية",
  },
  "Saveurs, musiques et artisanat locaux mis en valeur avec élégance.": {
    en: "Local flavours, music and crafts showcased with elegance.",
    ar: "نكهات وموسيقى وحِرف محلية تُبرَز بأناقة.",
  },
  "La sécurité d'abord": {
    en: "Safety first",
    ar: "السلامة أولًا",
  },
  "Activités encadrées et assurées, transport par des partenaires agréés.": {
    en: "Supervised and insured activities, transport by licensed partners.",
    ar: "أنشطة مؤطَّرة ومؤمَّنة، ونقل عبر شركاء معتمَدين.",
  },
  "Une logistique invisible": {
    en: "Invisible logistics",
    ar: "خدمات لوجستية غير مرئية",
  },
  "Vos invités vivent l'expérience, nous gérons les horaires et les transferts.": {
    en: "Your guests enjoy the experience while we handle the timings and transfers.",
    ar: "يعيش ضيوفك التجربة ونتولّى نحن المواعيد والتنقّلات.",
  },
  "Trois minutes suffisent": {
    en: "Three minutes is all it takes",
    ar: "ثلاث دقائق تكفي",
  },
  "Un parcours court qui réduit les abandons de moitié.": {
    en: "A short journey that halves the number of abandoned registrations.",
    ar: "مسار قصير يخفّض عدد التسجيلات غير المكتملة إلى النصف.",
  },
  "Zéro ressaisie": {
    en: "No re-keying",
    ar: "لا إعادة إدخال للبيانات",
  },
  "Les données du participant alimentent badges, attestations et statistiques.": {
    en: "Participant data feeds badges, certificates and statistics.",
    ar: "بيانات المشارك تغذّي الشارات والشهادات والإحصاءات.",
  },
  "Accessible à tous": {
    en: "Accessible to everyone",
    ar: "في متناول الجميع",
  },
  "Lisible sur mobile, au clavier et avec un lecteur d'écran.": {
    en: "Readable on mobile, with a keyboard and with a screen reader.",
    ar: "قابلة للقراءة على الهاتف وباستخدام لوحة المفاتيح وقارئ الشاشة.",
  },
  "Aucune donnée de carte stockée": {
    en: "No card data stored",
    ar: "لا تُخزَّن أي بيانات للبطاقات",
  },
  "Les paiements passent par une passerelle bancaire certifiée.": {
    en: "Payments go through a certified banking gateway.",
    ar: "تمرّ المدفوعات عبر بوابة بنكية معتمَدة.",
  },
  "Remboursements simples": {
    en: "Simple refunds",
    ar: "استرداد بسيط",
  },
  "Annulation et remboursement traités en quelques clics.": {
    en: "Cancellations and refunds handled in a few clicks.",
    ar: "معالجة الإلغاء والاسترداد ببضع نقرات.",
  },
  "Trésorerie visible": {
    en: "Visible cash flow",
    ar: "سيولة واضحة",
  },
  "Les montants encaissés apparaissent en direct dans votre tableau de bord.": {
    en: "Amounts received appear live in your dashboard.",
    ar: "تظهر المبالغ المحصَّلة مباشرةً في لوحة المتابعة.",
  },
  "Décider vite": {
    en: "Decide quickly",
    ar: "قرارات سريعة",
  },
  "Ouvrir une salle supplémentaire ou relancer une catégorie en connaissance de cause.": {
    en: "Open an extra room or relaunch a category with full knowledge of the facts.",
    ar: "افتح قاعة إضافية أو أعد إطلاق فئة عن دراية تامة.",
  },
  "Rassurer les partenaires": {
    en: "Reassure partners",
    ar: "طمأنة الشركاء",
  },
  "Des chiffres de visite et de présence incontestables.": {
    en: "Visitor and attendance figures no one can dispute.",
    ar: "أرقام زيارات وحضور لا جدال فيها.",
  },
  "Préparer l'édition suivante": {
    en: "Prepare the next edition",
    ar: "التحضير للدورة القادمة",
  },
  "L'historique de chaque édition comparé en un coup d'œil.": {
    en: "The history of each edition compared at a glance.",
    ar: "مقارنة تاريخ كل دورة في لمحة واحدة.",
  },
  "Un comité serein": {
    en: "A relaxed committee",
    ar: "لجنة مطمئنة",
  },
  "Plus de tableurs ni d'e-mails croisés : tout est au même endroit.": {
    en: "No more spreadsheets or crossed e-mails: everything is in one place.",
    ar: "لا جداول بيانات ولا رسائل متشابكة بعد الآن: كل شيء في مكان واحد.",
  },
  "Une qualité homogène": {
    en: "Consistent quality",
    ar: "جودة متجانسة",
  },
  "Des résumés relus et corrigés avant publication.": {
    en: "Abstracts reviewed and corrected before publication.",
    ar: "ملخّصات مراجَعة ومصحَّحة قبل النشر.",
  },
  "Des délais respectés": {
    en: "Deadlines kept",
    ar: "آجال محترمة",
  },
  "Rappels automatiques aux auteurs et aux relecteurs.": {
    en: "Automatic reminders to authors and reviewers.",
    ar: "تذكيرات آلية للمؤلفين والمحكّمين.",
  },
  "La confidentialité": {
    en: "Confidentiality",
    ar: "السرّية",
  },
  "Travaux non publiés protégés et accès strictement contrôlés.": {
    en: "Unpublished work protected and access strictly controlled.",
    ar: "حماية الأعمال غير المنشورة ومراقبة صارمة للدخول.",
  },
  "Zéro impression": {
    en: "Zero printing",
    ar: "صفر طباعة",
  },
  "Plus de tubes ni de punaises : un congrès plus écologique.": {
    en: "No more tubes or drawing pins: a greener congress.",
    ar: "لا أنابيب ولا دبابيس بعد الآن: مؤتمر أكثر مراعاة للبيئة.",
  },
  "Plus de visibilité": {
    en: "More visibility",
    ar: "ظهور أوسع",
  },
  "Chaque poster est vu pendant tout le congrès, pas seulement pendant sa session.": {
    en: "Every poster is seen throughout the congress, not just during its session.",
    ar: "يُشاهَد كل ملصق طوال المؤتمر، لا خلال جلسته فقط.",
  },
  "Dépôt jusqu'à la veille": {
    en: "Submissions until the day before",
    ar: "الإيداع حتى اليوم السابق",
  },
  "Les auteurs envoient leur fichier en ligne jusqu'à J-1.": {
    en: "Authors upload their file online until the day before.",
    ar: "يرسل المؤلفون ملفّاتهم عبر الإنترنت حتى اليوم السابق للمؤتمر.",
  },
  "Plus de file d'attente": {
    en: "No more queues",
    ar: "لا طوابير بعد الآن",
  },
  "Les participants reçoivent leur attestation sans passer au comptoir.": {
    en: "Participants receive their certificate without going to the desk.",
    ar: "يتسلّم المشاركون شهاداتهم دون المرور بمكتب الاستقبال.",
  },
  "Des données justes": {
    en: "Accurate data",
    ar: "بيانات دقيقة",
  },
  "Les certificats reflètent la présence réelle, pas une simple inscription.": {
    en: "Certificates reflect actual attendance, not just a registration.",
    ar: "تعكس الشهادات الحضور الفعلي، لا مجرّد التسجيل.",
  },
  "Une image moderne": {
    en: "A modern image",
    ar: "صورة عصرية",
  },
  "Des documents élégants, signés électroniquement.": {
    en: "Elegant documents, signed electronically.",
    ar: "وثائق أنيقة موقَّعة إلكترونيًا.",
  },
  "Une délivrabilité soignée": {
    en: "Careful deliverability",
    ar: "عناية بوصول الرسائل",
  },
  "Domaines authentifiés et envois progressifs pour éviter les spams.": {
    en: "Authenticated domains and gradual sending to stay out of spam folders.",
    ar: "نطاقات موثَّقة وإرسال تدريجي لتفادي تصنيف الرسائل كمزعجة.",
  },
  "Le consentement respecté": {
    en: "Consent respected",
    ar: "احترام الموافقة",
  },
  "Désinscription en un clic et listes conformes à la réglementation.": {
    en: "One-click unsubscribe and lists that comply with the regulations.",
    ar: "إلغاء الاشتراك بنقرة واحدة وقوائم مطابقة للتشريعات.",
  },
  "Un calendrier éditorial": {
    en: "An editorial calendar",
    ar: "رزنامة تحريرية",
  },
  "Chaque envoi planifié selon les étapes clés de votre événement.": {
    en: "Every send planned around the key stages of your event.",
    ar: "كل إرسال مبرمج وفق المراحل الأساسية لفعاليتك.",
  },
  // Gallery captions
  "Congrès national de cardiologie": {
    en: "National cardiology congress",
    ar: "المؤتمر الوطني لطب القلب",
  },
  "Grande scène de congrès médical éclairée en violet devant un auditoire": {
    en: "Large medical congress stage lit in purple in front of an audience",
    ar: "منصّة كبيرة لمؤتمر طبي مضاءة باللون البنفسجي أمام الحضور",
  },
  "Gala de fin d'année": {
    en: "End-of-year gala",
    ar: "حفل نهاية السنة",
  },
  "Salle de gala avec tables rondes dressées sous des lustres dorés": {
    en: "Gala hall with round tables laid beneath golden chandeliers",
    ar: "قاعة حفل بطاولات مستديرة مجهّزة تحت ثريات ذهبية",
  },
  "Mariage aux Berges du Lac": {
    en: "Wedding at Les Berges du Lac",
    ar: "حفل زفاف في ضفاف البحيرة",
  },
  "Arche florale et allée illuminée pour une cérémonie de mariage": {
    en: "Floral arch and illuminated aisle for a wedding ceremony",
    ar: "قوس من الزهور وممرّ مضاء لمراسم زفاف",
  },
  "Salon pharmaceutique": {
    en: "Pharmaceutical trade fair",
    ar: "معرض صيدلاني",
  },
  "Allée d'exposition bordée de stands lumineux": {
    en: "Exhibition aisle lined with illuminated stands",
    ar: "ممرّ معرض تصطفّ على جانبيه أجنحة مضاءة",
  },
  "Lancement de produit": {
    en: "Product launch",
    ar: "إطلاق منتج",
  },
  "Scène avec faisceaux lumineux croisés et écran géant": {
    en: "Stage with crossing light beams and a giant screen",
    ar: "منصّة بأشعة ضوئية متقاطعة وشاشة عملاقة",
  },
  "Symposium hybride": {
    en: "Hybrid symposium",
    ar: "ندوة علمية هجينة",
  },
  "Plateau de conférence relié à des participants en ligne": {
    en: "Conference set connected to online participants",
    ar: "بلاتوه مؤتمر متّصل بمشاركين عبر الإنترنت",
  },
  "Dîner de prestige à Sidi Bou Saïd": {
    en: "Prestige dinner in Sidi Bou Saïd",
    ar: "عشاء فاخر في سيدي بوسعيد",
  },
  "Longue table dressée en terrasse face à la mer, à la nuit tombée": {
    en: "Long table laid on a terrace overlooking the sea at nightfall",
    ar: "طاولة طويلة مجهّزة على شرفة مطلّة على البحر عند حلول الليل",
  },
  "Séminaire de direction": {
    en: "Executive seminar",
    ar: "ندوة الإدارة العليا",
  },
  "Salle de séminaire avec écran de projection et rangées de fauteuils": {
    en: "Seminar room with a projection screen and rows of armchairs",
    ar: "قاعة ندوات بشاشة عرض وصفوف من المقاعد",
  },
  "Plénière d'ouverture": {
    en: "Opening plenary",
    ar: "الجلسة العامة الافتتاحية",
  },
  "Salle plénière pleine face à une grande scène éclairée": {
    en: "Full plenary hall facing a large illuminated stage",
    ar: "قاعة جلسات عامة ممتلئة أمام منصّة كبيرة مضاءة",
  },
  "Dîner de gala du congrès": {
    en: "Congress gala dinner",
    ar: "العشاء الرسمي للمؤتمر",
  },
  "Tables rondes dressées sous des lustres pour un dîner de gala": {
    en: "Round tables laid beneath chandeliers for a gala dinner",
    ar: "طاولات مستديرة مجهّزة تحت الثريات لعشاء رسمي",
  },
  "Espace d'exposition": {
    en: "Exhibition area",
    ar: "فضاء العرض",
  },
  "Allée d'exposition avec stands de partenaires": {
    en: "Exhibition aisle with partner stands",
    ar: "ممرّ عرض بأجنحة الشركاء",
  },
  "Session parallèle": {
    en: "Parallel session",
    ar: "جلسة موازية",
  },
  "Salle de conférence avec écran et intervenant au pupitre": {
    en: "Conference room with a screen and a speaker at the lectern",
    ar: "قاعة مؤتمرات بشاشة ومحاضر على المنبر",
  },
  "Cérémonie de clôture": {
    en: "Closing ceremony",
    ar: "حفل الاختتام",
  },
  "Scène avec faisceaux lumineux pour la cérémonie de clôture": {
    en: "Stage with light beams for the closing ceremony",
    ar: "منصّة بأشعة ضوئية لحفل الاختتام",
  },
  "Soirée en terrasse": {
    en: "Evening on the terrace",
    ar: "سهرة على الشرفة",
  },
  "Terrasse dressée face à la mer avec guirlandes lumineuses": {
    en: "Terrace laid out facing the sea with strings of lights",
    ar: "شرفة مجهّزة مطلّة على البحر مع أكاليل ضوئية",
  },
  "Stand îlot 36 m²": {
    en: "36 m² island stand",
    ar: "جناح جزيرة بمساحة 36 م²",
  },
  "Rendu 3D d'un stand en îlot avec comptoir d'accueil et écran": {
    en: "3D rendering of an island stand with a reception counter and a screen",
    ar: "عرض ثلاثي الأبعاد لجناح جزيرة بمكتب استقبال وشاشة",
  },
  "Stand d'angle laboratoire": {
    en: "Laboratory corner stand",
    ar: "جناح زاوية لمختبر",
  },
  "Rendu 3D d'un stand d'angle avec cloisons lumineuses": {
    en: "3D rendering of a corner stand with illuminated partitions",
    ar: "عرض ثلاثي الأبعاد لجناح زاوية بحواجز مضيئة",
  },
  "Espace démonstration": {
    en: "Demonstration area",
    ar: "فضاء العروض التطبيقية",
  },
  "Rendu 3D d'un espace de démonstration avec écrans et comptoir": {
    en: "3D rendering of a demonstration area with screens and a counter",
    ar: "عرض ثلاثي الأبعاد لفضاء عروض تطبيقية بشاشات ومكتب",
  },
  "Stand à étage": {
    en: "Two-storey stand",
    ar: "جناح بطابقين",
  },
  "Rendu 3D d'un stand avec mezzanine et salon de rendez-vous": {
    en: "3D rendering of a stand with a mezzanine and a meeting lounge",
    ar: "عرض ثلاثي الأبعاد لجناح بطابق علوي وصالون للمواعيد",
  },
  "Village partenaires": {
    en: "Partner village",
    ar: "قرية الشركاء",
  },
  "Rendu 3D de plusieurs stands alignés pour un village partenaires": {
    en: "3D rendering of several stands lined up for a partner village",
    ar: "عرض ثلاثي الأبعاد لعدة أجنحة مصطفّة لقرية الشركاء",
  },
  "Stand compact 9 m²": {
    en: "Compact 9 m² stand",
    ar: "جناح صغير بمساحة 9 م²",
  },
  "Rendu 3D d'un petit stand avec totem et comptoir": {
    en: "3D rendering of a small stand with a totem and a counter",
    ar: "عرض ثلاثي الأبعاد لجناح صغير بعمود إعلاني ومكتب",
  },
  "Comptoir d'accueil lumineux à l'entrée d'un congrès": {
    en: "Illuminated reception counter at the entrance of a congress",
    ar: "مكتب استقبال مضيء عند مدخل مؤتمر",
  },
  "Faisceaux de lumière violets et dorés au-dessus d'une scène": {
    en: "Purple and gold light beams above a stage",
    ar: "أشعة ضوئية بنفسجية وذهبية فوق منصّة",
  },
  "Table d'honneur": {
    en: "Top table",
    ar: "طاولة الشرف",
  },
  "Table dressée avec bougies et compositions florales": {
    en: "Table laid with candles and floral arrangements",
    ar: "طاولة مجهّزة بالشموع وتنسيقات الزهور",
  },
  // Portfolio
  "Congrès médical": {
    en: "Medical congress",
    ar: "مؤتمر طبي",
  },
  "1 200 participants, trois salles en parallèle, 60 stands partenaires et une plateforme d'inscription complète à Hammamet.": {
    en: "1,200 participants, three parallel rooms, 60 partner stands and a complete registration platform in Hammamet.",
    ar: "1200 مشارك وثلاث قاعات متوازية و60 جناحًا للشركاء ومنصّة تسجيل متكاملة في الحمامات.",
  },
  "Convention annuelle d'une banque": {
    en: "A bank's annual convention",
    ar: "الملتقى السنوي لأحد البنوك",
  },
  "Séminaire corporate": {
    en: "Corporate seminar",
    ar: "ندوة شركات",
  },
  "Deux jours de plénières et d'ateliers pour 450 collaborateurs, avec scénographie et captation vidéo.": {
    en: "Two days of plenaries and workshops for 450 employees, with set design and video capture.",
    ar: "يومان من الجلسات العامة والورش لفائدة 450 موظفًا، مع سينوغرافيا وتصوير بالفيديو.",
  },
  "Mariage": {
    en: "Wedding",
    ar: "حفل زفاف",
  },
  "Une cérémonie en plein air pour 220 invités : arche florale, allée lumineuse et piste de danse LED.": {
    en: "An open-air ceremony for 220 guests: floral arch, illuminated aisle and LED dance floor.",
    ar: "مراسم في الهواء الطلق لـ220 ضيفًا: قوس من الزهور وممرّ مضاء وحلبة رقص بإضاءة LED.",
  },
  "Salon de la pharmacie": {
    en: "Pharmacy trade fair",
    ar: "معرض الصيدلة",
  },
  "Salon": {
    en: "Trade fair",
    ar: "معرض",
  },
  "Conception et montage de 24 stands modélisés en 3D et gestion des accès de 3 000 visiteurs.": {
    en: "Design and installation of 24 stands modelled in 3D, and access management for 3,000 visitors.",
    ar: "تصميم وتركيب 24 جناحًا مصمَّمًا بتقنية ثلاثية الأبعاد وإدارة دخول 3000 زائر.",
  },
  "Gala des 50 ans d'une société savante": {
    en: "A learned society's 50th-anniversary gala",
    ar: "حفل الذكرى الخمسين لجمعية علمية",
  },
  "Gala": {
    en: "Gala",
    ar: "حفل رسمي",
  },
  "Dîner de gala pour 600 convives dans un palais de Carthage, avec spectacle et mise en lumière du jardin.": {
    en: "Gala dinner for 600 guests in a Carthage palace, with a show and garden lighting.",
    ar: "عشاء رسمي لـ600 مدعوّ في قصر بقرطاج، مع عرض فني وإضاءة للحديقة.",
  },
  "Symposium hybride d'oncologie": {
    en: "Hybrid oncology symposium",
    ar: "ندوة هجينة في طب الأورام",
  },
  "Événement digital": {
    en: "Digital event",
    ar: "فعالية رقمية",
  },
  "300 médecins en salle et 900 en ligne, diffusion multicaméra, questions en direct et attestations digitales.": {
    en: "300 doctors in the room and 900 online, multi-camera broadcasting, live questions and digital certificates.",
    ar: "300 طبيب في القاعة و900 عبر الإنترنت، مع بثّ متعدد الكاميرات وأسئلة مباشرة وشهادات رقمية.",
  },
  "Lancement d'un véhicule électrique": {
    en: "Electric vehicle launch",
    ar: "إطلاق سيارة كهربائية",
  },
  "Révélation sur scène avec mapping vidéo et faisceaux lumineux devant 300 invités et la presse.": {
    en: "An on-stage reveal with video mapping and light beams in front of 300 guests and the press.",
    ar: "كشف على المنصّة بتقنية الإسقاط الضوئي والأشعة الضوئية أمام 300 مدعوّ ووسائل الإعلام.",
  },
  "Soirée de clôture en terrasse": {
    en: "Closing evening on the terrace",
    ar: "سهرة اختتام على الشرفة",
  },
  "Dîner face à la mer à Sidi Bou Saïd pour 180 congressistes, musique andalouse et guirlandes lumineuses.": {
    en: "A dinner facing the sea in Sidi Bou Saïd for 180 congress delegates, with Andalusian music and strings of lights.",
    ar: "عشاء مطلّ على البحر في سيدي بوسعيد لـ180 مشاركًا في المؤتمر، على أنغام الموسيقى الأندلسية وتحت الأكاليل الضوئية.",
  },
  // Testimonials
  "Secrétaire générale": {
    en: "General Secretary",
    ar: "الكاتبة العامة",
  },
  "Nous confions notre congrès annuel à Imagine depuis six ans. Mille deux cents participants, trois salles en parallèle, et pas une seule fausse note.": {
    en: "We have entrusted our annual congress to Imagine for six years. Twelve hundred participants, three parallel rooms, and not a single false note.",
    ar: "نعهد بمؤتمرنا السنوي إلى Imagine منذ ست سنوات. ألف ومئتا مشارك وثلاث قاعات متوازية، دون أي هفوة.",
  },
  "Directeur communication": {
    en: "Communications Director",
    ar: "مدير الاتصال",
  },
  "Une équipe qui écoute, propose et tient ses délais. Notre convention commerciale n'avait jamais eu cette allure.": {
    en: "A team that listens, makes proposals and meets its deadlines. Our sales convention had never looked this good.",
    ar: "فريق يصغي ويقترح ويحترم الآجال. لم يسبق لملتقانا التجاري أن ظهر بهذه الروعة.",
  },
  "Président du comité d'organisation": {
    en: "Chair of the organising committee",
    ar: "رئيس اللجنة المنظمة",
  },
  "Nous sommes passés des fiches papier à une inscription en ligne complète en une seule édition. Les participants comme les laboratoires ont adopté la plateforme immédiatement.": {
    en: "We moved from paper forms to complete online registration in a single edition. Participants and laboratories alike adopted the platform straight away.",
    ar: "انتقلنا من الاستمارات الورقية إلى تسجيل إلكتروني متكامل في دورة واحدة. وتبنّى المشاركون والمختبرات المنصّة على الفور.",
  },
  "Responsable formation médicale": {
    en: "Head of Medical Education",
    ar: "مسؤولة التكوين الطبي",
  },
  "Notre symposium a réuni 300 médecins en salle et plus de 900 en ligne. La qualité de diffusion était celle d'une chaîne de télévision.": {
    en: "Our symposium brought together 300 doctors in the room and more than 900 online. The broadcast quality matched that of a television channel.",
    ar: "جمعت ندوتنا 300 طبيب في القاعة وأكثر من 900 عبر الإنترنت. وكانت جودة البثّ في مستوى قناة تلفزيونية.",
  },
  "Medical Affairs Director": {
    en: "Medical Affairs Director",
    ar: "مدير الشؤون الطبية",
  },
  "Des intervenants à Paris, Montréal et Tunis, zéro coupure. L'équipe technique est remarquable.": {
    en: "Speakers in Paris, Montreal and Tunis, and not a single drop-out. The technical team is remarkable.",
    ar: "متحدثون في باريس ومونتريال وتونس، دون أي انقطاع. الفريق التقني رائع.",
  },
  "Directeur événementiel": {
    en: "Events Director",
    ar: "مدير الفعاليات",
  },
  "La méthode fait la différence : nous savions à chaque étape où nous en étions. Le jour J, nous n'avions plus qu'à accueillir nos invités.": {
    en: "The method makes all the difference: at every stage we knew exactly where we stood. On the day, all we had to do was welcome our guests.",
    ar: "المنهجية تصنع الفارق: كنّا نعرف في كل مرحلة أين وصلنا. ويوم الفعالية، لم يبقَ لنا سوى استقبال ضيوفنا.",
  },
  "Formule Premium": {
    en: "Premium package",
    ar: "باقة Premium",
  },
  "Tout était exactement comme nous l'avions rêvé, et même plus. Nos invités parlent encore de l'arche illuminée et de la piste de danse.": {
    en: "Everything was exactly as we had dreamed, and even more. Our guests still talk about the illuminated arch and the dance floor.",
    ar: "كان كل شيء تمامًا كما حلمنا، بل وأكثر. ما زال ضيوفنا يتحدّثون عن القوس المضيء وحلبة الرقص.",
  },
  "Formule Prestige": {
    en: "Prestige package",
    ar: "باقة Prestige",
  },
  "Trois cents invités, deux soirées, et une coordinatrice qui avait toujours une longueur d'avance. Merci pour ce rêve devenu réalité.": {
    en: "Three hundred guests, two evenings, and a coordinator who was always one step ahead. Thank you for making our dream come true.",
    ar: "ثلاثمئة ضيف وسهرتان، ومنسّقة كانت دائمًا متقدّمة بخطوة. شكرًا لأنكم حوّلتم حلمنا إلى حقيقة.",
  },
  "Formule Essentiel": {
    en: "Essentiel package",
    ar: "باقة Essentiel",
  },
  "Un mariage intime et chaleureux, organisé avec goût et dans notre budget. Nous recommandons YourDay les yeux fermés.": {
    en: "An intimate, warm wedding, organised with taste and within our budget. We recommend YourDay without hesitation.",
    ar: "حفل زفاف حميم ودافئ، نُظّم بذوق رفيع وفي حدود ميزانيتنا. ننصح بـYourDay دون تردّد.",
  },
  "Président du congrès": {
    en: "Congress President",
    ar: "رئيس المؤتمر",
  },
  "Quatre jours, quatre salles, quarante intervenants internationaux : tout s'est enchaîné sans accroc. Une organisation digne des grands congrès européens.": {
    en: "Four days, four rooms, forty international speakers: everything ran without a hitch. Organisation worthy of the great European congresses.",
    ar: "أربعة أيام وأربع قاعات وأربعون متحدثًا دوليًا: سار كل شيء بسلاسة تامة. تنظيم يضاهي كبرى المؤتمرات الأوروبية.",
  },
  "Responsable communication interne": {
    en: "Head of Internal Communications",
    ar: "مسؤول الاتصال الداخلي",
  },
  "Notre convention annuelle a été préparée en six semaines seulement. Le planning partagé nous a rassurés à chaque étape.": {
    en: "Our annual convention was prepared in just six weeks. The shared schedule reassured us at every stage.",
    ar: "أُعِدّ ملتقانا السنوي في ستة أسابيع فقط. وطمأننا الجدول المشترك في كل مرحلة.",
  },
  "Trésorière": {
    en: "Treasurer",
    ar: "أمينة المال",
  },
  "Pour la première fois, nos comptes du congrès étaient bouclés une semaine après l'événement. Un soulagement pour notre bureau.": {
    en: "For the first time, our congress accounts were closed a week after the event. A relief for our board.",
    ar: "لأول مرة، أُغلقت حسابات مؤتمرنا بعد أسبوع واحد من الفعالية. كان ذلك ارتياحًا كبيرًا لمكتبنا.",
  },
  "Chef de produit": {
    en: "Product Manager",
    ar: "مدير المنتج",
  },
  "Le rendu 3D nous a permis de faire valider le stand par le siège en une seule réunion. Le résultat sur le salon était identique, au centimètre près.": {
    en: "The 3D rendering let us get the stand approved by head office in a single meeting. The result at the trade fair was identical, down to the centimetre.",
    ar: "أتاح لنا العرض ثلاثي الأبعاد الحصول على مصادقة المقرّ الرئيسي على الجناح في اجتماع واحد. وجاءت النتيجة في المعرض مطابقة حتى آخر سنتيمتر.",
  },
  "Responsable marketing": {
    en: "Marketing Manager",
    ar: "مسؤولة التسويق",
  },
  "Créatifs, précis et rapides. Notre stand a été l'un des plus visités du congrès.": {
    en: "Creative, precise and fast. Our stand was one of the most visited at the congress.",
    ar: "مبدعون ودقيقون وسريعون. كان جناحنا من أكثر الأجنحة زيارةً في المؤتمر.",
  },
  "Coordinateur scientifique": {
    en: "Scientific Coordinator",
    ar: "المنسّق العلمي",
  },
  "Nos 250 intervenants étrangers ont été accueillis à l'aéroport, logés et transportés sans la moindre réclamation. Un vrai travail de professionnels.": {
    en: "Our 250 international speakers were met at the airport, accommodated and driven around without a single complaint. Truly professional work.",
    ar: "استُقبل متحدثونا الأجانب الـ250 في المطار ووُفّرت لهم الإقامة والنقل دون أي شكوى. عمل احترافي بحق.",
  },
  "Directrice exécutive": {
    en: "Executive Director",
    ar: "المديرة التنفيذية",
  },
  "Le dîner au palais Ennejma Ezzahra restera le souvenir le plus fort de notre congrès. Une soirée magique, parfaitement orchestrée.": {
    en: "The dinner at the Ennejma Ezzahra palace will remain the strongest memory of our congress. A magical evening, perfectly orchestrated.",
    ar: "سيبقى العشاء في قصر النجمة الزهراء أقوى ذكرى من مؤتمرنا. سهرة ساحرة ومنظّمة بإتقان.",
  },
  "DRH": {
    en: "HR Director",
    ar: "مدير الموارد البشرية",
  },
  "Notre team building à Hammamet a resserré les liens de nos équipes commerciales. Tout le monde en redemande.": {
    en: "Our team building in Hammamet brought our sales teams closer together. Everyone wants to do it again.",
    ar: "قرّب نشاط بناء روح الفريق في الحمامات بين أفراد فرقنا التجارية. والجميع يطلب تكراره.",
  },
  "Secrétaire générale adjointe": {
    en: "Deputy General Secretary",
    ar: "الكاتبة العامة المساعدة",
  },
  "Les participants nous ont félicités pour la simplicité de l'inscription. Et nous avons enfin des données propres.": {
    en: "Participants congratulated us on how simple registration was. And at last we have clean data.",
    ar: "هنّأنا المشاركون على سهولة التسجيل. وأخيرًا أصبحت لدينا بيانات نظيفة.",
  },
  "Trésorier": {
    en: "Treasurer",
    ar: "أمين المال",
  },
  "Plus de chèques ni d'espèces à l'accueil : 90 % des inscriptions ont été réglées en ligne dès la première année.": {
    en: "No more cheques or cash at the welcome desk: 90% of registrations were paid online from the very first year.",
    ar: "لا صكوك ولا نقود عند الاستقبال بعد الآن: 90% من التسجيلات دُفعت عبر الإنترنت منذ السنة الأولى.",
  },
  "Président du comité scientifique": {
    en: "Chair of the scientific committee",
    ar: "رئيس اللجنة العلمية",
  },
  "Voir la fréquentation des sessions en direct nous a permis d'ouvrir une salle de retransmission en dix minutes. Impressionnant.": {
    en: "Seeing session attendance live allowed us to open an overflow room in ten minutes. Impressive.",
    ar: "أتاحت لنا متابعة الحضور في الجلسات مباشرةً فتح قاعة بثّ إضافية في عشر دقائق. أمر مبهر.",
  },
  "Responsable événements": {
    en: "Events Manager",
    ar: "مسؤولة الفعاليات",
  },
  "Nos rapports de partenariat sont prêts le lendemain de l'événement, avec des chiffres précis. Notre direction adore.": {
    en: "Our partnership reports are ready the day after the event, with precise figures. Our management loves it.",
    ar: "تقارير الشراكة جاهزة في اليوم الموالي للفعالية بأرقام دقيقة. وإدارتنا معجبة بذلك.",
  },
  "Six cents abstracts relus en trois semaines, sans un seul fichier perdu. La correction par IA a nettement amélioré la qualité du livre des résumés.": {
    en: "Six hundred abstracts reviewed in three weeks without a single lost file. AI proofreading clearly improved the quality of the abstract book.",
    ar: "ستمئة ملخّص رُوجعت في ثلاثة أسابيع دون ضياع أي ملف. وقد حسّن التدقيق بالذكاء الاصطناعي جودة كتاب الملخّصات بوضوح.",
  },
  "Membre du comité d'organisation": {
    en: "Member of the organising committee",
    ar: "عضو اللجنة المنظمة",
  },
  "Les jeunes chercheurs ont adoré présenter sur les bornes. La session posters est devenue l'un des moments les plus animés du congrès.": {
    en: "Young researchers loved presenting on the kiosks. The poster session became one of the liveliest moments of the congress.",
    ar: "أحبّ الباحثون الشباب تقديم أعمالهم على الأكشاك. وأصبحت جلسة الملصقات من أكثر لحظات المؤتمر حيوية.",
  },
  "Responsable formation continue": {
    en: "Head of Continuing Education",
    ar: "مسؤول التكوين المستمر",
  },
  "Les attestations arrivent dans la boîte des participants avant même qu'ils aient quitté le parking. Et les contrôles sont devenus triviaux.": {
    en: "Certificates reach participants' inboxes before they have even left the car park. And audits have become a formality.",
    ar: "تصل الشهادات إلى صناديق بريد المشاركين قبل أن يغادروا موقف السيارات. وأصبحت عمليات المراقبة مجرّد إجراء شكلي.",
  },
  "Chargée de communication": {
    en: "Communications Officer",
    ar: "المكلّفة بالاتصال",
  },
  "Grâce aux relances ciblées, nous avons atteint notre objectif d'inscriptions trois semaines avant la clôture.": {
    en: "Thanks to targeted reminders, we reached our registration target three weeks before the deadline.",
    ar: "بفضل التذكيرات الموجَّهة، بلغنا هدفنا من التسجيلات قبل ثلاثة أسابيع من موعد الإغلاق.",
  },
  "Directeur marketing": {
    en: "Marketing Director",
    ar: "مدير التسويق",
  },
  "Des campagnes belles, efficaces et des rapports clairs. Nous savons enfin ce que rapporte chaque envoi.": {
    en: "Beautiful, effective campaigns and clear reports. At last we know what each send brings in.",
    ar: "حملات جميلة وفعّالة وتقارير واضحة. وأخيرًا نعرف ما يحقّقه كل إرسال.",
  },
  // Packages
  "Essentiel": {
    en: "Essentiel",
    ar: "Essentiel",
  },
  "Pour un mariage intime de 50 à 100 invités, élégant et serein.": {
    en: "For an intimate wedding of 50 to 100 guests, elegant and stress-free.",
    ar: "لحفل زفاف حميم من 50 إلى 100 ضيف، أنيق وهادئ.",
  },
  "Décoration de la salle et des tables": {
    en: "Venue and table decoration",
    ar: "تزيين القاعة والطاولات",
  },
  "Sonorisation et DJ pour la soirée": {
    en: "Sound system and DJ for the evening",
    ar: "نظام صوت ومنسّق أغانٍ للسهرة",
  },
  "Éclairage d'ambiance": {
    en: "Ambient lighting",
    ar: "إضاءة الأجواء",
  },
  "Premium": {
    en: "Premium",
    ar: "Premium",
  },
  "Pour une grande fête de 100 à 200 invités, avec une mise en scène complète.": {
    en: "For a big celebration of 100 to 200 guests, with complete staging.",
    ar: "لاحتفال كبير من 100 إلى 200 ضيف، مع إخراج متكامل.",
  },
  "Tout le contenu de la formule Essentiel": {
    en: "Everything in the Essentiel package",
    ar: "كل ما تتضمّنه باقة Essentiel",
  },
  "Arche florale et allée de cérémonie": {
    en: "Floral arch and ceremony aisle",
    ar: "قوس من الزهور وممرّ المراسم",
  },
  "Photographe et vidéaste": {
    en: "Photographer and videographer",
    ar: "مصوّر فوتوغرافي ومصوّر فيديو",
  },
  "Coordinatrice dédiée dès la réservation": {
    en: "Dedicated coordinator from the moment you book",
    ar: "منسّقة مخصّصة منذ الحجز",
  },
  "Prestige": {
    en: "Prestige",
    ar: "Prestige",
  },
  "Pour une célébration d'exception de plus de 200 invités, entièrement sur mesure.": {
    en: "For an exceptional celebration of more than 200 guests, entirely made to measure.",
    ar: "لاحتفال استثنائي بأكثر من 200 ضيف، مصمَّم بالكامل حسب الطلب.",
  },
  "Tout le contenu de la formule Premium": {
    en: "Everything in the Premium package",
    ar: "كل ما تتضمّنه باقة Premium",
  },
  "Scénographie sur mesure et mobilier lounge": {
    en: "Bespoke set design and lounge furniture",
    ar: "سينوغرافيا حسب الطلب وأثاث صالونات",
  },
  "Mapping vidéo et effets spéciaux": {
    en: "Video mapping and special effects",
    ar: "الإسقاط الضوئي والمؤثرات الخاصة",
  },
  "Animation et artistes": {
    en: "Entertainment and artists",
    ar: "التنشيط والفنانون",
  },
  "Gestion de l'hébergement des invités": {
    en: "Guest accommodation management",
    ar: "إدارة إقامة الضيوف",
  },
  // Statistics
  "Événements Réussis": {
    en: "Successful Events",
    ar: "فعالية ناجحة",
  },
  "Années d'Expérience": {
    en: "Years of Experience",
    ar: "سنوات من الخبرة",
  },
  "Clients Satisfaits": {
    en: "Satisfied Clients",
    ar: "عملاء راضون",
  },
  "Année de création": {
    en: "Year founded",
    ar: "سنة التأسيس",
  },
  "Experts passionnés": {
    en: "Passionate experts",
    ar: "خبير شغوف",
  },
  "De dépôt logistique": {
    en: "Logistics depot",
    ar: "مستودع لوجستي",
  },
  "Inscriptions traitées": {
    en: "Registrations processed",
    ar: "تسجيل تمّت معالجته",
  },
  "Pour s'inscrire en moyenne": {
    en: "Average time to register",
    ar: "متوسط مدّة التسجيل",
  },
  "Disponibilité de la plateforme": {
    en: "Platform availability",
    ar: "جاهزية المنصّة",
  },
  "Événements hybrides produits": {
    en: "Hybrid events produced",
    ar: "فعالية هجينة أُنتجت",
  },
  "Pays connectés": {
    en: "Countries connected",
    ar: "دولة متّصلة",
  },
  "Participants en ligne": {
    en: "Online participants",
    ar: "مشارك عبر الإنترنت",
  },
  "Mariages célébrés": {
    en: "Weddings celebrated",
    ar: "حفل زفاف",
  },
  "Couples recommandent YourDay": {
    en: "Couples recommend YourDay",
    ar: "من الأزواج ينصحون بـYourDay",
  },
  "Coordinatrice dédiée par mariage": {
    en: "Dedicated coordinator per wedding",
    ar: "منسّقة مخصّصة لكل حفل زفاف",
  },
  "Participants accueillis en 1 heure": {
    en: "Participants welcomed in 1 hour",
    ar: "مشارك يُستقبَل في ساعة واحدة",
  },
  "Délai de réponse aux participants": {
    en: "Response time to participants",
    ar: "مدّة الردّ على المشاركين",
  },
  "File d'attente à l'accueil": {
    en: "Queue at the welcome desk",
    ar: "طابور عند الاستقبال",
  },
  "Hôtels partenaires": {
    en: "Partner hotels",
    ar: "فندق شريك",
  },
  "Nuitées réservées": {
    en: "Room nights booked",
    ar: "ليلة محجوزة",
  },
  "En moyenne sur les tarifs publics": {
    en: "On average off public rates",
    ar: "في المتوسط مقارنة بالأسعار العمومية",
  },
  "Transactions chiffrées": {
    en: "Encrypted transactions",
    ar: "معاملات مشفّرة",
  },
  "Moyens de paiement": {
    en: "Payment methods",
    ar: "وسائل دفع",
  },
  "Rapprochement des paiements": {
    en: "Payment reconciliation",
    ar: "مطابقة المدفوعات",
  },
  "Indicateurs en temps réel": {
    en: "Real-time indicators",
    ar: "مؤشر في الوقت الفعلي",
  },
  "Entre le scan et le tableau de bord": {
    en: "Between the scan and the dashboard",
    ar: "بين المسح ولوحة المتابعة",
  },
  "Pour exporter vos rapports": {
    en: "To export your reports",
    ar: "لتصدير تقاريرك",
  },
  "Abstracts gérés": {
    en: "Abstracts managed",
    ar: "ملخّص تمّت إدارته",
  },
  "De temps de relecture": {
    en: "Less review time",
    ar: "من وقت المراجعة",
  },
  "Langues corrigées par l'IA": {
    en: "Languages proofread by AI",
    ar: "لغات يدقّقها الذكاء الاصطناعي",
  },
  "Attestations délivrées": {
    en: "Certificates issued",
    ar: "شهادة صادرة",
  },
  "Pour recevoir son certificat": {
    en: "To receive a certificate",
    ar: "لتسلّم الشهادة",
  },
  "Vérifiables par QR code": {
    en: "Verifiable by QR code",
    ar: "قابلة للتحقق برمز QR",
  },
  "Taux d'ouverture moyen": {
    en: "Average open rate",
    ar: "متوسط نسبة الفتح",
  },
  "E-mails envoyés par an": {
    en: "E-mails sent per year",
    ar: "رسالة إلكترونية تُرسَل سنويًا",
  },
  "Inscriptions après relance": {
    en: "Registrations after a reminder",
    ar: "من التسجيلات بعد التذكير",
  },
  "Support Dédié": {
    en: "Dedicated Support",
    ar: "دعم مخصّص",
  },
  // Contact details
  "Téléphone": {
    en: "Phone",
    ar: "الهاتف",
  },
  "E-mail": {
    en: "E-mail",
    ar: "البريد الإلكتروني",
  },
  "Adresse": {
    en: "Address",
    ar: "العنوان",
  },
  "Horaires": {
    en: "Opening hours",
    ar: "أوقات العمل",
  },
  // SEO
  "Imagine : agence événementielle en Tunisie": {
    en: "Imagine: event agency in Tunisia",
    ar: "Imagine: وكالة تنظيم فعاليات في تونس",
  },
  "Congrès médicaux, séminaires, mariages et événements digitaux à Tunis : Imagine conçoit et orchestre vos événements depuis 2009. Demandez votre devis.": {
    en: "Medical congresses, seminars, weddings and digital events in Tunis: Imagine has been designing and running events since 2009. Request your quote.",
    ar: "مؤتمرات طبية وندوات وحفلات زفاف وفعاليات رقمية في تونس: تصمّم Imagine فعالياتكم وتنظّمها منذ 2009. اطلبوا عرض السعر.",
  },
  "agence événementielle Tunisie": {
    en: "event agency Tunisia",
    ar: "وكالة تنظيم فعاليات تونس",
  },
  "congrès médical": {
    en: "medical congress",
    ar: "مؤتمر طبي",
  },
  "séminaire": {
    en: "seminar",
    ar: "ندوة",
  },
  "mariage": {
    en: "wedding",
    ar: "حفل زفاف",
  },
  "événement digital": {
    en: "digital event",
    ar: "فعالية رقمية",
  },
  "Tunis": {
    en: "Tunis",
    ar: "تونس العاصمة",
  },
  "Contact et devis | Imagine Events Tunis": {
    en: "Contact and quotes | Imagine Events Tunis",
    ar: "اتصل بنا واطلب عرض سعر | Imagine Events تونس",
  },
  "Demandez un devis pour votre congrès, séminaire, mariage ou location de matériel. L'équipe Imagine, aux Berges du Lac, vous répond sous 24h.": {
    en: "Request a quote for your congress, seminar, wedding or equipment rental. The Imagine team at Les Berges du Lac replies within 24 hours.",
    ar: "اطلب عرض سعر لمؤتمرك أو ندوتك أو حفل زفافك أو لتأجير المعدات. فريق Imagine في ضفاف البحيرة يردّ عليك خلال 24 ساعة.",
  },
  "devis événement": {
    en: "event quote",
    ar: "عرض سعر فعالية",
  },
  "contact agence événementielle": {
    en: "event agency contact",
    ar: "الاتصال بوكالة فعاليات",
  },
  "Berges du Lac": {
    en: "Les Berges du Lac",
    ar: "ضفاف البحيرة",
  },
  "Portfolio : nos événements réalisés | Imagine": {
    en: "Portfolio: events we have delivered | Imagine",
    ar: "معرض الأعمال: فعاليات أنجزناها | Imagine",
  },
  "Congrès médicaux, séminaires corporate, mariages, salons et galas : découvrez les événements conçus et produits par Imagine en Tunisie.": {
    en: "Medical congresses, corporate seminars, weddings, trade fairs and galas: discover the events designed and produced by Imagine in Tunisia.",
    ar: "مؤتمرات طبية وندوات للشركات وحفلات زفاف ومعارض وحفلات رسمية: اكتشف الفعاليات التي صمّمتها Imagine وأنتجتها في تونس.",
  },
  "portfolio événementiel": {
    en: "event portfolio",
    ar: "معرض أعمال الفعاليات",
  },
  "réalisations": {
    en: "our work",
    ar: "إنجازاتنا",
  },
  "congrès": {
    en: "congress",
    ar: "مؤتمر",
  },
  "gala": {
    en: "gala",
    ar: "حفل رسمي",
  },
  "salon": {
    en: "trade fair",
    ar: "معرض",
  },
  "Location matériel événementiel à Tunis | Imagine": {
    en: "Event equipment rental in Tunis | Imagine",
    ar: "تأجير معدات الفعاليات في تونس | Imagine",
  },
  "Louez sono, éclairage, écrans LED, mobilier et scènes à la journée. Plus de 5000 articles en stock, livraison et installation partout en Tunisie.": {
    en: "Rent sound systems, lighting, LED screens, furniture and stages by the day. More than 5,000 items in stock, delivery and installation anywhere in Tunisia.",
    ar: "استأجر أنظمة الصوت والإضاءة وشاشات LED والأثاث والمنصّات باليوم. أكثر من 5000 قطعة في المخزون، مع التوصيل والتركيب في كامل أنحاء تونس.",
  },
  "location matériel événementiel": {
    en: "event equipment rental",
    ar: "تأجير معدات الفعاليات",
  },
  "location sono Tunis": {
    en: "sound system rental Tunis",
    ar: "تأجير أنظمة الصوت تونس",
  },
  "location écran LED": {
    en: "LED screen rental",
    ar: "تأجير شاشات LED",
  },
  "location mobilier": {
    en: "furniture rental",
    ar: "تأجير الأثاث",
  },
  "location scène": {
    en: "stage rental",
    ar: "تأجير المنصّات",
  },
  "Louer du matériel en ligne | Imagine Location": {
    en: "Rent equipment online | Imagine Rental",
    ar: "استئجار المعدات عبر الإنترنت | Imagine للتأجير",
  },
  "Réservez en ligne enceintes, projecteurs, écrans, mobilier et scènes pour vos événements en Tunisie. Prix en DT par jour, confirmation sous 24h.": {
    en: "Book speakers, lights, screens, furniture and stages online for your events in Tunisia. Prices in TND per day, confirmation within 24 hours.",
    ar: "احجز عبر الإنترنت مكبّرات الصوت والأضواء والشاشات والأثاث والمنصّات لفعالياتك في تونس. الأسعار بالدينار لليوم الواحد، والتأكيد خلال 24 ساعة.",
  },
  "location en ligne": {
    en: "online rental",
    ar: "التأجير عبر الإنترنت",
  },
  "matériel événementiel": {
    en: "event equipment",
    ar: "معدات الفعاليات",
  },
  "prix par jour": {
    en: "price per day",
    ar: "السعر لليوم الواحد",
  },
  "Tunisie": {
    en: "Tunisia",
    ar: "تونس",
  },
  "Panier de location | Imagine": {
    en: "Rental cart | Imagine",
    ar: "سلة التأجير | Imagine",
  },
  "Retrouvez les articles de votre location de matériel événementiel, ajustez quantités et dates, puis envoyez votre commande à l'équipe Imagine.": {
    en: "Find the items of your event equipment rental, adjust quantities and dates, then send your order to the Imagine team.",
    ar: "اطّلع على قطع معدات الفعاليات التي اخترتها، وعدّل الكميات والتواريخ، ثم أرسل طلبك إلى فريق Imagine.",
  },
  "panier": {
    en: "cart",
    ar: "سلة",
  },
  "commande location": {
    en: "rental order",
    ar: "طلب تأجير",
  },
  "L'agence Imagine Events | Tunis depuis 2009": {
    en: "The Imagine Events agency | Tunis since 2009",
    ar: "وكالة Imagine Events | تونس منذ 2009",
  },
  "Imagine, agence événementielle tunisienne fondée en 2009 : 50+ experts, 500+ événements, un dépôt de 2000 m². Découvrez notre histoire et nos valeurs.": {
    en: "Imagine, a Tunisian event agency founded in 2009: 50+ experts, 500+ events, a 2,000 m² depot. Discover our story and our values.",
    ar: "Imagine، وكالة تونسية لتنظيم الفعاليات تأسست عام 2009: أكثر من 50 خبيرًا وأكثر من 500 فعالية ومستودع بمساحة 2000 م². اكتشف قصتنا وقيمنا.",
  },
  "Imagine Events": {
    en: "Imagine Events",
    ar: "Imagine Events",
  },
  "agence événementielle Tunis": {
    en: "event agency Tunis",
    ar: "وكالة تنظيم فعاليات تونس العاصمة",
  },
  "à propos": {
    en: "about us",
    ar: "من نحن",
  },
  "équipe événementielle": {
    en: "events team",
    ar: "فريق الفعاليات",
  },
  "Plateforme d'inscription aux congrès | Imagine": {
    en: "Congress registration platform | Imagine",
    ar: "منصّة التسجيل في المؤتمرات | Imagine",
  },
  "Formulaires personnalisés, tarifs par profil, paiement en ligne et badges QR : la plateforme d'inscription Imagine pour vos congrès et séminaires.": {
    en: "Custom forms, prices by profile, online payment and QR badges: the Imagine registration platform for your congresses and seminars.",
    ar: "نماذج مخصّصة وأسعار حسب الصفة ودفع إلكتروني وشارات QR: منصّة التسجيل من Imagine لمؤتمراتك وندواتك.",
  },
  "plateforme d'inscription": {
    en: "registration platform",
    ar: "منصّة التسجيل",
  },
  "inscription congrès": {
    en: "congress registration",
    ar: "التسجيل في المؤتمرات",
  },
  "badge QR code": {
    en: "QR code badge",
    ar: "شارة برمز QR",
  },
  "billetterie événement": {
    en: "event ticketing",
    ar: "تذاكر الفعاليات",
  },
  "Imagine4Digital : événements hybrides et virtuels": {
    en: "Imagine4Digital: hybrid and virtual events",
    ar: "Imagine4Digital: الفعاليات الهجينة والافتراضية",
  },
  "Congrès hybrides, webinaires et salons virtuels : studio de diffusion, plateforme en ligne et interaction en direct avec Imagine4Digital.": {
    en: "Hybrid congresses, webinars and virtual trade fairs: broadcast studio, online platform and live interaction with Imagine4Digital.",
    ar: "مؤتمرات هجينة وندوات عبر الإنترنت ومعارض افتراضية: استوديو بثّ ومنصّة إلكترونية وتفاعل مباشر مع Imagine4Digital.",
  },
  "événement hybride": {
    en: "hybrid event",
    ar: "فعالية هجينة",
  },
  "webinaire": {
    en: "webinar",
    ar: "ندوة عبر الإنترنت",
  },
  "congrès virtuel": {
    en: "virtual congress",
    ar: "مؤتمر افتراضي",
  },
  "streaming": {
    en: "streaming",
    ar: "البثّ المباشر",
  },
  "We Make It Real : notre méthode en 5 étapes": {
    en: "We Make It Real: our 5-step method",
    ar: "We Make It Real: منهجيتنا في 5 مراحل",
  },
  "Écoute, conception, planification, production et bilan : découvrez en vidéo la méthode en cinq étapes qui fait réussir vos événements avec Imagine.": {
    en: "Listening, design, planning, production and review: watch the five-step method that makes your events succeed with Imagine.",
    ar: "الإصغاء والتصميم والتخطيط والإنتاج والتقييم: اكتشف بالفيديو المنهجية ذات المراحل الخمس التي تُنجح فعالياتك مع Imagine.",
  },
  "méthode événementielle": {
    en: "event method",
    ar: "منهجية تنظيم الفعاليات",
  },
  "gestion de projet événementiel": {
    en: "event project management",
    ar: "إدارة مشاريع الفعاليات",
  },
  "organisation d'événement": {
    en: "event organisation",
    ar: "تنظيم الفعاليات",
  },
  "YourDay : organisation de mariage en Tunisie": {
    en: "YourDay: wedding planning in Tunisia",
    ar: "YourDay: تنظيم حفلات الزفاف في تونس",
  },
  "Wedding planner à Tunis : décoration, lumière, son et coordination. Formules Essentiel, Premium et Prestige de 50 à plus de 200 invités.": {
    en: "Wedding planner in Tunis: decoration, lighting, sound and coordination. Essentiel, Premium and Prestige packages for 50 to more than 200 guests.",
    ar: "منظّم حفلات زفاف في تونس: الديكور والإضاءة والصوت والتنسيق. باقات Essentiel وPremium وPrestige من 50 إلى أكثر من 200 ضيف.",
  },
  "organisation mariage Tunisie": {
    en: "wedding planning Tunisia",
    ar: "تنظيم حفلات الزفاف تونس",
  },
  "wedding planner Tunis": {
    en: "wedding planner Tunis",
    ar: "منظّم حفلات زفاف تونس",
  },
  "décoration mariage": {
    en: "wedding decoration",
    ar: "ديكور حفلات الزفاف",
  },
  "formule mariage": {
    en: "wedding package",
    ar: "باقة زفاف",
  },
  "Planification premium de congrès et séminaires": {
    en: "Premium planning for congresses and seminars",
    ar: "تخطيط متميّز للمؤتمرات والندوات",
  },
  "Rétroplanning, repérages, prestataires et régie le jour J : Imagine planifie vos congrès, conventions et séminaires de A à Z, partout en Tunisie.": {
    en: "Reverse schedule, site visits, suppliers and on-the-day show control: Imagine plans your congresses, conventions and seminars from A to Z, anywhere in Tunisia.",
    ar: "الجدولة العكسية ومعاينة المواقع والمزوّدون والإدارة التقنية يوم الفعالية: تخطّط Imagine لمؤتمراتك وملتقياتك وندواتك من الألف إلى الياء، في كامل أنحاء تونس.",
  },
  "planification événement": {
    en: "event planning",
    ar: "التخطيط للفعاليات",
  },
  "organisation congrès": {
    en: "congress organisation",
    ar: "تنظيم المؤتمرات",
  },
  "séminaire clé en main": {
    en: "turnkey seminar",
    ar: "ندوة جاهزة متكاملة",
  },
  "régie événementielle": {
    en: "event show control",
    ar: "الإدارة التقنية للفعاليات",
  },
  "Gestion des inscriptions de congrès | Imagine": {
    en: "Congress registration management | Imagine",
    ar: "إدارة التسجيل في المؤتمرات | Imagine",
  },
  "Suivi des participants, paiements, prises en charge et accueil sur place : Imagine gère les inscriptions de vos congrès médicaux et séminaires.": {
    en: "Participant tracking, payments, sponsorships and on-site welcome: Imagine manages registrations for your medical congresses and seminars.",
    ar: "متابعة المشاركين والمدفوعات والتكفّل والاستقبال في الموقع: تدير Imagine التسجيلات في مؤتمراتك الطبية وندواتك.",
  },
  "gestion des inscriptions": {
    en: "registration management",
    ar: "إدارة التسجيلات",
  },
  "secrétariat congrès": {
    en: "congress secretariat",
    ar: "أمانة المؤتمر",
  },
  "accueil participants": {
    en: "participant welcome",
    ar: "استقبال المشاركين",
  },
  "prise en charge laboratoire": {
    en: "laboratory sponsorship",
    ar: "تكفّل المختبرات",
  },
  "Modélisation 3D de stands d'exposition | Imagine": {
    en: "3D modelling of exhibition stands | Imagine",
    ar: "تصميم أجنحة المعارض بتقنية ثلاثية الأبعاد | Imagine",
  },
  "Design et rendu 3D de stands pour salons et congrès : validez volumes, matières et signalétique avant fabrication. Montage assuré par nos équipes.": {
    en: "3D design and rendering of stands for trade fairs and congresses: approve volumes, materials and signage before construction. Installation by our own teams.",
    ar: "تصميم الأجنحة وعرضها بتقنية ثلاثية الأبعاد للمعارض والمؤتمرات: صادق على الأحجام والمواد واللافتات قبل التصنيع. التركيب تتولّاه فرقنا.",
  },
  "stand 3D": {
    en: "3D stand",
    ar: "جناح ثلاثي الأبعاد",
  },
  "conception de stand": {
    en: "stand design",
    ar: "تصميم الأجنحة",
  },
  "stand salon": {
    en: "trade fair stand",
    ar: "جناح معرض",
  },
  "stand congrès": {
    en: "congress stand",
    ar: "جناح مؤتمر",
  },
  "design d'espace": {
    en: "space design",
    ar: "تصميم الفضاءات",
  },
  "Hébergement et restauration pour congrès | Imagine": {
    en: "Congress accommodation and catering | Imagine",
    ar: "الإقامة والإطعام للمؤتمرات | Imagine",
  },
  "Blocs de chambres négociés, transferts aéroport, pauses café et déjeuners : Imagine gère l'hébergement et la restauration de vos participants.": {
    en: "Negotiated room blocks, airport transfers, coffee breaks and lunches: Imagine manages accommodation and catering for your participants.",
    ar: "حجوزات غرف بأسعار تفاضلية وتنقّلات من المطار واستراحات قهوة ووجبات غداء: تدير Imagine إقامة المشاركين وإطعامهم.",
  },
  "hébergement congrès": {
    en: "congress accommodation",
    ar: "الإقامة للمؤتمرات",
  },
  "réservation hôtel groupe": {
    en: "group hotel booking",
    ar: "حجز فندقي للمجموعات",
  },
  "traiteur événement": {
    en: "event catering",
    ar: "ضيافة الفعاليات",
  },
  "transfert aéroport Tunis": {
    en: "airport transfer Tunis",
    ar: "النقل من مطار تونس",
  },
  "Dîners de gala et activités de groupe en Tunisie": {
    en: "Gala dinners and group activities in Tunisia",
    ar: "العشاءات الرسمية والأنشطة الجماعية في تونس",
  },
  "Dîners de gala, soirées à thème, excursions et team building en Tunisie : Imagine crée les moments forts de vos congrès et séminaires.": {
    en: "Gala dinners, themed evenings, excursions and team building in Tunisia: Imagine creates the highlights of your congresses and seminars.",
    ar: "عشاءات رسمية وسهرات ذات طابع خاص ورحلات وأنشطة لبناء روح الفريق في تونس: تصنع Imagine أبرز لحظات مؤتمراتك وندواتك.",
  },
  "dîner de gala": {
    en: "gala dinner",
    ar: "عشاء رسمي",
  },
  "soirée à thème": {
    en: "themed evening",
    ar: "سهرة ذات طابع خاص",
  },
  "team building Tunisie": {
    en: "team building Tunisia",
    ar: "بناء روح الفريق تونس",
  },
  "excursion groupe": {
    en: "group excursion",
    ar: "رحلة جماعية",
  },
  "programme social congrès": {
    en: "congress social programme",
    ar: "البرنامج الاجتماعي للمؤتمر",
  },
  "Inscription digitale intelligente aux événements": {
    en: "Smart digital event registration",
    ar: "التسجيل الرقمي الذكي في الفعاليات",
  },
  "Formulaires adaptatifs, pré-remplissage, badge QR instantané : découvrez en vidéo l'inscription digitale intelligente d'Imagine pour vos congrès.": {
    en: "Adaptive forms, pre-filled details, instant QR badge: watch a video of Imagine's smart digital registration for your congresses.",
    ar: "نماذج تكيّفية وتعبئة مسبقة وشارة QR فورية: اكتشف بالفيديو التسجيل الرقمي الذكي من Imagine لمؤتمراتك.",
  },
  "inscription en ligne": {
    en: "online registration",
    ar: "التسجيل عبر الإنترنت",
  },
  "formulaire intelligent": {
    en: "smart form",
    ar: "نموذج ذكي",
  },
  "badge QR": {
    en: "QR badge",
    ar: "شارة QR",
  },
  "congrès digital": {
    en: "digital congress",
    ar: "مؤتمر رقمي",
  },
  "Paiement en ligne sécurisé pour congrès | Imagine": {
    en: "Secure online payment for congresses | Imagine",
    ar: "دفع إلكتروني آمن للمؤتمرات | Imagine",
  },
  "Cartes tunisiennes et internationales, virements, factures automatiques : encaissez les inscriptions de vos événements en ligne, en toute sécurité.": {
    en: "Tunisian and international cards, bank transfers, automatic invoices: collect your event registration fees online, securely.",
    ar: "بطاقات تونسية ودولية وتحويلات بنكية وفواتير آلية: حصّل رسوم التسجيل في فعالياتك عبر الإنترنت بكل أمان.",
  },
  "paiement en ligne": {
    en: "online payment",
    ar: "الدفع الإلكتروني",
  },
  "paiement sécurisé": {
    en: "secure payment",
    ar: "دفع آمن",
  },
  "inscription payante": {
    en: "paid registration",
    ar: "تسجيل بمقابل",
  },
  "facture automatique": {
    en: "automatic invoice",
    ar: "فاتورة آلية",
  },
  "3-D Secure": {
    en: "3-D Secure",
    ar: "3-D Secure",
  },
  "Dashboard professionnel : pilotez votre événement": {
    en: "Professional dashboard: steer your event",
    ar: "لوحة متابعة احترافية: أدِر فعاليتك",
  },
  "Inscriptions, paiements, présences et satisfaction en temps réel : découvrez en vidéo le dashboard professionnel d'Imagine pour vos événements.": {
    en: "Registrations, payments, attendance and satisfaction in real time: watch a video of Imagine's professional dashboard for your events.",
    ar: "التسجيلات والمدفوعات والحضور والرضا في الوقت الفعلي: اكتشف بالفيديو لوحة المتابعة الاحترافية من Imagine لفعالياتك.",
  },
  "dashboard événement": {
    en: "event dashboard",
    ar: "لوحة متابعة الفعاليات",
  },
  "statistiques congrès": {
    en: "congress statistics",
    ar: "إحصاءات المؤتمرات",
  },
  "pilotage temps réel": {
    en: "real-time steering",
    ar: "إدارة في الوقت الفعلي",
  },
  "reporting événementiel": {
    en: "event reporting",
    ar: "تقارير الفعاليات",
  },
  "Gestion des abstracts et correction par IA": {
    en: "Abstract management and AI proofreading",
    ar: "إدارة الملخّصات والتدقيق بالذكاء الاصطناعي",
  },
  "Appel à communications, relecture en aveugle, notation, programme et correction linguistique par IA : la gestion des abstracts de vos congrès.": {
    en: "Call for papers, blind review, scoring, programme and AI language proofreading: abstract management for your congresses.",
    ar: "دعوة لتقديم المشاركات وتحكيم مزدوج التعمية وتقييم وبرنامج وتدقيق لغوي بالذكاء الاصطناعي: إدارة ملخّصات مؤتمراتك.",
  },
  "gestion des abstracts": {
    en: "abstract management",
    ar: "إدارة الملخّصات",
  },
  "appel à communications": {
    en: "call for papers",
    ar: "دعوة لتقديم المشاركات",
  },
  "correction IA": {
    en: "AI proofreading",
    ar: "التدقيق بالذكاء الاصطناعي",
  },
  "comité scientifique": {
    en: "scientific committee",
    ar: "اللجنة العلمية",
  },
  "relecture par les pairs": {
    en: "peer review",
    ar: "التحكيم من قِبل الأقران",
  },
  "E-posters pour congrès scientifiques | Imagine": {
    en: "E-posters for scientific congresses | Imagine",
    ar: "الملصقات الإلكترونية للمؤتمرات العلمية | Imagine",
  },
  "Bornes tactiles HD, présentations minutées et galerie en ligne : Imagine digitalise les posters de vos congrès médicaux et scientifiques.": {
    en: "HD touch-screen kiosks, timed presentations and an online gallery: Imagine digitises the posters of your medical and scientific congresses.",
    ar: "أكشاك لمس عالية الدقة وعروض محدّدة الوقت ومعرض على الإنترنت: ترقمن Imagine ملصقات مؤتمراتك الطبية والعلمية.",
  },
  "e-posters": {
    en: "e-posters",
    ar: "الملصقات الإلكترونية",
  },
  "poster électronique": {
    en: "electronic poster",
    ar: "ملصق إلكتروني",
  },
  "borne tactile": {
    en: "touch-screen kiosk",
    ar: "كشك يعمل باللمس",
  },
  "congrès scientifique": {
    en: "scientific congress",
    ar: "مؤتمر علمي",
  },
  "poster numérique": {
    en: "digital poster",
    ar: "ملصق رقمي",
  },
  "Certification digitale et attestations de présence": {
    en: "Digital certification and certificates of attendance",
    ar: "الشهادات الرقمية وشهادات الحضور",
  },
  "Attestations de présence, crédits de formation continue et certificats vérifiables par QR code, générés automatiquement après votre événement.": {
    en: "Certificates of attendance, continuing education credits and certificates verifiable by QR code, generated automatically after your event.",
    ar: "شهادات حضور وساعات تكوين مستمر وشهادات قابلة للتحقق برمز QR، تُنشأ تلقائيًا بعد فعاليتك.",
  },
  "attestation de présence": {
    en: "certificate of attendance",
    ar: "شهادة حضور",
  },
  "certificat digital": {
    en: "digital certificate",
    ar: "شهادة رقمية",
  },
  "formation médicale continue": {
    en: "continuing medical education",
    ar: "التكوين الطبي المستمر",
  },
  "crédits FMC": {
    en: "CME credits",
    ar: "ساعات التكوين الطبي المستمر",
  },
  "QR code": {
    en: "QR code",
    ar: "رمز QR",
  },
  "Campagnes e-mailing pour vos événements | Imagine": {
    en: "E-mail campaigns for your events | Imagine",
    ar: "حملات البريد الإلكتروني لفعالياتك | Imagine",
  },
  "Save the date, ouverture des inscriptions, rappels et remerciements : des campagnes e-mailing ciblées et mesurées pour remplir vos événements.": {
    en: "Save the date, registration opening, reminders and thank-yous: targeted, measured e-mail campaigns to fill your events.",
    ar: "حجز الموعد وافتتاح التسجيل والتذكيرات ورسائل الشكر: حملات بريد إلكتروني موجَّهة وقابلة للقياس لملء فعالياتك.",
  },
  "campagne e-mailing": {
    en: "e-mail campaign",
    ar: "حملة بريد إلكتروني",
  },
  "newsletter événement": {
    en: "event newsletter",
    ar: "نشرة الفعالية الإخبارية",
  },
  "save the date": {
    en: "save the date",
    ar: "احجز الموعد",
  },
  "marketing événementiel": {
    en: "event marketing",
    ar: "تسويق الفعاليات",
  },
  "taux d'ouverture": {
    en: "open rate",
    ar: "نسبة الفتح",
  },
  // Rental products
  "Système line array 4+1": {
    en: "4+1 line array system",
    ar: "نظام صوت Line Array من 4+1",
  },
  "Quatre têtes line array et un caisson par côté, amplification et traitement inclus : jusqu'à 800 personnes.": {
    en: "Four line array cabinets and one subwoofer per side, amplification and processing included: for up to 800 people.",
    ar: "أربع وحدات Line Array ومضخّم جهير لكل جانب، مع التضخيم والمعالجة: لما يصل إلى 800 شخص.",
  },
  "Enceinte amplifiée 12 pouces (paire)": {
    en: "12-inch powered speaker (pair)",
    ar: "مكبّر صوت مضخَّم 12 بوصة (زوج)",
  },
  "Deux enceintes actives de 1 000 W sur pieds, idéales pour séminaires, cocktails et soirées jusqu'à 150 personnes.": {
    en: "Two 1,000 W active speakers on stands, ideal for seminars, cocktail receptions and parties of up to 150 people.",
    ar: "مكبّرا صوت نشطان بقدرة 1000 واط على حاملين، مثاليان للندوات وحفلات الاستقبال والسهرات حتى 150 شخصًا.",
  },
  "Caisson de basses 18 pouces": {
    en: "18-inch subwoofer",
    ar: "مضخّم جهير 18 بوصة",
  },
  "Caisson actif de 1 600 W pour des basses profondes et maîtrisées, en complément de vos enceintes.": {
    en: "1,600 W active subwoofer for deep, controlled bass to complement your speakers.",
    ar: "مضخّم جهير نشط بقدرة 1600 واط لصوت جهير عميق ومتوازن، مكمّل لمكبّرات الصوت لديك.",
  },
  "Console numérique 32 voies": {
    en: "32-channel digital console",
    ar: "طاولة مزج رقمية بـ32 قناة",
  },
  "Table de mixage numérique avec écran tactile, effets intégrés et pilotage sur tablette.": {
    en: "Digital mixing desk with touch screen, built-in effects and tablet control.",
    ar: "طاولة مزج رقمية بشاشة لمس ومؤثرات مدمجة وتحكّم عبر الجهاز اللوحي.",
  },
  "Micro HF main": {
    en: "Handheld wireless mic",
    ar: "ميكروفون لاسلكي يدوي",
  },
  "Microphone sans fil main avec récepteur, portée de 100 m, piles neuves fournies pour chaque journée.": {
    en: "Handheld wireless microphone with receiver, 100 m range, fresh batteries supplied for every day.",
    ar: "ميكروفون لاسلكي يدوي مع جهاز استقبال، بمدى 100 متر، وبطاريات جديدة لكل يوم.",
  },
  "Micro-cravate HF": {
    en: "Wireless lavalier mic",
    ar: "ميكروفون لاسلكي مشبكي",
  },
  "Micro-cravate discret avec émetteur de ceinture, parfait pour conférenciers et animateurs.": {
    en: "Discreet lavalier microphone with belt-pack transmitter, perfect for speakers and hosts.",
    ar: "ميكروفون مشبكي صغير مع جهاز إرسال يُثبَّت على الحزام، مثالي للمحاضرين والمنشّطين.",
  },
  "Lyre spot LED 300 W": {
    en: "300 W LED spot moving head",
    ar: "رأس متحرك LED Spot بقدرة 300 واط",
  },
  "Projecteur asservi avec gobos, prisme et zoom pour animer scènes et pistes de danse.": {
    en: "Moving-head light with gobos, prism and zoom to bring stages and dance floors to life.",
    ar: "جهاز إضاءة متحرك بأنماط ضوئية ومنشور وتقريب لإضفاء الحيوية على المنصّات وحلبات الرقص.",
  },
  "Projecteur PAR LED RGBW": {
    en: "RGBW LED PAR light",
    ar: "كشاف LED PAR بألوان RGBW",
  },
  "Projecteur d'ambiance sur batterie, sans câble, pour mettre en couleur murs, colonnes et tables.": {
    en: "Battery-powered, cable-free ambient light to add colour to walls, columns and tables.",
    ar: "كشاف إضاءة محيطية يعمل بالبطارية ودون أسلاك، لتلوين الجدران والأعمدة والطاولات.",
  },
  "Poursuite 1 200 W": {
    en: "1,200 W follow spot",
    ar: "كشاف متابعة بقدرة 1200 واط",
  },
  "Projecteur de poursuite avec opérateur en option, pour suivre orateurs et mariés avec précision.": {
    en: "Follow spot with optional operator, to track speakers and newlyweds with precision.",
    ar: "كشاف متابعة مع مشغّل اختياري، لمتابعة المتحدثين والعروسين بدقة.",
  },
  "Barre LED pixel 1 m": {
    en: "1 m LED pixel bar",
    ar: "شريط LED بكسلي بطول متر",
  },
  "Barre de 16 pixels pilotables pour des effets de vague, de chenillard et de contre-jour.": {
    en: "Bar of 16 controllable pixels for wave, chase and backlight effects.",
    ar: "شريط من 16 بكسلًا قابلًا للتحكّم لمؤثرات الموجة والتتابع والإضاءة الخلفية.",
  },
  "Machine à brouillard": {
    en: "Haze machine",
    ar: "آلة ضباب",
  },
  "Machine à brouillard fin qui révèle les faisceaux lumineux sans gêner les invités.": {
    en: "Fine haze machine that reveals the light beams without bothering guests.",
    ar: "آلة ضباب خفيف تُبرز الأشعة الضوئية دون إزعاج الضيوف.",
  },
  "Machine à fumée lourde": {
    en: "Low-fog machine",
    ar: "آلة دخان كثيف",
  },
  "Effet de nuage au sol pour l'ouverture de bal ou l'entrée sur scène.": {
    en: "A cloud-on-the-floor effect for the first dance or a stage entrance.",
    ar: "مؤثر سحاب على الأرض لافتتاح الرقصة الأولى أو للدخول إلى المنصّة.",
  },
  "Mur LED P3.9 (le m²)": {
    en: "P3.9 LED wall (per m²)",
    ar: "جدار LED بدقة P3.9 (للمتر المربع)",
  },
  "Dalles LED haute luminosité assemblées à la taille voulue, lisibles même en plein jour, avec processeur vidéo.": {
    en: "High-brightness LED panels assembled to the size you need, readable even in broad daylight, with video processor.",
    ar: "ألواح LED عالية السطوع تُجمَّع بالمقاس المطلوب، واضحة حتى في وضح النهار، مع معالج فيديو.",
  },
  "Vidéoprojecteur 10 000 lumens": {
    en: "10,000-lumen projector",
    ar: "جهاز عرض بقوة 10000 لومن",
  },
  "Projecteur laser Full HD avec optique adaptée à votre salle, pour écrans jusqu'à 8 m de base.": {
    en: "Full HD laser projector with a lens suited to your room, for screens up to 8 m wide.",
    ar: "جهاز عرض ليزر بدقة Full HD بعدسة تناسب قاعتك، لشاشات يصل عرضها إلى 8 أمتار.",
  },
  "Écran de projection 4 × 3 m": {
    en: "4 × 3 m projection screen",
    ar: "شاشة عرض 4 × 3 م",
  },
  "Écran à cadre avec toile de face ou de rétroprojection et habillage de velours noir.": {
    en: "Framed screen with front or rear projection surface and black velvet dressing.",
    ar: "شاشة بإطار مع سطح للعرض الأمامي أو الخلفي وتغليف من المخمل الأسود.",
  },
  "Caméra de captation 4K": {
    en: "4K capture camera",
    ar: "كاميرا تصوير بدقة 4K",
  },
  "Caméra professionnelle avec trépied et opérateur en option, pour captation et diffusion en direct.": {
    en: "Professional camera with tripod and optional operator, for recording and live streaming.",
    ar: "كاميرا احترافية مع حامل ثلاثي ومشغّل اختياري، للتصوير والبثّ المباشر.",
  },
  "Écran 75 pouces sur pied": {
    en: "75-inch screen on stand",
    ar: "شاشة 75 بوصة على حامل",
  },
  "Téléviseur 4K de 75 pouces sur pied mobile, pour stands, salles de sous-commission et signalétique.": {
    en: "75-inch 4K television on a mobile stand, for stands, breakout rooms and signage.",
    ar: "تلفاز 4K بقياس 75 بوصة على حامل متحرك، للأجنحة وقاعات اللجان الفرعية واللافتات.",
  },
  "Canapé lounge blanc 3 places": {
    en: "White 3-seat lounge sofa",
    ar: "أريكة صالون بيضاء بثلاثة مقاعد",
  },
  "Canapé en simili-cuir blanc pour espaces VIP, salons de réception et coins lounge.": {
    en: "White faux-leather sofa for VIP areas, reception lounges and chill-out corners.",
    ar: "أريكة من الجلد الصناعي الأبيض لفضاءات كبار الضيوف وصالونات الاستقبال وزوايا الاسترخاء.",
  },
  "Mange-debout avec housse": {
    en: "Cocktail table with cover",
    ar: "طاولة وقوف مع غطاء",
  },
  "Table haute de cocktail avec housse stretch blanche ou noire, pour pauses et réceptions.": {
    en: "High cocktail table with a white or black stretch cover, for breaks and receptions.",
    ar: "طاولة عالية لحفلات الاستقبال مع غطاء مطاطي أبيض أو أسود، للاستراحات والاستقبالات.",
  },
  "Table ronde 10 personnes": {
    en: "Round table for 10",
    ar: "طاولة مستديرة لعشرة أشخاص",
  },
  "Table ronde de 180 cm avec nappe, pour dîners de gala, mariages et banquets.": {
    en: "180 cm round table with tablecloth, for gala dinners, weddings and banquets.",
    ar: "طاولة مستديرة بقطر 180 سم مع مفرش، للعشاءات الرسمية وحفلات الزفاف والولائم.",
  },
  "Chaise Napoléon dorée": {
    en: "Gold Napoleon chair",
    ar: "كرسي نابليون ذهبي",
  },
  "Chaise de réception en résine dorée avec galette d'assise, l'élégance des grands dîners.": {
    en: "Gold resin reception chair with seat cushion, the elegance of grand dinners.",
    ar: "كرسي استقبال من الراتنج الذهبي مع وسادة، بأناقة العشاءات الكبرى.",
  },
  "Pouf cube lumineux": {
    en: "Light-up cube pouf",
    ar: "مقعد مكعّب مضيء",
  },
  "Pouf rechargeable aux couleurs réglables, pour coins lounge et soirées.": {
    en: "Rechargeable pouf with adjustable colours, for lounge corners and parties.",
    ar: "مقعد قابل للشحن بألوان قابلة للتعديل، لزوايا الاسترخاء والسهرات.",
  },
  "Praticable de scène 2 × 1 m": {
    en: "2 × 1 m stage platform",
    ar: "منصّة مسرح 2 × 1 م",
  },
  "Plateau de scène réglable de 20 à 100 cm, assemblable en scènes jusqu'à 80 m², avec jupes noires.": {
    en: "Stage deck adjustable from 20 to 100 cm, combinable into stages of up to 80 m², with black skirting.",
    ar: "لوح منصّة قابل للتعديل من 20 إلى 100 سم، يُجمَّع لتكوين منصّات تصل إلى 80 م²، مع ستائر سوداء.",
  },
  "Structure truss carrée 3 m": {
    en: "3 m square truss",
    ar: "هيكل Truss مربع بطول 3 م",
  },
  "Élément de structure aluminium pour portiques, ponts lumière et arches d'entrée.": {
    en: "Aluminium structural element for gantries, lighting rigs and entrance arches.",
    ar: "عنصر هيكلي من الألومنيوم للبوابات وجسور الإضاءة وأقواس المداخل.",
  },
  "Booth DJ lumineux": {
    en: "Illuminated DJ booth",
    ar: "منصّة DJ مضيئة",
  },
  "Façade DJ en Lycra blanc rétroéclairée, avec plateau, pour des soirées au look impeccable.": {
    en: "Backlit white Lycra DJ facade with top, for parties with an impeccable look.",
    ar: "واجهة DJ من الليكرا البيضاء بإضاءة خلفية مع سطح عمل، لسهرات بمظهر أنيق.",
  },
  "Contrôleur DJ 4 voies": {
    en: "4-channel DJ controller",
    ar: "وحدة تحكّم DJ بأربع قنوات",
  },
  "Contrôleur professionnel 4 voies avec platines jog et carte son, livré avec casque.": {
    en: "Professional 4-channel controller with jog wheels and sound card, supplied with headphones.",
    ar: "وحدة تحكّم احترافية بأربع قنوات مع أقراص تحكّم وبطاقة صوت، تُسلَّم مع سمّاعات رأس.",
  },
  "Pupitre de conférence": {
    en: "Conference lectern",
    ar: "منبر المحاضرات",
  },
  "Pupitre en plexiglas avec micro col de cygne et face personnalisable à votre logo.": {
    en: "Plexiglas lectern with gooseneck microphone and a front that can carry your logo.",
    ar: "منبر من البلكسيغلاس مع ميكروفون بعنق مرن وواجهة قابلة للتخصيص بشعارك.",
  },
  // The agency's texts
  "excellence événementielle": {
    en: "event excellence",
    ar: "التميّز في تنظيم الفعاليات",
  },
  "Devis valable 30 jours à compter de sa date d'émission.\nAcompte de 30 % à la confirmation de la commande, solde à la livraison du matériel.\nLa caution, demandée à part, est restituée au retour du matériel complet et en bon état.": {
    en: "Quote valid for 30 days from its date of issue.\n30% deposit on confirmation of the order, balance on delivery of the equipment.\nThe security deposit, requested separately, is returned when all the equipment comes back complete and in good condition.",
    ar: "عرض السعر صالح لمدة 30 يومًا من تاريخ إصداره.\nتسبقة بنسبة 30% عند تأكيد الطلب، ويُسدَّد الباقي عند تسليم المعدات.\nيُعاد مبلغ الضمان، المطلوب بشكل منفصل، عند إرجاع المعدات كاملة وفي حالة جيدة.",
  },
  "Règlement par virement bancaire, par chèque à l'ordre d'Imagine Events SARL ou en espèces à l'agence, au plus tard à l'échéance.\nMerci de rappeler le numéro de la facture avec votre règlement.": {
    en: "Payment by bank transfer, by cheque payable to Imagine Events SARL or in cash at the agency, no later than the due date.\nPlease quote the invoice number with your payment.",
    ar: "يتم الدفع بتحويل بنكي أو بصكّ باسم Imagine Events SARL أو نقدًا في الوكالة، في أجل أقصاه تاريخ الاستحقاق.\nيُرجى ذكر رقم الفاتورة عند الدفع.",
  },
  "Cette facture d'avoir annule la partie indiquée de la facture corrigée. Son montant vient en déduction de ce qui reste à payer ; s'il le dépasse, la différence vous est remboursée par virement.": {
    en: "This credit note cancels the stated part of the corrected invoice. Its amount is deducted from the balance still due; if it exceeds it, the difference is refunded to you by bank transfer.",
    ar: "تُلغي فاتورة التعديل هذه الجزء المذكور من الفاتورة المصحَّحة. ويُخصم مبلغها مما تبقّى للدفع؛ وإن تجاوزه، يُردّ إليكم الفارق بتحويل بنكي.",
  },
  "Merci de votre confiance. Imagine Events — excellence événementielle.": {
    en: "Thank you for your trust. Imagine Events — event excellence.",
    ar: "شكرًا على ثقتكم. Imagine Events — التميّز في تنظيم الفعاليات.",
  },
};
