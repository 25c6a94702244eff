// Placeholder screen: replaced by the screen's own work.
export default function TestConfirmRoute() {
  return <h1 className="p-8 text-3xl">TestConfirmRoute</h1>;
}
