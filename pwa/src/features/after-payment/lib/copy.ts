/** The order page's wording for a code that leads nowhere. */
export const ORDER_NOT_FOUND = {
  title: 'Order Not Found',
  message: "We couldn't find the order you're looking for. It may have been removed or the link might be incorrect.",
} as const;
