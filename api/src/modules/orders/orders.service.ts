import type { CreateOrderInput, OrderCreated } from '@shared/schemas/order';
import type { OrderPurchases } from '@shared/schemas/purchases';
import type { Database } from '../../db/database';
import { ConflictError, NotFoundError } from '../../http/errors';
import type { SessionUser } from '@shared/schemas/auth';
import type { CatalogueService } from '../products/products.service';
import { newOrderAnswer, withFreshOrderCodes } from './order-codes';
import { toOrderPurchases, type OrderPurchasesRepo } from './order-purchases.repo';
import type { OrdersRepo } from './orders.repo';

interface Deps {
  db: Database;
  orders: OrdersRepo;
  purchases: OrderPurchasesRepo;
  catalogue: Pick<CatalogueService, 'findForSale'>;
}

/** Who places an order: the signed-in user, if any. */
export type Placer = Pick<SessionUser, 'id' | 'username'> | undefined;

/**
 * The account an unpaid order belongs to when it is placed: the signed-in customer's, if the order is in
 * their own e-mail. A visitor who is not signed in proves nothing about an address, so their order
 * belongs to the browser that placed it (its code) until it is paid, when the payment joins it to the
 * account of its e-mail: strangers cannot fill someone's dashboard with unpaid orders.
 */
export function placedForAccount(viewer: Placer, email: string): number | null {
  return viewer && viewer.username.toLowerCase() === email.toLowerCase() ? viewer.id : null;
}

export function createOrdersService({ db, orders, purchases, catalogue }: Deps) {
  return {
    /**
     * What a paid order bought: itself, and the bonuses and accepted offer its payment earned, each
     * with what was paid (refunded lines say when). The code already opens the order's pages, so its
     * holder may learn this much; an unpaid order has bought nothing yet (409 payment_required).
     */
    async purchases(code: string): Promise<OrderPurchases> {
      const order = await orders.byCode(code);
      if (!order) throw new NotFoundError();
      if (!order.isPaid) throw new ConflictError('This order has not been paid yet.', 'payment_required');
      return toOrderPurchases(order, await purchases.family(order.id));
    },

    /**
     * Places a catalogue order, unpaid, at the products table's price of this moment (kept on the order:
     * a later price change does not touch it). It belongs to `placedForAccount`; nobody is signed in and
     * nothing is mailed here (the payment makes the account if needed, and its receipt carries the "set
     * your password" link).
     */
    async createCatalogueOrder(input: CreateOrderInput, viewer: Placer, now = new Date()): Promise<OrderCreated> {
      const nowIso = now.toISOString();
      return withFreshOrderCodes(({ requestCode, orderNumber }) =>
        db.knex.transaction(async (trx) => {
          const product = await catalogue.findForSale(input, trx);
          if (!product) throw new NotFoundError('There is no reading with that name.');
          await orders.insertCatalogueOrder(
            { requestCode, orderNumber, productId: product.id, userId: placedForAccount(viewer, input.email), name: input.name, email: input.email, priceCents: product.priceCents, now: nowIso },
            trx,
          );
          return {
            order: newOrderAnswer({ requestCode, orderNumber, productId: product.id, name: input.name, email: input.email, birthdate: null, priceCents: product.priceCents, createdAt: nowIso }),
          };
        }),
      );
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
