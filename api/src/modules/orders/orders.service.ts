import type { CreateOrderInput, OrderCreated } from '@shared/schemas/order';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../http/errors';
import type { UsersRepo } from '../auth/users.repo';
import type { CatalogueService } from '../products/products.service';
import { newOrderAnswer, withFreshOrderCodes } from './order-codes';
import type { OrdersRepo } from './orders.repo';

interface Deps {
  db: Database;
  orders: OrdersRepo;
  catalogue: Pick<CatalogueService, 'findForSale'>;
  users: Pick<UsersRepo, 'findOrCreateCustomer'>;
}

export function createOrdersService({ db, orders, catalogue, users }: Deps) {
  return {
    /**
     * Places a catalogue order, unpaid, at the products table's price of this moment (kept on the order:
     * a later price change does not touch it). The order joins the account of its e-mail, created
     * without a password if there is none; nobody is signed in and nothing is mailed here (the payment
     * receipt carries the "set your password" link).
     */
    async createCatalogueOrder(input: CreateOrderInput, now = new Date()): Promise<OrderCreated> {
      const nowIso = now.toISOString();
      return withFreshOrderCodes(({ requestCode, orderNumber }) =>
        db.knex.transaction(async (trx) => {
          const product = await catalogue.findForSale(input, trx);
          if (!product) throw new NotFoundError('There is no reading with that name.');
          const { user } = await users.findOrCreateCustomer(input.email, input.name, trx);
          await orders.insertCatalogueOrder(
            { requestCode, orderNumber, productId: product.id, userId: user.id, name: input.name, email: input.email, priceCents: product.priceCents, now: nowIso },
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
