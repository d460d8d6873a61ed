/** Orders (/apps/e-commerce/orders): every order in a DataTable with search and the §5 filters; a row opens it. */
import { QueryStatus } from '@chorus/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { FolderAppFrame } from '../../../lib/folder-app/FolderAppFrame';
import { errorText } from '../../../lib/query';
import { eCommerceApi, eCommerceKeys, eCommerceRoutes } from '../../e-commerce.api';
import '../../e-commerce.icons';
import { ordersListStore, setOrderSearch } from '../../e-commerce.store';
import { useT } from '../../i18n';
import { OrdersTable } from '../../views/OrdersTable/OrdersTable';

export function OrdersScreen() {
  const t = useT();
  const navigate = useNavigate();
  const { search } = useSnapshot(ordersListStore);
  const ordersQuery = useQuery({
    queryKey: eCommerceKeys.orders,
    queryFn: ({ signal }) => eCommerceApi.orders(signal),
  });
  return (
    <FolderAppFrame
      title={t('orders.title')}
      search={search}
      onSearch={setOrderSearch}
      searchLabel={t('orders.search')}
    >
      <QueryStatus
        query={{
          isPending: false,
          isError: ordersQuery.isError,
          error: ordersQuery.error,
          refetch: () => void ordersQuery.refetch(),
        }}
        loading={t('orders.loading')}
        error={(reason) => t('orders.loadError', { reason: errorText(reason) })}
        fill
      >
        <OrdersTable
          orders={ordersQuery.data ?? []}
          loading={ordersQuery.isPending}
          search={search}
          onOpen={(order) => navigate(eCommerceRoutes.order(order.id))}
        />
      </QueryStatus>
    </FolderAppFrame>
  );
}

export default OrdersScreen;
