import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { loadSite } from "../site/queries.server";
import { loadDemoData } from "./demo-data.server";

/** Synthetic products reuse one demo picture per category. */
function sampleImages(): string[] {
  const { categories, products } = loadDemoData();
  return categories.map((category) => products.find((product) => product.category === category.key)!.key);
}

// Word lists per language, same order, so that product n gets the same meaning in every language.
const words = {
  adjective: {
    nb: ["Fersk", "Økologisk", "Lagret", "Røkt", "Grov", "Mild", "Kraftig", "Søt", "Syrlig", "Tradisjonell", "Fjellets", "Håndlaget"],
    en: ["Fresh", "Organic", "Aged", "Smoked", "Coarse", "Mild", "Strong", "Sweet", "Tangy", "Traditional", "Mountain", "Handmade"],
    ar: ["طازج", "عضوي", "معتّق", "مدخّن", "خشن", "خفيف", "قوي", "حلو", "منعش", "تقليدي", "جبلي", "مصنوع يدويًا"],
  },
  noun: {
    nb: [
      "ost",
      "melk",
      "flatbrød",
      "knekkebrød",
      "syltetøy",
      "honning",
      "pølse",
      "laks",
      "yoghurt",
      "smør",
      "havregryn",
      "mel",
      "rømme",
      "kjeks",
      "saft",
    ],
    en: [
      "cheese",
      "milk",
      "flatbread",
      "crispbread",
      "jam",
      "honey",
      "sausage",
      "salmon",
      "yoghurt",
      "butter",
      "oats",
      "flour",
      "sour cream",
      "biscuits",
      "cordial",
    ],
    ar: [
      "جبن",
      "حليب",
      "خبز رقيق",
      "خبز مقرمش",
      "مربى",
      "عسل",
      "نقانق",
      "سلمون",
      "زبادي",
      "زبدة",
      "شوفان",
      "دقيق",
      "قشدة حامضة",
      "بسكويت",
      "شراب",
    ],
  },
  place: {
    nb: ["fra Lom", "fra Vågå", "fra Otta", "fra Sel", "fra Dovre", "fra Skjåk", "fra Ringebu", "fra Vinstra"],
    en: ["from Lom", "from Vågå", "from Otta", "from Sel", "from Dovre", "from Skjåk", "from Ringebu", "from Vinstra"],
    ar: ["من لوم", "من فوغو", "من أوتا", "من سيل", "من دوفري", "من شوك", "من رينغيبو", "من فينسترا"],
  },
} as const;

const pick = (list: readonly string[], index: ReturnType<typeof sql>) =>
  sql`(${sql.raw(`array[${list.map((word) => `'${word.replace(/'/g, "''")}'`).join(",")}]`)})[1 + (${index}) % ${list.length}]`;

/** Adds `count` synthetic products (with translations, categories, valid EAN-13 codes, shop claims and stock) for benchmarks. */
export async function seedBulkProducts(
  db: Database,
  count: number,
  options: { batchSize?: number; onProgress?: (done: number) => void } = {},
): Promise<{ first: number; last: number }> {
  const site = await loadSite(db);
  const factoryId = site.factory.id;
  const existing = await db.execute<{ n: number }>(
    sql`select coalesce(max(substring(sku from 6)::int), 0)::int as n from products where sku like 'BULK-%'`,
  );
  const first = (existing.rows[0]?.n ?? 0) + 1;
  const last = first + count - 1;
  const batchSize = options.batchSize ?? 10_000;
  const languageCodes = site.languages.map((language) => language.code);
  const images = sampleImages();

  for (let from = first; from <= last; from += batchSize) {
    const to = Math.min(last, from + batchSize - 1);
    const i = sql.raw("i");
    const productId = sql`md5('bulk-product-' || i)::uuid`;
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into products (id, factory_id, slug, name, description, image_url, package_size, price_range, shop_price_ore, currency, vat_rate_percent, barcode, sku, is_active, sort_order, properties, stock_quantity)
        select ${productId}, ${factoryId}, 'bulk-' || i,
          ${pick(words.adjective.nb, i)} || ' ' || ${pick(words.noun.nb, sql`i / 12`)} || ' ' || ${pick(words.place.nb, sql`i / 180`)} || ' ' || i,
          'Syntetisk testprodukt nummer ' || i || ' for ytelsesmålinger.',
          '/demo/products/' || ${pick(images, i)} || '.svg',
          (1 + i % 20) * 100 || ' g',
          'NOK ' || (100 + i % 400) || '–' || (150 + i % 400) || ' per case',
          1000 + (i * 37) % 50000, 'NOK', 15,
          b || ((10 - (select sum(substr(b, k, 1)::int * (case when k % 2 = 0 then 3 else 1 end)) from generate_series(1, 12) k) % 10) % 10)::text,
          'BULK-' || lpad(i::text, 8, '0'), i % 50 <> 0, 100000 + i,
          -- The webshop's claims, spread so that each filter keeps a different share; every seventh is sold out.
          array_remove(array[case when i % 4 = 0 then 'organic' end, case when i % 6 = 1 then 'lactose_free' end, case when i % 5 = 2 then 'gluten_free' end,
            case when i % 9 = 3 then 'vegan' end, case when i % 3 = 0 then 'nut_free' end, case when i % 8 = 5 then 'no_added_sugar' end], null),
          case when i % 7 = 0 then 0 when i % 2 = 0 then i % 90 + 1 end
        from generate_series(${from}::int, ${to}::int) as i, lateral (select '705' || lpad(i::text, 9, '0') as b) as code`);
      for (const code of languageCodes) {
        const lang = (code in words.adjective ? code : "en") as keyof typeof words.adjective;
        await tx.execute(sql`
          insert into products_i18n (product_id, language_code, slug, name, description, package_size)
          select ${productId}, ${code}, 'bulk-' || i || '-' || ${code},
            ${pick(words.adjective[lang], i)} || ' ' || ${pick(words.noun[lang], sql`i / 12`)} || ' ' || ${pick(words.place[lang], sql`i / 180`)} || ' ' || i,
            ${pick(words.noun[lang], sql`i / 12`)} || ' – ' || ${pick(words.place[lang], sql`i / 180`)} || ' (' || i || ')',
            (1 + i % 20) * 100 || ' g'
          from generate_series(${from}::int, ${to}::int) as i`);
      }
      await tx.execute(sql`
        insert into product_categories (product_id, category_id, sort_order)
        select ${productId}, c.id, i from generate_series(${from}::int, ${to}::int) as i
        join (select id, row_number() over (order by sort_order, id) - 1 as n, count(*) over () as total from categories where factory_id = ${factoryId}) c on c.n = i % c.total`);
    });
    options.onProgress?.(to - first + 1);
  }
  return { first, last };
}
