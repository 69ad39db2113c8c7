import type { Kysely } from 'kysely';

// Frozen. A product's texts in other languages (the spec's multiLocaleSetupProductDetails): a
// shopper who switches language reads the product in it.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('product_texts')
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('introductory_title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('specification_type', 'text', (c) => c.notNull())
    .addColumn('image_alts', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sku_names', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('combo_names', 'text', (c) => c.notNull().defaultTo('{}'))
    .addPrimaryKeyConstraint('product_texts_pk', ['product_id', 'locale'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('product_texts').execute();
}
