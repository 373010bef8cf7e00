import { PRODUCT_STAGES } from '@pasal/domain';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useCategories } from '../../../../api/get-categories.ts';
import { Field } from '../../../../components/ui/field.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import type { EditorValues } from '../../lib/product-form.ts';
import { STAGE_LABELS } from '../product-badges.tsx';
import { PictureInput } from './picture-input.tsx';

type DetailsTabProps = {
  register: UseFormRegister<EditorValues>;
  errors: FieldErrors<EditorValues>;
  thumbnail: File | null;
  onThumbnail: (file: File | null) => void;
  thumbnailError: string | undefined;
  /** The stored thumbnail (update only). */
  storedImage?: string;
};

const rupees = { inputMode: 'decimal', autoComplete: 'off' } as const;

/** Spec §2 Details: thumbnail, title, description, category, the three amounts, stock and stage. */
export function DetailsTab({
  register,
  errors,
  thumbnail,
  onThumbnail,
  thumbnailError,
  storedImage,
}: DetailsTabProps) {
  const { data: categories = [], isPending } = useCategories();
  return (
    <div className="space-y-5">
      <PictureInput
        label="Product Thumbnail"
        size="lg"
        file={thumbnail}
        onChoose={onThumbnail}
        stored={storedImage}
        error={thumbnailError}
        hint={
          storedImage ? 'Choose a file only to replace the current picture.' : 'A square picture shows best.'
        }
      />
      <TextField label="Title" required error={errors.title?.message} {...register('title')} />
      <Field label="Description" error={errors.description?.message}>
        <Textarea rows={5} {...register('description')} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Category" required error={errors.category?.message}>
          {/* Registered once its options exist, so the stored category shows as chosen. */}
          {isPending ? (
            <Skeleton className="h-11" />
          ) : (
            <Select {...register('category')}>
              <option value="">Select category</option>
              {categories.map((category) => (
                <option key={category.id} value={String(category.id)}>
                  {category.title}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Stage" hint="Drafts stay off the storefront until you publish them.">
          <Select {...register('status')}>
            {PRODUCT_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {STAGE_LABELS[stage]}
              </option>
            ))}
          </Select>
        </Field>
        <TextField
          label="Sale Price (Rs.)"
          required
          {...rupees}
          error={errors.price?.message}
          {...register('price')}
        />
        <TextField
          label="Regular Price (Rs.)"
          hint="Shown struck through when above the sale price."
          {...rupees}
          error={errors.old_price?.message}
          {...register('old_price')}
        />
        <TextField
          label="Shipping (Rs.)"
          {...rupees}
          placeholder="0"
          error={errors.shipping_amount?.message}
          {...register('shipping_amount')}
        />
        <TextField
          label="Stock Quantity"
          inputMode="numeric"
          autoComplete="off"
          placeholder="0"
          error={errors.stock_qty?.message}
          {...register('stock_qty')}
        />
      </div>
    </div>
  );
}
