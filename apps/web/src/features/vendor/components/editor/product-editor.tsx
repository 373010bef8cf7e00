import type { ProductForm, VendorProduct } from '@pasal/domain';
import { imageUrl, PRODUCT_PART_LIMITS } from '@pasal/domain/plain';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { type FieldErrors, type Path, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { ApiError } from '../../../../api/api-error.ts';
import { Button, LinkButton } from '../../../../components/ui/button.tsx';
import { Card, CardBody } from '../../../../components/ui/card.tsx';
import { Tabs } from '../../../../components/ui/tabs.tsx';
import { pageOrigin } from '../../../../lib/page-origin.ts';
import { EDITOR_TABS, type EditorTab, useEditorTab, useOpenTabInView } from '../../hooks/use-editor-tab.ts';
import {
  type EditorValues,
  EMPTY_PRODUCT,
  editorValuesOf,
  type ProductFiles,
  productEditorResolver,
} from '../../lib/product-form.ts';
import { ColorSwatch } from './color-swatch.tsx';
import { DetailsTab } from './details-tab.tsx';
import { type GalleryRow, GalleryTab } from './gallery-tab.tsx';
import { RowsTab } from './rows-tab.tsx';

const DETAIL_FIELDS = [
  'title',
  'description',
  'category',
  'price',
  'old_price',
  'shipping_amount',
  'stock_qty',
  'status',
] as const satisfies ReadonlyArray<keyof EditorValues>;

const ROW_TABS = { specifications: 'specs', sizes: 'variations', colors: 'colors' } as const;

type TabFlags = Record<EditorTab, boolean>;

/** Which tabs hold a field with a message. */
function tabsWithErrors(errors: FieldErrors<EditorValues>, thumbnail: boolean, gallery: boolean): TabFlags {
  return {
    details: thumbnail || DETAIL_FIELDS.some((field) => errors[field]),
    gallery: gallery || Boolean(errors.gallery_remove),
    specs: Boolean(errors.specifications),
    variations: Boolean(errors.sizes),
    colors: Boolean(errors.colors),
  };
}

function TabLabel({ children, invalid }: { children: ReactNode; invalid: boolean }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      {children}
      {invalid && (
        <>
          <span className="size-2 rounded-full bg-danger-600" aria-hidden="true" data-testid="tab-error" />
          <span className="sr-only">(has errors)</span>
        </>
      )}
    </span>
  );
}

/** "sizes[0][price]" or "sizes.0.price" → ["sizes", "0", "price"]. */
const pathParts = (key: string) => key.replace(/\]/g, '').split(/[.[]/);

type ProductEditorProps = {
  /** The product being changed; without it the editor creates one. */
  product?: VendorProduct;
  /** Sends the checked form; throws the server's refusal (an ApiError) for the editor to show. */
  onSave: (form: ProductForm, files: ProductFiles) => Promise<void>;
};

/**
 * Spec §2 add/update product: five tabs (the open one kept in the address), checked with the
 * shared product schema before anything is sent, the server's field messages put back under
 * their fields, and the tabs holding a message marked.
 */
export function ProductEditor({ product, onSave }: ProductEditorProps) {
  const { tab, setTab } = useEditorTab();
  const formRef = useRef<HTMLFormElement>(null);
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [thumbnailError, setThumbnailError] = useState<string>();
  const [galleryRows, setGalleryRows] = useState<GalleryRow[]>([]);
  const [galleryError, setGalleryError] = useState<string>();
  const [focusTab, setFocusTab] = useState<EditorTab | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EditorValues, unknown, ProductForm>({
    resolver: productEditorResolver,
    defaultValues: product ? editorValuesOf(product) : EMPTY_PRODUCT,
    // The field may be on a tab that is not open: the editor opens it, then focuses.
    shouldFocusError: false,
  });
  const specs = useFieldArray({ control, name: 'specifications' });
  const sizes = useFieldArray({ control, name: 'sizes' });
  const colors = useFieldArray({ control, name: 'colors' });
  const removed = useWatch({ control, name: 'gallery_remove' });
  const flags = tabsWithErrors(errors, Boolean(thumbnailError), Boolean(galleryError));

  useOpenTabInView(formRef, tab);

  // After a refused save, once the tab with the first message is open and the messages are
  // drawn, its first field with a message gets the focus: in the same task as the messages (a layout
  // effect; Preact runs plain ones after the next paint), so a key pressed at once lands there.
  useLayoutEffect(() => {
    if (focusTab === null || focusTab !== tab) return;
    const field = formRef.current?.querySelector<HTMLElement>('[role="tabpanel"] [aria-invalid="true"]');
    if (!field) return;
    field.focus();
    setFocusTab(null);
  });

  function openFirstInvalid(found: TabFlags) {
    const first = EDITOR_TABS.find((name) => found[name]);
    if (!first) return;
    setTab(first);
    setFocusTab(first);
  }

  /** The server's field messages, each under its field or on its tab. */
  function showServerErrors(error: ApiError) {
    const found: TabFlags = {
      details: false,
      gallery: false,
      specs: false,
      variations: false,
      colors: false,
    };
    for (const [key, messages] of Object.entries(error.errors)) {
      const [head = ''] = pathParts(key);
      const message = messages[0] ?? '';
      if (head === 'image') {
        setThumbnailError(message);
        found.details = true;
      } else if (head.startsWith('gallery')) {
        setGalleryError(message);
        found.gallery = true;
      } else if (head in ROW_TABS) {
        // The server counts complete rows only: the message goes on the tab, not on a row.
        setError(`${head}.root` as Path<EditorValues>, { type: 'server', message });
        found[ROW_TABS[head as keyof typeof ROW_TABS]] = true;
      } else if ((DETAIL_FIELDS as readonly string[]).includes(head)) {
        setError(head as (typeof DETAIL_FIELDS)[number], { type: 'server', message });
        found.details = true;
      }
    }
    openFirstInvalid(found);
  }

  const onSubmit = handleSubmit(
    async (form) => {
      setThumbnailError(undefined);
      setGalleryError(undefined);
      const gallery = galleryRows.flatMap((row) => (row.file ? [row.file] : []));
      try {
        await onSave(form, { image: thumbnail, gallery });
      } catch (error) {
        if (error instanceof ApiError) showServerErrors(error);
      }
    },
    (invalid) => openFirstInvalid(tabsWithErrors(invalid, false, false)),
  );

  function toggleRemoved(id: number) {
    const next = removed.includes(id) ? removed.filter((other) => other !== id) : [...removed, id];
    setValue('gallery_remove', next);
  }

  const items = [
    {
      id: 'details',
      label: <TabLabel invalid={flags.details}>Details</TabLabel>,
      panel: (
        <DetailsTab
          register={register}
          errors={errors}
          thumbnail={thumbnail}
          onThumbnail={(file) => {
            setThumbnail(file);
            setThumbnailError(undefined);
          }}
          thumbnailError={thumbnailError}
          storedImage={product?.image ? imageUrl(product.image, pageOrigin()) : undefined}
        />
      ),
    },
    {
      id: 'gallery',
      label: <TabLabel invalid={flags.gallery}>Gallery</TabLabel>,
      panel: (
        <GalleryTab
          stored={product?.gallery ?? []}
          removed={removed}
          onToggleRemoved={toggleRemoved}
          rows={galleryRows}
          onRowsChange={setGalleryRows}
          error={galleryError}
        />
      ),
    },
    {
      id: 'specs',
      label: <TabLabel invalid={flags.specs}>Specs</TabLabel>,
      panel: (
        <RowsTab
          name="specifications"
          noun="specification"
          intro="Facts shoppers compare, such as Processor: Apple M2."
          columns={[
            { part: 'title', label: 'Title', placeholder: 'e.g. Processor' },
            { part: 'content', label: 'Value', placeholder: 'e.g. Apple M2, 8 cores' },
          ]}
          rows={specs.fields}
          limit={PRODUCT_PART_LIMITS.specification}
          register={register}
          errors={errors}
          onAdd={() => specs.append({ title: '', content: '' })}
          onRemove={specs.remove}
        />
      ),
    },
    {
      id: 'variations',
      label: <TabLabel invalid={flags.variations}>Variations</TabLabel>,
      panel: (
        <RowsTab
          name="sizes"
          noun="variation"
          intro="Sizes or versions a shopper picks, each with its own price in rupees."
          columns={[
            { part: 'name', label: 'Name', placeholder: 'e.g. XL, 32GB RAM' },
            { part: 'price', label: 'Price (Rs.)', placeholder: 'e.g. 1500', inputMode: 'decimal' },
          ]}
          rows={sizes.fields}
          limit={PRODUCT_PART_LIMITS.size}
          register={register}
          errors={errors}
          onAdd={() => sizes.append({ name: '', price: '' })}
          onRemove={sizes.remove}
        />
      ),
    },
    {
      id: 'colors',
      label: <TabLabel invalid={flags.colors}>Colors</TabLabel>,
      panel: (
        <RowsTab
          name="colors"
          noun="colour"
          intro="Colours a shopper picks, by name and code: #1a2b3c, rgb(26, 43, 60) or a colour name."
          columns={[
            { part: 'name', label: 'Name', placeholder: 'e.g. Space Grey' },
            { part: 'color_code', label: 'Colour code', placeholder: 'e.g. #4b4f54' },
          ]}
          rows={colors.fields}
          limit={PRODUCT_PART_LIMITS.color}
          register={register}
          errors={errors}
          onAdd={() => colors.append({ name: '', color_code: '' })}
          onRemove={colors.remove}
          extra={(index) => <ColorSwatch control={control} index={index} />}
        />
      ),
    },
  ];

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <Card>
        <CardBody className="sm:p-6">
          <Tabs items={items} value={tab} onChange={setTab} label="Product parts" />
        </CardBody>
      </Card>
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <LinkButton to="/vendor/products/" variant="secondary" size="lg">
          Cancel
        </LinkButton>
        <Button type="submit" size="lg" loading={isSubmitting}>
          {product ? 'Update Product' : 'Create Product'}
        </Button>
      </div>
    </form>
  );
}
