// Placeholder screen: replaced by the screen's own work.
export default function DirectConfirmRoute() {
  return <h1 className="p-8 text-3xl">DirectConfirmRoute</h1>;
}
