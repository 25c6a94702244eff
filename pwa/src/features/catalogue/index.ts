export { productsQueryOptions, useProducts } from './api/get-products';
export { ProductImage } from './components/product-image';
export { placedSignedOutFrom } from './lib/placed-signed-out';
