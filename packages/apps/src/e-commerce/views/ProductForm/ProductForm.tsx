/**
 * The product form, in tabs: basic info, images, pricing (the price with tax and without it computed from
 * each other), inventory and shipping. Validated with the contract's schema; an existing product's Save is
 * disabled (and says why) until something changed; a new product's Save says what is missing; unsaved changes
 * warn before leaving.
 */
import type { Product } from '@chorus/mock-handlers/contracts';
import { Link } from '@chorus/shell';
import {
  Button,
  FormField,
  fieldAria,
  Icon,
  RadioGroup,
  RadioGroupItem,
  Stack,
  Switch,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  TextArea,
  TextField,
  fieldProps,
  useFieldIds,
  useZodForm,
} from '@chorus/ui';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { ChipsField } from '../../../lib/form/ChipsField';
import * as formCss from '../../../lib/form/formDialog.css';
import { UnsavedChangesGuard } from '../../../lib/form/UnsavedChangesGuard';
import { readImageFile } from '../../../lib/imageFile';
import { newImageId, productErrorMessage, productFormSchema } from '../../e-commerce.form';
import { priceWithoutTax, priceWithTax } from '../../e-commerce.money';
import { useT } from '../../i18n';
import * as css from './ProductForm.css';

type NumberField =
  | 'priceTaxExcl'
  | 'priceTaxIncl'
  | 'taxRate'
  | 'comparedPrice'
  | 'quantity'
  | 'extraShippingFee';
const tabs = ['basic', 'images', 'pricing', 'inventory', 'shipping'] as const;
type Tab = (typeof tabs)[number];
const tabOf: Record<keyof Product, Tab> = {
  id: 'basic',
  name: 'basic',
  handle: 'basic',
  description: 'basic',
  categories: 'basic',
  tags: 'basic',
  active: 'basic',
  featuredImageId: 'images',
  images: 'images',
  priceTaxExcl: 'pricing',
  priceTaxIncl: 'pricing',
  taxRate: 'pricing',
  comparedPrice: 'pricing',
  sku: 'inventory',
  quantity: 'inventory',
  width: 'shipping',
  height: 'shipping',
  depth: 'shipping',
  weight: 'shipping',
  extraShippingFee: 'shipping',
};

export interface ProductFormProps {
  product: Product;
  isNew?: boolean;
  saving?: boolean;
  onSubmit: (product: Product) => void;
  /** Where the back link goes. */
  backTo: string;
}

export function ProductForm({ product, isNew = false, saving = false, onSubmit, backTo }: ProductFormProps) {
  const t = useT();
  const id = useId();
  const [tab, setTab] = useState<Tab>('basic');
  const [imageError, setImageError] = useState<string>();
  const imageField = useFieldIds();
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useZodForm(productFormSchema, {
    defaultValues: product,
    errorMessage: productErrorMessage,
  });
  const { isDirty } = form.formState;
  // A new product can always be saved: trying says what is missing. An existing one waits for a change.
  const unchanged = !isNew && !isDirty;
  const change = <K extends 'categories' | 'tags' | 'active' | 'featuredImageId'>(
    field: K,
    value: Product[K],
  ) => form.setValue(field, value as never, { shouldDirty: true, shouldValidate: true });
  const errorOf = (field: keyof Product) => form.getFieldState(field, form.formState).error?.message;
  const images = form.watch('images');
  const name = form.watch('name');

  const numberField = (field: NumberField, onValue?: (value: number) => void) => {
    const registered = form.register(field, { valueAsNumber: true });
    return {
      ...registered,
      type: 'number',
      inputMode: 'decimal' as const,
      step: 'any',
      error: form.getFieldState(field, form.formState).error?.message,
      onChange: async (event: ChangeEvent<HTMLInputElement>) => {
        await registered.onChange(event);
        onValue?.(event.target.valueAsNumber);
      },
    };
  };
  const set = (field: 'priceTaxIncl' | 'priceTaxExcl', value: number) => {
    if (Number.isFinite(value)) form.setValue(field, value, { shouldDirty: true, shouldValidate: true });
  };
  // The price with tax follows the price without it and the rate; the price without tax follows the price with it.
  const fromExcl = (excl: number) => set('priceTaxIncl', priceWithTax(excl, form.getValues('taxRate')));
  const fromRate = (rate: number) =>
    Number.isFinite(rate) && set('priceTaxIncl', priceWithTax(form.getValues('priceTaxExcl'), rate));
  const fromIncl = (incl: number) => set('priceTaxExcl', priceWithoutTax(incl, form.getValues('taxRate')));

  const addImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const read = await readImageFile(file);
    if ('error' in read)
      return setImageError(t(read.error === 'notImage' ? 'images.notImage' : 'images.tooLarge'));
    setImageError(undefined);
    const image = { id: newImageId(), url: read.url, type: 'image' };
    form.setValue('images', [...form.getValues('images'), image], { shouldDirty: true });
    if (!form.getValues('featuredImageId')) form.setValue('featuredImageId', image.id, { shouldDirty: true });
  };

  const submit = form.handleSubmit(
    (values) => onSubmit(values as Product),
    (invalid) => {
      const first = tabs.find((candidate) =>
        Object.keys(invalid).some((field) => tabOf[field as keyof Product] === candidate),
      );
      if (first) setTab(first);
    },
  );

  return (
    <form className={css.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <UnsavedChangesGuard when={isDirty && !saving} />
      <div className={css.header}>
        <Button variant="ghost" tone="neutral" size="sm" asChild>
          <Link to={backTo}>
            <Icon name="arrow-left" size="sm" />
            {t('products.title')}
          </Link>
        </Button>
        <h1 id={`${id}-title`} className={css.title}>
          {name.trim() || (isNew ? t('edit.newTitle') : product.name)}
        </h1>
        {unchanged && (
          <span id={`${id}-unchanged`} className={css.hint}>
            {t('edit.unchanged')}
          </span>
        )}
        <Button
          type="submit"
          disabled={unchanged || saving}
          aria-describedby={unchanged ? `${id}-unchanged` : undefined}
        >
          {saving ? t('edit.saving') : t('edit.save')}
        </Button>
      </div>
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList aria-label={t('edit.sections')}>
          {tabs.map((entry) => (
            <TabsTrigger key={entry} value={entry}>
              {t(`tab.${entry}`)}
            </TabsTrigger>
          ))}
        </TabsList>

        <TabsContent value="basic" className={css.panel} forceMount hidden={tab !== 'basic'}>
          <div className={formCss.grid}>
            <TextField label={t('field.name')} required {...fieldProps(form, 'name')} />
            <TextField label={t('field.handle')} {...fieldProps(form, 'handle')} />
            <TextArea
              className={formCss.wide}
              label={t('field.description')}
              rows={5}
              {...fieldProps(form, 'description')}
            />
            <ChipsField
              label={t('field.categories')}
              helperText={t('field.chipsHelp')}
              values={form.watch('categories')}
              onChange={(values) => change('categories', values)}
              error={errorOf('categories')}
            />
            <ChipsField
              label={t('field.tags')}
              helperText={t('field.chipsHelp')}
              values={form.watch('tags')}
              onChange={(values) => change('tags', values)}
              error={errorOf('tags')}
            />
            <Switch
              label={t('field.active')}
              checked={form.watch('active')}
              onCheckedChange={(checked) => change('active', checked)}
            />
          </div>
        </TabsContent>

        <TabsContent value="images" className={css.panel} forceMount hidden={tab !== 'images'}>
          <Stack gap="md">
            {images.length > 0 ? (
              <RadioGroup
                label={t('images.featured')}
                value={form.watch('featuredImageId')}
                onValueChange={(value) => change('featuredImageId', value)}
              >
                <ul className={css.images}>
                  {images.map((image, index) => (
                    <li key={image.id} className={css.imageCard}>
                      <img
                        className={css.image}
                        src={image.url}
                        alt={t('images.alt', { index: index + 1 })}
                      />
                      <RadioGroupItem
                        value={image.id}
                        label={t('images.makeFeatured', { index: index + 1 })}
                      />
                    </li>
                  ))}
                </ul>
              </RadioGroup>
            ) : (
              <p>{t('images.none')}</p>
            )}
            <FormField
              label={t('images.add')}
              hideLabel
              labelElement="span"
              helperText={t('images.addHelp')}
              error={imageError}
              ids={imageField}
            >
              {/* A styled button opens the (hidden) native file input: no unstyled "Choose File". */}
              <span>
                <Button
                  type="button"
                  variant="outline"
                  tone="neutral"
                  onClick={() => fileInput.current?.click()}
                  {...fieldAria(imageField, { helperText: t('images.addHelp'), error: imageError })}
                >
                  <Icon name="upload" size="sm" />
                  {t('images.add')}
                </Button>
              </span>
              <input
                ref={fileInput}
                id={imageField.id}
                type="file"
                accept="image/*"
                hidden
                tabIndex={-1}
                aria-hidden
                onChange={(event) => void addImage(event)}
              />
            </FormField>
          </Stack>
        </TabsContent>

        <TabsContent value="pricing" className={css.panel} forceMount hidden={tab !== 'pricing'}>
          <div className={formCss.grid}>
            <TextField label={t('field.priceTaxExcl')} {...numberField('priceTaxExcl', fromExcl)} />
            <TextField label={t('field.taxRate')} {...numberField('taxRate', fromRate)} />
            <TextField label={t('field.priceTaxIncl')} {...numberField('priceTaxIncl', fromIncl)} />
            <TextField label={t('field.comparedPrice')} {...numberField('comparedPrice')} />
          </div>
        </TabsContent>

        <TabsContent value="inventory" className={css.panel} forceMount hidden={tab !== 'inventory'}>
          <div className={formCss.grid}>
            <TextField label={t('field.sku')} {...fieldProps(form, 'sku')} />
            <TextField
              label={t('field.quantity')}
              {...numberField('quantity')}
              inputMode="numeric"
              step="1"
            />
          </div>
        </TabsContent>

        <TabsContent value="shipping" className={css.panel} forceMount hidden={tab !== 'shipping'}>
          <div className={formCss.grid}>
            <TextField label={t('field.width')} {...fieldProps(form, 'width')} />
            <TextField label={t('field.height')} {...fieldProps(form, 'height')} />
            <TextField label={t('field.depth')} {...fieldProps(form, 'depth')} />
            <TextField label={t('field.weight')} {...fieldProps(form, 'weight')} />
            <TextField label={t('field.extraShippingFee')} {...numberField('extraShippingFee')} />
          </div>
        </TabsContent>
      </Tabs>
    </form>
  );
}
