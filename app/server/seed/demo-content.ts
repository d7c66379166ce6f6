/**
 * Demo content for the fictional company "Fjellgården Mat AS", a family-owned
 * food producer in Gudbrandsdalen, Norway.
 *
 * Pure data module: no runtime imports, no side effects. All texts are given in
 * Norwegian bokmål (nb), English (en) and Modern Standard Arabic (ar).
 *
 * Prices:
 *  - `shopPriceOre` is the consumer price in øre, VAT included.
 *  - `priceRange` is the indicative wholesale price per case, VAT excluded.
 *  - `vatRate` is 15 for food and drink and 25 for non-food goods.
 */

export type DemoLocale = "nb" | "en" | "ar";
export type Localized = Record<DemoLocale, string>;
export type DemoCategoryKey = "dairy" | "grains" | "specialty" | "organic";
export type DemoIcon =
  | "milk"
  | "cheese"
  | "butter"
  | "yoghurt"
  | "cream"
  | "grain"
  | "bread"
  | "flour"
  | "oats"
  | "jar"
  | "honey"
  | "fish"
  | "meat"
  | "berry"
  | "egg"
  | "leaf"
  | "juice"
  | "cookie";

export interface DemoCategory {
  key: DemoCategoryKey;
  slug: Localized;
  name: Localized;
  description: Localized;
}

export interface DemoProductAttributeOption {
  value: string;
  label: Localized;
}

export interface DemoProductAttribute {
  key: string;
  label: Localized;
  type: "select";
  options: DemoProductAttributeOption[];
}

export interface DemoProduct {
  /** Stable unique ASCII id, kebab-case. */
  key: string;
  category: DemoCategoryKey;
  /** nb & en: lowercase ASCII kebab-case; ar: Arabic words joined with '-'. */
  slug: Localized;
  name: Localized;
  description: Localized;
  packageSize: Localized;
  /** Wholesale price range per case (VAT excluded). */
  priceRange: string;
  /** Consumer shop price in øre, VAT included. */
  shopPriceOre: number;
  vatRate: 15 | 25;
  icon: DemoIcon;
  /** Background gradient for the generated product picture. */
  colors: [string, string];
  attributesSchema: null | { attributes: DemoProductAttribute[] };
  featured: boolean;
  active: boolean;
}

export interface DemoPageText {
  key: string;
  type: "text" | "html";
  value: Localized;
}

// ---------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------

export const demoCategories: DemoCategory[] = [
  {
    key: "dairy",
    slug: { nb: "meieri", en: "dairy", ar: "ألبان" },
    name: { nb: "Meieriprodukter", en: "Dairy Products", ar: "منتجات الألبان" },
    description: {
      nb: "Melk, ost, smør og rømme fra vårt eget meieri i Lom, laget av melk fra gårder i Gudbrandsdalen.",
      en: "Milk, cheese, butter and sour cream from our own dairy in Lom, made from milk supplied by farms in Gudbrandsdalen.",
      ar: "حليب وأجبان وزبدة وقشدة حامضة من معملنا للألبان في لوم، مصنوعة من حليب مزارع وادي غودبراندسدال.",
    },
  },
  {
    key: "grains",
    slug: { nb: "korn", en: "grains", ar: "حبوب" },
    name: { nb: "Korn og gryn", en: "Grains & Cereals", ar: "الحبوب ومنتجاتها" },
    description: {
      nb: "Gryn, mel og bakervarer av norsk korn, malt og bakt på tradisjonelt vis ved bakeriet vårt på Vinstra.",
      en: "Flakes, flours and baked goods made from Norwegian grain, milled and baked the traditional way at our bakery in Vinstra.",
      ar: "رقائق ودقيق ومخبوزات من حبوب نرويجية، تُطحن وتُخبز بالطريقة التقليدية في مخبزنا في فينسترا.",
    },
  },
  {
    key: "specialty",
    slug: { nb: "spesialiteter", en: "specialty", ar: "أطعمة-تقليدية" },
    name: { nb: "Spesialiteter", en: "Specialty Items", ar: "منتجات مميزة" },
    description: {
      nb: "Tradisjonsmat fra fjellbygdene: spekemat, fisk, syltetøy, honning og gaver med smak av Gudbrandsdalen.",
      en: "Traditional foods from the mountain villages: cured meats, fish, preserves, honey and gifts with the taste of Gudbrandsdalen.",
      ar: "أطعمة تقليدية من قرى الجبال: لحوم مقددة وأسماك ومربيات وعسل وهدايا تحمل نكهة غودبراندسدال.",
    },
  },
  {
    key: "organic",
    slug: { nb: "okologisk", en: "organic", ar: "عضوي" },
    name: { nb: "Økologisk", en: "Organic Range", ar: "المنتجات العضوية" },
    description: {
      nb: "Debio-godkjente økologiske produkter fra gårder som driver uten kunstgjødsel og kjemiske sprøytemidler.",
      en: "Debio-certified organic products from farms that work without synthetic fertilisers or chemical pesticides.",
      ar: "منتجات عضوية معتمدة من هيئة ديبيو، من مزارع لا تستخدم الأسمدة الصناعية ولا المبيدات الكيميائية.",
    },
  },
];

// ---------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------

/** Shared option lists for attributes that several products use. */
const slicingOptions: DemoProductAttributeOption[] = [
  { value: "whole", label: { nb: "Hel bit", en: "Whole piece", ar: "قطعة كاملة" } },
  { value: "sliced", label: { nb: "Skivet", en: "Sliced", ar: "مقطّع شرائح" } },
];

const slicingLabel: Localized = { nb: "Oppskjæring", en: "Slicing", ar: "طريقة التقطيع" };

export const demoProducts: DemoProduct[] = [
  // -------------------------------------------------------------------------
  // Dairy (12 active, 1 inactive)
  // -------------------------------------------------------------------------
  {
    key: "whole-milk-1l",
    category: "dairy",
    slug: { nb: "helmelk", en: "whole-milk", ar: "حليب-كامل-الدسم" },
    name: { nb: "Helmelk", en: "Whole Milk", ar: "حليب كامل الدسم" },
    description: {
      nb: "Fersk, pasteurisert helmelk med 3,5 % fett fra kyr som beiter på setervollene i Gudbrandsdalen om sommeren. Fyldig og rund smak som passer like godt i glasset som i grøt, saus og baking. Oppbevares kjølig, høyst 4 °C, og brukes innen fire dager etter åpning.",
      en: "Fresh pasteurised whole milk with 3.5 % fat from cows that graze the summer mountain pastures of Gudbrandsdalen. Its full, rounded flavour is just as good in a glass as in porridge, sauces and baking. Keep refrigerated at 4 °C or below and use within four days of opening.",
      ar: "حليب طازج مبستر كامل الدسم بنسبة دهون 3.5%، من أبقار ترعى صيفًا في المراعي الجبلية لوادي غودبراندسدال. طعمه غني ومتوازن، وهو مناسب للشرب كما هو مناسب للعصيدة والصلصات والخَبز. يُحفظ مبردًا في درجة حرارة لا تتجاوز 4 درجات مئوية، ويُستهلك خلال أربعة أيام من فتح العبوة.",
    },
    packageSize: { nb: "1 liter", en: "1 litre", ar: "1 لتر" },
    priceRange: "NOK 170–200 per case of 12",
    shopPriceOre: 2690,
    vatRate: 15,
    icon: "milk",
    colors: ["#eef5fc", "#9fc3e7"],
    attributesSchema: null,
    featured: false,
    active: true,
  },
  {
    key: "semi-skimmed-milk-1l",
    category: "dairy",
    slug: { nb: "lettmelk", en: "semi-skimmed-milk", ar: "حليب-قليل-الدسم" },
    name: { nb: "Lettmelk", en: "Semi-Skimmed Milk", ar: "حليب قليل الدسم" },
    description: {
      nb: "Pasteurisert lettmelk med 1,0 % fett, tappet ved meieriet vårt i Lom samme dag som den blir hentet fra gårdene. Frisk og lett smak som passer til frokost, kaffe og matlaging. Oppbevares kjølig, høyst 4 °C.",
      en: "Pasteurised semi-skimmed milk with 1.0 % fat, bottled at our dairy in Lom on the same day it is collected from the farms. A fresh, light taste that suits breakfast, coffee and everyday cooking. Keep refrigerated at 4 °C or below.",
      ar: "حليب مبستر قليل الدسم بنسبة دهون 1.0%، يُعبّأ في معملنا في لوم في اليوم نفسه الذي يُجمع فيه من المزارع. طعمه منعش وخفيف، ويناسب الفطور والقهوة والطبخ اليومي. يُحفظ مبردًا في درجة حرارة لا تتجاوز 4 درجات مئوية.",
    },
    packageSize: { nb: "1 liter", en: "1 litre", ar: "1 لتر" },
    priceRange: "NOK 160–190 per case of 12",
    shopPriceOre: 2590,
    vatRate: 15,
    icon: "milk",
    colors: ["#f1f7fd", "#b5d0ec"],
    attributesSchema: null,
    featured: false,
    active: true,
  },
  {
    key: "skimmed-milk-1l",
    category: "dairy",
    slug: { nb: "skummet-melk", en: "skimmed-milk", ar: "حليب-خالي-الدسم" },
    name: { nb: "Skummet melk", en: "Skimmed Milk", ar: "حليب خالي الدسم" },
    description: {
      nb: "Skummet melk med bare 0,1 % fett, men med alt proteinet og kalsiumet fra melken. Mild smak som passer i smoothies, kaffe latte og til dem som ønsker minst mulig fett. Oppbevares kjølig, høyst 4 °C.",
      en: "Skimmed milk with only 0.1 % fat but all the protein and calcium of the milk. Its mild taste works well in smoothies and lattes and for anyone who wants as little fat as possible. Keep refrigerated at 4 °C or below.",
      ar: "حليب خالٍ من الدسم لا تتجاوز نسبة الدهون فيه 0.1%، مع احتفاظه بكامل البروتين والكالسيوم. طعمه خفيف ومناسب للعصائر المخفوقة والقهوة بالحليب ولمن يرغب في أقل قدر ممكن من الدهون. يُحفظ مبردًا في درجة حرارة لا تتجاوز 4 درجات مئوية.",
    },
    packageSize: { nb: "1 liter", en: "1 litre", ar: "1 لتر" },
    priceRange: "NOK 150–180 per case of 12",
    shopPriceOre: 2390,
    vatRate: 15,
    icon: "milk",
    colors: ["#f4f8fb", "#c7d9e8"],
    attributesSchema: null,
    featured: false,
    active: false,
  },
  {
    key: "kefir-1l",
    category: "dairy",
    slug: { nb: "kefir", en: "kefir", ar: "كفير" },
    name: { nb: "Kefir", en: "Kefir", ar: "كفير" },
    description: {
      nb: "Syrnet melk laget med levende kefirkultur, som gir en frisk, syrlig smak og en lett prikkende munnfølelse. Drikk den naturell, bruk den i smoothies eller som base i grove brød og vafler. Oppbevares kjølig og ristes godt før bruk.",
      en: "Cultured milk made with live kefir culture, giving a fresh, tangy taste and a faintly sparkling mouthfeel. Drink it plain, blend it into smoothies or use it in wholemeal bread and waffle batter. Keep refrigerated and shake well before use.",
      ar: "حليب مخمّر بمزرعة كفير حية تمنحه طعمًا منعشًا مائلًا إلى الحموضة وإحساسًا فوّارًا خفيفًا في الفم. يُشرب كما هو أو يُضاف إلى العصائر المخفوقة أو يُستخدم في عجين الخبز الأسمر والوافل. يُحفظ مبردًا ويُرجّ جيدًا قبل الاستعمال.",
    },
    packageSize: { nb: "1 liter", en: "1 litre", ar: "1 لتر" },
    priceRange: "NOK 220–260 per case of 12",
    shopPriceOre: 3490,
    vatRate: 15,
    icon: "milk",
    colors: ["#f6f3ea", "#cfc3a0"],
    attributesSchema: null,
    featured: false,
    active: true,
  },
  {
    key: "gudbrandsdalsost-500g",
    category: "dairy",
    slug: { nb: "gudbrandsdalsost", en: "gudbrandsdalen-brown-cheese", ar: "جبن-غودبراندسدال-البني" },
    name: { nb: "Gudbrandsdalsost", en: "Gudbrandsdalen Brown Cheese", ar: "جبن غودبراندسدال البني" },
    description: {
      nb: "Klassisk brunost kokt på myse, fløte og geitmelk til sukkeret karamelliseres, etter en oppskrift som går tilbake til budeiene på setrene i dalen. Søt, rund karamellsmak med en frisk tone av geit – perfekt på brødskiva, nystekte vafler eller i viltsaus. Oppbevares kjølig og pakkes godt inn etter bruk så osten ikke tørker.",
      en: "Classic Norwegian brown cheese made by boiling whey, cream and goat’s milk until the milk sugars caramelise, following a recipe that goes back to the dairymaids of the valley’s summer farms. Sweet, rounded caramel flavour with a fresh goaty note – perfect on bread, freshly made waffles or in game sauces. Keep refrigerated and wrap well after use so the cheese does not dry out.",
      ar: "جبن بني نرويجي كلاسيكي يُصنع بغلي مصل الحليب مع القشدة وحليب الماعز حتى تتكرمل سكريات الحليب، وفق وصفة تعود إلى الحالبات في المزارع الجبلية الصيفية في الوادي. طعمه حلو يشبه الكراميل مع لمسة منعشة من حليب الماعز، وهو مثالي على الخبز والوافل الطازج وفي صلصات لحوم الصيد. يُحفظ مبردًا ويُلف جيدًا بعد الاستعمال كي لا يجف.",
    },
    packageSize: { nb: "500 g", en: "500 g", ar: "500 غرام" },
    priceRange: "NOK 400–480 per case of 8",
    shopPriceOre: 9490,
    vatRate: 15,
    icon: "cheese",
    colors: ["#d9954a", "#7a3f14"],
    attributesSchema: null,
    featured: true,
    active: true,
  },
  {
    key: "nokkelost-500g",
    category: "dairy",
    slug: { nb: "nokkelost", en: "nokkelost-spiced-cheese", ar: "جبن-نوكل-بالتوابل" },
    name: { nb: "Nøkkelost", en: "Nøkkelost Spiced Cheese", ar: "جبن نوكل بالتوابل" },
    description: {
      nb: "Halvfast kumelksost krydret med spisskummen og nellik, modnet i minst tre måneder ved meieriet i Lom. Krydret og aromatisk smak som gjør seg på knekkebrød, i varme smørbrød og på ostefatet. Oppbevares kjølig i originalemballasjen eller i osteplast.",
      en: "Semi-hard cow’s milk cheese spiced with cumin and cloves, matured for at least three months at our dairy in Lom. Its spicy, aromatic flavour shines on crispbread, in toasted sandwiches and on the cheese board. Keep refrigerated in the original packaging or in cheese film.",
      ar: "جبن نصف صلب من حليب البقر متبّل بالكمون والقرنفل، يُعتّق ثلاثة أشهر على الأقل في معملنا في لوم. نكهته عطرية غنية بالتوابل، ويتألق على الخبز المقرمش وفي الشطائر المحمصة وعلى أطباق الأجبان. يُحفظ مبردًا في عبوته الأصلية أو ملفوفًا بغلاف خاص بالأجبان.",
    },
    packageSize: { nb: "500 g", en: "500 g", ar: "500 غرام" },
    priceRange: "NOK 350–430 per case of 8",
    shopPriceOre: 8490,
    vatRate: 15,
    icon: "cheese",
    colors: ["#f3dc8c", "#b88a2c"],
    attributesSchema: {
      attributes: [{ key: "slicing", label: slicingLabel, type: "select", options: slicingOptions }],
    },
    featured: false,
    active: true,
  },
  {
    key: "hvitost-500g",
    category: "dairy",
    slug: { nb: "hvitost", en: "mild-semi-hard-cheese", ar: "جبن-نصف-صلب-معتدل" },
    name: { nb: "Fjellgården hvitost", en: "Fjellgården Mild Cheese", ar: "جبن فيلغوردن المعتدل" },
    description: {
      nb: "Mild og smidig hvitost av kumelk fra Gudbrandsdalen, modnet i seks til åtte uker. Den smelter pent og passer til alt fra matpakka til gratenger og pizza. Oppbevares kjølig, gjerne i osteplast eller en osteklokke.",
      en: "A mild, supple semi-hard cheese made from Gudbrandsdalen cow’s milk and matured for six to eight weeks. It melts beautifully and suits everything from packed lunches to gratins and pizza. Keep refrigerated, ideally in cheese film or under a cheese dome.",
      ar: "جبن نصف صلب طري ومعتدل النكهة من حليب أبقار غودبراندسدال، يُعتّق من ستة إلى ثمانية أسابيع. يذوب بسهولة ويناسب كل شيء من وجبات الغداء المدرسية إلى الأطباق المخبوزة والبيتزا. يُحفظ مبردًا، ويُفضّل لفّه بغلاف الأجبان أو وضعه تحت غطاء الجبن.",
    },
    packageSize: { nb: "500 g", en: "500 g", ar: "500 غرام" },
    priceRange: "NOK 350–420 per case of 8",
    shopPriceOre: 8290,
    vatRate: 15,
    icon: "cheese",
    colors: ["#fbeeb8", "#d9b64e"],
    attributesSchema: {
      attributes: [
        {
          key: "fatContent",
          label: { nb: "Fettinnhold", en: "Fat content", ar: "نسبة الدهون" },
          type: "select",
          options: [
            { value: "full-fat", label: { nb: "Helfet (27 % fett)", en: "Full-fat (27 % fat)", ar: "كامل الدسم (27% دهون)" } },
            { value: "light", label: { nb: "Lett (16 % fett)", en: "Light (16 % fat)", ar: "خفيف (16% دهون)" } },
          ],
        },
      ],
    },
    featured: false,
    active: true,
  },
  {
    key: "butter-500g",
    category: "dairy",
    slug: { nb: "meierismor", en: "dairy-butter", ar: "زبدة" },
    name: { nb: "Meierismør", en: "Dairy Butter", ar: "زبدة طبيعية" },
    description: {
      nb: "Kinnet av fersk fløte fra Gudbrandsdalen og pakket i tradisjonell papirinnpakning. Smøret har en ren, fyldig smak og en gul farge som blir dypere når kyrne går på sommerbeite. Kan oppbevares kjølig i flere uker eller fryses i opptil seks måneder.",
      en: "Churned from fresh Gudbrandsdalen cream and wrapped in traditional paper. The butter has a clean, rich taste and a yellow colour that deepens when the cows are out on summer pasture. Keeps for several weeks in the fridge and can be frozen for up to six months.",
      ar: "تُخض هذه الزبدة من قشدة طازجة من غودبراندسدال وتُغلّف بالورق التقليدي. طعمها نقي وغني، ويزداد لونها الأصفر عمقًا حين ترعى الأبقار في مراعي الصيف. تُحفظ في الثلاجة لعدة أسابيع، ويمكن تجميدها لمدة تصل إلى ستة أشهر.",
    },
    packageSize: { nb: "500 g", en: "500 g", ar: "500 غرام" },
    priceRange: "NOK 410–490 per case of 12",
    shopPriceOre: 6490,
    vatRate: 15,
    icon: "butter",
    colors: ["#fff3b0", "#e8c23a"],
    attributesSchema: {
      attributes: [
        {
          key: "salt",
          label: { nb: "Salting", en: "Salt", ar: "الملح" },
          type: "select",
          options: [
            { value: "salted", label: { nb: "Saltet", en: "Salted", ar: "مملحة" } },
            { value: "unsalted", label: { nb: "Usaltet", en: "Unsalted", ar: "غير مملحة" } },
          ],
        },
      ],
    },
    featured: true,
    active: true,
  },
  {
    key: "sour-cream-300g",
    category: "dairy",
    slug: { nb: "romme", en: "sour-cream", ar: "قشدة-حامضة" },
    name: { nb: "Rømme 35 %", en: "Sour Cream 35 %", ar: "قشدة حامضة 35%" },
    description: {
      nb: "Tykk, syrnet rømme med 35 % fett, laget på samme måte som på setrene i gamle dager. Den tåler oppvarming uten å skille seg og er grunnlaget for ekte rømmegrøt, men passer også til vafler, supper og taco. Oppbevares kjølig, høyst 4 °C.",
      en: "Thick cultured sour cream with 35 % fat, made the way it was on the summer mountain farms of old. It can be heated without splitting and is the basis of genuine rømmegrøt porridge, but is just as good with waffles, soups and tacos. Keep refrigerated at 4 °C or below.",
      ar: "قشدة حامضة كثيفة بنسبة دهون 35%، تُصنع كما كانت تُصنع قديمًا في المزارع الجبلية الصيفية. تتحمل التسخين دون أن تنفصل، وهي أساس عصيدة «رومغروت» الأصيلة، كما تناسب الوافل والشوربات والتاكو. تُحفظ مبردة في درجة حرارة لا تتجاوز 4 درجات مئوية.",
    },
    packageSize: { nb: "300 g", en: "300 g", ar: "300 غرام" },
    priceRange: "NOK 190–220 per case of 12",
    shopPriceOre: 2990,
    vatRate: 15,
    icon: "cream",
    colors: ["#fbf8ef", "#d8ccb0"],
    attributesSchema: null,
    featured: false,
    active: true,
  },
  {
    key: "whipping-cream-500ml",
    category: "dairy",
    slug: { nb: "kremflote", en: "whipping-cream", ar: "كريمة-خفق" },
    name: { nb: "Kremfløte 38 %", en: "Whipping Cream 38 %", ar: "كريمة خفق 38%" },
    description: {
      nb: "Fyldig kremfløte med 38 % fett som piskes raskt til en stabil, luftig krem. Bruk den til bløtkake, multekrem og sauser som skal være ekstra gode. Oppbevares kjølig og brukes innen tre dager etter åpning.",
      en: "Rich whipping cream with 38 % fat that whips quickly into stable, airy cream. Use it for layer cakes, cloudberry cream and sauces that deserve something extra. Keep refrigerated and use within three days of opening.",
      ar: "كريمة خفق غنية بنسبة دهون 38%، تُخفق بسرعة لتصبح كريمة هشة ثابتة القوام. استخدمها في كعكات الطبقات وكريمة التوت السحابي والصلصات المميزة. تُحفظ مبردة وتُستهلك خلال ثلاثة أيام من فتح العبوة.",
    },
    packageSize: { nb: "5 dl", en: "500 ml", ar: "500 مل" },
    priceRange: "NOK 270–320 per case of 12",
    shopPriceOre: 4290,
    vatRate: 15,
    icon: "cream",
    colors: ["#fffaf0", "#e6d6b8"],
    attributesSchema: null,
    featured: false,
    active: true,
  },
  {
    key: "farm-yoghurt-500g",
    category: "dairy",
    slug: { nb: "gardsyoghurt", en: "farm-yoghurt", ar: "زبادي-المزرعة" },
    name: { nb: "Gårdsyoghurt", en: "Farm Yoghurt", ar: "زبادي المزرعة" },
    description: {
      nb: "Kremet yoghurt syrnet langsomt i beger, laget av helmelk fra gårder i Nord-Gudbrandsdalen. Velg naturell eller en av smakene med norske bær og ekte vanilje – alle med moderat sukkerinnhold. Oppbevares kjølig, høyst 4 °C.",
      en: "Creamy yoghurt slowly cultured in the pot, made from whole milk from farms in northern Gudbrandsdalen. Choose plain or one of the flavours made with Norwegian berries and real vanilla – all with a moderate sugar content. Keep refrigerated at 4 °C or below.",
      ar: "زبادي كريمي يُخمّر ببطء في علبته، مصنوع من حليب كامل الدسم من مزارع شمال غودبراندسدال. اختر الطعم الطبيعي أو إحدى النكهات المصنوعة من التوت النرويجي والفانيليا الحقيقية، وكلها بنسبة سكر معتدلة. يُحفظ مبردًا في درجة حرارة لا تتجاوز 4 درجات مئوية.",
    },
    packageSize: { nb: "500 g", en: "500 g", ar: "500 غرام" },
    priceRange: "NOK 150–170 per case of 8",
    shopPriceOre: 3490,
    vatRate: 15,
    icon: "yoghurt",
    colors: ["#fdf2f4", "#e3a6b4"],
    attributesSchema: {
      attributes: [
        {
          key: "flavour",
          label: { nb: "Smak", en: "Flavour", ar: "النكهة" },
          type: "select",
          options: [
            { value: "plain", label: { nb: "Naturell", en: "Plain", ar: "طبيعي" } },
            { value: "strawberry", label: { nb: "Jordbær", en: "Strawberry", ar: "فراولة" } },
            { value: "blueberry", label: { nb: "Blåbær", en: "Blueberry", ar: "توت أزرق" } },
            { value: "vanilla", label: { nb: "Vanilje", en: "Vanilla", ar: "فانيليا" } },
          ],
        },
      ],
    },
    featured: false,
    active: true,
  },
  {
    key: "skyr-450g",
    category: "dairy",
    slug: { nb: "skyr-naturell", en: "plain-skyr", ar: "سكير-طبيعي" },
    name: { nb: "Skyr naturell", en: "Plain Skyr", ar: "سكير طبيعي" },
    description: {
      nb: "Tykk, proteinrik skyr laget etter islandsk tradisjon av skummet melk og syrekultur, med 11 g protein per 100 g. Mild, frisk syrlighet som passer til frokost med bær og müsli eller som base i dressinger. Oppbevares kjølig, høyst 4 °C.",
      en: "Thick, protein-rich skyr made in the Icelandic tradition from skimmed milk and live cultures, with 11 g of protein per 100 g. Its mild, fresh tang suits breakfast with berries and muesli or works as a base for dressings. Keep refrigerated at 4 °C or below.",
      ar: "سكير كثيف غني بالبروتين يُصنع على الطريقة الآيسلندية من حليب خالي الدسم ومزارع بكتيرية حية، ويحتوي على 11 غرامًا من البروتين في كل 100 غرام. حموضته خفيفة ومنعشة، ويناسب الفطور مع التوت والموسلي أو كأساس للصلصات الباردة. يُحفظ مبردًا في درجة حرارة لا تتجاوز 4 درجات مئوية.",
    },
    packageSize: { nb: "450 g", en: "450 g", ar: "450 غرام" },
    priceRange: "NOK 150–180 per case of 8",
    shopPriceOre: 3690,
    vatRate: 15,
    icon: "yoghurt",
    colors: ["#f3f6fb", "#a9bcd6"],
    attributesSchema: null,
    featured: false,
    active: true,
  },
  {
    key: "prim-250g",
    category: "dairy",
    slug: { nb: "prim", en: "prim-whey-spread", ar: "بريم-جبن-بني-للدهن" },
    name: { nb: "Prim", en: "Prim Whey Spread", ar: "بريم – جبن بني قابل للدهن" },
    description: {
      nb: "Myk, smørbar prim kokt på myse fra osteproduksjonen vår, med en mild og søt karamellsmak. Et favorittpålegg hos barn og voksne på brødskiva, lefser og knekkebrød. Oppbevares kjølig og holder seg godt i flere uker etter åpning.",
      en: "Soft, spreadable prim made by boiling the whey left over from our cheesemaking, with a mild, sweet caramel flavour. A favourite with children and adults alike on bread, lefse and crispbread. Keep refrigerated; it keeps well for several weeks after opening.",
      ar: "بريم طري قابل للدهن يُصنع بغلي مصل الحليب المتبقي من صناعة الأجبان لدينا، وطعمه حلو خفيف يشبه الكراميل. يحبه الصغار والكبار على الخبز وخبز «ليفسه» والخبز المقرمش. يُحفظ مبردًا ويبقى صالحًا لعدة أسابيع بعد فتحه.",
    },
    packageSize: { nb: "250 g", en: "250 g", ar: "250 غرام" },
    priceRange: "NOK 210–250 per case of 12",
    shopPriceOre: 3290,
    vatRate: 15,
    icon: "jar",
    colors: ["#e9b77a", "#9a5a22"],
    attributesSchema: null,
    featured: false,
    active: true,
  },

  // -------------------------------------------------------------------------
  // Grains & cereals (12 active)
  // -------------------------------------------------------------------------
  {
    key: "rolled-oats-1kg",
    category: "grains",
    slug: { nb: "havregryn", en: "rolled-oats", ar: "رقائق-الشوفان" },
    name: { nb: "Havregryn", en: "Rolled Oats", ar: "رقائق الشوفان" },
    description: {
      nb: "Havregryn av norsk havre som dampes og valses skånsomt, slik at kornet beholder fiber og næringsstoffer. Store gryn gir grøt med god tyggemotstand, mens lettkokte gryn er klare på få minutter og passer i baking. Oppbevares tørt og luftig i lukket emballasje.",
      en: "Rolled oats from Norwegian oats, gently steamed and flaked so the grain keeps its fibre and nutrients. Jumbo oats make a porridge with plenty of bite, while quick-cook oats are ready in minutes and ideal for baking. Store in a cool, dry place in closed packaging.",
      ar: "رقائق شوفان نرويجي تُطهى بالبخار وتُكبس برفق كي تحتفظ الحبة بأليافها وعناصرها الغذائية. تمنح الرقائق الكبيرة عصيدة ذات قوام متماسك، بينما تنضج الرقائق سريعة الطهي في دقائق وتناسب الخَبز. تُحفظ في مكان جاف وبارد داخل عبوة مغلقة.",
    },
    packageSize: { nb: "1 kg", en: "1 kg", ar: "1 كيلوغرام" },
    priceRange: "NOK 170–210 per case of 10",
    shopPriceOre: 3290,
    vatRate: 15,
    icon: "oats",
    colors: ["#f5ead2", "#c9a46a"],
    attributesSchema: {
      attributes: [
        {
          key: "flakeType",
          label: { nb: "Type gryn", en: "Flake type", ar: "نوع الرقائق" },
          type: "select",
          options: [
            { value: "jumbo", label: { nb: "Store havregryn", en: "Jumbo oats", ar: "رقائق كبيرة" } },
            { value: "quick", label: { nb: "Lettkokte havregryn", en: "Quick-cook oats", ar: "رقائق سريعة الطهي" } },
          ],
        },
      ],
    },
    featured: true,
    active: true,
  },
  {
    key: "pearl-barley-1kg",
    category: "grains",
    slug: { nb: "byggryn", en: "pearl-barley", ar: "شعير-مقشور" },
    name: { nb: "Byggryn", en: "Pearl Barley", ar: "شعير مقشور" },
    description: {
      nb: "Polerte byggryn av bygg dyrket i Innlandet, det kornslaget som har vokst lengst i Gudbrandsdalen. Nøtteaktig smak og fast konsistens som passer i byggrynsgrøt, supper, salater og «byggotto». Oppbevares tørt i lukket emballasje.",
      en: "Pearl barley from barley grown in inland Norway, the grain that has been cultivated longest in Gudbrandsdalen. A nutty flavour and firm texture that suit barley porridge, soups, salads and barley risotto. Store dry in closed packaging.",
      ar: "حبوب شعير مقشورة من شعير يُزرع في المناطق الداخلية من النرويج، وهو أقدم الحبوب زراعةً في وادي غودبراندسدال. نكهته تشبه المكسرات وقوامه متماسك، ويناسب عصيدة الشعير والشوربات والسلطات وأطباق الشعير على طريقة الريزوتو. يُحفظ في مكان جاف داخل عبوة مغلقة.",
    },
    packageSize: { nb: "1 kg", en: "1 kg", ar: "1 كيلوغرام" },
    priceRange: "NOK 190–230 per case of 10",
    shopPriceOre: 3690,
    vatRate: 15,
    icon: "grain",
    colors: ["#efe4c8", "#b39a5f"],
    attributesSchema: null,
    featured: false,
    active: true,
  },
  {
    key: "wholemeal-wheat-1kg",
    category: "grains",
    slug: { nb: "sammalt-hvete", en: "wholemeal-wheat-flour", ar: "دقيق-القمح-الكامل" },
    name: { nb: "Sammalt hvete", en: "Wholemeal Wheat Flour", ar: "دقيق القمح الكامل" },
    description: {
      nb: "Sammalt hvete der hele kornet – kli, kime og kjerne – males sammen, for mer fiber og en rikere kornsmak. Fin maling gir luftige grove rundstykker, mens grov maling gir saftige brød med god struktur. Oppbevares tørt og kjølig og brukes gjerne innen seks måneder.",
      en: "Wholemeal wheat flour in which the whole grain – bran, germ and kernel – is milled together for more fibre and a richer grain flavour. Fine grind gives light wholemeal rolls, while coarse grind makes moist loaves with a good crumb. Store cool and dry, ideally using within six months.",
      ar: "دقيق قمح كامل تُطحن فيه الحبة بأكملها، أي النخالة والجنين واللب معًا، للحصول على ألياف أكثر ونكهة حبوب أغنى. الطحن الناعم يعطي لفائف خبز أسمر خفيفة، أما الطحن الخشن فيعطي أرغفة طرية ذات قوام جيد. يُحفظ في مكان بارد وجاف، ويُفضّل استخدامه خلال ستة أشهر.",
    },
    packageSize: { nb: "1 kg", en: "1 kg", ar: "1 كيلوغرام" },
    priceRange: "NOK 160–190 per case of 10",
    shopPriceOre: 2990,
    vatRate: 15,
    icon: "flour",
    colors: ["#f3e6cc", "#b88d52"],
    attributesSchema: {
      attributes: [
        {
          key: "grind",
          label: { nb: "Malingsgrad", en: "Grind", ar: "درجة الطحن" },
          type: "select",
          options: [
            { value: "fine", label: { nb: "Fin", en: "Fine", ar: "ناعم" } },
            { value: "coarse", label: { nb: "Grov", en: "Coarse", ar: "خشن" } },
          ],
        },
      ],
    },
    featured: false,
    active: true,
  },
  {
    key: "rye-flour-1kg",
    category: "grains",
    slug: { nb: "rugmel", en: "rye-flour", ar: "دقيق-الجاودار" },
    name: { nb: "Sammalt rugmel", en: "Wholemeal Rye Flour", ar: "دقيق الجاودار الكامل" },
    description: {
      nb: "Sammalt rugmel av norsk rug med mørk farge og dyp, litt syrlig smak. Det gir saftige rugbrød og er en god næring for surdeig, og en skje eller to løfter også vanlige grovbrød. Oppbevares tørt og kjølig.",
      en: "Wholemeal rye flour from Norwegian rye, with a dark colour and a deep, slightly sour flavour. It makes moist rye bread and is excellent food for sourdough starters, and a spoonful or two lifts ordinary wholemeal loaves as well. Store cool and dry.",
      ar: "دقيق جاودار كامل من حبوب نرويجية، لونه داكن ونكهته عميقة مائلة قليلًا إلى الحموضة. يصنع خبز جاودار طريًا وهو غذاء ممتاز لخميرة العجين الحامض، كما أن ملعقة أو اثنتين منه ترفعان مستوى الخبز الأسمر العادي. يُحفظ في مكان بارد وجاف.",
    },
    packageSize: { nb: "1 kg", en: "1 kg", ar: "1 كيلوغرام" },
    priceRange: "NOK 180–220 per case of 10",
    shopPriceOre: 3490,
    vatRate: 15,
    icon: "flour",
    colors: ["#d9c3a0", "#7d5a36"],
    attributesSchema: null,
    featured: false,
    active: true,
  },
  {
    key: "spelt-flour-1kg",
    category: "grains",
    slug: { nb: "speltmel", en: "spelt-flour", ar: "دقيق-السبلت" },
    name: { nb: "Speltmel", en: "Spelt Flour", ar: "دقيق السبلت" },
    description: {
      nb: "Fint speltmel av norsk spelt, en gammel hvetesort med mild og lett nøtteaktig smak. Deigen blir smidig og passer til brød, pizzabunn og vafler, men krever litt kortere eltetid enn vanlig hvetemel. Oppbevares tørt og kjølig.",
      en: "Fine spelt flour from Norwegian spelt, an ancient wheat variety with a mild, slightly nutty flavour. It makes a supple dough for bread, pizza bases and waffles, but needs a little less kneading than ordinary wheat flour. Store cool and dry.",
      ar: "دقيق سبلت ناعم من حبوب سبلت نرويجية، وهو صنف قديم من القمح ذو نكهة معتدلة تميل قليلًا إلى طعم المكسرات. يعطي عجينًا مرنًا مناسبًا للخبز وقواعد البيتزا والوافل، لكنه يحتاج إلى وقت عجن أقصر قليلًا من دقيق القمح العادي. يُحفظ في مكان بارد وجاف.",
    },
    packageSize: { nb: "1 kg", en: "1 kg", ar: "1 كيلوغرام" },
    priceRange: "NOK 290–340 per case of 10",
    shopPriceOre: 5490,
    vatRate: 15,
    icon: "flour",
    colors: ["#f6ecd8", "#caa36b"],
    attributesSchema: null,
    featured: false,
    active: true,
  },
  {
    key: "flatbread-300g",
    category: "grains",
    slug: { nb: "flatbrod", en: "flatbread", ar: "خبز-فلاتبرود" },
    name: { nb: "Flatbrød fra Vinstra", en: "Vinstra Flatbread", ar: "خبز فلاتبرود من فينسترا" },
    description: {
      nb: "Tynt, sprøtt flatbrød av byggmel, sammalt hvete, vann og salt, kjevlet og stekt på takke ved bakeriet vårt på Vinstra. Det er det klassiske tilbehøret til spekemat, rakfisk, fårikål og rømmegrøt. Holder seg i mange måneder når det oppbevares tørt.",
      en: "Thin, crisp flatbread of barley flour, wholemeal wheat, water and salt, rolled out and baked on a griddle at our bakery in Vinstra. It is the classic accompaniment to cured meats, rakfisk, lamb-and-cabbage stew and sour cream porridge. Keeps for many months when stored dry.",
      ar: "خبز رقيق مقرمش من دقيق الشعير والقمح الكامل والماء والملح، يُفرد بالشوبك ويُخبز على صاج في مخبزنا في فينسترا. وهو الرفيق التقليدي للحوم المقددة وسمك «راكفيسك» ويخنة الضأن بالملفوف وعصيدة القشدة الحامضة. يبقى صالحًا لعدة أشهر إذا حُفظ في مكان جاف.",
    },
    packageSize: { nb: "300 g", en: "300 g", ar: "300 غرام" },
    priceRange: "NOK 310–370 per case of 12",
    shopPriceOre: 4990,
    vatRate: 15,
    icon: "bread",
    colors: ["#f4e2bd", "#bf8f4c"],
    attributesSchema: null,
    featured: true,
    active: true,
  },
  {
    key: "crispbread-380g",
    category: "grains",
    slug: { nb: "grovt-knekkebrod", en: "wholegrain-crispbread", ar: "خبز-مقرمش-بالحبوب-الكاملة" },
    name: { nb: "Grovt knekkebrød", en: "Wholegrain Crispbread", ar: "خبز مقرمش بالحبوب الكاملة" },
    description: {
      nb: "Sprøtt knekkebrød av sammalt rug og havre med solsikkefrø, linfrø og sesam, stekt tynt og jevnt. Det er fullkornsrikt og mettende og smaker godt med hvitost, brunost eller smør og syltetøy. Oppbevares tørt i lukket pakke.",
      en: "Crunchy crispbread of wholemeal rye and oats with sunflower seeds, linseed and sesame, baked thin and even. It is rich in wholegrain and filling, and tastes great with mild cheese, brown cheese or butter and jam. Store dry in a closed pack.",
      ar: "خبز مقرمش من دقيق الجاودار الكامل والشوفان مع بذور دوار الشمس وبذور الكتان والسمسم، يُخبز رقيقًا ومتساويًا. غني بالحبوب الكاملة ومشبع، ولذيذ مع الجبن المعتدل أو الجبن البني أو الزبدة والمربى. يُحفظ جافًا في عبوة مغلقة.",
    },
    packageSize: { nb: "380 g", en: "380 g", ar: "380 غرام" },
    priceRange: "NOK 250–300 per case of 12",
    shopPriceOre: 3990,
    vatRate: 15,
    icon: "bread",
    colors: ["#eddcb8", "#9c7443"],
    attributesSchema: null,
    featured: false,
    active: true,
  },
  {
    key: "potato-lefse-10",
    category: "grains",
    slug: { nb: "potetlefse", en: "potato-lefse", ar: "ليفسه-البطاطس" },
    name: { nb: "Potetlefse", en: "Potato Lefse", ar: "ليفسه البطاطس" },
    description: {
      nb: "Myke, tynne lefser av potet, hvetemel og litt smør, stekt på takke etter gammel oppskrift fra dalen. Smør dem med smør, sukker og kanel, eller rull dem rundt spekemat og pølser. Oppbevares kjølig og kan fryses.",
      en: "Soft, thin lefse flatbreads made from potato, wheat flour and a little butter, baked on a griddle following an old recipe from the valley. Spread them with butter, sugar and cinnamon, or roll them around cured meats and sausages. Keep refrigerated; they can also be frozen.",
      ar: "أرغفة «ليفسه» رقيقة وطرية من البطاطس ودقيق القمح وقليل من الزبدة، تُخبز على الصاج وفق وصفة قديمة من الوادي. تُدهن بالزبدة والسكر والقرفة، أو تُلف حول اللحوم المقددة والنقانق. تُحفظ مبردة ويمكن تجميدها.",
    },
    packageSize: { nb: "10 stk. (ca. 450 g)", en: "10 pieces (approx. 450 g)", ar: "10 أرغفة (نحو 450 غرامًا)" },
    priceRange: "NOK 230–280 per case of 10",
    shopPriceOre: 4490,
    vatRate: 15,
    icon: "bread",
    colors: ["#fbf1dc", "#d6b17a"],
    attributesSchema: null,
    featured: false,
    active: true,
  },
  {
    key: "lompe-10",
    category: "grains",
    slug: { nb: "lomper", en: "lompe-potato-flatbreads", ar: "لومبه-خبز-البطاطس" },
    name: { nb: "Lomper", en: "Lompe Potato Flatbreads", ar: "لومبه – خبز البطاطس الطري" },
    description: {
      nb: "Runde, myke potetkaker av norske poteter og mel, klare til bruk rett fra pakken. Lompe er selvskreven rundt grillpølsa, men passer også til spekemat, rakfisk og som wrap. Oppbevares kjølig og kan fryses.",
      en: "Round, soft potato flatbreads made from Norwegian potatoes and flour, ready to use straight from the pack. Lompe is the natural wrap for a hot dog, but it is also great with cured meats, rakfisk or as a wrap for any filling. Keep refrigerated; they can also be frozen.",
      ar: "أرغفة بطاطس مستديرة وطرية مصنوعة من بطاطس نرويجية ودقيق، جاهزة للاستعمال مباشرة من العبوة. «لومبه» هو الغلاف المعتاد للنقانق المشوية في النرويج، لكنه يناسب أيضًا اللحوم المقددة وسمك «راكفيسك» أو أي حشوة أخرى. يُحفظ مبردًا ويمكن تجميده.",
    },
    packageSize: { nb: "10 stk. (260 g)", en: "10 pieces (260 g)", ar: "10 أرغفة (260 غرامًا)" },
    priceRange: "NOK 210–250 per case of 15",
    shopPriceOre: 2690,
    vatRate: 15,
    icon: "bread",
    colors: ["#fdf5e4", "#e0c08a"],
    attributesSchema: null,
    featured: false,
    active: true,
  },
  {
    key: "mountain-muesli-750g",
    category: "grains",
    slug: { nb: "fjellmusli", en: "mountain-muesli", ar: "موسلي-الجبل" },
    name: { nb: "Fjellmüsli", en: "Mountain Muesli", ar: "موسلي الجبل" },
    description: {
      nb: "Müsli av havregryn, byggflak og rugflak med tørkede blåbær, tyttebær, hasselnøtter og solsikkefrø – uten tilsatt sukker. Den gir en mettende start på dagen med yoghurt, skyr eller kald melk. Oppbevares tørt i lukket pose.",
      en: "Muesli of rolled oats, barley flakes and rye flakes with dried blueberries, lingonberries, hazelnuts and sunflower seeds – with no added sugar. It makes a filling start to the day with yoghurt, skyr or cold milk. Store dry in the resealed bag.",
      ar: "موسلي من رقائق الشوفان والشعير والجاودار مع التوت الأزرق المجفف والتوت البري الأحمر والبندق وبذور دوار الشمس، دون سكر مضاف. يمنحك بداية مشبعة لليوم مع الزبادي أو السكير أو الحليب البارد. يُحفظ جافًا في كيسه بعد إغلاقه جيدًا.",
    },
    packageSize: { nb: "750 g", en: "750 g", ar: "750 غرام" },
    priceRange: "NOK 250–300 per case of 8",
    shopPriceOre: 5990,
    vatRate: 15,
    icon: "oats",
    colors: ["#efe0c4", "#8f5f7a"],
    attributesSchema: null,
    featured: false,
    active: true,
  },
  {
    key: "gudbrandsdal-bread-750g",
    category: "grains",
    slug: { nb: "gudbrandsdalsbrod", en: "gudbrandsdal-wholegrain-bread", ar: "خبز-غودبراندسدال-الأسمر" },
    name: { nb: "Gudbrandsdalsbrød", en: "Gudbrandsdal Wholegrain Bread", ar: "خبز غودبراندسدال الأسمر" },
    description: {
      nb: "Grovt brød med sammalt hvete, rug og havre, hevet langsomt over natten og steinovnsbakt på Vinstra. Saftig krumme og sprø skorpe, og det får merkingen «Ekstra grovt» med over 75 % sammalt mel og hele korn. Oppbevares i brødpose ved romtemperatur i to–tre dager, eller frys det oppskåret.",
      en: "A wholegrain loaf with wholemeal wheat, rye and oats, proofed slowly overnight and baked in a stone oven in Vinstra. It has a moist crumb and a crisp crust, and with more than 75 % wholemeal flour and whole grains it earns the “Extra coarse” grade on the Norwegian bread scale. Keep in a bread bag at room temperature for two to three days, or freeze it sliced.",
      ar: "رغيف أسمر من القمح الكامل والجاودار والشوفان، يُترك ليتخمر ببطء طوال الليل ثم يُخبز في فرن حجري في فينسترا. لبّه طري وقشرته مقرمشة، ويحصل على تصنيف «خشن جدًا» في مقياس الخبز النرويجي لاحتوائه على أكثر من 75% من الدقيق الكامل والحبوب الكاملة. يُحفظ في كيس خبز بدرجة حرارة الغرفة لمدة يومين إلى ثلاثة، أو يُجمّد بعد تقطيعه.",
    },
    packageSize: { nb: "750 g", en: "750 g", ar: "750 غرام" },
    priceRange: "NOK 210–250 per case of 8",
    shopPriceOre: 4990,
    vatRate: 15,
    icon: "bread",
    colors: ["#e3c79a", "#6f4625"],
    attributesSchema: {
      attributes: [
        {
          key: "slicing",
          label: slicingLabel,
          type: "select",
          options: [
            { value: "sliced", label: { nb: "Oppskåret", en: "Sliced", ar: "مقطّع شرائح" } },
            { value: "unsliced", label: { nb: "Uskåret", en: "Unsliced", ar: "غير مقطّع" } },
          ],
        },
      ],
    },
    featured: false,
    active: true,
  },
  {
    key: "oatcakes-250g",
    category: "grains",
    slug: { nb: "havrekjeks", en: "oat-crackers", ar: "بسكويت-الشوفان" },
    name: { nb: "Havrekjeks", en: "Oat Crackers", ar: "بسكويت الشوفان" },
    description: {
      nb: "Sprø kjeks av havregryn, smør og en klype salt, bakt i små porsjoner på Vinstra. Den lett søte, nøtteaktige smaken passer perfekt til brunost, hvitost og ostefatet. Oppbevares tørt i lukket boks.",
      en: "Crisp crackers of rolled oats, butter and a pinch of salt, baked in small batches in Vinstra. Their lightly sweet, nutty flavour is a perfect match for brown cheese, mild cheese and the cheese board. Store dry in an airtight tin.",
      ar: "بسكويت مقرمش من رقائق الشوفان والزبدة ورشة ملح، يُخبز على دفعات صغيرة في فينسترا. نكهته الحلوة قليلًا والشبيهة بالمكسرات تتناغم تمامًا مع الجبن البني والجبن المعتدل وأطباق الأجبان. يُحفظ جافًا في علبة محكمة الإغلاق.",
    },
    packageSize: { nb: "250 g", en: "250 g", ar: "250 غرام" },
    priceRange: "NOK 210–250 per case of 12",
    shopPriceOre: 3290,
    vatRate: 15,
    icon: "cookie",
    colors: ["#f2e0bd", "#b07f45"],
    attributesSchema: null,
    featured: false,
    active: true,
  },

  // -------------------------------------------------------------------------
  // Specialty items (12 active, 1 inactive)
  // -------------------------------------------------------------------------
  {
    key: "lingonberry-jam-400g",
    category: "specialty",
    slug: { nb: "tyttebaersyltetoy", en: "lingonberry-jam", ar: "مربى-التوت-البري-الأحمر" },
    name: { nb: "Tyttebærsyltetøy", en: "Lingonberry Jam", ar: "مربى التوت البري الأحمر" },
    description: {
      nb: "Syltetøy av ville tyttebær plukket i skogene i Gudbrandsdalen, kokt med mindre sukker enn vanlig slik at den friske, syrlige bærsmaken får komme fram. Uunnværlig til kjøttkaker, vilt og raspeballer, og godt på pannekaker og vafler. Oppbevares kjølig etter åpning.",
      en: "Jam made from wild lingonberries picked in the forests of Gudbrandsdalen, cooked with less sugar than usual so the fresh, tart berry flavour comes through. Indispensable with meatballs, game and potato dumplings, and delicious on pancakes and waffles. Refrigerate after opening.",
      ar: "مربى من التوت البري الأحمر (لينغونبيري) يُقطف من غابات غودبراندسدال، ويُطهى بكمية سكر أقل من المعتاد ليبرز طعم التوت المنعش والحامض. لا غنى عنه مع كرات اللحم ولحوم الصيد وفطائر البطاطس، وهو لذيذ أيضًا على الفطائر المحلاة والوافل. يُحفظ مبردًا بعد الفتح.",
    },
    packageSize: { nb: "400 g", en: "400 g", ar: "400 غرام" },
    priceRange: "NOK 310–370 per case of 12",
    shopPriceOre: 4990,
    vatRate: 15,
    icon: "berry",
    colors: ["#f2a6ad", "#a3172e"],
    attributesSchema: null,
    featured: true,
    active: true,
  },
  {
    key: "cloudberry-cream-250g",
    category: "specialty",
    slug: { nb: "multekrem", en: "cloudberry-cream", ar: "كريمة-التوت-السحابي" },
    name: { nb: "Multekrem", en: "Cloudberry Cream", ar: "كريمة التوت السحابي" },
    description: {
      nb: "Norske multer fra myrene på fjellet, vendt inn i pisket kremfløte med et hint av sukker. Multekrem er den tradisjonelle julaftensdesserten i mange hjem, men passer like godt til krumkaker og vafler hele året. Oppbevares kjølig og spises innen to dager etter åpning.",
      en: "Norwegian cloudberries from the mountain bogs, folded into whipped cream with just a touch of sugar. Cloudberry cream is the traditional Christmas Eve dessert in many Norwegian homes, but it is just as good with krumkake wafers and waffles all year round. Keep refrigerated and eat within two days of opening.",
      ar: "توت سحابي نرويجي من المستنقعات الجبلية، يُمزج برفق مع كريمة مخفوقة ولمسة خفيفة من السكر. تُعد كريمة التوت السحابي الحلوى التقليدية ليلة عيد الميلاد في كثير من البيوت النرويجية، لكنها لذيذة أيضًا مع رقائق «كرومكاكه» والوافل طوال العام. تُحفظ مبردة وتُستهلك خلال يومين من الفتح.",
    },
    packageSize: { nb: "250 g", en: "250 g", ar: "250 غرام" },
    priceRange: "NOK 330–400 per case of 8",
    shopPriceOre: 7990,
    vatRate: 15,
    icon: "berry",
    colors: ["#ffe6b8", "#e8952a"],
    attributesSchema: null,
    featured: false,
    active: true,
  },
  {
    key: "fenalar-1-6kg",
    category: "specialty",
    slug: { nb: "fenalar", en: "fenalar-cured-leg-of-lamb", ar: "فخذ-ضأن-مقدد" },
    name: { nb: "Fenalår", en: "Fenalår Cured Leg of Lamb", ar: "فِنالور – فخذ ضأن مقدد" },
    description: {
      nb: "Lammelår fra beitedyr i fjellet, saltet, lett røkt og tørket i minst tre måneder etter tradisjonen i dalen. Kjøttet får en dyp, mør og litt søtlig smak og skjæres i tynne skiver til flatbrød, rømme og eggerøre. Heng låret kjølig og luftig, og dekk snittflaten med litt matolje eller plast.",
      en: "Leg of lamb from animals raised on mountain pasture, salted, lightly smoked and dried for at least three months in the valley tradition. The meat develops a deep, tender and slightly sweet flavour and is carved into thin slices to serve with flatbread, sour cream and scrambled eggs. Hang the leg in a cool, airy place and cover the cut surface with a little cooking oil or film.",
      ar: "فخذ ضأن من خراف ترعى في الجبال، يُملّح ويُدخّن تدخينًا خفيفًا ثم يُجفف ثلاثة أشهر على الأقل وفق تقاليد الوادي. يكتسب اللحم نكهة عميقة وطرية تميل قليلًا إلى الحلاوة، ويُقطّع شرائح رقيقة تُقدَّم مع خبز فلاتبرود والقشدة الحامضة والبيض المخفوق. يُعلّق الفخذ في مكان بارد جيد التهوية، ويُغطّى سطح القطع بقليل من زيت الطهي أو بغلاف بلاستيكي.",
    },
    packageSize: { nb: "ca. 1,6 kg", en: "approx. 1.6 kg", ar: "نحو 1.6 كيلوغرام" },
    priceRange: "NOK 1460–1750 per case of 4",
    shopPriceOre: 69900,
    vatRate: 15,
    icon: "meat",
    colors: ["#d9a08c", "#6e2a20"],
    attributesSchema: {
      attributes: [
        {
          key: "bone",
          label: { nb: "Utskjæring", en: "Cut", ar: "طريقة التجهيز" },
          type: "select",
          options: [
            { value: "bone-in", label: { nb: "Med ben", en: "Bone-in", ar: "بالعظم" } },
            { value: "boneless", label: { nb: "Benfritt", en: "Boneless", ar: "منزوع العظم" } },
          ],
        },
      ],
    },
    featured: false,
    active: true,
  },
  {
    key: "lamb-sausage-300g",
    category: "specialty",
    slug: { nb: "spekepolse-av-lam", en: "cured-lamb-sausage", ar: "نقانق-ضأن-مجففة" },
    name: { nb: "Spekepølse av lam", en: "Cured Lamb Sausage", ar: "نقانق ضأن مجففة" },
    description: {
      nb: "Spekepølse av lam og storfe fra Gudbrandsdalen, krydret med hvitløk, pepper og einebær og lufttørket i seks uker. Fast konsistens og rik, krydret smak som passer på flatbrød, lefse og spekematfatet. Oppbevares kjølig; hel pølse tåler også kort tid i romtemperatur.",
      en: "Cured sausage of lamb and beef from Gudbrandsdalen, seasoned with garlic, pepper and juniper berries and air-dried for six weeks. Its firm texture and rich, spicy flavour suit flatbread, lefse and the charcuterie board. Keep refrigerated; a whole sausage can also spend short periods at room temperature.",
      ar: "نقانق مجففة من لحم الضأن والبقر من غودبراندسدال، متبّلة بالثوم والفلفل وحبات العرعر ومجففة بالهواء لمدة ستة أسابيع. قوامها متماسك ونكهتها غنية بالتوابل، وتناسب خبز فلاتبرود وخبز «ليفسه» وأطباق اللحوم المقددة. تُحفظ مبردة، ويمكن ترك النقانق الكاملة في درجة حرارة الغرفة لفترات قصيرة.",
    },
    packageSize: { nb: "300 g", en: "300 g", ar: "300 غرام" },
    priceRange: "NOK 420–500 per case of 10",
    shopPriceOre: 7990,
    vatRate: 15,
    icon: "meat",
    colors: ["#cf8f80", "#5b2320"],
    attributesSchema: {
      attributes: [{ key: "slicing", label: slicingLabel, type: "select", options: slicingOptions }],
    },
    featured: false,
    active: true,
  },
  {
    key: "gravlaks-300g",
    category: "specialty",
    slug: { nb: "gravlaks", en: "gravlaks-cured-salmon", ar: "غرافلاكس-سلمون-متبل" },
    name: { nb: "Gravlaks med sennepssaus", en: "Gravlaks with Mustard Sauce", ar: "غرافلاكس مع صلصة الخردل" },
    description: {
      nb: "Norsk laks gravet i salt, sukker, dill og et skvett akevitt i tre døgn, deretter skivet tynt for hånd. Leveres med søt sennepssaus og smaker best på nybakt brød, med eggerøre eller stuede poteter. Oppbevares kjølig, høyst 4 °C, og spises innen to dager etter åpning.",
      en: "Norwegian salmon cured with salt, sugar, dill and a dash of aquavit for three days, then thinly sliced by hand. Comes with a sweet mustard sauce and is best on freshly baked bread, with scrambled eggs or creamed potatoes. Keep refrigerated at 4 °C or below and eat within two days of opening.",
      ar: "سلمون نرويجي يُتبّل بالملح والسكر والشبت وقليل من الأكوافيت لمدة ثلاثة أيام، ثم يُقطّع يدويًا شرائح رقيقة. يُقدَّم مع صلصة خردل حلوة، وأطيب ما يكون على الخبز الطازج أو مع البيض المخفوق أو البطاطس بالكريمة. يُحفظ مبردًا في درجة حرارة لا تتجاوز 4 درجات مئوية، ويُستهلك خلال يومين من الفتح.",
    },
    packageSize: { nb: "300 g", en: "300 g", ar: "300 غرام" },
    priceRange: "NOK 630–750 per case of 10",
    shopPriceOre: 11990,
    vatRate: 15,
    icon: "fish",
    colors: ["#ffb59e", "#4f7f45"],
    attributesSchema: null,
    featured: true,
    active: true,
  },
  {
    key: "smoked-salmon-200g",
    category: "specialty",
    slug: { nb: "rokelaks", en: "smoked-salmon", ar: "سلمون-مدخن" },
    name: { nb: "Røkelaks", en: "Smoked Salmon", ar: "سلمون مدخن" },
    description: {
      nb: "Kaldrøkt norsk laks, tørrsaltet og røkt langsomt over bjørk og einer i vårt eget røykeri i Otta. Mild røyksmak og silkemyk konsistens som passer på smørbrød, i eggerøre og i pasta. Oppbevares kjølig, høyst 4 °C, og spises innen tre dager etter åpning.",
      en: "Cold-smoked Norwegian salmon, dry-salted and slowly smoked over birch and juniper in our own smokehouse in Otta. A mild smoky flavour and silky texture that suit open sandwiches, scrambled eggs and pasta. Keep refrigerated at 4 °C or below and eat within three days of opening.",
      ar: "سلمون نرويجي مدخن على البارد، يُملّح تمليحًا جافًا ثم يُدخّن ببطء فوق خشب البتولا والعرعر في مدخنتنا الخاصة في أوتا. نكهة الدخان فيه خفيفة وقوامه ناعم كالحرير، ويناسب الشطائر المفتوحة والبيض المخفوق والمعكرونة. يُحفظ مبردًا في درجة حرارة لا تتجاوز 4 درجات مئوية، ويُستهلك خلال ثلاثة أيام من الفتح.",
    },
    packageSize: { nb: "200 g", en: "200 g", ar: "200 غرام" },
    priceRange: "NOK 470–560 per case of 10",
    shopPriceOre: 8990,
    vatRate: 15,
    icon: "fish",
    colors: ["#f9b087", "#b2492c"],
    attributesSchema: null,
    featured: false,
    active: true,
  },
  {
    key: "heather-honey-350g",
    category: "specialty",
    slug: { nb: "lynghonning", en: "heather-honey", ar: "عسل-الخلنج" },
    name: { nb: "Lynghonning", en: "Heather Honey", ar: "عسل الخلنج" },
    description: {
      nb: "Honning fra birøktere i Gudbrandsdalen, høstet etter at røsslyngen blomstrer på heiene i august. Lynghonning har en kraftig, aromatisk smak og en geléaktig konsistens som blir flytende når du rører i den. Oppbevares tørt i romtemperatur; krystallisering er naturlig og påvirker ikke kvaliteten.",
      en: "Honey from beekeepers in Gudbrandsdalen, harvested after the heather blooms on the moors in August. Heather honey has a bold, aromatic flavour and a jelly-like texture that turns runny when you stir it. Store dry at room temperature; crystallisation is natural and does not affect quality.",
      ar: "عسل من مربّي نحل في غودبراندسدال، يُجنى بعد أن يزهر الخلنج في المرتفعات خلال شهر أغسطس. يتميز عسل الخلنج بنكهة قوية عطرية وقوام هلامي يصبح سائلًا عند تحريكه. يُحفظ في مكان جاف بدرجة حرارة الغرفة، والتبلور أمر طبيعي لا يؤثر في الجودة.",
    },
    packageSize: { nb: "350 g", en: "350 g", ar: "350 غرام" },
    priceRange: "NOK 810–980 per case of 12",
    shopPriceOre: 12990,
    vatRate: 15,
    icon: "honey",
    colors: ["#ffd76e", "#b8740c"],
    attributesSchema: null,
    featured: false,
    active: true,
  },
  {
    key: "rakfisk-500g",
    category: "specialty",
    slug: { nb: "rakfisk", en: "rakfisk-fermented-trout", ar: "راكفيسك-سمك-مخمر" },
    name: { nb: "Rakfisk av ørret", en: "Rakfisk Fermented Trout", ar: "راكفيسك – سمك سلمون مرقط مخمر" },
    description: {
      nb: "Ørret fra ferskvannsoppdrett i innlandet, lettsaltet og modnet i lake i minst tre måneder etter gammel fjellbygdtradisjon. Den har en særpreget, mild til moden smak og serveres med lompe eller flatbrød, rødløk, rømme og mandelpotet. Oppbevares kjølig, høyst 4 °C; sesongen varer fra oktober til jul.",
      en: "Trout from inland freshwater farms, lightly salted and matured in brine for at least three months following an old mountain-village tradition. It has a distinctive flavour ranging from mild to ripe and is served with lompe or flatbread, red onion, sour cream and almond potatoes. Keep refrigerated at 4 °C or below; the season runs from October until Christmas.",
      ar: "سمك سلمون مرقط من مزارع المياه العذبة في المناطق الداخلية، يُملّح تمليحًا خفيفًا ويُترك لينضج في محلول ملحي ثلاثة أشهر على الأقل وفق تقليد قديم من القرى الجبلية. نكهته مميزة تتراوح بين المعتدلة والناضجة، ويُقدَّم مع خبز «لومبه» أو فلاتبرود والبصل الأحمر والقشدة الحامضة والبطاطس من صنف «ماندل». يُحفظ مبردًا في درجة حرارة لا تتجاوز 4 درجات مئوية، ويمتد موسمه من أكتوبر حتى عيد الميلاد.",
    },
    packageSize: { nb: "500 g", en: "500 g", ar: "500 غرام" },
    priceRange: "NOK 780–940 per case of 6",
    shopPriceOre: 24990,
    vatRate: 15,
    icon: "fish",
    colors: ["#dfe6ea", "#5f7482"],
    attributesSchema: null,
    featured: false,
    active: true,
  },
  {
    key: "pickled-herring-450g",
    category: "specialty",
    slug: { nb: "sursild", en: "pickled-herring", ar: "رنجة-مخللة" },
    name: { nb: "Sursild", en: "Pickled Herring", ar: "رنجة مخللة" },
    description: {
      nb: "Fileter av norsk vårgytende sild i en søtsyrlig lake med løk, laurbærblad, nellik og hel pepper. Fast, saftig fisk som hører hjemme på julebordet, på rugbrød og til kokte poteter. Oppbevares kjølig, også før åpning.",
      en: "Fillets of Norwegian spring-spawning herring in a sweet-and-sour marinade with onion, bay leaves, cloves and whole peppercorns. Firm, juicy fish that belongs on the Christmas table, on rye bread and with boiled potatoes. Keep refrigerated, also before opening.",
      ar: "شرائح رنجة نرويجية من النوع الذي يبيض في الربيع، في تتبيلة حلوة حامضة مع البصل وأوراق الغار والقرنفل وحبات الفلفل الكاملة. سمك متماسك وطري يليق بمائدة عيد الميلاد وبخبز الجاودار والبطاطس المسلوقة. يُحفظ مبردًا، حتى قبل الفتح.",
    },
    packageSize: { nb: "450 g (270 g fisk)", en: "450 g (270 g fish)", ar: "450 غرامًا (270 غرامًا من السمك)" },
    priceRange: "NOK 280–340 per case of 12",
    shopPriceOre: 4490,
    vatRate: 15,
    icon: "fish",
    colors: ["#e4edf2", "#7d99aa"],
    attributesSchema: null,
    featured: false,
    active: true,
  },
  {
    key: "cheese-slicer",
    category: "specialty",
    slug: { nb: "ostehovel", en: "wooden-cheese-slicer", ar: "مقشرة-الجبن-الخشبية" },
    name: { nb: "Ostehøvel med treskaft", en: "Wooden-Handled Cheese Slicer", ar: "مقشرة جبن بمقبض خشبي" },
    description: {
      nb: "Ostehøvelen ble oppfunnet av Thor Bjørklund på Lillehammer i 1925, og vår utgave lages fortsatt i Norge med blad i rustfritt stål og skaft av norsk tre. Den skjærer jevne, tynne skiver av både hvitost og brunost. Vaskes for hånd og tørkes straks; skaftet kan oljes med litt matolje ved behov.",
      en: "The cheese slicer was invented by Thor Bjørklund in Lillehammer in 1925, and our version is still made in Norway with a stainless steel blade and a handle of Norwegian wood. It cuts even, thin slices of both mild and brown cheese. Wash by hand and dry straight away; treat the handle with a little cooking oil when needed.",
      ar: "اخترع ثور بيوركلوند مقشرة الجبن في مدينة ليلهامر عام 1925، ولا تزال نسختنا تُصنع في النرويج بشفرة من الفولاذ المقاوم للصدأ ومقبض من الخشب النرويجي. تقطع شرائح رقيقة ومتساوية من الجبن المعتدل والجبن البني على حد سواء. تُغسل باليد وتُجفف فورًا، ويمكن دهن المقبض بقليل من زيت الطهي عند الحاجة.",
    },
    packageSize: { nb: "1 stk.", en: "1 piece", ar: "قطعة واحدة" },
    priceRange: "NOK 1440–1720 per case of 10",
    shopPriceOre: 29900,
    vatRate: 25,
    icon: "cheese",
    colors: ["#ecd8b4", "#8b6b43"],
    attributesSchema: {
      attributes: [
        {
          key: "handle",
          label: { nb: "Skaft", en: "Handle", ar: "المقبض" },
          type: "select",
          options: [
            { value: "birch", label: { nb: "Bjørk", en: "Birch", ar: "خشب البتولا" } },
            { value: "oak", label: { nb: "Eik", en: "Oak", ar: "خشب البلوط" } },
            { value: "juniper", label: { nb: "Einer", en: "Juniper", ar: "خشب العرعر" } },
          ],
        },
      ],
    },
    featured: false,
    active: true,
  },
  {
    key: "gift-box-gudbrandsdalen",
    category: "specialty",
    slug: { nb: "gaveeske-smaken-av-gudbrandsdalen", en: "taste-of-gudbrandsdalen-gift-box", ar: "علبة-هدايا-نكهة-غودبراندسدال" },
    name: {
      nb: "Gaveeske «Smaken av Gudbrandsdalen»",
      en: "“Taste of Gudbrandsdalen” Gift Box",
      ar: "علبة هدايا «نكهة غودبراندسدال»",
    },
    description: {
      nb: "En pen treeske med Gudbrandsdalsost, spekepølse av lam, flatbrød fra Vinstra, tyttebærsyltetøy og havrekjeks – et smakfullt utvalg fra hele dalen. En populær gave til kunder, ansatte og venner i utlandet, og vi legger gjerne ved et personlig kort. Oppbevares kjølig ved ankomst.",
      en: "A handsome wooden box with Gudbrandsdalen brown cheese, cured lamb sausage, Vinstra flatbread, lingonberry jam and oat crackers – a tasty selection from the whole valley. A popular gift for customers, staff and friends abroad, and we are happy to include a personal card. Refrigerate on arrival.",
      ar: "علبة خشبية أنيقة تضم جبن غودبراندسدال البني ونقانق الضأن المجففة وخبز فلاتبرود من فينسترا ومربى التوت البري الأحمر وبسكويت الشوفان، أي تشكيلة شهية من أنحاء الوادي كله. هدية محببة للعملاء والموظفين والأصدقاء في الخارج، ويسعدنا إرفاق بطاقة شخصية معها. تُحفظ مبردة فور وصولها.",
    },
    packageSize: { nb: "1 eske (ca. 1,8 kg)", en: "1 box (approx. 1.8 kg)", ar: "علبة واحدة (نحو 1.8 كيلوغرام)" },
    priceRange: "NOK 1460–1750 per case of 4",
    shopPriceOre: 69900,
    vatRate: 15,
    icon: "jar",
    colors: ["#c4453a", "#5e1f1a"],
    attributesSchema: null,
    featured: false,
    active: true,
  },
  {
    key: "sour-cream-porridge-500g",
    category: "specialty",
    slug: { nb: "rommegrot", en: "sour-cream-porridge", ar: "عصيدة-القشدة-الحامضة" },
    name: { nb: "Rømmegrøt", en: "Sour Cream Porridge", ar: "عصيدة القشدة الحامضة" },
    description: {
      nb: "Ekte rømmegrøt kokt på rømme med 35 % fett, helmelk og hvetemel, slik den ble laget til fest på gårdene i dalen. Varm den forsiktig og server med smør, sukker og kanel – gjerne med spekemat og flatbrød ved siden av. Oppbevares kjølig, høyst 4 °C.",
      en: "Genuine sour cream porridge cooked with 35 % sour cream, whole milk and wheat flour, just as it was made for celebrations on the valley farms. Heat gently and serve with melted butter, sugar and cinnamon – ideally with cured meats and flatbread on the side. Keep refrigerated at 4 °C or below.",
      ar: "عصيدة «رومغروت» أصيلة تُطهى بالقشدة الحامضة بنسبة دهون 35% والحليب كامل الدسم ودقيق القمح، تمامًا كما كانت تُحضَّر للمناسبات في مزارع الوادي. تُسخّن برفق وتُقدَّم مع الزبدة والسكر والقرفة، ويُفضّل أن تُرافقها اللحوم المقددة وخبز فلاتبرود. تُحفظ مبردة في درجة حرارة لا تتجاوز 4 درجات مئوية.",
    },
    packageSize: { nb: "500 g", en: "500 g", ar: "500 غرام" },
    priceRange: "NOK 250–300 per case of 8",
    shopPriceOre: 5990,
    vatRate: 15,
    icon: "cream",
    colors: ["#fff4db", "#d9ae62"],
    attributesSchema: null,
    featured: false,
    active: true,
  },
  {
    key: "pinnekjott-1kg",
    category: "specialty",
    slug: { nb: "pinnekjott", en: "pinnekjott-cured-lamb-ribs", ar: "ضلوع-ضأن-مجففة" },
    name: { nb: "Pinnekjøtt", en: "Pinnekjøtt Cured Lamb Ribs", ar: "بينيكيوت – ضلوع ضأن مجففة" },
    description: {
      nb: "Lammeribbe fra Gudbrandsdalen, saltet og tørket på tradisjonelt vis og delt i porsjonsstykker. Kjøttet vannes ut over natten og dampes på bjørkepinner i rundt tre timer, og serveres med kålrabistappe og poteter på julaften. Oppbevares kjølig og tørt.",
      en: "Lamb ribs from Gudbrandsdalen, salted and dried in the traditional way and cut into portions. Soak the meat overnight and steam it over birch sticks for about three hours, then serve with mashed swede and potatoes on Christmas Eve. Store cool and dry.",
      ar: "ضلوع ضأن من غودبراندسدال، تُملّح وتُجفف بالطريقة التقليدية وتُقطّع إلى حصص. يُنقع اللحم في الماء طوال الليل ثم يُطهى على البخار فوق أعواد البتولا نحو ثلاث ساعات، ويُقدَّم مع هريس اللفت السويدي والبطاطس ليلة عيد الميلاد. يُحفظ في مكان بارد وجاف.",
    },
    packageSize: { nb: "ca. 1 kg", en: "approx. 1 kg", ar: "نحو 1 كيلوغرام" },
    priceRange: "NOK 1220–1460 per case of 6",
    shopPriceOre: 38990,
    vatRate: 15,
    icon: "meat",
    colors: ["#d7a48d", "#7b3a26"],
    attributesSchema: null,
    featured: false,
    active: false,
  },

  // -------------------------------------------------------------------------
  // Organic range (12 active, 1 inactive)
  // -------------------------------------------------------------------------
  {
    key: "organic-whole-milk-1l",
    category: "organic",
    slug: { nb: "okologisk-helmelk", en: "organic-whole-milk", ar: "حليب-كامل-الدسم-عضوي" },
    name: { nb: "Økologisk helmelk", en: "Organic Whole Milk", ar: "حليب كامل الدسم عضوي" },
    description: {
      nb: "Ikke-homogenisert økologisk helmelk fra Debio-godkjente gårder i Nord-Gudbrandsdalen, der kyrne går ute på beite store deler av sommerhalvåret. Fløten legger seg på toppen, og smaken er fyldig og litt søtlig. Rist flasken før bruk og oppbevar den kjølig, høyst 4 °C.",
      en: "Non-homogenised organic whole milk from Debio-certified farms in northern Gudbrandsdalen, where the cows spend much of the summer half-year out on pasture. The cream rises to the top and the taste is full and slightly sweet. Shake before use and keep refrigerated at 4 °C or below.",
      ar: "حليب عضوي كامل الدسم غير مجانس من مزارع معتمدة من هيئة ديبيو في شمال غودبراندسدال، حيث تقضي الأبقار معظم أشهر الصيف في المراعي. تطفو القشدة على السطح، والطعم غني يميل قليلًا إلى الحلاوة. تُرجّ العبوة قبل الاستعمال وتُحفظ مبردة في درجة حرارة لا تتجاوز 4 درجات مئوية.",
    },
    packageSize: { nb: "1 liter", en: "1 litre", ar: "1 لتر" },
    priceRange: "NOK 210–250 per case of 12",
    shopPriceOre: 3290,
    vatRate: 15,
    icon: "milk",
    colors: ["#eef7ea", "#8fbf7a"],
    attributesSchema: null,
    featured: true,
    active: true,
  },
  {
    key: "organic-oats-1kg",
    category: "organic",
    slug: { nb: "okologiske-havregryn", en: "organic-rolled-oats", ar: "رقائق-الشوفان-العضوية" },
    name: { nb: "Økologiske havregryn", en: "Organic Rolled Oats", ar: "رقائق الشوفان العضوية" },
    description: {
      nb: "Store havregryn av økologisk havre dyrket i Innlandet uten kunstgjødsel og kjemiske sprøytemidler. Grynene gir en kremet grøt og passer også i müsli, brød og havrekaker. Oppbevares tørt i lukket emballasje.",
      en: "Jumbo rolled oats from organic oats grown in inland Norway without synthetic fertilisers or chemical pesticides. They make a creamy porridge and are also good in muesli, bread and oat biscuits. Store dry in closed packaging.",
      ar: "رقائق شوفان كبيرة من شوفان عضوي يُزرع في المناطق الداخلية من النرويج دون أسمدة صناعية أو مبيدات كيميائية. تعطي عصيدة كريمية القوام، وتناسب أيضًا الموسلي والخبز وبسكويت الشوفان. تُحفظ في مكان جاف داخل عبوة مغلقة.",
    },
    packageSize: { nb: "1 kg", en: "1 kg", ar: "1 كيلوغرام" },
    priceRange: "NOK 230–280 per case of 10",
    shopPriceOre: 4490,
    vatRate: 15,
    icon: "oats",
    colors: ["#f1ecd0", "#9bb06a"],
    attributesSchema: null,
    featured: false,
    active: true,
  },
  {
    key: "organic-eggs-12",
    category: "organic",
    slug: { nb: "okologiske-egg", en: "organic-eggs", ar: "بيض-عضوي" },
    name: { nb: "Økologiske egg", en: "Organic Eggs", ar: "بيض عضوي" },
    description: {
      nb: "Egg fra høner som går fritt i hønsehuset, har tilgang til uteareal og får økologisk fôr, på to familiegårder i Sel kommune. Eggene har faste hviter og kraftig gule plommer. Oppbevares kjølig og brukes innen datoen på pakningen.",
      en: "Eggs from hens that roam freely indoors, have access to an outdoor run and are fed organic feed, on two family farms in Sel municipality. The eggs have firm whites and deep yellow yolks. Keep refrigerated and use by the date on the pack.",
      ar: "بيض من دجاج يتجول بحرية داخل الحظيرة ويتاح له الخروج إلى مساحة خارجية ويُغذّى بعلف عضوي، في مزرعتين عائليتين في بلدية سيل. بياضه متماسك وصفاره أصفر داكن. يُحفظ مبردًا ويُستهلك قبل التاريخ المدوّن على العبوة.",
    },
    packageSize: { nb: "12 stk.", en: "12 eggs", ar: "12 بيضة" },
    priceRange: "NOK 390–470 per case of 10",
    shopPriceOre: 7490,
    vatRate: 15,
    icon: "egg",
    colors: ["#fdf6e3", "#d9b779"],
    attributesSchema: null,
    featured: true,
    active: true,
  },
  {
    key: "organic-apple-juice-1l",
    category: "organic",
    slug: { nb: "okologisk-eplejuice", en: "organic-apple-juice", ar: "عصير-تفاح-عضوي" },
    name: { nb: "Økologisk eplejuice", en: "Organic Apple Juice", ar: "عصير تفاح عضوي" },
    description: {
      nb: "Naturlig uklar juice presset av økologiske norske epler fra frukthager på Vestlandet – ikke fra konsentrat og uten tilsatt sukker. Frisk, søt og syrlig smak som passer til frokost og matpakke. Oppbevares kjølig etter åpning og drikkes innen fem dager.",
      en: "Naturally cloudy juice pressed from organic Norwegian apples grown in orchards in western Norway – not from concentrate and with no added sugar. A fresh, sweet and tart taste that suits breakfast and lunchboxes. Refrigerate after opening and drink within five days.",
      ar: "عصير عكر طبيعيًا معصور من تفاح نرويجي عضوي يُزرع في بساتين غرب النرويج، وليس من مركّز ودون سكر مضاف. طعمه منعش يجمع بين الحلاوة والحموضة، ويناسب الفطور وعلب الغداء. يُحفظ مبردًا بعد الفتح ويُشرب خلال خمسة أيام.",
    },
    packageSize: { nb: "1 liter", en: "1 litre", ar: "1 لتر" },
    priceRange: "NOK 170–210 per case of 6",
    shopPriceOre: 5490,
    vatRate: 15,
    icon: "juice",
    colors: ["#fbeaa8", "#9cbf3f"],
    attributesSchema: null,
    featured: false,
    active: true,
  },
  {
    key: "organic-yoghurt-1kg",
    category: "organic",
    slug: { nb: "okologisk-yoghurt-naturell", en: "organic-plain-yoghurt", ar: "زبادي-طبيعي-عضوي" },
    name: { nb: "Økologisk yoghurt naturell", en: "Organic Plain Yoghurt", ar: "زبادي طبيعي عضوي" },
    description: {
      nb: "Mild og kremet yoghurt av økologisk helmelk, uten tilsatt sukker eller fortykningsmidler. Den passer til frokost med bær og gryn, i dressinger og marinader og som erstatning for rømme i mange retter. Oppbevares kjølig, høyst 4 °C.",
      en: "Mild, creamy yoghurt made from organic whole milk, with no added sugar or thickeners. It suits breakfast with berries and oats, dressings and marinades, and can replace sour cream in many dishes. Keep refrigerated at 4 °C or below.",
      ar: "زبادي كريمي معتدل الطعم من حليب عضوي كامل الدسم، دون سكر مضاف أو مواد مكثفة. يناسب الفطور مع التوت والرقائق، ويدخل في الصلصات والتتبيلات، ويمكن أن يحل محل القشدة الحامضة في كثير من الأطباق. يُحفظ مبردًا في درجة حرارة لا تتجاوز 4 درجات مئوية.",
    },
    packageSize: { nb: "1 kg", en: "1 kg", ar: "1 كيلوغرام" },
    priceRange: "NOK 170–210 per case of 6",
    shopPriceOre: 5490,
    vatRate: 15,
    icon: "yoghurt",
    colors: ["#f6faf2", "#a8c99a"],
    attributesSchema: null,
    featured: false,
    active: true,
  },
  {
    key: "organic-butter-250g",
    category: "organic",
    slug: { nb: "okologisk-smor", en: "organic-butter", ar: "زبدة-عضوية" },
    name: { nb: "Økologisk smør", en: "Organic Butter", ar: "زبدة عضوية" },
    description: {
      nb: "Lett saltet smør kinnet av økologisk fløte fra kyr som beiter i fjellet om sommeren. Smøret er mykt, aromatisk og gyllent og gjør seg både på brødskiva og i baking. Oppbevares kjølig og kan fryses.",
      en: "Lightly salted butter churned from organic cream from cows that graze in the mountains in summer. The butter is soft, aromatic and golden and is just as good on bread as in baking. Keep refrigerated; it can also be frozen.",
      ar: "زبدة قليلة الملح تُخض من قشدة عضوية من أبقار ترعى في الجبال صيفًا. قوامها طري ونكهتها عطرية ولونها ذهبي، وهي رائعة على الخبز وفي الخَبز على حد سواء. تُحفظ مبردة ويمكن تجميدها.",
    },
    packageSize: { nb: "250 g", en: "250 g", ar: "250 غرام" },
    priceRange: "NOK 420–500 per case of 16",
    shopPriceOre: 4990,
    vatRate: 15,
    icon: "butter",
    colors: ["#fff5c2", "#a6c05a"],
    attributesSchema: null,
    featured: false,
    active: true,
  },
  {
    key: "organic-farm-cheese-500g",
    category: "organic",
    slug: { nb: "okologisk-gardsost", en: "organic-farmhouse-cheese", ar: "جبن-المزرعة-العضوي" },
    name: { nb: "Økologisk gårdsost", en: "Organic Farmhouse Cheese", ar: "جبن المزرعة العضوي" },
    description: {
      nb: "Halvfast ost av økologisk kumelk fra én gård i Lom, laget i små kar og modnet i fire måneder. Smaken er fyldig og lett nøtteaktig med en liten syrlighet, og osten er god både på brødskiva og ostefatet. Oppbevares kjølig i osteplast eller vokspapir.",
      en: "A semi-hard cheese made from organic cow’s milk from a single farm in Lom, produced in small vats and matured for four months. The flavour is full and slightly nutty with a gentle tang, and the cheese is good both on bread and on the cheese board. Keep refrigerated in cheese film or wax paper.",
      ar: "جبن نصف صلب من حليب بقر عضوي مصدره مزرعة واحدة في لوم، يُصنع في أحواض صغيرة ويُعتّق أربعة أشهر. نكهته غنية تميل إلى طعم المكسرات مع حموضة خفيفة، وهو لذيذ على الخبز وعلى أطباق الأجبان. يُحفظ مبردًا ملفوفًا بغلاف الأجبان أو بورق مشمع.",
    },
    packageSize: { nb: "500 g", en: "500 g", ar: "500 غرام" },
    priceRange: "NOK 460–550 per case of 8",
    shopPriceOre: 10990,
    vatRate: 15,
    icon: "cheese",
    colors: ["#f7e7a6", "#8fae5a"],
    attributesSchema: null,
    featured: false,
    active: true,
  },
  {
    key: "organic-carrots-1kg",
    category: "organic",
    slug: { nb: "okologiske-gulrotter", en: "organic-carrots", ar: "جزر-عضوي" },
    name: { nb: "Økologiske gulrøtter", en: "Organic Carrots", ar: "جزر عضوي" },
    description: {
      nb: "Sprø og søte gulrøtter dyrket økologisk på gårder i Innlandet, der kjølige netter gir mer sødme i rotgrønnsakene. Gode å spise rå, i salater, supper og ovnsbakt med honning og timian. Oppbevares kjølig, gjerne i grønnsaksskuffen, i opptil tre uker.",
      en: "Crisp, sweet carrots grown organically on farms in inland Norway, where cool nights bring out more sweetness in root vegetables. Great raw, in salads and soups, or roasted with honey and thyme. Keep refrigerated, ideally in the vegetable drawer, for up to three weeks.",
      ar: "جزر مقرمش وحلو يُزرع زراعة عضوية في مزارع المناطق الداخلية من النرويج، حيث تزيد الليالي الباردة من حلاوة الخضراوات الجذرية. لذيذ نيئًا وفي السلطات والشوربات، أو مشويًا في الفرن مع العسل والزعتر. يُحفظ مبردًا، ويُفضّل في درج الخضراوات، لمدة تصل إلى ثلاثة أسابيع.",
    },
    packageSize: { nb: "1 kg", en: "1 kg", ar: "1 كيلوغرام" },
    priceRange: "NOK 180–220 per case of 10",
    shopPriceOre: 3490,
    vatRate: 15,
    icon: "leaf",
    colors: ["#ffd2a1", "#e0701f"],
    attributesSchema: null,
    featured: false,
    active: true,
  },
  {
    key: "organic-blueberry-jam-350g",
    category: "organic",
    slug: { nb: "okologisk-blabaersyltetoy", en: "organic-blueberry-jam", ar: "مربى-التوت-الأزرق-العضوي" },
    name: { nb: "Økologisk blåbærsyltetøy", en: "Organic Blueberry Jam", ar: "مربى التوت الأزرق العضوي" },
    description: {
      nb: "Syltetøy av ville, økologisk sertifiserte blåbær fra skogene i Gudbrandsdalen, kokt med økologisk rørsukker og med 65 % bær. Dyp, frisk bærsmak som passer på vafler, pannekaker, grøt og yoghurt. Oppbevares kjølig etter åpning.",
      en: "Jam made from wild, organically certified blueberries from the forests of Gudbrandsdalen, cooked with organic cane sugar and containing 65 % berries. A deep, fresh berry flavour for waffles, pancakes, porridge and yoghurt. Refrigerate after opening.",
      ar: "مربى من توت أزرق بري معتمد عضويًا من غابات غودبراندسدال، يُطهى بسكر القصب العضوي وتبلغ نسبة التوت فيه 65%. نكهته عميقة ومنعشة، ويناسب الوافل والفطائر المحلاة والعصيدة والزبادي. يُحفظ مبردًا بعد الفتح.",
    },
    packageSize: { nb: "350 g", en: "350 g", ar: "350 غرام" },
    priceRange: "NOK 380–450 per case of 12",
    shopPriceOre: 5990,
    vatRate: 15,
    icon: "berry",
    colors: ["#b9c4ea", "#3b3f86"],
    attributesSchema: null,
    featured: false,
    active: true,
  },
  {
    key: "organic-spelt-1kg",
    category: "organic",
    slug: { nb: "okologisk-sammalt-spelt", en: "organic-wholemeal-spelt-flour", ar: "دقيق-سبلت-كامل-عضوي" },
    name: { nb: "Økologisk sammalt spelt", en: "Organic Wholemeal Spelt Flour", ar: "دقيق سبلت كامل عضوي" },
    description: {
      nb: "Steinmalt sammalt spelt av økologisk norsk korn, malt langsomt slik at kornet ikke blir varmt og smaken bevares. Gir saftige grove brød og rundstykker med nøtteaktig smak. Oppbevares tørt og kjølig og brukes innen seks måneder.",
      en: "Stone-ground wholemeal spelt flour from organic Norwegian grain, milled slowly so the grain stays cool and keeps its flavour. It makes moist wholemeal loaves and rolls with a nutty taste. Store cool and dry and use within six months.",
      ar: "دقيق سبلت كامل مطحون بالرحى الحجرية من حبوب نرويجية عضوية، يُطحن ببطء كي لا تسخن الحبوب وتحتفظ بنكهتها. يعطي أرغفة ولفائف خبز أسمر طرية بنكهة تشبه المكسرات. يُحفظ في مكان بارد وجاف ويُستخدم خلال ستة أشهر.",
    },
    packageSize: { nb: "1 kg", en: "1 kg", ar: "1 كيلوغرام" },
    priceRange: "NOK 340–410 per case of 10",
    shopPriceOre: 6490,
    vatRate: 15,
    icon: "flour",
    colors: ["#f0e6cc", "#88a35c"],
    attributesSchema: null,
    featured: false,
    active: true,
  },
  {
    key: "organic-kefir-1l",
    category: "organic",
    slug: { nb: "okologisk-kefir", en: "organic-kefir", ar: "كفير-عضوي" },
    name: { nb: "Økologisk kefir", en: "Organic Kefir", ar: "كفير عضوي" },
    description: {
      nb: "Kefir av økologisk helmelk, syrnet med levende kefirkultur i vårt meieri i Lom. Den er frisk og syrlig med en fyldigere smak enn vanlig kefir og passer naturell eller i smoothies. Oppbevares kjølig og ristes før bruk.",
      en: "Kefir made from organic whole milk and cultured with live kefir culture at our dairy in Lom. Fresh and tangy with a fuller flavour than ordinary kefir, it is good on its own or in smoothies. Keep refrigerated and shake before use.",
      ar: "كفير من حليب عضوي كامل الدسم، يُخمّر بمزرعة كفير حية في معملنا في لوم. طعمه منعش ومائل إلى الحموضة وأغنى من الكفير العادي، ويُشرب كما هو أو في العصائر المخفوقة. يُحفظ مبردًا ويُرجّ قبل الاستعمال.",
    },
    packageSize: { nb: "1 liter", en: "1 litre", ar: "1 لتر" },
    priceRange: "NOK 270–320 per case of 12",
    shopPriceOre: 4290,
    vatRate: 15,
    icon: "milk",
    colors: ["#f4f7ec", "#9cb889"],
    attributesSchema: null,
    featured: false,
    active: true,
  },
  {
    key: "organic-rye-bread-750g",
    category: "organic",
    slug: { nb: "okologisk-rugbrod", en: "organic-rye-bread", ar: "خبز-جاودار-عضوي" },
    name: { nb: "Økologisk rugbrød", en: "Organic Rye Bread", ar: "خبز جاودار عضوي" },
    description: {
      nb: "Kompakt surdeigsbrød av økologisk sammalt rug med hele rugkjerner og solsikkefrø, bakt langsomt på Vinstra. Brødet har en mørk, syrlig smak og holder seg saftig i nesten en uke. Oppbevares i brødpose eller skåret i skiver i fryseren.",
      en: "A dense sourdough loaf of organic wholemeal rye with whole rye kernels and sunflower seeds, slowly baked in Vinstra. It has a dark, tangy flavour and stays moist for almost a week. Keep in a bread bag, or slice and freeze.",
      ar: "رغيف كثيف من العجين الحامض مصنوع من دقيق الجاودار الكامل العضوي مع حبوب جاودار كاملة وبذور دوار الشمس، يُخبز ببطء في فينسترا. نكهته داكنة مائلة إلى الحموضة، ويبقى طريًا قرابة أسبوع. يُحفظ في كيس خبز، أو يُقطّع شرائح ويُجمّد.",
    },
    packageSize: { nb: "750 g", en: "750 g", ar: "750 غرام" },
    priceRange: "NOK 250–300 per case of 8",
    shopPriceOre: 5990,
    vatRate: 15,
    icon: "bread",
    colors: ["#d8c29a", "#5b4a2a"],
    attributesSchema: null,
    featured: false,
    active: true,
  },
  {
    key: "organic-chocolate-milk-500ml",
    category: "organic",
    slug: { nb: "okologisk-sjokolademelk", en: "organic-chocolate-milk", ar: "حليب-بالشوكولاتة-عضوي" },
    name: { nb: "Økologisk sjokolademelk", en: "Organic Chocolate Milk", ar: "حليب بالشوكولاتة عضوي" },
    description: {
      nb: "Lettmelk fra økologiske gårder smaksatt med økologisk kakao og rørsukker. God kald rett fra kjøleskapet eller varmet opp til en kopp kakao etter skituren. Oppbevares kjølig og ristes før bruk.",
      en: "Semi-skimmed milk from organic farms flavoured with organic cocoa and cane sugar. Delicious cold straight from the fridge or warmed into a cup of cocoa after a day on the ski trails. Keep refrigerated and shake before use.",
      ar: "حليب قليل الدسم من مزارع عضوية، منكّه بالكاكاو العضوي وسكر القصب. لذيذ باردًا من الثلاجة مباشرة، أو ساخنًا في كوب من الكاكاو بعد يوم من التزلج. يُحفظ مبردًا ويُرجّ قبل الاستعمال.",
    },
    packageSize: { nb: "0,5 liter", en: "500 ml", ar: "500 مل" },
    priceRange: "NOK 310–370 per case of 20",
    shopPriceOre: 2990,
    vatRate: 15,
    icon: "milk",
    colors: ["#e9d5c3", "#6b3f2a"],
    attributesSchema: null,
    featured: false,
    active: false,
  },
];

// ---------------------------------------------------------------------------
// Pages
// ---------------------------------------------------------------------------
// HTML bodies use only: h2, h3, p, ul, ol, li, strong, em, a, table, thead,
// tbody, tr, th, td. Links are relative paths or mailto: addresses.

export const demoPages: Record<string, DemoPageText[]> = {
  home: [
    {
      key: "hero.title",
      type: "text",
      value: {
        nb: "Smaken av Gudbrandsdalen",
        en: "The Taste of Gudbrandsdalen",
        ar: "نكهة غودبراندسدال",
      },
    },
    {
      key: "hero.subtitle",
      type: "text",
      value: {
        nb: "Meieriprodukter, korn og tradisjonsmat fra familiebedriften Fjellgården Mat – laget av råvarer fra gårdene i dalen siden 1952.",
        en: "Dairy products, grains and traditional foods from the family business Fjellgården Mat – made from the produce of the valley’s farms since 1952.",
        ar: "منتجات ألبان وحبوب وأطعمة تقليدية من الشركة العائلية فيلغوردن مات، تُصنع من خيرات مزارع الوادي منذ عام 1952.",
      },
    },
    {
      key: "hero.cta",
      type: "text",
      value: {
        nb: "Se produktene våre",
        en: "Browse our products",
        ar: "تصفّح منتجاتنا",
      },
    },
    {
      key: "featured.title",
      type: "text",
      value: {
        nb: "Utvalgte produkter",
        en: "Featured products",
        ar: "منتجات مختارة",
      },
    },
    {
      key: "featured.subtitle",
      type: "text",
      value: {
        nb: "Favoritter fra meieriet, bakeriet og spiskammeret vårt akkurat nå.",
        en: "Current favourites from our dairy, our bakery and our larder.",
        ar: "أحب منتجاتنا حاليًا من معمل الألبان والمخبز ومخزن المؤن لدينا.",
      },
    },
    {
      key: "intro.title",
      type: "text",
      value: {
        nb: "Mat fra fjellbygdene, laget med omtanke",
        en: "Food from the mountain valleys, made with care",
        ar: "طعام من الوديان الجبلية يُصنع بعناية",
      },
    },
    {
      key: "intro.body",
      type: "html",
      value: {
        nb: `<p>Fjellgården Mat er en familieeid matprodusent i Gudbrandsdalen. Vi henter melk fra rundt 40 gårder i dalen, maler og baker norsk korn og lager spesialiteter etter oppskrifter som har gått i arv i generasjoner.</p>
<p>Meieriet vårt ligger i <strong>Lom</strong>, bakeriet på <strong>Vinstra</strong> og hovedkontoret med røykeri og lager i <strong>Otta</strong>. Du kan handle direkte i nettbutikken, besøke gårdsbutikkene våre eller finne produktene hos <a href="/resellers">forhandlere</a> over hele landet.</p>`,
        en: `<p>Fjellgården Mat is a family-owned food producer in Gudbrandsdalen, Norway. We collect milk from around 40 farms in the valley, mill and bake Norwegian grain, and make specialities from recipes that have been handed down for generations.</p>
<p>Our dairy is in <strong>Lom</strong>, our bakery in <strong>Vinstra</strong>, and our head office, smokehouse and warehouse in <strong>Otta</strong>. You can shop directly in our online store, visit our farm shops, or find our products at <a href="/resellers">resellers</a> across the country.</p>`,
        ar: `<p>فيلغوردن مات شركة عائلية لإنتاج الأغذية في وادي غودبراندسدال بالنرويج. نجمع الحليب من نحو 40 مزرعة في الوادي، ونطحن الحبوب النرويجية ونخبزها، ونصنع أطعمة مميزة وفق وصفات توارثتها الأجيال.</p>
<p>يقع معمل الألبان لدينا في <strong>لوم</strong>، والمخبز في <strong>فينسترا</strong>، أما المقر الرئيسي مع المدخنة والمستودع ففي <strong>أوتا</strong>. يمكنك التسوق مباشرة من متجرنا الإلكتروني، أو زيارة متاجر المزرعة التابعة لنا، أو العثور على منتجاتنا لدى <a href="/resellers">الموزعين</a> في جميع أنحاء البلاد.</p>`,
      },
    },
    {
      key: "values.title",
      type: "text",
      value: {
        nb: "Dette står vi for",
        en: "What we stand for",
        ar: "ما نؤمن به",
      },
    },
    {
      key: "values.1.title",
      type: "text",
      value: {
        nb: "Lokale råvarer",
        en: "Local ingredients",
        ar: "مكونات محلية",
      },
    },
    {
      key: "values.1.body",
      type: "text",
      value: {
        nb: "Melken kommer fra gårder innenfor 60 kilometer fra meieriet, og vi kjenner bøndene som leverer den. Kort vei gir ferskere mat og verdiskaping i bygdene.",
        en: "Our milk comes from farms within 60 kilometres of the dairy, and we know the farmers who supply it. Short distances mean fresher food and keep the value in the local communities.",
        ar: "يأتي حليبنا من مزارع لا تبعد أكثر من 60 كيلومترًا عن معمل الألبان، ونعرف المزارعين الذين يوردونه معرفة شخصية. المسافات القصيرة تعني طعامًا أكثر طزاجة وقيمة تبقى في المجتمعات المحلية.",
      },
    },
    {
      key: "values.2.title",
      type: "text",
      value: {
        nb: "Tradisjon og håndverk",
        en: "Tradition and craftsmanship",
        ar: "التقاليد والحرفية",
      },
    },
    {
      key: "values.2.body",
      type: "text",
      value: {
        nb: "Brunosten kokes langsomt, flatbrødet kjevles tynt og fenalåret får den tiden det trenger. Vi bruker moderne utstyr, men lar aldri tempoet gå foran smaken.",
        en: "Our brown cheese is cooked slowly, our flatbread is rolled thin and our cured lamb is given the time it needs. We use modern equipment, but never let speed come before flavour.",
        ar: "نطهو الجبن البني على مهل، ونفرد خبز فلاتبرود رقيقًا، ونمنح فخذ الضأن المقدد الوقت الذي يحتاجه. نستخدم معدات حديثة، لكننا لا نقدّم السرعة على النكهة أبدًا.",
      },
    },
    {
      key: "values.3.title",
      type: "text",
      value: {
        nb: "Ansvar for naturen",
        en: "Care for nature",
        ar: "مسؤوليتنا تجاه الطبيعة",
      },
    },
    {
      key: "values.3.body",
      type: "text",
      value: {
        nb: "Produksjonen går på fornybar vannkraft, mysen fra osteproduksjonen blir til brunost og prim, og emballasjen vår er resirkulerbar. Det økologiske sortimentet vokser hvert år.",
        en: "Our production runs on renewable hydropower, whey from cheesemaking becomes brown cheese and prim, and our packaging is recyclable. Our organic range grows every year.",
        ar: "يعمل إنتاجنا بالطاقة الكهرومائية المتجددة، ويتحول مصل الحليب الناتج عن صناعة الأجبان إلى جبن بني و«بريم»، كما أن عبواتنا قابلة لإعادة التدوير. وتتسع تشكيلتنا العضوية عامًا بعد عام.",
      },
    },
  ],

  about: [
    {
      key: "title",
      type: "text",
      value: { nb: "Om oss", en: "About Us", ar: "من نحن" },
    },
    {
      key: "intro",
      type: "text",
      value: {
        nb: "Fjellgården Mat er en familiebedrift fra Gudbrandsdalen som har laget mat av råvarer fra dalen i over 70 år.",
        en: "Fjellgården Mat is a family business from Gudbrandsdalen that has been making food from the valley’s produce for more than 70 years.",
        ar: "فيلغوردن مات شركة عائلية من وادي غودبراندسدال تصنع الطعام من خيرات الوادي منذ أكثر من 70 عامًا.",
      },
    },
    {
      key: "body",
      type: "html",
      value: {
        nb: `<h2>Fra gårdsysteri til familiebedrift</h2>
<p>Historien begynte i 1952, da Ingrid og Olav Haugen begynte å lage ost av melk fra egne og naboenes kyr på en liten gård ovenfor Otta. Brunosten deres ble raskt kjent i hele dalen, og i 1978 kjøpte familien bakeriet på Vinstra for å kunne tilby flatbrød og lefser til den samme kundekretsen.</p>
<p>I 1995 åpnet vi et nytt meieri i Lom, tett på gårdene som leverer melken. Siden 2008 har vi hatt et eget økologisk sortiment, sertifisert av Debio. I dag ledes bedriften av tredje generasjon, søsknene Kari og Erik Haugen, og vi er om lag 90 ansatte.</p>
<h2>Dette lager vi</h2>
<ul>
<li><strong>Meieriprodukter:</strong> melk, kefir, yoghurt, smør, rømme og ost – med Gudbrandsdalsosten som stolthet.</li>
<li><strong>Korn og gryn:</strong> havregryn, mel, flatbrød, knekkebrød, lefser og brød fra bakeriet på Vinstra.</li>
<li><strong>Spesialiteter:</strong> spekemat, gravlaks, røkelaks, rakfisk, syltetøy og honning fra dalen.</li>
<li><strong>Økologisk:</strong> et voksende utvalg av økologiske varer fra Debio-godkjente gårder.</li>
</ul>
<h2>Et samarbeid med bøndene</h2>
<p>Rundt 40 gårder leverer melk til oss, og mange av dem har gjort det i flere generasjoner. Vi betaler et tillegg for melk fra kyr som går på utmarksbeite om sommeren, og vi samarbeider med lokale birøktere, bærplukkere og kornprodusenter. Slik holder vi kulturlandskapet i hevd og arbeidsplassene i bygdene.</p>
<h2>Veien videre</h2>
<p>Vi vil fortsette å lage ærlig mat med kort ingrediensliste. Målet vårt er at all energi i produksjonen skal være fornybar, at all emballasje skal være resirkulerbar, og at det økologiske sortimentet skal utgjøre en stadig større del av det vi lager. Vil du vite mer, er du velkommen til å <a href="/contact">ta kontakt</a> eller besøke oss på et av <a href="/locations">stedene våre</a>.</p>`,
        en: `<h2>From farm creamery to family business</h2>
<p>Our story began in 1952, when Ingrid and Olav Haugen started making cheese from the milk of their own and their neighbours’ cows on a small farm above Otta. Their brown cheese soon became known throughout the valley, and in 1978 the family bought the bakery in Vinstra so they could offer flatbread and lefse to the same customers.</p>
<p>In 1995 we opened a new dairy in Lom, close to the farms that supply our milk. Since 2008 we have had our own organic range, certified by Debio. Today the business is run by the third generation, siblings Kari and Erik Haugen, and we employ around 90 people.</p>
<h2>What we make</h2>
<ul>
<li><strong>Dairy products:</strong> milk, kefir, yoghurt, butter, sour cream and cheese – with our Gudbrandsdalen brown cheese as our pride and joy.</li>
<li><strong>Grains and cereals:</strong> rolled oats, flours, flatbread, crispbread, lefse and bread from our bakery in Vinstra.</li>
<li><strong>Specialities:</strong> cured meats, gravlaks, smoked salmon, rakfisk, jams and honey from the valley.</li>
<li><strong>Organic:</strong> a growing selection of organic goods from Debio-certified farms.</li>
</ul>
<h2>A partnership with our farmers</h2>
<p>Around 40 farms supply us with milk, many of them for several generations. We pay a premium for milk from cows that graze on open mountain pasture in summer, and we work with local beekeepers, berry pickers and grain growers. This helps keep the cultural landscape alive and the jobs in the villages.</p>
<h2>Looking ahead</h2>
<p>We will keep making honest food with short ingredient lists. Our goals are for all the energy in our production to be renewable, for all our packaging to be recyclable, and for the organic range to make up an ever larger share of what we produce. If you would like to know more, you are welcome to <a href="/contact">get in touch</a> or visit us at one of our <a href="/locations">locations</a>.</p>`,
        ar: `<h2>من معمل جبن في مزرعة إلى شركة عائلية</h2>
<p>بدأت قصتنا عام 1952، حين بدأ الزوجان إنغريد وأولاف هاوغن صنع الجبن من حليب أبقارهما وأبقار جيرانهما في مزرعة صغيرة فوق بلدة أوتا. وسرعان ما ذاع صيت جبنهما البني في أرجاء الوادي، وفي عام 1978 اشترت العائلة المخبز في فينسترا لتقدّم خبز فلاتبرود و«ليفسه» للزبائن أنفسهم.</p>
<p>في عام 1995 افتتحنا معملًا جديدًا للألبان في لوم، على مقربة من المزارع التي تزوّدنا بالحليب. ومنذ عام 2008 أصبحت لدينا تشكيلة عضوية خاصة بنا معتمدة من هيئة ديبيو. واليوم يدير الشركة الجيل الثالث، الشقيقان كاري وإريك هاوغن، ويعمل لدينا نحو 90 موظفًا.</p>
<h2>ماذا نصنع</h2>
<ul>
<li><strong>منتجات الألبان:</strong> الحليب والكفير والزبادي والزبدة والقشدة الحامضة والأجبان، وفي مقدمتها جبن غودبراندسدال البني الذي نفخر به.</li>
<li><strong>الحبوب ومنتجاتها:</strong> رقائق الشوفان وأنواع الدقيق وخبز فلاتبرود والخبز المقرمش و«ليفسه» والخبز من مخبزنا في فينسترا.</li>
<li><strong>المنتجات المميزة:</strong> اللحوم المقددة والغرافلاكس والسلمون المدخن وسمك «راكفيسك» والمربيات والعسل من الوادي.</li>
<li><strong>المنتجات العضوية:</strong> تشكيلة متنامية من المنتجات العضوية من مزارع معتمدة من هيئة ديبيو.</li>
</ul>
<h2>شراكة مع مزارعينا</h2>
<p>تزوّدنا نحو 40 مزرعة بالحليب، وكثير منها يفعل ذلك منذ أجيال. وندفع علاوة على الحليب الذي تنتجه أبقار ترعى صيفًا في المراعي الجبلية المفتوحة، كما نتعاون مع مربّي النحل وجامعي التوت ومزارعي الحبوب المحليين. وبهذا نسهم في الحفاظ على المشهد الريفي وعلى فرص العمل في القرى.</p>
<h2>نظرة إلى المستقبل</h2>
<p>سنواصل صنع طعام صادق بقوائم مكونات قصيرة. ونهدف إلى أن تكون كل الطاقة المستخدمة في إنتاجنا متجددة، وأن تكون عبواتنا كلها قابلة لإعادة التدوير، وأن تشكّل التشكيلة العضوية حصة متزايدة مما ننتجه. وإن أردت معرفة المزيد، فيسعدنا أن <a href="/contact">تتواصل معنا</a> أو أن تزورنا في أحد <a href="/locations">مواقعنا</a>.</p>`,
      },
    },
  ],

  faq: [
    {
      key: "title",
      type: "text",
      value: { nb: "Ofte stilte spørsmål", en: "Frequently Asked Questions", ar: "الأسئلة الشائعة" },
    },
    {
      key: "intro",
      type: "text",
      value: {
        nb: "Her finner du svar på det kundene våre oftest lurer på. Finner du ikke det du leter etter, hjelper kundeservice deg gjerne.",
        en: "Here you will find answers to the questions our customers ask most often. If you cannot find what you are looking for, our customer service team will be happy to help.",
        ar: "ستجد هنا إجابات عن أكثر الأسئلة التي يطرحها عملاؤنا. وإن لم تجد ما تبحث عنه، فسيسعد فريق خدمة العملاء بمساعدتك.",
      },
    },
    {
      key: "body",
      type: "html",
      value: {
        nb: `<h2>Hvor leverer dere?</h2>
<p>Vi sender til hele Fastlands-Norge. Kjølevarer pakkes i isolerte esker med kjøleelementer og sendes mandag til onsdag, slik at de ikke blir liggende på et lager i helgen.</p>
<h2>Hvor lang tid tar leveringen?</h2>
<p>De fleste bestillinger kommer fram innen ett til tre virkedager i Sør-Norge. Til Nord-Norge kan det ta noe lenger tid, og kjølevarer sendes da med ekspressfrakt. Du får en e-post når pakken er sendt.</p>
<h2>Kan jeg angre kjøpet og returnere varer?</h2>
<p>Du har 14 dagers angrerett på varer som holder seg, for eksempel ostehøvler og uåpnede tørrvarer. Ferskvarer og andre varer som raskt kan bli dårlige, er unntatt fra angreretten. Les mer i <a href="/terms">salgsvilkårene</a>.</p>
<h2>Hva betyr det at et produkt er økologisk?</h2>
<p>Økologiske produkter er laget av råvarer fra gårder som driver uten kunstgjødsel og kjemiske sprøytemidler, og der dyrene har bedre plass og mer tid ute. Alle våre økologiske varer er kontrollert og godkjent av Debio og merket med Ø-merket.</p>
<h2>Hvordan finner jeg informasjon om allergener?</h2>
<p>Allergener er uthevet med fet skrift i ingredienslisten, både på emballasjen og på produktsiden. Bakeriet vårt håndterer gluten, melk, egg, sesam og nøtter, så spor kan forekomme. Har du spørsmål, kan du <a href="/contact">kontakte oss</a>.</p>
<h2>Hvilke betalingsmåter kan jeg bruke?</h2>
<p>Du kan betale med faktura med 14 dagers betalingsfrist. Henter du bestillingen selv, kan du også betale ved henting.</p>
<h2>Kan jeg sende en gave direkte til mottakeren?</h2>
<p>Ja. Oppgi mottakerens adresse som leveringsadresse og send oss hilsenen og ordrenummeret på e-post til <a href="mailto:post@fjellgarden.example">post@fjellgarden.example</a>, så legger vi ved et håndskrevet kort. Prisen står ikke på pakken.</p>
<h2>Selger dere til butikker, hoteller og restauranter?</h2>
<p>Ja, vi leverer til dagligvarebutikker, delikatesseforretninger, storhusholdninger og serveringssteder. Trykk «Legg til i tilbud» på produktsidene, så havner varene i tilbudslisten (den er atskilt fra handlekurven), og send forespørselen fra <a href="/quote-checkout">tilbudslisten</a>. Du kan også lese mer på siden for <a href="/resellers">forhandlere</a>.</p>`,
        en: `<h2>Where do you deliver?</h2>
<p>We ship to all of mainland Norway. Chilled goods are packed in insulated boxes with ice packs and dispatched Monday to Wednesday so that they do not sit in a warehouse over the weekend.</p>
<h2>How long does delivery take?</h2>
<p>Most orders arrive within one to three working days in southern Norway. Deliveries to northern Norway can take a little longer, so chilled goods are sent by express. You will receive an e-mail once your parcel has been dispatched.</p>
<h2>Can I cancel my purchase and return goods?</h2>
<p>You have a 14-day right of withdrawal for goods that keep, such as cheese slicers and unopened dry goods. Fresh foods and other goods that can deteriorate quickly are exempt from the right of withdrawal. Read more in our <a href="/terms">terms of service</a>.</p>
<h2>What does it mean that a product is organic?</h2>
<p>Organic products are made from ingredients from farms that work without synthetic fertilisers and chemical pesticides, and where animals have more space and more time outdoors. All our organic goods are inspected and certified by Debio and carry the Norwegian Ø label.</p>
<h2>Where can I find allergen information?</h2>
<p>Allergens are highlighted in bold in the ingredient list, both on the packaging and on the product page. Our bakery handles gluten, milk, eggs, sesame and nuts, so traces may occur. If you have any questions, please <a href="/contact">contact us</a>.</p>
<h2>Which payment methods can I use?</h2>
<p>You can pay by invoice with 14 days’ payment terms. If you collect your order yourself, you can also pay on pickup.</p>
<h2>Can I send a gift directly to the recipient?</h2>
<p>Yes. Enter the recipient’s address as the delivery address and e-mail us your greeting with the order number at <a href="mailto:post@fjellgarden.example">post@fjellgarden.example</a>, and we will include a handwritten card. The price is not shown on the parcel.</p>
<h2>Do you sell to shops, hotels and restaurants?</h2>
<p>Yes, we supply grocery stores, delicatessens, catering kitchens and restaurants. Press “Add to quote” on the product pages to put products on your quote list (it is separate from the shopping cart), and send the request from your <a href="/quote-checkout">quote list</a>. You can also read more on our <a href="/resellers">resellers</a> page.</p>`,
        ar: `<h2>إلى أين توصلون الطلبات؟</h2>
<p>نشحن إلى جميع أنحاء البر الرئيسي للنرويج. تُعبّأ المنتجات المبردة في صناديق معزولة مع أكياس تبريد، وتُرسل من الاثنين إلى الأربعاء كي لا تبقى في المستودع خلال عطلة نهاية الأسبوع.</p>
<h2>كم يستغرق التوصيل؟</h2>
<p>تصل معظم الطلبات خلال يوم إلى ثلاثة أيام عمل في جنوب النرويج. وقد يستغرق التوصيل إلى شمال النرويج وقتًا أطول قليلًا، لذا تُرسل المنتجات المبردة بالشحن السريع. ستتلقى رسالة بريد إلكتروني فور شحن الطرد.</p>
<h2>هل يمكنني العدول عن الشراء وإرجاع المنتجات؟</h2>
<p>لك حق العدول خلال 14 يومًا بالنسبة إلى المنتجات التي لا تفسد، مثل مقشرات الجبن والمنتجات الجافة غير المفتوحة. أما الأطعمة الطازجة وغيرها من المنتجات التي قد تفسد بسرعة فهي مستثناة من حق العدول. اقرأ المزيد في <a href="/terms">شروط الخدمة</a>.</p>
<h2>ماذا يعني أن المنتج عضوي؟</h2>
<p>المنتجات العضوية مصنوعة من مكونات تأتي من مزارع لا تستخدم الأسمدة الصناعية ولا المبيدات الكيميائية، وتحظى فيها الحيوانات بمساحة أكبر ووقت أطول في الهواء الطلق. وجميع منتجاتنا العضوية تخضع لرقابة هيئة ديبيو واعتمادها، وتحمل علامة Ø النرويجية للمنتجات العضوية.</p>
<h2>أين أجد معلومات عن مسببات الحساسية؟</h2>
<p>تُبرز مسببات الحساسية بخط عريض في قائمة المكونات على العبوة وفي صفحة المنتج. ويتعامل مخبزنا مع الغلوتين والحليب والبيض والسمسم والمكسرات، لذا قد توجد آثار منها. وإن كانت لديك أي أسئلة، فيرجى <a href="/contact">التواصل معنا</a>.</p>
<h2>ما طرق الدفع المتاحة؟</h2>
<p>يمكنك الدفع بالفاتورة مع مهلة سداد مدتها 14 يومًا. وإذا استلمت طلبك بنفسك، فيمكنك أيضًا الدفع عند الاستلام.</p>
<h2>هل يمكنني إرسال هدية مباشرة إلى المستلم؟</h2>
<p>نعم. أدخل عنوان المستلم بوصفه عنوان التسليم وأرسل إلينا تهنئتك مع رقم الطلب عبر البريد الإلكتروني إلى <a href="mailto:post@fjellgarden.example">post@fjellgarden.example</a>، وسنرفق بطاقة مكتوبة بخط اليد. ولا يظهر السعر على الطرد.</p>
<h2>هل تبيعون للمتاجر والفنادق والمطاعم؟</h2>
<p>نعم، نورّد منتجاتنا إلى متاجر البقالة ومحلات الأطعمة الفاخرة ومطابخ الإعاشة والمطاعم. اضغط «أضف إلى عرض السعر» في صفحات المنتجات لتضيفها إلى قائمة عرض السعر (وهي منفصلة عن سلة التسوق)، ثم أرسل الطلب من <a href="/quote-checkout">قائمة عرض السعر</a>. ويمكنك أيضًا قراءة المزيد في صفحة <a href="/resellers">الموزعين</a>.</p>`,
      },
    },
  ],

  locations: [
    {
      key: "title",
      type: "text",
      value: { nb: "Våre steder", en: "Locations", ar: "مواقعنا" },
    },
    {
      key: "intro",
      type: "text",
      value: {
        nb: "Vi holder til tre steder i Gudbrandsdalen: hovedkontoret i Otta, meieriet i Lom og bakeriet på Vinstra. Både meieriet og bakeriet har egen butikk der du kan handle direkte.",
        en: "We are based at three sites in Gudbrandsdalen: our head office in Otta, our dairy in Lom and our bakery in Vinstra. Both the dairy and the bakery have their own shop where you can buy directly.",
        ar: "نعمل في ثلاثة مواقع في وادي غودبراندسدال: المقر الرئيسي في أوتا، ومعمل الألبان في لوم، والمخبز في فينسترا. ولكلٍّ من معمل الألبان والمخبز متجر خاص يمكنك الشراء منه مباشرة.",
      },
    },
    {
      key: "body",
      type: "html",
      value: {
        nb: `<h2>Hovedkontor, røykeri og lager – Otta</h2>
<p><strong>Industriveien 14, 2670 Otta</strong></p>
<p>Her finner du administrasjonen, kundeservice, røykeriet for laks og spekemat og lageret som alle forsendelser går ut fra. Otta stasjon på Dovrebanen ligger en kort gange unna. Telefon +47 61 23 45 67, e-post <a href="mailto:post@fjellgarden.example">post@fjellgarden.example</a>.</p>
<h2>Meieriet – Lom</h2>
<p><strong>Meierivegen 3, 2686 Lom</strong></p>
<p>Meieriet ligger om lag 60 kilometer vest for Otta langs riksvei 15, tett på gårdene som leverer melken. I gårdsbutikken kan du kjøpe ost, smør og melk rett fra produksjonen, og om sommeren viser vi hvordan brunost blir kokt.</p>
<h2>Bakeriet – Vinstra</h2>
<p><strong>Kornvegen 5, 2640 Vinstra</strong></p>
<p>Bakeriet ligger rundt 30 kilometer sør for Otta, like ved E6. Her bakes flatbrød, lefser, lomper og brød hver dag, og bakeributikken selger ferske varer fra tidlig morgen.</p>
<h2>Åpningstider</h2>
<table>
<thead>
<tr><th>Sted</th><th>Mandag–fredag</th><th>Lørdag</th><th>Søndag</th></tr>
</thead>
<tbody>
<tr><td>Hovedkontor og kundeservice, Otta</td><td>08.00–16.00</td><td>Stengt</td><td>Stengt</td></tr>
<tr><td>Gårdsbutikken ved meieriet, Lom</td><td>10.00–17.00</td><td>10.00–15.00</td><td>Stengt (20. juni–20. august: 11.00–16.00)</td></tr>
<tr><td>Bakeributikken, Vinstra</td><td>07.00–17.00</td><td>08.00–15.00</td><td>Stengt</td></tr>
</tbody>
</table>
<p>På helligdager er alle våre steder stengt. Avvikende åpningstider i høytidene blir kunngjort her og på <a href="/contact">kontaktsiden</a>.</p>`,
        en: `<h2>Head office, smokehouse and warehouse – Otta</h2>
<p><strong>Industriveien 14, 2670 Otta, Norway</strong></p>
<p>This is home to our administration, customer service, the smokehouse for salmon and cured meats, and the warehouse from which all orders are shipped. Otta station on the Dovre railway line is a short walk away. Phone +47 61 23 45 67, e-mail <a href="mailto:post@fjellgarden.example">post@fjellgarden.example</a>.</p>
<h2>The dairy – Lom</h2>
<p><strong>Meierivegen 3, 2686 Lom, Norway</strong></p>
<p>The dairy lies about 60 kilometres west of Otta along national road 15, close to the farms that supply our milk. In the farm shop you can buy cheese, butter and milk straight from production, and in summer we show visitors how brown cheese is made.</p>
<h2>The bakery – Vinstra</h2>
<p><strong>Kornvegen 5, 2640 Vinstra, Norway</strong></p>
<p>The bakery is around 30 kilometres south of Otta, right by the E6 highway. Flatbread, lefse, lompe and bread are baked here every day, and the bakery shop sells fresh goods from early morning.</p>
<h2>Opening hours</h2>
<table>
<thead>
<tr><th>Location</th><th>Monday–Friday</th><th>Saturday</th><th>Sunday</th></tr>
</thead>
<tbody>
<tr><td>Head office and customer service, Otta</td><td>08:00–16:00</td><td>Closed</td><td>Closed</td></tr>
<tr><td>Farm shop at the dairy, Lom</td><td>10:00–17:00</td><td>10:00–15:00</td><td>Closed (20 June–20 August: 11:00–16:00)</td></tr>
<tr><td>Bakery shop, Vinstra</td><td>07:00–17:00</td><td>08:00–15:00</td><td>Closed</td></tr>
</tbody>
</table>
<p>All our locations are closed on public holidays. Special opening hours during the holiday seasons are announced here and on our <a href="/contact">contact page</a>.</p>`,
        ar: `<h2>المقر الرئيسي والمدخنة والمستودع – أوتا</h2>
<p><strong>Industriveien 14, 2670 Otta، النرويج</strong></p>
<p>هنا تقع الإدارة وخدمة العملاء ومدخنة السلمون واللحوم المقددة، إضافة إلى المستودع الذي تُشحن منه جميع الطلبات. وتبعد محطة أوتا على خط سكة حديد دوفره مسافة قصيرة سيرًا على الأقدام. الهاتف \u2066+47 61 23 45 67\u2069، والبريد الإلكتروني <a href="mailto:post@fjellgarden.example">post@fjellgarden.example</a>.</p>
<h2>معمل الألبان – لوم</h2>
<p><strong>Meierivegen 3, 2686 Lom، النرويج</strong></p>
<p>يقع معمل الألبان على بعد نحو 60 كيلومترًا غرب أوتا على الطريق الوطني رقم 15، بالقرب من المزارع التي تزوّدنا بالحليب. ويمكنك في متجر المزرعة شراء الجبن والزبدة والحليب مباشرة من خط الإنتاج، وفي الصيف نعرض للزوار طريقة صنع الجبن البني.</p>
<h2>المخبز – فينسترا</h2>
<p><strong>Kornvegen 5, 2640 Vinstra، النرويج</strong></p>
<p>يقع المخبز على بعد نحو 30 كيلومترًا جنوب أوتا، بجوار الطريق السريع E6. يُخبز هنا كل يوم خبز فلاتبرود و«ليفسه» و«لومبه» وأنواع الخبز، ويبيع متجر المخبز المنتجات الطازجة منذ الصباح الباكر.</p>
<h2>مواعيد العمل</h2>
<table>
<thead>
<tr><th>الموقع</th><th>الاثنين–الجمعة</th><th>السبت</th><th>الأحد</th></tr>
</thead>
<tbody>
<tr><td>المقر الرئيسي وخدمة العملاء، أوتا</td><td>08:00–16:00</td><td>مغلق</td><td>مغلق</td></tr>
<tr><td>متجر المزرعة في معمل الألبان، لوم</td><td>10:00–17:00</td><td>10:00–15:00</td><td>مغلق (من 20 يونيو إلى 20 أغسطس: 11:00–16:00)</td></tr>
<tr><td>متجر المخبز، فينسترا</td><td>07:00–17:00</td><td>08:00–15:00</td><td>مغلق</td></tr>
</tbody>
</table>
<p>تُغلق جميع مواقعنا في أيام العطل الرسمية. ونعلن عن المواعيد الخاصة خلال مواسم الأعياد هنا وفي <a href="/contact">صفحة التواصل</a>.</p>`,
      },
    },
  ],

  resellers: [
    {
      key: "title",
      type: "text",
      value: { nb: "Forhandlere", en: "Resellers", ar: "الموزعون" },
    },
    {
      key: "intro",
      type: "text",
      value: {
        nb: "Vil du selge produktene våre i butikken din eller bruke dem på menyen? Vi leverer til dagligvarehandel, delikatesseforretninger, hoteller, restauranter og storhusholdninger i hele landet.",
        en: "Would you like to sell our products in your shop or use them on your menu? We supply grocery retailers, delicatessens, hotels, restaurants and catering kitchens across Norway.",
        ar: "هل ترغب في بيع منتجاتنا في متجرك أو استخدامها في قائمة طعامك؟ نورّد منتجاتنا إلى متاجر البقالة ومحلات الأطعمة الفاخرة والفنادق والمطاعم ومطابخ الإعاشة في جميع أنحاء النرويج.",
      },
    },
    {
      key: "body",
      type: "html",
      value: {
        nb: `<h2>Hvem vi leverer til</h2>
<ul>
<li>Dagligvarebutikker og nærbutikker som ønsker lokale kvalitetsvarer</li>
<li>Delikatesseforretninger, gårdsbutikker og turistbutikker</li>
<li>Hoteller, restauranter, kafeer og fjellstuer</li>
<li>Kantiner, skoler, sykehjem og andre storhusholdninger</li>
</ul>
<h2>Slik blir du forhandler</h2>
<ol>
<li>Trykk <strong>«Legg til i tilbud»</strong> på produktsidene til varene du er interessert i, og send forespørselen fra <a href="/quote-checkout">tilbudslisten</a>, eller send en e-post til <a href="mailto:post@fjellgarden.example">post@fjellgarden.example</a> med organisasjonsnummer og forventet volum.</li>
<li>Vi sender deg et tilbud med priser per kolli innen to virkedager.</li>
<li>Når tilbudet er akseptert og kredittvurderingen godkjent, oppretter vi en kundekonto med fakturahandel.</li>
</ol>
<h2>Betingelser</h2>
<ul>
<li>Prisintervallene i nettbutikken er veiledende engrospriser per kolli, eksklusive merverdiavgift.</li>
<li>Minste bestilling er ett kolli per produkt.</li>
<li>Fri levering i Innlandet ved bestillinger over 3 000 kroner eksklusive mva.</li>
<li>Egne kjølebiler kjører i Gudbrandsdalen og til Lillehammer to ganger i uken; resten av landet nås med kjøletransport på ett til tre virkedager.</li>
<li>Betalingsfrist er 14 dager fra fakturadato.</li>
</ul>
<h2>Produktdata og markedsføring</h2>
<p>Alle forhandlere får produktark med ingredienser, allergener, næringsinnhold, strekkoder og bilder. Vi stiller gjerne opp med smaksprøver og demonstrasjoner i butikken, og vi har hyllekort og plakater som forteller historien bak produktene.</p>
<p>Har du spørsmål om samarbeid, kan du ringe oss på +47 61 23 45 67 eller lese mer på <a href="/contact">kontaktsiden</a>.</p>`,
        en: `<h2>Who we supply</h2>
<ul>
<li>Supermarkets and convenience stores looking for quality local products</li>
<li>Delicatessens, farm shops and tourist shops</li>
<li>Hotels, restaurants, cafés and mountain lodges</li>
<li>Canteens, schools, care homes and other catering kitchens</li>
</ul>
<h2>How to become a reseller</h2>
<ol>
<li>Press <strong>“Add to quote”</strong> on the product pages of the products you are interested in and send the request from your <a href="/quote-checkout">quote list</a>, or send an e-mail to <a href="mailto:post@fjellgarden.example">post@fjellgarden.example</a> with your organisation number and expected volumes.</li>
<li>We will send you a quote with prices per case within two working days.</li>
<li>Once the quote is accepted and your credit check has been approved, we set up a customer account with invoice terms.</li>
</ol>
<h2>Terms</h2>
<ul>
<li>The price ranges in the online shop are indicative wholesale prices per case, excluding VAT.</li>
<li>The minimum order is one case per product.</li>
<li>Free delivery within Innlandet county for orders over NOK 3,000 excluding VAT.</li>
<li>Our own refrigerated vans serve Gudbrandsdalen and Lillehammer twice a week; the rest of the country is reached by chilled transport within one to three working days.</li>
<li>Payment terms are 14 days from the invoice date.</li>
</ul>
<h2>Product data and marketing</h2>
<p>All resellers receive product sheets with ingredients, allergens, nutritional information, barcodes and images. We are happy to provide tastings and in-store demonstrations, and we have shelf cards and posters that tell the story behind our products.</p>
<p>If you have questions about working with us, call us on +47 61 23 45 67 or read more on our <a href="/contact">contact page</a>.</p>`,
        ar: `<h2>لمن نورّد منتجاتنا</h2>
<ul>
<li>المتاجر الكبرى ومتاجر الأحياء التي تبحث عن منتجات محلية عالية الجودة</li>
<li>محلات الأطعمة الفاخرة ومتاجر المزارع والمتاجر السياحية</li>
<li>الفنادق والمطاعم والمقاهي والنُّزُل الجبلية</li>
<li>المقاصف والمدارس ودور الرعاية وسائر مطابخ الإعاشة</li>
</ul>
<h2>كيف تصبح موزعًا لمنتجاتنا</h2>
<ol>
<li>اضغط <strong>«أضف إلى عرض السعر»</strong> في صفحات المنتجات التي تهمك وأرسل الطلب من <a href="/quote-checkout">قائمة عرض السعر</a>، أو أرسل رسالة إلى <a href="mailto:post@fjellgarden.example">post@fjellgarden.example</a> تتضمن رقم تسجيل منشأتك والكميات المتوقعة.</li>
<li>نرسل إليك عرض سعر بالأسعار لكل صندوق خلال يومي عمل.</li>
<li>بعد قبول العرض والموافقة على تقييم الجدارة الائتمانية، ننشئ لك حساب عميل يتيح الشراء بالفاتورة.</li>
</ol>
<h2>الشروط</h2>
<ul>
<li>نطاقات الأسعار المعروضة في المتجر الإلكتروني هي أسعار جملة استرشادية لكل صندوق، غير شاملة ضريبة القيمة المضافة.</li>
<li>الحد الأدنى للطلب صندوق واحد من كل منتج.</li>
<li>التوصيل مجاني داخل مقاطعة إنلانديت للطلبات التي تزيد على 3,000 كرونة نرويجية من دون ضريبة القيمة المضافة.</li>
<li>تخدم شاحناتنا المبردة وادي غودبراندسدال ومدينة ليلهامر مرتين في الأسبوع، ونصل إلى باقي أنحاء البلاد عبر النقل المبرد خلال يوم إلى ثلاثة أيام عمل.</li>
<li>مهلة السداد 14 يومًا من تاريخ الفاتورة.</li>
</ul>
<h2>بيانات المنتجات والتسويق</h2>
<p>يحصل جميع الموزعين على بطاقات منتجات تتضمن المكونات ومسببات الحساسية والقيم الغذائية والرموز الشريطية والصور. ويسعدنا تنظيم جلسات تذوق وعروض توضيحية داخل المتاجر، كما نوفر بطاقات للرفوف وملصقات تروي قصة منتجاتنا.</p>
<p>إن كانت لديك أسئلة حول التعاون معنا، فاتصل بنا على الرقم \u2066+47 61 23 45 67\u2069 أو اقرأ المزيد في <a href="/contact">صفحة التواصل</a>.</p>`,
      },
    },
  ],

  contact: [
    {
      key: "title",
      type: "text",
      value: { nb: "Kontakt oss", en: "Contact Us", ar: "تواصل معنا" },
    },
    {
      key: "intro",
      type: "text",
      value: {
        nb: "Vi hjelper deg gjerne med spørsmål om bestillinger, produkter og samarbeid. Ring, send e-post eller kom innom oss i Otta.",
        en: "We are happy to help with questions about orders, products and partnerships. Call, send us an e-mail or drop by our office in Otta.",
        ar: "يسعدنا الرد على استفساراتك حول الطلبات والمنتجات وفرص التعاون. اتصل بنا أو راسلنا عبر البريد الإلكتروني أو زرنا في مكتبنا في أوتا.",
      },
    },
    {
      key: "body",
      type: "html",
      value: {
        nb: `<h2>Kontaktinformasjon</h2>
<ul>
<li><strong>Fjellgården Mat AS</strong></li>
<li>Besøks- og postadresse: Industriveien 14, 2670 Otta</li>
<li>Telefon: +47 61 23 45 67</li>
<li>E-post: <a href="mailto:post@fjellgarden.example">post@fjellgarden.example</a></li>
<li>Organisasjonsnummer: 987 654 321 MVA</li>
</ul>
<h2>Kundeservice</h2>
<p>Kundeservice har åpent <strong>mandag til fredag kl. 08.00–16.00</strong>. Vi svarer på e-post innen én virkedag, og ofte raskere. Oppgi gjerne ordrenummeret ditt hvis henvendelsen gjelder en bestilling.</p>
<h2>Hva gjelder henvendelsen?</h2>
<ul>
<li>Spørsmål om bestilling, levering eller reklamasjon: se <a href="/support">kundeservice</a>.</li>
<li>Innkjøp for butikk, hotell eller restaurant: se <a href="/resellers">forhandlere</a>.</li>
<li>Besøk i gårdsbutikken eller bakeributikken: se <a href="/locations">våre steder</a>.</li>
<li>Spørsmål om personopplysninger: se <a href="/privacy">personvernerklæringen</a>.</li>
</ul>
<h2>Presse</h2>
<p>Journalister kan kontakte daglig leder Kari Haugen på <a href="mailto:post@fjellgarden.example">post@fjellgarden.example</a>. Merk e-posten med «Presse», så svarer vi så raskt vi kan.</p>`,
        en: `<h2>Contact details</h2>
<ul>
<li><strong>Fjellgården Mat AS</strong></li>
<li>Visiting and postal address: Industriveien 14, 2670 Otta, Norway</li>
<li>Phone: +47 61 23 45 67</li>
<li>E-mail: <a href="mailto:post@fjellgarden.example">post@fjellgarden.example</a></li>
<li>Organisation number: 987 654 321 MVA</li>
</ul>
<h2>Customer service</h2>
<p>Our customer service is open <strong>Monday to Friday, 08:00–16:00</strong>. We answer e-mails within one working day, often sooner. Please include your order number if your enquiry concerns an order.</p>
<h2>What is your enquiry about?</h2>
<ul>
<li>Questions about an order, delivery or a complaint: see <a href="/support">customer support</a>.</li>
<li>Purchasing for a shop, hotel or restaurant: see <a href="/resellers">resellers</a>.</li>
<li>Visiting our farm shop or bakery shop: see <a href="/locations">locations</a>.</li>
<li>Questions about personal data: see our <a href="/privacy">privacy policy</a>.</li>
</ul>
<h2>Press</h2>
<p>Journalists can contact our managing director, Kari Haugen, at <a href="mailto:post@fjellgarden.example">post@fjellgarden.example</a>. Mark your e-mail “Press” and we will reply as quickly as we can.</p>`,
        ar: `<h2>بيانات التواصل</h2>
<ul>
<li><strong>Fjellgården Mat AS</strong></li>
<li>عنوان الزيارة والمراسلة: Industriveien 14, 2670 Otta، النرويج</li>
<li>الهاتف: \u2066+47 61 23 45 67\u2069</li>
<li>البريد الإلكتروني: <a href="mailto:post@fjellgarden.example">post@fjellgarden.example</a></li>
<li>رقم تسجيل الشركة: \u2066987 654 321 MVA\u2069</li>
</ul>
<h2>خدمة العملاء</h2>
<p>تعمل خدمة العملاء <strong>من الاثنين إلى الجمعة، من الساعة 08:00 إلى 16:00</strong>. نرد على رسائل البريد الإلكتروني خلال يوم عمل واحد، وغالبًا قبل ذلك. يُرجى ذكر رقم الطلب إذا كان استفسارك يتعلق بطلب معين.</p>
<h2>بماذا يتعلق استفسارك؟</h2>
<ul>
<li>أسئلة عن طلب أو توصيل أو شكوى: راجع صفحة <a href="/support">دعم العملاء</a>.</li>
<li>الشراء لمتجر أو فندق أو مطعم: راجع صفحة <a href="/resellers">الموزعين</a>.</li>
<li>زيارة متجر المزرعة أو متجر المخبز: راجع صفحة <a href="/locations">مواقعنا</a>.</li>
<li>أسئلة عن البيانات الشخصية: راجع <a href="/privacy">سياسة الخصوصية</a>.</li>
</ul>
<h2>الصحافة</h2>
<p>يمكن للصحفيين التواصل مع المديرة العامة كاري هاوغن عبر <a href="mailto:post@fjellgarden.example">post@fjellgarden.example</a>. يُرجى كتابة «صحافة» في عنوان الرسالة، وسنرد بأسرع ما يمكن.</p>`,
      },
    },
  ],

  support: [
    {
      key: "title",
      type: "text",
      value: { nb: "Kundeservice", en: "Customer Support", ar: "دعم العملاء" },
    },
    {
      key: "intro",
      type: "text",
      value: {
        nb: "Trenger du hjelp med en bestilling? Her finner du det du trenger å vite om endringer, levering og reklamasjon.",
        en: "Need help with an order? Here you will find what you need to know about changes, delivery and complaints.",
        ar: "هل تحتاج إلى مساعدة بشأن طلبك؟ ستجد هنا كل ما تحتاج إلى معرفته عن تعديل الطلبات والتوصيل والشكاوى.",
      },
    },
    {
      key: "body",
      type: "html",
      value: {
        nb: `<h2>Endre eller avbestille en bestilling</h2>
<p>Bestillinger kan endres eller avbestilles fram til de er pakket. Kontakt oss så raskt som mulig, helst før kl. 12.00 på virkedagen etter at du bestilte. Bestillinger som allerede er sendt, kan ikke endres.</p>
<h2>Levering og mottak</h2>
<p>Når pakken er sendt, får du en e-post med sporingslenke. Er du ikke hjemme, blir pakken levert til nærmeste hentested. Kjølevarer bør hentes samme dag og settes i kjøleskapet med en gang; kjøleelementene holder varene kalde i inntil 48 timer.</p>
<h2>Er det noe galt med varen?</h2>
<p>Vi er lei oss hvis noe ikke er som det skal. Slik går du fram:</p>
<ol>
<li>Ta bilde av varen, emballasjen og datomerkingen.</li>
<li>Send bildene til <a href="mailto:post@fjellgarden.example">post@fjellgarden.example</a> sammen med ordrenummeret og en kort beskrivelse av feilen. For ferskvarer ber vi deg melde fra samme dag eller dagen etter at du oppdaget feilen.</li>
<li>Vi sender en ny vare, gir prisavslag eller refunderer beløpet – uten kostnad for deg.</li>
</ol>
<p>Dine rettigheter etter forbrukerkjøpsloven og angrerettloven er beskrevet i <a href="/terms">salgsvilkårene</a>.</p>
<h2>Kontakt kundeservice</h2>
<p>Vi har åpent mandag til fredag kl. 08.00–16.00 på telefon +47 61 23 45 67 og svarer på e-post innen én virkedag. Svar på mange vanlige spørsmål finner du også under <a href="/faq">ofte stilte spørsmål</a>.</p>`,
        en: `<h2>Changing or cancelling an order</h2>
<p>Orders can be changed or cancelled until they have been packed. Please contact us as soon as possible, ideally before 12:00 on the working day after you placed the order. Orders that have already been dispatched cannot be changed.</p>
<h2>Delivery and receipt</h2>
<p>When your parcel has been dispatched, you will receive an e-mail with a tracking link. If you are not at home, the parcel will be delivered to the nearest pick-up point. Chilled goods should be collected the same day and put in the fridge straight away; the ice packs keep the goods cold for up to 48 hours.</p>
<h2>Is something wrong with your item?</h2>
<p>We are sorry if something is not as it should be. This is what to do:</p>
<ol>
<li>Take a photo of the item, the packaging and the date label.</li>
<li>Send the photos to <a href="mailto:post@fjellgarden.example">post@fjellgarden.example</a> together with your order number and a short description of the problem. For fresh goods, please let us know on the same day or the day after you discovered the problem.</li>
<li>We will send a replacement, give you a price reduction or refund the amount – at no cost to you.</li>
</ol>
<p>Your rights under the Norwegian Consumer Purchases Act and the Right of Withdrawal Act are described in our <a href="/terms">terms of service</a>.</p>
<h2>Contact customer service</h2>
<p>We are available Monday to Friday, 08:00–16:00, on +47 61 23 45 67, and we answer e-mails within one working day. You will also find answers to many common questions in our <a href="/faq">frequently asked questions</a>.</p>`,
        ar: `<h2>تعديل الطلب أو إلغاؤه</h2>
<p>يمكن تعديل الطلبات أو إلغاؤها ما دامت لم تُغلَّف بعد. يُرجى التواصل معنا في أسرع وقت ممكن، ويُفضّل قبل الساعة 12:00 من يوم العمل التالي لتقديم الطلب. ولا يمكن تعديل الطلبات التي شُحنت بالفعل.</p>
<h2>التوصيل والاستلام</h2>
<p>عند شحن طردك ستصلك رسالة بريد إلكتروني تتضمن رابط التتبع. وإن لم تكن في المنزل، يُسلَّم الطرد إلى أقرب نقطة استلام. ينبغي استلام المنتجات المبردة في اليوم نفسه ووضعها في الثلاجة فورًا، إذ تحافظ أكياس التبريد على برودتها لمدة تصل إلى 48 ساعة.</p>
<h2>هل في المنتج عيب؟</h2>
<p>نأسف إن لم يكن كل شيء على ما يرام. إليك الخطوات المتبعة:</p>
<ol>
<li>التقط صورة للمنتج والعبوة وتاريخ الصلاحية.</li>
<li>أرسل الصور إلى <a href="mailto:post@fjellgarden.example">post@fjellgarden.example</a> مع رقم الطلب ووصف موجز للمشكلة. وبالنسبة إلى المنتجات الطازجة، نرجو إبلاغنا في اليوم نفسه أو في اليوم التالي لاكتشاف المشكلة.</li>
<li>سنرسل إليك منتجًا بديلًا، أو نمنحك تخفيضًا في السعر، أو نعيد إليك المبلغ، دون أي تكلفة عليك.</li>
</ol>
<p>حقوقك بموجب قانون البيع للمستهلك (forbrukerkjøpsloven) وقانون حق العدول (angrerettloven) موضحة في <a href="/terms">شروط الخدمة</a>.</p>
<h2>التواصل مع خدمة العملاء</h2>
<p>نعمل من الاثنين إلى الجمعة، من الساعة 08:00 إلى 16:00، على الهاتف \u2066+47 61 23 45 67\u2069، ونرد على رسائل البريد الإلكتروني خلال يوم عمل واحد. كما تجد إجابات عن كثير من الأسئلة المعتادة في صفحة <a href="/faq">الأسئلة الشائعة</a>.</p>`,
      },
    },
  ],

  quality: [
    {
      key: "title",
      type: "text",
      value: { nb: "Kvalitetssikring", en: "Quality Assurance", ar: "ضمان الجودة" },
    },
    {
      key: "intro",
      type: "text",
      value: {
        nb: "Trygg mat er en forutsetning for alt vi gjør. Her kan du lese hvordan vi sikrer kvaliteten hele veien fra gården til kjøleskapet ditt.",
        en: "Safe food is the foundation of everything we do. Here you can read how we assure quality all the way from the farm to your fridge.",
        ar: "سلامة الغذاء أساس كل ما نقوم به. يمكنك هنا أن تقرأ كيف نضمن الجودة في كل مرحلة، من المزرعة حتى ثلاجتك.",
      },
    },
    {
      key: "body",
      type: "html",
      value: {
        nb: `<h2>Kontroll fra første liter</h2>
<p>Melken fra hver gård blir prøvetatt ved hver henting og testet for rester av antibiotika før den tas inn på meieriet. Vi måler også fettinnhold, protein og bakterietall, og temperaturen logges fra gårdstanken til ferdig produkt.</p>
<h2>HACCP og internkontroll</h2>
<p>Alle tre anleggene våre har et internkontrollsystem basert på HACCP-prinsippene. Kritiske styringspunkter – som pasteuriseringstemperatur, kjølekjede, røyking og metalldeteksjon i bakeriet – overvåkes kontinuerlig og dokumenteres. Mattilsynet fører jevnlig tilsyn med virksomheten vår.</p>
<h2>Økologisk sertifisering</h2>
<p>Det økologiske sortimentet er sertifisert av <strong>Debio</strong>, som kontrollerer både gårdene og produksjonen vår minst én gang i året. Økologiske råvarer lagres og produseres adskilt fra konvensjonelle, og linjene rengjøres grundig mellom hver omstilling.</p>
<h2>Sporbarhet og merking</h2>
<ul>
<li>Hver pakning har et batchnummer som lar oss spore varen tilbake til produksjonsdag og råvareleverandør.</li>
<li>Vi gjennomfører en tilbaketrekkingsøvelse hvert år.</li>
<li>Merkingen følger matinformasjonsforskriften, med allergener uthevet i ingredienslisten.</li>
</ul>
<h2>Vi vil høre fra deg</h2>
<p>Opplever du et avvik, vil vi gjerne vite det. Kontakt <a href="/support">kundeservice</a> eller skriv til <a href="mailto:post@fjellgarden.example">post@fjellgarden.example</a>, så følger kvalitetsavdelingen opp saken.</p>`,
        en: `<h2>Checks from the very first litre</h2>
<p>Milk from every farm is sampled at each collection and tested for antibiotic residues before it is accepted into the dairy. We also measure fat, protein and bacterial counts, and the temperature is logged all the way from the farm tank to the finished product.</p>
<h2>HACCP and internal control</h2>
<p>All three of our sites operate an internal control system based on HACCP principles. Critical control points – such as pasteurisation temperature, the cold chain, smoking and metal detection in the bakery – are monitored continuously and documented. The Norwegian Food Safety Authority (Mattilsynet) inspects our operations regularly.</p>
<h2>Organic certification</h2>
<p>Our organic range is certified by <strong>Debio</strong>, which inspects both the farms and our production at least once a year. Organic ingredients are stored and processed separately from conventional ones, and the lines are cleaned thoroughly at every changeover.</p>
<h2>Traceability and labelling</h2>
<ul>
<li>Every pack carries a batch number that lets us trace it back to the production day and the supplier of the raw materials.</li>
<li>We carry out a product recall exercise every year.</li>
<li>Our labelling follows the Norwegian food information regulations, with allergens highlighted in the ingredient list.</li>
</ul>
<h2>We want to hear from you</h2>
<p>If you notice anything wrong, we want to know. Contact <a href="/support">customer support</a> or write to <a href="mailto:post@fjellgarden.example">post@fjellgarden.example</a>, and our quality department will follow up.</p>`,
        ar: `<h2>رقابة منذ اللتر الأول</h2>
<p>تُؤخذ عينة من حليب كل مزرعة عند كل عملية جمع، وتُفحص بحثًا عن بقايا المضادات الحيوية قبل قبولها في معمل الألبان. كما نقيس نسبة الدهون والبروتين وعدد البكتيريا، وتُسجَّل درجة الحرارة بدءًا من خزان المزرعة حتى المنتج النهائي.</p>
<h2>نظام HACCP والرقابة الداخلية</h2>
<p>تطبّق مواقعنا الثلاثة كلها نظامًا للرقابة الداخلية قائمًا على مبادئ تحليل المخاطر ونقاط التحكم الحرجة (HACCP). وتخضع نقاط التحكم الحرجة، مثل درجة حرارة البسترة وسلسلة التبريد والتدخين والكشف عن المعادن في المخبز، للمراقبة المستمرة والتوثيق. كما تجري هيئة سلامة الأغذية النرويجية (Mattilsynet) عمليات تفتيش منتظمة على منشآتنا.</p>
<h2>الاعتماد العضوي</h2>
<p>تشكيلتنا العضوية معتمدة من هيئة <strong>ديبيو (Debio)</strong>، التي تفتش على المزارع وعلى إنتاجنا مرة واحدة في السنة على الأقل. وتُخزَّن المكونات العضوية وتُصنَّع بمعزل عن المكونات التقليدية، وتُنظَّف خطوط الإنتاج جيدًا عند كل تحويل بينها.</p>
<h2>التتبع ووضع البيانات على العبوات</h2>
<ul>
<li>تحمل كل عبوة رقم دفعة يتيح لنا تتبعها حتى يوم الإنتاج ومورّد المواد الخام.</li>
<li>نُجري كل عام تمرينًا على سحب المنتجات من الأسواق.</li>
<li>تتوافق بيانات العبوات مع اللوائح النرويجية الخاصة بمعلومات الأغذية، مع إبراز مسببات الحساسية في قائمة المكونات.</li>
</ul>
<h2>نريد أن نسمع منك</h2>
<p>إن لاحظت أي خلل، فنحن نريد أن نعرف. تواصل مع <a href="/support">دعم العملاء</a> أو راسلنا على <a href="mailto:post@fjellgarden.example">post@fjellgarden.example</a>، وسيتابع قسم الجودة لدينا الأمر.</p>`,
      },
    },
  ],

  privacy: [
    {
      key: "title",
      type: "text",
      value: { nb: "Personvernerklæring", en: "Privacy Policy", ar: "سياسة الخصوصية" },
    },
    {
      key: "intro",
      type: "text",
      value: {
        nb: "Denne erklæringen forklarer hvordan Fjellgården Mat AS samler inn og bruker personopplysninger når du handler hos oss eller besøker nettstedet vårt.",
        en: "This policy explains how Fjellgården Mat AS collects and uses personal data when you shop with us or visit our website.",
        ar: "توضح هذه السياسة كيف تجمع شركة Fjellgården Mat AS البيانات الشخصية وتستخدمها عندما تتسوق لدينا أو تزور موقعنا الإلكتروني.",
      },
    },
    {
      key: "body",
      type: "html",
      value: {
        nb: `<h2>Behandlingsansvarlig</h2>
<p>Fjellgården Mat AS (org.nr. 987 654 321), Industriveien 14, 2670 Otta, er behandlingsansvarlig for personopplysningene som beskrives her. Vi behandler opplysningene i tråd med personopplysningsloven og EUs personvernforordning (GDPR). Spørsmål kan sendes til <a href="mailto:post@fjellgarden.example">post@fjellgarden.example</a>.</p>
<h2>Hvilke opplysninger vi behandler, og hvorfor</h2>
<table>
<thead>
<tr><th>Formål</th><th>Opplysninger</th><th>Rettslig grunnlag</th><th>Lagringstid</th></tr>
</thead>
<tbody>
<tr><td>Gjennomføre og levere bestillinger</td><td>Navn, adresse, telefon, e-post, ordreinnhold</td><td>Avtale (GDPR art. 6 nr. 1 bokstav b)</td><td>Så lenge det er nødvendig for å oppfylle kjøpet og håndtere eventuelle reklamasjoner</td></tr>
<tr><td>Regnskap og bokføring</td><td>Ordre- og betalingsopplysninger</td><td>Rettslig forpliktelse etter bokføringsloven (art. 6 nr. 1 bokstav c)</td><td>Fem år etter regnskapsårets slutt</td></tr>
<tr><td>Kundekonto</td><td>Navn, e-post, adresser, ordrehistorikk</td><td>Avtale (art. 6 nr. 1 bokstav b)</td><td>Til du sletter kontoen, eller etter tre år uten aktivitet</td></tr>
<tr><td>Tilbudsforespørsler fra bedrifter</td><td>Kontaktperson, firmanavn, e-post, telefon</td><td>Berettiget interesse (art. 6 nr. 1 bokstav f)</td><td>Inntil to år etter siste kontakt</td></tr>
<tr><td>Sikker drift av nettstedet</td><td>IP-adresse og tekniske logger</td><td>Berettiget interesse (art. 6 nr. 1 bokstav f)</td><td>90 dager</td></tr>
</tbody>
</table>
<h2>Hvem vi deler opplysninger med</h2>
<p>Vi selger aldri personopplysninger. Vi bruker leverandører som behandler opplysninger på våre vegne, blant annet for drift av nettbutikken, utsending av e-post og frakt, og vi har databehandleravtaler med alle disse. Opplysningene lagres innenfor EØS. Dersom en leverandør likevel må overføre opplysninger ut av EØS, skjer det bare med et gyldig overføringsgrunnlag, for eksempel EU-kommisjonens standardkontraktsbestemmelser.</p>
<h2>Dine rettigheter</h2>
<ul>
<li>Rett til innsyn i opplysningene vi har om deg</li>
<li>Rett til å få uriktige opplysninger rettet</li>
<li>Rett til sletting og til begrenset behandling</li>
<li>Rett til dataportabilitet</li>
<li>Rett til å protestere mot behandling basert på berettiget interesse</li>
<li>Rett til når som helst å trekke tilbake et samtykke</li>
</ul>
<p>Vi svarer på henvendelser innen én måned. Mener du at vi behandler opplysningene dine i strid med regelverket, kan du klage til Datatilsynet.</p>
<h2>Informasjonskapsler</h2>
<p>Nettstedet bruker informasjonskapsler. Hvilke vi bruker og hvordan du styrer dem, står i <a href="/cookies">erklæringen om informasjonskapsler</a>.</p>
<h2>Endringer</h2>
<p>Vi oppdaterer denne erklæringen når vi endrer hvordan vi behandler personopplysninger. Vesentlige endringer varsler vi om på nettstedet, og til registrerte kunder også på e-post.</p>`,
        en: `<h2>Data controller</h2>
<p>Fjellgården Mat AS (organisation no. 987 654 321), Industriveien 14, 2670 Otta, Norway, is the controller of the personal data described here. We process personal data in accordance with the Norwegian Personal Data Act (personopplysningsloven) and the EU General Data Protection Regulation (GDPR). Questions can be sent to <a href="mailto:post@fjellgarden.example">post@fjellgarden.example</a>.</p>
<h2>What data we process, and why</h2>
<table>
<thead>
<tr><th>Purpose</th><th>Data</th><th>Legal basis</th><th>Retention</th></tr>
</thead>
<tbody>
<tr><td>Processing and delivering orders</td><td>Name, address, phone, e-mail, order contents</td><td>Contract (GDPR Art. 6(1)(b))</td><td>As long as necessary to fulfil the purchase and handle any complaints</td></tr>
<tr><td>Accounting and bookkeeping</td><td>Order and payment details</td><td>Legal obligation under the Norwegian Bookkeeping Act (Art. 6(1)(c))</td><td>Five years after the end of the financial year</td></tr>
<tr><td>Customer account</td><td>Name, e-mail, addresses, order history</td><td>Contract (Art. 6(1)(b))</td><td>Until you delete the account, or after three years of inactivity</td></tr>
<tr><td>Quote requests from businesses</td><td>Contact person, company name, e-mail, phone</td><td>Legitimate interest (Art. 6(1)(f))</td><td>Up to two years after the last contact</td></tr>
<tr><td>Secure operation of the website</td><td>IP address and technical logs</td><td>Legitimate interest (Art. 6(1)(f))</td><td>90 days</td></tr>
</tbody>
</table>
<h2>Who we share data with</h2>
<p>We never sell personal data. We use suppliers that process data on our behalf, for example to run the online shop, send e-mails and deliver parcels, and we have data processing agreements with all of them. Data is stored within the EEA. If a supplier nevertheless needs to transfer data outside the EEA, this only happens on a valid legal basis, such as the European Commission’s standard contractual clauses.</p>
<h2>Your rights</h2>
<ul>
<li>The right to access the data we hold about you</li>
<li>The right to have inaccurate data corrected</li>
<li>The right to erasure and to restriction of processing</li>
<li>The right to data portability</li>
<li>The right to object to processing based on legitimate interest</li>
<li>The right to withdraw your consent at any time</li>
</ul>
<p>We respond to requests within one month. If you believe we are processing your data unlawfully, you can complain to the Norwegian Data Protection Authority (Datatilsynet).</p>
<h2>Cookies</h2>
<p>Our website uses cookies. Which ones we use and how you can manage them is described in our <a href="/cookies">cookie policy</a>.</p>
<h2>Changes</h2>
<p>We update this policy whenever we change how we process personal data. We announce significant changes on the website and, for registered customers, by e-mail.</p>`,
        ar: `<h2>الجهة المسؤولة عن معالجة البيانات</h2>
<p>شركة Fjellgården Mat AS (رقم التسجيل \u2066987 654 321\u2069)، وعنوانها Industriveien 14, 2670 Otta، النرويج، هي الجهة المسؤولة عن البيانات الشخصية المذكورة هنا. ونعالج البيانات الشخصية وفقًا لقانون البيانات الشخصية النرويجي (personopplysningsloven) واللائحة العامة لحماية البيانات في الاتحاد الأوروبي (GDPR). يمكن إرسال الأسئلة إلى <a href="mailto:post@fjellgarden.example">post@fjellgarden.example</a>.</p>
<h2>البيانات التي نعالجها وأسباب ذلك</h2>
<table>
<thead>
<tr><th>الغرض</th><th>البيانات</th><th>الأساس القانوني</th><th>مدة الاحتفاظ</th></tr>
</thead>
<tbody>
<tr><td>تنفيذ الطلبات وتوصيلها</td><td>الاسم والعنوان والهاتف والبريد الإلكتروني ومحتوى الطلب</td><td>العقد (المادة 6(1)(ب) من اللائحة العامة لحماية البيانات)</td><td>طالما كان ذلك ضروريًا لإتمام عملية الشراء ومعالجة أي شكاوى</td></tr>
<tr><td>المحاسبة ومسك الدفاتر</td><td>بيانات الطلب والدفع</td><td>التزام قانوني بموجب قانون مسك الدفاتر النرويجي (المادة 6(1)(ج))</td><td>خمس سنوات بعد نهاية السنة المالية</td></tr>
<tr><td>حساب العميل</td><td>الاسم والبريد الإلكتروني والعناوين وسجل الطلبات</td><td>العقد (المادة 6(1)(ب))</td><td>حتى تحذف الحساب، أو بعد ثلاث سنوات من عدم النشاط</td></tr>
<tr><td>طلبات عروض الأسعار من الشركات</td><td>اسم الشخص المسؤول واسم الشركة والبريد الإلكتروني والهاتف</td><td>المصلحة المشروعة (المادة 6(1)(و))</td><td>حتى سنتين بعد آخر تواصل</td></tr>
<tr><td>التشغيل الآمن للموقع</td><td>عنوان IP والسجلات التقنية</td><td>المصلحة المشروعة (المادة 6(1)(و))</td><td>90 يومًا</td></tr>
</tbody>
</table>
<h2>الجهات التي نشارك معها البيانات</h2>
<p>لا نبيع البيانات الشخصية أبدًا. نستعين بموردين يعالجون البيانات نيابة عنا، مثل تشغيل المتجر الإلكتروني وإرسال رسائل البريد الإلكتروني وشحن الطرود، وقد أبرمنا اتفاقيات معالجة بيانات معهم جميعًا. تُخزَّن البيانات داخل المنطقة الاقتصادية الأوروبية، وإذا اضطر أحد الموردين إلى نقل بيانات خارجها، فلا يتم ذلك إلا على أساس قانوني صحيح، مثل البنود التعاقدية القياسية الصادرة عن المفوضية الأوروبية.</p>
<h2>حقوقك</h2>
<ul>
<li>الحق في الاطلاع على البيانات التي نحتفظ بها عنك</li>
<li>الحق في تصحيح البيانات غير الدقيقة</li>
<li>الحق في محو البيانات وفي تقييد معالجتها</li>
<li>الحق في نقل البيانات</li>
<li>الحق في الاعتراض على المعالجة القائمة على المصلحة المشروعة</li>
<li>الحق في سحب موافقتك في أي وقت</li>
</ul>
<p>نرد على الطلبات خلال شهر واحد. وإذا رأيت أننا نعالج بياناتك بما يخالف القانون، فيحق لك تقديم شكوى إلى هيئة حماية البيانات النرويجية (Datatilsynet).</p>
<h2>ملفات تعريف الارتباط</h2>
<p>يستخدم موقعنا ملفات تعريف الارتباط. وتجد في <a href="/cookies">سياسة ملفات تعريف الارتباط</a> بيان الملفات التي نستخدمها وكيفية التحكم فيها.</p>
<h2>التعديلات</h2>
<p>نحدّث هذه السياسة كلما غيّرنا طريقة معالجتنا للبيانات الشخصية. ونعلن عن التغييرات الجوهرية على الموقع، ونبلغ بها العملاء المسجلين عبر البريد الإلكتروني أيضًا.</p>`,
      },
    },
  ],

  terms: [
    {
      key: "title",
      type: "text",
      value: { nb: "Salgsvilkår", en: "Terms of Service", ar: "شروط الخدمة" },
    },
    {
      key: "intro",
      type: "text",
      value: {
        nb: "Disse vilkårene gjelder for kjøp i nettbutikken til Fjellgården Mat AS. Som forbruker har du i tillegg rettighetene i forbrukerkjøpsloven og angrerettloven, og vilkårene begrenser ikke disse.",
        en: "These terms apply to purchases in the Fjellgården Mat AS online shop. As a consumer you also have the rights set out in the Norwegian Consumer Purchases Act and the Right of Withdrawal Act, and these terms do not limit them.",
        ar: "تسري هذه الشروط على عمليات الشراء من المتجر الإلكتروني لشركة Fjellgården Mat AS. وبصفتك مستهلكًا تتمتع أيضًا بالحقوق المنصوص عليها في قانون البيع للمستهلك وقانون حق العدول النرويجيين، ولا تقيّد هذه الشروط تلك الحقوق.",
      },
    },
    {
      key: "body",
      type: "html",
      value: {
        nb: `<h2>Avtalen og partene</h2>
<p>Selger er Fjellgården Mat AS, org.nr. 987 654 321, Industriveien 14, 2670 Otta, e-post <a href="mailto:post@fjellgarden.example">post@fjellgarden.example</a>, telefon +47 61 23 45 67. Kjøper er den som legger inn bestillingen og må være minst 18 år. Avtalen er inngått når du mottar ordrebekreftelsen på e-post. For bedriftskunder gjelder kjøpsloven og de betingelsene som står i tilbudet.</p>
<h2>Priser, betaling og frakt</h2>
<p>Alle priser i nettbutikken er oppgitt i norske kroner inklusive merverdiavgift: 15 % for mat og drikke og 25 % for andre varer. Fraktkostnaden vises i kassen før du bekrefter bestillingen. Du kan betale med faktura med 14 dagers betalingsfrist, eller betale ved henting hvis du henter bestillingen selv.</p>
<h2>Levering</h2>
<p>Vi leverer til adresser i Fastlands-Norge, normalt innen ett til tre virkedager. Kjølevarer sendes mandag til onsdag i isolert emballasje. Risikoen for varene går over på deg når du har mottatt dem. Blir leveringen forsinket, kan du kreve levering, heve kjøpet eller kreve erstatning etter reglene i forbrukerkjøpsloven.</p>
<h2>Angrerett</h2>
<p>Etter angrerettloven har du 14 dagers angrerett fra den dagen du mottok varene. Gi oss beskjed innen fristen, enten med angreskjemaet du fikk sammen med ordrebekreftelsen eller med en tydelig melding på e-post, og send varene tilbake senest 14 dager etter at du ga beskjed. Du dekker returkostnaden. Vi tilbakebetaler beløpet, inkludert opprinnelig frakt, senest 14 dager etter at vi mottok beskjeden, men kan holde tilbake betalingen til varene er mottatt.</p>
<p>Angreretten gjelder <strong>ikke</strong> for:</p>
<ul>
<li>varer som raskt kan bli dårlige eller gå ut på dato, som ferske meieriprodukter, kjølevarer og brød</li>
<li>forseglede varer som av helse- eller hygienegrunner ikke kan returneres når forseglingen er brutt</li>
</ul>
<h2>Reklamasjon</h2>
<p>Er varen mangelfull, kan du reklamere etter forbrukerkjøpsloven. Du må gi beskjed innen rimelig tid etter at du oppdaget eller burde ha oppdaget mangelen, og senest to år etter at du mottok varen – fem år for varer som er ment å vare vesentlig lenger, som ostehøvler. For ferskvarer ber vi deg melde fra så raskt som mulig. Avhengig av mangelen kan du kreve retting, omlevering, prisavslag, heving eller erstatning. Se <a href="/support">kundeservice</a> for hvordan du reklamerer.</p>
<h2>Tvister</h2>
<p>Vi forsøker alltid å finne en minnelig løsning. Lykkes vi ikke, kan du som forbruker be Forbrukerrådet om mekling, og saken kan deretter bringes inn for Forbrukerklageutvalget. Avtalen reguleres av norsk rett.</p>`,
        en: `<h2>The agreement and the parties</h2>
<p>The seller is Fjellgården Mat AS, organisation no. 987 654 321, Industriveien 14, 2670 Otta, Norway, e-mail <a href="mailto:post@fjellgarden.example">post@fjellgarden.example</a>, phone +47 61 23 45 67. The buyer is the person who places the order and must be at least 18 years old. The agreement is concluded when you receive the order confirmation by e-mail. For business customers, the Norwegian Sale of Goods Act and the conditions set out in the quote apply.</p>
<h2>Prices, payment and shipping</h2>
<p>All prices in the online shop are given in Norwegian kroner including VAT: 15 % for food and drink and 25 % for other goods. The shipping cost is shown at checkout before you confirm your order. You can pay by invoice with 14 days’ payment terms or, if you collect the order yourself, pay on pickup.</p>
<h2>Delivery</h2>
<p>We deliver to addresses in mainland Norway, normally within one to three working days. Chilled goods are dispatched Monday to Wednesday in insulated packaging. The risk for the goods passes to you once you have received them. If delivery is delayed, you may demand delivery, cancel the purchase or claim compensation under the rules of the Consumer Purchases Act.</p>
<h2>Right of withdrawal</h2>
<p>Under the Right of Withdrawal Act you may withdraw from the purchase within 14 days of the day you received the goods. Notify us within the deadline, either with the withdrawal form you received with your order confirmation or with a clear statement by e-mail, and return the goods no later than 14 days after notifying us. You pay the cost of return. We will refund the amount, including the original shipping cost, no later than 14 days after receiving your notice, but may withhold the refund until we have received the goods.</p>
<p>The right of withdrawal does <strong>not</strong> apply to:</p>
<ul>
<li>goods that can deteriorate or expire quickly, such as fresh dairy products, chilled goods and bread</li>
<li>sealed goods that cannot be returned for health or hygiene reasons once the seal has been broken</li>
</ul>
<h2>Complaints about defects</h2>
<p>If an item is defective, you can make a complaint under the Consumer Purchases Act. You must notify us within a reasonable time after you discovered or should have discovered the defect, and no later than two years after you received the item – five years for goods intended to last considerably longer, such as cheese slicers. For fresh goods, please let us know as soon as possible. Depending on the defect, you may be entitled to repair, replacement, a price reduction, cancellation or compensation. See <a href="/support">customer support</a> for how to make a complaint.</p>
<h2>Disputes</h2>
<p>We always try to find an amicable solution. If we cannot agree, you as a consumer can ask the Norwegian Consumer Council (Forbrukerrådet) to mediate, and the case can then be brought before the Consumer Complaints Board (Forbrukerklageutvalget). The agreement is governed by Norwegian law.</p>`,
        ar: `<h2>الاتفاق وأطرافه</h2>
<p>البائع هو شركة Fjellgården Mat AS، رقم التسجيل \u2066987 654 321\u2069، وعنوانها Industriveien 14, 2670 Otta، النرويج، والبريد الإلكتروني <a href="mailto:post@fjellgarden.example">post@fjellgarden.example</a>، والهاتف \u2066+47 61 23 45 67\u2069. والمشتري هو الشخص الذي يقدّم الطلب، ويجب ألا يقل عمره عن 18 عامًا. ويُبرم الاتفاق عندما تتلقى تأكيد الطلب عبر البريد الإلكتروني. أما عملاء الشركات فيسري عليهم قانون بيع البضائع النرويجي (kjøpsloven) والشروط الواردة في عرض السعر.</p>
<h2>الأسعار والدفع والشحن</h2>
<p>جميع الأسعار في المتجر الإلكتروني بالكرونة النرويجية وتشمل ضريبة القيمة المضافة: 15% على الأطعمة والمشروبات و25% على السلع الأخرى. تظهر تكلفة الشحن عند الدفع قبل تأكيد الطلب. يمكنك الدفع بالفاتورة مع مهلة سداد مدتها 14 يومًا، أو الدفع عند الاستلام إذا استلمت طلبك بنفسك.</p>
<h2>التوصيل</h2>
<p>نوصل الطلبات إلى العناوين في البر الرئيسي للنرويج، عادةً خلال يوم إلى ثلاثة أيام عمل. وتُشحن المنتجات المبردة من الاثنين إلى الأربعاء في عبوات معزولة. وتنتقل إليك مسؤولية المنتجات بمجرد استلامها. وإذا تأخر التوصيل، يحق لك المطالبة بالتسليم أو فسخ الشراء أو المطالبة بالتعويض وفقًا لأحكام قانون البيع للمستهلك (forbrukerkjøpsloven).</p>
<h2>حق العدول</h2>
<p>بموجب قانون حق العدول (angrerettloven) يحق لك العدول عن الشراء خلال 14 يومًا من تاريخ استلامك المنتجات. أبلغنا بذلك ضمن المهلة، إما باستخدام نموذج العدول الذي تلقيته مع تأكيد الطلب أو برسالة واضحة عبر البريد الإلكتروني، وأعد المنتجات في موعد أقصاه 14 يومًا من تاريخ إبلاغنا. وتتحمل أنت تكلفة الإرجاع. وسنعيد إليك المبلغ، بما في ذلك تكلفة الشحن الأصلية، في موعد أقصاه 14 يومًا من استلامنا إشعارك، مع احتفاظنا بالحق في تأجيل السداد حتى نستلم المنتجات.</p>
<p>لا يسري حق العدول على:</p>
<ul>
<li>المنتجات التي قد تفسد أو تنتهي صلاحيتها بسرعة، مثل منتجات الألبان الطازجة والمنتجات المبردة والخبز</li>
<li>المنتجات المختومة التي لا يمكن إرجاعها لأسباب صحية أو تتعلق بالنظافة بعد فتح ختمها</li>
</ul>
<h2>الشكاوى المتعلقة بالعيوب</h2>
<p>إذا كان في المنتج عيب، يحق لك تقديم شكوى بموجب قانون البيع للمستهلك. ويجب أن تبلغنا خلال مدة معقولة من اكتشافك العيب أو من الوقت الذي كان ينبغي أن تكتشفه فيه، وفي موعد أقصاه سنتان من استلام المنتج، وخمس سنوات للمنتجات المصممة لتدوم مدة أطول بكثير، مثل مقشرات الجبن. وبالنسبة إلى المنتجات الطازجة، نرجو إبلاغنا في أسرع وقت ممكن. وبحسب طبيعة العيب، يحق لك المطالبة بالإصلاح أو الاستبدال أو تخفيض السعر أو فسخ الشراء أو التعويض. راجع صفحة <a href="/support">دعم العملاء</a> لمعرفة طريقة تقديم الشكوى.</p>
<h2>النزاعات</h2>
<p>نسعى دائمًا إلى إيجاد حل ودي. وإن لم نتوصل إلى اتفاق، فيمكنك بصفتك مستهلكًا أن تطلب وساطة مجلس المستهلكين النرويجي (Forbrukerrådet)، ثم يمكن عرض القضية على لجنة شكاوى المستهلكين (Forbrukerklageutvalget). ويخضع هذا الاتفاق للقانون النرويجي.</p>`,
      },
    },
  ],

  cookies: [
    {
      key: "title",
      type: "text",
      value: { nb: "Informasjonskapsler", en: "Cookie Policy", ar: "سياسة ملفات تعريف الارتباط" },
    },
    {
      key: "intro",
      type: "text",
      value: {
        nb: "Vi bruker bare de informasjonskapslene nettbutikken trenger for å fungere.",
        en: "We only use the cookies the online shop needs to work.",
        ar: "لا نستخدم إلا ملفات تعريف الارتباط التي يحتاجها المتجر الإلكتروني ليعمل.",
      },
    },
    {
      key: "body",
      type: "html",
      value: {
        nb: `<h2>Hva er informasjonskapsler?</h2>
<p>Informasjonskapsler (cookies) er små tekstfiler som nettstedet lagrer i nettleseren din. Etter ekomloven kan vi bare lagre informasjonskapsler som ikke er strengt nødvendige, dersom du har samtykket til det.</p>
<h2>Hvilke informasjonskapsler vi bruker</h2>
<table>
<thead>
<tr><th>Kategori</th><th>Formål</th><th>Lagringstid</th><th>Krever samtykke</th></tr>
</thead>
<tbody>
<tr><td>Nødvendige</td><td>Innlogging, handlekurv og beskyttelse mot falske skjemainnsendinger</td><td>Til du lukker nettleseren, eller inntil 30 dager</td><td>Nei</td></tr>
<tr><td>Innstillinger</td><td>Huske språkvalget ditt</td><td>12 måneder</td><td>Nei</td></tr>
</tbody>
</table>
<h2>Ingen reklamekapsler</h2>
<p>Vi bruker ikke informasjonskapsler for annonser, og vi deler ikke opplysninger om besøket ditt med annonsenettverk eller sosiale medier.</p>
<h2>Slik styrer du informasjonskapsler</h2>
<p>Du kan slette informasjonskapsler i nettleseren din. Hvis du blokkerer de nødvendige informasjonskapslene, vil ikke innlogging og handlekurv fungere.</p>
<p>Les mer om hvordan vi behandler personopplysninger i <a href="/privacy">personvernerklæringen</a>, eller kontakt oss på <a href="mailto:post@fjellgarden.example">post@fjellgarden.example</a>.</p>`,
        en: `<h2>What are cookies?</h2>
<p>Cookies are small text files that a website stores in your browser. Under the Norwegian Electronic Communications Act, we may only store cookies that are not strictly necessary if you have given your consent.</p>
<h2>Which cookies we use</h2>
<table>
<thead>
<tr><th>Category</th><th>Purpose</th><th>Duration</th><th>Consent required</th></tr>
</thead>
<tbody>
<tr><td>Necessary</td><td>Signing in, the shopping cart and protection against forged form submissions</td><td>Until you close your browser, or up to 30 days</td><td>No</td></tr>
<tr><td>Preferences</td><td>Remembering your language</td><td>12 months</td><td>No</td></tr>
</tbody>
</table>
<h2>No advertising cookies</h2>
<p>We do not use advertising cookies, and we do not share information about your visit with advertising networks or social media.</p>
<h2>How to manage cookies</h2>
<p>You can delete cookies in your browser. If you block the necessary cookies, signing in and the shopping cart will not work.</p>
<p>Read more about how we process personal data in our <a href="/privacy">privacy policy</a>, or contact us at <a href="mailto:post@fjellgarden.example">post@fjellgarden.example</a>.</p>`,
        ar: `<h2>ما ملفات تعريف الارتباط؟</h2>
<p>ملفات تعريف الارتباط (الكوكيز) ملفات نصية صغيرة يخزّنها الموقع في متصفحك. وبموجب قانون الاتصالات الإلكترونية النرويجي (ekomloven)، لا يجوز لنا تخزين ملفات تعريف الارتباط غير الضرورية تمامًا إلا بعد موافقتك.</p>
<h2>ملفات تعريف الارتباط التي نستخدمها</h2>
<table>
<thead>
<tr><th>الفئة</th><th>الغرض</th><th>مدة التخزين</th><th>هل تتطلب الموافقة؟</th></tr>
</thead>
<tbody>
<tr><td>ضرورية</td><td>تسجيل الدخول وسلة التسوق والحماية من عمليات إرسال النماذج المزورة</td><td>حتى إغلاق المتصفح، أو حتى 30 يومًا</td><td>لا</td></tr>
<tr><td>التفضيلات</td><td>تذكّر اللغة التي اخترتها</td><td>12 شهرًا</td><td>لا</td></tr>
</tbody>
</table>
<h2>لا ملفات إعلانية</h2>
<p>لا نستخدم ملفات تعريف الارتباط لأغراض إعلانية، ولا نشارك معلومات عن زيارتك مع شبكات الإعلانات أو وسائل التواصل الاجتماعي.</p>
<h2>كيف تتحكم في ملفات تعريف الارتباط</h2>
<p>يمكنك حذف ملفات تعريف الارتباط من متصفحك. وإذا حظرت الملفات الضرورية، فلن يعمل تسجيل الدخول ولا سلة التسوق.</p>
<p>اقرأ المزيد عن كيفية معالجتنا للبيانات الشخصية في <a href="/privacy">سياسة الخصوصية</a>، أو تواصل معنا على <a href="mailto:post@fjellgarden.example">post@fjellgarden.example</a>.</p>`,
      },
    },
  ],
};

// ---------------------------------------------------------------------------
// UI strings (ICU message format)
// ---------------------------------------------------------------------------

export const demoUiStrings: Record<string, Localized> = {
  "nav.home": { nb: "Hjem", en: "Home", ar: "الرئيسية" },
  "nav.products": { nb: "Produkter", en: "Products", ar: "المنتجات" },
  "nav.categories": { nb: "Kategorier", en: "Categories", ar: "الفئات" },
  "nav.about": { nb: "Om oss", en: "About Us", ar: "من نحن" },
  "nav.contact": { nb: "Kontakt oss", en: "Contact Us", ar: "تواصل معنا" },
  "nav.locations": { nb: "Våre steder", en: "Locations", ar: "مواقعنا" },
  "nav.main": { nb: "Hovedmeny", en: "Main menu", ar: "القائمة الرئيسية" },
  "nav.menu": { nb: "Meny", en: "Menu", ar: "القائمة" },
  "nav.openMenu": { nb: "Åpne meny", en: "Open menu", ar: "فتح القائمة" },
  "nav.closeMenu": { nb: "Lukk meny", en: "Close menu", ar: "إغلاق القائمة" },
  "nav.more": { nb: "Mer …", en: "More...", ar: "المزيد…" },
  "nav.submenu": { nb: "Undermeny for {title}", en: "{title} submenu", ar: "القائمة الفرعية لـ{title}" },

  "search.placeholder": { nb: "Søk etter produkter", en: "Search products", ar: "ابحث عن المنتجات" },
  "search.searching": { nb: "Søker …", en: "Searching...", ar: "جارٍ البحث…" },
  "search.noResults": {
    nb: "Fant ingen produkter for «{term}»",
    en: "No products found for {term}",
    ar: "لم نعثر على منتجات تطابق «{term}»",
  },
  "search.seeAll": {
    nb: "Se alle treff for «{term}»",
    en: "See all results for {term}",
    ar: "عرض كل النتائج لـ«{term}»",
  },

  "cart.title": {
    nb: "Handlekurv ({count, plural, one {# vare} other {# varer}})",
    en: "Cart ({count, plural, one {# item} other {# items}})",
    ar: "سلة التسوق ({count, plural, zero {لا منتجات} one {منتج واحد} two {منتجان} few {# منتجات} many {# منتجًا} other {# منتج}})",
  },
  "cart.empty": { nb: "Handlekurven din er tom", en: "Your cart is empty", ar: "سلة التسوق فارغة" },
  "cart.viewCart": { nb: "Se handlekurv og gå til kassen", en: "View Cart & Checkout", ar: "عرض السلة وإتمام الشراء" },
  "cart.requestQuote": { nb: "Be om tilbud", en: "Request Quote", ar: "طلب عرض سعر" },
  "checkout.title": { nb: "Kasse", en: "Checkout", ar: "الدفع" },
  "checkout.contact": { nb: "Kontaktopplysninger", en: "Contact details", ar: "بيانات الاتصال" },
  "checkout.name": { nb: "Fullt navn", en: "Full name", ar: "الاسم الكامل" },
  "checkout.email": { nb: "E-post", en: "E-mail", ar: "البريد الإلكتروني" },
  "checkout.phone": { nb: "Telefon", en: "Phone", ar: "الهاتف" },
  "checkout.delivery": { nb: "Levering", en: "Delivery", ar: "التوصيل" },
  "checkout.method.delivery": { nb: "Levering på døren", en: "Home delivery", ar: "التوصيل إلى المنزل" },
  "checkout.method.pickup": { nb: "Hent på fabrikken", en: "Pick up at the factory", ar: "الاستلام من المصنع" },
  "checkout.pickupAddress": { nb: "Hentested: {address}", en: "Pickup address: {address}", ar: "عنوان الاستلام: {address}" },
  "checkout.address": { nb: "Gateadresse", en: "Street address", ar: "عنوان الشارع" },
  "checkout.postcode": { nb: "Postnummer", en: "Postcode", ar: "الرمز البريدي" },
  "checkout.city": { nb: "Poststed", en: "City", ar: "المدينة" },
  "checkout.payment": { nb: "Betaling", en: "Payment", ar: "الدفع" },
  "checkout.payment.invoice": { nb: "Faktura (14 dager)", en: "Invoice (14 days)", ar: "فاتورة (14 يومًا)" },
  "checkout.payment.pay_on_pickup": { nb: "Betal ved henting", en: "Pay on pickup", ar: "الدفع عند الاستلام" },
  "checkout.payment.vipps": { nb: "Vipps", en: "Vipps", ar: "فيبس" },
  "checkout.payment.stripe": { nb: "Kort", en: "Card", ar: "بطاقة" },
  "checkout.summary": { nb: "Ordresammendrag", en: "Order summary", ar: "ملخص الطلب" },
  "checkout.vatLine": { nb: "Herav mva. {rate} %", en: "Of which VAT {rate} %", ar: "منها ضريبة القيمة المضافة {rate}٪" },
  "checkout.total": { nb: "Totalt", en: "Total", ar: "الإجمالي" },
  "checkout.acceptTerms": { nb: "Jeg godtar salgsbetingelsene", en: "I accept the terms of sale", ar: "أوافق على شروط البيع" },
  "checkout.readTerms": { nb: "Les salgsbetingelsene", en: "Read the terms of sale", ar: "اقرأ شروط البيع" },
  "checkout.placeOrder": { nb: "Send bestilling", en: "Place order", ar: "تأكيد الطلب" },
  "checkout.fixErrors": {
    nb: "Rett opp feltene som er merket.",
    en: "Please correct the marked fields.",
    ar: "يرجى تصحيح الحقول المحددة.",
  },
  "checkout.error.name": { nb: "Skriv inn navnet ditt.", en: "Enter your name.", ar: "أدخل اسمك." },
  "checkout.error.email": {
    nb: "Skriv inn en gyldig e-postadresse.",
    en: "Enter a valid e-mail address.",
    ar: "أدخل بريدًا إلكترونيًا صالحًا.",
  },
  "checkout.error.phone": {
    nb: "Skriv inn et telefonnummer (8 til 15 sifre).",
    en: "Enter a phone number (8 to 15 digits).",
    ar: "أدخل رقم هاتف (من 8 إلى 15 رقمًا).",
  },
  "checkout.error.address": { nb: "Skriv inn gateadressen.", en: "Enter the street address.", ar: "أدخل عنوان الشارع." },
  "checkout.error.postcode": {
    nb: "Skriv inn et norsk postnummer med fire sifre.",
    en: "Enter a Norwegian postcode of 4 digits.",
    ar: "أدخل رمزًا بريديًا نرويجيًا من 4 أرقام.",
  },
  "checkout.error.city": { nb: "Skriv inn poststedet.", en: "Enter the city.", ar: "أدخل المدينة." },
  "checkout.error.payment": {
    nb: "Velg en betalingsmåte som passer leveringsmåten.",
    en: "Choose a payment method that fits the delivery method.",
    ar: "اختر طريقة دفع تناسب طريقة التوصيل.",
  },
  "checkout.error.paymentNotOffered": {
    nb: "Den betalingsmåten tilbys ikke her. Velg en av betalingsmåtene i listen.",
    en: "That payment method is not offered here. Choose one of the payment methods listed.",
    ar: "طريقة الدفع هذه غير متاحة هنا. اختر إحدى طرق الدفع المعروضة.",
  },
  "checkout.error.terms": {
    nb: "Du må godta salgsbetingelsene for å bestille.",
    en: "You must accept the terms of sale to place the order.",
    ar: "يجب الموافقة على شروط البيع لإتمام الطلب.",
  },
  "checkout.error.cartEmpty": { nb: "Handlekurven din er tom.", en: "Your cart is empty.", ar: "سلة التسوق فارغة." },
  "checkout.error.outOfStock": {
    nb: "Ikke nok på lager: {products}. Reduser antallet eller fjern varen fra handlekurven for å fortsette.",
    en: "Not enough in stock: {products}. Lower the quantity or remove it from your cart to continue.",
    ar: "الكمية المتوفرة في المخزون غير كافية: {products}. قلّل الكمية أو أزل المنتج من السلة للمتابعة.",
  },
  "quote.error.outOfStock": {
    nb: "Ikke nok på lager til å godta tilbudet nå: {products}. Ta kontakt med oss.",
    en: "Not enough in stock to accept this quote now: {products}. Please contact us.",
    ar: "لا يتوفر مخزون كافٍ لقبول عرض السعر الآن: {products}. يرجى التواصل معنا.",
  },
  "product.outOfStock": { nb: "Utsolgt", en: "Out of stock", ar: "نفد من المخزون" },
  "checkout.error.unavailable": {
    nb: "Ikke lenger tilgjengelig: {products}. Fjern varen fra handlekurven for å fortsette.",
    en: "No longer available: {products}. Remove it from your cart to continue.",
    ar: "لم يعد متوفرًا: {products}. أزله من السلة للمتابعة.",
  },
  "checkout.error.keyUsed": {
    nb: "Dette skjemaet er allerede brukt. Se over bestillingen og prøv igjen.",
    en: "This form has already been used. Please review your order and try again.",
    ar: "تم استخدام هذا النموذج من قبل. راجع طلبك وحاول مرة أخرى.",
  },
  "checkout.error.failed": {
    nb: "Bestillingen kunne ikke sendes. Prøv igjen.",
    en: "The order could not be placed. Please try again.",
    ar: "تعذّر إتمام الطلب. يرجى المحاولة مرة أخرى.",
  },
  "checkout.error.tooMany": {
    nb: "Det er sendt for mange bestillinger herfra eller for denne e-postadressen. Prøv igjen om en time.",
    en: "Too many orders have been sent from here or for this e-mail address. Please try again in an hour.",
    ar: "أُرسل عدد كبير جدًا من الطلبات من هنا أو لعنوان البريد الإلكتروني هذا. يرجى المحاولة مرة أخرى بعد ساعة.",
  },
  "checkout.error.openOrders": {
    nb: "Du har allerede flere bestillinger som vi ikke har bekreftet ennå. Vent til vi har bekreftet dem, eller kontakt oss.",
    en: "You already have several orders that we have not confirmed yet. Please wait until we have confirmed them, or contact us.",
    ar: "لديك بالفعل عدة طلبات لم نؤكدها بعد. يرجى الانتظار حتى نؤكدها، أو تواصل معنا.",
  },
  "checkout.error.tooLarge": {
    nb: "Bestillingens sum er for stor til å bestilles på nett. Reduser antallet, eller kontakt oss.",
    en: "This order's total is too large to be placed online. Lower the quantities, or contact us.",
    ar: "إجمالي هذا الطلب كبير جدًا بحيث لا يمكن تقديمه عبر الإنترنت. قلّل الكميات أو تواصل معنا.",
  },
  "order.successTitle": { nb: "Takk for bestillingen!", en: "Thank you for your order!", ar: "شكرًا لطلبك!" },
  "order.number": { nb: "Ordrenummer {number}", en: "Order number {number}", ar: "رقم الطلب {number}" },
  "order.confirmationSent": {
    nb: "Vi har sendt en bekreftelse til {email}.",
    en: "We have sent a confirmation to {email}.",
    ar: "أرسلنا تأكيدًا إلى {email}.",
  },
  "order.status": { nb: "Status", en: "Status", ar: "الحالة" },
  "order.status.placed": { nb: "Mottatt", en: "Placed", ar: "تم الاستلام" },
  "order.status.confirmed": { nb: "Bekreftet", en: "Confirmed", ar: "مؤكد" },
  "order.status.packed": { nb: "Pakket", en: "Packed", ar: "تم التغليف" },
  "order.status.shipped": { nb: "Sendt", en: "Shipped", ar: "تم الشحن" },
  "order.status.ready_for_pickup": { nb: "Klar til henting", en: "Ready for pickup", ar: "جاهز للاستلام" },
  "order.status.delivered": { nb: "Levert", en: "Delivered", ar: "تم التوصيل" },
  "order.status.picked_up": { nb: "Hentet", en: "Picked up", ar: "تم الاستلام" },
  "order.status.cancelled": { nb: "Kansellert", en: "Cancelled", ar: "ملغى" },
  "order.status.awaiting_payment": { nb: "Venter på betaling", en: "Awaiting payment", ar: "بانتظار الدفع" },
  "order.payment.state": { nb: "Betaling", en: "Payment status", ar: "حالة الدفع" },
  "order.payment.pending": { nb: "Venter på betaling", en: "Waiting for payment", ar: "بانتظار الدفع" },
  "order.payment.paid": { nb: "Betalt", en: "Paid", ar: "مدفوع" },
  "order.payment.refunded": { nb: "Refundert", en: "Refunded", ar: "مُسترد" },
  "order.payment.partlyRefunded": { nb: "Delvis refundert", en: "Partly refunded", ar: "مُسترد جزئيًا" },
  "order.payment.aborted": { nb: "Betalingen ble avbrutt", en: "Payment cancelled", ar: "أُلغي الدفع" },
  "order.payment.expired": {
    nb: "Betalingen ble ikke fullført i tide",
    en: "Payment not completed in time",
    ar: "لم يكتمل الدفع في الوقت المحدد",
  },
  "order.payment.voided": { nb: "Betalingen er kansellert", en: "Payment voided", ar: "أُبطل الدفع" },
  "order.payment.continue": { nb: "Gå til betaling", en: "Go to payment", ar: "الانتقال إلى الدفع" },
  "order.payment.updating": {
    nb: "Siden oppdateres av seg selv når betalingen er bekreftet.",
    en: "This page updates by itself when the payment is confirmed.",
    ar: "تُحدَّث هذه الصفحة تلقائيًا عند تأكيد الدفع.",
  },
  "order.date": { nb: "Dato", en: "Date", ar: "التاريخ" },
  "order.deliveryTo": { nb: "Leveres til", en: "Delivery to", ar: "التوصيل إلى" },
  "order.items": { nb: "Varer", en: "Items", ar: "المنتجات" },
  "account.orders": { nb: "Mine bestillinger", en: "My orders", ar: "طلباتي" },
  "account.noOrders": { nb: "Du har ikke bestilt noe ennå.", en: "You have not placed any orders yet.", ar: "لم تقدّم أي طلبات بعد." },
  "cart.close": { nb: "Lukk handlekurven", en: "Close cart", ar: "إغلاق السلة" },
  "cart.quantity": { nb: "Antall", en: "Quantity", ar: "الكمية" },
  "cart.increase": { nb: "Øk antall av {name}", en: "Increase quantity of {name}", ar: "زيادة كمية {name}" },
  "cart.decrease": { nb: "Reduser antall av {name}", en: "Decrease quantity of {name}", ar: "إنقاص كمية {name}" },
  "cart.remove": { nb: "Fjern {name}", en: "Remove {name}", ar: "إزالة {name}" },
  "cart.removeLabel": { nb: "Fjern", en: "Remove", ar: "إزالة" },
  "cart.unitPrice": { nb: "Pris per stk.", en: "Unit price", ar: "سعر الوحدة" },
  "cart.lineTotal": { nb: "Sum", en: "Total", ar: "الإجمالي" },
  "cart.subtotal": { nb: "Delsum", en: "Subtotal", ar: "المجموع الفرعي" },
  "cart.pageTitle": { nb: "Handlekurv", en: "Shopping cart", ar: "سلة التسوق" },
  "cart.continueShopping": { nb: "Fortsett å handle", en: "Continue shopping", ar: "متابعة التسوق" },
  "cart.clear": { nb: "Tøm handlekurven", en: "Clear cart", ar: "إفراغ السلة" },
  "cart.checkout": { nb: "Gå til kassen", en: "Go to checkout", ar: "الانتقال إلى الدفع" },
  "cart.chooseOptions": { nb: "Velg variant", en: "Choose options", ar: "اختر الخيارات" },
  "cart.vatIncluded": { nb: "Prisene er inkludert mva.", en: "Prices include VAT.", ar: "الأسعار تشمل ضريبة القيمة المضافة." },
  "cart.toast.added": { nb: "Lagt i handlekurven", en: "Added to cart", ar: "تمت الإضافة إلى السلة" },
  "cart.toast.removed": { nb: "Varen er fjernet fra handlekurven", en: "Item removed from cart", ar: "تمت إزالة المنتج من السلة" },
  "cart.toast.cleared": { nb: "Handlekurven er tømt", en: "Cart cleared", ar: "تم إفراغ السلة" },
  "cart.toast.merged": {
    nb: "{n, plural, one {# vare} other {# varer}} fra gjestehandlekurven er lagt til",
    en: "{n} items merged from your guest cart",
    ar: "تم دمج {n} من المنتجات من سلة الزائر",
  },
  "cart.toast.mixedRestaurants": {
    nb: "Du kan ikke blande varer fra ulike restauranter",
    en: "Cannot mix items from different restaurants",
    ar: "لا يمكن الجمع بين منتجات من مطاعم مختلفة",
  },
  "cart.toast.productNotFound": { nb: "Fant ikke produktet", en: "Product not found", ar: "المنتج غير موجود" },
  "cart.toast.createFailed": { nb: "Kunne ikke opprette handlekurv", en: "Failed to create cart", ar: "تعذّر إنشاء السلة" },
  "cart.toast.addFailed": {
    nb: "Kunne ikke legge varen i handlekurven",
    en: "Failed to add item to cart",
    ar: "تعذّرت إضافة المنتج إلى السلة",
  },
  "cart.toast.updateFailed": { nb: "Kunne ikke endre antallet", en: "Failed to update quantity", ar: "تعذّر تحديث الكمية" },
  "cart.toast.removeFailed": { nb: "Kunne ikke fjerne varen", en: "Failed to remove item", ar: "تعذّرت إزالة المنتج" },
  "cart.toast.clearFailed": { nb: "Kunne ikke tømme handlekurven", en: "Failed to clear cart", ar: "تعذّر إفراغ السلة" },
  "cart.toast.tooMany": {
    nb: "Du kan bestille høyst 999 av én vare. Be om tilbud for større mengder.",
    en: "You can order at most 999 of one item. For larger amounts, please request a quote.",
    ar: "يمكنك طلب 999 قطعة كحد أقصى من المنتج الواحد. للكميات الأكبر اطلب عرض سعر.",
  },
  "cart.toast.chooseOptions": {
    nb: "Velg produktets varianter først.",
    en: "Please choose the product's options first.",
    ar: "يرجى اختيار خيارات المنتج أولًا.",
  },
  // Edit Mode (admins only; sent to admins only, see shell.server.ts editModeMessagesJson).
  "editMode.turnOn": { nb: "Redigeringsmodus", en: "Edit Mode", ar: "وضع التحرير" },
  "editMode.turnOff": { nb: "Avslutt redigering", en: "Exit Edit", ar: "إنهاء التحرير" },
  "editMode.edit": { nb: "Rediger {field}", en: "Edit {field}", ar: "تحرير {field}" },
  "editMode.field": { nb: "Tekst {field}", en: "Text {field}", ar: "النص {field}" },
  "editMode.save": { nb: "Lagre", en: "Save", ar: "حفظ" },
  "editMode.cancel": { nb: "Avbryt", en: "Cancel", ar: "إلغاء" },
  "editMode.saving": { nb: "Lagrer...", en: "Saving...", ar: "جارٍ الحفظ..." },
  "editMode.saveFailed": {
    nb: "Kunne ikke lagre. Prøv igjen.",
    en: "Failed to save. Please try again.",
    ar: "تعذّر الحفظ. يرجى المحاولة مرة أخرى.",
  },
  "editMode.history": { nb: "Historikk for {field}", en: "History of {field}", ar: "سجل {field}" },
  "editMode.historyTitle": { nb: "Versjonshistorikk", en: "Revision history", ar: "سجل المراجعات" },
  "editMode.historyEmpty": { nb: "Ingen versjoner ennå.", en: "No revisions yet.", ar: "لا توجد مراجعات بعد." },
  "editMode.historyLoadFailed": { nb: "Kunne ikke laste versjonene.", en: "Failed to load the revisions.", ar: "تعذّر تحميل المراجعات." },
  "editMode.revert": { nb: "Gjenopprett", en: "Revert", ar: "استعادة" },
  "editMode.reverted": {
    nb: "Gjenopprettet til valgt versjon.",
    en: "Reverted to the chosen revision.",
    ar: "تمت الاستعادة إلى المراجعة المختارة.",
  },
  "editMode.before": { nb: "Før", en: "Before", ar: "قبل" },
  "editMode.after": { nb: "Etter", en: "After", ar: "بعد" },
  "editMode.close": { nb: "Lukk", en: "Close", ar: "إغلاق" },
  "editMode.manageLinks": { nb: "Administrer bunntekstlenker", en: "Manage Footer Links", ar: "إدارة روابط التذييل" },
  "editMode.customizeColors": { nb: "Tilpass bunntekstfarger", en: "Customize Footer Colors", ar: "تخصيص ألوان التذييل" },
  "editMode.colorTemplates": { nb: "Fargemaler", en: "Color Templates", ar: "قوالب الألوان" },
  "editMode.customColors": { nb: "Egne farger", en: "Custom Colors", ar: "ألوان مخصصة" },
  "editMode.saveChanges": { nb: "Lagre endringer", en: "Save Changes", ar: "حفظ التغييرات" },
  "editMode.addLink": { nb: "Legg til lenke", en: "Add Link", ar: "إضافة رابط" },
  "editMode.newLink": { nb: "Ny lenke", en: "New Link", ar: "رابط جديد" },
  "editMode.linkTitle": { nb: "Tittel", en: "Title", ar: "العنوان" },
  "editMode.linkUrl": { nb: "URL", en: "URL", ar: "الرابط" },
  "editMode.linkExternal": {
    nb: "Ekstern lenke (åpnes i ny fane)",
    en: "External link (opens in a new tab)",
    ar: "رابط خارجي (يُفتح في علامة تبويب جديدة)",
  },
  "editMode.linkTitleIn": { nb: "Tittel på {language}", en: "Title in {language}", ar: "العنوان بلغة {language}" },
  "editMode.moveUp": { nb: "Flytt opp", en: "Move up", ar: "نقل للأعلى" },
  "editMode.moveDown": { nb: "Flytt ned", en: "Move down", ar: "نقل للأسفل" },
  "editMode.remove": { nb: "Fjern", en: "Remove", ar: "إزالة" },
  "editMode.applyCustom": { nb: "Bruk egne farger", en: "Apply Custom Colors", ar: "تطبيق الألوان المخصصة" },
  "editMode.resetDefault": { nb: "Tilbakestill til standard", en: "Reset to Default", ar: "إعادة التعيين إلى الافتراضي" },
  "editMode.error": { nb: "Feil", en: "Error", ar: "خطأ" },
  "editMode.saveTranslationFailed": {
    nb: "Kunne ikke lagre oversettelsen. Prøv igjen.",
    en: "Failed to save translation. Please try again.",
    ar: "تعذّر حفظ الترجمة. يرجى المحاولة مرة أخرى.",
  },
  "editMode.sectionFailed": {
    nb: "Kunne ikke oppdatere bunntekstseksjonen. Prøv igjen.",
    en: "Failed to update footer section. Please try again.",
    ar: "تعذّر تحديث قسم التذييل. يرجى المحاولة مرة أخرى.",
  },
  "editMode.loadLinksFailed": { nb: "Kunne ikke laste bunntekstlenker", en: "Failed to load footer links", ar: "تعذّر تحميل روابط التذييل" },
  "editMode.templateApplied": { nb: "Mal brukt", en: "Template Applied", ar: "تم تطبيق القالب" },
  "editMode.templateAppliedText": {
    nb: "Fargeskjemaet {name} er tatt i bruk.",
    en: "{name} color scheme has been applied.",
    ar: "تم تطبيق نظام الألوان {name}.",
  },
  "editMode.customApplied": { nb: "Egne farger brukt", en: "Custom Colors Applied", ar: "تم تطبيق الألوان المخصصة" },
  "editMode.translationUpdated": { nb: "Oversettelse oppdatert", en: "Translation Updated", ar: "تم تحديث الترجمة" },
  "editMode.translationUpdatedText": {
    nb: "Bunntekstlenken er oppdatert for {language}",
    en: "Footer link updated for {language}",
    ar: "تم تحديث رابط التذييل للغة {language}",
  },
  "editMode.sectionUpdated": { nb: "Seksjon oppdatert", en: "Section Updated", ar: "تم تحديث القسم" },
  "editMode.sectionUpdatedText": {
    nb: "Bunntekstseksjonen er oppdatert.",
    en: "Footer section has been updated successfully.",
    ar: "تم تحديث قسم التذييل بنجاح.",
  },
  "editMode.color.backgroundColor": { nb: "Bakgrunn", en: "Background", ar: "الخلفية" },
  "editMode.color.textColor": { nb: "Tekst", en: "Text", ar: "النص" },
  "editMode.color.linkColor": { nb: "Lenker", en: "Links", ar: "الروابط" },
  "editMode.color.linkHoverColor": { nb: "Lenker ved peker", en: "Links on hover", ar: "الروابط عند التمرير" },
  "editMode.color.borderColor": { nb: "Kantlinje", en: "Border", ar: "الحد" },
  "editMode.colorPicker": { nb: "Fargevelger for {name}", en: "{name} picker", ar: "منتقي لون {name}" },
  "editMode.siteTexts": { nb: "Nettstedstekster", en: "Site texts", ar: "نصوص الموقع" },
  "editMode.siteTextsIntro": {
    nb: "Tekstene i menyen og på knapper, etiketter og meldinger, på språket til denne siden.",
    en: "The texts of the menu and of buttons, labels and messages, in the language of this page.",
    ar: "نصوص القائمة والأزرار والتسميات والرسائل بلغة هذه الصفحة.",
  },
  "editMode.uiTexts": { nb: "Grensesnittekster", en: "UI Texts", ar: "نصوص الواجهة" },
  "editMode.menuTitles": { nb: "Meny", en: "Menu", ar: "القائمة" },
  "editMode.filter": { nb: "Filtrer", en: "Filter", ar: "تصفية" },
  "editMode.matches": { nb: "{shown} av {count}", en: "{shown} of {count}", ar: "{shown} من {count}" },
  "editMode.saved": { nb: "Lagret.", en: "Saved.", ar: "تم الحفظ." },
  "editMode.formatting": { nb: "Formatering", en: "Formatting", ar: "التنسيق" },
  "editMode.bold": { nb: "Fet", en: "Bold", ar: "غامق" },
  "editMode.italic": { nb: "Kursiv", en: "Italic", ar: "مائل" },
  "editMode.heading": { nb: "Overskrift {level}", en: "Heading {level}", ar: "عنوان {level}" },
  "editMode.bulletList": { nb: "Punktliste", en: "Bullet list", ar: "قائمة نقطية" },
  "editMode.orderedList": { nb: "Nummerert liste", en: "Numbered list", ar: "قائمة مرقمة" },
  "editMode.table": { nb: "Tabell", en: "Table", ar: "جدول" },
  "editMode.address": { nb: "Lenke- eller bildeadresse", en: "Link or image address", ar: "عنوان الرابط أو الصورة" },
  "editMode.link": { nb: "Lenke", en: "Link", ar: "رابط" },
  "editMode.unlink": { nb: "Fjern lenke", en: "Remove link", ar: "إزالة الرابط" },
  "editMode.image": { nb: "Bilde", en: "Image", ar: "صورة" },
  "editMode.headerStyle": { nb: "Topptekststil", en: "Header style", ar: "نمط الترويسة" },
  "editMode.headerStyleIntro": {
    nb: "Hvordan toppteksten viser logoen og menyen, for alle besøkende.",
    en: "How the header shows the logo and the menu, for every visitor.",
    ar: "كيف تعرض الترويسة الشعار والقائمة لجميع الزوار.",
  },
  "editMode.preview": { nb: "Forhåndsvisning", en: "Preview", ar: "معاينة" },
  "editMode.apply": { nb: "Bruk", en: "Apply", ar: "تطبيق" },
  "editMode.manageMenu": { nb: "Administrer meny", en: "Manage Menu", ar: "إدارة القائمة" },
  "editMode.manageMenuIntro": {
    nb: "Punktene i toppmenyen og underpunktene deres; titler på språket til denne siden.",
    en: "The header menu's items and their sub-items; titles in the language of this page.",
    ar: "عناصر قائمة الترويسة وعناصرها الفرعية؛ العناوين بلغة هذه الصفحة.",
  },
  "editMode.addItem": { nb: "Legg til punkt", en: "Add item", ar: "إضافة عنصر" },
  "editMode.addChild": { nb: "Legg til underpunkt", en: "Add sub-item", ar: "إضافة عنصر فرعي" },
  "editMode.newItem": { nb: "Nytt punkt", en: "New item", ar: "عنصر جديد" },
  "editMode.siteImages": { nb: "Logo og favikon", en: "Logo and favicon", ar: "الشعار وأيقونة الموقع" },
  "editMode.uploadHint": {
    nb: "PNG, JPEG, GIF, WebP eller ICO, høyst 10 MB.",
    en: "PNG, JPEG, GIF, WebP or ICO, at most 10 MB.",
    ar: "PNG أو JPEG أو GIF أو WebP أو ICO، بحد أقصى 10 ميغابايت.",
  },
  "editMode.logo": { nb: "Logo", en: "Logo", ar: "الشعار" },
  "editMode.favicon": { nb: "Favikon", en: "Favicon", ar: "أيقونة الموقع" },
  "editMode.upload": { nb: "Last opp", en: "Upload", ar: "رفع" },
  "editMode.uploaded": { nb: "Lastet opp.", en: "Uploaded.", ar: "تم الرفع." },
  "editMode.uploadTooLarge": { nb: "Filen er større enn 10 MB.", en: "The file is larger than 10 MB.", ar: "الملف أكبر من 10 ميغابايت." },
  "editMode.uploadNotImage": {
    nb: "Filen er ikke et PNG-, JPEG-, GIF-, WebP- eller ICO-bilde.",
    en: "The file is not a PNG, JPEG, GIF, WebP or ICO image.",
    ar: "الملف ليس صورة PNG أو JPEG أو GIF أو WebP أو ICO.",
  },
  "editMode.template.softBlue": {
    nb: "Rolig lyseblå med marineblå lenker.",
    en: "Calm light blue with navy links.",
    ar: "أزرق فاتح هادئ مع روابط كحلية.",
  },
  "editMode.template.warmCream": {
    nb: "Varm krem med brune detaljer.",
    en: "Warm cream with brown accents.",
    ar: "كريمي دافئ مع لمسات بنية.",
  },
  "editMode.template.lavenderMist": {
    nb: "Myk lavendel med dyplilla lenker.",
    en: "Soft lavender with deep purple links.",
    ar: "خزامى ناعم مع روابط بنفسجية داكنة.",
  },
  "editMode.template.mintFresh": {
    nb: "Frisk mint med skoggrønne lenker.",
    en: "Fresh mint with forest green links.",
    ar: "نعناع منعش مع روابط خضراء داكنة.",
  },
  "editMode.template.coralSunset": {
    nb: "Varm korall med dyprøde lenker.",
    en: "Warm coral with deep red links.",
    ar: "مرجاني دافئ مع روابط حمراء داكنة.",
  },
  "editMode.template.skyLight": {
    nb: "Klar himmelblå med havblå lenker.",
    en: "Bright sky blue with ocean links.",
    ar: "أزرق سماوي ساطع مع روابط بلون المحيط.",
  },
  "editMode.template.roseGarden": {
    nb: "Mild rosa med bærfargede lenker.",
    en: "Gentle rose with berry links.",
    ar: "وردي لطيف مع روابط بلون التوت.",
  },
  "editMode.template.stoneElegant": {
    nb: "Nøytral steingrå med koksgrå lenker.",
    en: "Neutral stone grey with charcoal links.",
    ar: "رمادي حجري محايد مع روابط فحمية.",
  },
  "editMode.template.oceanDepth": {
    nb: "Mørk havblå med lys tekst.",
    en: "Dark ocean blue with light text.",
    ar: "أزرق محيطي داكن مع نص فاتح.",
  },

  "auth.signIn": { nb: "Logg inn", en: "Sign In", ar: "تسجيل الدخول" },
  "auth.accountMenu": { nb: "Kontomeny", en: "Account menu", ar: "قائمة الحساب" },
  "auth.signInTitle": { nb: "Logg inn på kontoen din", en: "Sign in to your account", ar: "سجّل الدخول إلى حسابك" },
  "auth.registerTitle": { nb: "Opprett konto", en: "Create an account", ar: "إنشاء حساب" },
  "auth.email": { nb: "E-post", en: "E-mail", ar: "البريد الإلكتروني" },
  "auth.password": { nb: "Passord", en: "Password", ar: "كلمة المرور" },
  "auth.newPassword": { nb: "Nytt passord", en: "New password", ar: "كلمة المرور الجديدة" },
  "auth.currentPassword": { nb: "Nåværende passord", en: "Current password", ar: "كلمة المرور الحالية" },
  "auth.register": { nb: "Opprett konto", en: "Create account", ar: "إنشاء الحساب" },
  "auth.noAccount": { nb: "Har du ikke konto?", en: "No account yet?", ar: "ليس لديك حساب؟" },
  "auth.haveAccount": { nb: "Har du allerede konto?", en: "Already have an account?", ar: "لديك حساب بالفعل؟" },
  "auth.forgotPassword": { nb: "Glemt passordet?", en: "Forgot your password?", ar: "نسيت كلمة المرور؟" },
  "auth.passwordRules": {
    nb: "8 til 128 tegn. Svært vanlige passord godtas ikke.",
    en: "8 to 128 characters. Very common passwords are not accepted.",
    ar: "من 8 إلى 128 حرفًا. لا تُقبل كلمات المرور الشائعة جدًا.",
  },
  "auth.invalidCredentials": {
    nb: "Feil e-post eller passord.",
    en: "Invalid e-mail or password.",
    ar: "البريد الإلكتروني أو كلمة المرور غير صحيحة.",
  },
  "auth.tooManyAttempts": {
    nb: "For mange forsøk. Prøv igjen om {minutes, plural, one {# minutt} other {# minutter}}.",
    en: "Too many attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.",
    ar: "محاولات كثيرة جدًا. حاول مرة أخرى بعد {minutes} دقيقة.",
  },
  "auth.resetToUnlock": {
    nb: "Tilbakestill passordet for å logge inn nå.",
    en: "Reset your password to sign in now.",
    ar: "أعد تعيين كلمة المرور لتسجيل الدخول الآن.",
  },
  "toast.signedIn": { nb: "Du er logget inn.", en: "You are signed in.", ar: "تم تسجيل دخولك." },
  "toast.signedOut": { nb: "Du er logget ut.", en: "You are signed out.", ar: "تم تسجيل خروجك." },
  "account.title": { nb: "Min konto", en: "My account", ar: "حسابي" },
  "account.passwordChangeRequired": {
    nb: "Du logget inn med et engangspassord. Velg et nytt passord nedenfor for å fortsette.",
    en: "You signed in with a one-time password. Choose a new password below to continue.",
    ar: "لقد سجلت الدخول بكلمة مرور لمرة واحدة. اختر كلمة مرور جديدة أدناه للمتابعة.",
  },
  "auth.invalidEmail": { nb: "Skriv inn en gyldig e-postadresse.", en: "Enter a valid e-mail address.", ar: "أدخل بريدًا إلكترونيًا صالحًا." },
  "auth.emailNotVerified": {
    nb: "Bekreft e-postadressen din først. Vi har sendt deg en ny bekreftelseslenke.",
    en: "Please confirm your e-mail address first. We have sent you a new confirmation link.",
    ar: "يرجى تأكيد بريدك الإلكتروني أولًا. لقد أرسلنا إليك رابط تأكيد جديدًا.",
  },
  "auth.passwordTooShort": {
    nb: "Passordet må ha minst 8 tegn.",
    en: "The password must be at least 8 characters long.",
    ar: "يجب أن تتكون كلمة المرور من 8 أحرف على الأقل.",
  },
  "auth.passwordTooLong": {
    nb: "Passordet kan ha høyst 128 tegn.",
    en: "The password must be at most 128 characters long.",
    ar: "يجب ألا تزيد كلمة المرور على 128 حرفًا.",
  },
  "auth.passwordTooCommon": {
    nb: "Dette passordet er for vanlig. Velg et som er vanskeligere å gjette.",
    en: "This password is too common. Choose one that is harder to guess.",
    ar: "كلمة المرور هذه شائعة جدًا. اختر كلمة يصعب تخمينها.",
  },
  "auth.failed": {
    nb: "Noe gikk galt. Prøv igjen.",
    en: "Something went wrong. Please try again.",
    ar: "حدث خطأ ما. يرجى المحاولة مرة أخرى.",
  },
  "auth.checkEmailTitle": { nb: "Sjekk e-posten din", en: "Check your e-mail", ar: "تحقق من بريدك الإلكتروني" },
  "auth.checkEmailBody": {
    nb: "Hvis {email} kan registreres, har vi sendt en bekreftelseslenke dit. Åpne den for å fullføre kontoen.",
    en: "If {email} can be registered, we have sent a confirmation link to it. Open it to finish creating your account.",
    ar: "إذا كان من الممكن تسجيل {email} فقد أرسلنا إليه رابط تأكيد. افتحه لإكمال إنشاء حسابك.",
  },
  "auth.forgotTitle": { nb: "Tilbakestill passordet", en: "Reset your password", ar: "إعادة تعيين كلمة المرور" },
  "auth.forgotIntro": {
    nb: "Skriv inn e-postadressen din, så sender vi deg en lenke for å velge nytt passord.",
    en: "Enter your e-mail address and we will send you a link to choose a new password.",
    ar: "أدخل بريدك الإلكتروني وسنرسل إليك رابطًا لاختيار كلمة مرور جديدة.",
  },
  "auth.sendResetLink": { nb: "Send lenke", en: "Send reset link", ar: "إرسال الرابط" },
  "auth.resetSent": {
    nb: "Hvis det finnes en konto for {email}, har vi sendt en lenke for å velge nytt passord.",
    en: "If an account exists for {email}, we have sent a link to choose a new password.",
    ar: "إذا كان هناك حساب لـ {email} فقد أرسلنا رابطًا لاختيار كلمة مرور جديدة.",
  },
  "auth.resetTitle": { nb: "Velg nytt passord", en: "Choose a new password", ar: "اختر كلمة مرور جديدة" },
  "auth.savePassword": { nb: "Lagre passord", en: "Save password", ar: "حفظ كلمة المرور" },
  "auth.invalidLink": {
    nb: "Lenken er ugyldig eller utløpt. Be om en ny.",
    en: "This link is invalid or has expired. Please ask for a new one.",
    ar: "هذا الرابط غير صالح أو منتهي الصلاحية. يرجى طلب رابط جديد.",
  },
  "auth.backToSignIn": { nb: "Tilbake til innlogging", en: "Back to sign-in", ar: "العودة إلى تسجيل الدخول" },
  "account.profile": { nb: "Profil", en: "Profile", ar: "الملف الشخصي" },
  "account.name": { nb: "Navn", en: "Name", ar: "الاسم" },
  "account.save": { nb: "Lagre", en: "Save", ar: "حفظ" },
  "account.changePassword": { nb: "Bytt passord", en: "Change password", ar: "تغيير كلمة المرور" },
  "account.wrongPassword": { nb: "Passordet er ikke riktig.", en: "The password is not correct.", ar: "كلمة المرور غير صحيحة." },
  "account.exportTitle": { nb: "Dine data", en: "Your data", ar: "بياناتك" },
  "account.exportBody": {
    nb: "Last ned alt vi lagrer om deg som en JSON-fil.",
    en: "Download everything we store about you as a JSON file.",
    ar: "نزّل كل ما نحفظه عنك في ملف JSON.",
  },
  "account.export": { nb: "Eksporter dataene mine", en: "Export my data", ar: "تصدير بياناتي" },
  "account.deleteTitle": { nb: "Slett konto", en: "Delete account", ar: "حذف الحساب" },
  "account.deleteBody": {
    nb: "Dette fjerner kontoen og personopplysningene dine for godt. Skriv inn passordet ditt for å bekrefte.",
    en: "This removes your account and your personal data for good. Enter your password to confirm.",
    ar: "سيؤدي هذا إلى حذف حسابك وبياناتك الشخصية نهائيًا. أدخل كلمة المرور للتأكيد.",
  },
  "account.delete": { nb: "Slett kontoen min", en: "Delete my account", ar: "حذف حسابي" },
  "toast.checkEmail": {
    nb: "Sjekk e-posten din for å bekrefte kontoen.",
    en: "Check your e-mail to confirm your account.",
    ar: "تحقق من بريدك الإلكتروني لتأكيد حسابك.",
  },
  "toast.emailConfirmed": {
    nb: "E-postadressen er bekreftet, og du er logget inn.",
    en: "Your e-mail address is confirmed and you are signed in.",
    ar: "تم تأكيد بريدك الإلكتروني وتسجيل دخولك.",
  },
  "toast.passwordChanged": { nb: "Passordet ditt er endret.", en: "Your password has been changed.", ar: "تم تغيير كلمة المرور." },
  "toast.passwordReset": {
    nb: "Passordet ditt er endret. Du kan logge inn nå.",
    en: "Your password has been changed. You can sign in now.",
    ar: "تم تغيير كلمة المرور. يمكنك تسجيل الدخول الآن.",
  },
  "toast.accountDeleted": { nb: "Kontoen din er slettet.", en: "Your account has been deleted.", ar: "تم حذف حسابك." },
  "toast.profileSaved": { nb: "Profilen din er lagret.", en: "Your profile has been saved.", ar: "تم حفظ ملفك الشخصي." },
  "newsletter.title": { nb: "Nyhetsbrev", en: "Newsletter", ar: "النشرة الإخبارية" },
  "newsletter.intro": {
    nb: "Nyheter om produktene våre og sesongtilbud, noen ganger i året.",
    en: "News about our products and seasonal offers, a few times a year.",
    ar: "أخبار عن منتجاتنا وعروضنا الموسمية، بضع مرات في السنة.",
  },
  "newsletter.email": {
    nb: "Din adresse for nyhetsbrevet",
    en: "Your address for the newsletter",
    ar: "البريد الإلكتروني للنشرة الإخبارية",
  },
  "newsletter.subscribe": { nb: "Abonner", en: "Subscribe", ar: "اشترك" },
  "newsletter.pageIntro": {
    nb: "Meld deg på, så sender vi deg en e-post til bekreftelse. Du abonnerer først når du følger lenken i den, og hvert nyhetsbrev har en lenke for å melde deg av.",
    en: "Sign up and we will send you a confirmation e-mail. You are subscribed once you follow its link, and every newsletter has a link to unsubscribe.",
    ar: "اشترك وسنرسل إليك رسالة تأكيد. يبدأ اشتراكك عند فتح الرابط فيها، وكل نشرة تحتوي على رابط لإلغاء الاشتراك.",
  },
  "newsletter.confirmTitle": { nb: "Bekreft abonnementet", en: "Confirm your subscription", ar: "أكّد اشتراكك" },
  "newsletter.confirmBody": {
    nb: "Trykk på knappen for å begynne å motta nyhetsbrevet vårt.",
    en: "Press the button to start receiving our newsletter.",
    ar: "اضغط على الزر لتبدأ في تلقي نشرتنا الإخبارية.",
  },
  "newsletter.confirmButton": { nb: "Bekreft abonnementet", en: "Confirm subscription", ar: "تأكيد الاشتراك" },
  "newsletter.confirmedTitle": { nb: "Abonnementet er bekreftet", en: "Subscription confirmed", ar: "تم تأكيد الاشتراك" },
  "newsletter.confirmedBody": {
    nb: "Takk! Du får nyhetsbrevet vårt fra nå av.",
    en: "Thank you! You will receive our newsletter from now on.",
    ar: "شكرًا! ستصلك نشرتنا الإخبارية من الآن فصاعدًا.",
  },
  "newsletter.invalidLink": {
    nb: "Denne lenken er ikke gyldig. Meld deg på på nytt.",
    en: "This link is not valid. Please subscribe again.",
    ar: "هذا الرابط غير صالح. يرجى الاشتراك مرة أخرى.",
  },
  "newsletter.unsubscribeTitle": {
    nb: "Meld deg av nyhetsbrevet",
    en: "Unsubscribe from the newsletter",
    ar: "إلغاء الاشتراك في النشرة الإخبارية",
  },
  "newsletter.unsubscribeBody": {
    nb: "Trykk på knappen for å slutte å motta nyhetsbrevet vårt.",
    en: "Press the button to stop receiving our newsletter.",
    ar: "اضغط على الزر للتوقف عن تلقي نشرتنا الإخبارية.",
  },
  "newsletter.unsubscribeButton": { nb: "Meld meg av", en: "Unsubscribe", ar: "إلغاء الاشتراك" },
  "newsletter.unsubscribedBody": {
    nb: "Du er meldt av og får ikke flere nyhetsbrev.",
    en: "You have been unsubscribed and will not receive any more newsletters.",
    ar: "تم إلغاء اشتراكك ولن تصلك نشرات أخرى.",
  },
  "newsletter.archiveTitle": { nb: "Nyhetsbrev", en: "Newsletters", ar: "النشرات الإخبارية" },
  "newsletter.archiveEmpty": {
    nb: "Ingen nyhetsbrev er publisert ennå.",
    en: "No newsletters have been published yet.",
    ar: "لم تُنشر أي نشرات بعد.",
  },
  "newsletter.sentOn": { nb: "Sendt {date}", en: "Sent {date}", ar: "أُرسلت في {date}" },
  "toast.newsletterCheckEmail": {
    nb: "Sjekk e-posten din for å bekrefte abonnementet.",
    en: "Check your e-mail to confirm your subscription.",
    ar: "تحقق من بريدك الإلكتروني لتأكيد اشتراكك.",
  },
  "toast.newsletterInvalid": {
    nb: "Skriv inn en gyldig e-postadresse.",
    en: "Please enter a valid e-mail address.",
    ar: "يرجى إدخال بريد إلكتروني صالح.",
  },
  "toast.newsletterLimited": {
    nb: "For mange forsøk. Prøv igjen senere.",
    en: "Too many attempts. Please try again later.",
    ar: "محاولات كثيرة جدًا. يرجى المحاولة لاحقًا.",
  },
  "toast.newsletterSubscribed": {
    nb: "Du abonnerer på nyhetsbrevet.",
    en: "You are subscribed to the newsletter.",
    ar: "أنت مشترك في النشرة الإخبارية.",
  },
  "toast.newsletterUnsubscribed": {
    nb: "Du er meldt av nyhetsbrevet.",
    en: "You are unsubscribed from the newsletter.",
    ar: "تم إلغاء اشتراكك في النشرة الإخبارية.",
  },
  "account.newsletter": { nb: "Nyhetsbrev", en: "Newsletter", ar: "النشرة الإخبارية" },
  "account.newsletterOn": {
    nb: "Du får nyhetsbrevet vårt på {email}.",
    en: "You receive our newsletter at {email}.",
    ar: "تصلك نشرتنا الإخبارية على {email}.",
  },
  "account.newsletterOff": {
    nb: "Du får ikke nyhetsbrevet vårt.",
    en: "You do not receive our newsletter.",
    ar: "لا تصلك نشرتنا الإخبارية.",
  },
  "account.newsletterSubscribe": { nb: "Abonner på nyhetsbrevet", en: "Subscribe to the newsletter", ar: "الاشتراك في النشرة الإخبارية" },
  "account.newsletterUnsubscribe": {
    nb: "Meld meg av nyhetsbrevet",
    en: "Unsubscribe from the newsletter",
    ar: "إلغاء الاشتراك في النشرة الإخبارية",
  },
  "forbidden.title": { nb: "Ingen tilgang", en: "Access denied", ar: "الوصول مرفوض" },
  "forbidden.body": {
    nb: "Du har ikke tilgang til denne siden.",
    en: "You do not have permission to open this page.",
    ar: "ليس لديك إذن لفتح هذه الصفحة.",
  },
  "auth.signOut": { nb: "Logg ut", en: "Sign Out", ar: "تسجيل الخروج" },
  "account.myAccount": { nb: "Min konto", en: "My account", ar: "حسابي" },
  "account.adminPanel": { nb: "Administrasjon", en: "Admin Panel", ar: "لوحة الإدارة" },

  "product.packageSize": { nb: "Pakningsstørrelse", en: "Package size", ar: "حجم العبوة" },
  "product.priceRange": { nb: "Prisintervall", en: "Price range", ar: "نطاق السعر" },
  "product.price": { nb: "Pris", en: "Price", ar: "السعر" },
  "product.barcode": { nb: "Strekkode", en: "Barcode", ar: "الرمز الشريطي" },
  "product.addToCart": { nb: "Legg i handlekurven", en: "Add to cart", ar: "أضف إلى السلة" },
  "product.inclVat": { nb: "inkl. mva.", en: "incl. VAT", ar: "شامل ضريبة القيمة المضافة" },

  "home.featured": { nb: "Utvalgte produkter", en: "Featured products", ar: "منتجات مختارة" },
  "home.viewAll": { nb: "Se alle produkter", en: "View all products", ar: "عرض جميع المنتجات" },
  "common.loading": { nb: "Laster …", en: "Loading...", ar: "جارٍ التحميل…" },

  "notFound.title": { nb: "Fant ikke siden", en: "Page not found", ar: "الصفحة غير موجودة" },
  "notFound.body": {
    nb: "Siden du leter etter, finnes ikke eller er flyttet.",
    en: "The page you are looking for does not exist or has been moved.",
    ar: "الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى مكان آخر.",
  },
  "notFound.back": { nb: "Tilbake til forsiden", en: "Back to the home page", ar: "العودة إلى الصفحة الرئيسية" },

  "unavailable.title": { nb: "Vi er straks tilbake", en: "We will be right back", ar: "سنعود قريبًا" },
  "unavailable.body": {
    nb: "Nettbutikken får ikke kontakt med databasen akkurat nå. Prøv igjen om litt.",
    en: "The shop cannot reach its database just now. Please try again in a moment.",
    ar: "يتعذر على المتجر الاتصال بقاعدة البيانات في الوقت الحالي. يُرجى المحاولة مرة أخرى بعد قليل.",
  },

  "footer.rights": { nb: "Alle rettigheter forbeholdt", en: "All rights reserved", ar: "جميع الحقوق محفوظة" },
  "footer.quicklinks": { nb: "Snarveier", en: "Quick Links", ar: "روابط سريعة" },
  "footer.products": { nb: "Produkter", en: "Products", ar: "المنتجات" },
  "footer.support": { nb: "Kundeservice", en: "Support", ar: "الدعم" },
  "footer.legal": { nb: "Juridisk", en: "Legal", ar: "معلومات قانونية" },
  "language.label": { nb: "Språk", en: "Language", ar: "اللغة" },

  "nav.breadcrumb": { nb: "Brødsmulesti", en: "Breadcrumb", ar: "مسار التنقل" },
  "search.label": { nb: "Søk etter produkter", en: "Search products", ar: "ابحث عن المنتجات" },
  "search.submit": { nb: "Søk", en: "Search", ar: "بحث" },
  "search.suggestions": { nb: "Produktforslag", en: "Product suggestions", ar: "اقتراحات المنتجات" },
  "catalog.title": { nb: "Produkter", en: "Products", ar: "المنتجات" },
  "catalog.resultsFor": { nb: "Treff for «{term}»", en: "Results for “{term}”", ar: "نتائج البحث عن «{term}»" },
  "catalog.count": {
    nb: "{count, plural, one {# produkt} other {# produkter}}",
    en: "{count, plural, one {# product} other {# products}}",
    ar: "{count, plural, zero {لا منتجات} one {منتج واحد} two {منتجان} few {# منتجات} many {# منتجًا} other {# منتج}}",
  },
  "catalog.empty": { nb: "Fant ingen produkter", en: "No products found", ar: "لم نعثر على منتجات" },
  "catalog.emptyHint": {
    nb: "Prøv et annet ord, eller se gjennom alle produktene våre.",
    en: "Try another word, or look through all our products.",
    ar: "جرّب كلمة أخرى، أو تصفّح جميع منتجاتنا.",
  },
  "catalog.showAll": { nb: "Vis alle produkter", en: "Show all products", ar: "عرض جميع المنتجات" },
  "catalog.allCategories": { nb: "Alle kategorier", en: "All categories", ar: "كل الفئات" },
  "catalog.categories": { nb: "Kategorier", en: "Categories", ar: "الفئات" },
  "catalog.sort": { nb: "Sorter etter", en: "Sort by", ar: "ترتيب حسب" },
  "catalog.sort.relevance": { nb: "Anbefalt", en: "Recommended", ar: "الموصى بها" },
  "catalog.sort.name": { nb: "Navn (A–Å)", en: "Name (A–Z)", ar: "الاسم (أ–ي)" },
  "catalog.sort.priceAsc": { nb: "Pris: lav til høy", en: "Price: low to high", ar: "السعر: من الأقل إلى الأعلى" },
  "catalog.sort.priceDesc": { nb: "Pris: høy til lav", en: "Price: high to low", ar: "السعر: من الأعلى إلى الأقل" },
  "catalog.apply": { nb: "Bruk", en: "Apply", ar: "تطبيق" },
  "pagination.label": { nb: "Sider", en: "Pages", ar: "الصفحات" },
  "pagination.previous": { nb: "Forrige", en: "Previous", ar: "السابق" },
  "pagination.next": { nb: "Neste", en: "Next", ar: "التالي" },
  "pagination.page": { nb: "Side {page} av {count}", en: "Page {page} of {count}", ar: "الصفحة {page} من {count}" },
  "product.sku": { nb: "Varenummer", en: "Item number", ar: "رقم الصنف" },
  "product.inclVatRate": { nb: "inkl. mva. ({rate} %)", en: "incl. VAT ({rate} %)", ar: "شامل ضريبة القيمة المضافة ({rate}٪)" },
  "product.options": { nb: "Valg", en: "Options", ar: "الخيارات" },
  "product.details": { nb: "Produktdetaljer", en: "Product details", ar: "تفاصيل المنتج" },
  "product.images": { nb: "Produktbilder", en: "Product images", ar: "صور المنتج" },
  "product.showImage": { nb: "Vis bilde {number}", en: "Show image {number}", ar: "عرض الصورة {number}" },
  "categories.title": { nb: "Kategorier", en: "Categories", ar: "الفئات" },
  "categories.intro": { nb: "Se produktene våre etter kategori.", en: "Browse our products by category.", ar: "تصفّح منتجاتنا حسب الفئة." },
  "categories.viewProducts": { nb: "Se produktene", en: "See the products", ar: "عرض المنتجات" },

  "quote.add": { nb: "Legg til i tilbud", en: "Add to quote", ar: "أضف إلى عرض السعر" },
  "quote.title": {
    nb: "Tilbud ({count, plural, one {# vare} other {# varer}})",
    en: "Quote ({count, plural, one {# item} other {# items}})",
    ar: "عرض السعر ({count, plural, zero {لا منتجات} one {منتج واحد} two {منتجان} few {# منتجات} many {# منتجًا} other {# منتج}})",
  },
  "quote.notes": { nb: "Merknader", en: "Notes", ar: "ملاحظات" },
  "quote.notesFor": { nb: "Merknader til {name}", en: "Notes for {name}", ar: "ملاحظات حول {name}" },
  "quote.saveNotes": { nb: "Lagre merknader", en: "Save notes", ar: "حفظ الملاحظات" },
  "quote.clear": { nb: "Tøm tilbudslisten", en: "Clear quote list", ar: "إفراغ قائمة عرض السعر" },
  "quote.empty": { nb: "Tilbudslisten din er tom", en: "Your quote list is empty", ar: "قائمة عرض السعر فارغة" },
  "quote.checkoutTitle": { nb: "Be om tilbud", en: "Request a quote", ar: "طلب عرض سعر" },
  "quote.items": { nb: "Varer", en: "Items", ar: "المنتجات" },
  "quote.emptyHint": {
    nb: "Legg produkter i tilbudslisten fra produktsidene.",
    en: "Add products to your quote list from the product pages.",
    ar: "أضف المنتجات إلى قائمة عرض السعر من صفحات المنتجات.",
  },
  "quote.browseProducts": { nb: "Se produktene", en: "Browse products", ar: "تصفّح المنتجات" },
  "quote.contact": { nb: "Kontaktopplysninger", en: "Contact details", ar: "بيانات الاتصال" },
  "quote.name": { nb: "Kontaktperson", en: "Contact name", ar: "اسم جهة الاتصال" },
  "quote.company": { nb: "Firma", en: "Company", ar: "الشركة" },
  "quote.orgNumber": { nb: "Organisasjonsnummer (valgfritt)", en: "Organisation number (optional)", ar: "الرقم التنظيمي (اختياري)" },
  "quote.orgNumberHint": {
    nb: "9 sifre, som i Brønnøysundregistrene.",
    en: "9 digits, as in the Brønnøysund Register.",
    ar: "9 أرقام، كما في سجل برونويسوند.",
  },
  "quote.delivery": { nb: "Levering", en: "Delivery", ar: "التوصيل" },
  "quote.postcode": { nb: "Postnummer for levering", en: "Delivery postcode", ar: "الرمز البريدي للتوصيل" },
  "quote.deliveryDate": { nb: "Ønsket leveringsdato", en: "Desired delivery date", ar: "تاريخ التوصيل المطلوب" },
  "quote.message": { nb: "Melding", en: "Message", ar: "الرسالة" },
  "quote.submit": { nb: "Send tilbudsforespørsel", en: "Send quote request", ar: "إرسال طلب عرض السعر" },
  "quote.error.name": { nb: "Skriv inn navnet på kontaktpersonen.", en: "Enter the contact name.", ar: "أدخل اسم جهة الاتصال." },
  "quote.error.company": { nb: "Skriv inn firmanavnet.", en: "Enter the company name.", ar: "أدخل اسم الشركة." },
  "quote.error.orgNumber": {
    nb: "Skriv inn et gyldig norsk organisasjonsnummer (9 sifre), eller la feltet stå tomt.",
    en: "Enter a valid Norwegian organisation number (9 digits) or leave the field empty.",
    ar: "أدخل رقمًا تنظيميًا نرويجيًا صالحًا (9 أرقام) أو اترك الحقل فارغًا.",
  },
  "quote.error.deliveryDate": {
    nb: "Velg en gyldig dato, i dag eller senere.",
    en: "Choose a valid date, today or later.",
    ar: "اختر تاريخًا صالحًا، اليوم أو بعده.",
  },
  "quote.error.message": {
    nb: "Meldingen kan være på høyst 4000 tegn.",
    en: "The message can be at most 4000 characters.",
    ar: "يمكن أن تتكون الرسالة من 4000 حرف كحد أقصى.",
  },
  "quote.error.keyUsed": {
    nb: "Dette skjemaet er allerede brukt. Se over forespørselen og prøv igjen.",
    en: "This form has already been used. Please review your request and try again.",
    ar: "تم استخدام هذا النموذج بالفعل. يرجى مراجعة طلبك والمحاولة مرة أخرى.",
  },
  "quote.error.unavailable": {
    nb: "Ikke lenger tilgjengelig: {products}. Fjern varen fra tilbudslisten for å fortsette.",
    en: "No longer available: {products}. Remove it from your quote list to continue.",
    ar: "لم يعد متوفرًا: {products}. أزله من قائمة عرض السعر للمتابعة.",
  },
  "quote.error.failed": {
    nb: "Tilbudsforespørselen kunne ikke sendes. Prøv igjen.",
    en: "The quote request could not be sent. Please try again.",
    ar: "تعذّر إرسال طلب عرض السعر. يرجى المحاولة مرة أخرى.",
  },
  "quote.successTitle": { nb: "Takk for tilbudsforespørselen!", en: "Thank you for your quote request!", ar: "شكرًا على طلب عرض السعر!" },
  "quote.reference": { nb: "Referanse {reference}", en: "Reference {reference}", ar: "المرجع {reference}" },
  "quote.receiptSent": {
    nb: "Vi har sendt en kvittering til {email}. Vi kommer tilbake til deg med et tilbud.",
    en: "We have sent a receipt to {email}. We will get back to you with a quote.",
    ar: "أرسلنا إيصالًا إلى {email}. سنعود إليك بعرض سعر.",
  },
  "quote.viewQuote": { nb: "Se tilbudsforespørselen", en: "View your quote request", ar: "عرض طلب عرض السعر" },
  "quote.pageTitle": { nb: "Tilbud {reference}", en: "Quote {reference}", ar: "عرض السعر {reference}" },
  "quote.status": { nb: "Status", en: "Status", ar: "الحالة" },
  "quote.status.requested": { nb: "Forespurt", en: "Requested", ar: "مطلوب" },
  "quote.status.quoted": { nb: "Tilbud sendt", en: "Quoted", ar: "تم تقديم العرض" },
  "quote.status.accepted": { nb: "Godtatt", en: "Accepted", ar: "مقبول" },
  "quote.status.declined": { nb: "Avslått", en: "Declined", ar: "مرفوض" },
  "quote.status.expired": { nb: "Utløpt", en: "Expired", ar: "منتهي الصلاحية" },
  "quote.status.cancelled": { nb: "Kansellert", en: "Cancelled", ar: "ملغى" },
  "quote.validUntil": { nb: "Gyldig til {date}", en: "Valid until {date}", ar: "صالح حتى {date}" },
  "quote.discountApplied": {
    nb: "Rabatt på {percent} % er trukket fra",
    en: "Discount of {percent} % included",
    ar: "يشمل خصمًا بنسبة {percent}٪",
  },
  "quote.awaitingPrice": {
    nb: "Vi lager tilbudet ditt. Du får en e-post når det er klart.",
    en: "We are preparing your quote. You will get an e-mail when it is ready.",
    ar: "نحن نعدّ عرض السعر الخاص بك. ستصلك رسالة بريد إلكتروني عندما يصبح جاهزًا.",
  },
  "quote.accept": { nb: "Godta tilbudet", en: "Accept quote", ar: "قبول العرض" },
  "quote.decline": { nb: "Avslå tilbudet", en: "Decline quote", ar: "رفض العرض" },
  "quote.acceptTitle": { nb: "Godta og bestill", en: "Accept and order", ar: "القبول والطلب" },
  "quote.expiredNotice": {
    nb: "Tilbudet er utløpt og kan ikke lenger godtas.",
    en: "This quote has expired and can no longer be accepted.",
    ar: "انتهت صلاحية هذا العرض ولم يعد من الممكن قبوله.",
  },
  "quote.acceptedNotice": { nb: "Du har godtatt dette tilbudet.", en: "You accepted this quote.", ar: "لقد قبلت هذا العرض." },
  "quote.declinedNotice": { nb: "Du har avslått dette tilbudet.", en: "You declined this quote.", ar: "لقد رفضت هذا العرض." },
  "quote.cancelledNotice": { nb: "Denne forespørselen er kansellert.", en: "This request was cancelled.", ar: "تم إلغاء هذا الطلب." },
  "quote.viewOrder": { nb: "Se bestillingen", en: "View the order", ar: "عرض الطلب" },
  "quote.error.expired": {
    nb: "Tilbudet er utløpt og kan ikke lenger godtas.",
    en: "This quote has expired and can no longer be accepted.",
    ar: "انتهت صلاحية هذا العرض ولم يعد من الممكن قبوله.",
  },
  "quote.error.notOpen": {
    nb: "Dette tilbudet kan ikke lenger besvares.",
    en: "This quote can no longer be answered.",
    ar: "لم يعد من الممكن الرد على هذا العرض.",
  },
  "quote.error.tooLarge": {
    nb: "Tilbudets sum er for stor til å bli én bestilling. Kontakt oss.",
    en: "This quote's total is too large to become one order. Please contact us.",
    ar: "إجمالي هذا العرض كبير جدًا بحيث لا يمكن تحويله إلى طلب واحد. يرجى التواصل معنا.",
  },
  "quote.error.tooMany": {
    nb: "Det er sendt for mange tilbudsforespørsler herfra eller for denne e-postadressen. Prøv igjen om en time.",
    en: "Too many quote requests have been sent from here or for this e-mail address. Please try again in an hour.",
    ar: "أُرسل عدد كبير جدًا من طلبات عروض الأسعار من هنا أو لعنوان البريد الإلكتروني هذا. يرجى المحاولة مرة أخرى بعد ساعة.",
  },
  "quote.toast.added": { nb: "Lagt til i tilbud", en: "Added to quote", ar: "أضيف إلى عرض السعر" },
  "quote.toast.removed": { nb: "Varen er fjernet fra tilbudet", en: "Item removed from quote", ar: "أزيل المنتج من عرض السعر" },
  "quote.toast.cleared": { nb: "Tilbudslisten er tømt", en: "Quote list cleared", ar: "تم إفراغ قائمة عرض السعر" },
  "quote.toast.notesSaved": { nb: "Merknadene er lagret", en: "Notes saved", ar: "تم حفظ الملاحظات" },
  "quote.toast.merged": {
    nb: "{n} varer er flyttet over fra tilbudslisten din som gjest",
    en: "{n} items merged from your guest quote list",
    ar: "تم دمج {n} من المنتجات من قائمة عرض السعر الخاصة بك كضيف",
  },
  "quote.toast.productNotFound": { nb: "Fant ikke produktet", en: "Product not found", ar: "المنتج غير موجود" },
  "quote.toast.failed": {
    nb: "Kunne ikke oppdatere tilbudslisten",
    en: "Failed to update the quote list",
    ar: "تعذّر تحديث قائمة عرض السعر",
  },
  "quote.toast.tooMany": {
    nb: "Du kan be om høyst 999 av én vare.",
    en: "You can ask for at most 999 of one item.",
    ar: "يمكنك طلب 999 قطعة كحد أقصى من الصنف الواحد.",
  },
  "account.quotes": { nb: "Mine tilbud", en: "My quotes", ar: "عروض الأسعار الخاصة بي" },
  "account.noQuotes": {
    nb: "Du har ikke bedt om noen tilbud ennå.",
    en: "You have not requested any quotes yet.",
    ar: "لم تطلب أي عروض أسعار بعد.",
  },
  "quoteDesk.title": { nb: "Tilbud", en: "Quotes", ar: "عروض الأسعار" },
  "quoteDesk.all": { nb: "Alle", en: "All", ar: "الكل" },
  "quoteDesk.search": { nb: "Søk i tilbud", en: "Search quotes", ar: "البحث في عروض الأسعار" },
  "quoteDesk.filter": { nb: "Filtrer", en: "Filter", ar: "تصفية" },
  "quoteDesk.none": { nb: "Ingen tilbud passer.", en: "No quotes match.", ar: "لا توجد عروض أسعار مطابقة." },
  "quoteDesk.reference": { nb: "Referanse", en: "Reference", ar: "المرجع" },
  "quoteDesk.contact": { nb: "Kontakt", en: "Contact", ar: "جهة الاتصال" },
  "quoteDesk.received": { nb: "Mottatt", en: "Received", ar: "تاريخ الاستلام" },
  "quoteDesk.becameOrder": { nb: "ble ordre nummer {number}", en: "became order number {number}", ar: "أصبح الطلب رقم {number}" },
  "quoteDesk.deliveryText": {
    nb: "Postnummer {postcode}, ønsket {date}",
    en: "Postcode {postcode}, desired {date}",
    ar: "الرمز البريدي {postcode}، التاريخ المطلوب {date}",
  },
  "quoteDesk.language": { nb: "Språk", en: "Language", ar: "اللغة" },
  "quoteDesk.orgNumberText": { nb: "org.nr. {number}", en: "org. no. {number}", ar: "الرقم التنظيمي {number}" },
  "quoteDesk.item": { nb: "Vare", en: "Item", ar: "المنتج" },
  "quoteDesk.unitPrice": { nb: "Enhetspris (NOK, inkl. mva.)", en: "Unit price (NOK, incl. VAT)", ar: "سعر الوحدة (كرونة، شامل الضريبة)" },
  "quoteDesk.unitPriceFor": { nb: "Enhetspris for {name}", en: "Unit price for {name}", ar: "سعر الوحدة لـ{name}" },
  "quoteDesk.vatRate": { nb: "{rate} % mva.", en: "{rate} % VAT", ar: "ضريبة {rate}٪" },
  "quoteDesk.summary": {
    nb: "Totalt {total}, herav mva. {vat}; gyldig til {date}.",
    en: "Total {total}, of which VAT {vat}; valid until {date}.",
    ar: "الإجمالي {total}، منها ضريبة {vat}؛ صالح حتى {date}.",
  },
  "quoteDesk.discount": { nb: "Rabatt (%)", en: "Discount (%)", ar: "الخصم (٪)" },
  "quoteDesk.validUntil": { nb: "Gyldig til", en: "Valid until", ar: "صالح حتى" },
  "quoteDesk.factoryMessage": { nb: "Melding til kunden", en: "Message to the customer", ar: "رسالة إلى العميل" },
  "quoteDesk.send": { nb: "Send tilbud", en: "Send quote", ar: "إرسال العرض" },
  "quoteDesk.cancel": { nb: "Kanseller forespørselen", en: "Cancel request", ar: "إلغاء الطلب" },
  "quoteDesk.error.price": {
    nb: "{name}: skriv inn en pris i NOK, f.eks. 149,90.",
    en: "{name}: enter a price in NOK, e.g. 149.90.",
    ar: "{name}: أدخل سعرًا بالكرونة، مثل 149.90.",
  },
  "quoteDesk.error.discount": {
    nb: "Rabatten er et helt prosenttall fra 0 til 100.",
    en: "The discount is a whole percentage from 0 to 100.",
    ar: "الخصم نسبة مئوية صحيحة من 0 إلى 100.",
  },
  "quoteDesk.error.validUntil": {
    nb: "Skriv inn en gyldig dato, i dag eller senere.",
    en: "Enter a valid date, today or later.",
    ar: "أدخل تاريخًا صالحًا، اليوم أو بعده.",
  },
  "quoteDesk.error.message": {
    nb: "Meldingen kan være på høyst 4000 tegn.",
    en: "The message can be at most 4000 characters.",
    ar: "يمكن أن تتكون الرسالة من 4000 حرف كحد أقصى.",
  },
  "quoteDesk.error.notRequested": {
    nb: "Dette tilbudet har status {status} og kan ikke lenger prises eller kanselleres.",
    en: "This quote is {status} and can no longer be priced or cancelled.",
    ar: "حالة هذا العرض {status} ولم يعد من الممكن تسعيره أو إلغاؤه.",
  },
  "quoteDesk.error.tooLarge": {
    nb: "Tilbudets sum er for stor for én bestilling (høyst 21 474 836,47 kr). Senk prisene eller del opp forespørselen.",
    en: "The quote's total is too large for one order (at most 21 474 836,47 kr). Lower the prices or split the request.",
    ar: "إجمالي العرض كبير جدًا لطلب واحد (بحد أقصى 21 474 836,47 كرونة). خفّض الأسعار أو قسّم الطلب.",
  },
};

// ---------------------------------------------------------------------------
// Footer link titles
// ---------------------------------------------------------------------------

export const demoFooterLinkTitles: Record<string, Localized> = {
  products: { nb: "Produkter", en: "Products", ar: "المنتجات" },
  shop: { nb: "Nettbutikk", en: "Webshop", ar: "المتجر الإلكتروني" },
  categories: { nb: "Kategorier", en: "Categories", ar: "الفئات" },
  about: { nb: "Om oss", en: "About Us", ar: "من نحن" },
  locations: { nb: "Våre steder", en: "Locations", ar: "مواقعنا" },
  dairy: { nb: "Meieriprodukter", en: "Dairy Products", ar: "منتجات الألبان" },
  grains: { nb: "Korn og gryn", en: "Grains & Cereals", ar: "الحبوب ومنتجاتها" },
  specialty: { nb: "Spesialiteter", en: "Specialty Items", ar: "منتجات مميزة" },
  organic: { nb: "Økologisk", en: "Organic Range", ar: "المنتجات العضوية" },
  contact: { nb: "Kontakt oss", en: "Contact Us", ar: "تواصل معنا" },
  resellers: { nb: "Forhandlere", en: "Resellers", ar: "الموزعون" },
  support: { nb: "Kundeservice", en: "Customer Support", ar: "دعم العملاء" },
  quality: { nb: "Kvalitetssikring", en: "Quality Assurance", ar: "ضمان الجودة" },
  privacy: { nb: "Personvernerklæring", en: "Privacy Policy", ar: "سياسة الخصوصية" },
  terms: { nb: "Salgsvilkår", en: "Terms of Service", ar: "شروط الخدمة" },
  cookies: { nb: "Informasjonskapsler", en: "Cookie Policy", ar: "سياسة ملفات تعريف الارتباط" },
};

// ---------------------------------------------------------------------------
// Company texts
// ---------------------------------------------------------------------------

export const demoFactoryText: { description: Localized; tagline: Localized } = {
  description: {
    nb: "Fjellgården Mat AS er en familieeid matprodusent i Gudbrandsdalen, grunnlagt i 1952. Vi lager meieriprodukter, korn- og bakervarer, tradisjonelle spesialiteter og et voksende økologisk sortiment, med melk fra rundt 40 gårder i dalen, meieri i Lom, bakeri på Vinstra og hovedkontor i Otta.",
    en: "Fjellgården Mat AS is a family-owned food producer in Gudbrandsdalen, Norway, founded in 1952. We make dairy products, grain and bakery goods, traditional specialities and a growing organic range, with milk from around 40 farms in the valley, a dairy in Lom, a bakery in Vinstra and our head office in Otta.",
    ar: "فيلغوردن مات (Fjellgården Mat AS) شركة عائلية لإنتاج الأغذية في وادي غودبراندسدال بالنرويج، تأسست عام 1952. ننتج منتجات الألبان والحبوب والمخبوزات والأطعمة التقليدية المميزة وتشكيلة عضوية متنامية، بحليب من نحو 40 مزرعة في الوادي، ولدينا معمل ألبان في لوم ومخبز في فينسترا ومقر رئيسي في أوتا.",
  },
  tagline: {
    nb: "Ekte mat fra fjellbygdene siden 1952",
    en: "Real food from the mountain valleys since 1952",
    ar: "طعام أصيل من الوديان الجبلية منذ عام 1952",
  },
};
