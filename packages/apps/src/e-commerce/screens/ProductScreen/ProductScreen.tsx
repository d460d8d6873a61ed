/**
 * A product (/apps/e-commerce/products/:productId/:handle?) or a new one (/apps/e-commerce/products/new):
 * the form in tabs, saved with product/save (inserted when the id is unknown, replaced otherwise). After a
 * save the form starts again from what the server stored; a new product's page becomes its own.
 */
import type { Product } from '@chorus/mock-handlers/contracts';
import { useDocumentTitle } from '@chorus/shell';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { updateCachedLists, useAppMutation } from '../../../lib/mutation';
import { detailStatus } from '../../../lib/detail/detailStatus';
import { eCommerceApi, eCommerceKeys, eCommerceRoutes } from '../../e-commerce.api';
import { blankProduct } from '../../e-commerce.form';
import '../../e-commerce.icons';
import { useT } from '../../i18n';
import { DetailStatusPage } from '../../../lib/detail/DetailStatusPage';
import { ProductForm } from '../../views/ProductForm/ProductForm';

const listPath = eCommerceRoutes.products;

export function ProductScreen() {
  const t = useT();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { productId = 'new' } = useParams();
  const isNew = productId === 'new';
  const [blank] = useState(blankProduct);
  // A form starts afresh from each stored version (a save's answer).
  const [version, setVersion] = useState(0);

  const productQuery = useQuery({
    queryKey: eCommerceKeys.product(productId),
    queryFn: ({ signal }) => eCommerceApi.product(productId, signal),
    enabled: !isNew,
    // The list's copy shows at once; the product is read again behind it.
    placeholderData: client
      .getQueryData<Product[]>(eCommerceKeys.products)
      ?.find((product) => product.id === productId),
  });
  const saveMutation = useAppMutation({
    mutationFn: (product: Product) => eCommerceApi.save(product),
    answer: (saved, _vars, queryClient) => {
      queryClient.setQueryData(eCommerceKeys.product(saved.id), saved);
      updateCachedLists<Product>(queryClient, eCommerceKeys.products, (list) =>
        list.some((product) => product.id === saved.id)
          ? list.map((product) => (product.id === saved.id ? saved : product))
          : [...list, saved],
      );
    },
    errorMessage: t('save.error'),
    successMessage: t('save.done'),
    onSuccess: (saved) => {
      setVersion((current) => current + 1);
      if (isNew || saved.handle !== productQuery.data?.handle)
        navigate(eCommerceRoutes.product(saved), { replace: true });
    },
  });

  const product = isNew ? blank : productQuery.data;
  const key = useMemo(() => `${product?.id}-${version}`, [product?.id, version]);
  useDocumentTitle(isNew ? t('edit.newTitle') : product?.name, t('products.title'));
  const status = detailStatus(productId, {
    isPending: !product && productQuery.isPending,
    isError: productQuery.isError,
    error: productQuery.error,
    refetch: () => void productQuery.refetch(),
  });

  return (
    <DetailStatusPage
      icon="shopping-cart"
      status={status}
      notFound={t('edit.notFound')}
      backTo={listPath}
      backLabel={t('edit.backToProducts')}
      loading={t('edit.loading')}
      loadError={(reason) => t('edit.loadError', { reason })}
    >
      {product ? (
        <ProductForm
          key={key}
          product={product}
          isNew={isNew}
          saving={saveMutation.isPending}
          onSubmit={(values) => saveMutation.mutate(values)}
          backTo={listPath}
        />
      ) : null}
    </DetailStatusPage>
  );
}

export default ProductScreen;
