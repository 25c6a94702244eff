// Placeholder screen: replaced by the screen's own work.
export default function AdminProductsRoute() {
  return <h1 className="p-8 text-3xl">AdminProductsRoute</h1>;
}
