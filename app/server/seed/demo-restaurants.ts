import type { AttributesSchema } from "~/lib/attributes";
import type { OpeningHours } from "~/lib/opening-hours";
import type { Allergen, DietaryTag } from "~/lib/restaurant-menu";
import type { Localized } from "./demo-content";

/** The demo site's two restaurants: a café (the default, first) and a pizzeria whose pizzas come half-and-half. */
export interface DemoMenuItem {
  key: string;
  name: Localized;
  description: Localized;
  priceOre: number;
  vatRatePercent: number;
  allergens: Allergen[];
  dietaryTags: DemoDietary[];
  halfAndHalf?: boolean;
  schema?: AttributesSchema;
  imageUrl?: string;
}
type DemoDietary = DietaryTag;

export interface DemoRestaurant {
  key: string;
  slug: string;
  name: Localized;
  description: Localized;
  address: string;
  phone: string;
  openingHours: OpeningHours;
  offersPickup: boolean;
  offersDelivery: boolean;
  prepMinutes: number;
  categories: Array<{ key: string; name: Localized; items: DemoMenuItem[] }>;
}

const pizzaSizes: AttributesSchema["attributes"][number] = {
  key: "size",
  label: { nb: "Størrelse", en: "Size", ar: "الحجم" },
  type: "select",
  options: [
    { value: "medium", label: { nb: "Medium (30 cm)", en: "Medium (30 cm)", ar: "وسط (30 سم)" }, priceOre: 0 },
    { value: "large", label: { nb: "Stor (40 cm)", en: "Large (40 cm)", ar: "كبير (40 سم)" }, priceOre: 6000 },
  ],
};
const pizzaExtras: AttributesSchema["attributes"][number] = {
  key: "extras",
  label: { nb: "Ekstra fyll", en: "Extra toppings", ar: "إضافات" },
  type: "multi",
  options: [
    { value: "cheese", label: { nb: "Ekstra ost", en: "Extra cheese", ar: "جبن إضافي" }, priceOre: 2500 },
    { value: "bacon", label: { nb: "Bacon", en: "Bacon", ar: "لحم مقدد" }, priceOre: 3000 },
    { value: "mushrooms", label: { nb: "Sjampinjong", en: "Mushrooms", ar: "فطر" }, priceOre: 1500 },
    { value: "jalapenos", label: { nb: "Jalapeño", en: "Jalapeños", ar: "هالابينو" }, priceOre: 1500 },
  ],
};
const pizzaSchema: AttributesSchema = { attributes: [pizzaSizes, pizzaExtras] };
const cupSizes: AttributesSchema = {
  attributes: [
    {
      key: "size",
      label: { nb: "Størrelse", en: "Size", ar: "الحجم" },
      type: "select",
      options: [
        { value: "small", label: { nb: "Liten", en: "Small", ar: "صغير" }, priceOre: 0 },
        { value: "large", label: { nb: "Stor", en: "Large", ar: "كبير" }, priceOre: 1000 },
      ],
    },
  ],
};

/** A dish: 15 % VAT (food), no allergens and no dietary tags unless given. */
function dish(
  item: Omit<DemoMenuItem, "vatRatePercent" | "allergens" | "dietaryTags"> &
    Partial<Pick<DemoMenuItem, "vatRatePercent" | "allergens" | "dietaryTags">>,
): DemoMenuItem {
  return { vatRatePercent: 15, allergens: [], dietaryTags: [], ...item };
}

/** A pizza: a dish with the sizes and extras, that comes half-and-half. */
function pizza(item: Parameters<typeof dish>[0]): DemoMenuItem {
  return dish({ ...item, halfAndHalf: true, schema: pizzaSchema });
}

/** Opening hours by ranges of ISO weekdays ("1-5": Monday to Friday), each one period of the day; days not named are closed. */
function weekly(ranges: Record<string, [open: string, close: string]>): OpeningHours {
  const hours: OpeningHours = {};
  for (const [days, [open, close]] of Object.entries(ranges)) {
    const [first, last = first] = days.split("-").map(Number) as [number, number?];
    for (let day = first; day <= last; day++) hours[String(day) as keyof OpeningHours] = [{ open, close }];
  }
  return hours;
}

export const demoRestaurants: DemoRestaurant[] = [
  {
    key: "kafe",
    slug: "fjellgarden-kafe",
    name: { nb: "Fjellgården Kafé", en: "Fjellgården Café", ar: "مقهى فيالغوردن" },
    description: {
      nb: "Kafeen i meieriet: rømmegrøt, fiskesuppe, vafler med brunost og kaffe fra vedovnen.",
      en: "The café in the dairy: sour cream porridge, fish soup, waffles with brown cheese and coffee by the wood stove.",
      ar: "المقهى داخل مصنع الألبان: عصيدة القشدة الحامضة وحساء السمك والوافل بالجبن البني والقهوة بجانب موقد الحطب.",
    },
    address: "Gardsvegen 12, 2670 Otta",
    phone: "+47 61 23 45 68",
    openingHours: weekly({ "1-5": ["08:00", "18:00"], "6": ["10:00", "17:00"] }),
    offersPickup: true,
    offersDelivery: false,
    prepMinutes: 15,
    categories: [
      {
        key: "hot",
        name: { nb: "Varmretter", en: "Hot dishes", ar: "أطباق ساخنة" },
        items: [
          dish({
            key: "rommegrot",
            name: {
              nb: "Rømmegrøt med spekemat",
              en: "Sour cream porridge with cured meats",
              ar: "عصيدة القشدة الحامضة مع اللحوم المجففة",
            },
            description: {
              nb: "Gårdens rømmegrøt med smør, kanel og sukker, servert med spekeskinke og flatbrød.",
              en: "Our sour cream porridge with butter, cinnamon and sugar, served with cured ham and flatbread.",
              ar: "عصيدة القشدة الحامضة بالزبدة والقرفة والسكر، تقدم مع لحم مجفف وخبز رقيق.",
            },
            priceOre: 16500,
            allergens: ["milk", "gluten"],
            imageUrl: "/demo/products/sour-cream-porridge-500g.svg",
          }),
          dish({
            key: "fiskesuppe",
            name: { nb: "Bergensk fiskesuppe", en: "Bergen fish soup", ar: "حساء السمك على طريقة بيرغن" },
            description: {
              nb: "Kremet suppe med laks, torsk, reker og rotgrønnsaker. Servert med surdeigsbrød.",
              en: "Creamy soup with salmon, cod, prawns and root vegetables. Served with sourdough bread.",
              ar: "حساء كريمي بالسلمون والقد والروبيان والخضروات الجذرية. يقدم مع خبز العجين المخمر.",
            },
            priceOre: 18900,
            allergens: ["fish", "crustaceans", "milk", "celery", "gluten"],
            imageUrl: "/demo/products/smoked-salmon-200g.svg",
          }),
        ],
      },
      {
        key: "bakery",
        name: { nb: "Bakst", en: "Baked goods", ar: "مخبوزات" },
        items: [
          dish({
            key: "vafler",
            name: { nb: "Vafler med brunost og syltetøy", en: "Waffles with brown cheese and jam", ar: "وافل بالجبن البني والمربى" },
            description: {
              nb: "To hjertevafler med gudbrandsdalsost, rømme og tyttebærsyltetøy.",
              en: "Two heart-shaped waffles with brown cheese, sour cream and lingonberry jam.",
              ar: "قطعتا وافل على شكل قلب مع الجبن البني والقشدة الحامضة ومربى عنب الثور.",
            },
            priceOre: 6900,
            allergens: ["gluten", "eggs", "milk"],
            dietaryTags: ["vegetarian"],
            imageUrl: "/demo/products/gudbrandsdalsost-500g.svg",
          }),
          dish({
            key: "lefse",
            name: { nb: "Potetlefse med smør og sukker", en: "Potato lefse with butter and sugar", ar: "ليفسه البطاطس بالزبدة والسكر" },
            description: {
              nb: "Myk lefse bakt på takke, med smør, sukker og kanel.",
              en: "Soft griddle-baked lefse with butter, sugar and cinnamon.",
              ar: "ليفسه طرية مخبوزة على الصاج مع الزبدة والسكر والقرفة.",
            },
            priceOre: 4500,
            allergens: ["gluten", "milk"],
            dietaryTags: ["vegetarian"],
            imageUrl: "/demo/products/potato-lefse-10.svg",
          }),
        ],
      },
      {
        key: "drinks",
        name: { nb: "Drikke", en: "Drinks", ar: "مشروبات" },
        items: [
          dish({
            key: "kaffe",
            name: { nb: "Traktekaffe", en: "Filter coffee", ar: "قهوة مفلترة" },
            description: {
              nb: "Lys brent kaffe fra et lite brenneri i Lom.",
              en: "Light roast from a small roastery in Lom.",
              ar: "قهوة محمصة تحميصًا خفيفًا من محمصة صغيرة في لوم.",
            },
            priceOre: 3500,
            dietaryTags: ["vegan", "gluten_free"],
            schema: cupSizes,
          }),
          dish({
            key: "kakao",
            name: { nb: "Varm kakao med krem", en: "Hot chocolate with cream", ar: "شوكولاتة ساخنة بالكريمة" },
            description: {
              nb: "Laget på gårdens helmelk, toppet med pisket krem.",
              en: "Made with our whole milk, topped with whipped cream.",
              ar: "محضرة بحليبنا كامل الدسم ومغطاة بالكريمة المخفوقة.",
            },
            priceOre: 4900,
            allergens: ["milk"],
            dietaryTags: ["vegetarian", "gluten_free"],
            imageUrl: "/demo/products/organic-chocolate-milk-500ml.svg",
          }),
        ],
      },
    ],
  },
  {
    key: "pizzeria",
    slug: "fjellgarden-pizzeria",
    name: { nb: "Fjellgården Pizzeria", en: "Fjellgården Pizzeria", ar: "بيتزيريا فيالغوردن" },
    description: {
      nb: "Steinovnsbakt pizza med gårdens egen mozzarella. Alle pizzaer kan bestilles halv og halv.",
      en: "Stone-baked pizza with our own mozzarella. Every pizza can be ordered half-and-half.",
      ar: "بيتزا مخبوزة في فرن حجري مع جبن الموتزاريلا من إنتاجنا. يمكن طلب كل بيتزا نصفًا ونصفًا.",
    },
    address: "Storgata 5, 2670 Otta",
    phone: "+47 61 23 45 69",
    openingHours: weekly({ "1-4": ["15:00", "22:00"], "5-6": ["12:00", "01:00"], "7": ["13:00", "21:00"] }),
    offersPickup: true,
    offersDelivery: true,
    prepMinutes: 20,
    categories: [
      {
        key: "pizza",
        name: { nb: "Pizza", en: "Pizza", ar: "بيتزا" },
        items: [
          pizza({
            key: "margherita",
            name: { nb: "Margherita", en: "Margherita", ar: "مارغريتا" },
            description: {
              nb: "Tomatsaus, fersk mozzarella og basilikum.",
              en: "Tomato sauce, fresh mozzarella and basil.",
              ar: "صلصة الطماطم وجبن الموتزاريلا الطازج والريحان.",
            },
            priceOre: 14900,
            allergens: ["gluten", "milk"],
            dietaryTags: ["vegetarian"],
          }),
          pizza({
            key: "pepperoni",
            name: { nb: "Pepperoni", en: "Pepperoni", ar: "بيبروني" },
            description: {
              nb: "Tomatsaus, mozzarella, pepperoni og chiliflak.",
              en: "Tomato sauce, mozzarella, pepperoni and chilli flakes.",
              ar: "صلصة الطماطم والموتزاريلا والبيبروني ورقائق الفلفل الحار.",
            },
            priceOre: 17900,
            allergens: ["gluten", "milk", "mustard"],
            dietaryTags: ["spicy"],
          }),
          pizza({
            key: "reinsdyr",
            name: { nb: "Reinsdyr og kantarell", en: "Reindeer and chanterelle", ar: "لحم الرنة والشانتريل" },
            description: {
              nb: "Hvit saus, røkt reinsdyr, kantareller, rødløk og tyttebær.",
              en: "White sauce, smoked reindeer, chanterelles, red onion and lingonberries.",
              ar: "صلصة بيضاء ولحم رنة مدخن وفطر الشانتريل وبصل أحمر وعنب الثور.",
            },
            priceOre: 21900,
            allergens: ["gluten", "milk", "sulphites"],
          }),
          pizza({
            key: "vegetar",
            name: { nb: "Grønn hage", en: "Green garden", ar: "الحديقة الخضراء" },
            description: {
              nb: "Tomatsaus, mozzarella, paprika, squash, oliven og ruccola.",
              en: "Tomato sauce, mozzarella, peppers, courgette, olives and rocket.",
              ar: "صلصة الطماطم والموتزاريلا والفلفل الرومي والكوسا والزيتون والجرجير.",
            },
            priceOre: 16900,
            allergens: ["gluten", "milk"],
            dietaryTags: ["vegetarian"],
          }),
        ],
      },
      {
        key: "drinks",
        name: { nb: "Drikke", en: "Drinks", ar: "مشروبات" },
        items: [
          dish({
            key: "eplemost",
            name: { nb: "Eplemost 0,33 l", en: "Apple juice 0.33 l", ar: "عصير تفاح 0.33 لتر" },
            description: {
              nb: "Økologisk eplemost fra Hardanger.",
              en: "Organic apple juice from Hardanger.",
              ar: "عصير تفاح عضوي من هاردانغر.",
            },
            priceOre: 4500,
            dietaryTags: ["vegan", "gluten_free"],
            imageUrl: "/demo/products/organic-apple-juice-1l.svg",
          }),
          dish({
            key: "farris",
            name: { nb: "Farris 0,5 l", en: "Sparkling water 0.5 l", ar: "مياه فوارة 0.5 لتر" },
            description: {
              nb: "Naturlig mineralvann med kullsyre.",
              en: "Natural sparkling mineral water.",
              ar: "مياه معدنية طبيعية فوارة.",
            },
            priceOre: 3900,
            dietaryTags: ["vegan", "gluten_free"],
          }),
        ],
      },
    ],
  },
];

/** The restaurant side's UI strings in every seeded language (English defaults: app/lib/i18n/restaurant-messages.ts). */
export const restaurantUiStrings: Record<string, Localized> = {
  "nav.restaurants": { nb: "Restauranter", en: "Restaurants", ar: "المطاعم" },
  "restaurants.title": { nb: "Restauranter", en: "Restaurants", ar: "المطاعم" },
  "restaurants.intro": {
    nb: "Bestill fra restaurantene våre for henting eller levering.",
    en: "Order from our restaurants for pickup or delivery.",
    ar: "اطلب من مطاعمنا للاستلام أو التوصيل.",
  },
  "restaurants.openNow": { nb: "Åpent nå", en: "Open now", ar: "مفتوح الآن" },
  "restaurants.closedNow": { nb: "Stengt nå", en: "Closed now", ar: "مغلق الآن" },
  "restaurants.closedDay": { nb: "Stengt", en: "Closed", ar: "مغلق" },
  "restaurants.hours": { nb: "Åpningstider", en: "Opening hours", ar: "ساعات العمل" },
  "restaurants.pickup": { nb: "Henting", en: "Pickup", ar: "استلام" },
  "restaurants.delivery": { nb: "Levering", en: "Delivery", ar: "توصيل" },
  "restaurants.prepTime": {
    nb: "Klar på omtrent {minutes} min",
    en: "Ready in about {minutes} min",
    ar: "جاهز خلال {minutes} دقيقة تقريبًا",
  },
  "restaurants.viewMenu": { nb: "Meny: {name}", en: "Menu: {name}", ar: "القائمة: {name}" },
  "restaurants.none": { nb: "Det er ingen restauranter ennå.", en: "There are no restaurants yet.", ar: "لا توجد مطاعم بعد." },
  "menu.title": { nb: "Meny", en: "Menu", ar: "القائمة" },
  "menu.allergens": { nb: "Allergener: {list}", en: "Allergens: {list}", ar: "مسببات الحساسية: {list}" },
  "menu.soldOut": { nb: "Utsolgt", en: "Sold out", ar: "نفدت الكمية" },
  "menu.halfAndHalf": { nb: "Halv og halv", en: "Half-and-half", ar: "نصف ونصف" },
  "menu.secondHalf": { nb: "Andre halvdel", en: "Other half", ar: "النصف الآخر" },
  "menu.wholeItem": { nb: "Hel (ingen andre halvdel)", en: "Whole (no second half)", ar: "كاملة (بدون نصف آخر)" },
  "menu.halfRule": {
    nb: "Halv og halv: du betaler prisen for den dyreste halvdelen.",
    en: "Half-and-half: you pay the price of the dearer half.",
    ar: "نصف ونصف: تدفع سعر النصف الأغلى.",
  },
  "menu.priceFrom": { nb: "{price}", en: "{price}", ar: "{price}" },
  "menu.closedNotice": {
    nb: "Stengt nå. Du kan fortsatt bestille til et senere tidspunkt.",
    en: "Closed now. You can still order for a later time.",
    ar: "مغلق الآن. لا يزال بإمكانك الطلب لوقت لاحق.",
  },
  "menu.otherRestaurant": {
    nb: "Handlekurven har varer fra en annen restaurant. Tøm handlekurven for å bestille herfra.",
    en: "Your cart holds items from another restaurant. Clear the cart to order from this one.",
    ar: "تحتوي سلتك على منتجات من مطعم آخر. أفرغ السلة لتطلب من هذا المطعم.",
  },
  "menu.checkout": { nb: "Gå til kassen", en: "Go to checkout", ar: "الذهاب إلى الدفع" },
  "menu.backToRestaurants": { nb: "Alle restauranter", en: "All restaurants", ar: "كل المطاعم" },
  "allergen.gluten": { nb: "Gluten", en: "Gluten", ar: "الغلوتين" },
  "allergen.crustaceans": { nb: "Skalldyr", en: "Crustaceans", ar: "القشريات" },
  "allergen.eggs": { nb: "Egg", en: "Eggs", ar: "البيض" },
  "allergen.fish": { nb: "Fisk", en: "Fish", ar: "السمك" },
  "allergen.peanuts": { nb: "Peanøtter", en: "Peanuts", ar: "الفول السوداني" },
  "allergen.soybeans": { nb: "Soya", en: "Soybeans", ar: "فول الصويا" },
  "allergen.milk": { nb: "Melk", en: "Milk", ar: "الحليب" },
  "allergen.nuts": { nb: "Nøtter", en: "Nuts", ar: "المكسرات" },
  "allergen.celery": { nb: "Selleri", en: "Celery", ar: "الكرفس" },
  "allergen.mustard": { nb: "Sennep", en: "Mustard", ar: "الخردل" },
  "allergen.sesame": { nb: "Sesamfrø", en: "Sesame", ar: "السمسم" },
  "allergen.sulphites": { nb: "Sulfitter", en: "Sulphites", ar: "الكبريتيت" },
  "allergen.lupin": { nb: "Lupin", en: "Lupin", ar: "الترمس" },
  "allergen.molluscs": { nb: "Bløtdyr", en: "Molluscs", ar: "الرخويات" },
  "diet.vegetarian": { nb: "Vegetar", en: "Vegetarian", ar: "نباتي" },
  "diet.vegan": { nb: "Vegansk", en: "Vegan", ar: "نباتي صرف" },
  "diet.spicy": { nb: "Sterk", en: "Spicy", ar: "حار" },
  "diet.gluten_free": { nb: "Glutenfri", en: "Gluten-free", ar: "خالٍ من الغلوتين" },
  "diet.lactose_free": { nb: "Laktosefri", en: "Lactose-free", ar: "خالٍ من اللاكتوز" },
  "cart.toast.halfNotAllowed": {
    nb: "Disse to rettene kan ikke kombineres halv og halv.",
    en: "These two items cannot be combined half-and-half.",
    ar: "لا يمكن الجمع بين هذين الصنفين نصفًا ونصفًا.",
  },
  "rcheckout.title": { nb: "Bestill fra {restaurant}", en: "Order from {restaurant}", ar: "اطلب من {restaurant}" },
  "rcheckout.fulfilment": { nb: "Henting eller levering", en: "Pickup or delivery", ar: "استلام أو توصيل" },
  "rcheckout.pickupAt": { nb: "Hent på {address}", en: "Pick up at {address}", ar: "الاستلام من {address}" },
  "rcheckout.deliveryOption": { nb: "Levering til adressen din", en: "Delivery to your address", ar: "التوصيل إلى عنوانك" },
  "rcheckout.when": { nb: "Når", en: "When", ar: "متى" },
  "rcheckout.asap": { nb: "Så snart som mulig", en: "As soon as possible", ar: "في أقرب وقت ممكن" },
  "rcheckout.later": { nb: "Til et valgt tidspunkt", en: "At a chosen time", ar: "في وقت تختاره" },
  "rcheckout.slot": { nb: "Tidspunkt", en: "Time", ar: "الوقت" },
  "rcheckout.notes": { nb: "Beskjed til kjøkkenet", en: "Notes for the kitchen", ar: "ملاحظات للمطبخ" },
  "rcheckout.payment.pay_at_pickup": { nb: "Betal ved henting", en: "Pay at pickup", ar: "الدفع عند الاستلام" },
  "rcheckout.payment.pay_on_delivery": { nb: "Betal ved levering", en: "Pay on delivery", ar: "الدفع عند التوصيل" },
  "rcheckout.error.closed": {
    nb: "Restauranten er stengt nå. Velg et senere tidspunkt.",
    en: "The restaurant is closed now. Choose a later time.",
    ar: "المطعم مغلق الآن. اختر وقتًا لاحقًا.",
  },
  "rcheckout.error.slot": {
    nb: "Det tidspunktet er ikke ledig. Velg et annet tidspunkt innenfor åpningstidene.",
    en: "That time is not available. Choose another time within the opening hours.",
    ar: "هذا الوقت غير متاح. اختر وقتًا آخر ضمن ساعات العمل.",
  },
  "rcheckout.error.openOrders": {
    nb: "Du har allerede flere bestillinger i køen på kjøkkenet. Vent til en av dem er klar før du bestiller igjen.",
    en: "You already have several orders in the kitchen's queue. Please wait until one of them is ready before ordering again.",
    ar: "لديك بالفعل عدة طلبات في قائمة انتظار المطبخ. يرجى الانتظار حتى يصبح أحدها جاهزًا قبل الطلب مرة أخرى.",
  },
  "rcheckout.error.queueFull": {
    nb: "Kjøkkenet har for mange bestillinger akkurat nå. Prøv igjen om litt.",
    en: "The kitchen has too many orders right now. Please try again in a little while.",
    ar: "لدى المطبخ عدد كبير جدًا من الطلبات الآن. يرجى المحاولة مرة أخرى بعد قليل.",
  },
  "rcheckout.error.fulfilment": {
    nb: "Restauranten tilbyr ikke dette. Velg henting eller levering slik det tilbys.",
    en: "This restaurant does not offer that. Choose pickup or delivery as offered.",
    ar: "لا يقدم هذا المطعم ذلك. اختر الاستلام أو التوصيل حسب المتاح.",
  },
  "rcheckout.error.cartEmpty": {
    nb: "Handlekurven har ingen varer fra denne restauranten.",
    en: "Your cart holds no items from this restaurant.",
    ar: "لا تحتوي سلتك على منتجات من هذا المطعم.",
  },
  "rcheckout.error.notes": {
    nb: "Beskjeden kan være på høyst 500 tegn.",
    en: "Notes can be at most 500 characters.",
    ar: "يمكن أن تتكون الملاحظات من 500 حرف كحد أقصى.",
  },
  "tracking.title": { nb: "Bestilling {number}", en: "Order {number}", ar: "الطلب {number}" },
  "tracking.restaurant": { nb: "Fra {restaurant}", en: "From {restaurant}", ar: "من {restaurant}" },
  "tracking.estimatedReady": { nb: "Forventet klar kl. {time}", en: "Estimated ready at {time}", ar: "الوقت المتوقع للتجهيز {time}" },
  "tracking.reason": { nb: "Årsak: {reason}", en: "Reason: {reason}", ar: "السبب: {reason}" },
  "tracking.live": { nb: "Endringer vises her automatisk.", en: "Updates appear here automatically.", ar: "تظهر التحديثات هنا تلقائيًا." },
  "tracking.reconnecting": {
    nb: "Forbindelsen ble brutt. Kobler til igjen …",
    en: "Connection lost. Reconnecting…",
    ar: "انقطع الاتصال. جارٍ إعادة الاتصال…",
  },
  "tracking.keepLink": {
    nb: "Ta vare på adressen til denne siden for å følge bestillingen.",
    en: "Keep this page's address to follow your order.",
    ar: "احتفظ بعنوان هذه الصفحة لمتابعة طلبك.",
  },
  "rstatus.received": { nb: "Mottatt", en: "Received", ar: "تم الاستلام" },
  "rstatus.accepted": { nb: "Godtatt", en: "Accepted", ar: "تم القبول" },
  "rstatus.preparing": { nb: "Tilberedes", en: "Preparing", ar: "قيد التحضير" },
  "rstatus.ready": { nb: "Klar", en: "Ready", ar: "جاهز" },
  "rstatus.picked_up": { nb: "Hentet", en: "Picked up", ar: "تم الاستلام من المطعم" },
  "rstatus.out_for_delivery": { nb: "Under levering", en: "Out for delivery", ar: "في الطريق إليك" },
  "rstatus.completed": { nb: "Fullført", en: "Completed", ar: "مكتمل" },
  "rstatus.rejected": { nb: "Avvist", en: "Rejected", ar: "مرفوض" },
  "rstatus.cancelled": { nb: "Kansellert", en: "Cancelled", ar: "ملغى" },
  "queue.title": { nb: "{restaurant}: bestillinger", en: "{restaurant}: orders", ar: "{restaurant}: الطلبات" },
  "queue.empty": { nb: "Ingen bestillinger", en: "No orders", ar: "لا توجد طلبات" },
  "kitchen.title": { nb: "Kjøkkenskjerm", en: "Kitchen dashboard", ar: "لوحة المطبخ" },
  "kitchen.restaurant": { nb: "Restaurant", en: "Restaurant", ar: "المطعم" },
  "kitchen.show": { nb: "Vis", en: "Show", ar: "عرض" },
  "kitchen.newOrders": {
    nb: "{count, plural, one {# ny bestilling} other {# nye bestillinger}}",
    en: "{count, plural, one {# new order} other {# new orders}}",
    ar: "{count, plural, zero {لا طلبات جديدة} one {طلب جديد واحد} two {طلبان جديدان} few {# طلبات جديدة} many {# طلبًا جديدًا} other {# طلب جديد}}",
  },
  "kitchen.sound": { nb: "Lyd for nye bestillinger", en: "Sound for new orders", ar: "صوت للطلبات الجديدة" },
  "kitchen.move.accepted": { nb: "Godta", en: "Accept", ar: "قبول" },
  "kitchen.move.preparing": { nb: "Start tilberedning", en: "Start preparing", ar: "بدء التحضير" },
  "kitchen.move.ready": { nb: "Merk som klar", en: "Mark ready", ar: "تحديد كجاهز" },
  "kitchen.move.picked_up": { nb: "Hentet", en: "Picked up", ar: "تم الاستلام" },
  "kitchen.move.out_for_delivery": { nb: "Sendt til levering", en: "Out for delivery", ar: "خرج للتوصيل" },
  "kitchen.move.completed": { nb: "Fullfør", en: "Complete", ar: "إكمال" },
  "kitchen.reject": { nb: "Avvis", en: "Reject", ar: "رفض" },
  "kitchen.rejectReason": {
    nb: "Årsak til å avvise bestilling {number}",
    en: "Reason for rejecting order {number}",
    ar: "سبب رفض الطلب {number}",
  },
  "kitchen.minutesAgo": { nb: "for {minutes} min siden", en: "{minutes} min ago", ar: "منذ {minutes} دقيقة" },
  "kitchen.late": { nb: "Forsinket", en: "Late", ar: "متأخر" },
  "kitchen.empty": { nb: "Ingen bestillinger", en: "No orders", ar: "لا توجد طلبات" },
  "kitchen.moved": { nb: "Bestilling {number}: {status}", en: "Order {number}: {status}", ar: "الطلب {number}: {status}" },
  "kitchen.error.transition": {
    nb: "Bestillingen har allerede gått videre. Tavlen er oppdatert.",
    en: "That order has already moved on. The board has been updated.",
    ar: "انتقل هذا الطلب بالفعل إلى مرحلة أخرى. تم تحديث اللوحة.",
  },
  "kitchen.error.reason": {
    nb: "Oppgi en årsak (1 til 200 tegn).",
    en: "Give a reason (1 to 200 characters).",
    ar: "اذكر سببًا (من 1 إلى 200 حرف).",
  },
  "kitchen.asap": { nb: "Så snart som mulig", en: "As soon as possible", ar: "في أقرب وقت ممكن" },
  "kitchen.wantedAt": { nb: "Ønsket kl. {time}", en: "Wanted at {time}", ar: "مطلوب في {time}" },
};
