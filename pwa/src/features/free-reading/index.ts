export { ORDERS_QUERY_KEY } from './api/create-free-reading';
export { LAST_SUBMITTED_ORDER_KEY } from './lib/last-submitted-order';
