import type { CustomerOrder } from '@shared/schemas/order';
import { Card } from '@/components/ui/card';
import { ClipboardIcon } from '@/components/ui/icons';
import { useProduct } from '@/features/catalogue/api/get-product';
import { useDocumentTitle } from '@/lib/use-document-title';
import { OrderSummaryCard, OwnOrderPage, ReturnToDashboard } from './own-order-page';

/** "What We'll Ask You" of a catalogue product; nothing for a product the catalogue does not sell. */
function QuestionsToCome({ order }: { order: CustomerOrder }) {
  const product = useProduct(order.productSlug);
  const questions = Object.values(product.data?.inputFields ?? {});
  if (questions.length === 0) return null;
  return (
    <Card>
      <h2 className="text-xl text-gold-300">What we'll ask you</h2>
      <ul className="mt-4 flex flex-col gap-2">
        {questions.map((question) => (
          <li key={question} className="flex gap-3 text-mist">
            <span aria-hidden="true" className="text-gold-300">
              ✦
            </span>
            {question}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * Every product's questionnaire path (`/soulmate-questionnaire/:id`, `/questionnaire/:id`...) until the
 * questionnaires are built: an honest screen about the order, with what it will ask. One component on
 * purpose, so the questionnaire work replaces it in one place.
 */
export function QuestionnaireScreen({ param }: { param: string | undefined }) {
  useDocumentTitle('Your questionnaire');
  return (
    <OwnOrderPage param={param} loginReason="Please log in to complete your questionnaire">
      {(order) => (
        <>
          <header className="mb-6 text-center">
            <span aria-hidden="true" className="mx-auto mb-4 grid size-14 place-items-center rounded-full border border-gold-300/40 bg-night-800 text-gold-300 shadow-glow">
              <ClipboardIcon className="size-7" />
            </span>
            <h1 className="text-3xl text-mist sm:text-4xl">Your questionnaire</h1>
            <p className="mx-auto mt-3 max-w-xl text-lg text-mist-muted">
              Online questionnaires are coming to your dashboard shortly. Our advisors can already start from what you told us when you ordered.
            </p>
          </header>
          <div className="flex flex-col gap-6">
            <OrderSummaryCard order={order} />
            <QuestionsToCome order={order} />
            <div className="flex justify-center">
              <ReturnToDashboard variant="primary" />
            </div>
          </div>
        </>
      )}
    </OwnOrderPage>
  );
}
