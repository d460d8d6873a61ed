/**
 * Products (/apps/e-commerce/products): every product in a DataTable with search, the §5 filters, sorting,
 * paging and selection; "Remove selected" asks, then removes optimistically (rolled back when refused).
 */
import type { Product } from '@chorus/mock-handlers/contracts';
import { Link } from '@chorus/shell';
import { Button, Icon, QueryStatus } from '@chorus/ui';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { confirmAction } from '../../../lib/confirm';
import { FolderAppFrame } from '../../../lib/folder-app/FolderAppFrame';
import { updateCachedLists, useAppMutation } from '../../../lib/mutation';
import { errorText } from '../../../lib/query';
import { eCommerceApi, eCommerceKeys, eCommerceRoutes } from '../../e-commerce.api';
import '../../e-commerce.icons';
import {
  clearProductSelection,
  keepSelectedProducts,
  productsListStore,
  setProductSearch,
  setSelectedProducts,
} from '../../e-commerce.store';
import { useT } from '../../i18n';
import { ProductsTable } from '../../views/ProductsTable/ProductsTable';

function dropProducts(client: QueryClient, ids: readonly string[]): void {
  const gone = new Set(ids);
  updateCachedLists<Product>(client, eCommerceKeys.products, (list) =>
    list.filter((product) => !gone.has(product.id)),
  );
}

export function ProductsScreen() {
  const t = useT();
  const navigate = useNavigate();
  const { selectedIds, search } = useSnapshot(productsListStore);
  const productsQuery = useQuery({
    queryKey: eCommerceKeys.products,
    queryFn: ({ signal }) => eCommerceApi.products(signal),
  });
  const removeMutation = useAppMutation({
    mutationFn: (ids: string[]) => eCommerceApi.remove(ids),
    queryKey: eCommerceKeys.products,
    apply: (ids, client) => {
      dropProducts(client, ids);
      clearProductSelection();
    },
    // The server answers with the ids it removed.
    answer: (removed, _ids, client) => dropProducts(client, removed),
    errorMessage: t('remove.error'),
    successMessage: (ids) => t('remove.done', { count: ids.length }),
  });

  // The selection never holds rows the list no longer shows.
  useEffect(() => {
    if (productsQuery.data) keepSelectedProducts(productsQuery.data.map((product) => product.id));
  }, [productsQuery.data]);

  const confirmRemove = (ids: string[]) =>
    confirmAction({
      title: t('remove.title', { count: ids.length }),
      description: t('remove.description'),
      confirmLabel: t('remove.confirm'),
      onConfirm: () => removeMutation.mutate(ids),
    });

  const addLink = (
    <Button asChild>
      <Link to={eCommerceRoutes.newProduct}>
        <Icon name="plus" size="sm" />
        {t('products.add')}
      </Link>
    </Button>
  );

  return (
    <FolderAppFrame
      title={t('products.title')}
      search={search}
      onSearch={setProductSearch}
      searchLabel={t('products.search')}
      actions={addLink}
    >
      <QueryStatus
        query={{
          isPending: false,
          isError: productsQuery.isError,
          error: productsQuery.error,
          refetch: () => void productsQuery.refetch(),
        }}
        loading={t('products.loading')}
        error={(reason) => t('products.loadError', { reason: errorText(reason) })}
        fill
      >
        <ProductsTable
          products={productsQuery.data ?? []}
          loading={productsQuery.isPending}
          search={search}
          selectedIds={selectedIds}
          onSelectionChange={setSelectedProducts}
          onRemoveSelected={confirmRemove}
          onOpen={(product) => navigate(eCommerceRoutes.product(product))}
          emptyAction={addLink}
        />
      </QueryStatus>
    </FolderAppFrame>
  );
}

export default ProductsScreen;
