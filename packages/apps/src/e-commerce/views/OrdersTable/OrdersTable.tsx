/**
 * The orders as a DataTable: reference, customer, total, payment, status chip and date, with search and
 * the §5 filter widget; a row opens the order.
 */
import type { Order } from '@chorus/mock-handlers/contracts';
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
  EmptyState,
  Icon,
} from '@chorus/ui';
import { useMemo } from 'react';
import { formatDate } from '../../../lib/format';
import { money } from '../../e-commerce.money';
import { useT } from '../../i18n';
import { OrderStatus, useStatusName } from '../OrderStatus/OrderStatus';
import { usePaymentMethodName } from '../usePaymentMethodName';

export interface OrdersTableProps {
  orders: readonly Order[];
  loading?: boolean;
  search: string;
  onOpen?: (order: Order) => void;
}

export const customerName = (order: Pick<Order, 'customer'>) =>
  `${order.customer.firstName} ${order.customer.lastName}`;

const column = createDataTableColumnHelper<Order>();

function useColumns(): DataTableColumnDef<Order>[] {
  const t = useT();
  const statusName = useStatusName();
  const paymentName = usePaymentMethodName();
  return useMemo(
    () =>
      column.columns([
        column.accessor('reference', { header: t('orders.reference'), meta: { width: 'minmax(8rem, 1fr)' } }),
        column.accessor((row) => customerName(row), {
          id: 'customer',
          header: t('orders.customer'),
          meta: { width: 'minmax(10rem, 1.5fr)' },
        }),
        column.accessor('total', {
          header: t('orders.total'),
          meta: { align: 'end', filterInputType: 'number', defaultFilterOperator: 'greaterThan' },
          cell: ({ getValue }) => money(getValue()),
        }),
        column.accessor((row) => paymentName(row.payment.method), {
          id: 'payment',
          header: t('orders.payment'),
        }),
        // Filtered and searched by the status's name in the active language.
        column.accessor((row) => (row.status[0] ? statusName(row.status[0]) : ''), {
          id: 'status',
          header: t('orders.status'),
          meta: { width: 'minmax(12rem, 1.5fr)' },
          cell: ({ row }) => (row.original.status[0] ? <OrderStatus state={row.original.status[0]} /> : null),
        }),
        column.accessor('date', {
          header: t('orders.date'),
          meta: { filterInputType: 'date', defaultFilterOperator: 'greaterThan' },
          cell: ({ getValue }) => formatDate(getValue()),
        }),
      ]) as DataTableColumnDef<Order>[],
    [t, statusName, paymentName],
  );
}

export function OrdersTable({ orders, loading = false, search, onOpen }: OrdersTableProps) {
  const t = useT();
  const columns = useColumns();
  return (
    <DataTable
      label={t('orders.label')}
      data={orders}
      columns={columns}
      getRowId={(row) => row.id}
      loading={loading}
      enableGlobalFilter={false}
      globalFilter={search}
      onRowActivate={onOpen}
      rowLabel={(row) => row.reference}
      height="min(62vh, 40rem)"
      defaultSorting={[{ id: 'date', desc: true }]}
      emptyState={
        <EmptyState titleAs="p" icon={<Icon name="shopping-cart" size="xl" />} title={t('orders.empty')} />
      }
      noResultsState={t('orders.noResults')}
    />
  );
}
