import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminProduct, AdminProductUpdate } from '@shared/schemas/admin';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useUpdateProduct } from '../../api/update-product';
import { productFormDefaults, productFormField, productFormResolver, type ProductFormValues } from '../../lib/product-form';
import { describeError } from '../../lib/server-errors';
import { PriceInput } from './price-input';
import { SanitisedHtml } from './sanitised-html';

const dense = 'sm:py-1.5 sm:text-sm';

/** Edits one product. Prices are typed in dollars and sent as exact cents; lists are one per line. */
export function ProductEditor({ product }: { product: AdminProduct }) {
  const update = useUpdateProduct();
  const [saved, setSaved] = useState<{ sent: string; stored: string }>();
  const { register, handleSubmit, reset, setError, formState } = useForm<ProductFormValues, unknown, AdminProductUpdate>({
    resolver: productFormResolver,
    defaultValues: productFormDefaults(product),
  });
  const { errors } = formState;

  const save = (values: AdminProductUpdate) => {
    update.mutate(
      { id: product.id, update: values },
      {
        onSuccess: (stored) => {
          // The form now holds what the server kept (the description as sanitised), not what was typed.
          reset(productFormDefaults(stored));
          setSaved({ sent: values.descriptionHtml, stored: stored.descriptionHtml });
          toast({ title: 'Product saved', description: `${stored.name} was updated.`, variant: 'success' });
        },
        onError: (error) => {
          applyServerFieldErrors(error, setError, productFormField);
          toast({ title: 'The product was not saved', description: describeError(error), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(save)(event)} className="grid gap-4 md:grid-cols-2">
      <p className="text-sm text-mist-muted md:col-span-2">
        The name, address and what the product asks and delivers are set in the product registry, with the product itself.
      </p>
      <Field label="Price (US dollars)" hint="e.g. 18.99" required error={errors.price?.message}>
        <PriceInput className={dense} {...register('price')} />
      </Field>
      <Field label="Compare-at price (US dollars)" hint="Optional: the struck-through regular price." error={errors.comparePrice?.message}>
        <PriceInput className={dense} {...register('comparePrice')} />
      </Field>
      <Field label="Short description" required error={errors.shortDescription?.message} className="md:col-span-2">
        <Textarea rows={2} className="sm:text-sm" {...register('shortDescription')} />
      </Field>
      <Field
        label="Description (HTML)"
        hint="Sanitised when saved: scripts, styles, event attributes and unsafe links are removed."
        error={errors.descriptionHtml?.message}
        className="md:col-span-2"
      >
        <Textarea rows={6} spellCheck={false} className="font-mono sm:text-sm" {...register('descriptionHtml')} />
      </Field>
      {saved && <SanitisedHtml sent={saved.sent} stored={saved.stored} />}
      <Field label="Features" hint="One per line." error={errors.features?.message} className="md:col-span-2">
        <Textarea rows={4} className="sm:text-sm" {...register('features')} />
      </Field>
      <Checkbox label="Active (customers can see and order it)" error={errors.active?.message} {...register('active')} />
      <div className="flex flex-wrap items-center justify-end gap-2 md:col-span-2">
        {formState.isDirty && <p className="mr-auto text-xs text-mist-muted">Unsaved changes</p>}
        <Button variant="ghost" size="sm" disabled={update.isPending} onClick={() => reset()}>
          Undo changes
        </Button>
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save product'}
        </Button>
      </div>
    </form>
  );
}
