/** An order (/apps/e-commerce/orders/:orderId): its details, products and printable invoice, in tabs. */
import { useDocumentTitle } from '@chorus/shell';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { Order } from '@chorus/mock-handlers/contracts';
import { detailStatus } from '../../../lib/detail/detailStatus';
import { eCommerceApi, eCommerceKeys, eCommerceRoutes } from '../../e-commerce.api';
import '../../e-commerce.icons';
import { useT } from '../../i18n';
import { DetailStatusPage } from '../../../lib/detail/DetailStatusPage';
import { OrderDetails } from '../../views/OrderDetails/OrderDetails';

export function OrderScreen() {
  const t = useT();
  const client = useQueryClient();
  const { orderId = '' } = useParams();
  const orderQuery = useQuery({
    queryKey: eCommerceKeys.order(orderId),
    queryFn: ({ signal }) => eCommerceApi.order(orderId, signal),
    enabled: orderId !== '',
    // The list's copy shows at once; the order is read again behind it.
    placeholderData: client
      .getQueryData<Order[]>(eCommerceKeys.orders)
      ?.find((order) => order.id === orderId),
  });
  const order = orderQuery.data;
  useDocumentTitle(order ? t('order.title', { reference: order.reference }) : undefined, t('orders.title'));
  const status = detailStatus(orderId, {
    isPending: !order && orderQuery.isPending,
    isError: orderQuery.isError,
    error: orderQuery.error,
    refetch: () => void orderQuery.refetch(),
  });
  return (
    <DetailStatusPage
      icon="shopping-cart"
      status={status}
      notFound={t('order.notFound')}
      backTo={eCommerceRoutes.orders}
      backLabel={t('order.backToOrders')}
      loading={t('order.loading')}
      loadError={(reason) => t('order.loadError', { reason })}
    >
      {order ? <OrderDetails order={order} backTo={eCommerceRoutes.orders} /> : null}
    </DetailStatusPage>
  );
}

export default OrderScreen;
