import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { orderContactSchema, type OrderContact } from '@shared/schemas/order';
import type { Product } from '@shared/schemas/product';
import type * as z from 'zod/mini';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';
import { Notice } from '@/components/ui/notice';
import { useSignedInUser } from '@/features/auth';
import { errorMessage, hasErrorCode } from '@/lib/error-messages';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useCreateOrder } from '../api/create-order';
import type { PaymentNavigationState } from '../lib/placed-signed-out';

type FormValues = z.input<typeof orderContactSchema>;
const FIELDS = ['name', 'email'] as const;
const ORDER_FAILED = 'We could not place your order. Please try again.';

/** The form's alert: refused fields have their messages under them; the rest say what happened. */
const orderFailure = (error: unknown) => (hasErrorCode(error, 'validation_failed') ? ORDER_FAILED : errorMessage(error, ORDER_FAILED));

/**
 * Name and e-mail for a catalogue order, with the same schema (and words) as the server. A signed-in
 * visitor finds both filled in. On success the order goes straight on to the shared payment page,
 * without a "placed" toast: nothing is bought until it is paid there.
 */
export function OrderForm({ product }: { product: Product }) {
  const navigate = useNavigate();
  const createOrder = useCreateOrder();
  const user = useSignedInUser();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<FormValues, unknown, OrderContact>({
    resolver: zodResolver(orderContactSchema),
    defaultValues: { name: '', email: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  useEffect(() => {
    // Prefill once the account is known, never over what the visitor already typed.
    if (user && !isDirty) reset({ name: user.name, email: user.username });
  }, [user, isDirty, reset]);

  const submit = (values: OrderContact) => {
    createOrder.mutate(
      { productId: product.id, ...values },
      {
        onSuccess: ({ order }) => {
          const state: PaymentNavigationState = { placedSignedOut: !user };
          void navigate(paths.payment.href(order.requestCode), { state });
        },
        onError: (error) => {
          console.error('Order failed', error);
          // The failure shows at the form, above the button, until the next try.
          applyServerFieldErrors(error, setError, FIELDS);
        },
      },
    );
  };

  const submitting = createOrder.isPending;
  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className="flex flex-col gap-5">
      <Field label="Your Name" error={errors.name?.message} required>
        <TextInput autoComplete="name" {...register('name')} />
      </Field>
      <Field label="Email Address" hint="Your receipt and your reading's updates are sent here." error={errors.email?.message} required>
        <TextInput type="email" autoComplete="email" inputMode="email" spellCheck={false} {...register('email')} />
      </Field>
      {createOrder.isError && (
        <Notice tone="danger" className="p-4">
          {orderFailure(createOrder.error)}
        </Notice>
      )}
      <Button type="submit" size="lg" disabled={submitting} className="mt-1 w-full">
        {submitting ? 'Placing your order...' : 'Continue to Payment'}
      </Button>
      <p className="text-center text-sm text-mist-muted">
        By placing your order you agree to our{' '}
        <Link to={paths.termsOfService.href()} className="text-gold-300 underline underline-offset-4 hover:text-gold-200">
          Terms of Service
        </Link>
        . Readings are for entertainment purposes only.
      </p>
    </form>
  );
}
