/**
 * The page `npm run bench:e-commerce` measures: the products list (the screen's own view, ProductsTable)
 * over 10,000 products, the same copies of the seed the 10,000-product story's handler answers.
 */
import { applyTheme } from '@chorus/ui';
import { StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import '../../packages/apps/src/e-commerce/e-commerce.icons';
import { ProductsTable } from '../../packages/apps/src/e-commerce/views/ProductsTable/ProductsTable';
import { manyProducts } from '../../packages/apps/src/e-commerce/views/products.fixtures';
import { seedECommerce } from '../../packages/mock-handlers/src/e-commerce/e-commerce.seed';

const products = manyProducts(seedECommerce().products);

function Bench() {
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  return (
    <main>
      <input
        aria-label="Search products"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <ProductsTable
        products={products}
        search={search}
        selectedIds={selectedIds}
        onSelectionChange={setSelectedIds}
        onRemoveSelected={() => setSelectedIds([])}
      />
    </main>
  );
}

applyTheme(document.documentElement, 'light');
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Suspense fallback={null}>
      <Bench />
    </Suspense>
  </StrictMode>,
);
