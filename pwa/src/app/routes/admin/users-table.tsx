// Placeholder screen: replaced by the screen's own work.
export default function UsersTableRoute() {
  return <h1 className="p-8 text-3xl">UsersTableRoute</h1>;
}
