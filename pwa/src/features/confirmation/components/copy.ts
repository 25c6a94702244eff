import type { NotFoundCopy } from '@/components/screen/load-error-view';

/** Error words of the confirmation screens, in one place. */
export const INVALID_CODE: NotFoundCopy = {
  title: 'Invalid Request Code',
  message: 'The confirmation code is invalid or has expired.',
};

export const READING_NOT_FOUND: NotFoundCopy = {
  title: 'Reading Not Found',
  message: "We couldn't find your reading with the provided code.",
};

export const ORDER_NOT_FOUND: NotFoundCopy = {
  title: 'Order Not Found',
  message: "We couldn't find the order you're looking for. It may have been removed or the link might be incorrect.",
};

/** The submission page for a code that is no request of ours: nothing was sent, so say so. */
export const REQUEST_NOT_FOUND: NotFoundCopy = {
  title: 'Request Not Found',
  message: "We couldn't find a reading request with this code, so no confirmation e-mail was sent for it. Please check the link, or ask for your free reading again.",
};
