/**
 * The products as a DataTable: a featured-image thumbnail, the §5 filter widget on name, category, price,
 * quantity and active, sorting, paging, search and selection (remove selected); a row opens the product.
 */
import type { Product } from '@chorus/mock-handlers/contracts';
import {
  Badge,
  Button,
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
  EmptyState,
  Icon,
  type RowSelectionState,
  Stack,
  type Tone,
  visuallyHidden,
} from '@chorus/ui';
import { useMemo } from 'react';
import { formatNumber } from '../../../lib/format';
import { money, type StockLevel, stockLevel } from '../../e-commerce.money';
import { useT } from '../../i18n';
import * as css from './ProductsTable.css';

export interface ProductsTableProps {
  products: readonly Product[];
  loading?: boolean;
  /** The search text (the page header's search field). */
  search: string;
  selectedIds: readonly string[];
  onSelectionChange: (ids: string[]) => void;
  onOpen?: (product: Product) => void;
  onRemoveSelected: (ids: string[]) => void;
  /** The empty list's call to action (e.g. a link to a new product). */
  emptyAction?: React.ReactNode;
}

/** The featured image's address, or the first image's. */
export function featuredImage(product: Pick<Product, 'images' | 'featuredImageId'>): string | undefined {
  return (product.images.find((image) => image.id === product.featuredImageId) ?? product.images[0])?.url;
}

const stockTones: Record<StockLevel, Tone> = { out: 'critical', low: 'warning', fine: 'positive' };

const column = createDataTableColumnHelper<Product>();

function useColumns(): DataTableColumnDef<Product>[] {
  const t = useT();
  return useMemo(
    () =>
      column.columns([
        column.display({
          id: 'image',
          header: t('products.image'),
          meta: { label: t('products.image'), width: '4.5rem' },
          cell: ({ row }) => {
            const url = featuredImage(row.original);
            // The name is in the next cell: the thumbnail is decorative.
            return url ? <img className={css.thumbnail} src={url} alt="" loading="lazy" /> : null;
          },
        }),
        column.accessor('name', {
          header: t('products.name'),
          meta: { width: 'minmax(12rem, 2fr)' },
          cell: ({ getValue }) => <span className={css.nameText}>{getValue()}</span>,
        }),
        // Filtered and searched as one text; shown as the separate words they are.
        column.accessor((row) => row.categories.join(' '), {
          id: 'categories',
          header: t('products.category'),
          meta: { width: 'minmax(10rem, 1.5fr)' },
          cell: ({ row }) => (
            <span className={css.categories}>
              {row.original.categories.map((category) => (
                <span key={category}>{category}</span>
              ))}
            </span>
          ),
        }),
        column.accessor('priceTaxIncl', {
          header: t('products.price'),
          meta: { align: 'end', filterInputType: 'number', defaultFilterOperator: 'greaterThan' },
          cell: ({ getValue }) => money(getValue()),
        }),
        column.accessor('quantity', {
          header: t('products.quantity'),
          meta: { align: 'end', filterInputType: 'number', defaultFilterOperator: 'lessThan' },
          cell: ({ getValue }) => {
            const level = stockLevel(getValue());
            return (
              <Badge tone={stockTones[level]} variant="soft">
                {formatNumber(getValue())}
                <span className={visuallyHidden}> ({t(`stock.${level}`)})</span>
              </Badge>
            );
          },
        }),
        // Filtered and searched by the word the icon stands for, in the active language.
        column.accessor((row) => (row.active ? t('products.activeYes') : t('products.activeNo')), {
          id: 'active',
          header: t('products.active'),
          meta: { align: 'center', width: '7rem' },
          cell: ({ row }) =>
            row.original.active ? (
              <Icon name="circle-check" tone="positive" label={t('products.activeYes')} />
            ) : (
              <Icon name="circle-x" tone="critical" label={t('products.activeNo')} />
            ),
        }),
      ]) as DataTableColumnDef<Product>[],
    [t],
  );
}

function toSelection(ids: readonly string[]): RowSelectionState {
  return Object.fromEntries(ids.map((id) => [id, true]));
}

export function ProductsTable({
  products,
  loading = false,
  search,
  selectedIds,
  onSelectionChange,
  onOpen,
  onRemoveSelected,
  emptyAction,
}: ProductsTableProps) {
  const t = useT();
  const columns = useColumns();
  const rowSelection = useMemo(() => toSelection(selectedIds), [selectedIds]);
  return (
    <DataTable
      label={t('products.label')}
      data={products}
      columns={columns}
      getRowId={(row) => row.id}
      loading={loading}
      enableRowSelection
      enableGlobalFilter={false}
      globalFilter={search}
      rowSelection={rowSelection}
      onRowSelectionChange={(next) => onSelectionChange(Object.keys(next).filter((id) => next[id]))}
      onRowActivate={onOpen}
      rowLabel={(row) => row.name}
      height="min(62vh, 40rem)"
      rowHeight={52}
      emptyState={
        <EmptyState
          titleAs="p"
          icon={<Icon name="shopping-cart" size="xl" />}
          title={t('products.empty')}
          description={t('products.emptyDescription')}
          action={emptyAction}
        />
      }
      noResultsState={t('products.noResults')}
      noRowsLabel={t('products.none')}
      toolbar={
        selectedIds.length > 0 ? (
          <Stack as="span" direction="row" wrap align="center" gap="xs">
            <Button
              size="sm"
              variant="soft"
              tone="critical"
              onClick={() => onRemoveSelected([...selectedIds])}
            >
              <Icon name="trash" size="sm" />
              {t('products.removeSelected')}
            </Button>
          </Stack>
        ) : null
      }
    />
  );
}
